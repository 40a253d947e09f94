// Scenario 1: SIGKILL one copy each of workouts and auth while 20 loops of real user requests run
// through the gateway. Only requests in flight on those copies may fail, and idempotent ones not
// even those (the gateway sends them again to the other copy). The copies are restarted with the
// same port and environment, and the gateway takes them back.
import {
  readCopyStates,
  readCopyUrl,
  readDroppedRequests,
  sleep,
  waitForCopiesUp,
} from './api.mjs';
import { countBy, findLostSessions, formatCounts, isFailure, now, startLoad } from './load.mjs';

const idempotentMethods = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);

/** The processes killed: one copy of each service the load reaches (both run two copies). */
const targets = [
  { service: 'workouts', copyName: 'workouts-2' },
  { service: 'auth', copyName: 'auth' },
];

/** Scenario 1. */
export const killOneCopyScenario = {
  title: `1. SIGKILL one copy each of workouts and auth under load`,
  run: runKillOneCopy,
};

/**
 * Sums the gateway's dropped-request counts over the targets (null without its metrics).
 * @param {string} gatewayUrl
 * @param {{ service: string, url: string | null }[]} copies
 */
async function readDroppedOnTargets(gatewayUrl, copies) {
  const counts = await Promise.all(
    copies.map((copy) => readDroppedRequests(gatewayUrl, copy.service, copy.url ?? '')),
  );
  return counts.reduce((sum, count) => (sum === null || count === null ? null : sum + count), 0);
}

/**
 * Kills the targets 3 s into the load, restarts them 3 s later, waits for the gateway to take them back.
 * @param {{ supervisor: import('../supervisor.mjs').Supervisor, gatewayUrl: string, load: import('./load.mjs').Load }} system
 * @param {import('./report.mjs').ScenarioLog} log
 */
async function killAndRestart({ supervisor, gatewayUrl, load }, log) {
  const names = targets.map((target) => target.copyName).join(' and ');
  await sleep(3000);
  const killedAt = now();
  for (const { copyName } of targets) process.kill(Number(supervisor.get(copyName).pid), 'SIGKILL');
  log.did(`SIGKILL ${names} with ${load.inFlight().length} requests in flight through the gateway`);
  await sleep(3000);
  const restartedAt = now();
  await Promise.all(targets.map(({ copyName }) => supervisor.restart(copyName)));
  log.did(`restarted ${names} with the same ports and environment`);
  const seconds = await Promise.all(
    targets.map(({ service }) => waitForCopiesUp(gatewayUrl, service)),
  );
  const states = await readCopyStates(gatewayUrl);
  const isEveryCopyUp = targets.every(({ service }) =>
    states[service]?.every((state) => state === 'up'),
  );
  log.observed(
    `/api/health: ${targets.map(({ service }, index) => `${service} ${states[service]?.join(', ')}${seconds[index] === null ? '' : ` (${seconds[index]?.toFixed(1)} s after the restart)`}`).join('; ')}`,
  );
  const backAt = now();
  await sleep(2000);
  return { killedAt, restartedAt, backAt, isEveryCopyUp };
}

/**
 * @param {import('./report.mjs').FaultContext} context
 * @param {import('./report.mjs').ScenarioLog} log
 */
async function runKillOneCopy({ supervisor, gatewayUrl, users }, log) {
  const copies = await Promise.all(
    targets.map(async (target) => ({
      ...target,
      url: await readCopyUrl(gatewayUrl, target.service, target.copyName),
    })),
  );
  const droppedBefore = await readDroppedOnTargets(gatewayUrl, copies);
  const load = startLoad(gatewayUrl, users, { concurrency: 20 });
  log.did(
    `started 20 loops of real requests through the gateway for ${users.length} users: ${load.operations.join(', ')}`,
  );
  let timeline;
  try {
    timeline = await killAndRestart({ supervisor, gatewayUrl, load }, log);
  } finally {
    await load.stop();
  }
  const { records } = load;
  const { killedAt, restartedAt, backAt, isEveryCopyUp } = timeline;
  const droppedAfter = await readDroppedOnTargets(gatewayUrl, copies);

  const inFlightAtKill = records.filter((r) => r.startedAt < killedAt && r.endedAt > killedAt);
  const failures = records.filter(isFailure);
  const duringOutage = records.filter((r) => r.startedAt > killedAt && r.startedAt < restartedAt);
  log.observed(
    `${records.length} requests (${formatCounts(countBy(records, (r) => r.operation))}), ${duringOutage.length} of them sent while the copies were dead`,
  );
  // The gateway's own count of requests whose connection to a killed copy dropped: those in
  // flight on it, including any sent on a pooled connection the instant before it saw the close.
  const onCopies =
    droppedBefore === null || droppedAfter === null ? null : droppedAfter - droppedBefore;
  log.observed(
    `in flight at the kill as the load saw it (all copies): ${inFlightAtKill.length}; on the killed copies per the gateway's /metrics: ${onCopies ?? 'not served'}`,
  );
  log.observed(
    `failed: ${failures.length} (${formatCounts(countBy(failures, (r) => `${r.operation} → ${r.status} ${r.code}`))})`,
  );
  const { acknowledged, lost } = await findLostSessions(gatewayUrl, records);
  log.observed(`${acknowledged} acknowledged sessions, ${lost.length} missing when read back`);

  const bound = onCopies ?? inFlightAtKill.length;
  log.check(
    failures.length <= bound,
    `failures (${failures.length}) ≤ requests in flight on the killed copies (${bound})`,
  );
  log.check(
    failures.every((r) => !idempotentMethods.has(r.method)),
    'no idempotent request failed (the gateway sent them to the other copy)',
  );
  log.check(
    failures.every((r) => r.status === 503 && r.isErrorFormat),
    'every failure is a 503 in the spec error format (no 500, no hang)',
  );
  log.check(
    isEveryCopyUp && failures.every((r) => r.startedAt < backAt),
    'the gateway took the restarted copies back and requests kept succeeding',
  );
  log.check(lost.length === 0, 'every acknowledged session is stored');
}
