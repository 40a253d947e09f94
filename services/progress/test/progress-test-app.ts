import { randomBytes, randomUUID } from 'node:crypto';
import { connectMongo, createLogger, parseConfig } from '@repwise/server-kit';
import { callApi, signTestAccessToken, startTestServer } from '@repwise/server-kit/testing';
import type { Connection } from 'mongoose';
import { createProgressApp, createProgressDeps } from '../src/app';
import { progressConfigSchema, type ProgressConfig } from '../src/config';
import type { ProgressDeps } from '../src/progress-deps';
import type { WorkoutHistory } from '../src/workouts/workout-history';

/** A running progress service on its own fresh database, with a clock the test can set. */
export interface ProgressTestApp {
  url: string;
  deps: ProgressDeps;
  config: ProgressConfig;
  connection: Connection;
  clock: { now: Date };
  /** An access token for a user, as the auth service would sign it. */
  signToken: (userId: string) => string;
  close: () => Promise<void>;
}

/** Starts the real progress app on a free port against the harness's FerretDB, one database per call. */
export async function startProgressTestApp(
  options: { workoutHistory?: WorkoutHistory; env?: Record<string, string> } = {},
): Promise<ProgressTestApp> {
  const config = parseConfig(progressConfigSchema, {
    MONGODB_URI: process.env.MONGODB_URI,
    JWT_SECRET: randomBytes(32).toString('hex'),
    PROGRESS_DB_NAME: `progress_test_${randomUUID().slice(0, 8)}`,
    NODE_ENV: 'test',
    ...options.env,
  });
  const logger = createLogger('progress-test', 'silent');
  const connection = await connectMongo({
    uri: config.MONGODB_URI,
    dbName: config.PROGRESS_DB_NAME,
    logger,
  });
  const clock = { now: new Date('2026-06-30T12:00:00.000Z') };
  const deps = await createProgressDeps(config, connection, {
    now: () => new Date(clock.now),
    ...(options.workoutHistory ? { workoutHistory: options.workoutHistory } : {}),
  });
  const server = await startTestServer(createProgressApp(deps, connection, logger));
  const jwt = {
    secret: config.JWT_SECRET,
    issuer: config.JWT_ISSUER,
    audience: config.JWT_AUDIENCE,
  };
  return {
    url: server.url,
    deps,
    config,
    connection,
    clock,
    signToken: (userId) => signTestAccessToken(jwt, userId),
    close: async () => {
      await server.close();
      await connection.dropDatabase();
      await connection.close();
    },
  };
}

/** A unique user id in the auth service's format (24 hex characters). */
export function buildUserId(): string {
  return randomBytes(12).toString('hex');
}

/** A user with their own token. */
export function buildSignedInUser(app: ProgressTestApp): { id: string; token: string } {
  const id = buildUserId();
  return { id, token: app.signToken(id) };
}

/** Sends JSON and returns the status, headers and parsed body. */
export const call = callApi;

/** An ISO date-time `days` days before the app clock. */
export function daysAgo(app: ProgressTestApp, days: number): string {
  return new Date(app.clock.now.getTime() - days * 86_400_000).toISOString();
}
