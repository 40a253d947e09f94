import {
  coachWorkoutQueryParam,
  encodeCoachWorkoutParam,
  type CoachWorkout,
  type CoachWorkoutExercise,
} from '@repwise/contracts/coach';

/** A duration in words: "45 s", "2 min", "1 min 30 s". */
export function formatSeconds(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${rest} s`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

/** An exercise's target: "3 × 10, rest 45 s", "3 × 30 s, rest 30 s" or "2 sets, no rest". */
export function describeExerciseTarget(exercise: CoachWorkoutExercise): string {
  const target =
    exercise.reps !== null
      ? `${exercise.sets} × ${exercise.reps}`
      : exercise.duration !== null
        ? `${exercise.sets} × ${formatSeconds(exercise.duration)}`
        : `${exercise.sets} ${exercise.sets === 1 ? 'set' : 'sets'}`;
  const rest = exercise.rest > 0 ? `rest ${formatSeconds(exercise.rest)}` : 'no rest';
  return `${target}, ${rest}`;
}

/** A warm-up or cool-down as one line: "Jumping Jacks 1 min · Arm Circles 30 s". */
export function describeSteps(steps: CoachWorkout['warmup']): string {
  return steps.map((step) => `${step.name} ${formatSeconds(step.duration)}`).join(' · ');
}

/**
 * The shell path of Start this workout: the active workout of the Workout Plans area with the
 * composed workout's name and exercises in `?coachWorkout=` (as mf-workouts'
 * `buildActiveWorkoutPath` writes it).
 */
export function buildStartWorkoutPath(workout: CoachWorkout): string {
  const query = new URLSearchParams({ view: 'active' });
  query.set(coachWorkoutQueryParam, encodeCoachWorkoutParam(workout));
  return `/app/workout?${query.toString()}`;
}
