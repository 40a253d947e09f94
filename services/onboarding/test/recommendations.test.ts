import { planGenerationQueueName } from '@repwise/contracts';
import { buildPlanResult } from '@repwise/worker/jobs/build-plan-result';
import { createPlanGenerationProcessor } from '@repwise/worker/jobs/create-plan-generation-processor';
import { createPlanResultPoster } from '@repwise/worker/jobs/post-plan-result';
import { startPlanWorker } from '@repwise/worker/jobs/start-plan-worker';
import { UnrecoverableError, type Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildCompletion } from './onboarding-fixtures';
import {
  buildUserId,
  call,
  startOnboardingTestApp,
  type OnboardingTestApp,
} from './onboarding-test-app';

let app: OnboardingTestApp;
let workerRedis: Redis;
const workers: Worker[] = [];

beforeAll(async () => {
  app = await startOnboardingTestApp();
  workerRedis = new Redis(process.env.REDIS_URL ?? '', { maxRetriesPerRequest: null });
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.close()));
});
afterAll(async () => {
  await workerRedis.quit();
  await app.close();
});

function signIn() {
  const userId = buildUserId();
  return { userId, token: app.signToken(userId) };
}

const complete = (token: string) =>
  call(app.url, 'POST', '/onboarding/complete', { body: buildCompletion(), token });
const getRecommendations = (token: string) =>
  call(app.url, 'GET', '/onboarding/recommendations', { token });
const postResult = (body: unknown, token = app.config.INTERNAL_API_TOKEN) =>
  call(app.url, 'POST', '/internal/plan-results', { body, token });

/** Runs the worker package's real processor in-process on this app's queue. */
function startWorker(processor = realProcessor()): Worker {
  const worker = startPlanWorker({
    connection: workerRedis,
    processor,
    concurrency: 2,
    prefix: app.queuePrefix,
  });
  workers.push(worker);
  return worker;
}

function realProcessor() {
  return createPlanGenerationProcessor(
    createPlanResultPoster({
      onboardingUrl: app.url,
      internalToken: app.config.INTERNAL_API_TOKEN,
    }),
  );
}

async function pollUntil<T>(read: () => Promise<T>, isDone: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (isDone(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function completionIdOf(userId: string): Promise<string> {
  const completion = await app.deps.completions.findOne({ userId }).lean();
  return String(completion?._id);
}

async function resultFor(userId: string) {
  return buildPlanResult({
    userId,
    completionId: await completionIdOf(userId),
    answers: buildCompletion(),
  });
}

describe('plan recommendations', () => {
  it('answers 404 RESOURCE_NOT_FOUND before onboarding is completed', async () => {
    const { status, body } = await getRecommendations(signIn().token);
    expect(status).toBe(404);
    expect(body.error.code).toBe('RESOURCE_NOT_FOUND');
  });

  it('answers 202 pending until the worker has generated the plan, then 200 with it', async () => {
    const { token } = signIn();
    await complete(token);
    const pending = await getRecommendations(token);
    expect(pending.status).toBe(202);
    expect(pending.body).toEqual({ success: true, status: 'pending' });

    startWorker();
    const ready = await pollUntil(
      () => getRecommendations(token),
      (answer) => answer.status !== 202,
    );
    expect(ready.status).toBe(200);
    const { workoutPlan } = ready.body.recommendations;
    expect(workoutPlan).toMatchObject({
      name: 'Beginner Weight Loss Plan',
      duration: '45 min',
      frequency: '3-4 times per week',
      checkInSchedule: 'weekly',
    });
    // 182 lb, 5 ft 10 in, 34 y, lightly active woman losing weight (Mifflin-St Jeor − 500).
    expect(workoutPlan.nutritionGuidance.calorieTarget).toBe(1710);
    expect(ready.body.recommendations.safetyConsiderations).toEqual(
      workoutPlan.safetyConsiderations,
    );
  });

  it('queues one job for two completions of the same user', async () => {
    const { userId, token } = signIn();
    await complete(token);
    await complete(token);
    const jobs = await app.queue.getJobs(['waiting', 'active', 'delayed', 'completed', 'failed']);
    expect(jobs.filter((job) => job.data.userId === userId)).toHaveLength(1);
    expect(planGenerationQueueName).toBe(jobs[0]?.queueName);
  });

  it('stores one result when the same result is posted twice', async () => {
    const { userId, token } = signIn();
    await complete(token);
    const result = await resultFor(userId);
    const first = await postResult(result);
    const second = await postResult(result);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.body.stored, second.body.stored]).toEqual([true, false]);
    expect(await app.deps.recommendations.countDocuments({ userId })).toBe(1);
    expect((await getRecommendations(token)).body.recommendations).toEqual(result.recommendations);
  });

  it.each([
    ['a wrong internal token', 'w'.repeat(64)],
    ['a user’s access token', undefined],
  ])('answers /internal/plan-results with %s with 401 UNAUTHORIZED', async (_case, token) => {
    const { userId, token: userToken } = signIn();
    await complete(userToken);
    const answer = await postResult(await resultFor(userId), token ?? userToken);
    expect(answer.status).toBe(401);
    expect(answer.body.error.code).toBe('UNAUTHORIZED');
    expect(await app.deps.recommendations.countDocuments({ userId })).toBe(0);
  });

  it('never shows one user’s recommendations to another user', async () => {
    const owner = signIn();
    await complete(owner.token);
    await postResult(await resultFor(owner.userId));
    expect((await getRecommendations(owner.token)).status).toBe(200);
    const stranger = await getRecommendations(signIn().token);
    expect(stranger.status).toBe(404);
  });

  it('answers 500 "Failed to get recommendations" when the job failed for good', async () => {
    const { token } = signIn();
    await complete(token);
    startWorker(async () => {
      throw new UnrecoverableError('generation broke');
    });
    const failed = await pollUntil(
      () => getRecommendations(token),
      (answer) => answer.status !== 202,
    );
    expect(failed.status).toBe(500);
    expect(failed.body.error).toEqual({
      code: 'INTERNAL_SERVER_ERROR',
      message: 'Failed to get recommendations',
      details: [],
    });
  });

  it('deletes the recommendations on reset and drops a late result of the old completion', async () => {
    const { userId, token } = signIn();
    await complete(token);
    const oldResult = await resultFor(userId);
    await postResult(oldResult);
    await call(app.url, 'POST', '/onboarding/reset', { token });
    expect(await app.deps.recommendations.countDocuments({ userId })).toBe(0);

    const late = await postResult(oldResult);
    expect(late.body).toEqual({ success: true, stored: false });
    expect(await app.deps.recommendations.countDocuments({ userId })).toBe(0);
  });

  it('queues the job again when the queue has lost it', async () => {
    const { userId, token } = signIn();
    await complete(token);
    await app.queue.obliterate({ force: true });
    expect((await getRecommendations(token)).status).toBe(202);
    const jobs = await app.queue.getJobs(['waiting']);
    expect(jobs.filter((job) => job.data.userId === userId)).toHaveLength(1);
  });
});
