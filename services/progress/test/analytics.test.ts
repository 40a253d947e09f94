import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkoutHistory } from '../src/workouts/workout-history';
import { uploadParts } from './photo-fixtures';
import { buildPng } from './photo-fixtures';
import {
  buildSignedInUser,
  call,
  daysAgo,
  startProgressTestApp,
  type ProgressTestApp,
} from './progress-test-app';

const workoutDaysByToken = new Map<string, string[] | 'down'>();
const workoutHistory: WorkoutHistory = {
  listWorkoutDays: async (token) => {
    const days = workoutDaysByToken.get(token);
    if (days === 'down') return { status: 'unavailable' };
    return { status: 'available', days: days ?? [] };
  },
};

let app: ProgressTestApp;
beforeAll(async () => {
  app = await startProgressTestApp({ workoutHistory });
});
afterAll(() => app.close());

async function record(token: string, days: number, values: Record<string, number>) {
  const answer = await call(app.url, 'POST', '/progress/measurements', {
    token,
    body: { ...values, recordedAt: daysAgo(app, days) },
  });
  expect(answer.status).toBe(201);
}

describe('GET /progress/analytics', () => {
  it('answers an empty period with null trends and zero counts (default 90 days)', async () => {
    const { token } = buildSignedInUser(app);
    const answer = await call(app.url, 'GET', '/progress/analytics', { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      data: {
        period: 90,
        measurements: [],
        trends: { weight: null, bodyFat: null, muscleMass: null },
        goalStats: { total: 0, completed: 0, active: 0, paused: 0 },
        goals: [],
        totalMeasurements: 0,
      },
    });
  });

  it('computes trends from the first to the latest value in the period, per metric', async () => {
    const { token } = buildSignedInUser(app);
    await record(token, 100, { weight: 90 }); // outside 90 days
    await record(token, 80, { weight: 84, bodyFat: 22 });
    await record(token, 40, { weight: 82, muscleMass: 35 });
    await record(token, 10, { weight: 80.6, bodyFat: 22.05, muscleMass: 36 });

    const answer = await call(app.url, 'GET', '/progress/analytics?period=90', { token });
    const data = answer.body.data;
    expect(data.totalMeasurements).toBe(3);
    expect(data.measurements.map((m: { weight: number }) => m.weight)).toEqual([84, 82, 80.6]);
    expect(data.trends).toEqual({
      weight: { current: 80.6, change: -3.4, changePercentage: -4, trend: 'decreasing' },
      bodyFat: { current: 22.05, change: 0.1, changePercentage: 0.2, trend: 'stable' },
      muscleMass: { current: 36, change: 1, changePercentage: 2.9, trend: 'increasing' },
    });

    const month = await call(app.url, 'GET', '/progress/analytics?period=30', { token });
    expect(month.body.data.period).toBe(30);
    expect(month.body.data.totalMeasurements).toBe(1);
    expect(month.body.data.trends.weight).toEqual({
      current: 80.6,
      change: 0,
      changePercentage: 0,
      trend: 'stable',
    });
    const halfYear = await call(app.url, 'GET', '/progress/analytics?period=180', { token });
    expect(halfYear.body.data.trends.weight.change).toBe(-9.4);
  });

  it('charts only the last 20 measurements of the period, oldest first', async () => {
    const { token } = buildSignedInUser(app);
    for (let day = 25; day >= 1; day -= 1) await record(token, day, { weight: 100 - day });
    const { body } = await call(app.url, 'GET', '/progress/analytics?period=30', { token });
    expect(body.data.totalMeasurements).toBe(25);
    expect(body.data.measurements).toHaveLength(20);
    expect(body.data.measurements[0].weight).toBe(80);
    expect(body.data.measurements[19].weight).toBe(99);
  });

  it('counts goals per status and lists them with progress', async () => {
    const { token } = buildSignedInUser(app);
    const ids: string[] = [];
    for (const targetValue of [10, 20, 30, 40]) {
      const goal = await call(app.url, 'POST', '/progress/goals', {
        token,
        body: { targetValue, currentValue: 5 },
      });
      ids.push(goal.body.data.goal.id);
    }
    await call(app.url, 'PATCH', `/progress/goals/${ids[0]}`, {
      token,
      body: { status: 'completed' },
    });
    await call(app.url, 'PATCH', `/progress/goals/${ids[1]}`, {
      token,
      body: { status: 'paused' },
    });
    const { body } = await call(app.url, 'GET', '/progress/analytics', { token });
    expect(body.data.goalStats).toEqual({ total: 4, completed: 1, active: 2, paused: 1 });
    expect(body.data.goals).toHaveLength(4);
    expect(body.data.goals.find((g: { id: string }) => g.id === ids[0]).progressPercentage).toBe(
      50,
    );
  });

  it('answers a change right after it is written, though analytics are reused in between', async () => {
    const { token } = buildSignedInUser(app);
    await record(token, 2, { weight: 80 });
    const first = await call(app.url, 'GET', '/progress/analytics?period=30', { token });
    expect(first.body.data.totalMeasurements).toBe(1);
    await record(token, 1, { weight: 79 });
    const second = await call(app.url, 'GET', '/progress/analytics?period=30', { token });
    expect(second.body.data.totalMeasurements).toBe(2);
    expect(second.body.data.trends.weight.change).toBe(-1);
    const goal = await call(app.url, 'POST', '/progress/goals', {
      token,
      body: { targetValue: 5 },
    });
    await call(app.url, 'DELETE', `/progress/goals/${goal.body.data.goal.id}`, { token });
    const third = await call(app.url, 'GET', '/progress/analytics?period=30', { token });
    expect(third.body.data.goalStats.total).toBe(0);
    const [measurement] = third.body.data.measurements;
    await call(app.url, 'DELETE', `/progress/measurements/${measurement.id}`, { token });
    const fourth = await call(app.url, 'GET', '/progress/analytics?period=30', { token });
    expect(fourth.body.data.totalMeasurements).toBe(1);
  });

  it.each(['period=7', 'period=abc', 'period=', 'period=90&period=30', 'days=90'])(
    'refuses %s with 400 VALIDATION_ERROR',
    async (query) => {
      const { token } = buildSignedInUser(app);
      const answer = await call(app.url, 'GET', `/progress/analytics?${query}`, { token });
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe('VALIDATION_ERROR');
    },
  );
});

describe('GET /progress/summary', () => {
  it('summarises measurements, goals, frequency, latest values and photos', async () => {
    const { token } = buildSignedInUser(app);
    await record(token, 60, { weight: 85, bodyFat: 24 });
    await record(token, 20, { weight: 83 });
    await record(token, 5, { muscleMass: 34 });
    await call(app.url, 'POST', '/progress/goals', { token, body: { targetValue: 5 } });
    await uploadParts(app.url, token, [
      { name: 'a.png', type: 'image/png', bytes: await buildPng() },
    ]);

    const answer = await call(app.url, 'GET', '/progress/summary', { token });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      totalMeasurements: 3,
      activeGoals: 1,
      completedGoals: 0,
      totalGoals: 1,
      measurementFrequency: 0.5,
      latest: { weight: 83, bodyFat: 24, muscleMass: 34, recordedAt: daysAgo(app, 5) },
      firstMeasurementAt: daysAgo(app, 60),
      totalPhotos: 1,
    });
  });

  it('answers zeros and nulls for a new user', async () => {
    const { token } = buildSignedInUser(app);
    const { body } = await call(app.url, 'GET', '/progress/summary', { token });
    expect(body.data).toMatchObject({
      totalMeasurements: 0,
      activeGoals: 0,
      measurementFrequency: 0,
      latest: { weight: null, bodyFat: null, muscleMass: null, recordedAt: null },
      firstMeasurementAt: null,
      totalPhotos: 0,
    });
  });
});

describe('GET /progress/achievements', () => {
  const earned = (body: { data: { achievements: Array<{ name: string; earned: boolean }> } }) =>
    body.data.achievements.filter((a) => a.earned).map((a) => a.name);

  it('earns nothing for a new user', async () => {
    const { token } = buildSignedInUser(app);
    const { body } = await call(app.url, 'GET', '/progress/achievements', { token });
    expect(body.data.workoutHistoryAvailable).toBe(true);
    expect(body.data.achievements.map((a: { name: string }) => a.name)).toEqual([
      'First Workout',
      '7 Day Streak',
      'Goal Achiever',
    ]);
    expect(earned(body)).toEqual([]);
  });

  it('earns all three from a week of workouts and a reached goal', async () => {
    const { token } = buildSignedInUser(app);
    workoutDaysByToken.set(
      token,
      Array.from({ length: 7 }, (_, i) => `2026-06-0${i + 1}`),
    );
    await call(app.url, 'POST', '/progress/goals', {
      token,
      body: { targetValue: 5, currentValue: 5 },
    });
    const { body } = await call(app.url, 'GET', '/progress/achievements?tzOffset=-120', { token });
    expect(earned(body)).toEqual(['First Workout', '7 Day Streak', 'Goal Achiever']);
  });

  it('reports when workout history is unavailable and still earns from goals', async () => {
    const { token } = buildSignedInUser(app);
    workoutDaysByToken.set(token, 'down');
    const goal = await call(app.url, 'POST', '/progress/goals', {
      token,
      body: { targetValue: 5 },
    });
    await call(app.url, 'PATCH', `/progress/goals/${goal.body.data.goal.id}`, {
      token,
      body: { status: 'completed' },
    });
    const { body } = await call(app.url, 'GET', '/progress/achievements', { token });
    expect(body.data.workoutHistoryAvailable).toBe(false);
    expect(earned(body)).toEqual(['Goal Achiever']);
  });

  it('refuses a tzOffset out of range', async () => {
    const { token } = buildSignedInUser(app);
    const answer = await call(app.url, 'GET', '/progress/achievements?tzOffset=900', { token });
    expect(answer.status).toBe(400);
  });
});
