import { buildPlanRecommendations } from '@repwise/domain';
import { describe, expect, it } from 'vitest';
import { onboardingCompletionRequestSchema } from '../onboarding/onboarding-completion.schema';
import { planRecommendationsSchema } from '../onboarding/recommendations.schema';
import { buildPlanJobId, planGenerationJobSchema } from './plan-generation.job';

const answers = onboardingCompletionRequestSchema.parse({
  personalInfo: {
    age: 34,
    height: { feet: 5, inches: 10 },
    weight: 182,
    biologicalSex: 'female',
    activityLevel: 'lightly-active',
  },
  fitnessGoals: { primaryGoal: 'weight-loss', timeframe: '6-months' },
  experience: {
    fitnessLevel: 'beginner',
    workoutExperience: 1,
    preferredWorkoutTypes: ['strength'],
    exercisePreferences: {
      workoutDuration: '45-min',
      workoutFrequency: '3-4-times',
      preferredTime: 'morning',
      intensity: 'moderate',
    },
  },
  equipment: { availableEquipment: ['none'], workoutLocation: 'home', spaceConstraints: 'small' },
  health: { physicianApproval: true, sleepQuality: 'good', stressLevel: 'low' },
});

describe('buildPlanJobId', () => {
  it('gives the same id for the same user and completion, and different ids otherwise', () => {
    expect(buildPlanJobId('u1', 'c1')).toBe(buildPlanJobId('u1', 'c1'));
    expect(buildPlanJobId('u1', 'c1')).not.toBe(buildPlanJobId('u1', 'c2'));
    expect(buildPlanJobId('u1', 'c1')).not.toBe(buildPlanJobId('u2', 'c1'));
  });

  it('never contains the ":" BullMQ refuses in custom ids', () => {
    expect(buildPlanJobId('0123456789abcdef01234567', '89abcdef0123456789abcdef')).not.toContain(
      ':',
    );
  });
});

describe('planGenerationJobSchema', () => {
  it('accepts stored answers again unchanged (validated twice, same result)', () => {
    const job = planGenerationJobSchema.parse({ userId: 'u1', completionId: 'c1', answers });
    expect(job.answers).toEqual(answers);
  });

  it.each([['a:b'], [''], ['x'.repeat(65)]])('refuses the id %j', (userId) => {
    const outcome = planGenerationJobSchema.safeParse({ userId, completionId: 'c1', answers });
    expect(outcome.success).toBe(false);
  });
});

describe('planRecommendationsSchema', () => {
  it('accepts what the domain builds', () => {
    const recommendations = buildPlanRecommendations(answers);
    expect(planRecommendationsSchema.parse(recommendations)).toEqual(recommendations);
  });
});
