import type { Quiz, QuizResults } from '@repwise/contracts/quiz';
import {
  buildQuizInsights,
  sortSectionQuestions,
  summarizeQuiz,
  type QuizDefinition,
} from '@repwise/domain/quiz';
import type { QuizSubmissionRecord } from '../models/quiz-submission.model';

/** The assessment as GET /quiz/questions answers it: questions sorted, metadata, completed flag. */
export function presentQuiz(definition: QuizDefinition, isCompleted: boolean): Quiz {
  return {
    id: definition.id,
    version: definition.version,
    title: definition.title,
    sections: definition.sections.map((section) => ({
      id: section.id,
      title: section.title,
      description: section.description,
      estimatedMinutes: section.estimatedMinutes,
      questions: sortSectionQuestions(section).map((question) => ({
        ...question,
        options: question.options?.map((option) => ({ ...option })),
        validationRules: question.validationRules?.map((rule) => ({ ...rule })),
      })),
    })),
    metadata: summarizeQuiz(definition),
    completed: isCompleted,
  };
}

/** The results of a submission, computed from its answers by the domain rules. */
export function presentQuizResults(
  definition: QuizDefinition,
  submission: QuizSubmissionRecord,
): QuizResults {
  const { insights, nextSteps } = buildQuizInsights(definition, submission.responses);
  return { insights, nextSteps, completedAt: submission.submittedAt.toISOString() };
}
