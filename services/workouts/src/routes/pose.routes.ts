import Router from '@koa/router';
import { poseEndpoints as endpoints, poseSessionIdSchema } from '@repwise/contracts/pose';
import { AppError, currentUser, mountEndpoint, requireAuth } from '@repwise/server-kit';
import type { Middleware } from 'koa';
import { presentExerciseResult } from '../presenters/pose.presenter';
import { getPoseAdaptivePlan, resolvePoseModification } from '../use-cases/pose/modifications';
import { getPoseProgress } from '../use-cases/pose/progress';
import { recordPoseSet } from '../use-cases/pose/record-set';
import {
  completePoseIntervention,
  dismissPoseRiskFactor,
  getPoseRiskReport,
} from '../use-cases/pose/risk';
import { finishPoseSession, getPoseSessionResults } from '../use-cases/pose/sessions';
import type { WorkoutsDeps } from '../workouts-deps';

/**
 * A path id that cannot be one of the user's (wrong shape) is simply not found: checked before
 * the body is, as a middleware.
 */
function requireWellFormedId(param: string, what: string): Middleware {
  return async (ctx, next) => {
    const params: Record<string, string | undefined> = ctx.params;
    if (!/^[A-Za-z0-9_.-]{1,200}$/.test(params[param] ?? ''))
      throw new AppError('RESOURCE_NOT_FOUND', `${what} not found.`);
    await next();
  };
}

/**
 * The pose data API (contract and endpoint list: `@repwise/contracts/pose` pose-api.ts and
 * pose.endpoints.ts): tracked sets, finished sessions, the adaptive plan and its modifications,
 * risk and progress.
 */
export function createPoseRouter(deps: WorkoutsDeps): Router {
  const router = new Router({ prefix: '/workouts/pose' });
  router.use(requireAuth(deps.jwt));

  mountEndpoint(router, endpoints.recordSet, [], async (ctx, { body }) => {
    const { answer, isNew } = await recordPoseSet(deps, currentUser(ctx.state).id, body);
    ctx.status = isNew ? 201 : 200;
    ctx.body = {
      success: true,
      data: { ...answer, exerciseResult: presentExerciseResult(answer.exerciseResult) },
    };
  });

  mountEndpoint(router, endpoints.finishSession, [], async (ctx, { body }) => {
    const { answer, isNew } = await finishPoseSession(deps, currentUser(ctx.state).id, body);
    ctx.status = isNew ? 201 : 200;
    ctx.body = {
      success: true,
      data: {
        ...answer,
        session: {
          ...answer.session,
          exercises: answer.session.exercises.map(presentExerciseResult),
        },
      },
    };
  });

  mountEndpoint(router, endpoints.getSession, [], async (ctx, { params }) => {
    const parsed = poseSessionIdSchema.safeParse(params.sessionId);
    if (!parsed.success) throw new AppError('RESOURCE_NOT_FOUND', 'Workout session not found.');
    const results = await getPoseSessionResults(deps, currentUser(ctx.state).id, parsed.data);
    ctx.body = {
      success: true,
      data: { ...results, exercises: results.exercises.map(presentExerciseResult) },
    };
  });

  mountEndpoint(router, endpoints.getAdaptivePlan, [], async (ctx, { query }) => {
    ctx.body = {
      success: true,
      data: { adaptivePlan: await getPoseAdaptivePlan(deps, currentUser(ctx.state).id, query) },
    };
  });

  const wellFormedModification = [requireWellFormedId('modificationId', 'Recommendation')];
  for (const [endpoint, status] of [
    [endpoints.applyModification, 'applied'],
    [endpoints.dismissModification, 'dismissed'],
  ] as const) {
    mountEndpoint(router, endpoint, wellFormedModification, async (ctx, { params, body }) => {
      const userId = currentUser(ctx.state).id;
      ctx.body = {
        success: true,
        data: await resolvePoseModification(
          deps,
          userId,
          params.modificationId,
          status,
          body.sessionId,
        ),
      };
    });
  }

  mountEndpoint(router, endpoints.getRiskProfile, [], async (ctx) => {
    ctx.body = { success: true, data: await getPoseRiskReport(deps, currentUser(ctx.state).id) };
  });

  const wellFormedRiskFactor = [requireWellFormedId('riskFactorId', 'Risk factor')];
  mountEndpoint(
    router,
    endpoints.dismissRiskFactor,
    wellFormedRiskFactor,
    async (ctx, { params }) => {
      ctx.body = {
        success: true,
        data: await dismissPoseRiskFactor(deps, currentUser(ctx.state).id, params.riskFactorId),
      };
    },
  );

  const wellFormedIntervention = [requireWellFormedId('interventionId', 'Intervention')];
  mountEndpoint(
    router,
    endpoints.completeIntervention,
    wellFormedIntervention,
    async (ctx, { params }) => {
      ctx.body = {
        success: true,
        data: await completePoseIntervention(
          deps,
          currentUser(ctx.state).id,
          params.interventionId,
        ),
      };
    },
  );

  mountEndpoint(router, endpoints.getProgress, [], async (ctx, { query }) => {
    ctx.body = {
      success: true,
      data: await getPoseProgress(deps, currentUser(ctx.state).id, query.timeframe),
    };
  });

  return router;
}
