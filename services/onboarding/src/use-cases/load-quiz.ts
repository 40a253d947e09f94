import type { QuizDefinition } from '@repwise/domain/quiz';
import { AppError } from '@repwise/server-kit';
import type { OnboardingDeps } from '../onboarding-deps';

/** Loads the seeded assessment; 503 SERVICE_UNAVAILABLE while it is not seeded. */
export async function loadQuiz(deps: OnboardingDeps): Promise<QuizDefinition> {
  const stored = await deps.quizzes.findById(deps.quizId).lean();
  if (!stored) throw new AppError('SERVICE_UNAVAILABLE', 'Failed to load quiz questions');
  return stored.definition;
}
