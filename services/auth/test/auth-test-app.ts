import { randomBytes, randomUUID } from 'node:crypto';
import {
  connectMongo,
  createLogger,
  createRedisSessionDenylist,
  parseConfig,
  sessionDenylistPrefix,
} from '@repwise/server-kit';
import { Redis } from 'ioredis';
import { callApi, startTestServer } from '@repwise/server-kit/testing';
import type { Connection } from 'mongoose';
import { createAuthApp, createAuthDeps } from '../src/app';
import { authConfigSchema, type AuthConfig } from '../src/config';
import type { AuthDeps } from '../src/auth-deps';

/** A running auth service on its own fresh database, with a clock the test can move. */
export interface AuthTestApp {
  url: string;
  deps: AuthDeps;
  config: AuthConfig;
  clock: { offsetMs: number };
  connection: Connection;
  /** Whether the gateway would refuse this session's access tokens (the shared Redis denylist). */
  isSessionDenied: (sessionId: string) => Promise<boolean>;
  close: () => Promise<void>;
}

/** Starts the real auth app on a free port against the harness's FerretDB, one database per call. */
export async function startAuthTestApp(): Promise<AuthTestApp> {
  const config = parseConfig(authConfigSchema, {
    MONGODB_URI: process.env.MONGODB_URI,
    JWT_SECRET: randomBytes(32).toString('hex'),
    AUTH_DB_NAME: `auth_test_${randomUUID().slice(0, 8)}`,
    REDIS_URL: process.env.REDIS_URL,
    NODE_ENV: 'test',
  });
  const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1 });
  const logger = createLogger('auth-test', 'silent');
  const connection = await connectMongo({
    uri: config.MONGODB_URI,
    dbName: config.AUTH_DB_NAME,
    logger,
  });
  const clock = { offsetMs: 0 };
  const deps = await createAuthDeps(
    config,
    connection,
    createRedisSessionDenylist(redis),
    () => new Date(Date.now() + clock.offsetMs),
  );
  const server = await startTestServer(createAuthApp(deps, connection, logger));
  return {
    url: server.url,
    deps,
    config,
    clock,
    connection,
    isSessionDenied: async (sessionId) =>
      (await redis.exists(`${sessionDenylistPrefix}${sessionId}`)) === 1,
    close: async () => {
      await server.close();
      await connection.dropDatabase();
      await connection.close();
      redis.disconnect();
    },
  };
}

/** Registration input with a unique email, overridable per test. */
export function buildUser(
  overrides: Partial<Record<'firstName' | 'lastName' | 'email' | 'password', string>> = {},
) {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `ada.${randomUUID().slice(0, 12)}@example.com`,
    password: 'Str0ngPassw0rd!',
    ...overrides,
  };
}

/** Sends JSON and returns the status, headers and parsed body. */
export const call = callApi;
