import { noQuizResultsMessage, type QuizResults } from '@repwise/contracts/quiz';
import { AppError } from '@repwise/server-kit';
import type { OnboardingDeps } from '../onboarding-deps';
import { presentQuizResults } from '../presenters/quiz.presenter';
import { loadQuiz } from './load-quiz';

/** The results of the user's submitted assessment; 404 "No quiz results found…" before a submission. */
export async function getQuizResults(deps: OnboardingDeps, userId: string): Promise<QuizResults> {
  const submission = await deps.quizSubmissions.findOne({ userId }).lean();
  if (!submission) throw new AppError('RESOURCE_NOT_FOUND', noQuizResultsMessage);
  return presentQuizResults(await loadQuiz(deps), submission);
}
