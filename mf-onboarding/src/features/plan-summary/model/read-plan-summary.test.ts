import { missingWorkoutPlanMessage } from '@repwise/contracts';
import { describe, expect, it } from 'vitest';
import { buildRecommendations } from '../testing/plan-fixtures';
import { planLoadFailedMessage, readPlanSummary } from './read-plan-summary';

const safety = (count: number) => Array.from({ length: count }, (_, i) => `Consideration ${i + 1}`);

describe('readPlanSummary', () => {
  it.each([
    [0, 0, 0],
    [3, 3, 0],
    [4, 4, 0],
    [5, 4, 1],
    [9, 4, 5],
  ])('shows %i safety items as %i plus %i more', (count, visible, hidden) => {
    const summary = readPlanSummary(buildRecommendations({ safetyConsiderations: safety(count) }));
    expect(summary.visibleSafety).toEqual(safety(visible));
    expect(summary.hiddenSafetyCount).toBe(hidden);
  });

  it('always shows 45 min as the session time', () => {
    const summary = readPlanSummary(buildRecommendations({ duration: '90 min' }));
    expect(summary.sessionTime).toBe('45 min');
  });

  it('falls back to the top-level guidance, then to weekly check-ins', () => {
    const recommendations = buildRecommendations();
    const { workoutPlan } = recommendations;
    const bare = {
      ...recommendations,
      workoutPlan: {
        name: workoutPlan.name,
        description: workoutPlan.description,
        type: workoutPlan.type,
        duration: workoutPlan.duration,
        frequency: workoutPlan.frequency,
      },
      checkInSchedule: undefined,
      progressMetrics: ['Weight'],
    };
    const summary = readPlanSummary(bare);
    expect(summary.checkInSchedule).toBe('weekly');
    expect(summary.progressMetrics).toEqual(['Weight']);
    expect(summary.nutrition).toEqual(recommendations.nutritionGuidance);
  });

  it('says "No workout plan found in recommendations" without a plan', () => {
    expect(() => readPlanSummary({ progressMetrics: [] })).toThrow(missingWorkoutPlanMessage);
  });

  it('says the plan failed to load for an unreadable answer', () => {
    expect(() => readPlanSummary('nonsense')).toThrow(planLoadFailedMessage);
  });
});
