import type { QuizDefinition, QuizQuestion, QuizSection } from './quiz-types';

/** A section's questions sorted by their `order` (spec 02 §3). */
export function sortSectionQuestions(section: QuizSection): QuizQuestion[] {
  return [...section.questions].sort((a, b) => a.order - b.order);
}

/** Every question of the assessment, section by section in order. */
export function listQuizQuestions(quiz: QuizDefinition): QuizQuestion[] {
  return quiz.sections.flatMap(sortSectionQuestions);
}

/** The quiz's metadata: minutes (sum of the sections'), question and section counts. */
export function summarizeQuiz(quiz: QuizDefinition): {
  estimatedMinutes: number;
  totalQuestions: number;
  totalSections: number;
} {
  return {
    estimatedMinutes: quiz.sections.reduce((sum, section) => sum + section.estimatedMinutes, 0),
    totalQuestions: listQuizQuestions(quiz).length,
    totalSections: quiz.sections.length,
  };
}
