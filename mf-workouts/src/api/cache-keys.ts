/** SWR keys of the area; every key starts with the user id and a resource name. */
export const cacheKeys = {
  activeWeek: (userId: string) => [userId, 'active-week'] as const,
  plans: (userId: string) => [userId, 'plans'] as const,
  weeklyPlans: (userId: string, planId: string) => [userId, 'weekly-plans', planId] as const,
  completions: (userId: string, planId: string) => [userId, 'completions', planId] as const,
  dashboardStats: (userId: string) => [userId, 'dashboard-stats'] as const,
  calendar: (userId: string, month: string) => [userId, 'calendar', month] as const,
  onboardingPrefill: (userId: string) => [userId, 'onboarding-prefill'] as const,
};

/** Resources whose numbers change when a workout is completed or a plan activated. */
const refreshedAfterProgress = new Set([
  'active-week',
  'plans',
  'weekly-plans',
  'dashboard-stats',
  'calendar',
]);

/** Whether a key belongs to a resource that a completion or activation changes. */
export function isProgressKey(key: unknown): boolean {
  return Array.isArray(key) && typeof key[1] === 'string' && refreshedAfterProgress.has(key[1]);
}
