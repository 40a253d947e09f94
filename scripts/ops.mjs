// `npm run ops`: what an operator needs at a glance — every service's health (through the gateway's
// /health/details, copy by copy), every BullMQ queue's counts and workers, the latest failed jobs — and
// a retry action. Finds the running system in .data/runtime.json (written by `npm start`), or in
// GATEWAY_URL and REDIS_URL for a real deployment.
//
//   npm run ops                              status
//   npm run ops -- failed [queue] [--limit N]  failed jobs with their reasons
//   npm run ops -- retry <queue> <jobId>     retries one failed job
//   npm run ops -- retry <queue> --all       retries every failed job of a queue
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { runtimeFile } from './lib/paths.mjs';

const usage = `Usage: npm run ops -- [status | failed [queue] [--limit N] | retry <queue> (<jobId> | --all)]`;
const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    limit: { type: 'string', default: '10' },
    all: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (options.help) {
  console.log(usage);
  process.exit(0);
}

function locateSystem() {
  const runtime = existsSync(runtimeFile) ? JSON.parse(readFileSync(runtimeFile, 'utf8')) : {};
  const gatewayUrl = process.env.GATEWAY_URL ?? runtime.gatewayUrl;
  const redisUrl = process.env.REDIS_URL ?? runtime.redisUrl;
  if (!gatewayUrl || !redisUrl) {
    console.error(
      'No running RepWise found: start it with `npm start`, or set GATEWAY_URL and REDIS_URL.',
    );
    process.exit(2);
  }
  return { gatewayUrl, redisUrl, prefix: process.env.BULLMQ_PREFIX ?? 'bull' };
}

/**
 * Every queue with a BullMQ meta key under the prefix.
 * @param {Redis} redis
 * @param {string} prefix
 */
async function findQueueNames(redis, prefix) {
  /** @type {Set<string>} */
  const names = new Set();
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*:meta`, 'COUNT', 500);
    cursor = next;
    for (const key of keys) names.add(key.slice(prefix.length + 1, -':meta'.length));
  } while (cursor !== '0');
  return [...names].sort();
}

const pad = (/** @type {unknown} */ text, /** @type {number} */ width) =>
  String(text).padEnd(width);
const when = (/** @type {number | undefined} */ timestamp) =>
  timestamp ? new Date(timestamp).toISOString().replace('T', ' ').slice(0, 19) : '-';

/**
 * The gateway's operator report as far as this prints it.
 * @typedef {{
 *   status?: string,
 *   error?: string,
 *   services?: Record<string, {
 *     status: string,
 *     latencyMs: number,
 *     copies?: { url: string, status: string }[],
 *   }>,
 * }} HealthDetails
 */

/** @param {string} gatewayUrl */
async function printHealth(gatewayUrl) {
  // The operators' report (every copy): this host needs no token; elsewhere METRICS_TOKEN.
  const token = process.env.METRICS_TOKEN;
  const answer = await fetch(`${gatewayUrl}/health/details`, {
    signal: AbortSignal.timeout(5000),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
    .then(async (response) => ({
      status: response.status,
      body: /** @type {HealthDetails} */ (await response.json()),
    }))
    .catch((/** @type {Error} */ error) => ({
      status: 0,
      body: /** @type {HealthDetails} */ ({ error: error.message }),
    }));
  console.log(
    `Health (${gatewayUrl}/health/details): ${answer.body.status ?? `unreachable: ${answer.body.error}`}`,
  );
  for (const [service, health] of Object.entries(answer.body.services ?? {})) {
    const copies = (health.copies ?? []).map((copy) => `${copy.url} ${copy.status}`).join(', ');
    console.log(
      `  ${pad(service, 12)} ${pad(health.status, 5)} ${pad(`${health.latencyMs} ms`, 8)} ${copies}`,
    );
  }
}

/** @param {Queue[]} queues */
async function printQueues(queues) {
  console.log('\nQueues');
  console.log(
    `  ${pad('queue', 20)} ${pad('waiting', 8)} ${pad('active', 7)} ${pad('delayed', 8)} ${pad('completed', 10)} ${pad('failed', 7)} workers`,
  );
  for (const queue of queues) {
    const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'completed', 'failed');
    const workers = await queue.getWorkersCount();
    console.log(
      `  ${pad(queue.name, 20)} ${pad(counts.waiting, 8)} ${pad(counts.active, 7)} ${pad(counts.delayed, 8)} ${pad(counts.completed, 10)} ${pad(counts.failed, 7)} ${workers}`,
    );
  }
}

/**
 * @param {Queue[]} queues
 * @param {number} limit
 */
async function printFailed(queues, limit) {
  for (const queue of queues) {
    const jobs = await queue.getFailed(0, limit - 1);
    console.log(`\nFailed jobs in ${queue.name}: ${jobs.length === 0 ? 'none' : ''}`);
    for (const job of jobs) {
      console.log(
        `  ${job.id}  ${job.name}  attempts ${job.attemptsMade}  failed ${when(job.finishedOn)}`,
      );
      console.log(`    ${String(job.failedReason ?? '').split('\n')[0]}`);
    }
  }
}

/**
 * @param {Queue} queue
 * @param {string | undefined} jobId
 * @param {boolean} all
 * @returns {Promise<number>} the exit code
 */
async function retry(queue, jobId, all) {
  if (all) {
    const failed = await queue.getFailed(0, -1);
    await Promise.all(failed.map((job) => job.retry('failed')));
    console.log(`Retried ${failed.length} failed job(s) in ${queue.name}.`);
    return 0;
  }
  const job = jobId === undefined ? undefined : await queue.getJob(jobId);
  if (!job) {
    console.error(`No job ${jobId} in ${queue.name}.`);
    return 1;
  }
  if (!(await job.isFailed())) {
    console.error(`Job ${jobId} is ${await job.getState()}, not failed: nothing to retry.`);
    return 1;
  }
  await job.retry('failed');
  console.log(`Retried ${jobId} in ${queue.name}: it is ${await job.getState()} now.`);
  return 0;
}

const { gatewayUrl, redisUrl, prefix } = locateSystem();
const connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
const names = await findQueueNames(connection, prefix);
const queues = names.map((name) => new Queue(name, { connection, prefix }));
const [command = 'status', queueName, jobId] = positionals;
let exitCode = 0;
try {
  /** @param {string} name */
  const chosen = (name) => {
    const queue = queues.find((candidate) => candidate.name === name);
    if (!queue) throw new Error(`No queue "${name}" (queues: ${names.join(', ') || 'none yet'}).`);
    return queue;
  };
  if (command === 'status') {
    await printHealth(gatewayUrl);
    await printQueues(queues);
    await printFailed(queues, 5);
  } else if (command === 'failed') {
    await printFailed(queueName ? [chosen(queueName)] : queues, Number(options.limit));
  } else if (command === 'retry' && queueName && (jobId || options.all)) {
    exitCode = await retry(chosen(queueName), jobId, options.all);
  } else {
    console.error(usage);
    exitCode = 2;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  await Promise.all(queues.map((queue) => queue.close()));
  connection.disconnect();
}
process.exit(exitCode);
