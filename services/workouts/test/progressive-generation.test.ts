import { randomUUID } from 'node:crypto';
import {
  progressiveRequirementsSchema,
  workoutGenerationQueueName,
} from '@repwise/contracts/workouts';
import { buildTrainingOutline } from '@repwise/domain/workouts';
import { UnrecoverableError, type Worker } from 'bullmq';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createWorkoutGenerationProcessor } from '@repwise/worker/jobs/create-workout-generation-processor';
import { startPlanWorker } from '@repwise/worker/jobs/start-plan-worker';
import { createWorkoutsClient } from '@repwise/worker/jobs/workouts-client';
import { deriveProgressivePlanId } from '../src/use-cases/plans/progressive-plan-record';
import {
  buildRequirements,
  buildUserId,
  startWorkoutsTestApp,
  type WorkoutsTestApp,
} from './workouts-test-app';

let app: WorkoutsTestApp;
let workers: Worker[] = [];

beforeAll(async () => {
  app = await startWorkoutsTestApp();
});
afterEach(async () => {
  await Promise.all(workers.map((worker) => worker.close(true)));
  workers = [];
});
afterAll(() => app.close());

/** A worker on the app's generation queue; short locks, so a dead worker's job is retried in about a second. */
function startWorker(processor: (job: { data: unknown }) => Promise<unknown>): Worker {
  const worker = startPlanWorker({
    connection: app.workerRedis,
    queueName: workoutGenerationQueueName,
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
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function realProcessor() {
  return createWorkoutGenerationProcessor(
    createWorkoutsClient({ baseUrl: app.url, internalToken: app.config.INTERNAL_API_TOKEN }),
  );
}

function createPlan(token: string, key: string) {
  return app.call('POST', '/workouts/plans/progressive', {
    token,
    headers: { 'idempotency-key': key },
    body: { requirements: buildRequirements() },
  });
}

async function listPlans(token: string) {
  return (await app.call('GET', '/workouts/plans', { token })).body.data.plans;
}

describe('progressive plan generation', () => {
  it('stores a plan generated within the wait once, whole, under the id derived from user and key', async () => {
    startWorker(realProcessor());
    const userId = buildUserId();
    const token = app.signToken(userId);
    const answer = await createPlan(token, 'derived-id-1');
    expect(answer.status).toBe(201);
    const planId = deriveProgressivePlanId(userId, 'progressive:derived-id-1');
    expect(answer.body.data.plan).toMatchObject({ id: planId, status: 'ready' });
    const stored = await app.call('GET', `/workouts/plans/${planId}`, { token });
    expect(stored.body.data.plan).toEqual(answer.body.data.plan);
    expect(await app.deps.plans.countDocuments({ userId })).toBe(1);
  });

  it('answers a repeat whose job is long gone with the stored plan (200), creating nothing', async () => {
    startWorker(realProcessor());
    const token = app.signToken(buildUserId());
    const first = await createPlan(token, 'expired-job-1');
    await app.queue.remove(`outline.${first.body.data.plan.id}`);
    const repeat = await createPlan(token, 'expired-job-1');
    expect(repeat.status).toBe(200);
    expect(repeat.body.data.plan).toEqual(first.body.data.plan);
    expect(await listPlans(token)).toHaveLength(1);
  });

  it('keeps a plan whose job failed for good as failed, and a repeat with the key retries it', async () => {
    startWorker(async () => {
      throw new UnrecoverableError('engine unavailable');
    });
    const token = app.signToken(buildUserId());
    const failed = await createPlan(token, 'failing-1');
    expect(failed.status).toBe(500);
    expect(failed.body.error.message).toBe('Failed to generate training outline');
    expect(await listPlans(token)).toMatchObject([{ status: 'failed', outline: null }]);

    await workers[0]?.close(true);
    startWorker(realProcessor());
    const retried = await createPlan(token, 'failing-1');
    expect(retried.status).toBe(200);
    expect(retried.body.data.plan).toMatchObject({
      status: 'ready',
      outline: { totalDuration: 4 },
    });
    expect(await listPlans(token)).toHaveLength(1);
  });

  it('answers as soon as the outline is stored, and a job retried after its worker died leaves one plan', async () => {
    const real = realProcessor();
    let hasStored = false;
    const dying = startWorker(async (job) => {
      await real(job);
      hasStored = true;
      // The worker "dies" after its write, before BullMQ hears that the job finished.
      return new Promise(() => {});
    });
    const userId = buildUserId();
    const token = app.signToken(userId);
    const answer = await createPlan(token, 'dying-worker-1');
    expect(answer.status).toBe(201);
    const jobId = `outline.${answer.body.data.plan.id}`;
    // The answer came from the store itself: BullMQ still has the job running.
    expect(await app.queue.getJobState(jobId)).toBe('active');
    await waitFor(async () => hasStored);

    await dying.close(true);
    startWorker(real);
    await waitFor(async () => (await app.queue.getJobState(jobId)) === 'completed');
    expect(await listPlans(token)).toEqual([answer.body.data.plan]);
    expect(await app.deps.plans.countDocuments({ userId })).toBe(1);
  });

  it('refuses to create a plan under an id that is not the one derived from its key', async () => {
    const userId = buildUserId();
    const requirements = progressiveRequirementsSchema.parse(buildRequirements());
    const answer = await app.call('POST', `/internal/plans/${'ab'.repeat(12)}/outline`, {
      token: app.config.INTERNAL_API_TOKEN,
      body: {
        userId,
        outline: buildTrainingOutline(requirements),
        plan: {
          sourceKey: `progressive:${randomUUID()}`,
          createdAt: new Date().toISOString(),
          requirements,
        },
      },
    });
    expect(answer.body.stored).toBe(false);
    expect(await app.deps.plans.countDocuments({ userId })).toBe(0);
  });
});
