import { z } from 'zod';
import { catalogueExerciseSchema } from './exercise-catalogue.schema';
import {
  progressCheckInSchema,
  progressiveRequirementsSchema,
} from './progressive-requirements.schema';
import { trainingOutlineSchema } from './training-outline.schema';
import { weekJsonSchema, weekProgressionSchema } from './weekly-plan.schema';

/** The BullMQ queue of workout generation jobs (outline and week). */
export const workoutGenerationQueueName = 'workout-generation';

/**
 * Retry policy of generation jobs: 8 attempts, exponential backoff from 1 s (1, 2, 4 ... 64 s,
 * about two minutes in all), so a job outlives a database or Redis restart (the workouts service
 * answered 503 for about 45 s after FerretDB came back in a fault run, and 3 quick attempts gave
 * the plan up); finished jobs kept a day. Jobs that cannot succeed throw UnrecoverableError.
 */
export const workoutGenerationJobOptions = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 1000 },
  removeOnComplete: { age: 24 * 3600, count: 10_000 },
  removeOnFail: { age: 24 * 3600, count: 10_000 },
} as const;

const idSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/**
 * What a progressive plan is created from when its outline is stored: the plan is inserted whole
 * then (one write), under the id the service derived from the user and `sourceKey`.
 */
export const newPlanSchema = z.object({
  /** `progressive:<idempotency key>`, unique per user. */
  sourceKey: z.string().min(1).max(200),
  /** When the user asked for it (ISO 8601); week 1 starts on that week's Monday (UTC). */
  createdAt: z.iso.datetime(),
});

/**
 * Builds a plan's outline. `plan` is set when the plan is not stored yet (the outline's store
 * creates it); without it the outline is stored on the existing plan.
 */
export const outlineJobSchema = z.object({
  kind: z.literal('outline'),
  userId: idSchema,
  planId: idSchema,
  requirements: progressiveRequirementsSchema,
  plan: newPlanSchema.optional(),
});

/** Builds one week; `previousWeek` carries last week's levels and check-in (null for week 1). */
export const weekJobSchema = z.object({
  kind: z.literal('week'),
  userId: idSchema,
  planId: idSchema,
  weekNumber: z.number().int().min(1).max(4),
  /** The week's Monday, YYYY-MM-DD. */
  startDate: z.iso.date(),
  requirements: progressiveRequirementsSchema,
  outline: trainingOutlineSchema,
  previousWeek: z
    .object({ progression: weekProgressionSchema, checkIn: progressCheckInSchema.nullable() })
    .nullable(),
});

/** A workout generation job's payload. */
export const workoutGenerationJobSchema = z.discriminatedUnion('kind', [
  outlineJobSchema,
  weekJobSchema,
]);

/** A generation job as the service queues it. */
export type WorkoutGenerationJob = z.input<typeof workoutGenerationJobSchema>;

/** The job id (and idempotency key) of a plan's outline: queued once per plan. */
export function buildOutlineJobId(planId: string): string {
  return `outline.${planId}`;
}

/** The job id of a plan's week: queued once per plan and week. */
export function buildWeekJobId(planId: string, weekNumber: number): string {
  return `week.${planId}.${weekNumber}`;
}

/** Internal routes of the workouts service (token-guarded, not routed by the gateway). */
export const workoutsInternalPaths = {
  /** GET: the whole catalogue, for the plan engine. */
  exercises: '/internal/exercises',
  /** POST: a built outline for a plan. */
  planOutline: '/internal/plans/:planId/outline',
  /** POST: a built week for a plan. */
  planWeek: '/internal/plans/:planId/weeks',
  /** POST: the first plan from onboarding answers, once per completion. */
  onboardingPlans: '/internal/onboarding-plans',
} as const;

/** GET /internal/exercises answer. */
export const internalCatalogueResponseSchema = z.object({
  exercises: z.array(catalogueExerciseSchema),
});

/**
 * POST /internal/plans/{planId}/outline body: the built outline, and the outline job's `plan` with
 * its requirements when the plan is to be created with it.
 */
export const storeOutlineRequestSchema = z.object({
  userId: idSchema,
  outline: trainingOutlineSchema,
  plan: newPlanSchema.extend({ requirements: progressiveRequirementsSchema }).optional(),
});
/** A stored-outline request. */
export type StoreOutlineRequest = z.input<typeof storeOutlineRequestSchema>;

/** POST /internal/plans/{planId}/weeks body. */
export const storeWeekRequestSchema = z.object({
  userId: idSchema,
  weekNumber: z.number().int().min(1).max(4),
  startDate: z.iso.date(),
  weekJson: weekJsonSchema,
});
/** A stored-week request. */
export type StoreWeekRequest = z.input<typeof storeWeekRequestSchema>;

/**
 * POST /internal/onboarding-plans body: the user's first plan built from their onboarding answers;
 * stored once per (userId, completionId) and made the active plan.
 */
export const storeOnboardingPlanRequestSchema = z.object({
  userId: idSchema,
  completionId: idSchema,
  requirements: progressiveRequirementsSchema,
  outline: trainingOutlineSchema,
  week: z.object({ startDate: z.iso.date(), weekJson: weekJsonSchema }),
  description: z.string().max(2000),
  safetyConsiderations: z.array(z.string()).max(50),
  nutritionGuidance: z.string().max(2000).nullable(),
});
/** A stored-onboarding-plan request. */
export type StoreOnboardingPlanRequest = z.input<typeof storeOnboardingPlanRequestSchema>;
