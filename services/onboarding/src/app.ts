import {
  createLogger,
  createServiceApp,
  isMongoConnected,
  toJwtSettings,
  type Logger,
} from '@repwise/server-kit';
import type Koa from 'koa';
import { personalTrainingAssessment } from '@repwise/domain/quiz';
import type { Connection } from 'mongoose';
import type { OnboardingConfig } from './config';
import { createOnboardingCompletionModel } from './models/onboarding-completion.model';
import { createOnboardingProgressModel } from './models/onboarding-progress.model';
import { createPlanRecommendationsModel } from './models/plan-recommendations.model';
import { createQuizDefinitionModel } from './models/quiz-definition.model';
import { createQuizSubmissionModel } from './models/quiz-submission.model';
import type { PlanJobQueue } from './jobs/plan-job-queue';
import type { OnboardingDeps } from './onboarding-deps';
import { createInternalRouter } from './routes/internal.routes';
import { createOnboardingRouter } from './routes/onboarding.routes';
import { createQuizRouter } from './routes/quiz.routes';
import { seedQuiz } from './use-cases/seed-quiz';
import { createProfileSync } from './use-cases/sync-profile';

/** Builds the onboarding service's dependencies on an open connection and the plan job queue; seeds the quiz. */
export async function createOnboardingDeps(
  config: OnboardingConfig,
  connection: Connection,
  planJobs: PlanJobQueue,
  now: () => Date = () => new Date(),
  logger: Logger = createLogger('onboarding', 'silent'),
): Promise<OnboardingDeps> {
  const deps: OnboardingDeps = {
    progress: createOnboardingProgressModel(connection),
    completions: createOnboardingCompletionModel(connection),
    recommendations: createPlanRecommendationsModel(connection),
    planJobs,
    quizzes: createQuizDefinitionModel(connection),
    quizSubmissions: createQuizSubmissionModel(connection),
    quizId: personalTrainingAssessment.id,
    jwt: toJwtSettings(config),
    internalToken: config.INTERNAL_API_TOKEN,
    syncProfile: createProfileSync(config.AUTH_SERVICE_URL, logger),
    now,
  };
  // The unique indexes must exist before the first write: they make "one per user" hold.
  await Promise.all([
    deps.progress.init(),
    deps.completions.init(),
    deps.recommendations.init(),
    deps.quizSubmissions.init(),
  ]);
  await seedQuiz(deps.quizzes, personalTrainingAssessment, now());
  return deps;
}

/** Builds the onboarding service's Koa app (listening is `server.ts`'s job). */
export function createOnboardingApp(
  deps: OnboardingDeps,
  connection: Connection,
  logger: Logger,
  isRedisReady: () => boolean,
): Koa {
  return createServiceApp({
    name: 'onboarding',
    logger,
    healthChecks: { mongo: () => isMongoConnected(connection), redis: isRedisReady },
    routers: [createOnboardingRouter(deps), createQuizRouter(deps), createInternalRouter(deps)],
    jsonLimit: '512kb',
  });
}
