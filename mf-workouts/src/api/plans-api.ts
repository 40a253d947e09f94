import type { ApiClient } from '@repwise/contracts';
import {
  buildWorkoutsPath,
  deletedPlansResponseSchema,
  pendingJobResponseSchema,
  planListResponseSchema,
  planResponseSchema,
  prefillCompletionResponseSchema,
  prefillFromOnboarding,
  type ProgressiveRequirements,
  progressResponseSchema,
  weeklyPlanListResponseSchema,
  weeklyPlanResponseSchema,
  type GenerateWeekRequest,
  type GenerationJobState,
  type ProgressCheckIn,
  type ProgressionRecommendation,
  type ProgressiveRequirementsInput,
  type WeeklyPlan,
  type WorkoutPlan,
} from '@repwise/contracts/workouts';
import { isNotFound } from './api-errors';
import { parseAnswer } from './parse-answer';

/** GET /workouts/plans: every plan of the user, newest first. */
export async function fetchPlans(request: ApiClient): Promise<WorkoutPlan[]> {
  const body = await request<unknown>({ path: buildWorkoutsPath('plans') });
  return parseAnswer(planListResponseSchema, body, 'plan list').data.plans;
}

/** GET /workouts/weekly-workouts/active: the active week with its plan, or null (404 = no plan). */
export async function fetchActiveWeek(
  request: ApiClient,
): Promise<{ weeklyPlan: WeeklyPlan; plan: WorkoutPlan } | null> {
  try {
    const body = await request<unknown>({ path: buildWorkoutsPath('activeWeeklyWorkout') });
    return parseAnswer(weeklyPlanResponseSchema, body, 'active week').data;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** GET /workouts/plans/{id}/weekly-plans: the plan's generated weeks, weekNumber descending. */
export async function fetchWeeklyPlans(request: ApiClient, planId: string): Promise<WeeklyPlan[]> {
  const body = await request<unknown>({ path: buildWorkoutsPath('planWeeklyPlans', { planId }) });
  return parseAnswer(weeklyPlanListResponseSchema, body, 'weekly plans').data;
}

/** GET /workouts/plans/{id}. */
export async function fetchPlan(request: ApiClient, planId: string): Promise<WorkoutPlan> {
  const body = await request<unknown>({ path: buildWorkoutsPath('plan', { planId }) });
  return parseAnswer(planResponseSchema, body, 'plan').data.plan;
}

/** PATCH /workouts/plans/{id}/activate: this plan (and its latest week) active, all others inactive. */
export async function activatePlan(request: ApiClient, planId: string): Promise<WorkoutPlan> {
  const body = await request<unknown>({
    method: 'PATCH',
    path: buildWorkoutsPath('activatePlan', { planId }),
  });
  return parseAnswer(planResponseSchema, body, 'plan').data.plan;
}

/** PATCH /workouts/plans/{id}/deactivate: this plan and its weeks inactive. */
export async function deactivatePlan(request: ApiClient, planId: string): Promise<WorkoutPlan> {
  const body = await request<unknown>({
    method: 'PATCH',
    path: buildWorkoutsPath('deactivatePlan', { planId }),
  });
  return parseAnswer(planResponseSchema, body, 'plan').data.plan;
}

/** DELETE /workouts/plans/{id}: the plan, its weeks and ticks (recorded sessions stay). */
export async function deletePlan(request: ApiClient, planId: string): Promise<void> {
  await request<unknown>({ method: 'DELETE', path: buildWorkoutsPath('plan', { planId }) });
}

/** DELETE /workouts/plans/inactive: every inactive plan; answers how many went. */
export async function deleteInactivePlans(request: ApiClient): Promise<number> {
  const body = await request<unknown>({
    method: 'DELETE',
    path: buildWorkoutsPath('inactivePlans'),
  });
  return parseAnswer(deletedPlansResponseSchema, body, 'deleted plans').data.deleted;
}

/** A generation call's answer: done at once, or a job to poll. */
export type Generated<T> =
  { kind: 'done'; value: T } | { kind: 'pending'; job: GenerationJobState };

function readGenerated<T>(body: unknown, readDone: (body: unknown) => T): Generated<T> {
  const pending = pendingJobResponseSchema.safeParse(body);
  if (pending.success && 'jobId' in pending.data.data)
    return { kind: 'pending', job: pending.data.data };
  return { kind: 'done', value: readDone(body) };
}

/**
 * POST /workouts/plans/progressive: a new plan with its outline (or a job while it is built). The
 * shared API client sends no custom headers, so no Idempotency-Key goes with it; the form's button
 * is disabled while a call is in flight instead.
 */
export async function createProgressivePlan(
  request: ApiClient,
  requirements: ProgressiveRequirementsInput,
): Promise<Generated<WorkoutPlan>> {
  const body = await request<unknown>({
    method: 'POST',
    path: buildWorkoutsPath('progressivePlan'),
    body: { requirements },
    timeoutMs: 30_000,
  });
  return readGenerated(body, (done) => parseAnswer(planResponseSchema, done, 'plan').data.plan);
}

/** POST /workouts/plans/weekly: one week of a plan (or a job while it is built). */
export async function generateWeek(
  request: ApiClient,
  payload: GenerateWeekRequest,
): Promise<Generated<WeeklyPlan>> {
  const body = await request<unknown>({
    method: 'POST',
    path: buildWorkoutsPath('weeklyGeneration'),
    body: payload,
    timeoutMs: 30_000,
  });
  return readGenerated(
    body,
    (done) => parseAnswer(weeklyPlanResponseSchema, done, 'weekly plan').data.weeklyPlan,
  );
}

/** GET /workouts/jobs/{jobId}: where a generation job stands. */
export async function fetchJob(request: ApiClient, jobId: string): Promise<GenerationJobState> {
  const body = await request<unknown>({ path: buildWorkoutsPath('job', { jobId }) });
  return parseAnswer(pendingJobResponseSchema, body, 'job').data;
}

/** GET /workouts/plans/{id}/week/{week}. */
export async function fetchWeek(
  request: ApiClient,
  planId: string,
  week: number,
): Promise<WeeklyPlan> {
  const body = await request<unknown>({ path: buildWorkoutsPath('planWeek', { planId, week }) });
  return parseAnswer(weeklyPlanResponseSchema, body, 'week').data.weeklyPlan;
}

/** PUT /workouts/plans/{id}/week/{week}/progress: stores a check-in; answers the rules' recommendation. */
export async function updateWeekProgress(
  request: ApiClient,
  planId: string,
  week: number,
  checkIn: ProgressCheckIn,
): Promise<{ weeklyPlan: WeeklyPlan; recommendation: ProgressionRecommendation }> {
  const body = await request<unknown>({
    method: 'PUT',
    path: buildWorkoutsPath('planWeekProgress', { planId, week }),
    body: checkIn,
  });
  return parseAnswer(progressResponseSchema, body, 'progress').data;
}

/**
 * GET /onboarding/completion: the progressive form's prefill from the stored onboarding answers
 * (after Edit Quiz they are the new ones at once, while the plan built from them is still being
 * generated); null before onboarding is completed.
 */
export async function fetchOnboardingPrefill(
  request: ApiClient,
): Promise<ProgressiveRequirements | null> {
  try {
    const body = await request<unknown>({ path: '/onboarding/completion' });
    const parsed = prefillCompletionResponseSchema.safeParse(body);
    return parsed.success ? prefillFromOnboarding(parsed.data.completion) : null;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}
