import type { ApiClient, AuthSession, AuthUser } from '@repwise/contracts';
import { authEndpoints } from '@repwise/contracts/auth';
import { callEndpoint, ignoredAnswer } from '@repwise/contracts/endpoints';
import { onboardingEndpoints } from '@repwise/contracts/onboarding';
import {
  profileEndpoints,
  type AccountPreferences,
  type ChangePasswordRequest,
  type ProfileUpdateRequest,
} from '@repwise/contracts/profile';

/** GET /auth/me: the signed-in user as the server has them now. */
export async function fetchMe(request: ApiClient): Promise<AuthUser> {
  return (await callEndpoint(request, authEndpoints.me)).data.user;
}

/** PATCH /auth/profile */
export async function updateProfile(
  request: ApiClient,
  change: ProfileUpdateRequest,
): Promise<AuthUser> {
  return (await callEndpoint(request, profileEndpoints.updateProfile, { body: change })).data.user;
}

/** POST /auth/change-password: every session is signed out; answers the fresh one for this tab. */
export async function changePassword(
  request: ApiClient,
  input: ChangePasswordRequest,
): Promise<AuthSession> {
  const answer = await callEndpoint(request, profileEndpoints.changePassword, { body: input });
  return answer.data.session;
}

/** GET /auth/preferences */
export async function fetchPreferences(request: ApiClient): Promise<AccountPreferences> {
  return (await callEndpoint(request, profileEndpoints.getPreferences)).data.preferences;
}

/** PUT /auth/preferences */
export async function savePreferences(
  request: ApiClient,
  preferences: AccountPreferences,
): Promise<AccountPreferences> {
  const answer = await callEndpoint(request, profileEndpoints.savePreferences, {
    body: preferences,
  });
  return answer.data.preferences;
}

/** POST /onboarding/reset */
export async function resetOnboarding(request: ApiClient): Promise<void> {
  await callEndpoint(request, onboardingEndpoints.reset, { readAs: ignoredAnswer });
}
