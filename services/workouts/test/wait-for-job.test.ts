import { randomUUID } from 'node:crypto';
import { createLogger, watchRedisConnection } from '@repwise/server-kit';
import { startTcpProxy, type TcpProxy } from '@repwise/server-kit/testing';
import { Queue, QueueEvents, UnrecoverableError, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForJob } from '../src/jobs/wait-for-job';

const redisUrl = process.env.REDIS_URL ?? '';
const queueName = 'wait-for-job-test';
const prefix = `bull-test-${randomUUID().slice(0, 8)}`;
let proxy: TcpProxy;
let queueRedis: Redis;
let eventsRedis: Redis;
let queue: Queue;
let events: QueueEvents;
let worker: Worker;

// The queue reaches Redis through a relay the test can cut; the events and the worker do not.
beforeAll(async () => {
  proxy = await startTcpProxy(redisUrl);
  queueRedis = new Redis(proxy.url, { maxRetriesPerRequest: 1 });
  watchRedisConnection(queueRedis, createLogger('wait-for-job-test', 'silent'), 'queue');
  eventsRedis = new Redis(redisUrl, { maxRetriesPerRequest: null });
  queue = new Queue(queueName, { connection: queueRedis, prefix });
  events = new QueueEvents(queueName, { connection: eventsRedis, prefix });
  await events.waitUntilReady();
  worker = new Worker(
    queueName,
    async (job) => {
      if (job.name === 'fails') throw new UnrecoverableError('the plan could not be built');
      return 'done';
    },
    { connection: new Redis(redisUrl, { maxRetriesPerRequest: null }), prefix, autorun: false },
  );
});
afterAll(async () => {
  await proxy.restore().catch(() => undefined);
  await worker.close();
  await events.close();
  await queue.obliterate({ force: true });
  await queue.close();
  await Promise.all([queueRedis.quit(), eventsRedis.quit()]);
  await proxy.close();
});

describe('waitForJob', () => {
  it('rejects after waitMs while nobody works on the job', async () => {
    await queue.add('waits', {}, { jobId: 'waits-1' });
    await expect(waitForJob(queue, events, 'waits-1', 200)).rejects.toThrow(
      'job waits-1 did not finish within 200 ms',
    );
  });

  it('resolves when the job completes and rejects with the reason when it fails', async () => {
    await queue.add('works', {}, { jobId: 'works-1' });
    await queue.add('fails', {}, { jobId: 'fails-1' });
    void worker.run();
    await expect(waitForJob(queue, events, 'works-1', 10_000)).resolves.toBeUndefined();
    // Its failure event carries the reason; when it failed before the wait began, its state tells.
    await expect(waitForJob(queue, events, 'fails-1', 10_000)).rejects.toThrow(
      /the plan could not be built|job fails-1 failed/,
    );
    // Already finished before the wait began: its state answers at once.
    await expect(waitForJob(queue, events, 'works-1', 10_000)).resolves.toBeUndefined();
  });

  it('rejects with the Redis error, not an unhandled rejection, when Redis cannot be asked', async () => {
    await worker.pause();
    await queue.add('waits', {}, { jobId: 'waits-2' });
    await proxy.cut();
    await expect(waitForJob(queue, events, 'waits-2', 10_000)).rejects.toThrow(
      /max retries per request/,
    );
  });
});
