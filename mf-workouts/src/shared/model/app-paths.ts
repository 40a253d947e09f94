import {
  coachWorkoutQueryParam,
  decodeCoachWorkoutParam,
  encodeCoachWorkoutParam,
  type StartCoachWorkout,
} from '@repwise/contracts/coach';

/** The internal views of the Workout Plans page, chosen with `?view=` (spec 03 §2). */
export const workoutViews = [
  'overview',
  'daily',
  'calendar',
  'library',
  'generator',
  'active',
] as const;
/** A Workout Plans view. */
export type WorkoutView = (typeof workoutViews)[number];

/** Which view `?view=` opens: daily and start open the daily plan (spec 03 §2); unknown → overview. */
export function readWorkoutView(search: string): WorkoutView {
  const view = new URLSearchParams(search).get('view');
  if (view === 'start') return 'daily';
  return workoutViews.find((candidate) => candidate === view) ?? 'overview';
}

/** The path of a Workout Plans view. */
export function buildWorkoutViewPath(view: WorkoutView): string {
  return view === 'overview' ? '/app/workout' : `/app/workout?view=${view}`;
}

/**
 * What a guided workout runs: a plan day, a workout the AI coach composed, one library exercise,
 * or the built-in workout.
 */
export type ActiveWorkoutSource =
  | { week: number; day: number }
  | { coachWorkout: StartCoachWorkout }
  | { exerciseId: string }
  | Record<string, never>;

/** The path of the guided workout for a source. */
export function buildActiveWorkoutPath(source: ActiveWorkoutSource): string {
  const query = new URLSearchParams({ view: 'active' });
  if ('week' in source) {
    query.set('week', String(source.week));
    query.set('day', String(source.day));
  }
  if ('coachWorkout' in source) {
    query.set(coachWorkoutQueryParam, encodeCoachWorkoutParam(source.coachWorkout));
  }
  if ('exerciseId' in source) query.set('exercise', source.exerciseId);
  return `/app/workout?${query.toString()}`;
}

/**
 * The guided workout's source read back from the query: a plan day first, then a composed workout
 * (a missing or invalid `?coachWorkout=` is ignored), then a library exercise, else the built-in.
 */
export function readActiveWorkoutSource(search: string): ActiveWorkoutSource {
  const query = new URLSearchParams(search);
  const week = Number(query.get('week'));
  const day = Number(query.get('day'));
  if (Number.isInteger(week) && week >= 1 && Number.isInteger(day) && day >= 1 && day <= 7) {
    return { week, day };
  }
  const coachWorkout = decodeCoachWorkoutParam(query.get(coachWorkoutQueryParam));
  if (coachWorkout) return { coachWorkout };
  const exerciseId = query.get('exercise');
  return exerciseId ? { exerciseId } : {};
}
