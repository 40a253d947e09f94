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

const setGoal = (token: string, body: unknown) =>
  call(app.url, 'POST', '/progress/goals', { token, body });

describe('POST /progress/goals', () => {
  it('sets an ACTIVE goal with the defaults and its progress', async () => {
    const { token } = buildSignedInUser(app);
    const answer = await setGoal(token, { targetValue: 8 });
    expect(answer.status).toBe(201);
    expect(answer.body.data.goal).toEqual({
      id: expect.stringMatching(/^[a-f0-9]{24}$/),
      goalType: 'WEIGHT_LOSS',
      targetValue: 8,
      currentValue: 0,
      targetDate: null,
      description: null,
      status: 'ACTIVE',
      progressPercentage: 0,
      createdAt: app.clock.now.toISOString(),
      updatedAt: app.clock.now.toISOString(),
      completedAt: null,
    });
  });

  it('keeps type, date and description and caps progress at 100 %', async () => {
    const { token } = buildSignedInUser(app);
    const answer = await setGoal(token, {
      goalType: 'STRENGTH',
      targetValue: 100,
      currentValue: 120,
      targetDate: '2026-12-31',
      description: 'Bench 100 kg',
    });
    expect(answer.body.data.goal).toMatchObject({
      goalType: 'STRENGTH',
      targetDate: '2026-12-31T00:00:00.000Z',
      description: 'Bench 100 kg',
      progressPercentage: 100,
    });
  });

  it.each([
    [{}, 'targetValue'],
    [{ targetValue: 0 }, 'targetValue'],
    [{ targetValue: 100_001 }, 'targetValue'],
    [{ targetValue: 10, currentValue: -1 }, 'currentValue'],
    [{ targetValue: 10, goalType: 'FLYING' }, 'goalType'],
    [{ targetValue: 10, targetDate: '31/12/2026' }, 'targetDate'],
    [{ targetValue: 10, description: 'x'.repeat(501) }, 'description'],
    [{ targetValue: 10, status: 'completed' }, 'body'],
  ])('refuses %j with 400 on %s and stores nothing', async (body, field) => {
    const user = buildSignedInUser(app);
    const answer = await setGoal(user.token, body);
    expect(answer.status).toBe(400);
    expect(answer.body.error.details.map((d: { field: string }) => d.field)).toContain(field);
    expect(await app.deps.goals.countDocuments({ userId: user.id })).toBe(0);
  });
});

describe('goal management', () => {
  it('lists newest first and filters by status', async () => {
    const { token } = buildSignedInUser(app);
    const older = await setGoal(token, { targetValue: 5 });
    app.clock.now = new Date(app.clock.now.getTime() + 1000);
    await setGoal(token, { targetValue: 6 });
    await call(app.url, 'PATCH', `/progress/goals/${older.body.data.goal.id}`, {
      token,
      body: { status: 'paused' },
    });
    const all = await call(app.url, 'GET', '/progress/goals', { token });
    expect(all.body.data.goals.map((g: { targetValue: number }) => g.targetValue)).toEqual([6, 5]);
    const paused = await call(app.url, 'GET', '/progress/goals?status=paused', { token });
    expect(paused.body.data.goals).toHaveLength(1);
    const bad = await call(app.url, 'GET', '/progress/goals?status=done', { token });
    expect(bad.status).toBe(400);
  });

  it('edits, pauses, resumes and completes a goal, stamping completedAt', async () => {
    const { token } = buildSignedInUser(app);
    const created = await setGoal(token, { targetValue: 10, currentValue: 2 });
    const path = `/progress/goals/${created.body.data.goal.id}`;
    const patch = (body: unknown) => call(app.url, 'PATCH', path, { token, body });

    const edited = await patch({
      currentValue: 5,
      description: 'Halfway',
      targetDate: '2026-09-01',
    });
    expect(edited.body.data.goal).toMatchObject({ currentValue: 5, progressPercentage: 50 });
    expect((await patch({ status: 'paused' })).body.data.goal.status).toBe('paused');
    expect((await patch({ status: 'ACTIVE' })).body.data.goal.status).toBe('ACTIVE');
    const completed = await patch({ status: 'completed' });
    expect(completed.body.data.goal).toMatchObject({
      status: 'completed',
      completedAt: app.clock.now.toISOString(),
    });
    const cleared = await patch({ description: null, targetDate: null });
    expect(cleared.body.data.goal).toMatchObject({ description: null, targetDate: null });
    expect((await patch({ status: 'ACTIVE' })).body.data.goal.completedAt).toBeNull();
    expect((await patch({ status: 'DONE' })).status).toBe(400);
    expect((await patch({})).status).toBe(400);
  });

  it('deletes a goal, then answers 404 for it', async () => {
    const { token } = buildSignedInUser(app);
    const created = await setGoal(token, { targetValue: 10 });
    const path = `/progress/goals/${created.body.data.goal.id}`;
    expect((await call(app.url, 'DELETE', path, { token })).status).toBe(200);
    expect((await call(app.url, 'DELETE', path, { token })).status).toBe(404);
  });
});

describe('GET /progress/goals pages', () => {
  it('answers a page of goals, newest first, with the total', async () => {
    const { token } = buildSignedInUser(app);
    for (const targetValue of [70, 75, 80]) {
      await setGoal(token, { goalType: 'WEIGHT_LOSS', targetValue, currentValue: 90 });
    }
    const first = await call(app.url, 'GET', '/progress/goals?limit=2', { token });
    expect(first.status).toBe(200);
    expect(first.body.data.total).toBe(3);
    expect(first.body.data.goals.map((goal: { targetValue: number }) => goal.targetValue)).toEqual([
      80, 75,
    ]);
    const rest = await call(app.url, 'GET', '/progress/goals?limit=2&offset=2', { token });
    expect(rest.body.data.goals).toHaveLength(1);
    const tooMany = await call(app.url, 'GET', '/progress/goals?limit=501', { token });
    expect(tooMany.status).toBe(400);
  });
});
