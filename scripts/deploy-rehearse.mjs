// `npm run deploy:rehearse`: runs docker-compose.yml for real without a Docker engine (issue #20).
// Every service replica gets its own network namespace (a veth pair on a bridge, its own address),
// started as its image would start it with exactly the environment compose gives it; names resolve
// through dnsmasq (one A record per replica), each healthcheck runs inside its container. Then it
// checks, through the shell's nginx from client namespaces: a user's first day, per-IP limits per
// client address, and scaling workouts under load. Prints each check's figure and PASS or FAIL,
// exits 1 on a failure, and tears everything down, also on failure or Ctrl-C. Needs root.
//
//   npm run deploy:rehearse                 build what is missing, rehearse
//   npm run deploy:rehearse -- --no-build   use the front ends as built (npm test has just built)
//   npm run deploy:rehearse -- --keep-logs  keep the containers' logs in artifacts/rehearsal-logs
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureNginx } from './lib/nginx.mjs';
import { ensureDependencies } from './lib/dependencies.mjs';
import { ensureDebianPackage, ensureFerretDb, ensureRedis } from './lib/infra.mjs';
import { artifactsDir, repoRoot } from './lib/paths.mjs';
import { runOrThrow, step } from './lib/run-command.mjs';
import { generateTestSecrets } from './lib/secrets.mjs';
import {
  findNamespaceProblem,
  RehearsalNetwork,
  sweepStaleNamespaces,
} from './lib/rehearsal/namespaces.mjs';

const { values: options } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    'keep-logs': { type: 'boolean', default: false },
  },
});

const startedAt = Date.now();
const problem = findNamespaceProblem();
if (problem) {
  console.error(`✖ The deployment rehearsal cannot run here: ${problem}.`);
  process.exit(1);
}

const workDir = mkdtempSync(path.join(os.tmpdir(), 'repwise-rehearsal-'));
const network = new RehearsalNetwork();
let tornDown = null;

/** Ends every process and removes every namespace the rehearsal made (once). */
function tearDown() {
  tornDown ??= network.destroy();
  return tornDown;
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.log(`\n${signal}: tearing the rehearsal down`);
    void tearDown().then(() => {
      rmSync(workDir, { recursive: true, force: true });
      process.exit(130);
    });
  });
}

/** @type {import('./lib/faults/report.mjs').ScenarioResult[]} */
let results = [];
let setupFailure = null;
try {
  await ensureDependencies();
  step('Checking the rehearsal tools (FerretDB, Redis, nginx, dnsmasq, docker-compose)');
  await ensureFerretDb();
  await ensureRedis();
  await ensureNginx();
  // Debian's dnsmasq-base: the binary without the system service (which would take port 53).
  if (!existsSync('/usr/sbin/dnsmasq')) {
    await ensureDebianPackage('dnsmasq', 'dnsmasq-base').catch((error) => {
      // A PATH without /usr/sbin does not see it although it was installed.
      if (!existsSync('/usr/sbin/dnsmasq')) throw error;
    });
  }
  await ensureDebianPackage('docker-compose', 'docker-compose');
  if (!options['no-build']) {
    step('Building the front ends (turbo: nothing when they are built)');
    await runOrThrow('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], {
      cwd: repoRoot,
    });
  }
  const swept = await sweepStaleNamespaces();
  if (swept > 0) console.log(`Removed ${swept} namespaces left by a rehearsal that was killed.`);
  // Imported after ensureDependencies: these modules use js-yaml, sharp and the services' packages.
  const { runRehearsal } = await import('./lib/rehearsal/rehearsal.mjs');
  results = await runRehearsal({ network, workDir, secrets: generateTestSecrets() });
} catch (error) {
  setupFailure = error instanceof Error ? (error.stack ?? error.message) : String(error);
  console.error(`\n✖ ${setupFailure}`);
}

step('Tearing down');
await tearDown();
const leftovers = network.leftovers();
const isClean = leftovers.namespaces.length === 0 && leftovers.pids.length === 0;
console.log(
  isClean
    ? `  ${network.prefix}* : no namespace and no process left`
    : `  ✖ left behind: namespaces ${leftovers.namespaces.join(', ')}; pids ${leftovers.pids.join(', ')}`,
);
const failed = results.filter((result) => !result.isPassed);
const isPassed = !setupFailure && failed.length === 0 && isClean;
if (process.env.REPWISE_TEST_REPORT_DIR) {
  const { writeJsonReport } = await import('./lib/faults/report.mjs');
  const setup = setupFailure ? [{ title: 'rehearsal setup', isPassed: false, checks: [] }] : [];
  writeJsonReport(process.env.REPWISE_TEST_REPORT_DIR, [...results, ...setup], 'rehearsal.json');
}
if (!isPassed || options['keep-logs']) {
  const kept = path.join(artifactsDir, 'rehearsal-logs');
  rmSync(kept, { recursive: true, force: true });
  mkdirSync(artifactsDir, { recursive: true });
  if (existsSync(path.join(workDir, 'logs')))
    cpSync(path.join(workDir, 'logs'), kept, { recursive: true });
  console.log(`Container logs kept in ${path.relative(repoRoot, kept)}/`);
}
rmSync(workDir, { recursive: true, force: true });
const seconds = ((Date.now() - startedAt) / 1000).toFixed(0);
console.log(
  `\ndeployment rehearsal: ${results.length - failed.length} passed, ${failed.length} failed${setupFailure ? ' (setup failed)' : ''} in ${seconds} s`,
);
for (const result of failed) console.log(`  FAIL ${result.title}`);
process.exit(isPassed ? 0 : 1);
