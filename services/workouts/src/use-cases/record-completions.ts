import {
  workoutPlanConstants,
  type CompleteWorkoutRequest,
  type WorkoutCompletion,
  type WorkoutSession,
} from '@repwise/contracts/workouts';
import { AppError, isDuplicateKeyError } from '@repwise/server-kit';
import type { Model, QueryFilter, UpdateQuery } from 'mongoose';
import {
  buildCompletionId,
  presentCompletion,
  presentSession,
} from '../presenters/activity.presenter';
import type { WorkoutsDeps } from '../workouts-deps';
import { findOwnedPlan, findOwnedWeek } from './find-owned-plan';

/** Which plan day: the plan, its week number and the day (1 = Monday). */
export interface PlanDayKey {
  planId: string;
  week: number;
  day: number;
}

async function findPlanDay(deps: WorkoutsDeps, userId: string, key: PlanDayKey) {
  const plan = await findOwnedPlan(deps, userId, key.planId);
  const week = await findOwnedWeek(deps, userId, key.planId, key.week);
  const workout = week.weekJson.workouts.find((entry) => entry.dayNumber === key.day);
  if (!workout) throw new AppError('RESOURCE_NOT_FOUND', 'No workout is scheduled for that day.');
  return { plan, workout, filter: { userId, planId: key.planId, week: key.week, day: key.day } };
}

/** An upsert that survives FerretDB's racy upserts: a duplicate-key loser updates the winner's document. */
async function upsertOne<T>(
  model: Model<T>,
  filter: QueryFilter<T>,
  update: UpdateQuery<T>,
): Promise<void> {
  try {
    await model.updateOne(filter, update, { upsert: true });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    await model.updateOne(filter, update);
  }
}

async function readCompletion(
  deps: WorkoutsDeps,
  filter: PlanDayKey & { userId: string },
  exerciseIds: readonly string[],
): Promise<WorkoutCompletion> {
  const [ticks, day] = await Promise.all([
    deps.ticks.find(filter).lean(),
    deps.days.findOne(filter).lean(),
  ]);
  return presentCompletion(filter, exerciseIds, ticks, day);
}

/**
 * Ticks or unticks one exercise of a plan day (idempotent, so an offline cache can replay it).
 * Unticking an exercise of a completed day reopens the day and removes its recorded session.
 */
export async function toggleExercise(
  deps: WorkoutsDeps,
  userId: string,
  key: PlanDayKey & { exerciseId: string },
  request: { completed: boolean; completedAt?: string | undefined },
): Promise<WorkoutCompletion> {
  const { workout, filter } = await findPlanDay(deps, userId, key);
  if (!workout.exercises.some((exercise) => exercise.exerciseId === key.exerciseId)) {
    throw new AppError('RESOURCE_NOT_FOUND', 'That exercise is not part of this workout.');
  }
  const completedAt = request.completed ? new Date(request.completedAt ?? deps.now()) : null;
  await upsertOne(
    deps.ticks,
    { ...filter, exerciseId: key.exerciseId },
    { $set: { completed: request.completed, completedAt } },
  );
  if (!request.completed) {
    const day = await deps.days.findOne(filter).lean();
    if (day?.completedAt) {
      await deps.days.updateOne(filter, { $set: { completedAt: null } });
      await deps.sessions.deleteOne({ userId, clientKey: completionSessionKey(key) });
    }
  }
  return readCompletion(
    deps,
    filter,
    workout.exercises.map((exercise) => exercise.exerciseId),
  );
}

function completionSessionKey(key: PlanDayKey): string {
  return `completion:${buildCompletionId(key.planId, key.week, key.day)}`;
}

/**
 * Complete Workout: ticks every exercise (keeping earlier tick times), sets the day's completedAt
 * and totalDuration (default: the day's planned minutes) and records the workout as one session
 * (10 kcal per minute); a replay updates the same record and session.
 */
export async function completeWorkout(
  deps: WorkoutsDeps,
  userId: string,
  key: PlanDayKey,
  request: CompleteWorkoutRequest,
): Promise<{ completion: WorkoutCompletion; session: WorkoutSession }> {
  const { plan, workout, filter } = await findPlanDay(deps, userId, key);
  const completedAt = new Date(request.completedAt ?? deps.now());
  const totalDuration =
    request.totalDuration ?? workout.duration ?? workoutPlanConstants.defaultWorkoutMinutes;
  const ticks = await deps.ticks.find(filter).lean();
  await Promise.all(
    workout.exercises.map((exercise) => {
      const earlier = ticks.find(
        (tick) => tick.exerciseId === exercise.exerciseId && tick.completed,
      )?.completedAt;
      return upsertOne(
        deps.ticks,
        { ...filter, exerciseId: exercise.exerciseId },
        { $set: { completed: true, completedAt: earlier ?? completedAt } },
      );
    }),
  );
  await upsertOne(deps.days, filter, {
    $set: { completedAt, totalDuration, notes: request.notes ?? null },
  });
  const clientKey = completionSessionKey(key);
  const sessionFields = {
    source: 'completion' as const,
    planId: key.planId,
    name: `${plan.planName}: ${workout.name}`,
    duration: totalDuration,
    exercises: workout.exercises.map((exercise) => ({
      exerciseId: exercise.exerciseId,
      name: exercise.name,
      sets: exercise.sets,
      reps: exercise.reps,
      duration: exercise.duration,
      weight: exercise.weight,
    })),
    notes: request.notes ?? null,
    caloriesBurned: totalDuration * workoutPlanConstants.caloriesPerMinute,
    perceivedExertion: workoutPlanConstants.defaultPerceivedExertion,
    week: key.week,
    day: key.day,
    performedAt: completedAt,
  };
  await upsertOne(
    deps.sessions,
    { userId, clientKey },
    { $set: sessionFields, $setOnInsert: { createdAt: deps.now() } },
  );
  const session = await deps.sessions.findOne({ userId, clientKey }).lean();
  if (!session) throw new Error(`completion session ${clientKey} vanished after its upsert`);
  return {
    completion: await readCompletion(
      deps,
      filter,
      workout.exercises.map((exercise) => exercise.exerciseId),
    ),
    session: presentSession(session),
  };
}

/** The user's completion records of a plan (optionally one week), one per day with any activity. */
export async function listCompletions(
  deps: WorkoutsDeps,
  userId: string,
  planId: string,
  week?: number,
): Promise<WorkoutCompletion[]> {
  await findOwnedPlan(deps, userId, planId);
  const scope = { userId, planId, ...(week === undefined ? {} : { week }) };
  const [weeks, ticks, days] = await Promise.all([
    deps.weeks.find({ userId, planId, ...(week === undefined ? {} : { weekNumber: week }) }).lean(),
    deps.ticks.find(scope).lean(),
    deps.days.find(scope).lean(),
  ]);
  const keys = new Map<string, PlanDayKey>();
  for (const entry of [...ticks, ...days])
    keys.set(`${entry.week}.${entry.day}`, { planId, week: entry.week, day: entry.day });
  return [...keys.values()]
    .sort((a, b) => a.week - b.week || a.day - b.day)
    .map((key) => {
      const workout = weeks
        .find((entry) => entry.weekNumber === key.week)
        ?.weekJson.workouts.find((entry) => entry.dayNumber === key.day);
      const dayTicks = ticks.filter((tick) => tick.week === key.week && tick.day === key.day);
      const exerciseIds =
        workout?.exercises.map((exercise) => exercise.exerciseId) ??
        dayTicks.map((tick) => tick.exerciseId);
      const day = days.find((entry) => entry.week === key.week && entry.day === key.day) ?? null;
      return presentCompletion({ userId, ...key }, exerciseIds, dayTicks, day);
    });
}
