import { buildEndpointPath } from '../endpoints/define-endpoint';
import { activityEndpoints } from './activity.endpoints';
import { catalogueEndpoints } from './catalogue.endpoints';
import { planEndpoints } from './plans.endpoints';

/**
 * Paths of the workouts API below `/api` (what a service sees), by name, read from the endpoint
 * values (the one place they are written). `:name` segments are filled in with
 * `buildWorkoutsPath`.
 */
export const workoutsPaths = {
  plans: planEndpoints.listPlans.path,
  activePlan: planEndpoints.getActivePlan.path,
  inactivePlans: planEndpoints.deleteInactivePlans.path,
  plan: planEndpoints.getPlan.path,
  activatePlan: planEndpoints.activatePlan.path,
  deactivatePlan: planEndpoints.deactivatePlan.path,
  progressivePlan: planEndpoints.createProgressivePlan.path,
  weeklyGeneration: planEndpoints.generateWeek.path,
  planOutline: planEndpoints.getOutline.path,
  planWeek: planEndpoints.getWeek.path,
  planWeekProgress: planEndpoints.updateWeekProgress.path,
  planWeeklyPlans: planEndpoints.listWeeklyPlans.path,
  toggleExercise: activityEndpoints.toggleExercise.path,
  completeWorkout: activityEndpoints.completeWorkout.path,
  completions: activityEndpoints.listCompletions.path,
  job: planEndpoints.getJob.path,
  /** Spec 03 §7 path; the gateway must route `/api/ai/weekly-workouts` to workouts. */
  weeklyWorkout: activityEndpoints.getWeeklyWorkout.path,
  activateWeeklyWorkout: activityEndpoints.activateWeeklyWorkout.path,
  /** The same two calls under /workouts (reachable without a gateway change). */
  weeklyWorkoutAlias: activityEndpoints.getWeeklyWorkoutAlias.path,
  activateWeeklyWorkoutAlias: activityEndpoints.activateWeeklyWorkoutAlias.path,
  activeWeeklyWorkout: activityEndpoints.getActiveWeeklyWorkout.path,
  sessions: activityEndpoints.listSessions.path,
  stats: activityEndpoints.getStats.path,
  dashboardStats: activityEndpoints.getDashboardStats.path,
  calendar: activityEndpoints.getCalendar.path,
  exercises: catalogueEndpoints.searchExercises.path,
  exercise: catalogueEndpoints.getExercise.path,
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
