import { findQuizAnswerError } from './find-quiz-answer-error';
import { listQuizQuestions } from './list-quiz-questions';
import type { QuizDefinition, QuizIssue, QuizResponse } from './quiz-types';

/**
 * Every problem with a submission, in question order: a response to an unknown question or
 * answered twice (field `responses.<index>`), a question type that is not the question's, an
 * invalid answer, or a required question left out (field: the question id). Empty when valid.
 */
export function validateQuizSubmission(
  quiz: QuizDefinition,
  responses: readonly QuizResponse[],
): QuizIssue[] {
  const questions = listQuizQuestions(quiz);
  const issues: QuizIssue[] = [];
  const seen = new Set<string>();
  responses.forEach((response, index) => {
    const question = questions.find((candidate) => candidate.id === response.questionId);
    const field = `responses.${index}.questionId`;
    if (!question) {
      issues.push({ field, message: `Unknown question: ${response.questionId}` });
    } else if (seen.has(question.id)) {
      issues.push({ field, message: `Question ${question.id} is answered more than once` });
    } else if (response.questionType !== question.type) {
      issues.push({ field: question.id, message: `Expected a ${question.type} answer` });
    }
    seen.add(response.questionId);
  });
  for (const question of questions) {
    const response = responses.find((candidate) => candidate.questionId === question.id);
    if (response && response.questionType !== question.type) continue;
    const message = findQuizAnswerError(question, response?.answer);
    if (message) issues.push({ field: question.id, message });
  }
  return issues;
}
