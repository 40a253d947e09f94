// Scenario 2: stop every copy of the workouts service. Its API answers 503 in the spec's error
// format at once, the other services keep answering, the browser shows the workouts area's error
// state while the progress area works, and after a restart the area comes back.
import { callApi, describeAnswer, isErrorAnswer, waitForCopiesUp } from './api.mjs';
import { isShown, openSignedInPage, readAlerts, saveScreenshot } from './browser.mjs';
import { faultCopies } from './system.mjs';

/**
 * The names of a service's processes: `workouts`, `workouts-2`, …
 * @param {keyof typeof faultCopies} service
 */
function copyNames(service) {
  return Array.from({ length: faultCopies[service] ?? 1 }, (_, index) =>
    index === 0 ? service : `${service}-${index + 1}`,
  );
}

/** Scenario 2 on the workouts service (two copies). */
export const stopServiceScenario = {
  title: '2. Stop the whole workouts service (both copies)',
  run: runStopService,
};

/**
 * @param {import('./report.mjs').FaultContext} context
 * @param {import('./report.mjs').ScenarioLog} log
 */
async function runStopService(
  { supervisor, gatewayUrl, appUrl, users, browser, artifactsDir },
  log,
) {
  const [user] = users;
  const names = copyNames('workouts');
  await Promise.all(names.map((name) => supervisor.stop(supervisor.get(name))));
  log.did(`stopped ${names.join(' and ')} (SIGTERM)`);

  const plan = await callApi(gatewayUrl, 'GET', `/workouts/plans/${user.planId}`, {
    token: user.token,
  });
  const session = await callApi(gatewayUrl, 'POST', '/workouts/sessions', {
    token: user.token,
    body: { duration: 20 },
  });
  log.observed(
    `GET /api/workouts/plans/{id}: ${describeAnswer(plan)}; POST /api/workouts/sessions: ${describeAnswer(session)}`,
  );
  log.check(
    [plan, session].every(
      (answer) =>
        answer.status === 503 &&
        isErrorAnswer(answer.body, 'SERVICE_UNAVAILABLE') &&
        answer.ms < 2000,
    ),
    'the workouts API answers 503 SERVICE_UNAVAILABLE in the error format within 2 s',
  );
  const others = {
    'GET /api/auth/me': await callApi(gatewayUrl, 'GET', '/auth/me', { token: user.token }),
    'GET /api/progress/summary': await callApi(gatewayUrl, 'GET', '/progress/summary', {
      token: user.token,
    }),
    'GET /api/onboarding/status': await callApi(gatewayUrl, 'GET', '/onboarding/status', {
      token: user.token,
    }),
  };
  log.observed(
    Object.entries(others)
      .map(([call, answer]) => `${call}: ${describeAnswer(answer)}`)
      .join('; '),
  );
  log.check(
    Object.values(others).every((answer) => answer.status === 200),
    'auth, progress and onboarding keep answering 200',
  );

  const page = await openSignedInPage(browser, { appUrl, gatewayUrl }, user, '/app/dashboard');
  const dashboardError = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
  const isErrorShown = await isShown(dashboardError, 20_000);
  log.observed(
    `dashboard (workouts area) shows: ${(await readAlerts(page)).join(' | ') || 'no alert'} (${await saveScreenshot(page, artifactsDir, 'workouts-down-dashboard')})`,
  );
  log.check(isErrorShown, 'the workouts area shows its error state with Try Again');
  await page.getByRole('link', { name: 'Progress' }).first().click();
  const isProgressWorking =
    (await isShown(page.getByRole('heading', { name: 'Progress Tracking' }))) &&
    (await isShown(page.getByRole('heading', { name: 'Measurement Trends' })));
  log.observed(
    `progress area: ${isProgressWorking ? 'Progress Tracking with its analytics loaded' : `not working (${(await readAlerts(page)).join(' | ')})`}`,
  );
  log.check(isProgressWorking, 'the progress area keeps working in the same tab');
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await isShown(dashboardError, 20_000);

  await Promise.all(names.map((name) => supervisor.restart(name)));
  log.did(`started ${names.join(' and ')} again (same ports)`);
  const secondsToBack = await waitForCopiesUp(gatewayUrl, 'workouts');
  log.observed(
    secondsToBack === null
      ? 'the gateway never saw the copies up again'
      : `the gateway lists both copies up ${secondsToBack.toFixed(1)} s after the restart`,
  );
  // SWR retries a failed load by itself (with backoff): wait for that before touching anything.
  const isRecoveredAlone = await dashboardError
    .waitFor({ state: 'detached', timeout: 20_000 })
    .then(
      () => true,
      () => false,
    );
  let howRecovered = 'by itself (the area retried its load)';
  if (!isRecoveredAlone) {
    await dashboardError.getByRole('button', { name: 'Try Again' }).click();
    howRecovered = 'after one click on Try Again';
  }
  const isDashboardBack = await isShown(
    page.getByRole('heading', { name: 'Welcome back!' }),
    10_000,
  ).then(async (isHeading) => isHeading && !(await dashboardError.isVisible()));
  log.observed(
    `dashboard ${isDashboardBack ? `recovered ${howRecovered}` : `still shows: ${(await readAlerts(page)).join(' | ')}`} (${await saveScreenshot(page, artifactsDir, 'workouts-back-dashboard')})`,
  );
  log.check(
    isDashboardBack,
    'the workouts area recovers without a reload once the service is back',
  );
  await page.context().close();
}
