import type { ApiClient } from '@repwise/contracts';
import {
  buildWorkoutsPath,
  calendarResponseSchema,
  completeWorkoutResponseSchema,
  completionListResponseSchema,
  completionResponseSchema,
  dashboardStatsResponseSchema,
  exercisePageResponseSchema,
  exerciseResponseSchema,
  sessionResponseSchema,
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
import { parseAnswer } from './parse-answer';

/** The browser's offset from UTC in minutes, as the stats calls expect it. */
function readTzOffset(): number {
  return new Date().getTimezoneOffset();
}

/** GET /workouts/completions: a plan's day completion records. */
export async function fetchCompletions(
  request: ApiClient,
  planId: string,
): Promise<WorkoutCompletion[]> {
  const body = await request<unknown>({ path: buildWorkoutsPath('completions', {}, { planId }) });
  return parseAnswer(completionListResponseSchema, body, 'completions').data.completions;
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
  const body = await request<unknown>({
    method: 'PUT',
    path: buildWorkoutsPath('toggleExercise', { planId, week, day, exerciseId }),
    body: { completed, completedAt },
  });
  return parseAnswer(completionResponseSchema, body, 'completion').data.completion;
}

/** PUT .../complete: Complete Workout (every exercise done; records one session, replays update it). */
export async function completeWorkout(
  request: ApiClient,
  { planId, week, day }: PlanDay,
  payload: CompleteWorkoutRequest,
): Promise<{ completion: WorkoutCompletion; session: WorkoutSession }> {
  const body = await request<unknown>({
    method: 'PUT',
    path: buildWorkoutsPath('completeWorkout', { planId, week, day }),
    body: payload,
  });
  return parseAnswer(completeWorkoutResponseSchema, body, 'completion').data;
}

/** POST /workouts/sessions: records a guided workout (same clientId again is a no-op). */
export async function recordSession(
  request: ApiClient,
  session: CreateSessionRequest,
): Promise<WorkoutSession> {
  const body = await request<unknown>({
    method: 'POST',
    path: buildWorkoutsPath('sessions'),
    body: session,
  });
  return parseAnswer(sessionResponseSchema, body, 'session').data.session;
}

/** GET /workouts/dashboard/stats for the browser's time zone. */
export async function fetchDashboardStats(request: ApiClient): Promise<DashboardStats> {
  const body = await request<unknown>({
    path: buildWorkoutsPath('dashboardStats', {}, { tzOffset: readTzOffset() }),
  });
  return parseAnswer(dashboardStatsResponseSchema, body, 'dashboard').data;
}

/** GET /workouts/calendar for a month (YYYY-MM) in the browser's time zone. */
export async function fetchCalendarMonth(
  request: ApiClient,
  month: string,
): Promise<CalendarMonth> {
  const body = await request<unknown>({
    path: buildWorkoutsPath('calendar', {}, { month, tzOffset: readTzOffset() }),
  });
  return parseAnswer(calendarResponseSchema, body, 'calendar').data;
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
  const body = await request<unknown>({
    path: buildWorkoutsPath('exercises', {}, { ...query }),
  });
  return parseAnswer(exercisePageResponseSchema, body, 'exercises').data;
}

/** GET /workouts/exercises/{id}: one catalogue exercise. */
export async function fetchExercise(
  request: ApiClient,
  exerciseId: string,
): Promise<CatalogueExercise> {
  const body = await request<unknown>({ path: buildWorkoutsPath('exercise', { exerciseId }) });
  return parseAnswer(exerciseResponseSchema, body, 'exercise').data.exercise;
}
