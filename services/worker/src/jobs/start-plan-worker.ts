import { planGenerationQueueName, type PlanRecommendationsPayload } from '@repwise/contracts';
import { Worker, type ConnectionOptions } from 'bullmq';

/** How a plan worker connects and runs. */
export interface PlanWorkerOptions {
  /** An ioredis connection (or options) with `maxRetriesPerRequest: null`, as BullMQ workers need. */
  connection: ConnectionOptions;
  processor: (job: { data: unknown }) => Promise<PlanRecommendationsPayload>;
  /** Jobs processed at once. */
  concurrency: number;
  /** BullMQ key prefix ('bull' unless a test isolates its queues). */
  prefix?: string;
}

/** Starts a BullMQ worker on the plan-generation queue; `close()` it to stop. */
export function startPlanWorker(options: PlanWorkerOptions): Worker {
  return new Worker(planGenerationQueueName, options.processor, {
    connection: options.connection,
    concurrency: options.concurrency,
    ...(options.prefix ? { prefix: options.prefix } : {}),
  });
}
