/** An exercise of a guided workout: a rep or a duration target per set, and the rest after a set. */
export interface FlowExercise {
  id: string;
  name: string;
  sets: number;
  reps: number | null;
  durationSeconds: number | null;
  restSeconds: number;
  instructions: string[];
  /** Whether a later issue's camera tracking applies (squats and deadlifts). */
  isPoseTracked: boolean;
  /** How the plan says to do it for this user ("Do it seated."); absent or empty when nothing. */
  note?: string;
}

/** Where a guided workout stands (spec 03 §4 "Workout flow"). */
export interface WorkoutFlowState {
  phase: 'exercise' | 'rest' | 'completed';
  exerciseIndex: number;
  /** 1-based set of the current exercise. */
  setNumber: number;
  completedSets: number;
  /** Seconds of the rest in progress (0 outside rest). */
  restSeconds: number;
}

/** What the user does: finish a set, or end the rest (timer ran out or Skip Rest). */
export type WorkoutFlowAction = { type: 'completeSet' } | { type: 'endRest' };

/** A workout at its first set. */
export function startWorkoutFlow(): WorkoutFlowState {
  return { phase: 'exercise', exerciseIndex: 0, setNumber: 1, completedSets: 0, restSeconds: 0 };
}

/**
 * The next state of a workout. A set that is not the exercise's last starts a rest of the
 * exercise's rest time, after which the next set begins; the last set moves to the next exercise at
 * set 1; the last set of the last exercise completes the workout.
 */
export function advanceWorkoutFlow(
  exercises: readonly FlowExercise[],
  state: WorkoutFlowState,
  action: WorkoutFlowAction,
): WorkoutFlowState {
  const exercise = exercises[state.exerciseIndex];
  if (!exercise || state.phase === 'completed') return state;
  if (action.type === 'endRest') {
    if (state.phase !== 'rest') return state;
    return { ...state, phase: 'exercise', setNumber: state.setNumber + 1, restSeconds: 0 };
  }
  if (state.phase !== 'exercise') return state;
  const completedSets = state.completedSets + 1;
  if (state.setNumber < exercise.sets) {
    if (exercise.restSeconds <= 0) {
      return { ...state, completedSets, setNumber: state.setNumber + 1 };
    }
    return { ...state, completedSets, phase: 'rest', restSeconds: exercise.restSeconds };
  }
  if (state.exerciseIndex < exercises.length - 1) {
    return {
      phase: 'exercise',
      exerciseIndex: state.exerciseIndex + 1,
      setNumber: 1,
      completedSets,
      restSeconds: 0,
    };
  }
  return { ...state, completedSets, phase: 'completed', restSeconds: 0 };
}

/** Every set of the workout, for its progress bar. */
export function countTotalSets(exercises: readonly FlowExercise[]): number {
  return exercises.reduce((total, exercise) => total + exercise.sets, 0);
}
