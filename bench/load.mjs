// `npm run bench:load`: a realistic mix of user actions through the gateway on loopback, at rising
// concurrency, with one and then two copies of every service and the worker.
// Starts FerretDB and Redis once; for each copy count starts every service, the worker and the
// gateway (production settings), prepares the virtual users once (each its own account: registered,
// onboarded, with an active week of workouts; the database outlives the restart), then runs each
// step: N users loop think → weighted action (sign in, dashboard, plan reads, exercise toggles,
// measurement writes and reads, a coach chat) for a warm-up and a measured window. Prints per step
// req/s, p50/p95/p99, error rate (the first errors named), p95 per action and cores per process;
// then the one vs two copies comparison, the busiest service and PASS/MISS against the goals. With
// --copy-cpu each service and worker copy runs under a CPU quota (a container's CPU limit). A MISS
// or an error answer does not fail the run; a setup failure exits 1. Method: bench/README.md.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createBenchRun } from './lib/bench-run.mjs';
import { createCpuLimits } from './lib/cpu-limit.mjs';
import {
  formatActionTable,
  formatComparison,
  formatCpuTable,
  formatStepTable,
  goalLines,
  serviceOfProcess,
} from './lib/load-report.mjs';
import { formatProfile, profileActions } from './lib/load-profile.mjs';
import { runStep } from './lib/load-steps.mjs';
import { prepareUser } from './lib/load-users.mjs';
import { provideInfrastructure } from '@repwise/tooling/embedded-infra';
import { step } from '@repwise/tooling/run-command';
import { generateTestSecrets } from '@repwise/tooling/secrets';
import { serviceDefinitions, startStack, workerDefinitions } from '@repwise/tooling/stack';

const usage = `Usage: npm run bench:load -- [--steps 10,25,50,100] [--step-seconds 20] [--warmup-seconds 5]
                               [--stack-warmup-seconds 20] [--think-ms 500-2000] [--copies-only 1|2]
                               [--two-copies-of SERVICE] [--copy-cpu CORES] [--profile]

  --steps LIST          concurrent users per step, rising (default 10,25,50,100)
  --step-seconds N      measured seconds per step (default 20)
  --warmup-seconds N    unmeasured seconds at the start of each step (default 5)
  --stack-warmup-seconds N
                        unmeasured seconds of the whole mix with every user, once the stack with
                        a copy count is up, before its steps (default 20)
  --think-ms MIN-MAX    a user's pause between actions, uniform (default 500-2000)
  --profile             first, with one copy, CPU ms per call of each action and process
                        (calls one at a time)
  --copies-only 1|2     run only with one copy of each service, or only with two
                        (default: both, then the comparison)
  --two-copies-of NAME  the second run has two copies of this service or worker only, one of
                        the rest (default: two of each)
  --copy-cpu CORES      run each copy of every service and the worker under a CPU quota of
                        CORES (0.05-2), as a container with a CPU limit: one copy's capacity
                        becomes the limit, not the machine's (needs a writable cgroup cpu
                        controller, e.g. root on Linux; the gateway, database and Redis stay free)`;

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

/** The command line's options as parseArgs reads them. */
function parseCommandLine() {
  return parseArgs({
    options: {
      steps: { type: 'string', default: '10,25,50,100' },
      'step-seconds': { type: 'string', default: '20' },
      'warmup-seconds': { type: 'string', default: '5' },
      'stack-warmup-seconds': { type: 'string', default: '20' },
      'think-ms': { type: 'string', default: '500-2000' },
      profile: { type: 'boolean', default: false },
      'copies-only': { type: 'string' },
      'copy-cpu': { type: 'string' },
      'two-copies-of': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }).values;
}

function readOptions() {
  /** @type {ReturnType<typeof parseCommandLine>} */
  let values;
  try {
    values = parseCommandLine();
  } catch (error) {
    fail(/** @type {Error} */ (error).message);
  }
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const steps = values.steps.split(',').map((item) => Number(item.trim()));
  if (steps.some((users) => !Number.isInteger(users) || users < 1 || users > 1000))
    fail('--steps must list user counts from 1 to 1000, e.g. 10,25,50,100');
  /**
   * @param {'step-seconds' | 'warmup-seconds' | 'stack-warmup-seconds'} name
   * @param {number} min
   */
  const seconds = (name, min) => {
    const value = Number(values[name]);
    if (!Number.isFinite(value) || value < min) fail(`--${name} must be a number ≥ ${min}`);
    return value;
  };
  const think = /^(\d+)-(\d+)$/.exec(values['think-ms'].trim());
  if (!think || Number(think[1]) > Number(think[2]))
    fail('--think-ms must be MIN-MAX in milliseconds, e.g. 500-2000');
  const copiesOnly = values['copies-only'];
  if (copiesOnly !== undefined && copiesOnly !== '1' && copiesOnly !== '2')
    fail('--copies-only must be 1 or 2');
  const copyCpu = values['copy-cpu'] === undefined ? null : Number(values['copy-cpu']);
  if (copyCpu !== null && !(copyCpu >= 0.05 && copyCpu <= 2))
    fail('--copy-cpu must be a number of cores from 0.05 to 2, e.g. 0.25');
  const twoCopiesOf = values['two-copies-of'] ?? null;
  if (twoCopiesOf !== null && !serviceNames.includes(twoCopiesOf))
    fail(`--two-copies-of must name a service or the worker: ${serviceNames.join(', ')}`);
  return {
    steps,
    stepSeconds: seconds('step-seconds', 1),
    warmupSeconds: seconds('warmup-seconds', 0),
    stackWarmupSeconds: seconds('stack-warmup-seconds', 0),
    thinkMs: /** @type {[number, number]} */ ([Number(think[1]), Number(think[2])]),
    copyCounts: copiesOnly ? [Number(copiesOnly)] : [1, 2],
    profile: values.profile,
    copyCpu,
    twoCopiesOf,
  };
}

const serviceNames = [...serviceDefinitions, ...workerDefinitions].map((entry) => entry.name);
const infraNames = new Set(['ferretdb', 'redis']);

/** @typedef {import('./lib/load-users.mjs').LoadUser} LoadUser */
/** @typedef {ReturnType<typeof readOptions>} Options */
/**
 * What both runs share: the run, the database and Redis, the secrets, the users (prepared on the
 * first run), the action profile (if asked for) and the per-copy CPU limits (if asked for).
 * @typedef {{
 *   run: ReturnType<typeof createBenchRun>,
 *   infra: Awaited<ReturnType<typeof provideInfrastructure>>,
 *   secrets: ReturnType<typeof generateTestSecrets>,
 *   users: LoadUser[] | null,
 *   profile: import('./lib/load-profile.mjs').ProfileRow[] | null,
 *   cpuLimits: ReturnType<typeof createCpuLimits> | null,
 * }} RunContext
 */

/**
 * Prepares `count` users, a few at a time (each onboarding has the worker build a plan).
 * @param {string} gatewayUrl
 * @param {number} count
 */
async function prepareUsers(gatewayUrl, count) {
  /** @type {LoadUser[]} */
  const users = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(6, count) }, async () => {
      while (next < count) {
        const index = next++;
        users[index] = await prepareUser(gatewayUrl, index);
      }
    }),
  );
  return users;
}

/**
 * Stops the services, workers, gateway and front ends, keeping the database and Redis.
 * @param {import('@repwise/tooling/supervisor').Supervisor} supervisor
 */
async function stopStack(supervisor) {
  const stackChildren = supervisor.children.filter((child) => !infraNames.has(child.name));
  for (const child of stackChildren.reverse()) {
    // Marked so that the supervisor does not read the exit as a crash.
    child.isBeingRestarted = true;
    await supervisor.stop(child);
  }
  supervisor.children = supervisor.children.filter((child) => infraNames.has(child.name));
}

/**
 * What a run with `copyCount` copies starts, for headings.
 * @param {number} copyCount
 * @param {Options} options
 */
function describeCopies(copyCount, options) {
  if (copyCount === 1) return '1 copy of each service';
  return options.twoCopiesOf
    ? `2 copies of ${options.twoCopiesOf}, 1 of each other service`
    : '2 copies of each service';
}

/**
 * @param {number} copyCount
 * @param {Options} options
 * @param {RunContext} context
 */
async function runWithCopies(copyCount, options, context) {
  const { run, infra, secrets, cpuLimits } = context;
  step(`Starting the gateway and the services: ${describeCopies(copyCount, options)}`);
  const stack = await startStack({
    supervisor: run.supervisor,
    ...infra,
    secrets,
    nodeEnv: 'production',
    logLevel: 'warn',
    gatewayPort: 0,
    shellPort: 0,
    copies: Object.fromEntries(
      serviceNames.map((name) => [
        name,
        options.twoCopiesOf && name !== options.twoCopiesOf ? 1 : copyCount,
      ]),
    ),
    // Up to 15 Node processes starting at once on a busy 2-core machine can take minutes.
    healthTimeoutMs: 240_000,
    extraEnv: {
      // Every virtual user comes from 127.0.0.1: per-IP limits would throttle them as one client.
      RATE_LIMIT_LOGIN_PER_IP: '1000000',
      RATE_LIMIT_REGISTER_PER_IP: '1000000',
      // A virtual user signs in far more often than a real one over the whole run.
      RATE_LIMIT_LOGIN_PER_ACCOUNT: '100000',
      // The longest the auth service allows: tokens from the preparation stay valid through both
      // runs of the default configuration (about 10 minutes).
      ACCESS_TOKEN_TTL_SECONDS: '3600',
      // The coach's built-in engine only: the benchmark stays on loopback.
      COACH_LLM_URL: '',
    },
  });
  if (cpuLimits) {
    step(`Limiting each copy of every service and the worker to ${cpuLimits.description}`);
    for (const child of run.supervisor.children) {
      if (serviceOfProcess(child.name, serviceNames)) cpuLimits.confine(child.name, child.pid);
    }
  }
  if (!context.users) {
    const count = Math.max(...options.steps);
    step(`Preparing ${count} users (registered, onboarded, with an active week)`);
    context.users = await prepareUsers(stack.gatewayUrl, count);
  }
  const { users: preparedUsers } = context;
  const processes = () =>
    run.supervisor.children
      .filter((child) => !child.hasExited)
      .map((child) => ({ name: child.name, pid: child.pid }));
  if (options.profile && !context.profile) {
    step(
      `${copyCount} cop${copyCount === 1 ? 'y' : 'ies'}: CPU per call of each action, one call at a time`,
    );
    context.profile = await profileActions({
      gatewayUrl: stack.gatewayUrl,
      users: preparedUsers,
      processes: processes(),
    });
    console.log(formatProfile(context.profile));
  }
  if (options.stackWarmupSeconds > 0) {
    // Fresh processes compile their code and fill their caches first; without this, the copy count
    // started second (no preparation or profile ran on it) would be measured cold.
    step(
      `${copyCount} cop${copyCount === 1 ? 'y' : 'ies'}: warm-up, ${preparedUsers.length} users for ${options.stackWarmupSeconds} s (not measured)`,
    );
    await runStep({
      gatewayUrl: stack.gatewayUrl,
      users: preparedUsers,
      seconds: 0,
      warmupSeconds: options.stackWarmupSeconds,
      thinkMs: options.thinkMs,
      processes: [],
    });
  }
  /** @type {import('./lib/load-steps.mjs').StepResult[]} */
  const results = [];
  for (const users of options.steps) {
    if (run.isStopping()) break;
    step(
      `${copyCount} cop${copyCount === 1 ? 'y' : 'ies'}: ${users} users, ${options.warmupSeconds} s warm-up + ${options.stepSeconds} s`,
    );
    const result = await runStep({
      gatewayUrl: stack.gatewayUrl,
      users: preparedUsers.slice(0, users),
      seconds: options.stepSeconds,
      warmupSeconds: options.warmupSeconds,
      thinkMs: options.thinkMs,
      processes: processes(),
    });
    console.log(
      `  ${result.requestsPerSecond.toFixed(1)} req/s, p50 ${result.p50?.toFixed(1)} ms, p95 ${result.p95?.toFixed(1)} ms, p99 ${result.p99?.toFixed(1)} ms, ${result.errors} errors`,
    );
    for (const error of result.firstErrors) console.log(`  error: ${error}`);
    results.push(result);
  }
  await stopStack(run.supervisor);
  cpuLimits?.release();
  return results;
}

/**
 * @param {number} copyCount
 * @param {import('./lib/load-steps.mjs').StepResult[]} steps
 */
function printRun(copyCount, steps) {
  const label = describeCopies(copyCount, options);
  console.log(`\n== ${label} ==\n${formatStepTable(steps)}\n\n${formatActionTable(steps)}`);
  const cpu = formatCpuTable(steps);
  if (cpu) console.log(`\n${cpu}`);
  const errors = steps.flatMap((result) =>
    result.firstErrors.map((error) => `${result.users} users: ${error}`),
  );
  if (errors.length) console.log(`\nfirst errors:\n  ${errors.slice(0, 5).join('\n  ')}`);
}

const options = readOptions();
/** @type {ReturnType<typeof createCpuLimits> | null} */
let cpuLimits = null;
const run = createBenchRun('bench-load', { beforeStop: async () => cpuLimits?.release() });
/** @type {Record<number, import('./lib/load-steps.mjs').StepResult[]>} */
const results = {};
/** @type {RunContext | null} */
let context = null;
try {
  if (options.copyCpu !== null) cpuLimits = createCpuLimits(options.copyCpu);
  step('Preparing database and Redis');
  const infra = await provideInfrastructure({
    supervisor: run.supervisor,
    dataDir: path.join(run.workDir, 'data'),
    logsDir: run.logsDir,
    persist: false,
  });
  // One set of secrets for both runs: the users' tokens stay valid across the restart.
  context = { run, infra, secrets: generateTestSecrets(), users: null, profile: null, cpuLimits };
  for (const copyCount of options.copyCounts) {
    results[copyCount] = await runWithCopies(copyCount, options, context);
  }
} catch (error) {
  console.error(`\n✖ setup failed: ${/** @type {Error} */ (error).stack ?? error}`);
  await run.shutdown(1);
}
console.log(
  `\nthink time ${options.thinkMs.join('–')} ms, ${options.warmupSeconds} s warm-up + ${options.stepSeconds} s per step; latencies of successful calls only`,
);
if (cpuLimits)
  console.log(
    `each copy of every service and the worker limited to ${cpuLimits.description}; gateway, database and Redis unlimited`,
  );
if (context?.profile)
  console.log(
    `\n== CPU per call (one call at a time, 1 copy) ==\n${formatProfile(context.profile)}`,
  );
for (const copyCount of options.copyCounts) printRun(copyCount, results[copyCount]);
const lines = options.copyCounts.flatMap((copyCount) =>
  goalLines(copyCount === 1 ? '1 copy  ' : '2 copies', results[copyCount], {
    copyCpu: options.copyCpu,
  }),
);
if (results[1] && results[2]) {
  const comparison = formatComparison(results[1], results[2], serviceNames, {
    copyCpu: options.copyCpu,
    twoCopiesOf: options.twoCopiesOf,
  });
  console.log(
    `\n== ${describeCopies(1, options)} vs ${describeCopies(2, options)} ==\n${comparison.table}`,
  );
  lines.push(...comparison.lines);
}
console.log(`\n${lines.join('\n')}`);
await run.shutdown(0);
