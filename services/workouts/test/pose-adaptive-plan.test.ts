import {
  adaptivePlanResponseSchema,
  modificationActionResponseSchema,
} from '@repwise/contracts/pose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildSetRequest, buildSquatAnalysis, postSet } from './pose-test-support';
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

function getPlan(token: string, query = '') {
  return app.call('GET', `/workouts/pose/adaptive-plan${query}`, { token });
}

function resolve(token: string, id: string, action: 'apply' | 'dismiss', sessionId?: string) {
  return app.call('POST', `/workouts/pose/modifications/${id}/${action}`, {
    token,
    body: sessionId ? { sessionId } : {},
  });
}

/** A user whose running session has one squat set averaging 5.5 (calls for mobility work). */
async function setUpLowFormSet() {
  const token = signIn();
  const set = buildSetRequest({ formScores: [5, 6] });
  const answer = await postSet(app, token, set);
  return { token, sessionId: set.sessionId, answer };
}

function modificationIds(plan: { modifications: { id: string }[] }): string[] {
  return plan.modifications.map((m) => m.id);
}

describe('GET /workouts/pose/adaptive-plan', () => {
  it('answers an empty plan before any tracked set', async () => {
    const answer = await getPlan(signIn());
    expect(answer.status).toBe(200);
    const { adaptivePlan } = adaptivePlanResponseSchema.parse(answer.body).data;
    expect(adaptivePlan).toMatchObject({ exerciseMetrics: [], modifications: [] });
    expect(adaptivePlan.overallAssessment).toMatchObject({ readinessScore: 50, riskLevel: 'low' });
  });

  it('regenerates the plan from the sets and counts the running session only when named', async () => {
    const { token, sessionId, answer } = await setUpLowFormSet();
    expect(modificationIds(answer.body.data.adaptivePlan)).toEqual(['squats.mobility']);
    const running = await getPlan(token, `?sessionId=${sessionId}`);
    expect(modificationIds(running.body.data.adaptivePlan)).toEqual(['squats.mobility']);
    expect(running.body.data.adaptivePlan.workoutId).toBe(sessionId);
    const history = await getPlan(token);
    expect(history.body.data.adaptivePlan.exerciseMetrics).toEqual([]);
    const deadliftsOnly = await getPlan(token, `?sessionId=${sessionId}&exercise=deadlift`);
    expect(deadliftsOnly.body.data.adaptivePlan.modifications).toEqual([]);
  });

  it('starts modifications from the prescription sent with the set', async () => {
    const answer = await postSet(app, signIn(), {
      ...buildSetRequest({ formScores: [5, 6] }),
      planned: { exerciseId: 'goblet-squat', sets: 4, reps: 10, weightKg: 20, restSeconds: 45 },
      userProfile: {
        name: 'Ada',
        fitnessLevel: 'BEGINNER',
        goals: [],
        limitations: [],
        preferredFeedbackStyle: 'DIRECT',
      },
    });
    const plan = answer.body.data.adaptivePlan;
    expect(plan.userProfile.name).toBe('Ada');
    expect(plan.modifications[0]).toMatchObject({
      id: 'goblet-squat.mobility',
      exerciseName: 'Squats',
      details: { originalSets: 4, originalReps: 10, recommendedWeight: 20, restTimeAdjustment: 45 },
    });
  });

  it('raises a critical safety change after three sets with knees caving in', async () => {
    const token = signIn();
    const sessionId = buildSetRequest().sessionId;
    const caving = buildSquatAnalysis({ score: 7, valgus: 'moderate' });
    let answer;
    for (const setNumber of [1, 2, 3]) {
      answer = await postSet(app, token, {
        ...buildSetRequest({ formScores: [7, 7] }),
        sessionId,
        setNumber,
        analyses: [caving, caving],
      });
    }
    const plan = answer?.body.data.adaptivePlan;
    expect(plan.modifications[0]).toMatchObject({ id: 'squats.safety', priority: 'critical' });
    expect(plan.overallAssessment.riskLevel).toBe('high');
  });

  it('rejects an unknown exercise filter', async () => {
    const answer = await getPlan(signIn(), '?exercise=bench');
    expect(answer.status).toBe(400);
    expect(answer.body.error.details).toEqual([expect.objectContaining({ field: 'exercise' })]);
  });
});

describe('POST /workouts/pose/modifications/{id}/apply and /dismiss', () => {
  it('applies a modification: it leaves the stored plan and a repeat answers the same', async () => {
    const { token, sessionId } = await setUpLowFormSet();
    const applied = await resolve(token, 'squats.mobility', 'apply', sessionId);
    expect(applied.status).toBe(200);
    const { data } = modificationActionResponseSchema.parse(applied.body);
    expect(data.modification).toMatchObject({ id: 'squats.mobility', status: 'applied' });
    expect(data.adaptivePlan.modifications).toEqual([]);
    const later = await getPlan(token, `?sessionId=${sessionId}`);
    expect(later.body.data.adaptivePlan.modifications).toEqual([]);
    const again = await resolve(token, 'squats.mobility', 'dismiss', sessionId);
    expect(again.status).toBe(200);
    expect(again.body.data.modification).toEqual(data.modification);
  });

  it('dismisses a modification, which stays out of later plans for 7 days', async () => {
    const token = signIn();
    const set = buildSetRequest({ formScores: [10, 10, 10, 5] });
    const recorded = await postSet(app, token, set);
    expect(modificationIds(recorded.body.data.adaptivePlan)).toEqual(['squats.consistency']);
    const dismissed = await resolve(token, 'squats.consistency', 'dismiss', set.sessionId);
    expect(dismissed.body.data.modification.status).toBe('dismissed');
    const next = await postSet(app, token, {
      ...set,
      setNumber: 2,
      formScores: [10, 5],
      reps: 2,
      analyses: [],
    });
    expect(next.body.data.adaptivePlan.modifications).toEqual([]);
    const now = Date.now();
    app.deps.now = () => new Date(now + 6 * DAY_MS);
    expect(
      modificationIds((await getPlan(token, `?sessionId=${set.sessionId}`)).body.data.adaptivePlan),
    ).toEqual([]);
    app.deps.now = () => new Date(now + 7 * DAY_MS + 1000);
    expect(
      modificationIds((await getPlan(token, `?sessionId=${set.sessionId}`)).body.data.adaptivePlan),
    ).toEqual(['squats.consistency']);
  });

  it("answers 404 for another user's modification, an unknown one and a malformed id", async () => {
    const { token } = await setUpLowFormSet();
    for (const [who, id] of [
      [signIn(), 'squats.mobility'],
      [token, 'squats.progression'],
      [token, 'squats:mobility'],
    ] as const) {
      const answer = await resolve(who, id, 'apply');
      expect(answer.status).toBe(404);
      expect(answer.body.error.code).toBe('RESOURCE_NOT_FOUND');
    }
  });

  it('rejects a malformed session id in the body', async () => {
    const { token } = await setUpLowFormSet();
    const answer = await resolve(token, 'squats.mobility', 'apply', 'not valid!');
    expect(answer.status).toBe(400);
  });
});
