import {
  workoutGenerationJobOptions,
  type WorkoutGenerationJob,
} from '@repwise/contracts/workouts';
import type { Queue, QueueEvents } from 'bullmq';

/** Where a generation job stands; 'missing' when the queue no longer knows it. */
export type GenerationJobStatus = 'pending' | 'completed' | 'failed' | 'missing';

/** The workout-generation queue as the use cases see it. */
export interface GenerationQueue {
  /**
   * Queues the job under its id (once: a repeat joins the queued or finished job; one that failed
   * for good is retried) and waits up to `waitMs` for it; 'pending' when it is still running.
   * `mayExist` false skips the look-up of an earlier job (a brand-new plan has none).
   */
  run: (
    jobId: string,
    job: WorkoutGenerationJob,
    options: { waitMs: number; mayExist: boolean },
  ) => Promise<GenerationJobStatus>;
  findStatus: (jobId: string) => Promise<GenerationJobStatus>;
}

/** The generation queue on BullMQ; `events` must listen on the same queue and prefix. */
export function createGenerationQueue(queue: Queue, events: QueueEvents): GenerationQueue {
  const findStatus = async (jobId: string): Promise<GenerationJobStatus> => {
    const state = await queue.getJobState(jobId);
    if (state === 'completed' || state === 'failed') return state;
    return state === 'unknown' ? 'missing' : 'pending';
  };
  return {
    findStatus,
    run: async (jobId, job, { waitMs, mayExist }) => {
      const existing = mayExist ? await queue.getJob(jobId) : undefined;
      if (existing && (await existing.isFailed())) await existing.retry('failed');
      const queued =
        existing ??
        (await queue.add(job.kind, job, {
          ...workoutGenerationJobOptions,
          backoff: { ...workoutGenerationJobOptions.backoff },
          jobId,
        }));
      if (waitMs <= 0) return findStatus(jobId);
      try {
        await queued.waitUntilFinished(events, waitMs);
        return 'completed';
      } catch {
        // waitUntilFinished rejects both on a failed job and on the timeout; the state tells which.
        return findStatus(jobId);
      }
    },
  };
}
