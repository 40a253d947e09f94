// Where the time of a generation request goes, from BullMQ's own records: every job keeps when it
// was added (`timestamp`), picked up by a worker (`processedOn`) and finished (`finishedOn`), in
// the same clock (Date.now() on this machine) as the client's send and answer times. No product
// code is involved.
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';

/**
 * Splits each request's latency (`{jobId, sentAt, answeredAt}`, epoch ms) into: until the job was
 * queued (gateway and service before `queue.add`), waiting in the queue, and from the worker's
 * pickup to the answer (build, store through the internal API, answer back). Requests whose job is
 * gone are left out. Answers one `{untilQueuedMs, queuedMs, afterPickupMs}` per request.
 * @param {{
 *   redisUrl: string,
 *   queueName: string,
 *   requests: { jobId: string, sentAt: number, answeredAt: number }[],
 * }} options
 */
export async function splitByJobTimes({ redisUrl, queueName, requests }) {
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  const queue = new Queue(queueName, { connection });
  try {
    const jobs = await Promise.all(requests.map((request) => queue.getJob(request.jobId)));
    return requests.flatMap((request, index) => {
      const job = jobs[index];
      if (!job?.processedOn) return [];
      return [
        {
          untilQueuedMs: job.timestamp - request.sentAt,
          queuedMs: job.processedOn - job.timestamp,
          afterPickupMs: request.answeredAt - job.processedOn,
        },
      ];
    });
  } finally {
    await queue.close();
    await connection.quit();
  }
}
