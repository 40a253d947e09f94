import type { CatalogueExercise } from '@repwise/contracts/workouts';
import type { JwtSettings } from '@repwise/server-kit';
import type { GenerationQueue } from './jobs/generation-queue';
import type { DayCompletionModel, ExerciseTickModel } from './models/completion.model';
import type { ExerciseModel } from './models/exercise.model';
import type { PoseSessionModel } from './models/pose-session.model';
import type { PoseSetModel } from './models/pose-set.model';
import type { PoseLockModel, PoseStateModel } from './models/pose-state.model';
import type { WeeklyPlanModel } from './models/weekly-plan.model';
import type { WorkoutPlanModel } from './models/workout-plan.model';
import type { WorkoutSessionModel } from './models/workout-session.model';

/** What the workouts use cases need: models, the catalogue, the generation queue, settings, a clock. */
export interface WorkoutsDeps {
  plans: WorkoutPlanModel;
  weeks: WeeklyPlanModel;
  ticks: ExerciseTickModel;
  days: DayCompletionModel;
  sessions: WorkoutSessionModel;
  exercises: ExerciseModel;
  /** Pose tracking: recorded sets, finished sessions, per-user engine states and their locks. */
  pose: {
    sets: PoseSetModel;
    sessions: PoseSessionModel;
    states: PoseStateModel;
    locks: PoseLockModel;
  };
  catalogue: readonly CatalogueExercise[];
  generation: GenerationQueue;
  /** How long a generation call waits for its job before answering 202. */
  generationWaitMs: number;
  jwt: JwtSettings;
  internalToken: string;
  now: () => Date;
}
