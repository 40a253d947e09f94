import type { WorkoutCompletion, WorkoutSession } from '@repwise/contracts/workouts';
import type { DayCompletion, ExerciseTick } from '../models/week-progress.model';
import type { WorkoutSessionRecord } from '../models/workout-session.model';

/** A session as the API answers it. */
export function presentSession(
  session: WorkoutSessionRecord & { _id: { toString: () => string } },
): WorkoutSession {
  return {
    id: session._id.toString(),
    planId: session.planId,
    name: session.name,
    duration: session.duration,
    exercises: session.exercises,
    notes: session.notes,
    caloriesBurned: session.caloriesBurned,
    perceivedExertion: session.perceivedExertion,
    source: session.source,
    week: session.week,
    day: session.day,
    performedAt: session.performedAt.toISOString(),
    createdAt: session.createdAt.toISOString(),
  };
}

/** The id of a plan day's completion record: `<planId>.<week>.<day>`. */
export function buildCompletionId(planId: string, week: number, day: number): string {
  return `${planId}.${week}.${day}`;
}

/** A day's completion record composed from its ticks (in the day's exercise order) and its day record. */
export function presentCompletion(
  key: { userId: string; planId: string; week: number; day: number },
  exerciseIds: readonly string[],
  ticks: readonly ExerciseTick[],
  day: DayCompletion | null,
): WorkoutCompletion {
  const tickById = new Map(ticks.map((tick) => [tick.exerciseId, tick]));
  return {
    id: buildCompletionId(key.planId, key.week, key.day),
    userId: key.userId,
    planId: key.planId,
    week: key.week,
    day: key.day,
    exercises: exerciseIds.map((exerciseId) => {
      const tick = tickById.get(exerciseId);
      return {
        exerciseId,
        completed: tick?.completed ?? false,
        completedAt: tick?.completedAt?.toISOString() ?? null,
      };
    }),
    completedAt: day?.completedAt?.toISOString() ?? null,
    totalDuration: day?.totalDuration ?? null,
    notes: day?.notes ?? null,
  };
}
