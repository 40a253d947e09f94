import { Counter, Gauge, Histogram, type Registry } from '@repwise/server-kit';
import type { Job, Queue, Worker } from 'bullmq';

/** Queue states reported by `jobs_queue_depth` (BullMQ's names; prioritized jobs are waiting too). */
export const reportedQueueStates = [
  'waiting',
  'prioritized',
  'active',
  'delayed',
  'failed',
  'completed',
] as const;

/** Job durations span milliseconds (a workout week) to the lock's 30 s. */
export const jobDurationBucketsSeconds = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * Counts what the workers do: `jobs_completed_total{queue,name}`, `jobs_failed_total{queue,name}`
 * (jobs that failed for good: attempts used up or unrecoverable), `jobs_retried_total{queue,name}`
 * (failed attempts that will run again) and `jobs_duration_seconds{queue,name}` (every attempt,
 * from the moment it became active until it finished or failed).
 */
export function observeJobs(registry: Registry, workers: readonly Worker[]): void {
  const labelNames = ['queue', 'name'] as const;
  const completed = new Counter({
    name: 'jobs_completed_total',
    help: 'Jobs that completed.',
    labelNames,
    registers: [registry],
  });
  const failed = new Counter({
    name: 'jobs_failed_total',
    help: 'Jobs that failed for good (no attempts left, or an unrecoverable error).',
    labelNames,
    registers: [registry],
  });
  const retried = new Counter({
    name: 'jobs_retried_total',
    help: 'Failed job attempts that will run again.',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'jobs_duration_seconds',
    help: 'Time a job attempt took, from active to completed or failed.',
    labelNames,
    buckets: jobDurationBucketsSeconds,
    registers: [registry],
  });
  const observeDuration = (job: Job, labels: { queue: string; name: string }) => {
    if (!job.processedOn) return;
    durations.observe(labels, Math.max(0, (job.finishedOn ?? Date.now()) - job.processedOn) / 1000);
  };
  for (const worker of workers) {
    worker.on('completed', (job) => {
      const labels = { queue: worker.name, name: job.name };
      completed.inc(labels);
      observeDuration(job, labels);
    });
    worker.on('failed', (job) => {
      if (!job) return;
      const labels = { queue: worker.name, name: job.name };
      // BullMQ sets finishedOn only when the job moves to the failed set; a retry leaves it unset.
      (job.finishedOn ? failed : retried).inc(labels);
      observeDuration(job, labels);
    });
  }
}

/** How the queue-depth gauge reads Redis on a scrape. */
export interface QueueDepthOptions {
  /** Whether Redis is usable; when not, the gauge reports nothing rather than hang the scrape. */
  isConnected: () => boolean;
  /** Longest wait for the counts (default 1 s); a slower queue is left out of that scrape. */
  timeoutMs?: number;
}

/**
 * `jobs_queue_depth{queue,state}`: each queue's job count per state, read from Redis on every
 * scrape (`getJobCounts`). A queue whose counts cannot be read is left out of that scrape, so a
 * stale number is never reported.
 */
export function registerQueueDepth(
  registry: Registry,
  queues: readonly Queue[],
  options: QueueDepthOptions,
): void {
  const timeoutMs = options.timeoutMs ?? 1000;
  new Gauge({
    name: 'jobs_queue_depth',
    help: 'Jobs in each queue by state, read on each scrape.',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      if (!options.isConnected()) return;
      const counts = await Promise.all(
        queues.map((queue) => withTimeout(queue.getJobCounts(...reportedQueueStates), timeoutMs)),
      );
      queues.forEach((queue, index) => {
        const queueCounts = counts[index];
        if (!queueCounts) return;
        for (const state of reportedQueueStates) {
          this.set({ queue: queue.name, state }, queueCounts[state] ?? 0);
        }
      });
    },
  });
}

/** The promise's value, or undefined when it fails or takes longer than `timeoutMs`. */
async function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), timeoutMs);
  });
  try {
    return await Promise.race([promise.catch(() => undefined), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
