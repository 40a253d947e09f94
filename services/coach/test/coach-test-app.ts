import { randomBytes, randomUUID } from 'node:crypto';
import { connectMongo, createLogger, parseConfig } from '@repwise/server-kit';
import { callApi, signTestAccessToken, startTestServer } from '@repwise/server-kit/testing';
import type { Connection } from 'mongoose';
import { createCoachApp, createCoachDeps } from '../src/app';
import { coachConfigSchema, type CoachConfig } from '../src/config';

/** A running coach service on its own fresh database. */
export interface CoachTestApp {
  url: string;
  config: CoachConfig;
  connection: Connection;
  /** An access token for a user, as the auth service would sign it. */
  signToken: (userId: string) => string;
  close: () => Promise<void>;
}

/**
 * Starts the real coach app on a free port against the harness's FerretDB; `env` sets the other
 * services' and the LLM provider's URLs and the timeouts.
 */
export async function startCoachTestApp(env: Record<string, string> = {}): Promise<CoachTestApp> {
  const config = parseConfig(coachConfigSchema, {
    MONGODB_URI: process.env.MONGODB_URI,
    JWT_SECRET: randomBytes(32).toString('hex'),
    COACH_DB_NAME: `coach_test_${randomUUID().slice(0, 8)}`,
    COACH_CONTEXT_CACHE_SECONDS: '0',
    NODE_ENV: 'test',
    ...env,
  });
  const logger = createLogger('coach-test', 'silent');
  const connection = await connectMongo({
    uri: config.MONGODB_URI,
    dbName: config.COACH_DB_NAME,
    logger,
  });
  const deps = await createCoachDeps(config, connection, logger);
  const server = await startTestServer(createCoachApp(deps, connection, logger));
  return {
    url: server.url,
    config,
    connection,
    signToken: (userId) =>
      signTestAccessToken(
        { secret: config.JWT_SECRET, issuer: config.JWT_ISSUER, audience: config.JWT_AUDIENCE },
        userId,
      ),
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

/** A chat body as the coach screen sends it (spec 02 §7), overridable. */
export function buildChatRequest(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    message: 'How deep should I squat?',
    communicationStyle: 'supportive',
    conversationHistory: [],
    userProfile: { name: 'Ada', fitnessLevel: 'intermediate', goals: ['muscle_gain', 'strength'] },
    ...overrides,
  };
}

/** Sends JSON and returns the status and parsed body. */
export const call = callApi;
