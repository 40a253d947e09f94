import { poseSetResponseSchema } from '@repwise/contracts/pose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildSetRequest, buildSquatAnalysis, finishSession, postSet } from './pose-test-support';
import { buildUserId, startWorkoutsTestApp, type WorkoutsTestApp } from './workouts-test-app';

let app: WorkoutsTestApp;

beforeAll(async () => {
  app = await startWorkoutsTestApp();
});
afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(() => app.close());

function signIn() {
  const userId = buildUserId();
  return { userId, token: app.signToken(userId) };
}

async function countRiskMovements(userId: string): Promise<number> {
  const doc = await app.deps.pose.states.findById(`${userId}:risk`).lean();
  return doc?.risk?.tracker.movementHistory.length ?? 0;
}

describe('POST /workouts/pose/sets', () => {
  it('records a set and answers the exercise result, adaptive plan and risks', async () => {
    const { token } = signIn();
    const answer = await postSet(app, token, buildSetRequest({ formScores: [8, 9, 7] }));
    expect(answer.status).toBe(201);
    const { data } = poseSetResponseSchema.parse(answer.body);
    expect(data.exerciseResult).toMatchObject({
      exerciseName: 'Squats',
      totalReps: 3,
      averageFormScore: 8,
      bestFormScore: 9,
      worstFormScore: 7,
      formConsistency: 0.8,
      safetyIssues: [],
    });
    expect(data.exerciseResult.sets).toEqual([
      { setNumber: 1, reps: 3, formScores: [8, 9, 7], averageFormScore: 8, duration: 30 },
    ]);
    expect(data.adaptivePlan.exerciseMetrics).toEqual([
      expect.objectContaining({ exercise: 'Squats', sessionCount: 1, averageFormScore: 8 }),
    ]);
    expect(data.riskFactors).toEqual([]);
  });

  it('keeps running totals across sets of the exercise, apart from the other exercise', async () => {
    const { token } = signIn();
    const first = buildSetRequest({ formScores: [8, 8] });
    await postSet(app, token, first);
    await postSet(app, token, {
      ...buildSetRequest({ exercise: 'deadlift', formScores: [3] }),
      sessionId: first.sessionId,
    });
    const second = await postSet(app, token, {
      ...buildSetRequest({ formScores: [6] }),
      sessionId: first.sessionId,
      setNumber: 2,
    });
    expect(second.status).toBe(201);
    expect(second.body.data.exerciseResult).toMatchObject({
      totalReps: 3,
      averageFormScore: 7.3,
      bestFormScore: 8,
      worstFormScore: 6,
      formConsistency: 0.8,
    });
    expect(
      second.body.data.adaptivePlan.exerciseMetrics.map((m: { exercise: string }) => m.exercise),
    ).toEqual(['Squats', 'Deadlifts']);
  });

  it.each<[string, number[], number]>([
    ['identical reps', [7, 7, 7], 1],
    ['the widest spread', [1, 10], 0.1],
    ['a spread of 2', [5.5, 7.5], 0.8],
  ])('scores formConsistency = 1 − (best − worst)/10 for %s', async (_, formScores, expected) => {
    const answer = await postSet(app, signIn().token, buildSetRequest({ formScores }));
    expect(answer.body.data.exerciseResult.formConsistency).toBe(expected);
  });

  it('answers a retried set with 200 and the same answer, counting it once', async () => {
    const { userId, token } = signIn();
    const set = buildSetRequest({ formScores: [6, 7, 8, 9] });
    const first = await postSet(app, token, set);
    const retry = await postSet(app, token, set);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(200);
    expect(retry.body.data.exerciseResult).toEqual(first.body.data.exerciseResult);
    expect(retry.body.data.exerciseResult.totalReps).toBe(4);
    expect(await countRiskMovements(userId)).toBe(4);
  });

  it('records concurrent copies of one set once', async () => {
    const { userId, token } = signIn();
    const set = buildSetRequest({ formScores: [9, 8] });
    const answers = await Promise.all([1, 2, 3].map(() => postSet(app, token, set)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    for (const answer of answers) expect(answer.body.data.exerciseResult.totalReps).toBe(2);
    expect(await countRiskMovements(userId)).toBe(2);
  });

  it('feeds concurrent different sets of one user to the risk tracker without losing any', async () => {
    const { userId, token } = signIn();
    const sessionId = buildSetRequest().sessionId;
    const answers = await Promise.all(
      [1, 2, 3, 4].map((setNumber) =>
        postSet(app, token, {
          ...buildSetRequest({ formScores: [8, 8, 8] }),
          sessionId,
          setNumber,
        }),
      ),
    );
    expect(answers.every((a) => a.status === 201)).toBe(true);
    expect(await countRiskMovements(userId)).toBe(12);
    const results = await app.call('GET', `/workouts/pose/sessions/${sessionId}`, { token });
    expect(results.body.data.exercises[0].totalReps).toBe(12);
  });

  it('takes over a lock whose holder outlived its lease', async () => {
    const { userId, token } = signIn();
    await app.deps.locks.create({
      _id: userId,
      token: 'crashed-holder',
      expiresAt: new Date(Date.now() - 1000),
    });
    const answer = await postSet(app, token, buildSetRequest({ formScores: [8] }));
    expect(answer.status).toBe(201);
    expect(await app.deps.locks.findById(userId).lean()).toBeNull();
  });

  it("answers 503 while the user's data stays busy, storing nothing, and a retry records it", async () => {
    const { userId, token } = signIn();
    await app.deps.locks.create({
      _id: userId,
      token: 'busy-holder',
      expiresAt: new Date(Date.now() + 60_000),
    });
    const set = buildSetRequest({ formScores: [7, 8, 9] });
    const busy = await postSet(app, token, set);
    expect(busy.status).toBe(503);
    expect(busy.body.error.code).toBe('SERVICE_UNAVAILABLE');
    const path = `/workouts/pose/sessions/${set.sessionId}`;
    expect((await app.call('GET', path, { token })).status).toBe(404);
    await app.deps.locks.deleteOne({ _id: userId });
    const retry = await postSet(app, token, set);
    expect(retry.status).toBe(201);
    expect(retry.body.data.exerciseResult.totalReps).toBe(3);
  }, 20_000);

  it('completes a set whose first attempt failed part-way, counting it once', async () => {
    const { userId, token } = signIn();
    const set = buildSetRequest({ formScores: [6, 7] });
    vi.spyOn(app.deps.pose.states, 'updateOne').mockRejectedValueOnce(new Error('disk full'));
    const failed = await postSet(app, token, set);
    expect(failed.status).toBe(500);
    expect(failed.body.error.code).toBe('INTERNAL_SERVER_ERROR');
    expect(await countRiskMovements(userId)).toBe(0);
    const retry = await postSet(app, token, set);
    expect(retry.status).toBe(200);
    expect(retry.body.data.exerciseResult).toMatchObject({ totalReps: 2, averageFormScore: 6.5 });
    expect(retry.body.data.exerciseResult.sets).toHaveLength(1);
    expect(await countRiskMovements(userId)).toBe(2);
  });

  it('refuses the same set number again with other data', async () => {
    const { token } = signIn();
    const set = buildSetRequest({ formScores: [9, 9] });
    await postSet(app, token, set);
    const changed = await postSet(app, token, { ...set, formScores: [5, 5] });
    expect(changed.status).toBe(400);
    expect(changed.body.error).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [expect.objectContaining({ field: 'setNumber' })],
    });
  });

  it('refuses a new set for a finished session', async () => {
    const { token } = signIn();
    const set = buildSetRequest();
    await postSet(app, token, set);
    await finishSession(app, token, set.sessionId);
    const late = await postSet(app, token, { ...set, setNumber: 2 });
    expect(late.status).toBe(400);
    expect(late.body.error.details).toEqual([expect.objectContaining({ field: 'sessionId' })]);
    const replay = await postSet(app, token, set);
    expect(replay.status).toBe(200);
    expect(replay.body.data.adaptivePlan.exerciseMetrics[0].sessionCount).toBe(1);
  });

  it('derives safety issues itself and ignores the fields it computes', async () => {
    const analysis = buildSquatAnalysis({ score: 6, valgus: 'moderate' });
    const answer = await postSet(app, signIn().token, {
      ...buildSetRequest({ formScores: [6, 6] }),
      analyses: [analysis, analysis],
      averageFormScore: 10,
      safetyIssues: ['made up'],
      extra: true,
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data.exerciseResult.averageFormScore).toBe(6);
    expect(answer.body.data.exerciseResult.safetyIssues).toEqual([
      'Knees are caving in: push them out over your toes.',
    ]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a score per rep', { reps: 4 }, 'formScores'],
    ['scores of 1-10', { formScores: [9, 11, 9] }, 'formScores.1'],
    ['at most 100 reps', { reps: 101, formScores: Array(101).fill(8) }, 'reps'],
    ['at most 50 sets', { setNumber: 51 }, 'setNumber'],
    ['a safe session id', { sessionId: 'a:b' }, 'sessionId'],
    ['a tracked exercise', { exercise: 'bench' }, 'exercise'],
    ['analyses of the same exercise', { exercise: 'deadlift' }, 'analyses'],
    ['no more analyses than reps', { reps: 1, formScores: [9] }, 'analyses'],
    ['a set duration', { duration: -1 }, 'duration'],
  ])('requires %s (400 VALIDATION_ERROR)', async (_, overrides, field) => {
    const answer = await postSet(app, signIn().token, { ...buildSetRequest(), ...overrides });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('VALIDATION_ERROR');
    expect(answer.body.error.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ field })]),
    );
  });

  it("stores each rep's form faults with the set", async () => {
    const { userId, token } = signIn();
    const shallow = {
      fault: 'shallow-depth',
      severity: 'moderate',
      atMs: 1200,
      measure: 112.5,
      unit: 'deg',
    } as const;
    const request = { ...buildSetRequest({ formScores: [6, 9] }), repFaults: [[shallow], []] };
    const answer = await postSet(app, token, request);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const stored = await app.deps.pose.sets.findOne({ userId }).lean();
    expect(stored?.repFaults).toEqual([{ rep: 1, ...shallow }]);
  });

  it('refuses more rep fault lists than reps (400 VALIDATION_ERROR)', async () => {
    const request = { ...buildSetRequest({ formScores: [9] }), repFaults: [[], []] };
    const answer = await postSet(app, signIn().token, { ...request, analyses: [] });
    expect(answer.status).toBe(400);
    expect(answer.body.error.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ field: 'repFaults' })]),
    );
  });

  it('requires a signed-in user', async () => {
    const answer = await app.call('POST', '/workouts/pose/sets', { body: buildSetRequest() });
    expect(answer.status).toBe(401);
  });
});

describe('GET /workouts/pose/sessions/{sessionId}', () => {
  it("answers the results so far, and 404 for another user's session or a malformed id", async () => {
    const { token } = signIn();
    const set = buildSetRequest({ formScores: [7, 9] });
    await postSet(app, token, set);
    const path = `/workouts/pose/sessions/${set.sessionId}`;
    const own = await app.call('GET', path, { token });
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ sessionId: set.sessionId, finishedAt: null });
    expect(own.body.data.exercises[0]).toMatchObject({ exerciseName: 'Squats', totalReps: 2 });
    expect((await app.call('GET', path, { token: signIn().token })).status).toBe(404);
    const malformed = await app.call('GET', '/workouts/pose/sessions/a%3Ab', { token });
    expect(malformed.status).toBe(404);
    expect(malformed.body.error.code).toBe('RESOURCE_NOT_FOUND');
  });
});
