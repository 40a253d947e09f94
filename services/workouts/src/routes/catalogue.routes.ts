import Router from '@koa/router';
import { exerciseQuerySchema } from '@repwise/contracts/workouts';
import { parseInput, requireAuth } from '@repwise/server-kit';
import { getExercise, searchExercises } from '../use-cases/catalogue/exercise-catalogue';
import type { WorkoutsDeps } from '../workouts-deps';

/** The exercise library: GET /workouts/exercises (filters, paging) and one exercise by id. */
export function createCatalogueRouter(deps: WorkoutsDeps): Router {
  const router = new Router({ prefix: '/workouts/exercises' });
  router.use(requireAuth(deps.jwt));

  router.get('/', async (ctx) => {
    ctx.body = {
      success: true,
      data: await searchExercises(deps, parseInput(exerciseQuerySchema, ctx.query)),
    };
  });

  router.get('/:exerciseId', async (ctx) => {
    ctx.body = {
      success: true,
      data: { exercise: await getExercise(deps, ctx.params.exerciseId ?? '') },
    };
  });

  return router;
}
