// Scenario 6: stop the first copy of workouts, the one every service and the worker called before
// they learnt every copy's URL. A new user's first plan is still generated (the worker posts it to
// the second copy), a progressive plan too, and the coach and progress still read the user's
// workouts (their clients fail over), all while the gateway sends the user's calls to copy 2.
import {
  callApi,
  describeAnswer,
  progressiveRequirements,
  registerUser,
  waitFor,
  waitForCopiesUp,
} from './api.mjs';

/** Scenario 6. */
export const stopFirstCopyScenario = {
  title: '6. Stop the first workouts copy: the worker, coach and progress use the second',
  run: runStopFirstCopy,
};

/**
 * @param {import('./report.mjs').FaultContext} context
 * @param {import('./report.mjs').ScenarioLog} log
 */
async function runStopFirstCopy({ supervisor, gatewayUrl }, log) {
  await supervisor.stop(supervisor.get('workouts'));
  log.did('stopped workouts (copy 1 of 2, SIGTERM); workouts-2 keeps running');
  try {
    await checkWhileStopped(gatewayUrl, log);
  } finally {
    await supervisor.restart('workouts');
    const seconds = await waitForCopiesUp(gatewayUrl, 'workouts');
    log.did(
      `started workouts again (same port); the gateway lists both copies up ${seconds === null ? 'never' : `${seconds.toFixed(1)} s later`}`,
    );
  }
}

/**
 * @param {string} gatewayUrl
 * @param {import('./report.mjs').ScenarioLog} log
 */
async function checkWhileStopped(gatewayUrl, log) {
  const user = await registerUser(gatewayUrl, { isOnboarded: true });
  const { token } = user;
  log.did('registered a new user and completed their onboarding (the worker builds their plan)');
  const startedAt = Date.now();
  const firstPlan = await waitFor(
    async () => {
      const answer = await callApi(gatewayUrl, 'GET', '/workouts/plans/active', { token });
      return answer.status === 200 && answer.body?.data ? answer : null;
    },
    { timeoutMs: 15_000, intervalMs: 250 },
  );
  const planName = firstPlan?.body?.data?.planName ?? firstPlan?.body?.data?.plan?.planName;
  log.observed(
    firstPlan
      ? `GET /api/workouts/plans/active: "${planName}" ${((Date.now() - startedAt) / 1000).toFixed(1)} s after onboarding`
      : 'no active plan within 15 s of onboarding',
  );
  log.check(firstPlan, "the worker stored the new user's first plan on the running copy");

  const progressive = await callApi(gatewayUrl, 'POST', '/workouts/plans/progressive', {
    token,
    body: { requirements: progressiveRequirements },
  });
  // 202: not generated within GENERATION_WAIT_MS (a loaded machine); the plan is then polled.
  const planId = progressive.body?.data?.plan?.id ?? progressive.body?.data?.planId;
  const isReady =
    progressive.status === 201 ||
    (progressive.status === 202 &&
      (await waitFor(
        async () => {
          const answer = await callApi(gatewayUrl, 'GET', `/workouts/plans/${planId}`, { token });
          return (answer.body?.data?.plan?.status ?? answer.body?.data?.status) === 'ready';
        },
        { timeoutMs: 10_000, intervalMs: 250 },
      )));
  log.observed(
    `POST /api/workouts/plans/progressive: ${describeAnswer(progressive)}${progressive.status === 202 ? `, then ${isReady ? 'ready' : 'still not ready 10 s later'}` : ''}`,
  );
  log.check(isReady, 'a progressive plan is generated (the worker stores its outline)');

  const session = await callApi(gatewayUrl, 'POST', '/workouts/sessions', {
    token,
    body: { duration: 20 },
  });
  const achievements = await callApi(gatewayUrl, 'GET', '/progress/achievements', { token });
  const firstWorkout = achievements.body?.data?.achievements?.find(
    (/** @type {{ id?: string, name?: string }} */ achievement) =>
      /first/i.test(`${achievement.id} ${achievement.name}`),
  );
  log.observed(
    `POST /api/workouts/sessions: ${describeAnswer(session)}; GET /api/progress/achievements: ${describeAnswer(achievements)}, workout history ${achievements.body?.data?.workoutHistoryAvailable ? 'read' : 'not read'}, First Workout ${firstWorkout?.earned ? 'earned' : 'not earned'}`,
  );
  log.check(
    achievements.status === 200 &&
      achievements.body?.data?.workoutHistoryAvailable === true &&
      firstWorkout?.earned === true,
    'progress reads the workout history from the running copy (First Workout earned)',
  );

  const chat = await callApi(gatewayUrl, 'POST', '/ai/chat', {
    token,
    body: { message: 'What is my workout plan?' },
  });
  const reply = String(chat.body?.data?.message ?? chat.body?.message ?? '');
  log.observed(`POST /api/ai/chat: ${describeAnswer(chat)}: "${reply.slice(0, 160)}"`);
  log.check(
    chat.status === 200 && typeof planName === 'string' && reply.includes(planName),
    "the coach reads the user's plan from the running copy (its reply names it)",
  );
}
