import { randomBytes, randomUUID } from 'node:crypto';
import { connectMongo, createLogger, parseConfig } from '@repwise/server-kit';
import { callApi, signTestAccessToken, startTestServer } from '@repwise/server-kit/testing';
import type { Connection } from 'mongoose';
import { createOnboardingApp, createOnboardingDeps } from '../src/app';
import { onboardingConfigSchema, type OnboardingConfig } from '../src/config';
import type { OnboardingDeps } from '../src/onboarding-deps';

/** A running onboarding service on its own fresh database. */
export interface OnboardingTestApp {
  url: string;
  deps: OnboardingDeps;
  config: OnboardingConfig;
  connection: Connection;
  /** An access token for a user, as the auth service would sign it. */
  signToken: (userId: string) => string;
  close: () => Promise<void>;
}

/** Starts the real onboarding app on a free port against the harness's FerretDB, one database per call. */
export async function startOnboardingTestApp(): Promise<OnboardingTestApp> {
  const config = parseConfig(onboardingConfigSchema, {
    MONGODB_URI: process.env.MONGODB_URI,
    JWT_SECRET: randomBytes(32).toString('hex'),
    ONBOARDING_DB_NAME: `onboarding_test_${randomUUID().slice(0, 8)}`,
    NODE_ENV: 'test',
  });
  const logger = createLogger('onboarding-test', 'silent');
  const connection = await connectMongo({
    uri: config.MONGODB_URI,
    dbName: config.ONBOARDING_DB_NAME,
    logger,
  });
  const deps = await createOnboardingDeps(config, connection);
  const server = await startTestServer(createOnboardingApp(deps, connection, logger));
  return {
    url: server.url,
    deps,
    config,
    connection,
    signToken: (userId) => signTestToken(config.JWT_SECRET, config, userId),
    close: async () => {
      await server.close();
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
