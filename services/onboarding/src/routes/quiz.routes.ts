import Router from '@koa/router';
import { quizEndpoints } from '@repwise/contracts/quiz';
import { summarizeQuiz } from '@repwise/domain/quiz';
import { currentUser, mountEndpoint, requireAuth } from '@repwise/server-kit';
import type { OnboardingDeps } from '../onboarding-deps';
import { presentQuiz } from '../presenters/quiz.presenter';
import { getQuizResults } from '../use-cases/get-quiz-results';
import { loadQuiz } from '../use-cases/load-quiz';
import { submitQuiz } from '../use-cases/submit-quiz';

/** The /quiz routes: the assessment, its submission and results for the signed-in user, and health. */
export function createQuizRouter(deps: OnboardingDeps): Router {
  const router = new Router({ prefix: '/quiz' });
  const auth = [requireAuth(deps.jwt)];

  mountEndpoint(router, quizEndpoints.getQuestions, auth, async (ctx) => {
    const userId = currentUser(ctx.state).id;
    const [quiz, submitted] = await Promise.all([
      loadQuiz(deps),
      deps.quizSubmissions.exists({ userId }),
    ]);
    ctx.body = { success: true, quiz: presentQuiz(quiz, submitted !== null) };
  });

  mountEndpoint(router, quizEndpoints.submit, auth, async (ctx, { body }) => {
    const results = await submitQuiz(deps, currentUser(ctx.state).id, body);
    ctx.status = 201;
    ctx.body = { success: true, results };
  });

  mountEndpoint(router, quizEndpoints.getResults, auth, async (ctx) => {
    ctx.body = { success: true, results: await getQuizResults(deps, currentUser(ctx.state).id) };
  });

  // Public like /health: says whether the assessment is seeded and servable.
  mountEndpoint(router, quizEndpoints.health, [], async (ctx) => {
    const quiz = await loadQuiz(deps);
    ctx.body = {
      success: true,
      status: 'ok',
      quiz: { id: quiz.id, version: quiz.version, ...summarizeQuiz(quiz) },
    };
  });

  return router;
}
