// `npm run test:faults`: fault-tolerance scenarios against the whole system (issue #9). Starts its
// own FerretDB and Redis (append-only file on), two copies of workouts and auth, the worker, the
// gateway and the front ends, then breaks things one at a time — a killed service copy, a stopped
// service, a worker killed mid-job, database and Redis restarts, a remote's server down, the first
// copy of a service that others call stopped — printing for each what it did, what it observed and
// PASS or FAIL. Exit code 1 when any scenario fails.
//
//   npm run test:faults                        every scenario
//   npm run test:faults -- --only 3,4          some of them (by number)
//   npm run test:faults -- --no-build          skip the turbo build (npm test has just built)
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureDependencies } from './lib/dependencies.mjs';
import { ensureChromium } from './lib/infra.mjs';
import { artifactsDir, repoRoot } from './lib/paths.mjs';
import { run, runOrThrow, step } from './lib/run-command.mjs';
import { writeJsonReport } from './lib/faults/report.mjs';
import { Supervisor } from './lib/supervisor.mjs';

const { values: options } = parseArgs({
  options: {
    only: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    'keep-logs': { type: 'boolean', default: false },
  },
});
const chosen = options.only ? new Set(options.only.split(',').map((part) => part.trim())) : null;

const workDir = mkdtempSync(path.join(os.tmpdir(), 'repwise-faults-'));
const logsDir = path.join(workDir, 'logs');
const supervisor = new Supervisor({ logsDir });
/** @type {import('playwright-core').Browser | null} */
let browser = null;
let isStopping = false;

async function stopEverything() {
  if (isStopping) return;
  isStopping = true;
  await browser
    ?.close()
    .catch((/** @type {Error} */ error) => console.error(`closing Chromium: ${error.message}`));
  await supervisor.stopAll();
}
process.on('SIGINT', () => void stopEverything().then(() => process.exit(130)));

/** @type {import('./lib/faults/report.mjs').ScenarioResult[]} */
let results = [];
let setupFailure = null;
const startedAt = Date.now();
try {
  await ensureDependencies();
  await ensureChromium();
  if (!options['no-build']) {
    step('Building what changed');
    await runOrThrow('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], {
      cwd: repoRoot,
    });
  }
  // Imported after ensureDependencies: these modules use ioredis and playwright-core.
  const { buildScenarios } = await import('./lib/faults/scenarios.mjs');
  const { runScenarios } = await import('./lib/faults/report.mjs');
  const { healSystem, prepareUsers, startFaultSystem } = await import('./lib/faults/system.mjs');
  const { launchBrowser } = await import('./lib/chromium.mjs');
  const system = await startFaultSystem({ supervisor, workDir });
  step('Registering users (each with a workout plan)');
  const users = await prepareUsers(system.gatewayUrl, 8);
  browser = await launchBrowser();
  console.log(`System ready in ${((Date.now() - startedAt) / 1000).toFixed(0)} s`);
  const scenarios = buildScenarios().filter((scenario) => !chosen || chosen.has(scenario.number));
  results = await runScenarios(
    scenarios,
    { ...system, users, browser, artifactsDir },
    {
      afterEach: () => healSystem(system),
    },
  );
} catch (error) {
  setupFailure = error instanceof Error ? (error.stack ?? error.message) : String(error);
  console.error(`\n✖ ${setupFailure}`);
} finally {
  await stopEverything();
}
// `npm test` counts each scenario as a test (a failed setup as one failed test).
if (process.env.REPWISE_TEST_REPORT_DIR) {
  const setup = setupFailure ? [{ title: 'fault system setup', isPassed: false, checks: [] }] : [];
  writeJsonReport(process.env.REPWISE_TEST_REPORT_DIR, [...results, ...setup]);
}

const failed = results.filter((result) => !result.isPassed);
if (failed.length > 0 || setupFailure || options['keep-logs']) {
  const kept = path.join(artifactsDir, 'fault-logs');
  rmSync(kept, { recursive: true, force: true });
  mkdirSync(artifactsDir, { recursive: true });
  await run('cp', ['-r', logsDir, kept]);
  console.log(`Process logs kept in ${path.relative(repoRoot, kept)}/`);
}
rmSync(workDir, { recursive: true, force: true });
const seconds = ((Date.now() - startedAt) / 1000).toFixed(0);
console.log(
  `\nfault scenarios: ${results.length - failed.length} passed, ${failed.length} failed${setupFailure ? ' (setup failed)' : ''} in ${seconds} s`,
);
for (const result of failed) console.log(`  FAIL ${result.title}`);
process.exit(failed.length > 0 || setupFailure ? 1 : 0);
