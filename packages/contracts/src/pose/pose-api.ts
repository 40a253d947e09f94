// The pose data API of the workouts service: tracked sets, exercise results, the adaptive plan and
// its modifications, the risk profile, finished pose sessions and progress (spec 03 §3, §4, §9).
//
// Endpoints (through the gateway under /api; bearer token; answers {success:true, data}; errors
// {error:{code,message,details}}: 400 VALIDATION_ERROR with details[{field,message}], 401 without
// a valid token, 404 RESOURCE_NOT_FOUND for anything that is not the caller's, 503
// SERVICE_UNAVAILABLE when the caller's pose data stayed busy for 8 s (retrying is safe: every
// write is idempotent). Times are epoch ms. Unknown body fields are ignored.
//
// POST  /workouts/pose/sets                        RecordPoseSetRequest (a finished tracked set)
//       → 201 PoseSetResponse {exerciseResult, adaptivePlan, riskFactors, alerts}
//         (200 with the same answer when that set was recorded already: idempotent per
//         sessionId + exercise + setNumber; 400 when it was recorded with other data, or for a
//         new set of a finished session). The server derives the set's safety issues and risk
//         observations from its analyses, so panel risk detections reach the server this way.
// POST  /workouts/pose/sessions                    FinishPoseSessionRequest (the finished workout)
//       → 201 PoseSessionResponse {session, newRecords, newMilestones, adaptivePlan}
//         (200 with the same session again: finished once per sessionId; a workout without
//         tracked sets is a session without exercises). Its exercise results are its recorded
//         sets; records and milestones are awarded here, each once.
// GET   /workouts/pose/sessions/{sessionId}        → PoseSessionResultsResponse (results so far,
//         finished or not; 404 when nothing of it is stored for the caller)
// GET   /workouts/pose/adaptive-plan?exercise=squat|deadlift&sessionId=
//       → AdaptivePlanResponse (both exercises unless `exercise`; `sessionId` counts that running
//         session's sets as its newest history). Open modifications only; exercises without
//         any tracked set are left out.
// POST  /workouts/pose/modifications/{id}/apply    ModificationActionRequest {sessionId?}
// POST  /workouts/pose/modifications/{id}/dismiss  ModificationActionRequest {sessionId?}
//       → ModificationActionResponse {modification, adaptivePlan}; the modification leaves the
//         list for 7 days (the plan's review period). 404 when it is not open for the caller;
//         apply or dismiss again while it is held answers 200 with the first resolution.
// GET   /workouts/pose/risk-profile                → RiskProfileResponse {riskProfile, alerts,
//         riskTrend, completedInterventions, unresolvedAlertCount}
// PATCH /workouts/pose/risk-factors/{id}/dismiss   → RiskProfileResponse (404 unknown id; again: 200)
// PATCH /workouts/pose/interventions/{id}/complete → RiskProfileResponse: sets the intervention's
//         completedAt (spec 03 §4: active until then), so it moves from riskProfile.interventions
//         to completedInterventions. 404 for an id that is not the caller's; completing it again
//         answers 200 and keeps the first completedAt.
// GET   /workouts/pose/progress?timeframe=week|twoWeeks|month|threeMonths (default month)
//       → PoseProgressResponse {timeframe, summary, metrics, personalRecords, milestones}
import { z } from 'zod';
import { buildEndpointPath } from '../endpoints/define-endpoint';
import { buildSuccessSchema } from '../workouts/success-response';
import {
  adaptivePlanSchema,
  coachUserProfileSchema,
  planModificationSchema,
} from './adaptive-plan.schema';
import { exerciseResultSchema, setResultSchema } from './exercise-result.schema';
import { formAnalysisSchema } from './form-analysis.schema';
import { setRepFaultsSchema } from './rep-fault.schema';
import { milestoneSchema, personalRecordSchema } from './milestone.schema';
import type { SetAnalysisReport } from './pose-panels';
import {
  biomechanicalAlertSchema,
  interventionSchema,
  riskFactorSchema,
  riskProfileSchema,
  riskScorePointSchema,
} from './risk.schema';

/** Paths of the pose API below `/api`; `:name` segments are URI-encoded values. */
export const posePaths = {
  sets: '/workouts/pose/sets',
  sessions: '/workouts/pose/sessions',
  session: '/workouts/pose/sessions/:sessionId',
  adaptivePlan: '/workouts/pose/adaptive-plan',
  applyModification: '/workouts/pose/modifications/:modificationId/apply',
  dismissModification: '/workouts/pose/modifications/:modificationId/dismiss',
  riskProfile: '/workouts/pose/risk-profile',
  dismissRiskFactor: '/workouts/pose/risk-factors/:riskFactorId/dismiss',
  completeIntervention: '/workouts/pose/interventions/:interventionId/complete',
  progress: '/workouts/pose/progress',
} as const;

/**
 * A pose path with its `:name` segments filled in (URI-encoded) and the query's defined values:
 * `buildPoseApiPath(posePaths.adaptivePlan, {}, {sessionId})`. A missing segment value throws.
 */
export function buildPoseApiPath(
  template: string,
  params: Readonly<Record<string, string>> = {},
  query: Readonly<Record<string, string | undefined>> = {},
): string {
  return buildEndpointPath({ path: template }, params, query);
}

/** Most reps one recorded set may hold. */
export const MAX_POSE_SET_REPS = 100;
/** Most sets of one exercise in a session. */
export const MAX_POSE_SETS = 50;

/** A workout's client-made id (e.g. a UUID): 1-64 letters, digits, `_` or `-`. */
export const poseSessionIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1-64 letters, digits, _ or -');

/** The exercises the camera tracks. */
export const trackedExerciseSchema = z.enum(['squat', 'deadlift']);

/** What the workout prescribes for a tracked exercise; modifications start from it. */
export const plannedPoseExerciseSchema = z.object({
  exerciseId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1-64 letters, digits, _ or -'),
  sets: z.number().int().min(1).max(MAX_POSE_SETS),
  reps: z.number().int().min(1).max(MAX_POSE_SET_REPS),
  weightKg: z.number().min(0).max(1000).nullable().default(null),
  restSeconds: z.number().int().min(0).max(600),
});

/** A prescription. */
export type PlannedPoseExercise = z.input<typeof plannedPoseExerciseSchema>;

/**
 * POST /workouts/pose/sets body: a finished tracked set (the panel's `SetAnalysisReport` plus the
 * workout's `sessionId`). `formScores` holds one score per rep (so its length is `reps`),
 * `analyses` the worst analysed frame of each rep that had one, `repFaults` (optional) each rep's
 * form faults in rep order, stored with the set, `duration` seconds. `planned`
 * defaults to the built-in workout (Squats 3×15 rest 60 s, Deadlifts 3×8 rest 90 s);
 * `userProfile` is kept for the adaptive plan's wording. Other fields (`averageFormScore`,
 * `safetyIssues`) are ignored: the server computes them.
 */
export const recordPoseSetRequestSchema = z
  .object({
    sessionId: poseSessionIdSchema,
    exercise: trackedExerciseSchema,
    setNumber: z.number().int().min(1).max(MAX_POSE_SETS),
    reps: z.number().int().min(0).max(MAX_POSE_SET_REPS),
    formScores: z.array(z.number().min(1).max(10)).max(MAX_POSE_SET_REPS),
    analyses: z.array(formAnalysisSchema).max(MAX_POSE_SET_REPS),
    /** Each rep's form faults in rep order (issue #16); optional for older clients. */
    repFaults: setRepFaultsSchema.optional(),
    duration: z.number().min(0).max(3600),
    planned: plannedPoseExerciseSchema.optional(),
    userProfile: coachUserProfileSchema.optional(),
  })
  .superRefine((set, ctx) => {
    if (set.formScores.length !== set.reps)
      ctx.addIssue({
        code: 'custom',
        path: ['formScores'],
        message: `must hold one score per rep (${set.reps})`,
      });
    if (set.analyses.length > set.reps)
      ctx.addIssue({ code: 'custom', path: ['analyses'], message: 'must not outnumber the reps' });
    if (set.repFaults && set.repFaults.length > set.reps)
      ctx.addIssue({ code: 'custom', path: ['repFaults'], message: 'must not outnumber the reps' });
    if (set.analyses.some((analysis) => analysis.exercise !== set.exercise))
      ctx.addIssue({
        code: 'custom',
        path: ['analyses'],
        message: `must all be ${set.exercise} analyses`,
      });
  });

/** A set as a client sends it. */
export type RecordPoseSetRequest = z.input<typeof recordPoseSetRequestSchema>;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * A panel's set report as POST /workouts/pose/sets takes it, within the schema's limits: at most
 * 100 reps (their scores and analyses with them), set number 1-50, duration 0-3600 s.
 */
export function buildRecordPoseSetRequest(
  report: SetAnalysisReport,
  set: Pick<RecordPoseSetRequest, 'sessionId' | 'setNumber' | 'planned' | 'userProfile'>,
): RecordPoseSetRequest {
  const reps = Math.min(report.reps, MAX_POSE_SET_REPS);
  return {
    sessionId: set.sessionId,
    exercise: report.exercise,
    setNumber: clamp(set.setNumber, 1, MAX_POSE_SETS),
    reps,
    formScores: report.formScores.slice(0, reps),
    analyses: report.analyses.slice(0, reps),
    ...(report.repFaults ? { repFaults: report.repFaults.slice(0, reps) } : {}),
    duration: clamp(report.duration, 0, 3600),
    ...(set.planned ? { planned: set.planned } : {}),
    ...(set.userProfile ? { userProfile: set.userProfile } : {}),
  };
}

/** A set's results without its analyses (they stay on the server). */
export const poseSetSummarySchema = setResultSchema.omit({ analyses: true });

/** An exercise's running totals in a session, its sets without analyses. */
export const poseExerciseResultSchema = exerciseResultSchema.extend({
  sets: z.array(poseSetSummarySchema).max(MAX_POSE_SETS),
});

/** An exercise result as the pose API answers it. */
export type PoseExerciseResult = z.infer<typeof poseExerciseResultSchema>;

/** A modification with its id (`<exerciseId>.<type>`, see {@link buildModificationId}). */
export const poseModificationSchema = planModificationSchema.extend({
  id: z.string().min(1).max(100),
});

/** A modification as the pose API answers it. */
export type PoseModification = z.infer<typeof poseModificationSchema>;

/** The id the API gives a modification: `<exerciseId>.<type>` (one of each type per exercise). */
export function buildModificationId(modification: { exerciseId: string; type: string }): string {
  return `${modification.exerciseId}.${modification.type}`;
}

/** An adaptive plan whose modifications carry ids; only open (not applied or dismissed) ones. */
export const poseAdaptivePlanSchema = adaptivePlanSchema.extend({
  modifications: z.array(poseModificationSchema).max(100),
});

/** An adaptive plan as the pose API answers it. */
export type PoseAdaptivePlan = z.infer<typeof poseAdaptivePlanSchema>;

/** 201/200 of POST /workouts/pose/sets: risk factors and alerts are the ones this set raised. */
export const poseSetResponseSchema = buildSuccessSchema(
  z.object({
    exerciseResult: poseExerciseResultSchema,
    adaptivePlan: poseAdaptivePlanSchema,
    riskFactors: z.array(riskFactorSchema).max(100),
    alerts: z.array(biomechanicalAlertSchema).max(20),
  }),
);
/** A set answer. */
export type PoseSetResponse = z.infer<typeof poseSetResponseSchema>;

/** POST /workouts/pose/sessions body: the finished workout; `totalDuration` in seconds. */
export const finishPoseSessionRequestSchema = z.object({
  sessionId: poseSessionIdSchema,
  totalDuration: z.number().min(0).max(86_400),
  userProfile: coachUserProfileSchema.optional(),
});

/** A finish request as a client sends it. */
export type FinishPoseSessionRequest = z.input<typeof finishPoseSessionRequestSchema>;

/** A finished pose session (spec 03 §3 "Workout session"); `id` is the client's session id. */
export const poseWorkoutSessionSchema = z.object({
  id: poseSessionIdSchema,
  date: z.number().int().min(0),
  exercises: z.array(poseExerciseResultSchema).max(2),
  totalDuration: z.number().min(0).max(86_400),
  overallScore: z.number().min(0).max(10),
  userId: z.string().min(1).max(100),
});

/** A finished pose session. */
export type PoseWorkoutSession = z.infer<typeof poseWorkoutSessionSchema>;

/** 201/200 of POST /workouts/pose/sessions: records and milestones this session earned. */
export const poseSessionResponseSchema = buildSuccessSchema(
  z.object({
    session: poseWorkoutSessionSchema,
    newRecords: z.array(personalRecordSchema).max(10),
    newMilestones: z.array(milestoneSchema).max(10),
    adaptivePlan: poseAdaptivePlanSchema,
  }),
);
/** A finished session answer. */
export type PoseSessionResponse = z.infer<typeof poseSessionResponseSchema>;

/** GET /workouts/pose/sessions/{sessionId}: the results so far; `finishedAt` null while open. */
export const poseSessionResultsResponseSchema = buildSuccessSchema(
  z.object({
    sessionId: poseSessionIdSchema,
    finishedAt: z.number().int().min(0).nullable(),
    exercises: z.array(poseExerciseResultSchema).max(2),
  }),
);
/** A session results answer. */
export type PoseSessionResultsResponse = z.infer<typeof poseSessionResultsResponseSchema>;

/** GET /workouts/pose/adaptive-plan query. */
export const adaptivePlanQuerySchema = z.object({
  exercise: trackedExerciseSchema.optional(),
  sessionId: poseSessionIdSchema.optional(),
});

/** An adaptive plan query. */
export type AdaptivePlanQuery = z.input<typeof adaptivePlanQuerySchema>;

/** GET /workouts/pose/adaptive-plan. */
export const adaptivePlanResponseSchema = buildSuccessSchema(
  z.object({ adaptivePlan: poseAdaptivePlanSchema }),
);
/** An adaptive plan answer. */
export type AdaptivePlanResponse = z.infer<typeof adaptivePlanResponseSchema>;

/** Body of apply/dismiss: `sessionId` of the running workout, so the plan answered includes it. */
export const modificationActionRequestSchema = z.object({
  sessionId: poseSessionIdSchema.optional(),
});

/** An apply/dismiss body. */
export type ModificationActionRequest = z.input<typeof modificationActionRequestSchema>;

/** A modification's resolution. */
export const modificationResolutionSchema = z.object({
  id: z.string().min(1).max(100),
  status: z.enum(['applied', 'dismissed']),
  resolvedAt: z.number().int().min(0),
});

/** A modification's resolution. */
export type ModificationResolution = z.infer<typeof modificationResolutionSchema>;

/** POST .../apply and .../dismiss: the resolution and the plan without it. */
export const modificationActionResponseSchema = buildSuccessSchema(
  z.object({ modification: modificationResolutionSchema, adaptivePlan: poseAdaptivePlanSchema }),
);
/** An apply/dismiss answer. */
export type ModificationActionResponse = z.infer<typeof modificationActionResponseSchema>;

/**
 * GET /workouts/pose/risk-profile, PATCH .../risk-factors/{id}/dismiss and
 * .../interventions/{id}/complete: the profile, the last 24 h's alerts (newest first), the risk
 * score once a day over the last 30 days (oldest first, the last point now), the 10 most recently
 * completed interventions (newest first) and how many safety alerts are unresolved (active risk
 * factors of high or critical severity: the Safety menu item's count).
 */
export const riskProfileResponseSchema = buildSuccessSchema(
  z.object({
    riskProfile: riskProfileSchema,
    alerts: z.array(biomechanicalAlertSchema).max(50),
    riskTrend: z.array(riskScorePointSchema).max(90),
    completedInterventions: z.array(interventionSchema).max(10),
    unresolvedAlertCount: z.number().int().min(0).max(100),
  }),
);
/** A risk profile answer. */
export type RiskProfileResponse = z.infer<typeof riskProfileResponseSchema>;
