import type { JwtSettings } from '@repwise/server-kit';
import type { PlanJobQueue } from './jobs/plan-job-queue';
import type { OnboardingCompletionModel } from './models/onboarding-completion.model';
import type { OnboardingProgressModel } from './models/onboarding-progress.model';
import type { PlanRecommendationsModel } from './models/plan-recommendations.model';
import type { QuizDefinitionModel } from './models/quiz-definition.model';
import type { QuizSubmissionModel } from './models/quiz-submission.model';
import type { ProfileSync } from './use-cases/sync-profile';

/** What the onboarding and quiz use cases need: models, the plan job queue, token settings and a clock. */
export interface OnboardingDeps {
  progress: OnboardingProgressModel;
  completions: OnboardingCompletionModel;
  recommendations: PlanRecommendationsModel;
  planJobs: PlanJobQueue;
  quizzes: QuizDefinitionModel;
  quizSubmissions: QuizSubmissionModel;
  /** The id of the seeded assessment the /quiz routes serve. */
  quizId: string;
  jwt: JwtSettings;
  /** The token the worker presents on /internal routes. */
  internalToken: string;
  /** Fills the user's profile from a completed assessment (the auth service). */
  syncProfile: ProfileSync;
  now: () => Date;
}
