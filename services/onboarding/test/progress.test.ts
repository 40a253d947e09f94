import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProgress } from './onboarding-fixtures';
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

function saveProgress(token: string, progress: unknown) {
  return call(app.url, 'POST', '/onboarding/progress', { body: progress, token });
}

describe('onboarding progress', () => {
  it('answers 404 RESOURCE_NOT_FOUND in the error format when no progress is saved', async () => {
    const { status, body } = await call(app.url, 'GET', '/onboarding/progress', {
      token: app.signToken(buildUserId()),
    });
    expect(status).toBe(404);
    expect(body).toEqual({
      error: { code: 'RESOURCE_NOT_FOUND', message: expect.any(String), details: [] },
    });
  });

  it('saves progress, answers it under data.progress and loads it back under progress', async () => {
    const token = app.signToken(buildUserId());
    const progress = buildProgress();
    const saved = await saveProgress(token, progress);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ success: true, data: { progress } });

    const loaded = await call(app.url, 'GET', '/onboarding/progress', { token });
    expect(loaded.status).toBe(200);
    expect(loaded.body).toEqual({ success: true, progress });
  });

  it('keeps an empty responses map and leaves out optional fields that were not sent', async () => {
    const token = app.signToken(buildUserId());
    const progress = { currentStep: 0, totalSteps: 8, completedSteps: [], responses: {} };
    await saveProgress(token, progress);
    const { body } = await call(app.url, 'GET', '/onboarding/progress', { token });
    expect(body.progress).toEqual(progress);
  });

  it('replaces the saved progress on every save, so the last save wins', async () => {
    const userId = buildUserId();
    const token = app.signToken(userId);
    await saveProgress(token, buildProgress());
    const later = buildProgress({ currentStep: 5, responses: { 'stress-level': 'low' } });
    await saveProgress(token, later);
    const { body } = await call(app.url, 'GET', '/onboarding/progress', { token });
    expect(body.progress).toEqual(later);
    expect(await app.deps.progress.countDocuments({ userId })).toBe(1);
  });

  it('keeps exactly one progress document when five first saves arrive at once', async () => {
    const userId = buildUserId();
    const token = app.signToken(userId);
    const answers = await Promise.all(
      [0, 1, 2, 3, 4].map((step) => saveProgress(token, buildProgress({ currentStep: step }))),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await app.deps.progress.countDocuments({ userId })).toBe(1);
  });

  it.each([
    ['currentStep', 'a negative current step', { currentStep: -1 }],
    ['currentStep', 'a fractional current step', { currentStep: 1.5 }],
    ['currentStep', 'a current step past the last', { currentStep: 9 }],
    ['totalSteps', 'no steps', { totalSteps: 0 }],
    ['totalSteps', 'more than 20 steps', { totalSteps: 21 }],
    ['completedSteps.0', 'a step label instead of an id', { completedSteps: ['Personal Info'] }],
    ['responses.bad.key', "a question id with '.'", { responses: { 'bad.key': 'x' } }],
    ['responses.$where', "a question id starting with '$'", { responses: { $where: 'x' } }],
    ['responses.nested', 'an object answer', { responses: { nested: { a: 1 } } }],
    [
      'responses.long',
      'a text answer over 2000 characters',
      { responses: { long: 'x'.repeat(2001) } },
    ],
    ['responses', 'more than 200 answers', { responses: buildResponses(201, 1) }],
    ['startedAt', 'a start that is not an ISO date', { startedAt: 'yesterday' }],
    ['estimatedTimeRemaining', 'a negative time remaining', { estimatedTimeRemaining: -2 }],
  ])('answers 400 VALIDATION_ERROR naming %s for %s', async (field, _case, overrides) => {
    const { status, body } = await saveProgress(
      app.signToken(buildUserId()),
      buildProgress(overrides),
    );
    expect(status).toBe(400);
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.details.map((detail: { field: string }) => detail.field)).toEqual([field]);
  });

  it('accepts 200 answers of 2000 characters each', async () => {
    const responses = buildResponses(200, 'x'.repeat(2000));
    const { status } = await saveProgress(
      app.signToken(buildUserId()),
      buildProgress({ responses }),
    );
    expect(status).toBe(200);
  });
});

function buildResponses(count: number, answer: unknown): Record<string, unknown> {
  return Object.fromEntries(Array.from({ length: count }, (_, i) => [`question-${i}`, answer]));
}
