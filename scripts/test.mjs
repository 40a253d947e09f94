// `npm test`: format, lint, typecheck, unit + integration tests (real FerretDB + Redis on free ports),
// the deployment config check, end-to-end journeys against the whole system in Chromium, the
// fault-tolerance scenarios (scripts/test-faults.mjs) and the deployment rehearsal
// (scripts/deploy-rehearse.mjs: docker-compose.yml in network namespaces; skipped without root).
// Node built-ins only: this runs before dependencies are installed.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureDependencies } from './lib/dependencies.mjs';
import { provideInfrastructure } from './lib/embedded-infra.mjs';
import { ensureChromium, ensureDebianPackage } from './lib/infra.mjs';
import { artifactsDir, repoRoot } from './lib/paths.mjs';
import { run, step } from './lib/run-command.mjs';
import { findNamespaceProblem } from './lib/rehearsal/namespaces.mjs';
import { generateTestSecrets } from './lib/secrets.mjs';
import { startStack, Supervisor } from './lib/stack.mjs';

const usage = `Usage: npm test [-- --only static|unit|compose|e2e|faults|rehearse] [-- <e2e vitest arguments>]

  phases, in order: static (format, lint and typecheck), unit (unit and integration tests, the
  coach evaluation), compose (docker-compose, nginx and Kubernetes config), e2e (journeys in
  Chromium), faults (fault scenarios), rehearse (deployment rehearsal, root only)
  --only PHASE   run that phase alone`;
const ownArgs = process.argv.includes('--')
  ? process.argv.slice(0, process.argv.indexOf('--'))
  : process.argv;
if (ownArgs.includes('--help') || ownArgs.includes('-h')) {
  console.log(usage);
  process.exit(0);
}
const poseClipsDir = path.join(repoRoot, '..', 'shared', 'pose', 'clips');
const only = process.argv.includes('--only')
  ? process.argv[process.argv.indexOf('--only') + 1]
  : null;
const phases = ['static', 'unit', 'compose', 'e2e', 'faults', 'rehearse'].filter(
  (phase) => !only || phase === only,
);
// `npm test -- --only e2e -- tests/onboarding.spec.ts`: arguments after a second `--` go to the journeys' vitest.
const separator = process.argv.indexOf('--');
const e2eArgs = separator === -1 ? [] : process.argv.slice(separator + 1);
const workDir = mkdtempSync(path.join(os.tmpdir(), 'repwise-test-run-'));
const reportDir = path.join(workDir, 'reports');
mkdirSync(reportDir, { recursive: true });
const supervisor = new Supervisor({ logsDir: path.join(workDir, 'logs') });
const failures = [];
/** Where the journeys' processes start in the supervisor's list (null until the e2e phase starts them). */
/** @type {number | null} */
let e2eStackFrom = null;

/**
 * Runs one phase of the test run and records how it ended.
 * @param {string} name
 * @param {() => Promise<number>} action resolves with the phase's exit code
 */
async function phase(name, action) {
  const startedAt = Date.now();
  const code = await action().catch((/** @type {unknown} */ error) => {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  });
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  if (code === 0) console.log(`✔ ${name} (${seconds} s)`);
  else {
    console.log(`✖ ${name} failed (${seconds} s)`);
    failures.push(name);
  }
}

/**
 * Adds up the JSON reports and names every failed test (or failed file) and every test that
 * passed only on its retry, so the run's last lines say what failed even when only its tail is kept.
 */
function countTests() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  /** @type {string[]} */
  const failedNames = [];
  /** @type {string[]} */
  const flakyNames = [];
  for (const file of readdirSync(reportDir)) {
    const report = JSON.parse(readFileSync(path.join(reportDir, file), 'utf8'));
    flakyNames.push(...(report.flakyTests ?? []));
    passed += report.numPassedTests ?? 0;
    const failedTests = report.numFailedTests ?? 0;
    failed += failedTests > 0 ? failedTests : (report.numFailedTestSuites ?? 0);
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    for (const suite of report.testResults ?? []) {
      const name = String(suite.name ?? file);
      const where = path.isAbsolute(name) ? path.relative(repoRoot, name) : name;
      const failedAssertions = (suite.assertionResults ?? []).filter(
        (/** @type {{ status?: string }} */ test) => test.status === 'failed',
      );
      for (const test of failedAssertions) {
        const [why = ''] = String(test.failureMessages?.[0] ?? '').split('\n');
        failedNames.push(
          `${where} > ${test.fullName ?? test.title}${why ? `: ${why.slice(0, 200)}` : ''}`,
        );
      }
      if (suite.status === 'failed' && failedAssertions.length === 0) {
        failedNames.push(
          suite.message ? `${where}: ${String(suite.message).split('\n')[0]}` : where,
        );
      }
    }
  }
  return { passed, failed, skipped, failedNames, flakyNames };
}

/** The pose clip tests and the fake-camera journey decode ../shared/pose/clips with ffmpeg (both skip without the clips). */
async function ensurePoseClipTools() {
  if (existsSync(poseClipsDir)) await ensureDebianPackage('ffmpeg', 'ffmpeg');
}

async function stopEverything() {
  await supervisor.stopAll();
}
process.on('SIGINT', () => void stopEverything().then(() => process.exit(130)));

try {
  await ensureDependencies();
  step('Checking test infrastructure');
  const infra = await provideInfrastructure({
    supervisor,
    dataDir: path.join(workDir, 'data'),
    logsDir: path.join(workDir, 'logs'),
    persist: false,
  });
  const env = {
    ...process.env,
    MONGODB_URI: infra.mongoUri,
    REDIS_URL: infra.redisUrl,
    REPWISE_TEST_REPORT_DIR: reportDir,
    FORCE_COLOR: process.env.CI ? '0' : '1',
  };
  /**
   * @param {string[]} args
   * @param {import('node:child_process').SpawnOptions} [options]
   */
  const npx = (args, options = {}) => run('npx', args, { cwd: repoRoot, env, ...options });

  if (phases.includes('static')) {
    step('Format, lint and typecheck');
    await phase('format', () => npx(['prettier', '--check', '--log-level=warn', '.']));
    await phase('lint and typecheck', () =>
      npx(['turbo', 'run', 'lint', 'typecheck', '--output-logs=errors-only', '--concurrency=2']),
    );
  }
  if (phases.includes('unit')) {
    step('Unit and integration tests (real FerretDB and Redis)');
    await ensurePoseClipTools();
    await phase('unit and integration tests', () =>
      npx([
        'turbo',
        'run',
        'test',
        '--output-logs=new-only',
        '--concurrency=2',
        '--filter=!@repwise/e2e',
      ]),
    );
  }
  if (phases.includes('unit')) {
    step('Coach evaluation (held-out floor)');
    await phase('coach evaluation', () =>
      run(
        process.execPath,
        [path.join(repoRoot, 'scripts', 'eval-coach.mjs'), '--floor', '78', '--misses', 'none'],
        {
          cwd: repoRoot,
          env,
        },
      ),
    );
  }
  if (phases.includes('compose')) {
    step('Deployment config (docker-compose config -q)');
    await phase('docker-compose.yml', async () => {
      await ensureDebianPackage('docker-compose', 'docker-compose');
      return run('docker-compose', ['config', '-q'], {
        cwd: repoRoot,
        env: { ...env, JWT_SECRET: 'config-check-only', INTERNAL_API_TOKEN: 'config-check-only' },
      });
    });
    step("Front-end containers' nginx config (deploy/nginx, Debian nginx on loopback)");
    await phase('deploy/nginx headers', () =>
      run(process.execPath, [path.join(repoRoot, 'scripts', 'check-nginx.mjs')], {
        cwd: repoRoot,
        env,
      }),
    );
    step('Kubernetes manifests (deploy/kubernetes, kubernetes-validate --strict)');
    await phase('deploy/kubernetes', () =>
      run(process.execPath, [path.join(repoRoot, 'scripts', 'check-kubernetes.mjs')], {
        cwd: repoRoot,
        env,
      }),
    );
  }
  if (phases.includes('e2e')) {
    step('End-to-end journeys (whole system, Chromium)');
    await phase('end-to-end', async () => {
      await ensureChromium();
      await ensurePoseClipTools();
      const buildCode = await npx(['turbo', 'run', 'build', '--output-logs=errors-only']);
      if (buildCode !== 0) return buildCode;
      e2eStackFrom = supervisor.children.length;
      // The security journeys forge tokens with the run's JWT secret and read the operator summary.
      const secrets = generateTestSecrets();
      const stack = await startStack({
        supervisor,
        ...infra,
        secrets,
        nodeEnv: 'test',
        logLevel: 'warn',
        gatewayPort: 0,
        shellPort: 0,
        extraEnv: {
          // Journeys register many users from one address; the limits themselves are integration-tested.
          RATE_LIMIT_REGISTER_PER_IP: '10000',
          RATE_LIMIT_LOGIN_PER_IP: '10000',
          // The security suite sends one user ~600 calls in well under a minute.
          RATE_LIMIT_GENERAL_PER_USER: '10000',
          // Every journey's page sends web-vitals beacons from the same address.
          RATE_LIMIT_BEACONS_PER_IP: '10000',
        },
      });
      rmSync(path.join(artifactsDir, 'e2e'), { recursive: true, force: true });
      // What `npm start` writes to .data/runtime.json, for journeys that run publish-remote.
      const runtimeFile = path.join(workDir, 'runtime.json');
      const { gatewayUrl, appUrl, frontends } = stack;
      writeFileSync(runtimeFile, JSON.stringify({ gatewayUrl, appUrl, frontends }, null, 2));
      return npx(['vitest', 'run', ...e2eArgs], {
        cwd: path.join(repoRoot, 'e2e'),
        env: {
          ...env,
          REPWISE_GATEWAY_URL: stack.gatewayUrl,
          REPWISE_APP_URL: stack.appUrl,
          REPWISE_FRONTEND_PIDS: JSON.stringify(stack.frontendPids),
          REPWISE_PROCESS_PIDS: JSON.stringify(stack.processPids),
          REPWISE_TEST_JWT_SECRET: secrets.JWT_SECRET,
          REPWISE_TEST_INTERNAL_API_TOKEN: secrets.INTERNAL_API_TOKEN,
          REPWISE_TEST_ANALYTICS_OPERATOR_TOKEN: secrets.ANALYTICS_OPERATOR_TOKEN,
          REPWISE_RUNTIME_FILE: runtimeFile,
        },
      });
    });
  }
  if (phases.includes('faults')) {
    step('Fault tolerance (npm run test:faults: its own database, Redis and system)');
    await phase('fault tolerance', async () => {
      // The journeys' system is done with: its processes would only take CPU from the scenarios.
      if (e2eStackFrom !== null) {
        for (const child of supervisor.children.slice(e2eStackFrom).reverse()) {
          await supervisor.stop(child);
        }
      }
      const args = phases.includes('e2e') ? ['--no-build'] : [];
      return run(process.execPath, [path.join(repoRoot, 'scripts', 'test-faults.mjs'), ...args], {
        cwd: repoRoot,
        env,
      });
    });
  }
  if (phases.includes('rehearse')) {
    step(
      'Deployment rehearsal (npm run deploy:rehearse: docker-compose.yml in network namespaces)',
    );
    await phase('deployment rehearsal', () => {
      const problem = findNamespaceProblem();
      if (problem) {
        console.log(`Skipped: the rehearsal cannot run on this machine, ${problem}.`);
        return Promise.resolve(0);
      }
      // The journeys' and fault scenarios' processes are stopped by now; their build is reused.
      const args = phases.includes('e2e') || phases.includes('faults') ? ['--no-build'] : [];
      return run(
        process.execPath,
        [path.join(repoRoot, 'scripts', 'deploy-rehearse.mjs'), ...args],
        {
          cwd: repoRoot,
          env,
        },
      );
    });
  }
} catch (error) {
  console.error(`\n✖ ${error instanceof Error ? error.message : error}`);
  failures.push('setup');
} finally {
  await stopEverything();
}

const logsDir = path.join(workDir, 'logs');
if (failures.length && existsSync(logsDir)) {
  const kept = path.join(artifactsDir, 'test-logs');
  rmSync(kept, { recursive: true, force: true });
  mkdirSync(artifactsDir, { recursive: true });
  await run('cp', ['-r', logsDir, kept]);
  console.log(`Process logs kept in ${path.relative(repoRoot, kept)}/`);
}
const counts = countTests();
rmSync(workDir, { recursive: true, force: true });
console.log(`\n${failures.length ? `Failed: ${failures.join(', ')}` : 'All checks passed.'}`);
console.log(
  `tests: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`,
);
for (const name of counts.failedNames) console.log(`  ✖ ${name}`);
if (counts.flakyNames.length) {
  console.log(`flaky: ${counts.flakyNames.length} failed once and passed on their retry:`);
  for (const name of counts.flakyNames) console.log(`  ⚠ ${name}`);
}
process.exit(failures.length || counts.failed ? 1 : 0);
