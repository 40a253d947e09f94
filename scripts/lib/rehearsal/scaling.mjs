// Scenario 4: scaling workouts under load as `docker compose up --scale` does. A third replica
// (a new namespace and DNS record) must take traffic; then one replica is removed with SIGTERM (no
// request may fail) and another killed with SIGKILL (only requests in flight on it may fail, each
// a 503 in the error format); the gateway's /health/details lists the copies as they change.
import { randomUUID } from 'node:crypto';
import { waitFor } from '../faults/api.mjs';
import {
  countBy,
  findLostSessions,
  formatCounts,
  isFailure,
  now,
  startLoad,
} from '../faults/load.mjs';
import { sleep } from './namespaces.mjs';
import { describeCopies, readCopies, readCopyCounter } from './operator.mjs';

/** @typedef {import('./containers.mjs').Container} Container */
/** @typedef {import('./operator.mjs').Copy} Copy */
/** @typedef {import('./rehearsal.mjs').RehearsalContext} RehearsalContext */
/** @typedef {import('../faults/report.mjs').ScenarioLog} ScenarioLog */

const service = 'workouts';
/**
 * Idempotent reads and a write whose acknowledgement is checked afterwards.
 * @type {import('../faults/load.mjs').LoadOperation[]}
 */
const operations = [
  { name: 'GET plans', method: 'GET', path: () => '/workouts/plans' },
  { name: 'GET stats', method: 'GET', path: () => '/workouts/stats' },
  {
    name: 'POST session',
    method: 'POST',
    path: () => '/workouts/sessions',
    body: () => ({ name: 'Rehearsal', duration: 30, clientId: randomUUID() }),
    storedId: (answer) => answer.body?.data?.session?.id,
  },
];
const idempotentMethods = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);

/**
 * Waits until /health/details lists the workouts copies `isWanted` accepts; resolves with seconds or null.
 * @param {string} operatorUrl
 * @param {(copies: Copy[]) => boolean} isWanted
 */
async function waitForCopies(operatorUrl, isWanted, timeoutMs = 45_000) {
  const startedAt = Date.now();
  const copies = await waitFor(
    async () => {
      const listed = (await readCopies(operatorUrl))[service] ?? [];
      return isWanted(listed) ? listed : null;
    },
    { timeoutMs, intervalMs: 500 },
  );
  return copies ? { copies, seconds: (Date.now() - startedAt) / 1000 } : null;
}

/** @param {Container} container */
const copyUrl = (container) => `http://${container.address}:${container.spec.environment?.PORT}`;
/**
 * @param {Copy[]} copies
 * @param {Container} container
 */
const isUp = (copies, container) =>
  copies.some((copy) => copy.url === copyUrl(container) && copy.status === 'up');

/**
 * @param {RehearsalContext} context
 * @param {ScenarioLog} log
 */
async function scaleUp({ runtime, operatorUrl }, log) {
  const third = await runtime.start(service, 3);
  log.did(
    `docker compose up --scale workouts=3: ${third.name} in a new namespace at ${third.address}, its A record added`,
  );
  const healthySeconds = await runtime.waitHealthy(third);
  const listed = await waitForCopies(
    operatorUrl,
    (copies) => copies.length === 3 && isUp(copies, third),
  );
  log.observed(
    `${third.name} passed its healthcheck ${healthySeconds.toFixed(1)} s after its start; /health/details: ${listed ? `${describeCopies(listed.copies)} (${listed.seconds.toFixed(1)} s later)` : 'never listed it up'}`,
  );
  const servedAt = Date.now();
  const served = await waitFor(
    async () => {
      const counts = await readCopyCounter(
        operatorUrl,
        'gateway_upstream_responses_total',
        service,
      );
      return (counts[copyUrl(third)] ?? 0) >= 20 ? counts[copyUrl(third)] : null;
    },
    { timeoutMs: 30_000, intervalMs: 500 },
  );
  log.check(
    listed !== null && served !== null,
    `the third copy is in rotation: listed up, ${served ?? 0} answers from it within ${((Date.now() - servedAt) / 1000).toFixed(1)} s`,
  );
  return third;
}

/**
 * @param {RehearsalContext} context
 * @param {Container} container
 * @param {ScenarioLog} log
 */
async function removeGracefully({ runtime, operatorUrl }, container, log) {
  const startedAt = Date.now();
  const { isInTime } = await runtime.stop(container, { graceMs: 30_000 });
  const seconds = (Date.now() - startedAt) / 1000;
  log.did(
    `docker compose up --scale workouts=2: SIGTERM to ${container.name}, which ${isInTime ? `exited after ${seconds.toFixed(1)} s` : 'had to be killed after 30 s'}; its A record and namespace removed`,
  );
  const listed = await waitForCopies(
    operatorUrl,
    (copies) => copies.length === 2 && !copies.some((copy) => copy.url === copyUrl(container)),
  );
  log.observed(
    `/health/details: ${listed ? `${describeCopies(listed.copies)} (${listed.seconds.toFixed(1)} s later)` : 'still lists it'}`,
  );
  return { isInTime, isListed: listed !== null };
}

/**
 * @param {RehearsalContext} context
 * @param {Container} container
 * @param {import('../faults/load.mjs').Load} load
 * @param {ScenarioLog} log
 */
async function killOutright({ runtime, operatorUrl }, container, load, log) {
  const inFlight = load.inFlight().length;
  runtime.kill(container);
  log.did(
    `SIGKILL every process of ${container.name} with ${inFlight} requests in flight through nginx; its A record stays`,
  );
  const listed = await waitForCopies(operatorUrl, (copies) =>
    copies.some((copy) => copy.url === copyUrl(container) && copy.status === 'down'),
  );
  log.observed(
    `/health/details: ${listed ? `${describeCopies(listed.copies)} (${listed.seconds.toFixed(1)} s later)` : 'never lists it down'}`,
  );
  return listed !== null;
}

/**
 * Scenario 4.
 * @type {import('../faults/report.mjs').Scenario<RehearsalContext>}
 */
export const scalingScenario = {
  title: '4. Scaling workouts 2 → 3 → 2 under load, then a replica killed',
  async run(context, log) {
    const { runtime, operatorUrl } = context;
    const client = context['client-a'];
    const users = context.loadUsers ?? [];
    if (users.length < 8) throw new Error(`only ${users.length} load users were signed up`);
    const before = (await readCopies(operatorUrl))[service] ?? [];
    log.observed(`/health/details: workouts ${describeCopies(before)}`);
    const load = startLoad(client.shellUrl, users, {
      concurrency: users.length,
      operations,
      pauseMs: 150,
    });
    log.did(
      `started ${users.length} users' loops through the shell's nginx (${load.operations.join(', ')}; 150 ms think time)`,
    );
    let timeline;
    try {
      await sleep(2000);
      const third = await scaleUp(context, log);
      const [first, second] = runtime.replicasOf(service);
      if (!first || !second) throw new Error(`${service} runs fewer than two replicas`);
      const dropped = () =>
        readCopyCounter(
          operatorUrl,
          'gateway_upstream_failures_total',
          service,
          (labels) => labels.reason === 'dropped',
        );
      const droppedBefore = await dropped();
      const termAt = now();
      const removal = await removeGracefully(context, third, log);
      await sleep(2000);
      const killAt = now();
      const isKilledListed = await killOutright(context, second, load, log);
      await sleep(3000);
      const droppedAfter = await dropped();
      const endAt = now();
      timeline = {
        termAt,
        killAt,
        endAt,
        removal,
        isKilledListed,
        first,
        second,
        third,
        droppedBefore,
        droppedAfter,
      };
    } finally {
      await load.stop();
    }
    const { records } = load;
    const {
      termAt,
      killAt,
      endAt,
      removal,
      isKilledListed,
      second,
      third,
      droppedBefore,
      droppedAfter,
    } = timeline;
    const failures = records.filter(isFailure);
    /** @param {Container} container */
    const droppedOn = (container) =>
      (droppedAfter[copyUrl(container)] ?? 0) - (droppedBefore[copyUrl(container)] ?? 0);
    // Each failure belongs to the step during which it was answered.
    const beforeTerm = failures.filter((r) => r.endedAt < termAt);
    const afterTerm = failures.filter((r) => r.endedAt >= termAt && r.endedAt < killAt);
    const afterKill = failures.filter((r) => r.endedAt >= killAt);
    log.observed(
      `${records.length} requests (${formatCounts(countBy(records, (r) => r.operation))}); failed: ${failures.length} (${formatCounts(countBy(failures, (r) => `${r.operation} → ${r.status} ${r.code}`))})`,
    );
    /**
     * @param {import('../faults/load.mjs').LoadRecord[]} failed
     * @param {Container} container
     */
    const isOnlyDropped = (failed, container) =>
      failed.length <= droppedOn(container) &&
      failed.every((r) => !idempotentMethods.has(r.method) && r.status === 503 && r.isErrorFormat);
    log.check(beforeTerm.length === 0, `no request failed while scaling up (${beforeTerm.length})`);
    log.check(
      removal.isInTime && removal.isListed && afterTerm.length === 0,
      `SIGTERM: ${third.name} drained (its /health said so, the gateway took it out) and left in time; ${afterTerm.length} failed requests (none allowed)`,
    );
    log.check(
      isOnlyDropped(afterKill, second),
      `SIGKILL: ${afterKill.length} failed requests ≤ ${droppedOn(second)} in flight on ${second.name} (gateway's dropped count), each a non-idempotent 503 in the error format`,
    );
    const lateFailures = failures.filter((r) => r.startedAt > killAt + 2000 && r.startedAt < endAt);
    log.check(
      isKilledListed && lateFailures.length === 0,
      `the gateway lists ${second.name} down and the remaining copy answers everything (${lateFailures.length} failures after 2 s)`,
    );
    const { acknowledged, lost } = await findLostSessions(client.shellUrl, records);
    log.check(
      lost.length === 0,
      `${acknowledged} acknowledged sessions, ${lost.length} missing when read back`,
    );
  },
};
