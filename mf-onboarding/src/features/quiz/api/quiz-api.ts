import type { ApiClient } from '@repwise/contracts';
import {
  quizQuestionsResponseSchema,
  quizResultsResponseSchema,
  type Quiz,
  type QuizResults,
  type QuizSubmitResponseItem,
} from '@repwise/contracts/quiz';

/** GET /quiz/questions: the assessment; throws "Failed to load quiz questions" on an unreadable answer. */
export async function fetchQuiz(request: ApiClient): Promise<Quiz> {
  const parsed = quizQuestionsResponseSchema.safeParse(
    await request<unknown>({ path: '/quiz/questions' }),
  );
  if (!parsed.success) throw new Error('Failed to load quiz questions');
  return parsed.data.quiz;
}

/** POST /quiz/submit with the list of responses; answers the results. */
export async function submitQuiz(
  request: ApiClient,
  responses: QuizSubmitResponseItem[],
): Promise<QuizResults> {
  const parsed = quizResultsResponseSchema.safeParse(
    await request<unknown>({ method: 'POST', path: '/quiz/submit', body: responses }),
  );
  if (!parsed.success) throw new Error('Failed to submit quiz');
  return parsed.data.results;
}

/** GET /quiz/results: the user's results; throws "Failed to load quiz results" on an unreadable answer. */
export async function fetchQuizResults(request: ApiClient): Promise<QuizResults> {
  const parsed = quizResultsResponseSchema.safeParse(
    await request<unknown>({ path: '/quiz/results' }),
  );
  if (!parsed.success) throw new Error('Failed to load quiz results');
  return parsed.data.results;
}
