import { describe, expect, it } from 'vitest';
import { buildGoalPayload, emptyGoalForm } from './build-goal-payload';

describe('buildGoalPayload', () => {
  it('defaults to WEIGHT_LOSS with current value 0 and leaves out empty date and description', () => {
    expect(buildGoalPayload({ ...emptyGoalForm, targetValue: '5' })).toEqual({
      ok: true,
      payload: { goalType: 'WEIGHT_LOSS', targetValue: 5, currentValue: 0 },
    });
  });

  it('sends every filled field', () => {
    expect(
      buildGoalPayload({
        goalType: 'STRENGTH',
        targetValue: '100',
        currentValue: '80.5',
        targetDate: '2026-12-31',
        description: ' Bench ',
      }),
    ).toEqual({
      ok: true,
      payload: {
        goalType: 'STRENGTH',
        targetValue: 100,
        currentValue: 80.5,
        targetDate: '2026-12-31',
        description: 'Bench',
      },
    });
  });

  it.each([
    [{ targetValue: '' }, 'targetValue'],
    [{ targetValue: '0' }, 'targetValue'],
    [{ targetValue: '5', currentValue: '-1' }, 'currentValue'],
  ])('reports %j on %s', (values, field) => {
    const result = buildGoalPayload({ ...emptyGoalForm, ...values });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors)).toContain(field);
  });
});
