import type { ApiClient } from '@repwise/contracts';
import { callEndpoint, UnexpectedAnswerError } from '@repwise/contracts/endpoints';
import { onboardingEndpoints } from '@repwise/contracts/onboarding';
import {
  activityEndpoints,
  planEndpoints as plans,
  prefillCompletionResponseSchema,
  prefillFromOnboarding,
  type ProgressiveRequirements,
  type GenerateWeekRequest,
  type GenerationJobState,
  type ProgressCheckIn,
  type ProgressionRecommendation,
  type ProgressiveRequirementsInput,
  type WeeklyPlan,
  type WorkoutPlan,
} from '@repwise/contracts/workouts';
import { isNotFound } from './api-errors';

/** GET /workouts/plans: every plan of the user, newest first. */
export async function fetchPlans(request: ApiClient): Promise<WorkoutPlan[]> {
  return (await callEndpoint(request, plans.listPlans)).data.plans;
}

/** GET /workouts/weekly-workouts/active: the active week with its plan, or null (404 = no plan). */
export async function fetchActiveWeek(
  request: ApiClient,
): Promise<{ weeklyPlan: WeeklyPlan; plan: WorkoutPlan } | null> {
  try {
    return (await callEndpoint(request, activityEndpoints.getActiveWeeklyWorkout)).data;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** GET /workouts/plans/{id}/weekly-plans: the plan's generated weeks, weekNumber descending. */
export async function fetchWeeklyPlans(request: ApiClient, planId: string): Promise<WeeklyPlan[]> {
  return (await callEndpoint(request, plans.listWeeklyPlans, { params: { planId } })).data;
}

/** GET /workouts/plans/{id}. */
export async function fetchPlan(request: ApiClient, planId: string): Promise<WorkoutPlan> {
  return (await callEndpoint(request, plans.getPlan, { params: { planId } })).data.plan;
}

/** PATCH /workouts/plans/{id}/activate: this plan (and its latest week) active, all others inactive. */
export async function activatePlan(request: ApiClient, planId: string): Promise<WorkoutPlan> {
  return (await callEndpoint(request, plans.activatePlan, { params: { planId } })).data.plan;
}

/** PATCH /workouts/plans/{id}/deactivate: this plan and its weeks inactive. */
export async function deactivatePlan(request: ApiClient, planId: string): Promise<WorkoutPlan> {
  return (await callEndpoint(request, plans.deactivatePlan, { params: { planId } })).data.plan;
}

/** DELETE /workouts/plans/{id}: the plan, its weeks and ticks (recorded sessions stay). */
export async function deletePlan(request: ApiClient, planId: string): Promise<void> {
  await callEndpoint(request, plans.deletePlan, { params: { planId } });
}

/** DELETE /workouts/plans/inactive: every inactive plan; answers how many went. */
export async function deleteInactivePlans(request: ApiClient): Promise<number> {
  return (await callEndpoint(request, plans.deleteInactivePlans)).data.deleted;
}

/** A generation call's answer: done at once, or a job to poll. */
export type Generated<T> =
  { kind: 'done'; value: T } | { kind: 'pending'; job: GenerationJobState };

/** A generation answer is a pending job's state (202) or what was generated. */
function readGenerated<Done extends object, T>(
  data: Done | GenerationJobState,
  readDone: (data: Done) => T,
): Generated<T> {
  return 'jobId' in data ? { kind: 'pending', job: data } : { kind: 'done', value: readDone(data) };
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
  const answer = await callEndpoint(request, plans.createProgressivePlan, {
    body: { requirements },
    timeoutMs: 30_000,
  });
  return readGenerated(answer.data, (done) => done.plan);
}

/** POST /workouts/plans/weekly: one week of a plan (or a job while it is built). */
export async function generateWeek(
  request: ApiClient,
  payload: GenerateWeekRequest,
): Promise<Generated<WeeklyPlan>> {
  const answer = await callEndpoint(request, plans.generateWeek, {
    body: payload,
    timeoutMs: 30_000,
  });
  return readGenerated(answer.data, (done) => done.weeklyPlan);
}

/** GET /workouts/jobs/{jobId}: where a generation job stands. */
export async function fetchJob(request: ApiClient, jobId: string): Promise<GenerationJobState> {
  return (await callEndpoint(request, plans.getJob, { params: { jobId } })).data;
}

/** GET /workouts/plans/{id}/week/{week}. */
export async function fetchWeek(
  request: ApiClient,
  planId: string,
  week: number,
): Promise<WeeklyPlan> {
  const answer = await callEndpoint(request, plans.getWeek, { params: { planId, week } });
  return answer.data.weeklyPlan;
}

/** PUT /workouts/plans/{id}/week/{week}/progress: stores a check-in; answers the rules' recommendation. */
export async function updateWeekProgress(
  request: ApiClient,
  planId: string,
  week: number,
  checkIn: ProgressCheckIn,
): Promise<{ weeklyPlan: WeeklyPlan; recommendation: ProgressionRecommendation }> {
  const params = { planId, week };
  return (await callEndpoint(request, plans.updateWeekProgress, { params, body: checkIn })).data;
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
    const readAs = prefillCompletionResponseSchema;
    const answer = await callEndpoint(request, onboardingEndpoints.getCompletion, { readAs });
    return prefillFromOnboarding(answer.completion);
  } catch (error) {
    // Not completed yet (404), or answers the form cannot read: the form starts empty.
    if (isNotFound(error) || error instanceof UnexpectedAnswerError) return null;
    throw error;
  }
}
