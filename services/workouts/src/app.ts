import {
  createServiceApp,
  isMongoConnected,
  toJwtSettings,
  type Logger,
} from '@repwise/server-kit';
import type { Redis } from 'ioredis';
import type Koa from 'koa';
import type { Connection } from 'mongoose';
import { ReadCache } from './cache/read-cache';
import { exerciseCatalogue } from './catalogue/exercise-catalogue';
import type { WorkoutsConfig } from './config';
import type { GenerationQueue } from './jobs/generation-queue';
import { createExerciseModel } from './models/exercise.model';
import { createPoseSessionModel } from './models/pose-session.model';
import { createPoseSetModel } from './models/pose-set.model';
import { createPoseStateModel } from './models/pose-state.model';
import { createUserLockModel } from './models/user-lock.model';
import { createWeekProgressModel } from './models/week-progress.model';
import { createWeeklyPlanModels } from './models/weekly-plan.model';
import { createWorkoutPlanModel } from './models/workout-plan.model';
import { createWorkoutSessionModel } from './models/workout-session.model';
import { createWorkoutUserModel } from './models/workout-user.model';
import { createActivityRouter } from './routes/activity.routes';
import { createCatalogueRouter } from './routes/catalogue.routes';
import { createInternalRouter } from './routes/internal.routes';
import { createPlansRouter } from './routes/plans.routes';
import { createPoseRouter } from './routes/pose.routes';
import { seedExercises } from './use-cases/catalogue/exercise-catalogue';
import { migrateLegacyCompletions } from './use-cases/activity/migrate-completions';
import { WeekContentCache } from './use-cases/store/week-content-cache';
import type { WorkoutsDeps } from './workouts-deps';

/** Builds the workouts service's dependencies on an open connection, indexes built and catalogue seeded. */
export async function createWorkoutsDeps(
  config: WorkoutsConfig,
  connection: Connection,
  generation: GenerationQueue,
  redis: Redis,
  now: () => Date = () => new Date(),
): Promise<WorkoutsDeps> {
  const { weeks, weekContents } = createWeeklyPlanModels(connection);
  const deps: WorkoutsDeps = {
    plans: createWorkoutPlanModel(connection),
    weeks,
    weekContents,
    weekContentCache: new WeekContentCache(),
    users: createWorkoutUserModel(connection),
    weekProgress: createWeekProgressModel(connection),
    sessions: createWorkoutSessionModel(connection),
    exercises: createExerciseModel(connection),
    pose: {
      sets: createPoseSetModel(connection),
      sessions: createPoseSessionModel(connection),
      states: createPoseStateModel(connection),
    },
    locks: createUserLockModel(connection),
    readCache: new ReadCache(redis),
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
    deps.weekContents.init(),
    deps.users.init(),
    deps.weekProgress.init(),
    deps.sessions.init(),
    deps.exercises.init(),
    deps.locks.init(),
    ...Object.values(deps.pose).map((model) => model.init()),
  ]);
  await seedExercises(deps, exerciseCatalogue);
  await migrateLegacyCompletions(deps);
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
