import { workoutGenerationJobSchema } from '@repwise/contracts/workouts';
import { buildTrainingOutline, buildWeekPlan } from '@repwise/domain/workouts';
import { UnrecoverableError } from 'bullmq';
import type { WorkoutsClient } from './workouts-client';

/** What a generation job produced: which plan and, for a week job, which week. */
export interface GenerationJobValue {
  planId: string;
  weekNumber: number | null;
}

/**
 * The workout-generation processor: an outline job builds the 4-week outline (and the plan is
 * created with it when the job says so), a week job builds that week from the catalogue (seeded
 * by plan id, so a retry builds the same week); the result is stored through the workouts
 * service's internal API. A bad payload fails for good.
 */
export function createWorkoutGenerationProcessor(workouts: WorkoutsClient) {
  return async (job: { data: unknown }): Promise<GenerationJobValue> => {
    const parsed = workoutGenerationJobSchema.safeParse(job.data);
    if (!parsed.success)
      throw new UnrecoverableError(`invalid workout-generation payload: ${parsed.error.message}`);
    const payload = parsed.data;
    if (payload.kind === 'outline') {
      const outline = buildTrainingOutline(payload.requirements);
      await workouts.storeOutline(payload.planId, {
        userId: payload.userId,
        outline,
        // A plan not stored yet is created with its outline, from the job's requirements.
        ...(payload.plan ? { plan: { ...payload.plan, requirements: payload.requirements } } : {}),
      });
      return { planId: payload.planId, weekNumber: null };
    }
    const weekJson = buildWeekPlan({
      requirements: payload.requirements,
      outline: payload.outline,
      weekNumber: payload.weekNumber,
      startDate: payload.startDate,
      catalogue: await workouts.loadCatalogue(),
      previousWeek: payload.previousWeek,
      seed: payload.planId,
    });
    await workouts.storeWeek(payload.planId, {
      userId: payload.userId,
      weekNumber: payload.weekNumber,
      startDate: payload.startDate,
      weekJson,
    });
    return { planId: payload.planId, weekNumber: payload.weekNumber };
  };
}
