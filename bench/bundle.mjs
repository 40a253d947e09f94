// `npm run bench:bundle`: loads `/`, `/auth` (signed out) and `/app/dashboard` (signed in, onboarded)
// in Chromium, each in a fresh context with the cache disabled, and prints the JavaScript each
// transfers (gzipped over the wire and uncompressed), how much of it came from remotes, and first
// contentful paint, as medians of a few runs; then PASS/MISS against the goals. A MISS does not
// fail the run; an error does. Method and figures: bench/README.md.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createBenchRun, postJson } from './lib/bench-run.mjs';
import { measurePage } from './lib/browser-metrics.mjs';
import { launchBrowser } from '@repwise/tooling/chromium';
import { completedOnboarding } from '@repwise/tooling/completed-onboarding';
import { checkGoals, combineRuns, formatBundleTable, kb } from './lib/bundle-report.mjs';
import { provideInfrastructure } from '@repwise/tooling/embedded-infra';
import { repoRoot } from '@repwise/tooling/paths';
import { run, step } from '@repwise/tooling/run-command';
import { generateTestSecrets } from '@repwise/tooling/secrets';
import { startStack, Supervisor } from '@repwise/tooling/stack';

const usage = `Usage: npm run bench:bundle -- [--runs 3] [--no-build] [--list]

  --runs N      loads of every page; the table shows medians (default 3)
  --no-build    skip \`turbo run build\` and measure the dist/ folders as they are
  --list        also print every JavaScript file each page fetched (first run)`;

function readOptions() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      'no-build': { type: 'boolean', default: false },
      list: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) {
    console.error(`--runs must be an integer ≥ 1\n\n${usage}`);
    process.exit(2);
  }
  return { runs, build: !values['no-build'], list: values.list };
}

/** The pages measured: what each must show before it counts as loaded, and who is signed in. */
const pages = [
  { path: '/', readySelector: 'h1', signedIn: false },
  { path: '/auth', readySelector: 'input[type="email"]', signedIn: false },
  {
    path: '/app/dashboard',
    readySelector: '[data-remote="mf_workouts"]:not([hidden])',
    signedIn: true,
  },
];

const options = readOptions();
/** @type {import('playwright-core').Browser | null} */
let browser = null;
const { workDir, logsDir, supervisor, shutdown, isStopping } = createBenchRun('bench-bundle', {
  beforeStop: async () => {
    await browser?.close().catch(() => undefined);
  },
});

/**
 * Registers a user and completes their onboarding, as e2e's createUser does.
 * @param {string} gatewayUrl
 */
async function createOnboardedUser(gatewayUrl) {
  const credentials = { email: `bench-${randomUUID()}@example.com`, password: 'Train4Life!' };
  const registered = await postJson(`${gatewayUrl}/api/auth/register`, {
    firstName: 'Bench',
    lastName: 'Mark',
    ...credentials,
  });
  await postJson(`${gatewayUrl}/api/onboarding/complete`, completedOnboarding, {
    authorization: `Bearer ${registered.data.accessToken}`,
  });
  return credentials;
}

/**
 * A new session per browser context (a refresh-token family each, as two devices would have).
 * @param {string} gatewayUrl
 * @param {{ email: string, password: string }} credentials
 * @returns {Promise<import('@repwise/contracts/auth').AuthSession>}
 */
async function signIn(gatewayUrl, credentials) {
  return (await postJson(`${gatewayUrl}/api/auth/login`, credentials)).data;
}

/**
 * Origin → remote name, from the runtime manifest the shell serves.
 * @param {string} appUrl
 */
async function readRemoteOrigins(appUrl) {
  /** @type {Record<string, { entry: string }>} */
  const manifest = await (await fetch(`${appUrl}/remotes.json`)).json();
  return new Map(
    Object.entries(manifest).map(([name, remote]) => [new URL(remote.entry).origin, name]),
  );
}

/** @param {import('./lib/browser-metrics.mjs').PageFigures & { appOrigin: string }} result */
function printScripts(result) {
  console.log(`\n  ${result.path}: ${result.jsRequests} scripts`);
  for (const script of [...result.scripts].sort((a, b) => b.wireBytes - a.wireBytes)) {
    const name = script.url.replace(/^https?:\/\/[^/]+/, '');
    console.log(
      `    ${kb(script.wireBytes).toFixed(1).padStart(7)} KB  ${kb(script.bodyBytes).toFixed(1).padStart(7)} KB raw  ${script.encoding.padEnd(8)} ${script.origin === result.appOrigin ? '' : `${script.origin} `}${name}`,
    );
  }
  for (const failure of result.failed) console.log(`    failed: ${failure}`);
}

try {
  if (options.build) {
    step('Building (turbo run build; cached when nothing changed)');
    const code = await run('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], {
      cwd: repoRoot,
    });
    if (code !== 0) throw new Error(`turbo run build exited with ${code}`);
  }

  step('Starting database, Redis, services, gateway and front ends');
  const infra = await provideInfrastructure({
    supervisor,
    dataDir: path.join(workDir, 'data'),
    logsDir,
    persist: false,
  });
  const stack = await startStack({
    supervisor,
    ...infra,
    secrets: generateTestSecrets(),
    nodeEnv: 'production',
    logLevel: 'warn',
    gatewayPort: 0,
    shellPort: 0,
    extraEnv: { RATE_LIMIT_LOGIN_PER_ACCOUNT: '1000', RATE_LIMIT_LOGIN_PER_IP: '1000' },
  });
  if (stack.appUrl === stack.gatewayUrl) throw new Error('shell/dist is missing: build first.');
  const remoteOrigins = await readRemoteOrigins(stack.appUrl);
  const credentials = await createOnboardedUser(stack.gatewayUrl);

  browser = await launchBrowser();
  step(
    `Loading ${pages.map((page) => page.path).join(', ')} ${options.runs} time(s) each, fresh context, cache disabled`,
  );
  /** @type {Map<string, import('./lib/browser-metrics.mjs').PageFigures[]>} */
  const runsByPath = new Map(pages.map((page) => [page.path, []]));
  for (let runIndex = 1; runIndex <= options.runs; runIndex += 1) {
    for (const page of pages) {
      const result = await measurePage({
        browser,
        appUrl: stack.appUrl,
        path: page.path,
        session: page.signedIn ? await signIn(stack.gatewayUrl, credentials) : null,
        readySelector: page.readySelector,
        remoteOrigins,
      });
      runsByPath.get(page.path)?.push(result);
      console.log(
        `  run ${runIndex} ${page.path.padEnd(15)} ${kb(result.jsWireBytes).toFixed(1).padStart(6)} KB gzip JS  ${kb(result.jsBodyBytes).toFixed(1).padStart(6)} KB raw  ${String(result.jsRequests).padStart(3)} scripts (${result.remoteJsRequests} from remotes)  FCP ${result.firstContentfulPaintMs?.toFixed(0) ?? 'n/a'} ms`,
      );
      if (options.list && runIndex === 1)
        printScripts({ ...result, appOrigin: new URL(stack.appUrl).origin });
    }
  }

  const rows = pages.map((page) => combineRuns(page.path, runsByPath.get(page.path) ?? []));
  const cpus = os.cpus();
  console.log(
    `\n${cpus.length} × ${cpus[0]?.model ?? 'CPU'}; Node ${process.version}; ${browser.version()}`,
  );
  console.log(
    `${options.runs === 1 ? '1 run' : `median of ${options.runs} runs`} per page; KB = 1000 bytes; JS gzip = encoded body bytes over the wire\n`,
  );
  console.log(formatBundleTable(rows));
  console.log('');
  for (const line of checkGoals(rows)) console.log(line);
  await shutdown(0);
} catch (error) {
  if (!isStopping()) {
    console.error(`\n✖ Benchmark failed: ${error instanceof Error ? error.message : error}`);
    for (const child of supervisor.children) {
      if (child.hasExited) console.error(`--- ${child.name} ---\n${Supervisor.tail(child)}`);
    }
    await shutdown(1);
  }
}
