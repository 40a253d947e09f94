import { buildEndpointPath } from '../endpoints/define-endpoint';

/**
 * Paths of the workouts API below `/api` (what a service sees). `:name` segments are filled in
 * with `buildWorkoutsPath`.
 */
export const workoutsPaths = {
  plans: '/workouts/plans',
  activePlan: '/workouts/plans/active',
  inactivePlans: '/workouts/plans/inactive',
  plan: '/workouts/plans/:planId',
  activatePlan: '/workouts/plans/:planId/activate',
  deactivatePlan: '/workouts/plans/:planId/deactivate',
  progressivePlan: '/workouts/plans/progressive',
  weeklyGeneration: '/workouts/plans/weekly',
  planOutline: '/workouts/plans/:planId/outline',
  planWeek: '/workouts/plans/:planId/week/:week',
  planWeekProgress: '/workouts/plans/:planId/week/:week/progress',
  planWeeklyPlans: '/workouts/plans/:planId/weekly-plans',
  toggleExercise: '/workouts/plans/:planId/week/:week/days/:day/exercises/:exerciseId',
  completeWorkout: '/workouts/plans/:planId/week/:week/days/:day/complete',
  completions: '/workouts/completions',
  job: '/workouts/jobs/:jobId',
  /** Spec 03 §7 path; the gateway must route `/api/ai/weekly-workouts` to workouts. */
  weeklyWorkout: '/ai/weekly-workouts/:weeklyPlanId',
  activateWeeklyWorkout: '/ai/weekly-workouts/:weeklyPlanId/activate',
  /** The same two calls under /workouts (reachable without a gateway change). */
  weeklyWorkoutAlias: '/workouts/weekly-workouts/:weeklyPlanId',
  activateWeeklyWorkoutAlias: '/workouts/weekly-workouts/:weeklyPlanId/activate',
  activeWeeklyWorkout: '/workouts/weekly-workouts/active',
  sessions: '/workouts/sessions',
  stats: '/workouts/stats',
  dashboardStats: '/workouts/dashboard/stats',
  calendar: '/workouts/calendar',
  exercises: '/workouts/exercises',
  exercise: '/workouts/exercises/:exerciseId',
} as const;

/** A workouts path name. */
export type WorkoutsPathName = keyof typeof workoutsPaths;

/**
 * Fills a path's `:name` segments (URI-encoded) and appends a query built from the defined,
 * non-empty values of `query`; throws when a segment has no value.
 */
export function buildWorkoutsPath(
  name: WorkoutsPathName,
  params: Record<string, string | number> = {},
  query: Record<string, string | number | boolean | undefined | null> = {},
): string {
  return buildEndpointPath({ path: workoutsPaths[name] }, params, query);
}
