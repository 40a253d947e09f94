import type { QuizResults } from '@repwise/contracts/quiz';
import { validateQuizSubmission, type QuizResponse } from '@repwise/domain/quiz';
import { AppError } from '@repwise/server-kit';
import type { QuizSubmissionRecord } from '../models/quiz-submission.model';
import type { OnboardingDeps } from '../onboarding-deps';
import { presentQuizResults } from '../presenters/quiz.presenter';
import { loadQuiz } from './load-quiz';

/**
 * Records a user's assessment after checking every answer against the seeded quiz (unknown
 * questions, wrong types, invalid or out-of-range answers and missing required ones are a 400
 * VALIDATION_ERROR listing each); a new submission replaces the previous one. Answers the results.
 */
export async function submitQuiz(
  deps: OnboardingDeps,
  userId: string,
  responses: QuizResponse[],
): Promise<QuizResults> {
  const quiz = await loadQuiz(deps);
  const issues = validateQuizSubmission(quiz, responses);
  if (issues.length > 0) {
    throw new AppError('VALIDATION_ERROR', 'Some answers are missing or invalid.', issues);
  }
  const record: QuizSubmissionRecord = {
    userId,
    quizId: quiz.id,
    quizVersion: quiz.version,
    responses,
    submittedAt: deps.now(),
  };
  await deps.quizSubmissions.replaceOne({ userId }, record, { upsert: true });
  return presentQuizResults(quiz, record);
}
