import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompletion } from './onboarding-fixtures';
import {
  buildUserId,
  call,
  startOnboardingTestApp,
  type OnboardingTestApp,
} from './onboarding-test-app';

let app: OnboardingTestApp;
beforeAll(async () => {
  app = await startOnboardingTestApp();
});
afterAll(() => app.close());

const token = () => app.signToken(buildUserId());

describe('GET /onboarding/completion', () => {
  it('answers 404 before completion and the completed answers after', async () => {
    const bearer = token();
    const before = await call(app.url, 'GET', '/onboarding/completion', { token: bearer });
    expect(before.status).toBe(404);
    await call(app.url, 'POST', '/onboarding/complete', { body: buildCompletion(), token: bearer });
    const after = await call(app.url, 'GET', '/onboarding/completion', { token: bearer });
    expect(after.status).toBe(200);
    expect(after.body.completion.personalInfo).toEqual(buildCompletion().personalInfo);
  });

  it('answers 401 without a token and 404 for another user', async () => {
    const owner = token();
    await call(app.url, 'POST', '/onboarding/complete', { body: buildCompletion(), token: owner });
    expect((await call(app.url, 'GET', '/onboarding/completion')).status).toBe(401);
    const stranger = await call(app.url, 'GET', '/onboarding/completion', { token: token() });
    expect(stranger.status).toBe(404);
  });
});

describe('PUT /onboarding/completion', () => {
  it('replaces the answers and queues a plan job for the new completion', async () => {
    const userId = buildUserId();
    const bearer = app.signToken(userId);
    await call(app.url, 'POST', '/onboarding/complete', { body: buildCompletion(), token: bearer });
    const edited = await call(app.url, 'PUT', '/onboarding/completion', {
      body: buildCompletion({ 'personalInfo.age': 41 }),
      token: bearer,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.completion.personalInfo.age).toBe(41);
    const read = await call(app.url, 'GET', '/onboarding/completion', { token: bearer });
    expect(read.body.completion.personalInfo.age).toBe(41);
    expect(await app.deps.completions.countDocuments({ userId })).toBe(1);
    const jobs = await app.queue.getJobs(['waiting', 'active', 'delayed']);
    expect(jobs.filter((job) => job.data.userId === userId)).toHaveLength(2);
  });

  it('answers 400 VALIDATION_ERROR with field details for invalid answers and keeps the old ones', async () => {
    const bearer = token();
    await call(app.url, 'POST', '/onboarding/complete', { body: buildCompletion(), token: bearer });
    const edited = await call(app.url, 'PUT', '/onboarding/completion', {
      body: buildCompletion({ 'personalInfo.age': 12 }),
      token: bearer,
    });
    expect(edited.status).toBe(400);
    expect(edited.body.error.details).toContainEqual(
      expect.objectContaining({ field: 'personalInfo.age' }),
    );
    const read = await call(app.url, 'GET', '/onboarding/completion', { token: bearer });
    expect(read.body.completion.personalInfo.age).toBe(34);
  });

  it('never changes another user’s completion', async () => {
    const owner = token();
    await call(app.url, 'POST', '/onboarding/complete', { body: buildCompletion(), token: owner });
    await call(app.url, 'PUT', '/onboarding/completion', {
      body: buildCompletion({ 'personalInfo.age': 70 }),
      token: token(),
    });
    const read = await call(app.url, 'GET', '/onboarding/completion', { token: owner });
    expect(read.body.completion.personalInfo.age).toBe(34);
  });
});
