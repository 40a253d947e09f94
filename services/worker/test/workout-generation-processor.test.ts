import { planGenerationJobSchema, type PlanResultRequest } from '@repwise/contracts';
import {
  progressiveRequirementsSchema,
  type CatalogueExercise,
  type StoreOnboardingPlanRequest,
  type StoreOutlineRequest,
  type StoreWeekRequest,
} from '@repwise/contracts/workouts';
import { buildTrainingOutline } from '@repwise/domain/workouts';
import { UnrecoverableError } from 'bullmq';
import { describe, expect, it } from 'vitest';
import { buildFirstWorkoutPlan } from '../src/jobs/build-first-workout-plan';
import { buildPlanResult } from '../src/jobs/build-plan-result';
import { createPlanGenerationProcessor } from '../src/jobs/create-plan-generation-processor';
import { createWorkoutGenerationProcessor } from '../src/jobs/create-workout-generation-processor';
import type { WorkoutsClient } from '../src/jobs/workouts-client';
import { buildPlanJob } from './plan-job-fixtures';

function buildExercise(id: string, pattern: string): CatalogueExercise {
  return {
    id,
    name: id,
    description: `${id} description`,
    muscleGroups: ['core'],
    equipment: ['Bodyweight Only'],
    instructions: ['Do it'],
    difficulty: 'EASY',
    category: 'STRENGTH',
    videoUrl: null,
    contraindications: { injuries: [], conditions: [] },
    formCues: ['Brace'],
    modifications: ['Easier'],
    progressions: ['Harder'],
    safetyNotes: ['Stop if it hurts'],
    isTimed: false,
    pattern,
    positions: ['standing'],
    aliases: [],
    commonMistakes: ['Rushing the reps'],
  };
}

const catalogue = [
  'squat',
  'hinge',
  'push',
  'row',
  'press',
  'pulldown',
  'lunge',
  'core',
  'cardio',
  'mobility',
  'stretch',
].map((pattern) => buildExercise(`${pattern}-1`, pattern));

function fakeWorkouts() {
  const calls = {
    outlines: [] as StoreOutlineRequest[],
    weeks: [] as StoreWeekRequest[],
    plans: [] as StoreOnboardingPlanRequest[],
    catalogueLoads: 0,
  };
  const client: WorkoutsClient = {
    loadCatalogue: async () => {
      calls.catalogueLoads += 1;
      return catalogue;
    },
    storeOutline: async (_planId, request) => {
      calls.outlines.push(request);
    },
    storeWeek: async (_planId, request) => {
      calls.weeks.push(request);
    },
    storeOnboardingPlan: async (request) => {
      calls.plans.push(request);
    },
  };
  return { client, calls };
}

const requirements = progressiveRequirementsSchema.parse({ daysPerWeek: 3, sessionDuration: 30 });
const ids = { userId: '0123456789abcdef01234567', planId: '89abcdef0123456789abcdef' };

describe('createWorkoutGenerationProcessor', () => {
  it('builds and stores an outline', async () => {
    const { client, calls } = fakeWorkouts();
    const value = await createWorkoutGenerationProcessor(client)({
      data: { kind: 'outline', ...ids, requirements },
    });
    expect(value).toEqual({ planId: ids.planId, weekNumber: null });
    expect(calls.outlines[0]?.outline).toEqual(buildTrainingOutline(requirements));
  });

  it("passes on what a new plan is made of, so the outline's store creates the plan", async () => {
    const { client, calls } = fakeWorkouts();
    const plan = { sourceKey: 'progressive:key-1', createdAt: '2026-11-18T10:00:00.000Z' };
    await createWorkoutGenerationProcessor(client)({
      data: { kind: 'outline', ...ids, requirements, plan },
    });
    expect(calls.outlines[0]).toEqual({
      userId: ids.userId,
      outline: buildTrainingOutline(requirements),
      plan: { ...plan, requirements },
    });
  });

  it('builds the same week on a retry and stores it', async () => {
    const { client, calls } = fakeWorkouts();
    const job = {
      data: {
        kind: 'week',
        ...ids,
        weekNumber: 1,
        startDate: '2026-11-16',
        requirements,
        outline: buildTrainingOutline(requirements),
        previousWeek: null,
      },
    };
    const process = createWorkoutGenerationProcessor(client);
    await process(job);
    await process(job);
    expect(calls.weeks).toHaveLength(2);
    expect(calls.weeks[0]).toEqual(calls.weeks[1]);
    expect(calls.weeks[0]?.weekJson.workouts.map((day) => day.day)).toEqual([
      'Monday',
      'Wednesday',
      'Friday',
    ]);
  });

  it('fails a malformed job for good', async () => {
    const { client } = fakeWorkouts();
    await expect(
      createWorkoutGenerationProcessor(client)({ data: { kind: 'week', planId: 'x' } }),
    ).rejects.toBeInstanceOf(UnrecoverableError);
  });
});

describe('the onboarding job', () => {
  it('also hands the first workout plan to the workouts service', async () => {
    const { client, calls } = fakeWorkouts();
    const posted: PlanResultRequest[] = [];
    const process = createPlanGenerationProcessor({
      postPlanResult: async (result) => {
        posted.push(result);
      },
      workouts: client,
      now: () => new Date('2026-11-19T12:00:00Z'),
    });
    await process({ data: buildPlanJob() });
    expect(posted).toHaveLength(1);
    expect(calls.plans).toHaveLength(1);
    expect(calls.plans[0]).toMatchObject({
      userId: '0123456789abcdef01234567',
      completionId: '89abcdef0123456789abcdef',
      requirements: {
        primaryGoal: 'MUSCLE_GAIN',
        daysPerWeek: 6,
        sessionDuration: 60,
        equipment: ['Barbell'],
      },
      week: { startDate: '2026-11-16' },
    });
  });

  it('builds a first plan from the prefill with the recommendations’ guidance', () => {
    const job = planGenerationJobSchema.parse(buildPlanJob());
    const { recommendations } = buildPlanResult(job);
    const plan = buildFirstWorkoutPlan(
      job,
      recommendations,
      catalogue,
      new Date('2026-11-22T23:00:00Z'),
    );
    expect(plan.week.startDate).toBe('2026-11-16');
    expect(plan.safetyConsiderations).toEqual(recommendations.safetyConsiderations);
    expect(plan.nutritionGuidance).toMatch(/^3180 kcal a day/);
    expect(plan.outline.programName).toBe('4-Week Intermediate Muscle Building Program');
  });

  it('does not store a workout plan when onboarding refused the result', async () => {
    const { client, calls } = fakeWorkouts();
    const process = createPlanGenerationProcessor({
      postPlanResult: async () => {
        throw new Error('onboarding is down');
      },
      workouts: client,
    });
    await expect(process({ data: buildPlanJob() })).rejects.toThrow('onboarding is down');
    expect(calls.plans).toHaveLength(0);
  });
});
