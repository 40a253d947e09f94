import Router from '@koa/router';
import { progressEndpoints as endpoints } from '@repwise/contracts/progress';
import { currentUser, mountEndpoint, requireAuth } from '@repwise/server-kit';
import type { ProgressDeps } from '../progress-deps';
import {
  deleteMeasurement,
  listMeasurements,
  recordMeasurement,
  updateMeasurement,
} from '../use-cases/measurements';

/** /progress/measurements: record, list, change and delete the signed-in user's measurements. */
export function createMeasurementRouter(deps: ProgressDeps): Router {
  const router = new Router({ prefix: '/progress/measurements' });
  router.use(requireAuth(deps.jwt));

  mountEndpoint(router, endpoints.recordMeasurement, [], async (ctx, { body }) => {
    ctx.status = 201;
    ctx.body = {
      success: true,
      data: { measurement: await recordMeasurement(deps, currentUser(ctx.state).id, body) },
    };
  });

  mountEndpoint(router, endpoints.listMeasurements, [], async (ctx, { query }) => {
    ctx.body = {
      success: true,
      data: await listMeasurements(deps, currentUser(ctx.state).id, query),
    };
  });

  mountEndpoint(router, endpoints.updateMeasurement, [], async (ctx, { params, body }) => {
    const measurement = await updateMeasurement(deps, currentUser(ctx.state).id, params.id, body);
    ctx.body = { success: true, data: { measurement } };
  });

  mountEndpoint(router, endpoints.deleteMeasurement, [], async (ctx, { params }) => {
    await deleteMeasurement(deps, currentUser(ctx.state).id, params.id);
    ctx.body = { success: true };
  });

  return router;
}
