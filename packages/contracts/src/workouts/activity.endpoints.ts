import { defineEndpoint } from '../endpoints/define-endpoint';
import {
  completeWorkoutRequestSchema,
  listCompletionsQuerySchema,
  toggleExerciseRequestSchema,
} from './completion.schema';
import { planDayParamsSchema } from './route-params.schema';
import { createSessionRequestSchema, listSessionsQuerySchema } from './session.schema';
import {
  calendarQuerySchema,
  calendarResponseSchema,
  dashboardStatsResponseSchema,
  statsQuerySchema,
  statsResponseSchema,
  timezoneQuerySchema,
} from './stats.schema';
import {
  completeWorkoutResponseSchema,
  completionListResponseSchema,
  completionResponseSchema,
  sessionListResponseSchema,
  sessionResponseSchema,
  weeklyPlanResponseSchema,
} from './workouts-api.schema';

const user = { service: 'workouts', access: 'user' } as const;

/**
 * The user's training activity: weekly workouts (under spec 03 §7's /ai/weekly-workouts and the
 * same calls under /workouts), ticks and completions, sessions, statistics and the calendar.
 */
export const activityEndpoints = {
  getActiveWeeklyWorkout: defineEndpoint({
    ...user,
    method: 'GET',
    path: '/workouts/weekly-workouts/active',
    summary: 'The active week with its plan; 404 when none is active.',
    answer: weeklyPlanResponseSchema,
  }),
  getWeeklyWorkout: defineEndpoint({
    ...user,
    method: 'GET',
    path: '/ai/weekly-workouts/:weeklyPlanId',
    summary: 'One weekly plan with its plan (spec 03 §7 path).',
    answer: weeklyPlanResponseSchema,
  }),
  activateWeeklyWorkout: defineEndpoint({
    ...user,
    method: 'PATCH',
    path: '/ai/weekly-workouts/:weeklyPlanId/activate',
    summary: 'Makes this week (and its plan) the active one (spec 03 §7 path).',
    answer: weeklyPlanResponseSchema,
  }),
  getWeeklyWorkoutAlias: defineEndpoint({
    ...user,
    method: 'GET',
    path: '/workouts/weekly-workouts/:weeklyPlanId',
    summary: 'GET /ai/weekly-workouts/{weeklyPlanId} under /workouts.',
    answer: weeklyPlanResponseSchema,
  }),
  activateWeeklyWorkoutAlias: defineEndpoint({
    ...user,
    method: 'PATCH',
    path: '/workouts/weekly-workouts/:weeklyPlanId/activate',
    summary: 'PATCH /ai/weekly-workouts/{weeklyPlanId}/activate under /workouts.',
    answer: weeklyPlanResponseSchema,
  }),
  toggleExercise: defineEndpoint({
    ...user,
    method: 'PUT',
    path: '/workouts/plans/:planId/week/:week/days/:day/exercises/:exerciseId',
    summary: 'Ticks or unticks one exercise of a day (day 1 = Monday); idempotent.',
    params: planDayParamsSchema.extend({ exerciseId: planDayParamsSchema.shape.planId }),
    body: toggleExerciseRequestSchema,
    answer: completionResponseSchema,
  }),
  completeWorkout: defineEndpoint({
    ...user,
    method: 'PUT',
    path: '/workouts/plans/:planId/week/:week/days/:day/complete',
    summary: 'Completes a day: all ticked, one session recorded (replays update it).',
    params: planDayParamsSchema,
    body: completeWorkoutRequestSchema,
    answer: completeWorkoutResponseSchema,
  }),
  listCompletions: defineEndpoint({
    ...user,
    method: 'GET',
    path: '/workouts/completions',
    summary: "A plan's completion records, optionally of one week.",
    query: listCompletionsQuerySchema,
    answer: completionListResponseSchema,
  }),
  recordSession: defineEndpoint({
    ...user,
    method: 'POST',
    path: '/workouts/sessions',
    summary: 'Records a workout session (200 with the same session for a known clientId).',
    body: createSessionRequestSchema,
    answer: sessionResponseSchema,
    successStatuses: [201, 200],
  }),
  listSessions: defineEndpoint({
    ...user,
    method: 'GET',
    path: '/workouts/sessions',
    summary: 'The sessions, newest first, paged and optionally between two dates.',
    query: listSessionsQuerySchema,
    answer: sessionListResponseSchema,
  }),
  getStats: defineEndpoint({
    ...user,
    method: 'GET',
    path: '/workouts/stats',
    summary: 'Workout statistics over a period.',
    query: statsQuerySchema,
    answer: statsResponseSchema,
  }),
  getDashboardStats: defineEndpoint({
    ...user,
    method: 'GET',
    path: '/workouts/dashboard/stats',
    summary: "The dashboard's figures (today, streak, this week).",
    query: timezoneQuerySchema,
    answer: dashboardStatsResponseSchema,
  }),
  getCalendar: defineEndpoint({
    ...user,
    method: 'GET',
    path: '/workouts/calendar',
    summary: 'A month of planned and completed days.',
    query: calendarQuerySchema,
    answer: calendarResponseSchema,
  }),
} as const;
