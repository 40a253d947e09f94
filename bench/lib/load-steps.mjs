// One concurrency step of `bench:load`: N virtual users run their session loop (think, pick an
// action by weight, call it) for a warm-up, then for the measured window; answers throughput,
// latency percentiles, errors and per-action p95 over the window, and CPU per process.
import { startCpuWindow } from './cpu.mjs';
import { pickAction, runAction } from './load-users.mjs';

/** @typedef {Awaited<ReturnType<typeof runAction>>} Sample */
/** @typedef {ReturnType<typeof summarize>} StepResult */

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The value below which `fraction` of the sorted values lie (nearest rank); null for none.
 * @param {readonly number[]} sorted ascending
 * @param {number} fraction
 */
export function percentile(sorted, fraction) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

/** @param {number[]} latencies */
function describe(latencies) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
  };
}

/**
 * Runs `users` (prepared users) for `warmupSeconds` + `seconds`. Only calls started inside the
 * measured window count, each with its whole latency (the step waits for calls in flight at the
 * end). Think time is uniform in `thinkMs` [min, max]; each user starts at a random point of it so
 * that the users do not act in lockstep. Error answers and socket errors count as errors, 2xx
 * answers other than the expected one too.
 * @param {{
 *   gatewayUrl: string,
 *   users: import('./load-users.mjs').LoadUser[],
 *   seconds: number,
 *   warmupSeconds: number,
 *   thinkMs: [number, number],
 *   processes: import('./load.mjs').MeasuredProcess[],
 * }} options
 */
export async function runStep({ gatewayUrl, users, seconds, warmupSeconds, thinkMs, processes }) {
  const [thinkMin, thinkMax] = thinkMs;
  const think = () => thinkMin + Math.random() * (thinkMax - thinkMin);
  /** @type {Sample[]} */
  const samples = [];
  let isMeasuring = false;
  let isDone = false;
  const loops = users.map(async (user) => {
    await sleep(Math.random() * thinkMax);
    while (!isDone) {
      const counts = isMeasuring;
      const result = await runAction(gatewayUrl, user, pickAction());
      if (counts) samples.push(result);
      if (!isDone) await sleep(think());
    }
  });
  await sleep(warmupSeconds * 1000);
  const cpuWindow = startCpuWindow(processes);
  const started = performance.now();
  isMeasuring = true;
  await sleep(seconds * 1000);
  isMeasuring = false;
  const elapsed = (performance.now() - started) / 1000;
  const cpu = cpuWindow.stop();
  isDone = true;
  await Promise.all(loops);
  return summarize(samples, elapsed, users.length, cpu);
}

/**
 * @param {Sample[]} samples
 * @param {number} elapsedSeconds
 * @param {number} userCount
 * @param {import('./cpu.mjs').CpuUse | null} cpu
 */
function summarize(samples, elapsedSeconds, userCount, cpu) {
  const failures = samples.filter((sample) => !sample.ok);
  /** @type {Record<string, Sample[]>} */
  const byAction = {};
  for (const sample of samples) (byAction[sample.action] ??= []).push(sample);
  if (cpu) {
    // cpu.mjs names the rest of this process tree after autocannon; here it is the virtual users.
    cpu.byProcess['load gen'] = cpu.byProcess.autocannon;
    delete cpu.byProcess.autocannon;
  }
  return {
    users: userCount,
    requests: samples.length,
    requestsPerSecond: samples.length / elapsedSeconds,
    ...describe(samples.filter((sample) => sample.ok).map((sample) => sample.ms)),
    errors: failures.length,
    errorRate: samples.length ? failures.length / samples.length : 0,
    firstErrors: [...new Set(failures.map((sample) => sample.failure))].slice(0, 5),
    actions: Object.fromEntries(
      Object.entries(byAction).map(([name, list]) => [
        name,
        {
          count: list.length,
          errors: list.filter((sample) => !sample.ok).length,
          p95: describe(list.filter((sample) => sample.ok).map((sample) => sample.ms)).p95,
        },
      ]),
    ),
    // Cores used by each process over the window (CPU seconds ÷ window seconds).
    cores: cpu
      ? Object.fromEntries(
          Object.entries(cpu.byProcess).map(([name, used]) => [name, used / cpu.seconds]),
        )
      : null,
    otherCores: cpu?.otherCores ?? null,
  };
}
