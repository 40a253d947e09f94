import { AppError, type AuthenticatedUser } from '@repwise/server-kit';
import type { Request } from 'koa';
import type { SessionRevocations } from '../auth/session-revocations';
import type { VerifiedTokens } from '../auth/verified-tokens';
import type { LeasedLimiter } from '../middleware/leased-limiter';
import { matchRoute, type RouteEntry } from '../route-table';
import type { UpstreamGroup } from './upstream-group';
import type { Upstreams } from './upstreams';

/** A request the checks let through: its route, the service's copies and the signed-in user. */
export interface Admission {
  route: RouteEntry;
  group: UpstreamGroup;
  user: AuthenticatedUser | null;
}

/** What the checks consult. */
export interface AdmissionDeps {
  upstreams: Upstreams;
  verifiedTokens: VerifiedTokens;
  revocations: SessionRevocations;
  generalLimiter: LeasedLimiter;
}

/**
 * The checks every proxied request passes, in this order, on the Koa chain and on the direct path
 * alike: a route and a configured service (else 404), the access token on protected routes (401),
 * an ended session (401 TOKEN_INVALID), the general rate limit (429). `apiPath` is the path below
 * /api.
 */
export function createAdmission(
  deps: AdmissionDeps,
): (request: Request, apiPath: string) => Promise<Admission> {
  const { upstreams, verifiedTokens, revocations, generalLimiter } = deps;
  return async (request, apiPath) => {
    const route = matchRoute(apiPath);
    const group = route ? upstreams.get(route.service) : undefined;
    if (!route || !group) {
      throw new AppError('RESOURCE_NOT_FOUND', 'The requested resource could not be found.');
    }
    const { req } = request;
    const user = route.isPublic ? null : await verifiedTokens.authenticate(req);
    // A session that ended (sign-out, password change, stolen refresh token) stops at once, not
    // when its access tokens expire; on public routes (the auth service's own /me, /profile...)
    // a bearer that is sent is checked too.
    const bearer =
      user ?? (req.headers.authorization ? await verifiedTokens.authenticateOrNull(req) : null);
    if (bearer && (await revocations.isEnded(bearer.sessionId))) {
      throw new AppError('TOKEN_INVALID', 'This session has ended. Please sign in again.');
    }
    const generalLimit = generalLimiter.take(user ? `user:${user.id}` : `ip:${request.ip}`);
    if (generalLimit) await generalLimit;
    return { route, group, user };
  };
}
