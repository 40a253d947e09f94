import Router from '@koa/router';
import { activityEndpoints as endpoints } from '@repwise/contracts/workouts';
import { currentUser, mountEndpoint, requireAuth } from '@repwise/server-kit';
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

/**
 * The user's training activity: weekly workouts (also under the spec's /ai/weekly-workouts
 * paths), exercise ticks and completions, sessions, statistics and the calendar.
 */
export function createActivityRouter(deps: WorkoutsDeps): Router {
  const router = new Router();
  router.use(['/workouts', '/ai/weekly-workouts'], requireAuth(deps.jwt));
  router.use(['/workouts', '/ai/weekly-workouts'], bumpAfterWrite(deps, 'activity'));

  mountEndpoint(router, endpoints.getActiveWeeklyWorkout, [], async (ctx) => {
    ctx.body = { success: true, data: await getActiveWeeklyPlan(deps, currentUser(ctx.state).id) };
  });

  for (const [getWeekly, activateWeekly] of [
    [endpoints.getWeeklyWorkout, endpoints.activateWeeklyWorkout],
    [endpoints.getWeeklyWorkoutAlias, endpoints.activateWeeklyWorkoutAlias],
  ] as const) {
    mountEndpoint(router, getWeekly, [], async (ctx, { params }) => {
      ctx.body = {
        success: true,
        data: await getWeeklyPlanById(deps, currentUser(ctx.state).id, params.weeklyPlanId),
      };
    });
    mountEndpoint(router, activateWeekly, [], async (ctx, { params }) => {
      ctx.body = {
        success: true,
        data: await activateWeeklyPlan(deps, currentUser(ctx.state).id, params.weeklyPlanId),
      };
    });
  }

  mountEndpoint(router, endpoints.toggleExercise, [], async (ctx, { params, body }) => {
    ctx.body = {
      success: true,
      data: { completion: await toggleExercise(deps, currentUser(ctx.state).id, params, body) },
    };
  });

  mountEndpoint(router, endpoints.completeWorkout, [], async (ctx, { params, body }) => {
    ctx.body = {
      success: true,
      data: await completeWorkout(deps, currentUser(ctx.state).id, params, body),
    };
  });

  mountEndpoint(router, endpoints.listCompletions, [], async (ctx, { query }) => {
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

  mountEndpoint(router, endpoints.recordSession, [], async (ctx, { body }) => {
    const { session, isNew } = await recordSession(deps, currentUser(ctx.state).id, body);
    ctx.status = isNew ? 201 : 200;
    ctx.body = { success: true, data: { session } };
  });

  mountEndpoint(router, endpoints.listSessions, [], async (ctx, { query }) => {
    ctx.body = { success: true, data: await listSessions(deps, currentUser(ctx.state).id, query) };
  });

  mountEndpoint(router, endpoints.getStats, [], async (ctx, { query }) => {
    ctx.body = {
      success: true,
      data: await getStats(deps, currentUser(ctx.state).id, query.period, query.tzOffset),
    };
  });

  mountEndpoint(router, endpoints.getDashboardStats, [], async (ctx, { query }) => {
    ctx.body = {
      success: true,
      data: await getDashboardStats(deps, currentUser(ctx.state).id, query.tzOffset),
    };
  });

  mountEndpoint(router, endpoints.getCalendar, [], async (ctx, { query }) => {
    ctx.body = {
      success: true,
      data: await getCalendarMonth(deps, currentUser(ctx.state).id, query.month, query.tzOffset),
    };
  });

  return router;
}
