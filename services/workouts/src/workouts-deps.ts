import type { CatalogueExercise } from '@repwise/contracts/workouts';
import type { JwtSettings } from '@repwise/server-kit';
import type { GenerationQueue } from './jobs/generation-queue';
import type { ExerciseModel } from './models/exercise.model';
import type { PoseSessionModel } from './models/pose-session.model';
import type { PoseSetModel } from './models/pose-set.model';
import type { PoseStateModel } from './models/pose-state.model';
import type { UserLockModel } from './models/user-lock.model';
import type { WeekProgressModel } from './models/week-progress.model';
import type { WeeklyPlanContentModel, WeeklyPlanModel } from './models/weekly-plan.model';
import type { WorkoutPlanModel } from './models/workout-plan.model';
import type { WorkoutSessionModel } from './models/workout-session.model';
import type { ReadCache } from './cache/read-cache';
import type { WorkoutUserModel } from './models/workout-user.model';
import type { WeekContentCache } from './use-cases/store/week-content-cache';

/** What the workouts use cases need: models, the catalogue, the generation queue, settings, a clock. */
export interface WorkoutsDeps {
  plans: WorkoutPlanModel;
  /** Week headers (searched); their contents are in `weekContents`, read through `use-cases/store/week-store`. */
  weeks: WeeklyPlanModel;
  weekContents: WeeklyPlanContentModel;
  /** Week contents already read (they never change once stored). */
  weekContentCache: WeekContentCache;
  /** Per-user pointers to the active plan. */
  users: WorkoutUserModel;
  /** Ticks and day completions, one document per plan week (`use-cases/activity/week-progress`). */
  weekProgress: WeekProgressModel;
  sessions: WorkoutSessionModel;
  exercises: ExerciseModel;
  /** Pose tracking: recorded sets, finished sessions, per-user engine states. */
  pose: {
    sets: PoseSetModel;
    sessions: PoseSessionModel;
    states: PoseStateModel;
  };
  /** Per-user locks around read-change-write of a user's documents (`use-cases/store/user-lock`). */
  locks: UserLockModel;
  /** Reused answers of the hot reads, per user and data version (`cache/read-cache`). */
  readCache: ReadCache;
  catalogue: readonly CatalogueExercise[];
  generation: GenerationQueue;
  /** How long a generation call waits for its job before answering 202. */
  generationWaitMs: number;
  jwt: JwtSettings;
  internalToken: string;
  now: () => Date;
}
