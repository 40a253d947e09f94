// Drives load with autocannon in its own process, so the load generator never shares an event
// loop with this orchestrator, and reads back its JSON result.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { startCpuWindow } from './cpu.mjs';

const require = createRequire(import.meta.url);
const autocannonDir = path.dirname(require.resolve('autocannon/package.json'));
const autocannonCli = path.join(autocannonDir, 'autocannon.js');

/** The installed autocannon's version, for the report. */
export const autocannonVersion = JSON.parse(
  readFileSync(path.join(autocannonDir, 'package.json'), 'utf8'),
).version;

/**
 * One load run: req/s, p50/p99 latency in ms, the failures, and the CPU used meanwhile.
 * @typedef {{
 *   requestsPerSecond: number,
 *   durationSeconds: number,
 *   totalRequests: number,
 *   p50: number,
 *   p99: number,
 *   non2xx: number,
 *   errors: number,
 *   timeouts: number,
 *   cpu: import('./cpu.mjs').CpuUse | null,
 * }} LoadResult
 */
/** @typedef {{ name: string, pid?: number }} MeasuredProcess */

/** @type {import('node:child_process').ChildProcess | null} */
let running = null;

/** Stops a load run in progress (on Ctrl-C). */
export function stopLoad() {
  running?.kill('SIGKILL');
}

/**
 * Sends `amount` GET requests to `url` over `connections` keep-alive connections with
 * `autocannon --json` and resolves with req/s (answers ÷ elapsed), p50/p99 latency (ms, 2xx
 * answers only, autocannon's 1 ms resolution), every kind of failure it counted, and the cores
 * used meanwhile by the benchmark's processes and by everything else on the machine.
 *
 * A run ends after a request count, not a timer: each connection stops once its last answer is
 * in. autocannon's timed stop closes sockets with requests in flight, which measures the target's
 * handling of aborted requests rather than its throughput (and, at the time of writing, kills the
 * gateway; see bench/README.md). Samples every 100 ms so the run ends at most 100 ms after its
 * last answer.
 * @param {{
 *   url: string,
 *   connections: number,
 *   amount: number,
 *   headers?: Record<string, string>,
 *   processes?: MeasuredProcess[],
 * }} options
 * @returns {Promise<LoadResult>}
 */
export function runLoad({ url, connections, amount, headers = {}, processes = [] }) {
  const args = [
    autocannonCli,
    '--json',
    '--connections',
    String(connections),
    '--amount',
    String(Math.max(amount, connections)),
    '--sampleInt',
    '100',
    ...Object.entries(headers).flatMap(([name, value]) => ['--headers', `${name}=${value}`]),
    url,
  ];
  return new Promise((resolve, reject) => {
    const cpuWindow = startCpuWindow(processes);
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    running = child;
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      running = null;
      const cpu = cpuWindow.stop();
      if (code !== 0) {
        reject(new Error(`autocannon exited with ${signal ?? code}:\n${stderr}${stdout}`));
        return;
      }
      try {
        const result = JSON.parse(stdout.trim().split('\n').at(-1) ?? '');
        resolve({
          requestsPerSecond: result.requests.total / result.duration,
          durationSeconds: result.duration,
          totalRequests: result.requests.total,
          p50: result.latency.p50,
          p99: result.latency.p99,
          non2xx: result.non2xx,
          errors: result.errors,
          timeouts: result.timeouts,
          cpu,
        });
      } catch (error) {
        reject(
          new Error(
            `Could not read autocannon's JSON (${/** @type {Error} */ (error).message}):\n${stdout}`,
          ),
        );
      }
    });
  });
}

/**
 * Loads the target for about `seconds` in short runs (the first of 10 requests per connection,
 * the next sized from the rate just seen); resolves with the last run's req/s.
 * @param {{ url: string, connections: number, seconds: number, headers?: Record<string, string> }} options
 */
export async function warmUp({ url, connections, seconds, headers }) {
  let elapsed = 0;
  let rate = 0;
  do {
    const amount = rate
      ? Math.max(connections * 10, Math.round(rate * (seconds - elapsed)))
      : connections * 10;
    const run = await runLoad({ url, connections, amount, headers });
    elapsed += run.durationSeconds;
    rate = run.requestsPerSecond;
  } while (elapsed < seconds - 0.25);
  return rate;
}

/**
 * Warms the target up, then measures a run sized from the warm-up's rate to last `durationSeconds`,
 * with the CPU used by `processes` ({name, pid}) meanwhile.
 * @param {{
 *   url: string,
 *   connections: number,
 *   durationSeconds: number,
 *   warmupSeconds: number,
 *   headers?: Record<string, string>,
 *   processes?: MeasuredProcess[],
 * }} options
 */
export async function measure({
  url,
  connections,
  durationSeconds,
  warmupSeconds,
  headers,
  processes,
}) {
  const rate = await warmUp({ url, connections, seconds: warmupSeconds, headers });
  const amount = Math.round(rate * durationSeconds);
  return runLoad({ url, connections, amount, headers, processes });
}
