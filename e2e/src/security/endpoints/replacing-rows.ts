import { completedOnboarding } from '../../app-user';
import type { EndpointRow } from '../endpoint-row';
import { progressiveRequest } from '../example-bodies';

/** Calls that replace or remove the caller's data: their valid examples run last. */
export const replacingRows: readonly EndpointRow[] = [
  {
    method: 'PUT',
    path: '/onboarding/completion',
    access: 'user',
    okStatus: 200,
    body: completedOnboarding,
    requiredFields: ['personalInfo', 'fitnessGoals', 'experience', 'equipment', 'health'],
  },
  {
    method: 'POST',
    path: '/workouts/plans/progressive',
    access: 'user',
    okStatus: [200, 201, 202],
    body: progressiveRequest,
    headers: { 'idempotency-key': 'security-suite-plan' },
  },
  { method: 'DELETE', path: '/workouts/plans/{planId}', access: 'user', okStatus: 200 },
  { method: 'DELETE', path: '/workouts/plans/inactive', access: 'user', okStatus: 200 },
  {
    method: 'DELETE',
    path: '/progress/measurements/{measurementId}',
    access: 'user',
    okStatus: 200,
  },
  { method: 'DELETE', path: '/progress/goals/{goalId}', access: 'user', okStatus: 200 },
  { method: 'DELETE', path: '/files/progress-photos/{photoId}', access: 'user', okStatus: 200 },
  { method: 'POST', path: '/onboarding/reset', access: 'user', okStatus: 200 },
  {
    method: 'POST',
    path: '/auth/change-password',
    access: 'user',
    okStatus: 200,
    body: { currentPassword: '{password}', newPassword: 'Train4Life!Again' },
    requiredFields: ['currentPassword', 'newPassword'],
    refusesExtraFields: true,
    endsSession: true,
  },
  {
    method: 'POST',
    path: '/auth/logout',
    access: 'user',
    okStatus: 200,
    body: {},
    endsSession: true,
  },
];
