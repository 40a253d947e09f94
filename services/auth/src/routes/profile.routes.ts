import Router from '@koa/router';
import {
  accountPreferencesSchema,
  changePasswordRequestSchema,
  profileUpdateRequestSchema,
} from '@repwise/contracts/profile';
import { currentUser, parseInput, requireAuth } from '@repwise/server-kit';
import type { AuthDeps } from '../auth-deps';
import { getPreferences, savePreferences } from '../use-cases/account-preferences';
import { changePassword } from '../use-cases/change-password';
import { updateProfile } from '../use-cases/update-profile';

/** The signed-in user's own account: profile, password and preferences under /auth. */
export function createProfileRouter(deps: AuthDeps): Router {
  const router = new Router({ prefix: '/auth' });
  const auth = requireAuth(deps.jwt);

  router.patch('/profile', auth, async (ctx) => {
    const change = parseInput(profileUpdateRequestSchema, ctx.request.body);
    ctx.body = { data: { user: await updateProfile(deps, currentUser(ctx.state).id, change) } };
  });

  router.post('/change-password', auth, async (ctx) => {
    const input = parseInput(changePasswordRequestSchema, ctx.request.body);
    const session = await changePassword(deps, currentUser(ctx.state), input);
    ctx.body = { data: { passwordChanged: true, session } };
  });

  router.get('/preferences', auth, async (ctx) => {
    ctx.body = { data: { preferences: await getPreferences(deps, currentUser(ctx.state).id) } };
  });

  router.put('/preferences', auth, async (ctx) => {
    const preferences = parseInput(accountPreferencesSchema, ctx.request.body);
    ctx.body = {
      data: { preferences: await savePreferences(deps, currentUser(ctx.state).id, preferences) },
    };
  });

  return router;
}
