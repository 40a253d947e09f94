// What every benchmark script shares: a temporary folder, a supervisor whose children die with the
// script (Ctrl-C included), and a JSON POST helper for seeding through the gateway.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Supervisor } from '@repwise/tooling/stack';

/**
 * Creates the run: `workDir`/`logsDir`, the supervisor, `isStopping()`, and `shutdown(exitCode)`, which runs
 * `beforeStop` (e.g. close a browser or stop load generators), stops every child and removes the
 * folder. A child that dies unexpectedly ends the run with its log tail.
 * @param {string} name
 * @param {{ beforeStop?: () => Promise<unknown> }} [options]
 */
export function createBenchRun(name, { beforeStop = async () => undefined } = {}) {
  const workDir = mkdtempSync(path.join(os.tmpdir(), `repwise-${name}-`));
  const logsDir = path.join(workDir, 'logs');
  let isShuttingDown = false;
  const supervisor = new Supervisor({
    logsDir,
    onUnexpectedExit: (child, code, signal) => {
      console.error(`\n✖ ${child.name} stopped unexpectedly (${signal ?? `exit ${code}`}):`);
      console.error(Supervisor.tail(child));
      void shutdown(1);
    },
  });
  /** @param {number} exitCode */
  async function shutdown(exitCode) {
    if (isShuttingDown) return;
    isShuttingDown = true;
    await beforeStop();
    await supervisor.stopAll();
    rmSync(workDir, { recursive: true, force: true });
    process.exit(exitCode);
  }
  process.on('SIGINT', () => void shutdown(130));
  process.on('SIGTERM', () => void shutdown(143));
  return { workDir, logsDir, supervisor, shutdown, isStopping: () => isShuttingDown };
}

/**
 * POSTs JSON and answers the parsed body; a non-2xx answer throws with its body.
 * @param {string} url
 * @param {unknown} body
 * @param {Record<string, string>} [headers]
 */
export async function postJson(url, body, headers = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const answer = await response.json().catch(() => null);
  if (!response.ok)
    throw new Error(`POST ${url} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}
