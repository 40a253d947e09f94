import { poseProgressResponseSchema, poseSessionResponseSchema } from '@repwise/contracts/pose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildSetRequest, finishSession, postSet, trainSession } from './pose-test-support';
import { buildUserId, startWorkoutsTestApp, type WorkoutsTestApp } from './workouts-test-app';

const DAY_MS = 86_400_000;
let app: WorkoutsTestApp;
let realNow: () => Date;

beforeAll(async () => {
  app = await startWorkoutsTestApp();
  realNow = app.deps.now;
});
afterEach(() => {
  app.deps.now = realNow;
});
afterAll(() => app.close());

function signIn() {
  return app.signToken(buildUserId());
}

function getProgress(token: string, timeframe?: string) {
  const query = timeframe ? `?timeframe=${timeframe}` : '';
  return app.call('GET', `/workouts/pose/progress${query}`, { token });
}

/** Makes the service's clock read `days` days after `startMs`. */
function setClock(startMs: number, days: number) {
  app.deps.now = () => new Date(startMs + days * DAY_MS);
}

describe('POST /workouts/pose/sessions', () => {
  it('adds the finished session to the progress tracker once', async () => {
    const token = signIn();
    const set = buildSetRequest({ formScores: [8, 9] });
    await postSet(app, token, set);
    await postSet(app, token, {
      ...buildSetRequest({ exercise: 'deadlift', formScores: [7] }),
      sessionId: set.sessionId,
    });
    const finished = await finishSession(app, token, set.sessionId, 2400);
    expect(finished.status).toBe(201);
    const { data } = poseSessionResponseSchema.parse(finished.body);
    expect(data.session).toMatchObject({
      id: set.sessionId,
      totalDuration: 2400,
      overallScore: 7.8,
    });
    expect(data.session.exercises.map((e) => [e.exerciseName, e.averageFormScore])).toEqual([
      ['Squats', 8.5],
      ['Deadlifts', 7],
    ]);
    expect(data.newRecords.map((r) => `${r.exercise}:${r.metric}:${r.value}`)).toEqual([
      'Squats:form_score:8.5',
      'Squats:consistency:0.9',
      'Deadlifts:form_score:7',
      'Deadlifts:consistency:1',
    ]);
    expect(data.adaptivePlan.exerciseMetrics.map((m) => m.sessionCount)).toEqual([1, 1]);

    const replay = await finishSession(app, token, set.sessionId, 9999);
    expect(replay.status).toBe(200);
    expect(replay.body.data.session).toEqual(finished.body.data.session);
    expect(replay.body.data.newRecords).toEqual(finished.body.data.newRecords);
    const progress = await getProgress(token);
    expect(progress.body.data.summary).toMatchObject({ totalWorkouts: 1, totalReps: 3 });

    const results = await app.call('GET', `/workouts/pose/sessions/${set.sessionId}`, { token });
    expect(results.body.data.finishedAt).toBe(data.session.date);
    expect(results.body.data.exercises).toEqual(data.session.exercises);
  });

  it('records a workout without tracked sets as a session with no exercises', async () => {
    const token = signIn();
    const finished = await finishSession(app, token, 'ai-off-workout', 600);
    expect(finished.status).toBe(201);
    expect(finished.body.data.session).toMatchObject({ exercises: [], overallScore: 0 });
    expect((await getProgress(token)).body.data.summary.totalWorkouts).toBe(1);
  });

  it('awards each milestone once: mastery on the third excellent session, safety on the fifth', async () => {
    const token = signIn();
    const start = Date.now();
    const milestones: string[][] = [];
    const answers = [];
    for (let day = 0; day < 6; day += 1) {
      setClock(start, day);
      const answer = await trainSession(app, token, [9, 9, 9]);
      expect(answer.status).toBe(201);
      answers.push(answer);
      milestones.push(answer.body.data.newMilestones.map((m: { type: string }) => m.type));
    }
    expect(milestones).toEqual([[], [], ['technique_mastery'], [], ['safety'], []]);

    setClock(start, 6);
    const third = answers[2]?.body.data.session.id as string;
    const replay = await finishSession(app, token, third);
    expect(replay.status).toBe(200);
    expect(replay.body.data.newMilestones).toEqual(answers[2]?.body.data.newMilestones);
    const { data } = poseProgressResponseSchema.parse((await getProgress(token, 'week')).body);
    expect(data.milestones.map((m) => m.type)).toEqual(['safety', 'technique_mastery']);
    expect(data.summary).toMatchObject({ totalWorkouts: 6, totalReps: 18, averageFormScore: 9 });
    expect(data.summary.topAchievements).toEqual([
      '5 safe Squats sessions',
      'Squats technique mastered',
    ]);
    expect(data.metrics).toEqual([
      expect.objectContaining({ exerciseName: 'Squats', totalSessions: 6, formTrend: 'stable' }),
    ]);
    expect(data.personalRecords.map((r) => r.metric)).toEqual(['form_score', 'consistency']);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a session id', { totalDuration: 60 }, 'sessionId'],
    ['a duration', { sessionId: 'w1' }, 'totalDuration'],
    ['a duration of at most a day', { sessionId: 'w1', totalDuration: 86_401 }, 'totalDuration'],
  ])('requires %s (400 VALIDATION_ERROR)', async (_, body, field) => {
    const answer = await app.call('POST', '/workouts/pose/sessions', { token: signIn(), body });
    expect(answer.status).toBe(400);
    expect(answer.body.error.details).toEqual([expect.objectContaining({ field })]);
  });
});

describe('GET /workouts/pose/progress', () => {
  it('answers an empty report before any session', async () => {
    const answer = await getProgress(signIn(), 'threeMonths');
    expect(answer.status).toBe(200);
    const { data } = poseProgressResponseSchema.parse(answer.body);
    expect(data).toMatchObject({
      timeframe: 'threeMonths',
      metrics: [],
      formHistory: [],
      milestones: [],
    });
    expect(data.summary).toMatchObject({ totalWorkouts: 0, totalReps: 0, formImprovement: null });
  });

  it('counts only the sessions inside the timeframe', async () => {
    const token = signIn();
    const start = Date.now();
    setClock(start, 0);
    await trainSession(app, token, [6, 7]);
    setClock(start, 10);
    await trainSession(app, token, [8, 8]);
    const week = (await getProgress(token, 'week')).body.data;
    expect(week.summary).toMatchObject({ totalWorkouts: 1, averageFormScore: 8 });
    const month = (await getProgress(token)).body.data;
    expect(month).toMatchObject({ timeframe: 'month' });
    expect(month.summary).toMatchObject({ totalWorkouts: 2, totalReps: 4 });
  });

  it("answers each exercise's form session by session, oldest first, inside the timeframe", async () => {
    const token = signIn();
    const start = Date.now();
    setClock(start, 0);
    await trainSession(app, token, [6, 8]);
    setClock(start, 3);
    await trainSession(app, token, [9, 9]);
    setClock(start, 10);
    await trainSession(app, token, [7, 8]);
    const { data } = poseProgressResponseSchema.parse((await getProgress(token, 'twoWeeks')).body);
    expect(data.formHistory).toEqual([
      {
        exerciseName: 'Squats',
        points: [
          expect.objectContaining({ averageFormScore: 7, bestFormScore: 8, formConsistency: 0.8 }),
          expect.objectContaining({ averageFormScore: 9, bestFormScore: 9, formConsistency: 1 }),
          expect.objectContaining({ averageFormScore: 7.5, bestFormScore: 8, totalReps: 2 }),
        ],
      },
    ]);
    const week = poseProgressResponseSchema.parse((await getProgress(token, 'week')).body).data;
    expect(week.formHistory[0]?.points.map((point) => point.date)).toEqual([start + 10 * DAY_MS]);
  });

  it('rejects an unknown timeframe', async () => {
    const answer = await getProgress(signIn(), 'decade');
    expect(answer.status).toBe(400);
    expect(answer.body.error.details).toEqual([expect.objectContaining({ field: 'timeframe' })]);
  });
});
