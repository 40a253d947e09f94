import { authEndpoints as auth } from '@repwise/contracts/auth';
import { onboardingEndpoints as onboarding } from '@repwise/contracts/onboarding';
import { profileEndpoints as profile } from '@repwise/contracts/profile';
import { quizEndpoints as quiz } from '@repwise/contracts/quiz';
import { completedOnboarding } from '../../app-user';
import { example, type EndpointExample } from '../endpoint-row';
import { onboardingProgress, quizAnswers } from '../example-bodies';

/** Auth (public at the gateway), profile, onboarding and quiz endpoints. */
export const authOnboardingExamples: readonly EndpointExample[] = [
  // auth (public at the gateway; the service checks tokens where it needs them)
  example(auth.register, {
    body: { firstName: 'Sam', lastName: 'Tester', email: '{uniqueEmail}', password: 'Train4Life!' },
  }),
  example(auth.login, { body: { email: '{email}', password: '{password}' } }),
  example(auth.refreshToken, { body: { refreshToken: '{refreshToken}' } }),
  example(auth.me, { snapshot: true }),
  example(profile.updateProfile, {
    body: { firstName: 'Samira', age: 34, fitnessLevel: 'BEGINNER' },
  }),
  example(profile.getPreferences, { snapshot: true }),
  example(profile.savePreferences, { body: { emailNotifications: false } }),
  // onboarding and quiz
  example(onboarding.saveProgress, {
    body: onboardingProgress,
    // Answers are keyed by question id: an operator as a key is refused like any bad id.
    wrongTypes: { responses: { $where: 'sleep(1000) || true' } },
  }),
  example(onboarding.getProgress, { snapshot: true }),
  example(onboarding.complete, { body: completedOnboarding }),
  example(onboarding.getCompletion, { snapshot: true }),
  example(quiz.submit, {
    body: quizAnswers,
    // The schema takes an empty list; the service refuses a submission without answers.
    refusesEmptyBody: true,
    // An answer may be text, a list, true/false or a number: only an object is the wrong type.
    wrongTypes: { '0.answer': { nested: true } },
  }),
  example(quiz.getResults, { snapshot: true }),
];
