import type { CatalogueExercise } from '@repwise/contracts/workouts';
import { cardioExercises } from './cardio.exercises';
import { coreExercises } from './core.exercises';
import { lowerBodyExercises } from './lower-body.exercises';
import { mobilityExercises } from './mobility.exercises';
import { upperBodyExercises } from './upper-body.exercises';

/** The whole exercise catalogue the service seeds and the plan engine chooses from. */
export const exerciseCatalogue: readonly CatalogueExercise[] = [
  ...lowerBodyExercises,
  ...upperBodyExercises,
  ...coreExercises,
  ...cardioExercises,
  ...mobilityExercises,
];
