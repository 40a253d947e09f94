import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateLegacyCompletions } from '../src/use-cases/activity/migrate-completions';
import {
  buildRequirements,
  buildUserId,
  startWorkoutsTestApp,
  type WorkoutsTestApp,
} from './workouts-test-app';

// How weeks and the active plan are stored so that hot reads are `_id` lookups on FerretDB v1:
// small week headers with their content apart, and a per-user pointer to the active plan.

let app: WorkoutsTestApp;

beforeAll(async () => {
  app = await startWorkoutsTestApp();
  app.startWorker();
});
afterAll(() => app.close());

async function createActivePlanWithWeek(token: string, key: string) {
  const created = await app.call('POST', '/workouts/plans/progressive', {
    token,
    body: { requirements: buildRequirements() },
    headers: { 'idempotency-key': key },
  });
  const planId: string = created.body.data.plan.id;
  const week = await app.call('POST', '/workouts/plans/weekly', {
    token,
    body: { planId, weekNumber: 1 },
  });
  await app.call('PATCH', `/workouts/plans/${planId}/activate`, { token });
  return { planId, weeklyPlan: week.body.data.weeklyPlan };
}

describe('week storage', () => {
  it('keeps the searched header small and the content under the same id', async () => {
    const userId = buildUserId();
    const token = app.signToken(userId);
    const { weeklyPlan } = await createActivePlanWithWeek(token, 'split');
    const header = await app.deps.weeks.findById(weeklyPlan.id).lean();
    expect(header).toMatchObject({ userId, weekNumber: 1 });
    expect(header?.weekJson).toBeUndefined();
    expect(header?.workoutCount).toBe(weeklyPlan.weekJson.workouts.length);
    const content = await app.deps.weekContents.findById(weeklyPlan.id).lean();
    expect(content?.weekJson).toEqual(weeklyPlan.weekJson);

    const active = await app.call('GET', '/workouts/weekly-workouts/active', { token });
    expect(active.body.data.weeklyPlan.weekJson).toEqual(weeklyPlan.weekJson);
    const stats = await app.call('GET', '/workouts/dashboard/stats', { token });
    expect(stats.status).toBe(200);
  });

  it('still reads a week stored before the split (content inline, no workout count)', async () => {
    const userId = buildUserId();
    const token = app.signToken(userId);
    const { planId, weeklyPlan } = await createActivePlanWithWeek(token, 'legacy');
    const legacyId = new Types.ObjectId();
    await app.deps.weeks.collection.insertOne({
      _id: legacyId,
      userId,
      planId,
      weekNumber: 2,
      startDate: weeklyPlan.startDate,
      weekJson: weeklyPlan.weekJson,
      isActive: false,
      progress: null,
      recommendation: null,
      createdAt: new Date(),
    });
    const read = await app.call('GET', `/workouts/weekly-workouts/${legacyId.toString()}`, {
      token,
    });
    expect(read.status).toBe(200);
    expect(read.body.data.weeklyPlan).toMatchObject({ weekNumber: 2, planId });
    expect(read.body.data.weeklyPlan.weekJson).toEqual(weeklyPlan.weekJson);
    const weeks = await app.call('GET', `/workouts/plans/${planId}/weekly-plans`, { token });
    expect(weeks.body.data.map((week: { weekNumber: number }) => week.weekNumber)).toEqual([2, 1]);
  });

  it('removes headers and contents with their plan', async () => {
    const token = app.signToken(buildUserId());
    const { planId, weeklyPlan } = await createActivePlanWithWeek(token, 'gone');
    expect((await app.call('DELETE', `/workouts/plans/${planId}`, { token })).status).toBe(200);
    expect(await app.deps.weeks.findById(weeklyPlan.id).lean()).toBeNull();
    expect(await app.deps.weekContents.findById(weeklyPlan.id).lean()).toBeNull();
  });
});

describe('active plan pointer', () => {
  it('forgets a deleted active plan: no active plan, the dashboard falls back', async () => {
    const token = app.signToken(buildUserId());
    const { planId } = await createActivePlanWithWeek(token, 'deleted');
    expect((await app.call('GET', '/workouts/plans/active', { token })).body.data.plan.id).toBe(
      planId,
    );
    await app.call('DELETE', `/workouts/plans/${planId}`, { token });
    expect((await app.call('GET', '/workouts/plans/active', { token })).status).toBe(404);
    const stats = await app.call('GET', '/workouts/dashboard/stats', { token });
    expect(stats.body.data).toMatchObject({ planProgress: 0, weeklyGoal: null });
  });

  it('trusts the plans’ flags over a pointer that contradicts them, and repairs it', async () => {
    const userId = buildUserId();
    const token = app.signToken(userId);
    const { planId } = await createActivePlanWithWeek(token, 'flagged');
    const other = new Types.ObjectId().toString();
    await app.deps.users.updateOne({ _id: userId }, { $set: { activePlanId: other } });
    expect((await app.call('GET', '/workouts/plans/active', { token })).body.data.plan.id).toBe(
      planId,
    );
    expect((await app.deps.users.findById(userId).lean())?.activePlanId).toBe(planId);
  });
});

describe('week progress', () => {
  it('applies concurrent ticks of one user one after the other (none lost)', async () => {
    const token = app.signToken(buildUserId());
    const { planId, weeklyPlan } = await createActivePlanWithWeek(token, 'concurrent');
    const workout = weeklyPlan.weekJson.workouts[0];
    const exerciseIds: string[] = workout.exercises.map(
      (exercise: { exerciseId: string }) => exercise.exerciseId,
    );
    const answers = await Promise.all(
      exerciseIds.map((exerciseId) =>
        app.call(
          'PUT',
          `/workouts/plans/${planId}/week/1/days/${workout.dayNumber}/exercises/${exerciseId}`,
          { token, body: { completed: true } },
        ),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(exerciseIds.map(() => 200));
    const listed = await app.call('GET', `/workouts/completions?planId=${planId}&week=1`, {
      token,
    });
    expect(
      listed.body.data.completions[0].exercises.map(
        (exercise: { completed: boolean }) => exercise.completed,
      ),
    ).toEqual(exerciseIds.map(() => true));
  });

  it('moves ticks and day records stored one document each into their week', async () => {
    const userId = buildUserId();
    const token = app.signToken(userId);
    const { planId, weeklyPlan } = await createActivePlanWithWeek(token, 'migrated');
    const workout = weeklyPlan.weekJson.workouts[0];
    const [first, second] = workout.exercises;
    const day = workout.dayNumber;
    const tickedAt = new Date('2026-11-02T10:00:00Z');
    const db = app.deps.weekProgress.db;
    await db.collection('exercise_ticks').insertMany([
      {
        userId,
        planId,
        week: 1,
        day,
        exerciseId: first.exerciseId,
        completed: true,
        completedAt: tickedAt,
      },
      {
        userId,
        planId,
        week: 1,
        day,
        exerciseId: second.exerciseId,
        completed: true,
        completedAt: tickedAt,
      },
    ]);
    await db.collection('day_completions').insertOne({
      userId,
      planId,
      week: 1,
      day,
      completedAt: tickedAt,
      totalDuration: 42,
      notes: 'before the move',
    });
    // Recorded after the move began: the week's own (newer) record of that exercise wins.
    await app.call(
      'PUT',
      `/workouts/plans/${planId}/week/1/days/${day}/exercises/${second.exerciseId}`,
      { token, body: { completed: false } },
    );

    expect(await migrateLegacyCompletions(app.deps)).toBe(3);
    expect(await migrateLegacyCompletions(app.deps)).toBe(0);
    const listed = await app.call('GET', `/workouts/completions?planId=${planId}&week=1`, {
      token,
    });
    const completion = listed.body.data.completions[0];
    expect(completion).toMatchObject({
      day,
      completedAt: tickedAt.toISOString(),
      totalDuration: 42,
      notes: 'before the move',
    });
    expect(completion.exercises.slice(0, 2)).toEqual([
      { exerciseId: first.exerciseId, completed: true, completedAt: tickedAt.toISOString() },
      { exerciseId: second.exerciseId, completed: false, completedAt: null },
    ]);
  });
});
