import Router from '@koa/router';
import { quizSubmitRequestSchema } from '@repwise/contracts/quiz';
import { summarizeQuiz } from '@repwise/domain/quiz';
import { currentUser, parseInput, requireAuth } from '@repwise/server-kit';
import type { OnboardingDeps } from '../onboarding-deps';
import { presentQuiz } from '../presenters/quiz.presenter';
import { getQuizResults } from '../use-cases/get-quiz-results';
import { loadQuiz } from '../use-cases/load-quiz';
import { submitQuiz } from '../use-cases/submit-quiz';

/** The /quiz routes: the assessment, its submission and results for the signed-in user, and health. */
export function createQuizRouter(deps: OnboardingDeps): Router {
  const router = new Router({ prefix: '/quiz' });
  const auth = requireAuth(deps.jwt);

  router.get('/questions', auth, async (ctx) => {
    const userId = currentUser(ctx.state).id;
    const [quiz, submitted] = await Promise.all([
      loadQuiz(deps),
      deps.quizSubmissions.exists({ userId }),
    ]);
    ctx.body = { success: true, quiz: presentQuiz(quiz, submitted !== null) };
  });

  router.post('/submit', auth, async (ctx) => {
    const responses = parseInput(quizSubmitRequestSchema, ctx.request.body);
    const results = await submitQuiz(deps, currentUser(ctx.state).id, responses);
    ctx.status = 201;
    ctx.body = { success: true, results };
  });

  router.get('/results', auth, async (ctx) => {
    ctx.body = { success: true, results: await getQuizResults(deps, currentUser(ctx.state).id) };
  });

  // Public like /health: says whether the assessment is seeded and servable.
  router.get('/health', async (ctx) => {
    const quiz = await loadQuiz(deps);
    ctx.body = {
      success: true,
      status: 'ok',
      quiz: { id: quiz.id, version: quiz.version, ...summarizeQuiz(quiz) },
    };
  });

  return router;
}
