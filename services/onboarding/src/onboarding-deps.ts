import type { JwtSettings } from '@repwise/server-kit';
import type { OnboardingCompletionModel } from './models/onboarding-completion.model';
import type { OnboardingProgressModel } from './models/onboarding-progress.model';

/** What the onboarding use cases need: models, token settings and a clock. */
export interface OnboardingDeps {
  progress: OnboardingProgressModel;
  completions: OnboardingCompletionModel;
  jwt: JwtSettings;
  now: () => Date;
}
