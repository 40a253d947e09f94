/** Every named tour target of spec 01 §2; screens mark them with `data-tour="<target>"`. */
export const tourTargets = [
  'dashboard',
  'workouts',
  'progress',
  'safety',
  'ai-coach',
  'user-menu',
  'workout-generator',
  'workout-library',
  'pose-tracking',
  'workout-stats',
  'progress-overview',
  'form-analytics',
  'progress-photos',
  'risk-assessment',
  'safety-alerts',
  'recovery-recommendations',
  'chat-interface',
  'quick-actions',
  'workout-guidance',
] as const;

/** A tour target name. */
export type TourTarget = (typeof tourTargets)[number];

/** The attribute that marks a tour target in the DOM. */
export const tourTargetAttribute = 'data-tour';

/** The attribute props that mark an element as a tour target: `<nav {...tourTarget('dashboard')}>`. */
export function tourTarget(target: TourTarget): { 'data-tour': TourTarget } {
  return { 'data-tour': target };
}

/** The CSS selector of a tour target. */
export function tourTargetSelector(target: TourTarget): string {
  return `[${tourTargetAttribute}="${target}"]`;
}
