import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildSignedInUser,
  call,
  startProgressTestApp,
  type ProgressTestApp,
} from './progress-test-app';

let app: ProgressTestApp;
beforeAll(async () => {
  app = await startProgressTestApp();
});
afterAll(() => app.close());

const operator = { $gt: '' };
const validMeasurement = {
  weight: 80,
  bodyFat: 20,
  muscleMass: 35,
  notes: 'ok',
  recordedAt: '2026-06-01T08:00:00.000Z',
};
const validGoal = {
  goalType: 'STRENGTH',
  targetValue: 10,
  currentValue: 1,
  targetDate: '2026-12-31',
  description: 'ok',
};

describe('NoSQL operator injection', () => {
  it.each(Object.keys(validMeasurement))(
    'refuses {"$gt": ""} as the measurement field %s with 400 and stores nothing',
    async (field) => {
      const user = buildSignedInUser(app);
      const answer = await call(app.url, 'POST', '/progress/measurements', {
        token: user.token,
        body: { ...validMeasurement, [field]: operator },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe('VALIDATION_ERROR');
      expect(answer.body.error.details.map((d: { field: string }) => d.field)).toContain(field);
      expect(await app.deps.measurements.countDocuments({ userId: user.id })).toBe(0);
    },
  );

  it.each(Object.keys(validGoal))(
    'refuses {"$gt": ""} as the goal field %s with 400 and stores nothing',
    async (field) => {
      const user = buildSignedInUser(app);
      const answer = await call(app.url, 'POST', '/progress/goals', {
        token: user.token,
        body: { ...validGoal, [field]: operator },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.error.details.map((d: { field: string }) => d.field)).toContain(field);
      expect(await app.deps.goals.countDocuments({ userId: user.id })).toBe(0);
    },
  );

  it.each(['goalType', 'targetValue', 'currentValue', 'targetDate', 'description', 'status'])(
    'refuses {"$gt": ""} as the goal change %s and leaves the goal as it was',
    async (field) => {
      const { token } = buildSignedInUser(app);
      const goal = await call(app.url, 'POST', '/progress/goals', { token, body: validGoal });
      const path = `/progress/goals/${goal.body.data.goal.id}`;
      const answer = await call(app.url, 'PATCH', path, { token, body: { [field]: operator } });
      expect(answer.status).toBe(400);
      const list = await call(app.url, 'GET', '/progress/goals', { token });
      expect(list.body.data.goals[0]).toEqual(goal.body.data.goal);
    },
  );

  it.each(Object.keys(validMeasurement))(
    'refuses {"$gt": ""} as the measurement change %s',
    async (field) => {
      const { token } = buildSignedInUser(app);
      const created = await call(app.url, 'POST', '/progress/measurements', {
        token,
        body: validMeasurement,
      });
      const path = `/progress/measurements/${created.body.data.measurement.id}`;
      const answer = await call(app.url, 'PATCH', path, { token, body: { [field]: operator } });
      expect(answer.status).toBe(400);
    },
  );

  it('refuses top-level operators and unknown keys', async () => {
    const user = buildSignedInUser(app);
    for (const body of [
      { $where: 'sleep(1000)', weight: 80 },
      { userId: 'someone-else', weight: 80 },
    ]) {
      const answer = await call(app.url, 'POST', '/progress/measurements', {
        token: user.token,
        body,
      });
      expect(answer.status).toBe(400);
    }
    expect(await app.deps.measurements.countDocuments({ userId: 'someone-else' })).toBe(0);
  });

  it.each([
    '/progress/analytics?period[$gt]=',
    '/progress/goals?status[$ne]=x',
    '/progress/measurements?limit[$gt]=0',
    '/progress/achievements?tzOffset[$gt]=0',
  ])('refuses the operator query %s with 400', async (path) => {
    const { token } = buildSignedInUser(app);
    const answer = await call(app.url, 'GET', path, { token });
    expect(answer.status).toBe(400);
  });

  it('answers 404 for operator-like record ids', async () => {
    const { token } = buildSignedInUser(app);
    const id = encodeURIComponent(JSON.stringify(operator));
    for (const path of [`/progress/goals/${id}`, `/progress/measurements/${id}`]) {
      expect((await call(app.url, 'DELETE', path, { token })).status).toBe(404);
    }
  });
});
