import { authEndpoints as auth } from '@repwise/contracts/auth';
import { onboardingEndpoints as onboarding } from '@repwise/contracts/onboarding';
import { profileEndpoints as profile } from '@repwise/contracts/profile';
import { progressEndpoints as progress } from '@repwise/contracts/progress';
import { planEndpoints as plans } from '@repwise/contracts/workouts';
import { completedOnboarding } from '../../app-user';
import { example, type EndpointExample } from '../endpoint-row';
import { progressiveRequest } from '../example-bodies';

/** Calls that replace or remove the caller's data: their valid examples run last. */
export const replacingExamples: readonly EndpointExample[] = [
  example(onboarding.replaceCompletion, { body: completedOnboarding }),
  example(plans.createProgressivePlan, {
    body: progressiveRequest,
    headers: { 'idempotency-key': 'security-suite-plan' },
  }),
  example(plans.deletePlan),
  example(plans.deleteInactivePlans),
  example(progress.deleteMeasurement, { params: { id: '{measurementId}' } }),
  example(progress.deleteGoal, { params: { id: '{goalId}' } }),
  example(progress.deletePhoto, { params: { id: '{photoId}' } }),
  example(onboarding.reset),
  example(profile.changePassword, {
    body: { currentPassword: '{password}', newPassword: 'Train4Life!Again' },
    endsSession: true,
  }),
  example(auth.logout, { body: {}, endsSession: true }),
];
