// `npm run bench:plans`: the workout plan engine and plan generation end to end.
// Part 1 times the pure engine (packages/domain/src/workouts) in this process: a 4-week outline and
// a week plan (with the real 205-exercise catalogue) for 200 varied inputs, medians and p95.
// Part 2 starts FerretDB, Redis, every service, the worker and the gateway, registers N users and
// has them all POST /api/workouts/plans/progressive at once, again and again, through the gateway,
// the workouts service, BullMQ and the worker; latency counts until the outline is stored (a 202
// is followed by polling its job). CPU time per plan is read from /proc for every process of the
// run (services, worker, gateway, FerretDB, Redis, this client) over the measured part only.
// `--cpu-prof DIR` makes every service, the worker and the gateway write a V8 CPU profile of the
// measured part there when they stop (bench/lib/cpu-profile.mjs).
// Method and figures: bench/README.md.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';
import { createBenchRun, postJson } from './lib/bench-run.mjs';
import { startCpuWindow } from './lib/cpu.mjs';
import { splitByJobTimes } from './lib/job-timeline.mjs';
import { buildVariedRequirements, requestPlan } from './lib/plan-requests.mjs';
import { formatCpuTable } from './lib/report.mjs';
import { provideInfrastructure } from '@repwise/tooling/embedded-infra';
import { step } from '@repwise/tooling/run-command';
import { generateTestSecrets } from '@repwise/tooling/secrets';
import { startStack } from '@repwise/tooling/stack';

const usage = `Usage: npm run bench:plans -- [--inputs 200] [--users 20] [--requests 10] [--engine-only]
                                [--cpu-prof DIR]

  --inputs N      varied inputs timed in the engine part (default 200)
  --users N       concurrent users in the end-to-end part (default 20)
  --requests N    plans each user requests, one after the other (default 10)
  --engine-only   skip the end-to-end part
  --cpu-prof DIR  every service, the worker and the gateway write a .cpuprofile of the measured
                  part into DIR when they stop`;

function readOptions() {
  const { values } = parseArgs({
    options: {
      inputs: { type: 'string', default: '200' },
      users: { type: 'string', default: '20' },
      requests: { type: 'string', default: '10' },
      'engine-only': { type: 'boolean', default: false },
      'cpu-prof': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  /** @param {'inputs' | 'users' | 'requests'} name */
  const number = (name) => {
    const value = Number(values[name]);
    if (!Number.isInteger(value) || value < 1) {
      console.error(`--${name} must be an integer ≥ 1\n\n${usage}`);
      process.exit(2);
    }
    return value;
  };
  return {
    inputs: number('inputs'),
    users: number('users'),
    requests: number('requests'),
    isEngineOnly: values['engine-only'],
    cpuProfileDir: values['cpu-prof'] ? path.resolve(values['cpu-prof']) : null,
  };
}

/**
 * @param {readonly number[]} sorted ascending
 * @param {number} fraction
 */
function percentile(sorted, fraction) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

/** @param {number[]} times milliseconds */
function describeTimes(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

/** @param {number} inputCount */
async function benchEngine(inputCount) {
  register();
  const engine = await import('@repwise/domain/workouts');
  const { progressiveRequirementsSchema } = await import('@repwise/contracts/workouts');
  const { exerciseCatalogue } = await import('@repwise/workouts-service/catalogue');
  const inputs = Array.from({ length: inputCount }, (_, index) =>
    progressiveRequirementsSchema.parse(buildVariedRequirements(index)),
  );
  /**
   * @param {(typeof inputs)[number]} requirements
   * @param {number} index
   */
  const build = (requirements, index) => {
    const t0 = performance.now();
    const outline = engine.buildTrainingOutline(requirements);
    const t1 = performance.now();
    const week1 = engine.buildWeekPlan({
      requirements,
      outline,
      weekNumber: 1,
      startDate: '2026-11-16',
      catalogue: exerciseCatalogue,
      previousWeek: null,
      seed: `bench-${index}`,
    });
    const t2 = performance.now();
    engine.buildWeekPlan({
      requirements,
      outline,
      weekNumber: 2,
      startDate: '2026-11-23',
      catalogue: exerciseCatalogue,
      previousWeek: {
        progression: week1.progression,
        checkIn: {
          completionRate: (index % 11) / 10,
          difficulty: 1 + (index % 10),
          energy: 10 - (index % 10),
        },
      },
      seed: `bench-${index}`,
    });
    const t3 = performance.now();
    return { outlineMs: t1 - t0, week1Ms: t2 - t1, week2Ms: t3 - t2 };
  };
  // The first calls pay for JIT compilation; a worker process pays it once, not per job.
  inputs.slice(0, 20).forEach(build);
  const runs = inputs.map(build);
  return {
    outline: describeTimes(runs.map((run) => run.outlineMs)),
    week1: describeTimes(runs.map((run) => run.week1Ms)),
    week2: describeTimes(runs.map((run) => run.week2Ms)),
  };
}

const format = (/** @type {number} */ ms) => `${ms.toFixed(ms < 1 ? 3 : 1)} ms`;

/**
 * @param {ReturnType<typeof readOptions>} options
 * @param {ReturnType<typeof createBenchRun>} run
 */
async function benchEndToEnd({ users, requests, cpuProfileDir }, run) {
  step('Preparing database and Redis');
  const infra = await provideInfrastructure({
    supervisor: run.supervisor,
    dataDir: path.join(run.workDir, 'data'),
    logsDir: run.logsDir,
    persist: false,
  });
  step('Starting services, worker and gateway');
  const stack = await startStack({
    supervisor: run.supervisor,
    ...infra,
    secrets: generateTestSecrets(),
    nodeEnv: 'production',
    logLevel: 'warn',
    gatewayPort: 0,
    shellPort: 0,
    // Ten Node processes starting at once on a busy 2-core machine can take minutes.
    healthTimeoutMs: 180_000,
    extraEnv: {
      RATE_LIMIT_GENERAL_PER_USER: '100000000',
      RATE_LIMIT_REGISTER_PER_IP: '100000',
      ACCESS_TOKEN_TTL_SECONDS: '3600',
      ...(cpuProfileDir
        ? {
            NODE_OPTIONS: `--import=${path.resolve(import.meta.dirname, './lib/cpu-profile.mjs')}`,
            REPWISE_CPU_PROFILE_DIR: cpuProfileDir,
          }
        : {}),
    },
  });
  step(`Registering ${users} users`);
  /** @type {string[]} */
  const tokens = [];
  for (let index = 0; index < users; index += 1) {
    const answer = await postJson(`${stack.gatewayUrl}/api/auth/register`, {
      firstName: 'Bench',
      lastName: `User${index}`,
      email: `bench-plans-${randomUUID()}@example.com`,
      password: 'Str0ngPass!',
    });
    tokens.push(answer.data.accessToken);
  }
  step('Warming up (one plan per user)');
  await Promise.all(
    tokens.map((token, index) =>
      requestPlan(stack.gatewayUrl, token, buildVariedRequirements(index)),
    ),
  );
  step(`Measuring: ${users} users × ${requests} plans each, all users at once`);
  /** @type {Awaited<ReturnType<typeof requestPlan>>[]} */
  const results = [];
  if (cpuProfileDir) {
    // Only the Node processes that preload bench/lib/cpu-profile.mjs: SIGUSR2 starts their profiler.
    const gateway = run.supervisor.children.find((child) => child.name === 'gateway');
    for (const pid of [...Object.values(stack.processPids), gateway?.pid]) {
      if (pid) process.kill(pid, 'SIGUSR2');
    }
  }
  const cpu = startCpuWindow(
    run.supervisor.children.map((child) => ({ name: child.name, pid: child.pid })),
  );
  const started = performance.now();
  await Promise.all(
    tokens.map(async (token, user) => {
      for (let request = 0; request < requests; request += 1) {
        const result = await requestPlan(
          stack.gatewayUrl,
          token,
          buildVariedRequirements(user * requests + request),
        );
        results.push(result);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const usage = cpu.stop();
  const latencies = results.map((result) => result.ms);
  // BullMQ keeps each finished job a day: its times split the latencies (read after the CPU window).
  const split = await splitByJobTimes({
    redisUrl: infra.redisUrl,
    queueName: 'workout-generation',
    requests: results,
  });
  /** @param {'untilQueuedMs' | 'queuedMs' | 'afterPickupMs'} name */
  const describeSegment = (name) => describeTimes(split.map((parts) => parts[name]));
  return {
    breakdown: {
      untilQueued: describeSegment('untilQueuedMs'),
      queued: describeSegment('queuedMs'),
      afterPickup: describeSegment('afterPickupMs'),
    },
    cpu: usage && {
      otherCores: usage.otherCores,
      cpuMsPerRequest: Object.fromEntries(
        Object.entries(usage.byProcess).map(([name, cpuSeconds]) => [
          // The load generator here is this script's own fetch client.
          name === 'autocannon' ? 'client' : name,
          (cpuSeconds * 1000) / latencies.length,
        ]),
      ),
    },
    ...describeTimes(latencies),
    count: latencies.length,
    polled: results.filter((result) => result.isPolled).length,
    jobsPerSecond: latencies.length / seconds,
  };
}

const options = readOptions();
const run = createBenchRun('bench-plans');
try {
  step(`Engine: outline and week plans for ${options.inputs} varied inputs`);
  const engine = await benchEngine(options.inputs);
  console.log(
    `\n| engine step (${options.inputs} inputs) | median | p95 | max |\n| --- | --- | --- | --- |`,
  );
  for (const [name, times] of /** @type {[string, ReturnType<typeof describeTimes>][]} */ ([
    ['4-week outline', engine.outline],
    ['week 1 plan', engine.week1],
    ['week 2 plan (after a check-in)', engine.week2],
  ])) {
    console.log(`| ${name} | ${format(times.p50)} | ${format(times.p95)} | ${format(times.max)} |`);
  }
  if (!options.isEngineOnly) {
    const e2e = await benchEndToEnd(options, run);
    console.log(
      `\n| POST /api/workouts/plans/progressive | ${options.users} users |\n| --- | --- |`,
    );
    console.log(`| plans generated | ${e2e.count} (${e2e.polled} answered 202 and were polled) |`);
    console.log(
      `| p50 | ${format(e2e.p50)} |\n| p95 | ${format(e2e.p95)} |\n| max | ${format(e2e.max)} |`,
    );
    console.log(`| throughput | ${e2e.jobsPerSecond.toFixed(1)} jobs/s |`);
    console.log('\n| where the time goes (BullMQ job times) | p50 | p95 |\n| --- | --- | --- |');
    for (const [name, times] of /** @type {[string, ReturnType<typeof describeTimes>][]} */ ([
      ['sent → job queued (gateway, service)', e2e.breakdown.untilQueued],
      ['queued → picked up by the worker', e2e.breakdown.queued],
      ['picked up → answer received', e2e.breakdown.afterPickup],
    ])) {
      console.log(`| ${name} | ${format(times.p50)} | ${format(times.p95)} |`);
    }
    if (e2e.cpu) {
      console.log(`\n${formatCpuTable([{ name: 'per plan', result: e2e.cpu }])}`);
      console.log(
        `other processes on the machine meanwhile: ${e2e.cpu.otherCores.toFixed(2)} cores (noise)`,
      );
    }
  }
  await run.shutdown(0);
} catch (error) {
  console.error(error);
  await run.shutdown(1);
}
