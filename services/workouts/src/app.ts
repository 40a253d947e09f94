import {
  createServiceApp,
  isMongoConnected,
  toJwtSettings,
  type Logger,
} from '@repwise/server-kit';
import type Koa from 'koa';
import type { Connection } from 'mongoose';
import { exerciseCatalogue } from './catalogue/exercise-catalogue';
import type { WorkoutsConfig } from './config';
import type { GenerationQueue } from './jobs/generation-queue';
import { createCompletionModels } from './models/completion.model';
import { createExerciseModel } from './models/exercise.model';
import { createPoseSessionModel } from './models/pose-session.model';
import { createPoseSetModel } from './models/pose-set.model';
import { createPoseStateModels } from './models/pose-state.model';
import { createWeeklyPlanModel } from './models/weekly-plan.model';
import { createWorkoutPlanModel } from './models/workout-plan.model';
import { createWorkoutSessionModel } from './models/workout-session.model';
import { createActivityRouter } from './routes/activity.routes';
import { createCatalogueRouter } from './routes/catalogue.routes';
import { createInternalRouter } from './routes/internal.routes';
import { createPlansRouter } from './routes/plans.routes';
import { createPoseRouter } from './routes/pose.routes';
import { seedExercises } from './use-cases/exercise-catalogue';
import type { WorkoutsDeps } from './workouts-deps';

/** Builds the workouts service's dependencies on an open connection, indexes built and catalogue seeded. */
export async function createWorkoutsDeps(
  config: WorkoutsConfig,
  connection: Connection,
  generation: GenerationQueue,
  now: () => Date = () => new Date(),
): Promise<WorkoutsDeps> {
  const { ticks, days } = createCompletionModels(connection);
  const poseStates = createPoseStateModels(connection);
  const deps: WorkoutsDeps = {
    plans: createWorkoutPlanModel(connection),
    weeks: createWeeklyPlanModel(connection),
    ticks,
    days,
    sessions: createWorkoutSessionModel(connection),
    exercises: createExerciseModel(connection),
    pose: {
      sets: createPoseSetModel(connection),
      sessions: createPoseSessionModel(connection),
      states: poseStates.states,
      locks: poseStates.locks,
    },
    catalogue: exerciseCatalogue,
    generation,
    generationWaitMs: config.GENERATION_WAIT_MS,
    jwt: toJwtSettings(config),
    internalToken: config.INTERNAL_API_TOKEN,
    now,
  };
  // Unique indexes must exist before the first write: they are the "once" claims.
  await Promise.all([
    deps.plans.init(),
    deps.weeks.init(),
    ticks.init(),
    days.init(),
    deps.sessions.init(),
    deps.exercises.init(),
    ...Object.values(deps.pose).map((model) => model.init()),
  ]);
  await seedExercises(deps, exerciseCatalogue);
  return deps;
}

/** Builds the workouts service's Koa app (listening is `server.ts`'s job). */
export function createWorkoutsApp(
  deps: WorkoutsDeps,
  connection: Connection,
  logger: Logger,
  isRedisReady: () => boolean,
): Koa {
  return createServiceApp({
    name: 'workouts',
    logger,
    healthChecks: { mongo: () => isMongoConnected(connection), redis: isRedisReady },
    routers: [
      createPlansRouter(deps),
      createActivityRouter(deps),
      createCatalogueRouter(deps),
      createPoseRouter(deps),
      createInternalRouter(deps),
    ],
    jsonLimit: '1mb',
  });
}
