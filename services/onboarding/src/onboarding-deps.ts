import type { JwtSettings } from '@repwise/server-kit';
import type { PlanJobQueue } from './jobs/plan-job-queue';
import type { OnboardingCompletionModel } from './models/onboarding-completion.model';
import type { OnboardingProgressModel } from './models/onboarding-progress.model';
import type { PlanRecommendationsModel } from './models/plan-recommendations.model';

/** What the onboarding use cases need: models, the plan job queue, token settings and a clock. */
export interface OnboardingDeps {
  progress: OnboardingProgressModel;
  completions: OnboardingCompletionModel;
  recommendations: PlanRecommendationsModel;
  planJobs: PlanJobQueue;
  jwt: JwtSettings;
  /** The token the worker presents on /internal routes. */
  internalToken: string;
  now: () => Date;
}
