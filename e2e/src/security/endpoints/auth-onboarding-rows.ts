import { completedOnboarding } from '../../app-user';
import type { EndpointRow } from '../endpoint-row';
import { onboardingProgress, quizAnswers } from '../example-bodies';

/** Auth (public at the gateway), onboarding and quiz endpoints. */
export const authOnboardingRows: readonly EndpointRow[] = [
  // auth (public at the gateway; the service checks tokens where it needs them)
  {
    method: 'POST',
    path: '/auth/register',
    access: 'public',
    okStatus: 201,
    body: { firstName: 'Sam', lastName: 'Tester', email: '{uniqueEmail}', password: 'Train4Life!' },
    requiredFields: ['firstName', 'lastName', 'email', 'password'],
  },
  {
    method: 'POST',
    path: '/auth/login',
    access: 'public',
    okStatus: 200,
    body: { email: '{email}', password: '{password}' },
    requiredFields: ['email', 'password'],
  },
  {
    method: 'POST',
    path: '/auth/refresh-token',
    access: 'public',
    okStatus: 200,
    body: { refreshToken: '{refreshToken}' },
    requiredFields: ['refreshToken'],
  },
  { method: 'GET', path: '/auth/me', access: 'user', okStatus: 200 },
  {
    method: 'PATCH',
    path: '/auth/profile',
    access: 'user',
    okStatus: 200,
    body: { firstName: 'Samira', age: 34, fitnessLevel: 'BEGINNER' },
    refusesExtraFields: true,
    refusesEmptyBody: true,
  },
  { method: 'GET', path: '/auth/preferences', access: 'user', okStatus: 200 },
  {
    method: 'PUT',
    path: '/auth/preferences',
    access: 'user',
    okStatus: 200,
    body: { emailNotifications: false },
    requiredFields: ['emailNotifications'],
    refusesExtraFields: true,
  },
  // onboarding and quiz
  {
    method: 'POST',
    path: '/onboarding/progress',
    access: 'user',
    okStatus: 200,
    body: onboardingProgress,
    requiredFields: ['currentStep', 'totalSteps', 'completedSteps', 'responses'],
    // Answers are keyed by question id: an operator as a key is refused like any bad id.
    wrongTypes: { responses: { $where: 'sleep(1000) || true' } },
  },
  { method: 'GET', path: '/onboarding/progress', access: 'user', okStatus: 200 },
  {
    method: 'POST',
    path: '/onboarding/complete',
    access: 'user',
    okStatus: [200, 201],
    body: completedOnboarding,
    requiredFields: ['personalInfo', 'fitnessGoals', 'experience', 'equipment', 'health'],
  },
  { method: 'GET', path: '/onboarding/completion', access: 'user', okStatus: 200 },
  { method: 'GET', path: '/onboarding/recommendations', access: 'user', okStatus: [200, 202] },
  { method: 'GET', path: '/onboarding/status', access: 'user', okStatus: 200 },
  { method: 'GET', path: '/quiz/questions', access: 'user', okStatus: 200 },
  {
    method: 'POST',
    path: '/quiz/submit',
    access: 'user',
    okStatus: 201,
    body: quizAnswers,
    requiredFields: ['questionId', 'questionType', 'answer'],
    refusesEmptyBody: true,
    // An answer may be text, a list, true/false or a number: only an object is the wrong type.
    wrongTypes: { '0.answer': { nested: true } },
  },
  { method: 'GET', path: '/quiz/results', access: 'user', okStatus: 200 },
  { method: 'GET', path: '/quiz/health', access: 'public', okStatus: 200 },
];
