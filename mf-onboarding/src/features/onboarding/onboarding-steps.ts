/** The onboarding assessment's eight step labels, in order (spec 02 §2). */
export const onboardingStepLabels = [
  'Personal Info',
  'Fitness Goals',
  'Experience',
  'Equipment',
  'Health',
  'Accessibility',
  'Preferences',
  'Summary',
] as const;

/** Edit mode (spec 02 §2): the query says mode=edit, or the path contains /retake. */
export function isOnboardingEditMode({ pathname, search }: { pathname: string; search: string }) {
  return new URLSearchParams(search).get('mode') === 'edit' || pathname.includes('/retake');
}

/** Retake mode (spec 02 §2): the query says retake=true, or the path contains /retake. */
export function isOnboardingRetake({ pathname, search }: { pathname: string; search: string }) {
  return new URLSearchParams(search).get('retake') === 'true' || pathname.includes('/retake');
}
