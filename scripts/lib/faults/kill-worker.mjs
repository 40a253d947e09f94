// Scenario 3: SIGKILL the worker while it holds generation jobs (bursts of plan requests keep it
// busy until a job is caught in BullMQ's active list), restart it, and check each orphaned job is
// finished exactly once: one 'completed' event, one ready plan per idempotency key, its outline.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { callApi, describeAnswer, progressiveRequirements, sleep, waitFor } from './api.mjs';

// `workoutGenerationQueueName` of @repwise/contracts/workouts under BullMQ's default prefix.
const queueKey = 'bull:workout-generation';

/** Scenario 3. */
export const killWorkerScenario = {
  title: '3. SIGKILL the worker mid-job, then restart it',
  run: runKillWorker,
};

/** @typedef {import('./system.mjs').FaultUser} FaultUser */
/** @typedef {{ user: FaultUser, key: string, answer: Promise<import('./api.mjs').ApiAnswer> }} PlanRequest */

/**
 * @param {string} gatewayUrl
 * @param {FaultUser} user
 * @param {string} key the idempotency key
 */
function postPlan(gatewayUrl, user, key) {
  return callApi(gatewayUrl, 'POST', '/workouts/plans/progressive', {
    token: user.token,
    headers: { 'idempotency-key': key },
    body: { requirements: progressiveRequirements },
  });
}

/**
 * Sends bursts of plan requests (three per user, each under its own idempotency key) and SIGKILLs
 * the worker once a job shows in the active list; the jobs still there after its death are the
 * ones it held. Answers them and every request sent.
 * @param {import('./report.mjs').FaultContext} context
 * @param {Redis} redis
 * @param {import('./report.mjs').ScenarioLog} log
 */
async function killWhileActive({ supervisor, gatewayUrl, users }, redis, log) {
  /** @type {PlanRequest[]} */
  const requests = [];
  for (let burst = 1; burst <= 4; burst += 1) {
    for (const user of [...users, ...users, ...users]) {
      const key = randomUUID();
      requests.push({ user, key, answer: postPlan(gatewayUrl, user, key) });
    }
    const deadline = Date.now() + 8000;
    while (Date.now() < deadline && (await redis.llen(`${queueKey}:active`)) === 0) await sleep(2);
    const worker = supervisor.get('worker');
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    process.kill(Number(worker.pid), 'SIGKILL');
    await exited;
    const orphaned = await redis.lrange(`${queueKey}:active`, 0, -1);
    log.did(
      `burst ${burst}: ${users.length * 3} POST /api/workouts/plans/progressive at once; SIGKILL worker (pid ${worker.pid}) as soon as BullMQ's active list was non-empty`,
    );
    if (orphaned.length > 0) return { orphaned, requests };
    log.observed('the worker had finished every job it took before it died; another burst');
    await supervisor.restart('worker');
    await sleep(3000);
  }
  return { orphaned: [], requests };
}

/**
 * @param {import('./report.mjs').FaultContext} context
 * @param {import('./report.mjs').ScenarioLog} log
 */
async function runKillWorker(context, log) {
  const { supervisor, gatewayUrl, infra, users } = context;
  const redis = new Redis(infra.redisUrl, { maxRetriesPerRequest: null });
  try {
    const plansBefore = await countPlans(gatewayUrl, users);
    const { orphaned, requests } = await killWhileActive(context, redis, log);
    log.observed(`the dead worker held ${orphaned.length} job(s): ${orphaned.join(', ')}`);
    if (!log.check(orphaned.length > 0, 'a job was caught mid-job (in the active list)')) return;
    const restartedAt = Date.now();
    await supervisor.restart('worker');
    log.did('restarted the worker (same environment)');
    const answers = await Promise.all(requests.map((request) => request.answer));
    log.observed(`the plan requests answered ${countStatuses(answers)} (202: still generating)`);
    const finishedOn = await waitFor(
      async () => {
        const times = await Promise.all(
          orphaned.map((jobId) => redis.hget(`${queueKey}:${jobId}`, 'finishedOn')),
        );
        return times.every(Boolean) ? times.map(Number) : null;
      },
      { timeoutMs: 45_000 },
    );
    log.observed(
      finishedOn
        ? `the orphaned job(s) finished ${((Math.max(...finishedOn) - restartedAt) / 1000).toFixed(1)} s after the restart`
        : 'the orphaned job(s) had not finished 45 s after the restart',
    );
    await checkCompletedOnce(redis, orphaned, log);
    await checkPlans({ gatewayUrl, users, requests, orphaned, plansBefore }, log);
  } finally {
    redis.disconnect();
  }
}

/** @param {import('./api.mjs').ApiAnswer[]} answers */
function countStatuses(answers) {
  /** @type {Record<number, number>} */
  const counts = {};
  for (const answer of answers) counts[answer.status] = (counts[answer.status] ?? 0) + 1;
  return Object.entries(counts)
    .map(([status, count]) => `${count}× ${status}`)
    .join(', ');
}

/**
 * @param {string} gatewayUrl
 * @param {FaultUser[]} users
 */
async function countPlans(gatewayUrl, users) {
  /** @type {Map<FaultUser, number>} */
  const counts = new Map();
  for (const user of users) {
    const answer = await callApi(gatewayUrl, 'GET', '/workouts/plans', { token: user.token });
    counts.set(user, answer.body?.data?.plans?.length ?? Number.NaN);
  }
  return counts;
}

/**
 * BullMQ's event stream must hold exactly one 'completed' event per orphaned job.
 * @param {Redis} redis
 * @param {string[]} orphaned
 * @param {import('./report.mjs').ScenarioLog} log
 */
async function checkCompletedOnce(redis, orphaned, log) {
  /** @type {Record<string, number>} */
  const completions = Object.fromEntries(orphaned.map((jobId) => [jobId, 0]));
  for (const [, fields] of await redis.xrange(`${queueKey}:events`, '-', '+')) {
    /** @type {Record<string, string | undefined>} */
    const event = {};
    for (let index = 0; index < fields.length; index += 2)
      event[String(fields[index])] = fields[index + 1];
    const jobId = event.jobId ?? '';
    if (event.event === 'completed' && jobId in completions)
      completions[jobId] = (completions[jobId] ?? 0) + 1;
  }
  const stalled = await Promise.all(
    orphaned.map((jobId) => redis.hget(`${queueKey}:${jobId}`, 'stc')),
  );
  log.observed(
    `'completed' events per orphaned job: ${Object.values(completions).join(', ')}; BullMQ stalled counter: ${stalled.map((count) => count ?? 0).join(', ')}`,
  );
  log.check(
    Object.values(completions).every((count) => count === 1),
    'each orphaned job completed exactly once',
  );
}

/**
 * Each key sent again answers its one ready plan; users have one new plan per key; outlines exist.
 * @param {{
 *   gatewayUrl: string,
 *   users: FaultUser[],
 *   requests: PlanRequest[],
 *   orphaned: string[],
 *   plansBefore: Map<FaultUser, number>,
 * }} run
 * @param {import('./report.mjs').ScenarioLog} log
 */
async function checkPlans({ gatewayUrl, users, requests, orphaned, plansBefore }, log) {
  const repeats = await Promise.all(
    requests.map(async ({ user, key }) => ({
      user,
      answer: await postPlan(gatewayUrl, user, key),
    })),
  );
  const planIds = new Set(repeats.map((repeat) => repeat.answer.body?.data?.plan?.id));
  const isEveryRepeatReady = repeats.every(
    (repeat) => repeat.answer.status === 200 && repeat.answer.body.data.plan.status === 'ready',
  );
  log.observed(
    `each key sent again: ${countStatuses(repeats.map((repeat) => repeat.answer))}; ${planIds.size} distinct ready plans for ${requests.length} keys`,
  );
  const owners = new Map(
    repeats.map((repeat) => [repeat.answer.body?.data?.plan?.id, repeat.user]),
  );
  const outlines = await Promise.all(
    orphaned.map((jobId) => {
      const planId = jobId.replace(/^outline\./, '');
      return callApi(gatewayUrl, 'GET', `/workouts/plans/${planId}/outline`, {
        token: owners.get(planId)?.token,
      });
    }),
  );
  log.observed(`outline of each orphaned job's plan: ${outlines.map(describeAnswer).join(', ')}`);
  const plansAfter = await countPlans(gatewayUrl, users);
  const added = users.map(
    (user) => (plansAfter.get(user) ?? Number.NaN) - (plansBefore.get(user) ?? Number.NaN),
  );
  const expected = users.map((user) => requests.filter((request) => request.user === user).length);
  log.observed(`new plans per user: ${added.join(', ')} (keys sent: ${expected.join(', ')})`);
  log.check(
    isEveryRepeatReady &&
      planIds.size === requests.length &&
      added.every((count, index) => count === expected[index]) &&
      outlines.every((answer) => answer.status === 200),
    'one ready plan per idempotency key, each with its outline, no duplicates',
  );
}
