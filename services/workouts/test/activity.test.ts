import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildRequirements,
  buildUserId,
  startWorkoutsTestApp,
  type WorkoutsTestApp,
} from './workouts-test-app';

let app: WorkoutsTestApp;

beforeAll(async () => {
  app = await startWorkoutsTestApp();
  app.startWorker();
});
afterAll(() => app.close());

/** A signed-in user with an active plan whose week 1 is generated (Mon, Tue, Thu, Fri). */
async function setUpUserWithPlan() {
  const token = app.signToken(buildUserId());
  const plan = (
    await app.call('POST', '/workouts/plans/progressive', {
      token,
      body: { requirements: buildRequirements() },
    })
  ).body.data.plan;
  const week = (
    await app.call('POST', '/workouts/plans/weekly', {
      token,
      body: { planId: plan.id, weekNumber: 1 },
    })
  ).body.data.weeklyPlan;
  await app.call('PATCH', `/workouts/plans/${plan.id}/activate`, { token });
  const monday = week.weekJson.workouts[0];
  return {
    token,
    planId: plan.id as string,
    week,
    monday,
    dayPath: `/workouts/plans/${plan.id}/week/1/days/1`,
  };
}

describe('exercise ticks and Complete Workout', () => {
  it('ticks exercises, completes the day once and records one session', async () => {
    const { token, planId, monday, dayPath } = await setUpUserWithPlan();
    const firstId = monday.exercises[0].exerciseId;
    const ticked = await app.call('PUT', `${dayPath}/exercises/${firstId}`, {
      token,
      body: { completed: true },
    });
    expect(ticked.status).toBe(200);
    expect(ticked.body.data.completion).toMatchObject({
      id: `${planId}.1.1`,
      week: 1,
      day: 1,
      completedAt: null,
    });
    expect(ticked.body.data.completion.exercises[0]).toMatchObject({
      exerciseId: firstId,
      completed: true,
    });
    expect(
      ticked.body.data.completion.exercises
        .slice(1)
        .every((exercise: { completed: boolean }) => !exercise.completed),
    ).toBe(true);

    const done = await app.call('PUT', `${dayPath}/complete`, {
      token,
      body: { totalDuration: 40, notes: 'Solid' },
    });
    expect(done.status).toBe(200);
    expect(done.body.data.completion).toMatchObject({ totalDuration: 40, notes: 'Solid' });
    expect(done.body.data.completion.completedAt).not.toBeNull();
    expect(
      done.body.data.completion.exercises.every(
        (exercise: { completed: boolean }) => exercise.completed,
      ),
    ).toBe(true);
    expect(done.body.data.session).toMatchObject({
      source: 'completion',
      planId,
      duration: 40,
      caloriesBurned: 400,
      week: 1,
      day: 1,
    });

    const replay = await app.call('PUT', `${dayPath}/complete`, {
      token,
      body: { totalDuration: 42 },
    });
    expect(replay.body.data.session.id).toBe(done.body.data.session.id);
    const sessions = await app.call('GET', '/workouts/sessions', { token });
    expect(sessions.body.data.total).toBe(1);
    expect(sessions.body.data.sessions[0].duration).toBe(42);

    const list = await app.call('GET', `/workouts/completions?planId=${planId}&week=1`, { token });
    expect(list.body.data.completions).toHaveLength(1);
    expect(list.body.data.completions[0].id).toBe(`${planId}.1.1`);
  });

  it('reopens a completed day and drops its session when an exercise is unticked', async () => {
    const { token, monday, dayPath } = await setUpUserWithPlan();
    await app.call('PUT', `${dayPath}/complete`, { token, body: {} });
    const unticked = await app.call(
      'PUT',
      `${dayPath}/exercises/${monday.exercises[0].exerciseId}`,
      { token, body: { completed: false } },
    );
    expect(unticked.body.data.completion.completedAt).toBeNull();
    expect((await app.call('GET', '/workouts/sessions', { token })).body.data.total).toBe(0);
  });

  it('defaults the duration to the planned minutes', async () => {
    const { token, monday, dayPath } = await setUpUserWithPlan();
    const done = await app.call('PUT', `${dayPath}/complete`, { token, body: {} });
    expect(done.body.data.completion.totalDuration).toBe(monday.duration);
  });

  it.each([
    ['an exercise not in the workout', '/days/1/exercises/not-in-plan', 404],
    ['a rest day', '/days/3/exercises/push-up', 404],
    ['a day out of range', '/days/8/exercises/push-up', 400],
    ['a week not generated', '/days/1/exercises/push-up', 404],
  ])('refuses a tick for %s', async (name, suffix, status) => {
    const { token, planId } = await setUpUserWithPlan();
    const week = name === 'a week not generated' ? 2 : 1;
    const answer = await app.call('PUT', `/workouts/plans/${planId}/week/${week}${suffix}`, {
      token,
      body: { completed: true },
    });
    expect(answer.status).toBe(status);
  });

  it('rejects a tick without its completed flag', async () => {
    const { token, monday, dayPath } = await setUpUserWithPlan();
    const answer = await app.call('PUT', `${dayPath}/exercises/${monday.exercises[0].exerciseId}`, {
      token,
      body: {},
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.details[0].field).toBe('completed');
  });

  it('requires a plan id to list completions', async () => {
    const { token } = await setUpUserWithPlan();
    const answer = await app.call('GET', '/workouts/completions', { token });
    expect(answer.status).toBe(400);
    expect(answer.body.error.details[0].message).toBe('Plan ID is required');
  });

  it("answers 404 to ticks and completions on another user's plan", async () => {
    const { monday, dayPath } = await setUpUserWithPlan();
    const intruder = app.signToken(buildUserId());
    expect(
      (
        await app.call('PUT', `${dayPath}/exercises/${monday.exercises[0].exerciseId}`, {
          token: intruder,
          body: { completed: true },
        })
      ).status,
    ).toBe(404);
    expect(
      (await app.call('PUT', `${dayPath}/complete`, { token: intruder, body: {} })).status,
    ).toBe(404);
  });
});

describe('sessions', () => {
  it('records a session, defaults calories to 10 per minute and ignores a replayed clientId', async () => {
    const token = app.signToken(buildUserId());
    const body = {
      duration: 30,
      exercises: [{ name: 'Push-ups', sets: 3, reps: 12 }],
      clientId: 'browser-1',
      perceivedExertion: 7,
    };
    const first = await app.call('POST', '/workouts/sessions', { token, body });
    expect(first.status).toBe(201);
    expect(first.body.data.session).toMatchObject({
      duration: 30,
      caloriesBurned: 300,
      perceivedExertion: 7,
      source: 'session',
      name: 'Workout',
    });
    const replay = await app.call('POST', '/workouts/sessions', { token, body });
    expect(replay.status).toBe(200);
    expect(replay.body.data.session.id).toBe(first.body.data.session.id);
    expect((await app.call('GET', '/workouts/sessions', { token })).body.data.total).toBe(1);
  });

  it('pages and filters the history by date, newest first', async () => {
    const token = app.signToken(buildUserId());
    for (const day of ['01', '05', '10', '15']) {
      await app.call('POST', '/workouts/sessions', {
        token,
        body: { duration: 20, performedAt: `2026-10-${day}T10:00:00Z` },
      });
    }
    const page = await app.call('GET', '/workouts/sessions?limit=2&offset=1', { token });
    expect(page.body.data.total).toBe(4);
    expect(
      page.body.data.sessions.map((session: { performedAt: string }) =>
        session.performedAt.slice(0, 10),
      ),
    ).toEqual(['2026-10-10', '2026-10-05']);
    const range = await app.call(
      'GET',
      '/workouts/sessions?startDate=2026-10-05&endDate=2026-10-10',
      { token },
    );
    expect(range.body.data.total).toBe(2);
  });

  it.each([
    [{}, 'duration'],
    [{ duration: 0 }, 'duration'],
    [{ duration: 30, perceivedExertion: 11 }, 'perceivedExertion'],
  ])('rejects %o', async (body, field) => {
    const answer = await app.call('POST', '/workouts/sessions', {
      token: app.signToken(buildUserId()),
      body,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.details[0].field).toBe(field);
  });

  it('rejects a bad paging query', async () => {
    const answer = await app.call('GET', '/workouts/sessions?limit=0', {
      token: app.signToken(buildUserId()),
    });
    expect(answer.status).toBe(400);
  });

  it("never lists another user's sessions", async () => {
    const owner = app.signToken(buildUserId());
    await app.call('POST', '/workouts/sessions', { token: owner, body: { duration: 30 } });
    const other = await app.call('GET', '/workouts/sessions', {
      token: app.signToken(buildUserId()),
    });
    expect(other.body.data).toEqual({ sessions: [], total: 0 });
  });
});

describe('statistics, dashboard and calendar', () => {
  it('counts completed workouts into the stats and the dashboard', async () => {
    const { token, dayPath } = await setUpUserWithPlan();
    const before = await app.call('GET', '/workouts/dashboard/stats', { token });
    expect(before.body.data).toMatchObject({
      workoutsThisWeek: 0,
      progressScore: 0,
      planProgress: 0,
      weeklyGoal: 4,
    });
    expect(before.body.data.coachInsight).toBe(
      'Getting started is the hardest part. Every workout counts!',
    );

    await app.call('PUT', `${dayPath}/complete`, { token, body: { totalDuration: 30 } });
    await app.call('POST', '/workouts/sessions', { token, body: { duration: 20 } });
    const after = await app.call('GET', '/workouts/dashboard/stats', { token });
    expect(after.body.data).toMatchObject({
      totalWorkouts: 2,
      workoutsThisWeek: 2,
      currentStreak: 1,
      caloriesThisWeek: 500,
      progressScore: 67,
      // One of the 4-week programme's 16 workouts (4 days a week), not one of week 1's four.
      planProgress: 6,
      today: { workouts: 2, minutes: 50, calories: 500 },
    });
    expect(after.body.data.coachInsight).toBe(
      'Good progress! Try to maintain regular workout schedule.',
    );

    const stats = await app.call('GET', '/workouts/stats?period=month', { token });
    expect(stats.body.data).toMatchObject({
      period: 'month',
      totalSessions: 2,
      averageSessionDuration: 25,
      totalMinutes: 50,
    });
  });

  it('counts sessions of years ago in the all-time figures and their month, without reading them one by one', async () => {
    const token = app.signToken(buildUserId());
    const longAgo = new Date(Date.now() - 2 * 365 * 86_400_000);
    longAgo.setUTCHours(12, 0, 0, 0);
    await app.call('POST', '/workouts/sessions', {
      token,
      body: { duration: 40, performedAt: longAgo.toISOString() },
    });
    await app.call('POST', '/workouts/sessions', { token, body: { duration: 20 } });
    const all = await app.call('GET', '/workouts/stats?period=all', { token });
    expect(all.body.data).toMatchObject({ totalWorkouts: 2, totalSessions: 2, totalMinutes: 60 });
    const year = await app.call('GET', '/workouts/stats?period=year', { token });
    expect(year.body.data).toMatchObject({ totalWorkouts: 2, totalSessions: 1, totalMinutes: 20 });
    const month = longAgo.toISOString().slice(0, 7);
    const calendar = await app.call('GET', `/workouts/calendar?month=${month}`, { token });
    expect(calendar.body.data.summary.completedWorkouts).toBe(1);
  });

  it('shows the month with the sessions done and the plan scheduled', async () => {
    const { token, week } = await setUpUserWithPlan();
    const month = week.startDate.slice(0, 7);
    // Two sessions on the first planned day: one planned workout done, two sessions.
    for (const hour of ['09', '18']) {
      await app.call('POST', '/workouts/sessions', {
        token,
        body: { duration: 25, performedAt: `${week.startDate}T${hour}:00:00Z` },
      });
    }
    const answer = await app.call('GET', `/workouts/calendar?month=${month}`, { token });
    expect(answer.status).toBe(200);
    const monday = answer.body.data.days.find(
      (day: { date: string }) => day.date === week.startDate,
    );
    expect(monday.sessions).toHaveLength(2);
    expect(monday.planned).toMatchObject({ weekNumber: 1, dayNumber: 1 });
    const { summary } = answer.body.data;
    expect(summary.completedWorkouts).toBe(2);
    expect(summary.completedPlannedWorkouts).toBe(1);
    expect(summary.completedPlannedWorkouts).toBeLessThanOrEqual(summary.plannedWorkouts);
    expect(summary.totalMinutes).toBe(50);
  });

  it.each([
    ['/workouts/stats?period=decade'],
    ['/workouts/calendar?month=2026-13'],
    ['/workouts/dashboard/stats?tzOffset=abc'],
  ])('rejects %s with 400', async (path) => {
    expect((await app.call('GET', path, { token: app.signToken(buildUserId()) })).status).toBe(400);
  });
});
