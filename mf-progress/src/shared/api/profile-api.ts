import {
  meResponseSchema,
  type ApiClient,
  type AuthSession,
  type AuthUser,
} from '@repwise/contracts';
import {
  changePasswordResponseSchema,
  preferencesResponseSchema,
  type AccountPreferences,
  type ChangePasswordRequest,
  type ProfileUpdateRequest,
} from '@repwise/contracts/profile';

/** GET /auth/me: the signed-in user as the server has them now. */
export async function fetchMe(request: ApiClient): Promise<AuthUser> {
  return meResponseSchema.parse(await request<unknown>({ path: '/auth/me' })).data.user;
}

/** PATCH /auth/profile */
export async function updateProfile(
  request: ApiClient,
  change: ProfileUpdateRequest,
): Promise<AuthUser> {
  const body = await request<unknown>({ method: 'PATCH', path: '/auth/profile', body: change });
  return meResponseSchema.parse(body).data.user;
}

/** POST /auth/change-password: every session is signed out; answers the fresh one for this tab. */
export async function changePassword(
  request: ApiClient,
  input: ChangePasswordRequest,
): Promise<AuthSession> {
  const body = await request<unknown>({
    method: 'POST',
    path: '/auth/change-password',
    body: input,
  });
  return changePasswordResponseSchema.parse(body).data.session;
}

/** GET /auth/preferences */
export async function fetchPreferences(request: ApiClient): Promise<AccountPreferences> {
  return preferencesResponseSchema.parse(await request<unknown>({ path: '/auth/preferences' })).data
    .preferences;
}

/** PUT /auth/preferences */
export async function savePreferences(
  request: ApiClient,
  preferences: AccountPreferences,
): Promise<AccountPreferences> {
  const body = await request<unknown>({
    method: 'PUT',
    path: '/auth/preferences',
    body: preferences,
  });
  return preferencesResponseSchema.parse(body).data.preferences;
}

/** POST /onboarding/reset */
export async function resetOnboarding(request: ApiClient): Promise<void> {
  await request<unknown>({ method: 'POST', path: '/onboarding/reset' });
}
