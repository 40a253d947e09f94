import type { ApiClient } from '@repwise/contracts';
import { callEndpoint } from '@repwise/contracts/endpoints';
import {
  activityEndpoints as activity,
  catalogueEndpoints as catalogue,
  type CalendarMonth,
  type CatalogueExercise,
  type CompleteWorkoutRequest,
  type CreateSessionRequest,
  type DashboardStats,
  type ExerciseCategory,
  type ExerciseDifficulty,
  type ExercisePage,
  type WorkoutCompletion,
  type WorkoutSession,
} from '@repwise/contracts/workouts';

/** The browser's offset from UTC in minutes, as the stats calls expect it. */
function readTzOffset(): number {
  return new Date().getTimezoneOffset();
}

/** GET /workouts/completions: a plan's day completion records. */
export async function fetchCompletions(
  request: ApiClient,
  planId: string,
): Promise<WorkoutCompletion[]> {
  const answer = await callEndpoint(request, activity.listCompletions, { query: { planId } });
  return answer.data.completions;
}

/** Which plan day a completion call is about (day 1 = Monday). */
export interface PlanDay {
  planId: string;
  week: number;
  day: number;
}

/** PUT .../exercises/{exerciseId}: sets one exercise's tick (idempotent, so it can be replayed). */
export async function toggleExercise(
  request: ApiClient,
  { planId, week, day }: PlanDay,
  exerciseId: string,
  completed: boolean,
  completedAt: string,
): Promise<WorkoutCompletion> {
  const answer = await callEndpoint(request, activity.toggleExercise, {
    params: { planId, week, day, exerciseId },
    body: { completed, completedAt },
  });
  return answer.data.completion;
}

/** PUT .../complete: Complete Workout (every exercise done; records one session, replays update it). */
export async function completeWorkout(
  request: ApiClient,
  { planId, week, day }: PlanDay,
  payload: CompleteWorkoutRequest,
): Promise<{ completion: WorkoutCompletion; session: WorkoutSession }> {
  const params = { planId, week, day };
  return (await callEndpoint(request, activity.completeWorkout, { params, body: payload })).data;
}

/** POST /workouts/sessions: records a guided workout (same clientId again is a no-op). */
export async function recordSession(
  request: ApiClient,
  session: CreateSessionRequest,
): Promise<WorkoutSession> {
  return (await callEndpoint(request, activity.recordSession, { body: session })).data.session;
}

/** GET /workouts/dashboard/stats for the browser's time zone. */
export async function fetchDashboardStats(request: ApiClient): Promise<DashboardStats> {
  const query = { tzOffset: readTzOffset() };
  return (await callEndpoint(request, activity.getDashboardStats, { query })).data;
}

/** GET /workouts/calendar for a month (YYYY-MM) in the browser's time zone. */
export async function fetchCalendarMonth(
  request: ApiClient,
  month: string,
): Promise<CalendarMonth> {
  const query = { month, tzOffset: readTzOffset() };
  return (await callEndpoint(request, activity.getCalendar, { query })).data;
}

/** The library's filters (the contract's query type reads them as unknown before parsing). */
export interface LibraryQuery {
  category?: ExerciseCategory;
  difficulty?: ExerciseDifficulty;
  muscleGroup?: string;
  search?: string;
  limit?: number;
}

/** GET /workouts/exercises with the library's filters (undefined ones dropped). */
export async function fetchExercises(
  request: ApiClient,
  query: LibraryQuery,
): Promise<ExercisePage> {
  return (await callEndpoint(request, catalogue.searchExercises, { query: { ...query } })).data;
}

/** GET /workouts/exercises/{id}: one catalogue exercise. */
export async function fetchExercise(
  request: ApiClient,
  exerciseId: string,
): Promise<CatalogueExercise> {
  const answer = await callEndpoint(request, catalogue.getExercise, { params: { exerciseId } });
  return answer.data.exercise;
}
