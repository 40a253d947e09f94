import Router from '@koa/router';
import { profileEndpoints } from '@repwise/contracts/profile';
import { currentUser, mountEndpoint, requireAuth } from '@repwise/server-kit';
import type { AuthDeps } from '../auth-deps';
import { getPreferences, savePreferences } from '../use-cases/account-preferences';
import { changePassword } from '../use-cases/change-password';
import { updateProfile } from '../use-cases/update-profile';

/** The signed-in user's own account: profile, password and preferences under /auth. */
export function createProfileRouter(deps: AuthDeps): Router {
  const router = new Router({ prefix: '/auth' });
  const auth = [requireAuth(deps.jwt)];

  mountEndpoint(router, profileEndpoints.updateProfile, auth, async (ctx, { body }) => {
    ctx.body = { data: { user: await updateProfile(deps, currentUser(ctx.state).id, body) } };
  });

  mountEndpoint(router, profileEndpoints.changePassword, auth, async (ctx, { body }) => {
    const session = await changePassword(deps, currentUser(ctx.state), body);
    ctx.body = { data: { passwordChanged: true, session } };
  });

  mountEndpoint(router, profileEndpoints.getPreferences, auth, async (ctx) => {
    ctx.body = { data: { preferences: await getPreferences(deps, currentUser(ctx.state).id) } };
  });

  mountEndpoint(router, profileEndpoints.savePreferences, auth, async (ctx, { body }) => {
    ctx.body = {
      data: { preferences: await savePreferences(deps, currentUser(ctx.state).id, body) },
    };
  });

  return router;
}
