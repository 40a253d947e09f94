import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPlanJob } from '@repwise/worker/testing/plan-job-fixtures';
import { buildFirstWorkoutPlan } from '@repwise/worker/jobs/build-first-workout-plan';
import { buildPlanResult } from '@repwise/worker/jobs/build-plan-result';
import { planGenerationJobSchema } from '@repwise/contracts';
import { exerciseCatalogue } from '../src/catalogue/exercise-catalogue';
import { findActivePlan } from '../src/use-cases/plans/read-plans';
import { buildUserId, startWorkoutsTestApp, type WorkoutsTestApp } from './workouts-test-app';

let app: WorkoutsTestApp;

beforeAll(async () => {
  app = await startWorkoutsTestApp();
});
afterAll(() => app.close());

/** The body the worker posts for a user's onboarding completion. */
function buildOnboardingPlanBody(userId: string, completionId = '89abcdef0123456789abcdef') {
  const job = planGenerationJobSchema.parse(buildPlanJob({ userId, completionId }));
  return buildFirstWorkoutPlan(
    job,
    buildPlanResult(job).recommendations,
    exerciseCatalogue,
    new Date('2026-11-18T10:00:00Z'),
  );
}

const internal = (
  method: string,
  path: string,
  body?: unknown,
  token = app.config.INTERNAL_API_TOKEN,
) => app.call(method, path, { token, ...(body === undefined ? {} : { body }) });

describe('internal routes', () => {
  it('refuse a missing or wrong token with 401', async () => {
    expect((await app.call('GET', '/internal/exercises')).status).toBe(401);
    expect((await internal('GET', '/internal/exercises', undefined, 'x'.repeat(64))).status).toBe(
      401,
    );
    expect(
      (await internal('GET', '/internal/exercises', undefined, app.signToken(buildUserId())))
        .status,
    ).toBe(401);
  });

  it('serve the whole catalogue to the worker', async () => {
    const answer = await internal('GET', '/internal/exercises');
    expect(answer.body.exercises).toHaveLength(exerciseCatalogue.length);
  });

  it('store the onboarding plan once per completion, active, with week 1', async () => {
    const userId = buildUserId();
    const body = buildOnboardingPlanBody(userId);
    const first = await internal('POST', '/internal/onboarding-plans', body);
    expect(first.status).toBe(201);
    const again = await internal('POST', '/internal/onboarding-plans', body);
    expect(again.status).toBe(200);
    expect(again.body.data.planId).toBe(first.body.data.planId);

    const token = app.signToken(userId);
    const plans = (await app.call('GET', '/workouts/plans', { token })).body.data.plans;
    expect(plans).toHaveLength(1);
    expect(plans[0]).toMatchObject({
      source: 'onboarding',
      isActive: true,
      status: 'ready',
      currentWeek: 1,
      planName: '4-Week Intermediate Muscle Building Program',
    });
    expect(plans[0].requirements).toMatchObject({
      primaryGoal: 'MUSCLE_GAIN',
      daysPerWeek: 6,
      sessionDuration: 60,
      equipment: ['Barbell'],
    });
    expect(plans[0].safetyConsiderations.length).toBeGreaterThan(0);
    const active = await app.call('GET', '/workouts/weekly-workouts/active', { token });
    expect(active.body.data.weeklyPlan).toMatchObject({
      weekNumber: 1,
      isActive: true,
      startDate: '2026-11-16',
    });
    expect(active.body.data.weeklyPlan.weekJson.workouts).toHaveLength(6);
  });

  it('make the onboarding plan the active one even when a read that found none races it', async () => {
    // A dashboard read finds no plan, then the worker stores and activates the onboarding plan,
    // then that read records what it found: it must not record "none" over the activation.
    const userId = buildUserId();
    let reachedWrite!: () => void;
    const atWrite = new Promise<void>((resolve) => (reachedWrite = resolve));
    let openGate!: () => void;
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    const users = new Proxy(app.deps.users, {
      get(target, property, receiver) {
        const value: unknown = Reflect.get(target, property, receiver);
        if (typeof value !== 'function' || !['create', 'updateOne'].includes(String(property)))
          return value;
        return async (...args: unknown[]) => {
          reachedWrite();
          await gate;
          return Reflect.apply(value, target, args);
        };
      },
    });
    const racingRead = findActivePlan({ ...app.deps, users }, userId);
    await atWrite;
    await internal('POST', '/internal/onboarding-plans', buildOnboardingPlanBody(userId));
    openGate();
    expect(await racingRead).toBeNull();
    const token = app.signToken(userId);
    expect((await app.call('GET', '/workouts/plans/active', { token })).status).toBe(200);
    expect((await app.call('GET', '/workouts/weekly-workouts/active', { token })).status).toBe(200);
  });

  it('reject an invalid onboarding plan with 400', async () => {
    const answer = await internal('POST', '/internal/onboarding-plans', { userId: 'a:b' });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('VALIDATION_ERROR');
  });

  it("ignore an outline or week for a plan that is not that user's", async () => {
    const owner = buildUserId();
    const { planId } = (
      await internal('POST', '/internal/onboarding-plans', buildOnboardingPlanBody(owner))
    ).body.data;
    const body = buildOnboardingPlanBody(owner);
    const outline = await internal('POST', `/internal/plans/${planId}/outline`, {
      userId: buildUserId(),
      outline: body.outline,
    });
    expect(outline.body.stored).toBe(false);
    const week = await internal('POST', `/internal/plans/${planId}/weeks`, {
      userId: buildUserId(),
      weekNumber: 2,
      startDate: '2026-11-23',
      weekJson: body.week.weekJson,
    });
    expect(week.body.stored).toBe(false);
  });
});
