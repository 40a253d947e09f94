import type { ApiClient } from '@repwise/contracts';
import { callEndpoint, UnexpectedAnswerError } from '@repwise/contracts/endpoints';
import {
  quizEndpoints,
  type Quiz,
  type QuizResults,
  type QuizSubmitResponseItem,
} from '@repwise/contracts/quiz';

/** An answer of another shape becomes the screen's message; error answers stay ApiErrors. */
async function orFailWith<T>(call: Promise<T>, message: string): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof UnexpectedAnswerError) throw new Error(message);
    throw error;
  }
}

/** GET /quiz/questions: the assessment; throws "Failed to load quiz questions" on an unreadable answer. */
export async function fetchQuiz(request: ApiClient): Promise<Quiz> {
  const call = callEndpoint(request, quizEndpoints.getQuestions);
  return (await orFailWith(call, 'Failed to load quiz questions')).quiz;
}

/** POST /quiz/submit with the list of responses; answers the results. */
export async function submitQuiz(
  request: ApiClient,
  responses: QuizSubmitResponseItem[],
): Promise<QuizResults> {
  const call = callEndpoint(request, quizEndpoints.submit, { body: responses });
  return (await orFailWith(call, 'Failed to submit quiz')).results;
}

/** GET /quiz/results: the user's results; throws "Failed to load quiz results" on an unreadable answer. */
export async function fetchQuizResults(request: ApiClient): Promise<QuizResults> {
  const call = callEndpoint(request, quizEndpoints.getResults);
  return (await orFailWith(call, 'Failed to load quiz results')).results;
}
