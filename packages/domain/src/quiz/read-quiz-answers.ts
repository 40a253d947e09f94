import { isQuizAnswerEmpty } from './find-quiz-answer-error';
import { listQuizQuestions } from './list-quiz-questions';
import type {
  QuizAnswer,
  QuizDefinition,
  QuizOption,
  QuizQuestion,
  QuizResponse,
} from './quiz-types';

/** A submission read against its quiz: each answered question with its answer and chosen options. */
export interface AnsweredQuestion {
  question: QuizQuestion;
  answer: QuizAnswer;
  /** Options the answer picked; a boolean picks 'yes' or 'no'. Empty for scale, number and text. */
  chosen: QuizOption[];
}

function pickedValues(answer: QuizAnswer): string[] {
  if (typeof answer === 'boolean') return [answer ? 'yes' : 'no'];
  if (typeof answer === 'string') return [answer];
  if (Array.isArray(answer)) return [...answer];
  return [];
}

/** Pairs every non-empty answer with its question (unknown ids are skipped), in question order. */
export function readQuizAnswers(
  quiz: QuizDefinition,
  responses: readonly QuizResponse[],
): Map<string, AnsweredQuestion> {
  const answered = new Map<string, AnsweredQuestion>();
  for (const question of listQuizQuestions(quiz)) {
    const response = responses.find((candidate) => candidate.questionId === question.id);
    if (!response || isQuizAnswerEmpty(response.answer)) continue;
    const values = pickedValues(response.answer);
    const chosen = (question.options ?? []).filter((option) => values.includes(option.value));
    answered.set(question.id, { question, answer: response.answer, chosen });
  }
  return answered;
}
