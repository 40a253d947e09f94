/**
 * The step circles' labels, one per question step (spec 02 §2 lists Personal Info, Fitness Goals,
 * Experience, Equipment, Health, Accessibility, Preferences, Summary). The spec's labels and its
 * step ids disagree: the ids hold a workout-preferences step that no label names, and "Summary" has
 * no questions. All eight question steps are kept (every answer the plan needs), so the fourth
 * circle reads "Workout", and the summary is the final review on the last step (`AnswerSummary`)
 * rather than a step of its own.
 */
export const onboardingStepLabels = [
  'Personal Info',
  'Fitness Goals',
  'Experience',
  'Workout',
  'Equipment',
  'Health',
  'Accessibility',
  'Preferences',
] as const;

/** Edit mode (spec 02 §2): the query says mode=edit, or the path contains /retake. */
export function isOnboardingEditMode({ pathname, search }: { pathname: string; search: string }) {
  return new URLSearchParams(search).get('mode') === 'edit' || pathname.includes('/retake');
}

/** Retake mode (spec 02 §2): the query says retake=true, or the path contains /retake. */
export function isOnboardingRetake({ pathname, search }: { pathname: string; search: string }) {
  return new URLSearchParams(search).get('retake') === 'true' || pathname.includes('/retake');
}

/**
 * Where a first completion leads (spec 02 §4: "the plan summary shows"). It is a view of
 * /onboarding, the spec's route, so a reload (the error state's Try Again) shows the plan again
 * instead of the completed user's redirect to the dashboard.
 */
export const planSummaryPath = '/onboarding?view=plan';

/** Whether the location is the plan summary view. */
export function isPlanSummaryView({ pathname, search }: { pathname: string; search: string }) {
  return (
    pathname.replace(/\/+$/, '') === '/onboarding' &&
    new URLSearchParams(search).get('view') === 'plan'
  );
}
