import Router from '@koa/router';
import { catalogueEndpoints } from '@repwise/contracts/workouts';
import { mountEndpoint, requireAuth } from '@repwise/server-kit';
import { getExercise, searchExercises } from '../use-cases/catalogue/exercise-catalogue';
import type { WorkoutsDeps } from '../workouts-deps';

/** The exercise library: GET /workouts/exercises (filters, paging) and one exercise by id. */
export function createCatalogueRouter(deps: WorkoutsDeps): Router {
  const router = new Router({ prefix: '/workouts/exercises' });
  router.use(requireAuth(deps.jwt));

  mountEndpoint(router, catalogueEndpoints.searchExercises, [], async (ctx, { query }) => {
    ctx.body = { success: true, data: await searchExercises(deps, query) };
  });

  mountEndpoint(router, catalogueEndpoints.getExercise, [], async (ctx, { params }) => {
    ctx.body = { success: true, data: { exercise: await getExercise(deps, params.exerciseId) } };
  });

  return router;
}
