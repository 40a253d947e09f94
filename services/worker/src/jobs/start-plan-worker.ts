import { planGenerationQueueName } from '@repwise/contracts';
import { Worker, type ConnectionOptions } from 'bullmq';

/** How a queue worker connects and runs. */
export interface QueueWorkerOptions<Value> {
  /** An ioredis connection (or options) with `maxRetriesPerRequest: null`, as BullMQ workers need. */
  connection: ConnectionOptions;
  processor: (job: { data: unknown }) => Promise<Value>;
  /** Jobs processed at once. */
  concurrency: number;
  /** BullMQ key prefix ('bull' unless a test isolates its queues). */
  prefix?: string;
  /** The queue; plan-generation unless named. */
  queueName?: string;
  /** How long a job's lock lasts without renewal, i.e. how soon a dead worker's job is retried (BullMQ default 30 s). */
  lockDurationMs?: number;
  /** How often stalled jobs (of dead workers) are looked for (BullMQ default 30 s). */
  stalledIntervalMs?: number;
}

/** Starts a BullMQ worker on a queue (plan-generation by default); `close()` it to stop. */
export function startPlanWorker<Value>(options: QueueWorkerOptions<Value>): Worker {
  return new Worker(options.queueName ?? planGenerationQueueName, options.processor, {
    connection: options.connection,
    concurrency: options.concurrency,
    ...(options.prefix ? { prefix: options.prefix } : {}),
    ...(options.lockDurationMs ? { lockDuration: options.lockDurationMs } : {}),
    ...(options.stalledIntervalMs ? { stalledInterval: options.stalledIntervalMs } : {}),
  });
}
