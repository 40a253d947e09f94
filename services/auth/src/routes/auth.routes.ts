import Router from '@koa/router';
import { authEndpoints } from '@repwise/contracts/auth';
import {
  authenticateRequest,
  createJwtStrategy,
  currentUser,
  mountEndpoint,
  requireAuth,
} from '@repwise/server-kit';
import type { AuthDeps } from '../auth-deps';
import { getCurrentUser } from '../use-cases/get-current-user';
import { loginUser } from '../use-cases/login-user';
import { logoutUser } from '../use-cases/logout-user';
import { refreshSession } from '../use-cases/refresh-session';
import { registerUser } from '../use-cases/register-user';

/** The /auth routes, mounted from their endpoint values: validate → use case → answer `{data}`. */
export function createAuthRouter(deps: AuthDeps): Router {
  const router = new Router({ prefix: '/auth' });
  const strategy = createJwtStrategy(deps.jwt);

  mountEndpoint(router, authEndpoints.register, [], async (ctx, { body }) => {
    ctx.status = 201;
    ctx.body = { data: await registerUser(deps, body) };
  });

  mountEndpoint(router, authEndpoints.login, [], async (ctx, { body }) => {
    ctx.body = { data: await loginUser(deps, body) };
  });

  mountEndpoint(router, authEndpoints.refreshToken, [], async (ctx, { body }) => {
    ctx.body = { data: await refreshSession(deps, body.refreshToken) };
  });

  mountEndpoint(router, authEndpoints.logout, [], async (ctx, { body }) => {
    // An expired access token must not stop a logout that also names its refresh token.
    const user = ctx.get('authorization')
      ? await authenticateRequest(strategy, ctx.req).catch((error: unknown) => {
          if (body.refreshToken) return null;
          throw error;
        })
      : null;
    await logoutUser(deps, {
      sessionId: user?.sessionId ?? null,
      refreshToken: body.refreshToken,
    });
    ctx.body = { data: { loggedOut: true } };
  });

  mountEndpoint(router, authEndpoints.me, [requireAuth(deps.jwt)], async (ctx) => {
    ctx.body = { data: { user: await getCurrentUser(deps, currentUser(ctx.state).id) } };
  });

  return router;
}
