// Open-loop load at a fixed rate: request i is due at start + i / rate, whatever happened to the
// earlier ones, and its latency counts from when it was due. Run in its own process, like
// autocannon (bench/lib/load.mjs).
//
// autocannon 8's `--overallRate` is not used for this: it gives each connection rate ÷ connections
// requests per second, all due at the start of each second, so with 50 connections every second
// begins with 50 requests at once and the target runs saturated until that second's quota is
// done; its latencies are that burst's queue. It also corrects for coordinated omission with an
// expected interval of ceil(1 ÷ per-connection rate) ms, i.e. 1 ms, adding made-up samples for
// every answer slower than 1 ms. See bench/README.md.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { startCpuWindow } from './cpu.mjs';

const thisFile = fileURLToPath(import.meta.url);
/** An answer later than this counts as a timeout (and is not in the latencies). */
const timeoutMs = 10_000;

/**
 * One fixed-rate run: offered and achieved rate, latencies in ms (null without answers), the
 * failures, the load generator's worst lag behind the schedule, and the CPU used meanwhile.
 * @typedef {{
 *   offeredRate: number,
 *   achievedRate: number,
 *   requestsPerSecond: number,
 *   durationSeconds: number,
 *   totalRequests: number,
 *   p50: number | null,
 *   p90: number | null,
 *   p99: number | null,
 *   maxSendLagMs: number | null,
 *   non2xx: number,
 *   errors: number,
 *   timeouts: number,
 *   cpu: import('./cpu.mjs').CpuUse | null,
 * }} PacedResult
 */

/** @type {import('node:child_process').ChildProcess | null} */
let running = null;

/** Stops a paced run in progress (on Ctrl-C). */
export function stopPaced() {
  running?.kill('SIGKILL');
}

/**
 * @param {Float64Array} sorted
 * @param {number} fraction
 */
function percentile(sorted, fraction) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

/**
 * Offers `rate` GET requests per second to `url` for `seconds` over at most `connections`
 * keep-alive connections (opened before the clock starts), and resolves with the offered and
 * achieved rate, p50/p90/p99 latency in ms (0.01 ms resolution, from each request's due time to
 * the end of its answer, 2xx only), the failures, and the CPU used by `processes` meanwhile.
 * Achieved rate = answers ÷ (time from the first due request to the last answer): below the
 * offered rate when the target (or the load generator) fell behind.
 * @param {{
 *   url: string,
 *   connections: number,
 *   rate: number,
 *   seconds: number,
 *   headers?: Record<string, string>,
 *   processes?: { name: string, pid?: number }[],
 * }} options
 * @returns {Promise<PacedResult>}
 */
export function runPaced({ url, connections, rate, seconds, headers = {}, processes = [] }) {
  const spec = JSON.stringify({ url, connections, rate, seconds, headers });
  return new Promise((resolve, reject) => {
    const cpuWindow = startCpuWindow(processes);
    const child = spawn(process.execPath, [thisFile, spec], { stdio: ['ignore', 'pipe', 'pipe'] });
    running = child;
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      running = null;
      const cpu = cpuWindow.stop();
      if (cpu) {
        // cpu.mjs names the rest of this process tree after autocannon; here it is this load.
        cpu.byProcess['load gen'] = cpu.byProcess.autocannon;
        delete cpu.byProcess.autocannon;
      }
      if (code !== 0) {
        reject(new Error(`paced load exited with ${signal ?? code}:\n${stderr}${stdout}`));
        return;
      }
      try {
        resolve({ ...JSON.parse(stdout.trim().split('\n').at(-1) ?? ''), cpu });
      } catch (error) {
        reject(
          new Error(
            `Could not read the paced load's JSON (${/** @type {Error} */ (error).message}):\n${stdout}`,
          ),
        );
      }
    });
  });
}

/**
 * The child's side: prime the connections, then send on schedule and report.
 * @param {{ url: string, connections: number, rate: number, seconds: number, headers: Record<string, string> }} spec
 */
async function main({ url, connections, rate, seconds, headers }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections, scheduling: 'fifo' });
  /** @type {{ latencies: number[], non2xx: number, errors: number, timeouts: number, lastAnswerAt: number }} */
  const outcome = { latencies: [], non2xx: 0, errors: 0, timeouts: 0, lastAnswerAt: 0 };
  /** @param {number | null} dueAt */
  const send = (dueAt) =>
    new /** @type {typeof Promise<void>} */ (Promise)((done) => {
      const request = http.get(url, { agent, headers }, (response) => {
        response.resume();
        response.on('end', () => {
          const now = performance.now();
          if (dueAt !== null) {
            outcome.lastAnswerAt = Math.max(outcome.lastAnswerAt, now);
            const status = response.statusCode ?? 0;
            if (status >= 200 && status < 300) {
              outcome.latencies.push(now - dueAt);
            } else {
              outcome.non2xx += 1;
            }
          }
          done();
        });
      });
      request.setTimeout(timeoutMs, () => {
        if (dueAt !== null) outcome.timeouts += 1;
        request.destroy(new Error('timeout'));
      });
      request.on('error', (error) => {
        if (dueAt !== null && error.message !== 'timeout') outcome.errors += 1;
        done();
      });
    });

  // Open every connection first (not measured), then let the queue this leaves drain.
  await Promise.all(Array.from({ length: connections }, () => send(null)));
  await new Promise((resume) => setTimeout(resume, 200));

  const total = Math.max(1, Math.round(rate * seconds));
  const intervalMs = 1000 / rate;
  const startedAt = performance.now();
  /** @type {Promise<void>[]} */
  const pending = [];
  let sent = 0;
  let maxLagMs = 0;
  await new /** @type {typeof Promise<void>} */ (Promise)((finish) => {
    const tick = () => {
      const now = performance.now();
      while (sent < total && startedAt + sent * intervalMs <= now) {
        const dueAt = startedAt + sent * intervalMs;
        maxLagMs = Math.max(maxLagMs, now - dueAt);
        pending.push(send(dueAt));
        sent += 1;
      }
      if (sent < total) setTimeout(tick, Math.max(0, startedAt + sent * intervalMs - now - 1));
      else finish();
    };
    tick();
  });
  await Promise.all(pending);
  agent.destroy();

  const sorted = Float64Array.from(outcome.latencies).sort();
  const elapsedSeconds = (outcome.lastAnswerAt - startedAt) / 1000;
  const round2 = (/** @type {number | null} */ value) =>
    value === null ? null : Math.round(value * 100) / 100;
  process.stdout.write(
    `${JSON.stringify({
      offeredRate: rate,
      achievedRate: elapsedSeconds > 0 ? sorted.length / elapsedSeconds : 0,
      requestsPerSecond: elapsedSeconds > 0 ? sorted.length / elapsedSeconds : 0,
      durationSeconds: Math.round(elapsedSeconds * 100) / 100,
      totalRequests: total,
      p50: round2(percentile(sorted, 0.5)),
      p90: round2(percentile(sorted, 0.9)),
      p99: round2(percentile(sorted, 0.99)),
      maxSendLagMs: round2(maxLagMs),
      non2xx: outcome.non2xx,
      errors: outcome.errors,
      timeouts: outcome.timeouts,
    })}\n`,
  );
}

if (process.argv[1] === thisFile) {
  main(JSON.parse(process.argv[2])).catch((error) => {
    process.stderr.write(`${error.stack ?? error}\n`);
    process.exit(1);
  });
}
