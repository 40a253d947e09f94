import { randomUUID } from 'node:crypto';
import { createLogger, createMetricsRegistry } from '@repwise/server-kit';
import { readMetricSample, startTestServer, type TestServer } from '@repwise/server-kit/testing';
import { Queue, UnrecoverableError, type Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkerApp } from '../src/app';
import { startPlanWorker } from '../src/jobs/start-plan-worker';
import { observeJobs, registerQueueDepth } from '../src/metrics/job-metrics';

const queueName = 'metrics-test';
const prefix = `test:${randomUUID()}`;
let redis: Redis;
let queue: Queue;
let server: TestServer;
let worker: Worker | undefined;
const registry = createMetricsRegistry('worker');

const scrape = async () => (await fetch(`${server.url}/metrics`)).text();
const depth = (text: string, state: string) =>
  readMetricSample(text, 'jobs_queue_depth', { queue: queueName, state });

beforeAll(async () => {
  redis = new Redis(process.env.REDIS_URL ?? '', { maxRetriesPerRequest: null });
  queue = new Queue(queueName, { connection: redis, prefix });
  registerQueueDepth(registry, [queue], { isConnected: () => redis.status === 'ready' });
  const app = createWorkerApp(redis, createLogger('worker-test', 'silent'), {
    registry,
    token: undefined,
  });
  server = await startTestServer(app);
});
afterAll(async () => {
  await worker?.close();
  await queue.obliterate({ force: true });
  await queue.close();
  await server.close();
  redis.disconnect();
});

/** Resolves once the worker has emitted `event` for the job with this id. */
function waitForJob(target: Worker, event: 'completed' | 'failed', jobId: string): Promise<void> {
  return new Promise((resolve) => {
    const listener = (job: { id?: string; finishedOn?: number } | undefined) => {
      if (job?.id !== jobId || (event === 'failed' && !job.finishedOn)) return;
      target.off(event, listener);
      resolve();
    };
    target.on(event, listener);
  });
}

describe('the worker’s /metrics', () => {
  it('shows the queue depth per state, read when scraped', async () => {
    await queue.add('outline', { outcome: 'ok' }, { jobId: 'waiting-1' });
    const text = await scrape();
    expect(depth(text, 'waiting')).toBe(1);
    expect(depth(text, 'active')).toBe(0);
    expect(depth(text, 'failed')).toBe(0);
  });

  it('counts completed, retried and failed jobs with their durations', async () => {
    worker = startPlanWorker({
      connection: redis,
      prefix,
      queueName,
      concurrency: 1,
      processor: async (job) => {
        const { outcome } = job.data as { outcome: string };
        if (outcome === 'unrecoverable') throw new UnrecoverableError('bad payload');
        if (outcome === 'error') throw new Error('upstream down');
        return outcome;
      },
    });
    observeJobs(registry, [worker]);
    await waitForJob(worker, 'completed', 'waiting-1');
    const failing = waitForJob(worker, 'failed', 'week-1');
    await queue.add('week', { outcome: 'error' }, { jobId: 'week-1', attempts: 2 });
    await failing;
    const unrecoverable = waitForJob(worker, 'failed', 'week-2');
    await queue.add('week', { outcome: 'unrecoverable' }, { jobId: 'week-2', attempts: 3 });
    await unrecoverable;

    const text = await scrape();
    const outline = { queue: queueName, name: 'outline' };
    const week = { queue: queueName, name: 'week' };
    expect(readMetricSample(text, 'jobs_completed_total', outline)).toBe(1);
    expect(readMetricSample(text, 'jobs_failed_total', week)).toBe(2);
    expect(readMetricSample(text, 'jobs_retried_total', week)).toBe(1);
    expect(readMetricSample(text, 'jobs_duration_seconds_count', outline)).toBe(1);
    expect(readMetricSample(text, 'jobs_duration_seconds_count', week)).toBe(3);
    expect(readMetricSample(text, 'jobs_duration_seconds_bucket', { ...outline, le: '30' })).toBe(
      1,
    );
    expect(depth(text, 'waiting')).toBe(0);
    expect(depth(text, 'completed')).toBe(1);
    expect(depth(text, 'failed')).toBe(2);
  });

  it('reports no queue depth while Redis is not connected, instead of waiting for it', async () => {
    const offline = createMetricsRegistry('worker');
    registerQueueDepth(offline, [queue], { isConnected: () => false });
    const text = await offline.metrics();
    expect(text).toContain('# TYPE jobs_queue_depth gauge');
    expect(depth(text, 'waiting')).toBeUndefined();
  });
});
