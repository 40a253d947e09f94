import { buildPlanJobId, planGenerationQueueName } from '@repwise/contracts';
import { Queue, type Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlanGenerationProcessor } from '@repwise/worker/jobs/create-plan-generation-processor';
import { startPlanWorker } from '@repwise/worker/jobs/start-plan-worker';
import { createWorkoutsClient } from '@repwise/worker/jobs/workouts-client';
import { buildPlanJob } from '@repwise/worker/testing/plan-job-fixtures';
import { buildUserId, startWorkoutsTestApp, type WorkoutsTestApp } from './workouts-test-app';

let app: WorkoutsTestApp;
let planQueue: Queue;
const workers: Worker[] = [];

beforeAll(async () => {
  app = await startWorkoutsTestApp();
  planQueue = new Queue(planGenerationQueueName, {
    connection: app.workerRedis,
    prefix: app.queuePrefix,
  });
});
afterAll(async () => {
  await Promise.all(workers.map((worker) => worker.close(true)));
  await planQueue.obliterate({ force: true });
  await planQueue.close();
  await app.close();
});

/** The worker's real onboarding processor, storing plans in this app (onboarding's part stubbed). */
function realProcessor() {
  const workouts = createWorkoutsClient({
    baseUrl: app.url,
    internalToken: app.config.INTERNAL_API_TOKEN,
  });
  return createPlanGenerationProcessor({ postPlanResult: async () => {}, workouts });
}

function startWorker(processor: (job: { data: unknown }) => Promise<unknown>): Worker {
  // Short locks so a dead worker's job is picked up again within about a second.
  const worker = startPlanWorker({
    connection: app.workerRedis,
    prefix: app.queuePrefix,
    concurrency: 1,
    processor,
    lockDurationMs: 1000,
    stalledIntervalMs: 500,
  });
  workers.push(worker);
  return worker;
}

async function waitFor(isDone: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await isDone())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function countPlans(userId: string) {
  const [plans, weeks] = await Promise.all([
    app.deps.plans.countDocuments({ userId }),
    app.deps.weeks.countDocuments({ userId }),
  ]);
  return { plans, weeks };
}

async function enqueueCompletion(userId: string, completionId: string) {
  const jobId = buildPlanJobId(userId, completionId);
  await planQueue.add('generate-plan', buildPlanJob({ userId, completionId }), {
    jobId,
    attempts: 3,
    backoff: { type: 'fixed', delay: 100 },
  });
  return jobId;
}

describe('the onboarding plan job', () => {
  it('is retried after its worker dies mid-job, and exactly one plan results', async () => {
    const userId = buildUserId();
    const real = realProcessor();
    let hasStored = false;
    const dying = startWorker(async (job) => {
      await real(job);
      hasStored = true;
      // The process "dies" after its write but before BullMQ hears the job finished.
      return new Promise(() => {});
    });
    const jobId = await enqueueCompletion(userId, 'aaaaaaaaaaaaaaaaaaaaaaaa');
    await waitFor(async () => hasStored);
    await dying.close(true);

    const survivor = startWorker(real);
    await waitFor(async () => (await planQueue.getJobState(jobId)) === 'completed');
    await survivor.close();
    expect(await countPlans(userId)).toEqual({ plans: 1, weeks: 1 });
    const active = await app.call('GET', '/workouts/plans/active', {
      token: app.signToken(userId),
    });
    expect(active.body.data.plan).toMatchObject({ source: 'onboarding', isActive: true });
  });

  it('is retried after an attempt fails past its write, and exactly one plan results', async () => {
    const userId = buildUserId();
    const real = realProcessor();
    let attempts = 0;
    const worker = startWorker(async (job) => {
      const value = await real(job);
      attempts += 1;
      if (attempts === 1) throw new Error('connection reset after the write');
      return value;
    });
    const jobId = await enqueueCompletion(userId, 'bbbbbbbbbbbbbbbbbbbbbbbb');
    await waitFor(async () => (await planQueue.getJobState(jobId)) === 'completed');
    await worker.close();
    expect(attempts).toBe(2);
    expect(await countPlans(userId)).toEqual({ plans: 1, weeks: 1 });
  });
});
