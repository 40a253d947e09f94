import type { Quiz, QuizSubmitResponseItem } from '@repwise/contracts/quiz';
import { findQuizAnswerError, isQuizAnswerEmpty, quizScaleBounds } from '@repwise/contracts/quiz';

/** Recorded answers by question id (only valid answers are recorded, spec 02 §5). */
export type QuizAnswers = Record<string, QuizSubmitResponseItem['answer']>;

type Section = Quiz['sections'][number];
type Question = Section['questions'][number];

/** Starting answers: every scale question at its default of 5 (spec 02 §5). */
export function buildInitialAnswers(quiz: Quiz): QuizAnswers {
  const answers: QuizAnswers = {};
  for (const question of quiz.sections.flatMap((section) => section.questions)) {
    if (question.type === 'scale') answers[question.id] = quizScaleBounds.defaultValue;
  }
  return answers;
}

/** Whether a question holds a recordable, non-empty answer. */
export function isQuestionAnswered(question: Question, answers: QuizAnswers): boolean {
  const answer = answers[question.id];
  return !isQuizAnswerEmpty(answer) && findQuizAnswerError(question, answer) === null;
}

/** Whether every required question of a section is answered (Next/Complete is enabled). */
export function isSectionComplete(section: Section, answers: QuizAnswers): boolean {
  return section.questions.every(
    (question) => !question.required || isQuestionAnswered(question, answers),
  );
}

/** Answered and total questions of a list of sections. */
export function countAnswered(sections: readonly Section[], answers: QuizAnswers) {
  const questions = sections.flatMap((section) => section.questions);
  return {
    answered: questions.filter((question) => isQuestionAnswered(question, answers)).length,
    total: questions.length,
  };
}

/** Whole percent of answered questions (0 for none). */
export function toPercent({ answered, total }: { answered: number; total: number }): number {
  return total === 0 ? 0 : Math.round((answered / total) * 100);
}

/** The POST /quiz/submit body: one response per answered question, in quiz order. */
export function buildQuizSubmission(quiz: Quiz, answers: QuizAnswers): QuizSubmitResponseItem[] {
  return quiz.sections.flatMap((section) =>
    section.questions.flatMap((question) => {
      const answer = answers[question.id];
      if (answer === undefined || !isQuestionAnswered(question, answers)) return [];
      return [{ questionId: question.id, questionType: question.type, answer }];
    }),
  );
}
