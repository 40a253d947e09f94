import {
  createServiceApp,
  isMongoConnected,
  ServiceCopies,
  toJwtSettings,
  type Logger,
} from '@repwise/server-kit';
import type Koa from 'koa';
import type { Connection } from 'mongoose';
import type { CoachConfig } from './config';
import type { CoachDeps } from './coach-deps';
import { coachLlmTools } from '@repwise/domain/coach';
import { createCatalogueReader } from './context/read-catalogue';
import { createUserContextReader } from './context/read-user-context';
import { createLlmWriter } from './llm/write-with-llm';
import { createBatchedInsert } from './models/batched-insert';
import { createChatMessageModel } from './models/chat-message.model';
import { createCoachRouter } from './routes/coach.routes';

/** Builds the coach service's dependencies on an open connection. */
export async function createCoachDeps(
  config: CoachConfig,
  connection: Connection,
  logger: Logger,
  now: () => Date = () => new Date(),
): Promise<CoachDeps> {
  const messages = createChatMessageModel(connection);
  const copiesOf = (urls: readonly string[] | undefined) =>
    urls ? new ServiceCopies(urls) : undefined;
  // One set of copies per service, so a copy that failed for one reader is skipped by the other.
  const workouts = copiesOf(config.WORKOUTS_SERVICE_URL);
  const deps: CoachDeps = {
    messages,
    insertMessage: createBatchedInsert(messages),
    readContext: createUserContextReader({
      auth: copiesOf(config.AUTH_SERVICE_URL),
      workouts,
      progress: copiesOf(config.PROGRESS_SERVICE_URL),
      onboarding: copiesOf(config.ONBOARDING_SERVICE_URL),
      timeoutMs: config.COACH_CONTEXT_TIMEOUT_MS,
      cacheSeconds: config.COACH_CONTEXT_CACHE_SECONDS,
    }),
    readCatalogue: createCatalogueReader({
      workouts,
      timeoutMs: config.COACH_CONTEXT_TIMEOUT_MS,
      cacheSeconds: config.COACH_CATALOGUE_CACHE_SECONDS,
    }),
    llmTools: coachLlmTools,
    llm: config.COACH_LLM_URL
      ? createLlmWriter({
          url: config.COACH_LLM_URL,
          apiKey: config.COACH_LLM_API_KEY,
          model: config.COACH_LLM_MODEL,
          timeoutMs: config.COACH_LLM_TIMEOUT_MS,
        })
      : null,
    jwt: toJwtSettings(config),
    logger,
    now,
  };
  await deps.messages.init();
  return deps;
}

/** Builds the coach service's Koa app (listening is `server.ts`'s job). */
export function createCoachApp(deps: CoachDeps, connection: Connection, logger: Logger): Koa {
  return createServiceApp({
    name: 'coach',
    logger,
    healthChecks: { mongo: () => isMongoConnected(connection) },
    routers: [createCoachRouter(deps)],
    jsonLimit: '64kb',
  });
}
