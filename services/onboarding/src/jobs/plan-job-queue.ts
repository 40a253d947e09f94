import {
  buildPlanJobId,
  planGenerationJobName,
  planGenerationJobOptions,
  type PlanGenerationJobInput,
} from '@repwise/contracts';
import type { Queue } from 'bullmq';

/** Where a completion's plan job stands: queued or running, failed for good, done, or unknown to the queue. */
export type PlanJobState = 'pending' | 'failed' | 'completed' | 'missing';

/** The plan-generation queue as the onboarding use cases see it. */
export interface PlanJobQueue {
  /** Queues the job once per user and completion; a repeat with the same ids is ignored. */
  enqueue: (job: PlanGenerationJobInput) => Promise<void>;
  findState: (userId: string, completionId: string) => Promise<PlanJobState>;
}

/** The plan job queue on a BullMQ queue (the producer sets retries and backoff). */
export function createPlanJobQueue(queue: Queue): PlanJobQueue {
  return {
    enqueue: async (job) => {
      await queue.add(planGenerationJobName, job, {
        ...planGenerationJobOptions,
        backoff: { ...planGenerationJobOptions.backoff },
        jobId: buildPlanJobId(job.userId, job.completionId),
      });
    },
    findState: async (userId, completionId) => {
      const state = await queue.getJobState(buildPlanJobId(userId, completionId));
      if (state === 'failed' || state === 'completed') return state;
      return state === 'unknown' ? 'missing' : 'pending';
    },
  };
}
