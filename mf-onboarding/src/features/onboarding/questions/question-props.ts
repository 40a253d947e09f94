import type { OnboardingAnswer } from '@repwise/contracts';

/** What every question renderer receives. */
export interface QuestionProps<Q> {
  question: Q;
  answer: OnboardingAnswer | undefined;
  error: string | null;
  onChange: (answer: OnboardingAnswer) => void;
}
