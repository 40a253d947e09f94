import type { JwtSettings } from '@repwise/server-kit';
import type { AnalyticsCache } from './analytics/analytics-cache';
import type { GoalModel } from './models/goal.model';
import type { MeasurementModel } from './models/measurement.model';
import type { PhotoStore } from './photos/photo-store';
import type { WorkoutHistory } from './workouts/workout-history';

/** What the progress use cases need: models, the photo store, workout history, token settings, a clock. */
export interface ProgressDeps {
  measurements: MeasurementModel;
  goals: GoalModel;
  photos: PhotoStore;
  /** What one user may keep. */
  photoQuota: { photos: number; bytes: number };
  /** Computed analytics reused while the user's measurements and goals are unchanged. */
  analyticsCache: AnalyticsCache;
  workoutHistory: WorkoutHistory;
  jwt: JwtSettings;
  now: () => Date;
}
