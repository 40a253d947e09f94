import type { PlanResultRequest } from '@repwise/contracts';
import { UnrecoverableError } from 'bullmq';
import { describe, expect, it } from 'vitest';
import { buildPlanResult } from '../src/jobs/build-plan-result';
import { createPlanGenerationProcessor } from '../src/jobs/create-plan-generation-processor';
import { buildPlanJob } from './plan-job-fixtures';

describe('buildPlanResult', () => {
  it('builds the recommendations of the job’s answers for its user and completion', () => {
    const result = buildPlanResult(buildPlanJob());
    expect(result.userId).toBe('0123456789abcdef01234567');
    expect(result.completionId).toBe('89abcdef0123456789abcdef');
    // 90.72 kg, 182.88 cm, 40 y man: (907.2 + 1143 − 200 + 5) × 1.55 = 2875.5, + 300 surplus.
    expect(result.recommendations.workoutPlan).toMatchObject({
      name: 'Intermediate Muscle Building Plan',
      duration: '60 min',
      frequency: '5-6 times per week',
      nutritionGuidance: { calorieTarget: 3180, macroSplit: { protein: 30, carbs: 45, fats: 25 } },
      checkInSchedule: 'weekly',
    });
    expect(result.recommendations.safetyConsiderations).toEqual([
      expect.stringMatching(/^With high blood pressure/),
      expect.stringMatching(/^You have not confirmed your doctor’s approval/),
    ]);
  });

  it('is a pure function of the payload', () => {
    expect(buildPlanResult(buildPlanJob())).toEqual(buildPlanResult(buildPlanJob()));
  });
});

describe('createPlanGenerationProcessor', () => {
  it('posts the result once and returns the recommendations as the job’s value', async () => {
    const posted: PlanResultRequest[] = [];
    const process = createPlanGenerationProcessor({
      postPlanResult: async (result) => {
        posted.push(result);
      },
    });
    const value = await process({ data: buildPlanJob() });
    expect(posted).toHaveLength(1);
    expect(posted[0]?.recommendations).toEqual(value);
  });

  it.each([
    ['no answers', { answers: undefined }],
    ['a user id with ":"', { userId: 'a:b' }],
    ['an age out of bounds', { answers: { ...buildPlanJob().answers, personalInfo: { age: 5 } } }],
  ])('fails a job with %s for good, posting nothing', async (_case, overrides) => {
    let posts = 0;
    const process = createPlanGenerationProcessor({
      postPlanResult: async () => {
        posts += 1;
      },
    });
    await expect(process({ data: buildPlanJob(overrides) })).rejects.toBeInstanceOf(
      UnrecoverableError,
    );
    expect(posts).toBe(0);
  });

  it('lets a failed post fail the attempt, so BullMQ retries it', async () => {
    const process = createPlanGenerationProcessor({
      postPlanResult: async () => {
        throw new Error('onboarding is down');
      },
    });
    await expect(process({ data: buildPlanJob() })).rejects.toThrow('onboarding is down');
  });
});
