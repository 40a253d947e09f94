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

function signIn() {
  return app.signToken(buildUserId());
}

async function createPlan(token: string, overrides: Record<string, unknown> = {}, key?: string) {
  return app.call('POST', '/workouts/plans/progressive', {
    token,
    body: { requirements: buildRequirements(overrides) },
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });
}

async function generateWeek(
  token: string,
  planId: string,
  weekNumber: number,
  extra: Record<string, unknown> = {},
) {
  return app.call('POST', '/workouts/plans/weekly', {
    token,
    body: { planId, weekNumber, ...extra },
  });
}

describe('POST /workouts/plans/progressive', () => {
  it('creates a plan with its 4-week outline, not yet active', async () => {
    const answer = await createPlan(signIn());
    expect(answer.status).toBe(201);
    expect(answer.body.data.plan).toMatchObject({
      planName: '4-Week Intermediate Muscle Building Program',
      status: 'ready',
      isActive: false,
      aiGenerated: true,
      durationWeeks: 4,
      currentWeek: 0,
      outline: { totalDuration: 4, difficulty: 'INTERMEDIATE' },
    });
    expect(answer.body.data.plan.outline.weeklyThemes).toHaveLength(4);
  });

  it('answers the same plan for the same idempotency key', async () => {
    const token = signIn();
    const first = await createPlan(token, {}, 'form-submit-1');
    const second = await createPlan(token, {}, 'form-submit-1');
    expect(second.status).toBe(200);
    expect(second.body.data.plan.id).toBe(first.body.data.plan.id);
    const list = await app.call('GET', '/workouts/plans', { token });
    expect(list.body.data.plans).toHaveLength(1);
  });

  it('applies the spec defaults to missing requirements', async () => {
    const answer = await app.call('POST', '/workouts/plans/progressive', {
      token: signIn(),
      body: { requirements: {} },
    });
    expect(answer.body.data.plan.requirements).toMatchObject({
      primaryGoal: 'MUSCLE_GAIN',
      fitnessLevel: 'INTERMEDIATE',
      daysPerWeek: 4,
      sessionDuration: 60,
      progressionPreference: 'moderate',
      checkInFrequency: 'weekly',
      adaptiveIntelligence: true,
    });
  });

  it.each([
    ['daysPerWeek', { daysPerWeek: 1 }, 'requirements.daysPerWeek'],
    ['sessionDuration', { sessionDuration: 121 }, 'requirements.sessionDuration'],
    ['primaryGoal', { primaryGoal: 'GET_RICH' }, 'requirements.primaryGoal'],
    [
      'progressionPreference',
      { progressionPreference: 'wild' },
      'requirements.progressionPreference',
    ],
  ])('rejects an invalid %s with 400 VALIDATION_ERROR', async (_, overrides, field) => {
    const answer = await createPlan(signIn(), overrides);
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('VALIDATION_ERROR');
    expect(answer.body.error.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ field })]),
    );
  });

  it('rejects a malformed idempotency key', async () => {
    const answer = await createPlan(signIn(), {}, 'has spaces in it');
    expect(answer.status).toBe(400);
  });

  it('requires a signed-in user', async () => {
    const answer = await app.call('POST', '/workouts/plans/progressive', {
      body: { requirements: {} },
    });
    expect(answer.status).toBe(401);
    expect(answer.body.error.code).toBe('UNAUTHORIZED');
  });
});

describe('week generation and plan locking', () => {
  it('generates weeks in order, applies the check-in and lists them newest first', async () => {
    const token = signIn();
    const planId = (await createPlan(token)).body.data.plan.id;

    const skipped = await generateWeek(token, planId, 2);
    expect(skipped.status).toBe(400);
    expect(skipped.body.error.message).toBe('Complete previous weeks first');

    const week1 = await generateWeek(token, planId, 1);
    expect(week1.status).toBe(201);
    expect(week1.body.data.weeklyPlan).toMatchObject({ planId, weekNumber: 1, generated: true });
    expect(week1.body.data.weeklyPlan.weekJson.workouts).toHaveLength(4);
    for (const day of week1.body.data.weeklyPlan.weekJson.workouts)
      expect(day.duration).toBeLessThanOrEqual(45);

    const again = await generateWeek(token, planId, 1);
    expect(again.status).toBe(200);
    expect(again.body.data.weeklyPlan.id).toBe(week1.body.data.weeklyPlan.id);

    const progress = await app.call('PUT', `/workouts/plans/${planId}/week/1/progress`, {
      token,
      body: { completionRate: 1, difficulty: 5, energy: 8, notes: 'Felt great' },
    });
    expect(progress.status).toBe(200);
    expect(progress.body.data.recommendation).toMatchObject({
      volumeAdjustment: 'increase',
      intensityAdjustment: 'increase',
      recoveryAdjustment: 'less',
    });

    const week2 = await generateWeek(token, planId, 2);
    expect(week2.status).toBe(201);
    expect(week2.body.data.weeklyPlan.weekJson.progression).toEqual({
      volumeLevel: 1,
      intensityLevel: 1,
      recovery: 'less',
    });
    expect(week2.body.data.plan.currentWeek).toBe(2);

    const list = await app.call('GET', `/workouts/plans/${planId}/weekly-plans`, { token });
    expect(list.body.success).toBe(true);
    expect(list.body.data.map((week: { weekNumber: number }) => week.weekNumber)).toEqual([2, 1]);

    const read = await app.call('GET', `/workouts/plans/${planId}/week/2`, { token });
    expect(read.body.data.weeklyPlan.id).toBe(week2.body.data.weeklyPlan.id);

    const outline = await app.call('GET', `/workouts/plans/${planId}/outline`, { token });
    expect(outline.body.data).toMatchObject({
      planId,
      status: 'ready',
      currentWeek: 2,
      generatedWeeks: [1, 2],
    });
  });

  it('uses a check-in sent with the week request and stores it on the previous week', async () => {
    const token = signIn();
    const planId = (await createPlan(token)).body.data.plan.id;
    await generateWeek(token, planId, 1);
    const week2 = await generateWeek(token, planId, 2, {
      previousWeekPerformance: { completionRate: 0.5, difficulty: 9, energy: 3 },
    });
    expect(week2.body.data.weeklyPlan.weekJson.progression).toEqual({
      volumeLevel: -1,
      intensityLevel: -1,
      recovery: 'more',
    });
    const week1 = await app.call('GET', `/workouts/plans/${planId}/week/1`, { token });
    expect(week1.body.data.weeklyPlan.progress).toMatchObject({ completionRate: 0.5 });
  });

  it.each([
    [{ weekNumber: 1 }, 'planId', 'Plan ID is required'],
    [{ planId: '', weekNumber: 1 }, 'planId', 'Plan ID is required'],
    [{ planId: 'x', weekNumber: 5 }, 'weekNumber', undefined],
  ])('rejects %o with 400', async (body, field, message) => {
    const answer = await app.call('POST', '/workouts/plans/weekly', { token: signIn(), body });
    expect(answer.status).toBe(400);
    expect(answer.body.error.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ field, ...(message ? { message } : {}) })]),
    );
  });

  it('answers 404 for an unknown plan and for a week not generated', async () => {
    const token = signIn();
    expect((await generateWeek(token, '0123456789abcdef01234567', 1)).status).toBe(404);
    const planId = (await createPlan(token)).body.data.plan.id;
    expect((await app.call('GET', `/workouts/plans/${planId}/week/3`, { token })).status).toBe(404);
    expect(
      (
        await app.call('PUT', `/workouts/plans/${planId}/week/3/progress`, {
          token,
          body: { completionRate: 1, difficulty: 5, energy: 5 },
        })
      ).status,
    ).toBe(404);
  });

  it('rejects an invalid check-in', async () => {
    const token = signIn();
    const planId = (await createPlan(token)).body.data.plan.id;
    await generateWeek(token, planId, 1);
    const answer = await app.call('PUT', `/workouts/plans/${planId}/week/1/progress`, {
      token,
      body: { completionRate: 80, difficulty: 0, energy: 11 },
    });
    expect(answer.status).toBe(400);
    expect(
      answer.body.error.details.map((detail: { field: string }) => detail.field).sort(),
    ).toEqual(['completionRate', 'difficulty', 'energy']);
  });
});

describe('plan activation', () => {
  it('activates one plan at a time and serves its week as the active weekly workouts', async () => {
    const token = signIn();
    expect((await app.call('GET', '/workouts/plans/active', { token })).status).toBe(404);
    expect((await app.call('GET', '/workouts/weekly-workouts/active', { token })).status).toBe(404);
    const first = (await createPlan(token, {}, 'a')).body.data.plan.id;
    const second = (await createPlan(token, { primaryGoal: 'STRENGTH' }, 'b')).body.data.plan.id;
    await generateWeek(token, first, 1);
    const secondWeek = (await generateWeek(token, second, 1)).body.data.weeklyPlan;

    const activated = await app.call('PATCH', `/workouts/plans/${first}/activate`, { token });
    expect(activated.body.data.plan).toMatchObject({ id: first, isActive: true });
    const active = await app.call('GET', '/workouts/weekly-workouts/active', { token });
    expect(active.body.data).toMatchObject({
      plan: { id: first },
      weeklyPlan: { planId: first, weekNumber: 1, isActive: true },
    });

    const viaWeek = await app.call('PATCH', `/ai/weekly-workouts/${secondWeek.id}/activate`, {
      token,
    });
    expect(viaWeek.body.data.weeklyPlan).toMatchObject({ id: secondWeek.id, isActive: true });
    const plans = (await app.call('GET', '/workouts/plans', { token })).body.data.plans;
    expect(
      plans.map((plan: { id: string; isActive: boolean }) => [plan.id, plan.isActive]),
    ).toEqual([
      [second, true],
      [first, false],
    ]);
    const byId = await app.call('GET', `/workouts/weekly-workouts/${secondWeek.id}`, { token });
    expect(byId.body.data.weeklyPlan.id).toBe(secondWeek.id);
    expect((await app.call('GET', '/workouts/plans/active', { token })).body.data.plan.id).toBe(
      second,
    );
  });

  it('deactivates the active plan: no plan is active until one is activated again', async () => {
    const token = signIn();
    const planId = (await createPlan(token, {}, 'solo')).body.data.plan.id;
    await generateWeek(token, planId, 1);
    await app.call('PATCH', `/workouts/plans/${planId}/activate`, { token });
    const answer = await app.call('PATCH', `/workouts/plans/${planId}/deactivate`, { token });
    expect(answer.status).toBe(200);
    expect(answer.body.data.plan).toMatchObject({ id: planId, isActive: false });
    expect((await app.call('GET', '/workouts/plans/active', { token })).status).toBe(404);
    expect((await app.call('GET', '/workouts/weekly-workouts/active', { token })).status).toBe(404);
    const again = await app.call('PATCH', `/workouts/plans/${planId}/deactivate`, { token });
    expect(again.status).toBe(200);
    await app.call('PATCH', `/workouts/plans/${planId}/activate`, { token });
    expect((await app.call('GET', '/workouts/plans/active', { token })).body.data.plan.id).toBe(
      planId,
    );
  });

  it('keeps at most 20 plans per user, dropping the oldest inactive ones but never the active one', async () => {
    const token = signIn();
    const first = (await createPlan(token, {}, 'plan-0')).body.data.plan.id;
    await app.call('PATCH', `/workouts/plans/${first}/activate`, { token });
    for (let index = 1; index <= 22; index += 1) await createPlan(token, {}, `plan-${index}`);
    const plans = (await app.call('GET', '/workouts/plans', { token })).body.data.plans as {
      id: string;
      isActive: boolean;
    }[];
    expect(plans.length).toBeLessThanOrEqual(20);
    expect(plans.find((plan) => plan.id === first)?.isActive).toBe(true);
  });

  it('deletes a plan, and every inactive plan', async () => {
    const token = signIn();
    const keep = (await createPlan(token, {}, 'keep')).body.data.plan.id;
    const drop = (await createPlan(token, {}, 'drop')).body.data.plan.id;
    await createPlan(token, {}, 'old');
    await app.call('PATCH', `/workouts/plans/${keep}/activate`, { token });
    expect((await app.call('DELETE', `/workouts/plans/${drop}`, { token })).status).toBe(200);
    expect((await app.call('GET', `/workouts/plans/${drop}`, { token })).status).toBe(404);
    const cleared = await app.call('DELETE', '/workouts/plans/inactive', { token });
    expect(cleared.body.data.deleted).toBe(1);
    const plans = (await app.call('GET', '/workouts/plans', { token })).body.data.plans;
    expect(plans.map((plan: { id: string }) => plan.id)).toEqual([keep]);
  });
});

describe('user isolation', () => {
  it("answers 404 to every call on another user's plan and weeks", async () => {
    const owner = signIn();
    const planId = (await createPlan(owner)).body.data.plan.id;
    const weekId = (await generateWeek(owner, planId, 1)).body.data.weeklyPlan.id;
    const intruder = signIn();
    const attempts = [
      app.call('GET', `/workouts/plans/${planId}`, { token: intruder }),
      app.call('GET', `/workouts/plans/${planId}/outline`, { token: intruder }),
      app.call('GET', `/workouts/plans/${planId}/week/1`, { token: intruder }),
      app.call('GET', `/workouts/plans/${planId}/weekly-plans`, { token: intruder }),
      app.call('PUT', `/workouts/plans/${planId}/week/1/progress`, {
        token: intruder,
        body: { completionRate: 1, difficulty: 5, energy: 5 },
      }),
      app.call('PATCH', `/workouts/plans/${planId}/activate`, { token: intruder }),
      app.call('PATCH', `/workouts/plans/${planId}/deactivate`, { token: intruder }),
      app.call('DELETE', `/workouts/plans/${planId}`, { token: intruder }),
      app.call('POST', '/workouts/plans/weekly', {
        token: intruder,
        body: { planId, weekNumber: 2 },
      }),
      app.call('GET', `/ai/weekly-workouts/${weekId}`, { token: intruder }),
      app.call('PATCH', `/ai/weekly-workouts/${weekId}/activate`, { token: intruder }),
      app.call('GET', `/workouts/jobs/outline.${planId}`, { token: intruder }),
      app.call('GET', `/workouts/completions?planId=${planId}`, { token: intruder }),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.status).toBe(404);
      expect(answer.body.error.code).toBe('RESOURCE_NOT_FOUND');
    }
    expect((await app.call('GET', '/workouts/plans', { token: intruder })).body.data.plans).toEqual(
      [],
    );
    expect((await app.call('GET', `/workouts/plans/${planId}`, { token: owner })).status).toBe(200);
  });
});
