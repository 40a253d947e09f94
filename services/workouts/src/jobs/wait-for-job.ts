import type { Queue, QueueEvents, QueueEventsListener } from 'bullmq';

/** QueueEvents also emits `completed:<jobId>` and `failed:<jobId>` for each job. */
type JobEventsListener = QueueEventsListener &
  Record<`completed:${string}`, () => void> &
  Record<`failed:${string}`, (args: { failedReason: string }) => void>;

/**
 * Resolves when the job completes; rejects when it fails, when `waitMs` passes first, or when Redis
 * cannot be asked for its state. BullMQ's `job.waitUntilFinished` does the same, but asks for the
 * state inside an async Promise executor: when Redis drops at that moment the rejection is
 * unhandled and ends the whole process (found by `npm run test:faults`, Redis restart scenario).
 */
export function waitForJob(
  queue: Queue,
  events: QueueEvents,
  jobId: string,
  waitMs: number,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const completedEvent = `completed:${jobId}` as const;
    const failedEvent = `failed:${jobId}` as const;
    const onCompleted = () => settle(null);
    const onFailed = ({ failedReason }: { failedReason: string }) =>
      settle(new Error(failedReason || `job ${jobId} failed`));
    const timer = setTimeout(
      () => settle(new Error(`job ${jobId} did not finish within ${waitMs} ms`)),
      waitMs,
    );
    function settle(error: Error | null) {
      clearTimeout(timer);
      events.off<JobEventsListener>(completedEvent, onCompleted);
      events.off<JobEventsListener>(failedEvent, onFailed);
      if (error) reject(error);
      else resolve();
    }
    events.on<JobEventsListener>(completedEvent, onCompleted);
    events.on<JobEventsListener>(failedEvent, onFailed);
    // The job may have finished before the listeners were added: its state tells.
    queue.getJobState(jobId).then(
      (state) => {
        if (state === 'completed') settle(null);
        else if (state === 'failed') settle(new Error(`job ${jobId} failed`));
      },
      (error: unknown) => settle(error instanceof Error ? error : new Error(String(error))),
    );
  });
}
