import { meResponseSchema } from '../auth/auth.schema';
import { defineEndpoint } from '../endpoints/define-endpoint';
import {
  accountPreferencesSchema,
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  preferencesResponseSchema,
  profileUpdateRequestSchema,
} from './profile.schema';

/** The signed-in user's own account under /auth: profile, password and preferences. */
export const profileEndpoints = {
  updateProfile: defineEndpoint({
    service: 'auth',
    method: 'PATCH',
    path: '/auth/profile',
    access: 'user',
    summary: 'Changes the personal information; answers the user as stored.',
    body: profileUpdateRequestSchema,
    answer: meResponseSchema,
  }),
  changePassword: defineEndpoint({
    service: 'auth',
    method: 'POST',
    path: '/auth/change-password',
    access: 'user',
    summary: 'Changes the password, ends every session and answers a successor session.',
    body: changePasswordRequestSchema,
    answer: changePasswordResponseSchema,
  }),
  getPreferences: defineEndpoint({
    service: 'auth',
    method: 'GET',
    path: '/auth/preferences',
    access: 'user',
    summary: 'The account preferences.',
    answer: preferencesResponseSchema,
  }),
  savePreferences: defineEndpoint({
    service: 'auth',
    method: 'PUT',
    path: '/auth/preferences',
    access: 'user',
    summary: 'Replaces the account preferences.',
    body: accountPreferencesSchema,
    answer: preferencesResponseSchema,
  }),
} as const;
