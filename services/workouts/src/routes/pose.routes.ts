import Router from '@koa/router';
import {
  adaptivePlanQuerySchema,
  finishPoseSessionRequestSchema,
  modificationActionRequestSchema,
  poseProgressQuerySchema,
  poseSessionIdSchema,
  recordPoseSetRequestSchema,
} from '@repwise/contracts/pose';
import { AppError, currentUser, parseInput, requireAuth } from '@repwise/server-kit';
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

/** A path id that cannot be one of the user's (wrong shape) is simply not found. */
function readPathId(value: string | undefined, what: string): string {
  const id = value ?? '';
  if (!/^[A-Za-z0-9_.-]{1,200}$/.test(id))
    throw new AppError('RESOURCE_NOT_FOUND', `${what} not found.`);
  return id;
}

/**
 * The pose data API (contract and endpoint list: `@repwise/contracts/pose` pose-api.ts): tracked
 * sets, finished sessions, the adaptive plan and its modifications, risk and progress.
 */
export function createPoseRouter(deps: WorkoutsDeps): Router {
  const router = new Router({ prefix: '/workouts/pose' });
  router.use(requireAuth(deps.jwt));

  router.post('/sets', async (ctx) => {
    const request = parseInput(recordPoseSetRequestSchema, ctx.request.body);
    const { answer, isNew } = await recordPoseSet(deps, currentUser(ctx.state).id, request);
    ctx.status = isNew ? 201 : 200;
    ctx.body = {
      success: true,
      data: { ...answer, exerciseResult: presentExerciseResult(answer.exerciseResult) },
    };
  });

  router.post('/sessions', async (ctx) => {
    const request = parseInput(finishPoseSessionRequestSchema, ctx.request.body);
    const { answer, isNew } = await finishPoseSession(deps, currentUser(ctx.state).id, request);
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

  router.get('/sessions/:sessionId', async (ctx) => {
    const parsed = poseSessionIdSchema.safeParse(ctx.params.sessionId);
    if (!parsed.success) throw new AppError('RESOURCE_NOT_FOUND', 'Workout session not found.');
    const results = await getPoseSessionResults(deps, currentUser(ctx.state).id, parsed.data);
    ctx.body = {
      success: true,
      data: { ...results, exercises: results.exercises.map(presentExerciseResult) },
    };
  });

  router.get('/adaptive-plan', async (ctx) => {
    const query = parseInput(adaptivePlanQuerySchema, ctx.query);
    ctx.body = {
      success: true,
      data: { adaptivePlan: await getPoseAdaptivePlan(deps, currentUser(ctx.state).id, query) },
    };
  });

  for (const [action, status] of [
    ['apply', 'applied'],
    ['dismiss', 'dismissed'],
  ] as const) {
    router.post(`/modifications/:modificationId/${action}`, async (ctx) => {
      const id = readPathId(ctx.params.modificationId, 'Recommendation');
      const { sessionId } = parseInput(modificationActionRequestSchema, ctx.request.body);
      ctx.body = {
        success: true,
        data: await resolvePoseModification(deps, currentUser(ctx.state).id, id, status, sessionId),
      };
    });
  }

  router.get('/risk-profile', async (ctx) => {
    ctx.body = { success: true, data: await getPoseRiskReport(deps, currentUser(ctx.state).id) };
  });

  router.patch('/risk-factors/:riskFactorId/dismiss', async (ctx) => {
    const id = readPathId(ctx.params.riskFactorId, 'Risk factor');
    ctx.body = {
      success: true,
      data: await dismissPoseRiskFactor(deps, currentUser(ctx.state).id, id),
    };
  });

  router.patch('/interventions/:interventionId/complete', async (ctx) => {
    const id = readPathId(ctx.params.interventionId, 'Intervention');
    ctx.body = {
      success: true,
      data: await completePoseIntervention(deps, currentUser(ctx.state).id, id),
    };
  });

  router.get('/progress', async (ctx) => {
    const { timeframe } = parseInput(poseProgressQuerySchema, ctx.query);
    ctx.body = {
      success: true,
      data: await getPoseProgress(deps, currentUser(ctx.state).id, timeframe),
    };
  });

  return router;
}
