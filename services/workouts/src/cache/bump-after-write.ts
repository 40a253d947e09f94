import type { Middleware } from 'koa';
import type { WorkoutsDeps } from '../workouts-deps';
import type { ReadScope } from './read-cache';

type Context = Parameters<Middleware>[0];

/**
 * Which cached reads each router's writes change. The reads name their scopes where they are
 * served (`getActivePlan`, `getActiveWeeklyPlan`, `listCompletions`, `getDashboardStats`).
 */
const scopesChangedBy = {
  /** Plans and weeks change; deleting a plan also removes its completions. */
  plans: () => ['plans', 'activity'],
  /** Activating a week changes the active plan; ticks, completions and sessions only activity. */
  activity: (ctx) => (ctx.path.endsWith('/activate') ? ['plans', 'activity'] : ['activity']),
  /** The worker stores plans and weeks (and an onboarding plan becomes the active one). */
  internal: () => ['plans', 'activity'],
} satisfies Record<string, (ctx: Context) => readonly ReadScope[]>;

/** The routers whose writes change cached reads. */
export type WritingRouter = keyof typeof scopesChangedBy;

function readUserId(ctx: Context): string | null {
  const user: unknown = ctx.state.user;
  if (typeof user === 'object' && user !== null && 'id' in user && typeof user.id === 'string')
    return user.id;
  // The internal store routes name the user in their body.
  const body: unknown = ctx.request.body;
  if (
    typeof body === 'object' &&
    body !== null &&
    'userId' in body &&
    typeof body.userId === 'string'
  )
    return body.userId;
  return null;
}

/**
 * After every request that may write (anything but GET and HEAD), marks the user's cached reads
 * that `router`'s writes change as changed, on every copy: even after a failure, which may have
 * written part. A failed bump fails a request that succeeded (its writes are safe to retry).
 */
export function bumpAfterWrite(
  deps: Pick<WorkoutsDeps, 'readCache'>,
  router: WritingRouter,
): Middleware {
  const scopes: (ctx: Context) => readonly ReadScope[] = scopesChangedBy[router];
  return async (ctx, next) => {
    if (ctx.method === 'GET' || ctx.method === 'HEAD') return next();
    let failed = false;
    try {
      await next();
    } catch (error) {
      failed = true;
      throw error;
    } finally {
      const userId = readUserId(ctx);
      if (userId) {
        const bumped = deps.readCache.bump(userId, scopes(ctx));
        // After a failure, its error is the one to report.
        await (failed ? bumped.catch(() => undefined) : bumped);
      }
    }
  };
}
