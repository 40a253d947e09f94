import { describe, expect, it } from 'vitest';
import { activityAnswerReadings } from './activity.readings';

describe('activityAnswerReadings.sessionsPage', () => {
  it.each([
    [{ data: { sessions: [{ id: 1, extra: true }], total: 3 } }, [{ id: 1, extra: true }], 3],
    [{ data: { sessions: 'none', total: '3' } }, [], 0],
    ['not json', [], 0],
  ])('reads %j as its sessions and total', (answer, sessions, total) => {
    expect(activityAnswerReadings.sessionsPage.parse(answer)).toEqual({
      data: { sessions, total },
    });
  });
});
