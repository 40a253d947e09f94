import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompletion, buildProgress } from './onboarding-fixtures';
import {
  buildUserId,
  call,
  signTestToken,
  startOnboardingTestApp,
  type OnboardingTestApp,
} from './onboarding-test-app';

let app: OnboardingTestApp;
beforeAll(async () => {
  app = await startOnboardingTestApp();
});
afterAll(() => app.close());

const routes = [
  ['POST', '/onboarding/progress', buildProgress()],
  ['GET', '/onboarding/progress', undefined],
  ['POST', '/onboarding/complete', buildCompletion()],
  ['GET', '/onboarding/recommendations', undefined],
  ['GET', '/onboarding/status', undefined],
  ['POST', '/onboarding/reset', undefined],
] as const;

describe('onboarding access', () => {
  it.each(routes)(
    'answers %s %s without a token with 401 UNAUTHORIZED',
    async (method, path, body) => {
      const answer = await call(app.url, method, path, { body });
      expect(answer.status).toBe(401);
      expect(answer.body.error.code).toBe('UNAUTHORIZED');
    },
  );

  it.each(routes)(
    'answers %s %s with a token signed by another secret with 401 TOKEN_INVALID',
    async (method, path, body) => {
      const token = signTestToken(randomBytes(32).toString('hex'), app.config, buildUserId());
      const answer = await call(app.url, method, path, { body, token });
      expect(answer.status).toBe(401);
      expect(answer.body.error.code).toBe('TOKEN_INVALID');
    },
  );

  it('never shows or changes one user’s onboarding through another user’s token', async () => {
    const owner = app.signToken(buildUserId());
    const stranger = app.signToken(buildUserId());
    await call(app.url, 'POST', '/onboarding/progress', { body: buildProgress(), token: owner });
    const completed = await call(app.url, 'POST', '/onboarding/complete', {
      body: buildCompletion(),
      token: owner,
    });
    await call(app.url, 'POST', '/onboarding/progress', { body: buildProgress(), token: owner });

    const progress = await call(app.url, 'GET', '/onboarding/progress', { token: stranger });
    expect(progress.status).toBe(404);
    const status = await call(app.url, 'GET', '/onboarding/status', { token: stranger });
    expect(status.body.status).toEqual({
      isCompleted: false,
      completedAt: null,
      hasProgress: false,
    });
    await call(app.url, 'POST', '/onboarding/reset', { token: stranger });
    const strangerCompletion = await call(app.url, 'POST', '/onboarding/complete', {
      body: buildCompletion({ 'personalInfo.age': 70 }),
      token: stranger,
    });
    expect(strangerCompletion.status).toBe(201);

    const ownerStatus = await call(app.url, 'GET', '/onboarding/status', { token: owner });
    expect(ownerStatus.body.status).toEqual({
      isCompleted: true,
      completedAt: completed.body.data.completion.completedAt,
      hasProgress: true,
    });
    const again = await call(app.url, 'POST', '/onboarding/complete', {
      body: buildCompletion(),
      token: owner,
    });
    expect(again.body.data.completion.personalInfo.age).toBe(34);
  });
});
