import { randomBytes, randomUUID } from 'node:crypto';
import { planGenerationQueueName } from '@repwise/contracts';
import { connectMongo, createLogger, parseConfig } from '@repwise/server-kit';
import { callApi, signTestAccessToken, startTestServer } from '@repwise/server-kit/testing';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import { createOnboardingApp, createOnboardingDeps } from '../src/app';
import { onboardingConfigSchema, type OnboardingConfig } from '../src/config';
import { createPlanJobQueue } from '../src/jobs/plan-job-queue';
import type { OnboardingDeps } from '../src/onboarding-deps';

/** A running onboarding service on its own fresh database. */
export interface OnboardingTestApp {
  url: string;
  deps: OnboardingDeps;
  config: OnboardingConfig;
  connection: Connection;
  /** The plan-generation queue, under a BullMQ prefix of its own (`queuePrefix`). */
  queue: Queue;
  queuePrefix: string;
  /** An access token for a user, as the auth service would sign it. */
  signToken: (userId: string) => string;
  close: () => Promise<void>;
}

/**
 * Starts the real onboarding app on a free port against the harness's FerretDB and Redis: one
 * database and one BullMQ prefix per call.
 */
export async function startOnboardingTestApp(
  options: { authUrl?: string } = {},
): Promise<OnboardingTestApp> {
  const config = parseConfig(onboardingConfigSchema, {
    AUTH_SERVICE_URL: options.authUrl,
    MONGODB_URI: process.env.MONGODB_URI,
    REDIS_URL: process.env.REDIS_URL,
    JWT_SECRET: randomBytes(32).toString('hex'),
    INTERNAL_API_TOKEN: randomBytes(32).toString('hex'),
    ONBOARDING_DB_NAME: `onboarding_test_${randomUUID().slice(0, 8)}`,
    NODE_ENV: 'test',
  });
  const logger = createLogger('onboarding-test', 'silent');
  const connection = await connectMongo({
    uri: config.MONGODB_URI,
    dbName: config.ONBOARDING_DB_NAME,
    logger,
  });
  const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 });
  const queuePrefix = `bull-test-${randomUUID().slice(0, 8)}`;
  const queue = new Queue(planGenerationQueueName, { connection: redis, prefix: queuePrefix });
  const deps = await createOnboardingDeps(config, connection, createPlanJobQueue(queue));
  const app = createOnboardingApp(deps, connection, logger, () => redis.status === 'ready');
  const server = await startTestServer(app);
  return {
    url: server.url,
    deps,
    config,
    connection,
    queue,
    queuePrefix,
    signToken: (userId) => signTestToken(config.JWT_SECRET, config, userId),
    close: async () => {
      await server.close();
      await queue.obliterate({ force: true });
      await queue.close();
      await redis.quit();
      await connection.dropDatabase();
      await connection.close();
    },
  };
}

/** Signs an access token with the given secret, issuer and audience. */
export function signTestToken(
  secret: string,
  claims: { JWT_ISSUER: string; JWT_AUDIENCE: string },
  userId: string,
): string {
  return signTestAccessToken(
    { secret, issuer: claims.JWT_ISSUER, audience: claims.JWT_AUDIENCE },
    userId,
  );
}

/** A unique user id in the auth service's format (24 hex characters). */
export function buildUserId(): string {
  return randomBytes(12).toString('hex');
}

/** Sends JSON and returns the status and parsed body. */
export const call = callApi;
