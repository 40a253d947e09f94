// Scenario 4: restart FerretDB, then Redis (SIGTERM, a few seconds down, started again on the same
// port and data) while users keep writing. Services must reconnect by themselves (same processes),
// answer a clear 503 in the spec's format meanwhile (no 500, no hang), and lose nothing they
// acknowledged: every stored session and measurement, and the job records in Redis.
import {
  callApi,
  describeAnswer,
  progressiveRequirements,
  readCopyStates,
  sleep,
  waitFor,
} from './api.mjs';
import {
  countBy,
  findLostSessions,
  formatCounts,
  isFailure,
  now,
  readAndRecordOperations,
  startLoad,
} from './load.mjs';

const outageMs = 4000;
/** Longest acceptable answer while something is down: no request may hang. */
const maxOutageAnswerMs = 8000;

/**
 * What the writers send in turn: a write on each database-backed area, a read, a queued job.
 * @type {import('./load.mjs').LoadOperation[]}
 */
const writeOperations = [
  {
    name: 'POST measurement',
    method: 'POST',
    path: () => '/progress/measurements',
    body: () => ({ weight: 60 + Math.round(Math.random() * 300) / 10, notes: 'fault drill' }),
    storedId: (answer) => answer.body?.data?.measurement?.id,
  },
  ...readAndRecordOperations.filter((operation) => operation.name !== 'GET plan'),
  {
    name: 'POST plan',
    method: 'POST',
    path: () => '/workouts/plans/progressive',
    body: () => ({ requirements: progressiveRequirements }),
  },
];

/** Scenario 4. */
export const restartInfraScenario = {
  title: '4. Restart FerretDB and Redis under load',
  run: runRestartInfra,
};

/** @typedef {import('./load.mjs').LoadRecord} LoadRecord */
/** @typedef {import('./report.mjs').ScenarioLog} ScenarioLog */
/** @typedef {import('../supervisor.mjs').Supervisor} Supervisor */

/**
 * Stops `name` for `outageMs`, then starts it again; answers the window's start and end.
 * @param {Supervisor} supervisor
 * @param {string} name
 * @param {ScenarioLog} log
 */
async function bounce(supervisor, name, log) {
  const child = supervisor.get(name);
  const stoppedAt = now();
  await supervisor.stop(child);
  log.did(`stopped ${name} (SIGTERM, pid ${child.pid}); starting it again in ${outageMs / 1000} s`);
  await sleep(outageMs);
  const next = await supervisor.restart(name);
  log.did(`started ${name} again on the same port and data (pid ${next.pid})`);
  return { stoppedAt, startedAt: now() };
}

/**
 * The answers of requests sent while `window` was down, checked for the spec's 503.
 * @param {LoadRecord[]} records
 * @param {{ stoppedAt: number, startedAt: number }} window
 * @param {string} name
 * @param {ScenarioLog} log
 */
function checkOutageAnswers(records, window, name, log) {
  const during = records.filter(
    (r) => r.startedAt >= window.stoppedAt && r.startedAt < window.startedAt,
  );
  const failed = during.filter(isFailure);
  const unclear = failed.filter((r) => r.status !== 503 || !r.isErrorFormat);
  const slowest = Math.max(0, ...during.map((r) => r.endedAt - r.startedAt));
  log.observed(
    `while ${name} was down: ${during.length} requests, ${during.length - failed.length} succeeded, failures: ${formatCounts(countBy(failed, (r) => `${r.operation} → ${r.status} ${r.code}`))}; slowest answer ${Math.round(slowest)} ms`,
  );
  log.check(
    unclear.length === 0 && slowest < maxOutageAnswerMs,
    `requests during the ${name} outage answered 2xx or 503 in the error format, each within ${maxOutageAnswerMs / 1000} s`,
  );
}

/**
 * Waits until every writer operation succeeds again after `since`; answers the seconds taken.
 * @param {import('./load.mjs').Load} writers
 * @param {number} since
 */
async function waitForRecovery(writers, since) {
  const isRecovered = await waitFor(
    () => {
      const after = writers.records.filter((r) => r.startedAt > since);
      const operations = new Set(writers.operations);
      for (const r of after) if (!isFailure(r)) operations.delete(r.operation);
      return operations.size === 0 ? true : null;
    },
    { timeoutMs: 30_000, intervalMs: 100 },
  );
  if (!isRecovered) return null;
  // When the last kind of request first succeeded again.
  const recoveredAt = Math.max(
    ...writers.operations.map((operation) =>
      Math.min(
        ...writers.records
          .filter((r) => r.operation === operation && r.startedAt > since && !isFailure(r))
          .map((r) => r.endedAt),
      ),
    ),
  );
  return (recoveredAt - since) / 1000;
}

/**
 * Restarts FerretDB, then Redis, while `writers` run; answers how long each recovery took.
 * @param {Supervisor} supervisor
 * @param {import('./load.mjs').Load} writers
 * @param {ScenarioLog} log
 */
async function bounceDatabaseAndRedis(supervisor, writers, log) {
  await sleep(2000);
  const database = await bounce(supervisor, 'ferretdb', log);
  const databaseSeconds = await waitForRecovery(writers, database.startedAt);
  log.observed(
    databaseSeconds === null
      ? 'the services did not recover within 30 s'
      : `every kind of request succeeded again ${databaseSeconds.toFixed(1)} s after FerretDB was back`,
  );
  checkOutageAnswers(writers.records, database, 'FerretDB', log);

  const redis = await bounce(supervisor, 'redis', log);
  const redisSeconds = await waitForRecovery(writers, redis.startedAt);
  log.observed(
    redisSeconds === null
      ? 'plan generation did not recover within 30 s'
      : `every kind of request succeeded again ${redisSeconds.toFixed(1)} s after Redis was back`,
  );
  checkOutageAnswers(writers.records, redis, 'Redis', log);
  await sleep(1500);
  return { databaseSeconds, redisSeconds };
}

/**
 * @param {import('./report.mjs').FaultContext} context
 * @param {ScenarioLog} log
 */
async function runRestartInfra({ supervisor, gatewayUrl, users, stack }, log) {
  // The job's user makes no plans in the loops: a user keeps at most 20 plans, and the loops would
  // otherwise prune the plan this job belongs to.
  const [user, ...loadUsers] = users;
  const processes = stack.services.map((name) => supervisor.get(name));
  // A finished job before the restarts: Redis must still know it afterwards.
  const before = await callApi(gatewayUrl, 'POST', '/workouts/plans/progressive', {
    token: user.token,
    body: { requirements: progressiveRequirements },
  });
  const jobId = `outline.${before.body?.data?.plan?.id ?? before.body?.data?.planId}`;
  const writers = startLoad(gatewayUrl, loadUsers.length > 0 ? loadUsers : users, {
    concurrency: 6,
    operations: writeOperations,
  });
  log.did(
    `started 6 loops through the gateway: ${writers.operations.join(', ')} (job ${jobId} done before)`,
  );
  let outages;
  try {
    outages = await bounceDatabaseAndRedis(supervisor, writers, log);
  } finally {
    await writers.stop();
  }
  const { records } = writers;
  const { databaseSeconds, redisSeconds } = outages;

  // Reconnecting by themselves: the very processes of before, none exited (crashed) meanwhile.
  const exited = processes.filter(
    (child) =>
      child.exitCode !== null || child.signalCode !== null || supervisor.find(child.name) !== child,
  );
  // Idle services learn of the database's return from their driver's heartbeat (every 2 s).
  const healthSince = Date.now();
  const isHealthy = await waitFor(
    async () => (await callApi(gatewayUrl, 'GET', '/health')).body?.status === 'ok',
    { timeoutMs: 15_000, intervalMs: 250 },
  );
  const states = await readCopyStates(gatewayUrl);
  const down = Object.entries(states)
    .filter(([, copies]) => copies.some((state) => state !== 'up'))
    .map(([service]) => service);
  log.observed(
    `${exited.length === 0 ? `all ${processes.length} service and worker processes of before still run` : `exited: ${exited.map((child) => `${child.name} (${child.signalCode ?? `exit ${child.exitCode}`})`).join(', ')}`}; /api/health ${isHealthy ? `ok ${((Date.now() - healthSince) / 1000).toFixed(1)} s after the load stopped` : `still lists as down: ${down.join(', ')}`}`,
  );
  log.check(
    exited.length === 0 && databaseSeconds !== null && redisSeconds !== null && isHealthy,
    'every service reconnected by itself (no process restarted) and reports healthy',
  );

  const job = await callApi(gatewayUrl, 'GET', `/workouts/jobs/${jobId}`, { token: user.token });
  const afterPlan = await callApi(gatewayUrl, 'POST', '/workouts/plans/progressive', {
    token: user.token,
    body: { requirements: progressiveRequirements },
  });
  // On a busy machine a new plan can take longer than the call waits: 202 with its job, which
  // must then complete.
  const pendingJobId = afterPlan.status === 202 ? afterPlan.body?.data?.jobId : null;
  const pendingDone = pendingJobId
    ? await waitFor(
        async () =>
          (
            await callApi(gatewayUrl, 'GET', `/workouts/jobs/${pendingJobId}`, {
              token: user.token,
            })
          ).body?.data?.status === 'completed',
        { timeoutMs: 30_000, intervalMs: 500 },
      )
    : false;
  const generationWorks = afterPlan.status === 201 || Boolean(pendingDone);
  log.observed(
    `job ${jobId} after the restarts: ${job.body?.data?.status ?? describeAnswer(job)}; a new plan: ${describeAnswer(afterPlan)}${pendingJobId ? `, its job ${pendingDone ? 'completed' : 'not completed within 30 s'}` : ''}`,
  );
  const sessions = await findLostSessions(gatewayUrl, records);
  const measurements = await findLostMeasurements(gatewayUrl, records);
  log.observed(
    `acknowledged and read back: sessions ${sessions.acknowledged - sessions.lost.length}/${sessions.acknowledged}, measurements ${measurements.acknowledged - measurements.lost.length}/${measurements.acknowledged}`,
  );
  log.check(
    job.body?.data?.status === 'completed' &&
      generationWorks &&
      sessions.lost.length === 0 &&
      measurements.lost.length === 0,
    'nothing acknowledged was lost (sessions, measurements, the finished job) and generation works',
  );
}

/**
 * The acknowledged measurements (2xx with an id) the progress service no longer has.
 * @param {string} gatewayUrl
 * @param {LoadRecord[]} records
 */
async function findLostMeasurements(gatewayUrl, records) {
  const acknowledged = records.filter((r) => r.operation === 'POST measurement' && r.storedId);
  const lost = [];
  for (const user of new Set(acknowledged.map((r) => r.user))) {
    const answer = await callApi(gatewayUrl, 'GET', '/progress/measurements?limit=500', {
      token: user.token,
    });
    const stored = new Set(
      (answer.body?.data?.measurements ?? []).map((/** @type {{ id: string }} */ m) => m.id),
    );
    lost.push(...acknowledged.filter((r) => r.user === user && !stored.has(r.storedId)));
  }
  return { acknowledged: acknowledged.length, lost };
}
