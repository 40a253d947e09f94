import { describe, expect, it } from 'vitest';
import {
  advanceWorkoutFlow,
  startWorkoutFlow,
  type FlowExercise,
  type WorkoutFlowAction,
  type WorkoutFlowState,
} from './workout-flow';

function buildExercise(overrides: Partial<FlowExercise>): FlowExercise {
  return {
    id: 'push-ups',
    name: 'Push-ups',
    sets: 2,
    reps: 12,
    durationSeconds: null,
    restSeconds: 60,
    instructions: [],
    isPoseTracked: false,
    ...overrides,
  };
}

const exercises = [buildExercise({}), buildExercise({ id: 'plank', name: 'Plank Hold', sets: 1 })];
const completeSet: WorkoutFlowAction = { type: 'completeSet' };
const endRest: WorkoutFlowAction = { type: 'endRest' };

function play(actions: WorkoutFlowAction[], state: WorkoutFlowState = startWorkoutFlow()) {
  return actions.reduce((current, action) => advanceWorkoutFlow(exercises, current, action), state);
}

describe('advanceWorkoutFlow', () => {
  it('rests for the exercise rest time after a set that is not the last', () => {
    expect(play([completeSet])).toMatchObject({
      phase: 'rest',
      setNumber: 1,
      restSeconds: 60,
      completedSets: 1,
    });
  });

  it('starts the next set when the rest ends', () => {
    expect(play([completeSet, endRest])).toMatchObject({
      phase: 'exercise',
      setNumber: 2,
      restSeconds: 0,
    });
  });

  it('moves to the next exercise at set 1 after its last set', () => {
    expect(play([completeSet, endRest, completeSet])).toMatchObject({
      phase: 'exercise',
      exerciseIndex: 1,
      setNumber: 1,
      completedSets: 2,
    });
  });

  it('completes the workout after the last set of the last exercise', () => {
    const done = play([completeSet, endRest, completeSet, completeSet]);
    expect(done).toMatchObject({ phase: 'completed', completedSets: 3 });
    expect(play([completeSet], done)).toBe(done);
  });

  it('ignores Mark Set Complete during rest and Skip Rest outside it', () => {
    const resting = play([completeSet]);
    expect(advanceWorkoutFlow(exercises, resting, completeSet)).toBe(resting);
    const training = startWorkoutFlow();
    expect(advanceWorkoutFlow(exercises, training, endRest)).toBe(training);
  });

  it('goes straight to the next set when an exercise has no rest', () => {
    const noRest = [buildExercise({ restSeconds: 0 })];
    expect(advanceWorkoutFlow(noRest, startWorkoutFlow(), completeSet)).toMatchObject({
      phase: 'exercise',
      setNumber: 2,
    });
  });
});
