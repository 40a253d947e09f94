// Scenario 5: the static server of one remote (mf-progress) goes down. The shell shows that area's
// fallback card with Try again, the other areas keep working, and once the server is back Try
// again loads the area.
import { waitForHttpOk } from '../net.mjs';
import { isShown, openSignedInPage, readAlerts, saveScreenshot } from './browser.mjs';

/** Scenario 5. */
export const remoteDownScenario = {
  title: "5. A remote's server down (mf-progress)",
  run: runRemoteDown,
};

/**
 * @param {import('./report.mjs').FaultContext} context
 * @param {import('./report.mjs').ScenarioLog} log
 */
/**
 * @param {import('./report.mjs').FaultContext} context
 * @param {import('./report.mjs').ScenarioLog} log
 */
async function runRemoteDown(
  { supervisor, appUrl, gatewayUrl, users, browser, artifactsDir },
  log,
) {
  const [user] = users;
  const server = supervisor.find('mf-progress');
  if (!server) throw new Error('no mf-progress server: is mf-progress built?');
  await supervisor.stop(server);
  log.did(`stopped mf-progress's static server (SIGTERM, pid ${server.pid})`);

  const page = await openSignedInPage(browser, { appUrl, gatewayUrl }, user, '/app/progress');
  const fallback = page.getByRole('alert').filter({ hasText: /is unavailable right now/ });
  const isFallbackShown =
    (await isShown(fallback, 20_000)) &&
    (await isShown(fallback.getByRole('button', { name: 'Try again' }), 2000));
  log.observed(
    `/app/progress shows: ${(await readAlerts(page)).join(' | ') || 'no alert'} (${await saveScreenshot(page, artifactsDir, 'remote-down-progress')})`,
  );
  log.check(isFallbackShown, 'the shell shows the fallback card with Try again');

  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  const isDashboardWorking = await isShown(page.getByRole('heading', { name: 'Welcome back!' }));
  await page.getByRole('link', { name: 'AI Coach' }).first().click();
  const isCoachWorking = await isShown(page.getByRole('heading', { name: 'AI Fitness Coach' }));
  log.observed(
    `in the same tab: Dashboard ${isDashboardWorking ? 'loads' : 'fails'}, AI Coach ${isCoachWorking ? 'loads' : 'fails'}`,
  );
  log.check(isDashboardWorking && isCoachWorking, 'the other areas keep working');

  await page.getByRole('link', { name: 'Progress' }).first().click();
  await isShown(fallback, 20_000);
  const restarted = await supervisor.restart('mf-progress');
  const manifest = await (await fetch(`${appUrl}/remotes.json`)).json();
  await waitForHttpOk(manifest.mf_progress.entry, { timeoutMs: 20_000 });
  log.did(`started the mf-progress server again on its port (pid ${restarted.pid})`);
  await fallback.getByRole('button', { name: 'Try again' }).click();
  log.did('clicked Try again on the fallback card');
  const isBack = await isShown(page.getByRole('heading', { name: 'Progress Tracking' }), 20_000);
  log.observed(
    `${isBack ? 'the progress area loaded' : `still: ${(await readAlerts(page)).join(' | ')}`} (${await saveScreenshot(page, artifactsDir, 'remote-back-progress')})`,
  );
  log.check(isBack, 'Try again loads the area once its server is back');
  await page.context().close();
}
