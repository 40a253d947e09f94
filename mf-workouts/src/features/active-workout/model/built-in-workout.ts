import type { StartCoachWorkout } from '@repwise/contracts/coach';
import type { CatalogueExercise, DayWorkout } from '@repwise/contracts/workouts';
import { workoutPlanConstants } from '@repwise/contracts/workouts';
import type { FlowExercise } from './workout-flow';

/** Exercises whose sets a later issue's camera tracking scores (spec 03 §2). */
const poseTrackedPattern = /\b(squats?|deadlifts?)\b/i;

/** The built-in workout of spec 03 §3: push-ups, plank, squats and deadlifts. */
export const builtInWorkout: { name: string; exercises: FlowExercise[] } = {
  name: 'Full Body Workout',
  exercises: [
    {
      id: 'push-ups',
      name: 'Push-ups',
      sets: 3,
      reps: 12,
      durationSeconds: null,
      restSeconds: 60,
      instructions: [
        'Start in a high plank with hands under your shoulders.',
        'Lower your chest until it nearly touches the floor.',
        'Keep your body in a straight line from head to heels.',
        'Press back up to full arm extension.',
      ],
      isPoseTracked: false,
    },
    {
      id: 'plank',
      name: 'Plank Hold',
      sets: 3,
      reps: null,
      durationSeconds: 30,
      restSeconds: 60,
      instructions: [
        'Rest on your forearms with elbows under your shoulders.',
        'Brace your core and squeeze your glutes.',
        'Keep your hips level; do not let them sag or pike.',
        'Breathe steadily while you hold.',
      ],
      isPoseTracked: false,
    },
    {
      id: 'squats',
      name: 'Squats',
      sets: 3,
      reps: 15,
      durationSeconds: null,
      restSeconds: 60,
      instructions: [
        'Stand with feet shoulder-width apart, toes slightly out.',
        'Push your hips back and bend your knees.',
        'Lower until your thighs are parallel to the floor.',
        'Drive through your heels to stand tall.',
      ],
      isPoseTracked: true,
    },
    {
      id: 'deadlifts',
      name: 'Deadlifts',
      sets: 3,
      reps: 8,
      durationSeconds: null,
      restSeconds: 90,
      instructions: [
        'Stand with the bar over your mid-foot.',
        'Hinge at the hips and grip the bar just outside your knees.',
        'Keep your back flat and chest up.',
        'Drive through your feet and stand up, hips and shoulders rising together.',
      ],
      isPoseTracked: true,
    },
  ],
};

/**
 * A plan day's exercises as a guided workout: its form cues and description as instructions, and
 * the plan's note on each ("Do it seated." where the user's limits change how it is done).
 */
export function toFlowExercises(workout: DayWorkout): FlowExercise[] {
  return workout.exercises.map((exercise) => ({
    id: exercise.exerciseId,
    name: exercise.name,
    sets: exercise.sets,
    reps: exercise.reps,
    durationSeconds: exercise.duration,
    restSeconds: exercise.rest,
    instructions: [exercise.description, ...exercise.formCues].filter(Boolean),
    isPoseTracked: poseTrackedPattern.test(exercise.name),
    note: exercise.notes.trim(),
  }));
}

/** One library exercise as a guided workout: 3 sets of 12 reps (or 30 s held), default rest. */
export function toSingleExerciseWorkout(exercise: CatalogueExercise): FlowExercise[] {
  return [
    {
      id: exercise.id,
      name: exercise.name,
      sets: 3,
      reps: exercise.isTimed ? null : 12,
      durationSeconds: exercise.isTimed ? 30 : null,
      restSeconds: workoutPlanConstants.defaultRestSeconds,
      instructions: exercise.instructions,
      isPoseTracked: poseTrackedPattern.test(exercise.name),
    },
  ];
}

/**
 * A workout the AI coach composed as a guided workout: exactly its exercises, in order, with their
 * sets, reps or duration and rest; each one's instructions from its catalogue entry (`catalogue`
 * by exercise id; none when the entry could not be read).
 */
export function toCoachFlowExercises(
  workout: StartCoachWorkout,
  catalogue: ReadonlyMap<string, CatalogueExercise | null>,
): FlowExercise[] {
  return workout.exercises.map((exercise) => ({
    id: exercise.exerciseId,
    name: exercise.name,
    sets: exercise.sets,
    reps: exercise.reps,
    durationSeconds: exercise.duration,
    restSeconds: exercise.rest,
    instructions: catalogue.get(exercise.exerciseId)?.instructions ?? [],
    isPoseTracked: poseTrackedPattern.test(exercise.name),
  }));
}

/**
 * A composed workout's card notes ("No equipment needed", "Nothing on the floor") as the active
 * workout's note, one sentence each; absent when the card had none.
 */
export function toCoachWorkoutNote(workout: StartCoachWorkout): string | undefined {
  const sentences = (workout.notes ?? []).map((note) => (/[.!?]$/.test(note) ? note : `${note}.`));
  return sentences.length > 0 ? sentences.join(' ') : undefined;
}
