import { describe, expect, it } from 'vitest';
import { countGoalStatuses } from './count-goal-statuses';

describe('countGoalStatuses', () => {
  it('counts nothing for no goals', () => {
    expect(countGoalStatuses([])).toEqual({ total: 0, completed: 0, active: 0, paused: 0 });
  });

  it('counts each status and the total', () => {
    const goals = [
      { status: 'ACTIVE' },
      { status: 'ACTIVE' },
      { status: 'completed' },
      { status: 'paused' },
    ] as const;
    expect(countGoalStatuses(goals)).toEqual({ total: 4, completed: 1, active: 2, paused: 1 });
  });
});
