import { analyticsEndpoints } from '../analytics/analytics.endpoints';
import { authEndpoints } from '../auth/auth.endpoints';
import { coachEndpoints } from '../coach/coach.endpoints';
import type { AnyEndpoint } from '../endpoints/define-endpoint';
import { onboardingEndpoints } from '../onboarding/onboarding.endpoints';
import { poseEndpoints } from '../pose/pose.endpoints';
import { profileEndpoints } from '../profile/profile.endpoints';
import { progressEndpoints } from '../progress/progress.endpoints';
import { quizEndpoints } from '../quiz/quiz.endpoints';
import { activityEndpoints } from '../workouts/activity.endpoints';
import { catalogueEndpoints } from '../workouts/catalogue.endpoints';
import { planEndpoints } from '../workouts/plans.endpoints';

/** Every endpoint of every service, by area (the reference's sections, in this order). */
export const apiEndpointGroups = {
  auth: authEndpoints,
  profile: profileEndpoints,
  onboarding: onboardingEndpoints,
  quiz: quizEndpoints,
  plans: planEndpoints,
  activity: activityEndpoints,
  catalogue: catalogueEndpoints,
  pose: poseEndpoints,
  progress: progressEndpoints,
  coach: coachEndpoints,
  analytics: analyticsEndpoints,
} as const;

/** An area of the API (a section of the reference). */
export type ApiArea = keyof typeof apiEndpointGroups;

/** One endpoint with its area and its name in the area's value (e.g. `plans.getPlan`). */
export interface NamedEndpoint {
  area: ApiArea;
  name: string;
  endpoint: AnyEndpoint;
}

/** Every endpoint of the API, in the groups' order. */
export const apiEndpoints: readonly NamedEndpoint[] = Object.entries(apiEndpointGroups).flatMap(
  ([area, group]) =>
    Object.entries(group).map(([name, endpoint]: [string, AnyEndpoint]) => ({
      area: area as ApiArea,
      name,
      endpoint,
    })),
);
