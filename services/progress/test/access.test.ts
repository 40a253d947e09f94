import { randomBytes } from 'node:crypto';
import { signTestAccessToken } from '@repwise/server-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPng, uploadParts } from './photo-fixtures';
import {
  buildSignedInUser,
  buildUserId,
  call,
  startProgressTestApp,
  type ProgressTestApp,
} from './progress-test-app';

let app: ProgressTestApp;
beforeAll(async () => {
  app = await startProgressTestApp();
});
afterAll(() => app.close());

const someId = '0123456789abcdef01234567';
const routes = [
  ['POST', '/progress/measurements', { weight: 80 }],
  ['GET', '/progress/measurements', undefined],
  ['PATCH', `/progress/measurements/${someId}`, { weight: 80 }],
  ['DELETE', `/progress/measurements/${someId}`, undefined],
  ['POST', '/progress/goals', { targetValue: 5 }],
  ['GET', '/progress/goals', undefined],
  ['PATCH', `/progress/goals/${someId}`, { status: 'paused' }],
  ['DELETE', `/progress/goals/${someId}`, undefined],
  ['GET', '/progress/analytics', undefined],
  ['GET', '/progress/summary', undefined],
  ['GET', '/progress/achievements', undefined],
  ['POST', '/files/progress-photos', undefined],
  ['GET', '/files/user/progress-photos', undefined],
  ['GET', `/files/progress-photos/${someId}`, undefined],
  ['DELETE', `/files/progress-photos/${someId}`, undefined],
] as const;

describe('progress access', () => {
  it.each(routes)(
    'answers %s %s without a token with 401 UNAUTHORIZED',
    async (method, path, body) => {
      const answer = await call(app.url, method, path, { body });
      expect(answer.status).toBe(401);
      expect(answer.body.error.code).toBe('UNAUTHORIZED');
    },
  );

  it.each(routes)(
    'answers %s %s with a forged token with 401 TOKEN_INVALID',
    async (method, path, body) => {
      const token = signTestAccessToken(
        {
          secret: randomBytes(32).toString('hex'),
          issuer: app.config.JWT_ISSUER,
          audience: app.config.JWT_AUDIENCE,
        },
        buildUserId(),
      );
      const answer = await call(app.url, method, path, { body, token });
      expect(answer.status).toBe(401);
      expect(answer.body.error.code).toBe('TOKEN_INVALID');
    },
  );

  it('never shows, changes or deletes one user’s data through another user’s token', async () => {
    const owner = buildSignedInUser(app);
    const stranger = buildSignedInUser(app);
    const measurement = await call(app.url, 'POST', '/progress/measurements', {
      token: owner.token,
      body: { weight: 80 },
    });
    const goal = await call(app.url, 'POST', '/progress/goals', {
      token: owner.token,
      body: { targetValue: 5 },
    });
    const photo = await uploadParts(app.url, owner.token, [
      { name: 'a.png', type: 'image/png', bytes: await buildPng() },
    ]);
    const measurementPath = `/progress/measurements/${measurement.body.data.measurement.id}`;
    const goalPath = `/progress/goals/${goal.body.data.goal.id}`;
    const photoPath = photo.body.data.files[0].url;
    const as = (method: string, path: string, body?: unknown) =>
      call(app.url, method, path, { token: stranger.token, body });

    for (const answer of [
      await as('PATCH', measurementPath, { weight: 81 }),
      await as('DELETE', measurementPath),
      await as('PATCH', goalPath, { status: 'completed' }),
      await as('DELETE', goalPath),
      await as('DELETE', photoPath),
    ]) {
      expect(answer.status).toBe(404);
    }
    expect((await as('GET', '/progress/measurements')).body.data).toEqual({
      measurements: [],
      total: 0,
    });
    expect((await as('GET', '/progress/goals')).body.data.goals).toEqual([]);
    expect((await as('GET', '/progress/analytics')).body.data.totalMeasurements).toBe(0);
    expect((await as('GET', '/progress/summary')).body.data.totalPhotos).toBe(0);

    const ownerGoals = await call(app.url, 'GET', '/progress/goals', { token: owner.token });
    expect(ownerGoals.body.data.goals[0].status).toBe('ACTIVE');
    const ownerList = await call(app.url, 'GET', '/progress/measurements', { token: owner.token });
    expect(ownerList.body.data.measurements[0].weight).toBe(80);
    const ownerPhotos = await call(app.url, 'GET', '/files/user/progress-photos', {
      token: owner.token,
    });
    expect(ownerPhotos.body.data.photos).toHaveLength(1);
  });
});
