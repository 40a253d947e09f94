import { randomBytes, randomUUID } from 'node:crypto';
import { workoutGenerationQueueName } from '@repwise/contracts/workouts';
import { connectMongo, createLogger, parseConfig } from '@repwise/server-kit';
import { signTestAccessToken, startTestServer } from '@repwise/server-kit/testing';
import { Queue, QueueEvents, type Worker } from 'bullmq';
import { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
// The worker package's real job code, run in-process as the deployed worker runs it.
import { createWorkoutGenerationProcessor } from '@repwise/worker/jobs/create-workout-generation-processor';
import { startPlanWorker } from '@repwise/worker/jobs/start-plan-worker';
import { createWorkoutsClient } from '@repwise/worker/jobs/workouts-client';
import { createWorkoutsApp, createWorkoutsDeps } from '../src/app';
import { workoutsConfigSchema, type WorkoutsConfig } from '../src/config';
import { createGenerationQueue } from '../src/jobs/generation-queue';
import type { WorkoutsDeps } from '../src/workouts-deps';

/** Options of one API call: JSON body, bearer token, extra headers. */
export interface CallOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

/** An API answer: status and parsed JSON body. */
export interface ApiAnswer {
  status: number;
  body: any;
}

async function callJson(
  baseUrl: string,
  method: string,
  path: string,
  options: CallOptions,
): Promise<ApiAnswer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** A running workouts service on its own database and BullMQ prefix, with an optional in-process worker. */
export interface WorkoutsTestApp {
  url: string;
  deps: WorkoutsDeps;
  config: WorkoutsConfig;
  queue: Queue;
  queuePrefix: string;
  /** Redis connection for extra workers (maxRetriesPerRequest null). */
  workerRedis: Redis;
  /** Starts the real generation worker on this app's queue. */
  startWorker: () => Worker;
  signToken: (userId: string) => string;
  call: (method: string, path: string, options?: CallOptions) => Promise<ApiAnswer>;
  close: () => Promise<void>;
}

/** Starts the real workouts app against the harness's FerretDB and Redis (or `redisUrl`). */
export async function startWorkoutsTestApp(
  options: { generationWaitMs?: number; redisUrl?: string } = {},
): Promise<WorkoutsTestApp> {
  const config = parseConfig(workoutsConfigSchema, {
    MONGODB_URI: process.env.MONGODB_URI,
    REDIS_URL: options.redisUrl ?? process.env.REDIS_URL,
    JWT_SECRET: randomBytes(32).toString('hex'),
    INTERNAL_API_TOKEN: randomBytes(32).toString('hex'),
    WORKOUTS_DB_NAME: `workouts_test_${randomUUID().slice(0, 8)}`,
    GENERATION_WAIT_MS: String(options.generationWaitMs ?? 10_000),
    NODE_ENV: 'test',
  });
  const logger = createLogger('workouts-test', 'silent');
  const connection: Connection = await connectMongo({
    uri: config.MONGODB_URI,
    dbName: config.WORKOUTS_DB_NAME,
    logger,
  });
  const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 });
  const eventsRedis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null });
  const workerRedis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null });
  const queuePrefix = `bull-test-${randomUUID().slice(0, 8)}`;
  const queue = new Queue(workoutGenerationQueueName, { connection: redis, prefix: queuePrefix });
  const events = new QueueEvents(workoutGenerationQueueName, {
    connection: eventsRedis,
    prefix: queuePrefix,
  });
  await events.waitUntilReady();
  const deps = await createWorkoutsDeps(
    config,
    connection,
    createGenerationQueue(queue, events),
    redis,
  );
  const app = createWorkoutsApp(deps, connection, logger, () => redis.status === 'ready');
  const server = await startTestServer(app);
  const workers: Worker[] = [];
  return {
    url: server.url,
    deps,
    config,
    queue,
    queuePrefix,
    workerRedis,
    startWorker: () => {
      const client = createWorkoutsClient({
        baseUrl: server.url,
        internalToken: config.INTERNAL_API_TOKEN,
      });
      const worker = startPlanWorker({
        connection: workerRedis,
        queueName: workoutGenerationQueueName,
        prefix: queuePrefix,
        concurrency: 4,
        processor: createWorkoutGenerationProcessor(client),
      });
      workers.push(worker);
      return worker;
    },
    signToken: (userId) =>
      signTestAccessToken(
        { secret: config.JWT_SECRET, issuer: config.JWT_ISSUER, audience: config.JWT_AUDIENCE },
        userId,
      ),
    call: (method, path, callOptions = {}) => callJson(server.url, method, path, callOptions),
    close: async () => {
      await Promise.all(workers.map((worker) => worker.close()));
      await server.close();
      await events.close();
      await queue.obliterate({ force: true });
      await queue.close();
      await Promise.all([redis.quit(), eventsRedis.quit(), workerRedis.quit()]);
      await connection.dropDatabase();
      await connection.close();
    },
  };
}

/** A unique user id in the auth service's format (24 hex characters). */
export function buildUserId(): string {
  return randomBytes(12).toString('hex');
}

/** Valid progressive requirements, overridable. */
export function buildRequirements(
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    primaryGoal: 'MUSCLE_GAIN',
    fitnessLevel: 'INTERMEDIATE',
    daysPerWeek: 4,
    sessionDuration: 45,
    equipment: ['Dumbbells', 'Resistance Bands'],
    limitations: 'old knee injury',
    progressionPreference: 'moderate',
    checkInFrequency: 'weekly',
    adaptiveIntelligence: true,
    ...overrides,
  };
}
