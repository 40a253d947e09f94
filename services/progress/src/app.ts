import {
  createServiceApp,
  isMongoConnected,
  toJwtSettings,
  type Logger,
} from '@repwise/server-kit';
import type Koa from 'koa';
import type { Connection } from 'mongoose';
import { createAnalyticsCache } from './analytics/analytics-cache';
import type { ProgressConfig } from './config';
import { createGoalModel } from './models/goal.model';
import { createMeasurementModel } from './models/measurement.model';
import { createProgressVersionModel } from './models/progress-version.model';
import { createPhotoStore } from './photos/photo-store';
import type { ProgressDeps } from './progress-deps';
import { createGoalRouter } from './routes/goal.routes';
import { createInsightRouter } from './routes/insight.routes';
import { createMeasurementRouter } from './routes/measurement.routes';
import { createPhotoRouter } from './routes/photo.routes';
import { createWorkoutHistory, type WorkoutHistory } from './workouts/workout-history';

/** Builds the progress service's dependencies on an open connection. */
export async function createProgressDeps(
  config: ProgressConfig,
  connection: Connection,
  options: { now?: () => Date; workoutHistory?: WorkoutHistory } = {},
): Promise<ProgressDeps> {
  const versions = createProgressVersionModel(connection);
  const deps: ProgressDeps = {
    measurements: createMeasurementModel(connection),
    goals: createGoalModel(connection),
    photos: createPhotoStore(connection),
    photoQuota: {
      photos: config.PHOTO_QUOTA_PHOTOS,
      bytes: config.PHOTO_QUOTA_MB * 1024 * 1024,
    },
    analyticsCache: createAnalyticsCache(versions),
    workoutHistory:
      options.workoutHistory ??
      createWorkoutHistory({
        baseUrl: config.WORKOUTS_SERVICE_URL,
        timeoutMs: config.WORKOUTS_TIMEOUT_MS,
      }),
    jwt: toJwtSettings(config),
    now: options.now ?? (() => new Date()),
  };
  await Promise.all([deps.measurements.init(), deps.goals.init()]);
  return deps;
}

/** Builds the progress service's Koa app (listening is `server.ts`'s job). */
export function createProgressApp(deps: ProgressDeps, connection: Connection, logger: Logger): Koa {
  return createServiceApp({
    name: 'progress',
    logger,
    healthChecks: { mongo: () => isMongoConnected(connection) },
    routers: [
      createMeasurementRouter(deps),
      createGoalRouter(deps),
      createInsightRouter(deps),
      createPhotoRouter(deps),
    ],
    jsonLimit: '32kb',
  });
}
