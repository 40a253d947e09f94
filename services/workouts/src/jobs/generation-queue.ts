import {
  workoutGenerationJobOptions,
  type WorkoutGenerationJob,
} from '@repwise/contracts/workouts';
import type { Queue, QueueEvents } from 'bullmq';
import type { WeeklyPlanRecord } from '../models/weekly-plan.model';
import type { WorkoutPlanRecord } from '../models/workout-plan.model';
import { waitForJob } from './wait-for-job';

/** Where a generation job stands; 'missing' when the queue no longer knows it. */
export type GenerationJobStatus = 'pending' | 'completed' | 'failed' | 'missing';

type WithId<Record> = Record & { _id: { toString: () => string } };

/** What an internal store route of this process wrote for a job: the plan or the week as stored. */
export type StoredGeneration =
  | { kind: 'outline'; plan: WithId<WorkoutPlanRecord> }
  | { kind: 'week'; week: WithId<WeeklyPlanRecord> };

/**
 * How a wait for a job ended. A completed job carries what was stored when this process stored it
 * (`stored`); null when another copy of the service did, or the job had finished before.
 */
export type GenerationOutcome =
  | { status: 'completed'; stored: StoredGeneration | null }
  | { status: Exclude<GenerationJobStatus, 'completed'> };

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
  ) => Promise<GenerationOutcome>;
  findStatus: (jobId: string) => Promise<GenerationJobStatus>;
  /**
   * Called by the internal store routes once a job's content is written: a request of this process
   * waiting on that job answers at once with it, without waiting for BullMQ's completion event or
   * reading the content back.
   */
  reportStored: (jobId: string, stored: StoredGeneration) => void;
}

/** The generation queue on BullMQ; `events` must listen on the same queue and prefix. */
export function createGenerationQueue(queue: Queue, events: QueueEvents): GenerationQueue {
  const waiters = new Map<string, Set<(stored: StoredGeneration) => void>>();
  const findStatus = async (jobId: string): Promise<GenerationJobStatus> => {
    const state = await queue.getJobState(jobId);
    if (state === 'completed' || state === 'failed') return state;
    return state === 'unknown' ? 'missing' : 'pending';
  };
  const toOutcome = (status: GenerationJobStatus): GenerationOutcome =>
    status === 'completed' ? { status, stored: null } : { status };
  /** Listens for this process's store of the job; registered before the job is queued, so none is missed. */
  const listenForStore = (jobId: string) => {
    let onStored: (stored: StoredGeneration) => void = () => undefined;
    const stored = new Promise<StoredGeneration>((resolve) => {
      onStored = resolve;
    });
    const listeners = waiters.get(jobId) ?? new Set();
    listeners.add(onStored);
    waiters.set(jobId, listeners);
    const stop = () => {
      listeners.delete(onStored);
      if (listeners.size === 0 && waiters.get(jobId) === listeners) waiters.delete(jobId);
    };
    return { stored, stop };
  };
  return {
    findStatus,
    reportStored: (jobId, stored) => {
      for (const onStored of waiters.get(jobId) ?? []) onStored(stored);
    },
    run: async (jobId, job, { waitMs, mayExist }) => {
      const store = listenForStore(jobId);
      try {
        const existing = mayExist ? await queue.getJob(jobId) : undefined;
        if (existing && (await existing.isFailed())) await existing.retry('failed');
        if (!existing) {
          await queue.add(job.kind, job, {
            ...workoutGenerationJobOptions,
            backoff: { ...workoutGenerationJobOptions.backoff },
            jobId,
          });
        }
        if (waitMs <= 0) return toOutcome(await findStatus(jobId));
        const finished = waitForJob(queue, events, jobId, waitMs).then(() => null);
        // When the store wins the race, the completion event still settles this promise later.
        finished.catch(() => undefined);
        try {
          return { status: 'completed', stored: await Promise.race([store.stored, finished]) };
        } catch {
          // waitForJob rejects on a failed job, the timeout and an unreachable Redis; the state
          // tells which (and an unreachable Redis throws again: 503).
          return toOutcome(await findStatus(jobId));
        }
      } finally {
        store.stop();
      }
    },
  };
}
