import { z } from 'zod';
import { defineEndpoint } from '../endpoints/define-endpoint';
import {
  authSessionResponseSchema,
  loginRequestSchema,
  logoutRequestSchema,
  meResponseSchema,
  refreshTokenRequestSchema,
  registerRequestSchema,
} from './auth.schema';

/** The auth service's sign-up, sign-in and session endpoints (spec 01 §2). */
export const authEndpoints = {
  register: defineEndpoint({
    service: 'auth',
    method: 'POST',
    path: '/auth/register',
    access: 'public',
    summary: 'Creates an account and signs it in.',
    body: registerRequestSchema,
    answer: authSessionResponseSchema,
    successStatuses: [201],
  }),
  login: defineEndpoint({
    service: 'auth',
    method: 'POST',
    path: '/auth/login',
    access: 'public',
    summary: 'Signs in with email and password (rate limited per address and per account).',
    body: loginRequestSchema,
    answer: authSessionResponseSchema,
  }),
  refreshToken: defineEndpoint({
    service: 'auth',
    method: 'POST',
    path: '/auth/refresh-token',
    access: 'public',
    summary: 'Exchanges a refresh token for new tokens (a reused one ends its family).',
    body: refreshTokenRequestSchema,
    answer: authSessionResponseSchema,
  }),
  logout: defineEndpoint({
    service: 'auth',
    method: 'POST',
    path: '/auth/logout',
    // The gateway forwards it without checking a token: an expired access token may come with
    // the session's refresh token, which then names the session instead.
    access: 'user',
    summary: "Ends the bearer's session, or the session of the refresh token in the body.",
    body: logoutRequestSchema,
    answer: z.object({ data: z.object({ loggedOut: z.literal(true) }) }),
  }),
  me: defineEndpoint({
    service: 'auth',
    method: 'GET',
    path: '/auth/me',
    access: 'user',
    summary: 'The signed-in user.',
    answer: meResponseSchema,
  }),
} as const;
