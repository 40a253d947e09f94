import Router from '@koa/router';
import {
  loginRequestSchema,
  logoutRequestSchema,
  refreshTokenRequestSchema,
  registerRequestSchema,
} from '@repwise/contracts';
import {
  authenticateRequest,
  createJwtStrategy,
  currentUser,
  parseInput,
  requireAuth,
} from '@repwise/server-kit';
import type { AuthDeps } from '../auth-deps';
import { getCurrentUser } from '../use-cases/get-current-user';
import { loginUser } from '../use-cases/login-user';
import { logoutUser } from '../use-cases/logout-user';
import { refreshSession } from '../use-cases/refresh-session';
import { registerUser } from '../use-cases/register-user';

/** The /auth routes: validate → use case → answer `{data}`. */
export function createAuthRouter(deps: AuthDeps): Router {
  const router = new Router({ prefix: '/auth' });
  const strategy = createJwtStrategy(deps.jwt);

  router.post('/register', async (ctx) => {
    const input = parseInput(registerRequestSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = { data: await registerUser(deps, input) };
  });

  router.post('/login', async (ctx) => {
    const input = parseInput(loginRequestSchema, ctx.request.body);
    ctx.body = { data: await loginUser(deps, input) };
  });

  router.post('/refresh-token', async (ctx) => {
    const input = parseInput(refreshTokenRequestSchema, ctx.request.body);
    ctx.body = { data: await refreshSession(deps, input.refreshToken) };
  });

  router.post('/logout', async (ctx) => {
    const input = parseInput(logoutRequestSchema, ctx.request.body);
    // An expired access token must not stop a logout that also names its refresh token.
    const user = ctx.get('authorization')
      ? await authenticateRequest(strategy, ctx.req).catch((error: unknown) => {
          if (input.refreshToken) return null;
          throw error;
        })
      : null;
    await logoutUser(deps, {
      sessionId: user?.sessionId ?? null,
      refreshToken: input.refreshToken,
    });
    ctx.body = { data: { loggedOut: true } };
  });

  router.get('/me', requireAuth(deps.jwt), async (ctx) => {
    ctx.body = { data: { user: await getCurrentUser(deps, currentUser(ctx.state).id) } };
  });

  return router;
}
