import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompletion, buildProgress } from './onboarding-fixtures';
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

function signIn() {
  const userId = buildUserId();
  return { userId, token: app.signToken(userId) };
}

const complete = (token: string, payload: unknown = buildCompletion()) =>
  call(app.url, 'POST', '/onboarding/complete', { body: payload, token });
const getStatus = (token: string) => call(app.url, 'GET', '/onboarding/status', { token });

describe('onboarding completion, status and reset', () => {
  it('answers a status of not completed and no progress for a new user', async () => {
    const { status, body } = await getStatus(signIn().token);
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      status: { isCompleted: false, completedAt: null, hasProgress: false },
    });
  });

  it('reports saved progress in the status before completion', async () => {
    const { token } = signIn();
    await call(app.url, 'POST', '/onboarding/progress', { body: buildProgress(), token });
    const { body } = await getStatus(token);
    expect(body.status).toEqual({ isCompleted: false, completedAt: null, hasProgress: true });
  });

  it('completes with 201, answers the completion and status, and deletes the saved progress', async () => {
    const { userId, token } = signIn();
    await call(app.url, 'POST', '/onboarding/progress', { body: buildProgress(), token });
    const payload = buildCompletion({ completedAt: '2001-01-01T00:00:00.000Z' });
    const { status, body } = await complete(token, payload);

    expect(status).toBe(201);
    const { completion } = body.data;
    expect(body).toEqual({
      success: true,
      data: {
        completion: expect.any(Object),
        status: { isCompleted: true, completedAt: completion.completedAt },
        alreadyCompleted: false,
      },
    });
    expect(completion).toMatchObject({
      personalInfo: payload.personalInfo,
      fitnessGoals: payload.fitnessGoals,
      equipment: payload.equipment,
      version: '1.0.0',
      completionTime: 12,
    });
    // The server's clock decides, not the completedAt the client sent.
    expect(Date.parse(completion.completedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await app.deps.progress.countDocuments({ userId })).toBe(0);

    const after = await getStatus(token);
    expect(after.body.status).toEqual({
      isCompleted: true,
      completedAt: completion.completedAt,
      hasProgress: false,
    });
  });

  it('answers 200 with the first completion and alreadyCompleted: true when completing again', async () => {
    const { userId, token } = signIn();
    const first = await complete(token);
    const second = await complete(token, buildCompletion({ 'personalInfo.age': 60 }));

    expect(second.status).toBe(200);
    expect(second.body.data.alreadyCompleted).toBe(true);
    expect(second.body.data.completion).toEqual(first.body.data.completion);
    expect(second.body.data.completion.personalInfo.age).toBe(34);
    expect(await app.deps.completions.countDocuments({ userId })).toBe(1);
  });

  it('keeps exactly one completion when five completions arrive at once', async () => {
    const { userId, token } = signIn();
    const answers = await Promise.all([0, 1, 2, 3, 4].map(() => complete(token)));

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 201]);
    const completedAts = new Set(answers.map((answer) => answer.body.data.completion.completedAt));
    expect(completedAts.size).toBe(1);
    expect(answers.filter((answer) => !answer.body.data.alreadyCompleted)).toHaveLength(1);
    expect(await app.deps.completions.countDocuments({ userId })).toBe(1);
  });

  it('resets completion and progress, and lets the user complete again afterwards', async () => {
    const { userId, token } = signIn();
    const first = await complete(token);
    await call(app.url, 'POST', '/onboarding/progress', { body: buildProgress(), token });

    const reset = await call(app.url, 'POST', '/onboarding/reset', { token });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ success: true });
    expect((await getStatus(token)).body.status).toEqual({
      isCompleted: false,
      completedAt: null,
      hasProgress: false,
    });

    const again = await complete(token, buildCompletion({ 'personalInfo.age': 35 }));
    expect(again.status).toBe(201);
    expect(again.body.data.alreadyCompleted).toBe(false);
    expect(again.body.data.completion.personalInfo.age).toBe(35);
    expect(again.body.data.completion.completedAt).not.toBe(first.body.data.completion.completedAt);
    expect(await app.deps.completions.countDocuments({ userId })).toBe(1);
  });

  it('answers a reset of a user who has nothing saved with success', async () => {
    const { status, body } = await call(app.url, 'POST', '/onboarding/reset', {
      token: signIn().token,
    });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true });
  });
});
