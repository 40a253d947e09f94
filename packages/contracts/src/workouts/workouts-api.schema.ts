import { z } from 'zod';
import { buildSuccessSchema } from './success-response';
import { workoutCompletionSchema } from './completion.schema';
import {
  progressCheckInSchema,
  progressionRecommendationSchema,
  progressiveRequirementsSchema,
  workoutMessages,
} from './progressive-requirements.schema';
import { workoutSessionSchema } from './session.schema';
import { trainingOutlineSchema } from './training-outline.schema';
import { weeklyPlanSchema } from './weekly-plan.schema';
import { generationStatusSchema, workoutPlanSchema } from './workout-plan.schema';

/** POST /workouts/plans/progressive body: the form's requirements (defaults applied server-side). */
export const createProgressivePlanRequestSchema = z.object({
  requirements: progressiveRequirementsSchema.default(progressiveRequirementsSchema.parse({})),
});

/** A progressive plan request. */
export type CreateProgressivePlanRequest = z.input<typeof createProgressivePlanRequestSchema>;

/**
 * POST /workouts/plans/weekly body (spec 03 §7) plus the plan's id, which it needs ('Plan ID is
 * required'). The stored requirements and outline are used; the `requirements` and
 * `programOutline` sent are accepted for compatibility and ignored. `previousWeekPerformance`
 * is the previous week's check-in when it was not stored with PUT .../progress.
 */
export const generateWeekRequestSchema = z.object({
  planId: z
    .string({ error: workoutMessages.planIdRequired })
    .trim()
    .min(1, { error: workoutMessages.planIdRequired }),
  weekNumber: z.number().int().min(1).max(4),
  requirements: z.unknown().optional(),
  programOutline: z.unknown().optional(),
  previousWeekPerformance: progressCheckInSchema.nullish(),
});

/** A week generation request. */
export type GenerateWeekRequest = z.input<typeof generateWeekRequestSchema>;

/** A generation job's state, as the 202 answer and GET /workouts/jobs/{jobId} report it. */
export const generationJobStateSchema = z.object({
  jobId: z.string(),
  kind: z.enum(['outline', 'week']),
  status: z.enum(['pending', 'completed', 'failed']),
  planId: z.string(),
  weekNumber: z.number().int().nullable(),
  error: z.string().nullable(),
});

/** A generation job's state. */
export type GenerationJobState = z.infer<typeof generationJobStateSchema>;

/** 201 of POST /workouts/plans/progressive: the plan, outline generated. */
export const planResponseSchema = buildSuccessSchema(z.object({ plan: workoutPlanSchema }));
/** A plan answer. */
export type PlanResponse = z.infer<typeof planResponseSchema>;

/** 202 of a generation call that outlasted the wait: poll GET /workouts/jobs/{jobId}. */
export const pendingJobResponseSchema = buildSuccessSchema(generationJobStateSchema);
/** A pending-job answer. */
export type PendingJobResponse = z.infer<typeof pendingJobResponseSchema>;

/** GET /workouts/plans: every plan of the user, newest first, each with isActive. */
export const planListResponseSchema = buildSuccessSchema(
  z.object({ plans: z.array(workoutPlanSchema) }),
);
/** A plan list answer. */
export type PlanListResponse = z.infer<typeof planListResponseSchema>;

/** DELETE /workouts/plans/inactive: how many plans went. */
export const deletedPlansResponseSchema = buildSuccessSchema(
  z.object({ deleted: z.number().int().min(0) }),
);

/** GET /workouts/plans/{id}/outline. */
export const outlineResponseSchema = buildSuccessSchema(
  z.object({
    planId: z.string(),
    status: generationStatusSchema,
    outline: trainingOutlineSchema.nullable(),
    currentWeek: z.number().int(),
    generatedWeeks: z.array(z.number().int()),
  }),
);
/** An outline answer. */
export type OutlineResponse = z.infer<typeof outlineResponseSchema>;

/** One weekly plan (GET week, POST weekly 201, GET/PATCH weekly-workouts/{id}); `plan` is its plan. */
export const weeklyPlanResponseSchema = buildSuccessSchema(
  z.object({ weeklyPlan: weeklyPlanSchema, plan: workoutPlanSchema }),
);
/** A weekly plan answer. */
export type WeeklyPlanResponse = z.infer<typeof weeklyPlanResponseSchema>;

/** GET /workouts/plans/{id}/weekly-plans: the plan's weeks, weekNumber descending. */
export const weeklyPlanListResponseSchema = buildSuccessSchema(z.array(weeklyPlanSchema));
/** A weekly plan list answer. */
export type WeeklyPlanListResponse = z.infer<typeof weeklyPlanListResponseSchema>;

/** PUT .../progress: the stored check-in and the rules' recommendation for the next week. */
export const progressResponseSchema = buildSuccessSchema(
  z.object({
    weeklyPlan: weeklyPlanSchema,
    recommendation: progressionRecommendationSchema,
  }),
);
/** A progress answer. */
export type ProgressResponse = z.infer<typeof progressResponseSchema>;

/** A completion answer (toggle). */
export const completionResponseSchema = buildSuccessSchema(
  z.object({ completion: workoutCompletionSchema }),
);
/** A completion answer. */
export type CompletionResponse = z.infer<typeof completionResponseSchema>;

/** Complete Workout answer: the completion and the session it recorded. */
export const completeWorkoutResponseSchema = buildSuccessSchema(
  z.object({ completion: workoutCompletionSchema, session: workoutSessionSchema }),
);
/** A Complete Workout answer. */
export type CompleteWorkoutResponse = z.infer<typeof completeWorkoutResponseSchema>;

/** GET /workouts/completions. */
export const completionListResponseSchema = buildSuccessSchema(
  z.object({ completions: z.array(workoutCompletionSchema) }),
);
/** A completion list answer. */
export type CompletionListResponse = z.infer<typeof completionListResponseSchema>;

/** POST /workouts/sessions (201 new, 200 when the clientId was recorded already). */
export const sessionResponseSchema = buildSuccessSchema(
  z.object({ session: workoutSessionSchema }),
);
/** A session answer. */
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** GET /workouts/sessions: newest first. */
export const sessionListResponseSchema = buildSuccessSchema(
  z.object({ sessions: z.array(workoutSessionSchema), total: z.number().int() }),
);
/** A session list answer. */
export type SessionListResponse = z.infer<typeof sessionListResponseSchema>;
