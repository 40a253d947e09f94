import {
  workoutPlanConstants,
  type CompleteWorkoutRequest,
  type WorkoutCompletion,
  type WorkoutSession,
} from '@repwise/contracts/workouts';
import { AppError } from '@repwise/server-kit';
import {
  buildCompletionId,
  presentCompletion,
  presentSession,
} from '../../presenters/activity.presenter';
import type { ExerciseTick } from '../../models/week-progress.model';
import type { WorkoutsDeps } from '../../workouts-deps';
import { findOwnedPlan, findOwnedWeek } from '../plans/find-owned-plan';
import { upsertOne } from '../store/upsert-one';
import { changeWeekProgress, readWeekProgress, type WeekProgress } from './week-progress';
import { findWeeks } from '../store/week-store';

/** Which plan day: the plan, its week number and the day (1 = Monday). */
export interface PlanDayKey {
  planId: string;
  week: number;
  day: number;
}

async function findPlanDay(deps: WorkoutsDeps, userId: string, key: PlanDayKey) {
  // Recording activity never changes the plan or its weeks: they may come from the read cache.
  const { plan, week } = await deps.readCache.read(
    userId,
    ['plans'],
    `plan-week:${key.planId}:${key.week}`,
    async () => ({
      plan: await findOwnedPlan(deps, userId, key.planId),
      week: await findOwnedWeek(deps, userId, key.planId, key.week),
    }),
  );
  const workout = week.weekJson.workouts.find((entry) => entry.dayNumber === key.day);
  if (!workout) throw new AppError('RESOURCE_NOT_FOUND', 'No workout is scheduled for that day.');
  return { plan, workout };
}

/** A plan day's completion record from its week's progress. */
function composeCompletion(
  userId: string,
  key: PlanDayKey,
  exerciseIds: readonly string[],
  progress: WeekProgress,
): WorkoutCompletion {
  return presentCompletion(
    { userId, ...key },
    exerciseIds,
    progress.ticks.filter((tick) => tick.day === key.day),
    progress.days.find((day) => day.day === key.day) ?? null,
  );
}

/** Sets one exercise's tick of a plan day in a week's progress (replacing any earlier one). */
function setTick(progress: WeekProgress, tick: ExerciseTick): void {
  progress.ticks = [
    ...progress.ticks.filter(
      (entry) => !(entry.day === tick.day && entry.exerciseId === tick.exerciseId),
    ),
    tick,
  ];
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
  const { workout } = await findPlanDay(deps, userId, key);
  if (!workout.exercises.some((exercise) => exercise.exerciseId === key.exerciseId)) {
    throw new AppError('RESOURCE_NOT_FOUND', 'That exercise is not part of this workout.');
  }
  const completedAt = request.completed ? new Date(request.completedAt ?? deps.now()) : null;
  let reopened = false;
  const progress = await changeWeekProgress(deps, { userId, ...weekOf(key) }, (week) => {
    setTick(week, {
      day: key.day,
      exerciseId: key.exerciseId,
      completed: request.completed,
      completedAt,
    });
    const day = week.days.find((entry) => entry.day === key.day);
    if (!request.completed && day?.completedAt) {
      day.completedAt = null;
      reopened = true;
    }
  });
  if (reopened) await deps.sessions.deleteOne({ userId, clientKey: completionSessionKey(key) });
  return composeCompletion(
    userId,
    key,
    workout.exercises.map((exercise) => exercise.exerciseId),
    progress,
  );
}

function weekOf(key: PlanDayKey): { planId: string; week: number } {
  return { planId: key.planId, week: key.week };
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
  const { plan, workout } = await findPlanDay(deps, userId, key);
  const completedAt = new Date(request.completedAt ?? deps.now());
  const totalDuration =
    request.totalDuration ?? workout.duration ?? workoutPlanConstants.defaultWorkoutMinutes;
  const progress = await changeWeekProgress(deps, { userId, ...weekOf(key) }, (week) => {
    for (const exercise of workout.exercises) {
      const earlier = week.ticks.find(
        (tick) => tick.day === key.day && tick.exerciseId === exercise.exerciseId && tick.completed,
      )?.completedAt;
      setTick(week, {
        day: key.day,
        exerciseId: exercise.exerciseId,
        completed: true,
        completedAt: earlier ?? completedAt,
      });
    }
    week.days = [
      ...week.days.filter((entry) => entry.day !== key.day),
      { day: key.day, completedAt, totalDuration, notes: request.notes ?? null },
    ];
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
    completion: composeCompletion(
      userId,
      key,
      workout.exercises.map((exercise) => exercise.exerciseId),
      progress,
    ),
    session: presentSession(session),
  };
}

/**
 * The user's completion records of a plan (optionally one week), one per day with any activity.
 * Reused while the user's plans and activity are unchanged (`cache/read-cache`).
 */
export function listCompletions(
  deps: WorkoutsDeps,
  userId: string,
  planId: string,
  week?: number,
): Promise<WorkoutCompletion[]> {
  return deps.readCache.read(
    userId,
    ['plans', 'activity'],
    `completions:${planId}:${week ?? 'all'}`,
    () => composeCompletions(deps, userId, planId, week),
  );
}

async function composeCompletions(
  deps: WorkoutsDeps,
  userId: string,
  planId: string,
  week: number | undefined,
): Promise<WorkoutCompletion[]> {
  // The plan's weeks change far less often than the ticks: reused on their own.
  const weeks = await deps.readCache.read(
    userId,
    ['plans'],
    `plan-weeks:${planId}:${week ?? 'all'}`,
    async () => {
      await findOwnedPlan(deps, userId, planId);
      return findWeeks(deps, {
        userId,
        planId,
        ...(week === undefined ? {} : { weekNumber: week }),
      });
    },
  );
  const progress = await Promise.all(
    weeks.map((entry) => readWeekProgress(deps, planId, entry.weekNumber)),
  );
  return weeks
    .flatMap((entry, index) => {
      const recorded = progress[index] ?? { ticks: [], days: [] };
      const days = new Set([
        ...recorded.ticks.map((tick) => tick.day),
        ...recorded.days.map((day) => day.day),
      ]);
      return [...days].map((day) => {
        const key = { planId, week: entry.weekNumber, day };
        const dayTicks = recorded.ticks.filter((tick) => tick.day === day);
        const exerciseIds =
          entry.weekJson.workouts
            .find((workout) => workout.dayNumber === day)
            ?.exercises.map((exercise) => exercise.exerciseId) ??
          dayTicks.map((tick) => tick.exerciseId);
        return composeCompletion(userId, key, exerciseIds, recorded);
      });
    })
    .sort((a, b) => a.week - b.week || a.day - b.day);
}
