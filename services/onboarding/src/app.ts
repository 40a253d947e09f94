import {
  createServiceApp,
  isMongoConnected,
  toJwtSettings,
  type Logger,
} from '@repwise/server-kit';
import type Koa from 'koa';
import type { Connection } from 'mongoose';
import type { OnboardingConfig } from './config';
import { createOnboardingCompletionModel } from './models/onboarding-completion.model';
import { createOnboardingProgressModel } from './models/onboarding-progress.model';
import type { OnboardingDeps } from './onboarding-deps';
import { createOnboardingRouter } from './routes/onboarding.routes';

/** Builds the onboarding service's dependencies on an open connection. */
export async function createOnboardingDeps(
  config: OnboardingConfig,
  connection: Connection,
  now: () => Date = () => new Date(),
): Promise<OnboardingDeps> {
  const deps: OnboardingDeps = {
    progress: createOnboardingProgressModel(connection),
    completions: createOnboardingCompletionModel(connection),
    jwt: toJwtSettings(config),
    now,
  };
  // The unique userId indexes must exist before the first write: they make "one per user" hold.
  await Promise.all([deps.progress.init(), deps.completions.init()]);
  return deps;
}

/** Builds the onboarding service's Koa app (listening is `server.ts`'s job). */
export function createOnboardingApp(
  deps: OnboardingDeps,
  connection: Connection,
  logger: Logger,
): Koa {
  return createServiceApp({
    name: 'onboarding',
    logger,
    healthChecks: { mongo: () => isMongoConnected(connection) },
    routers: [createOnboardingRouter(deps)],
    jsonLimit: '512kb',
  });
}
