import Router from '@koa/router';
import {
  listQuerySchema,
  measurementInputSchema,
  measurementUpdateSchema,
} from '@repwise/contracts/progress';
import { currentUser, parseInput, requireAuth } from '@repwise/server-kit';
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

  router.post('/', async (ctx) => {
    const input = parseInput(measurementInputSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = {
      success: true,
      data: { measurement: await recordMeasurement(deps, currentUser(ctx.state).id, input) },
    };
  });

  router.get('/', async (ctx) => {
    const query = parseInput(listQuerySchema.strict(), ctx.query);
    ctx.body = {
      success: true,
      data: await listMeasurements(deps, currentUser(ctx.state).id, query),
    };
  });

  router.patch('/:id', async (ctx) => {
    const change = parseInput(measurementUpdateSchema, ctx.request.body);
    const measurement = await updateMeasurement(
      deps,
      currentUser(ctx.state).id,
      ctx.params.id ?? '',
      change,
    );
    ctx.body = { success: true, data: { measurement } };
  });

  router.delete('/:id', async (ctx) => {
    await deleteMeasurement(deps, currentUser(ctx.state).id, ctx.params.id ?? '');
    ctx.body = { success: true };
  });

  return router;
}
