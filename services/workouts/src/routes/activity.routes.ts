import Router from '@koa/router';
import {
  calendarQuerySchema,
  completeWorkoutRequestSchema,
  createSessionRequestSchema,
  listCompletionsQuerySchema,
  listSessionsQuerySchema,
  statsQuerySchema,
  timezoneQuerySchema,
  toggleExerciseRequestSchema,
} from '@repwise/contracts/workouts';
import { currentUser, parseInput, requireAuth } from '@repwise/server-kit';
import {
  activateWeeklyPlan,
  getActiveWeeklyPlan,
  getWeeklyPlanById,
} from '../use-cases/plans/read-weeks';
import {
  completeWorkout,
  listCompletions,
  toggleExercise,
} from '../use-cases/activity/record-completions';
import { listSessions, recordSession } from '../use-cases/activity/record-sessions';
import {
  getCalendarMonth,
  getDashboardStats,
  getStats,
} from '../use-cases/activity/summarize-activity';
import { bumpAfterWrite } from '../cache/bump-after-write';
import type { WorkoutsDeps } from '../workouts-deps';
import { dayParamsSchema } from './route-params';

/**
 * The user's training activity: weekly workouts (also under the spec's /ai/weekly-workouts
 * paths), exercise ticks and completions, sessions, statistics and the calendar.
 */
export function createActivityRouter(deps: WorkoutsDeps): Router {
  const router = new Router();
  router.use(['/workouts', '/ai/weekly-workouts'], requireAuth(deps.jwt));
  router.use(['/workouts', '/ai/weekly-workouts'], bumpAfterWrite(deps, 'activity'));

  router.get('/workouts/weekly-workouts/active', async (ctx) => {
    ctx.body = { success: true, data: await getActiveWeeklyPlan(deps, currentUser(ctx.state).id) };
  });

  for (const base of ['/ai/weekly-workouts', '/workouts/weekly-workouts']) {
    router.get(`${base}/:weeklyPlanId`, async (ctx) => {
      ctx.body = {
        success: true,
        data: await getWeeklyPlanById(
          deps,
          currentUser(ctx.state).id,
          ctx.params.weeklyPlanId ?? '',
        ),
      };
    });
    router.patch(`${base}/:weeklyPlanId/activate`, async (ctx) => {
      ctx.body = {
        success: true,
        data: await activateWeeklyPlan(
          deps,
          currentUser(ctx.state).id,
          ctx.params.weeklyPlanId ?? '',
        ),
      };
    });
  }

  router.put('/workouts/plans/:planId/week/:week/days/:day/exercises/:exerciseId', async (ctx) => {
    const { week, day } = parseInput(dayParamsSchema, ctx.params);
    const request = parseInput(toggleExerciseRequestSchema, ctx.request.body);
    const key = {
      planId: ctx.params.planId ?? '',
      week,
      day,
      exerciseId: ctx.params.exerciseId ?? '',
    };
    ctx.body = {
      success: true,
      data: { completion: await toggleExercise(deps, currentUser(ctx.state).id, key, request) },
    };
  });

  router.put('/workouts/plans/:planId/week/:week/days/:day/complete', async (ctx) => {
    const { week, day } = parseInput(dayParamsSchema, ctx.params);
    const request = parseInput(completeWorkoutRequestSchema, ctx.request.body);
    const key = { planId: ctx.params.planId ?? '', week, day };
    ctx.body = {
      success: true,
      data: await completeWorkout(deps, currentUser(ctx.state).id, key, request),
    };
  });

  router.get('/workouts/completions', async (ctx) => {
    const query = parseInput(listCompletionsQuerySchema, ctx.query);
    ctx.body = {
      success: true,
      data: {
        completions: await listCompletions(
          deps,
          currentUser(ctx.state).id,
          query.planId,
          query.week,
        ),
      },
    };
  });

  router.post('/workouts/sessions', async (ctx) => {
    const request = parseInput(createSessionRequestSchema, ctx.request.body);
    const { session, isNew } = await recordSession(deps, currentUser(ctx.state).id, request);
    ctx.status = isNew ? 201 : 200;
    ctx.body = { success: true, data: { session } };
  });

  router.get('/workouts/sessions', async (ctx) => {
    const query = parseInput(listSessionsQuerySchema, ctx.query);
    ctx.body = { success: true, data: await listSessions(deps, currentUser(ctx.state).id, query) };
  });

  router.get('/workouts/stats', async (ctx) => {
    const query = parseInput(statsQuerySchema, ctx.query);
    ctx.body = {
      success: true,
      data: await getStats(deps, currentUser(ctx.state).id, query.period, query.tzOffset),
    };
  });

  router.get('/workouts/dashboard/stats', async (ctx) => {
    const query = parseInput(timezoneQuerySchema, ctx.query);
    ctx.body = {
      success: true,
      data: await getDashboardStats(deps, currentUser(ctx.state).id, query.tzOffset),
    };
  });

  router.get('/workouts/calendar', async (ctx) => {
    const query = parseInput(calendarQuerySchema, ctx.query);
    ctx.body = {
      success: true,
      data: await getCalendarMonth(deps, currentUser(ctx.state).id, query.month, query.tzOffset),
    };
  });

  return router;
}
