import type { IncomingMessage } from 'node:http';
import { setBounded } from '../bounded-map';
import {
  authenticateRequest,
  type AuthenticatedUser,
  type createJwtStrategy,
} from '@repwise/server-kit';

type JwtStrategy = ReturnType<typeof createJwtStrategy>;

interface VerifiedToken {
  user: AuthenticatedUser;
  /** The token's `exp` in ms: it is valid while `now() < expiresAtMs` (jsonwebtoken's rule). */
  expiresAtMs: number;
}

/** When a verified token's `exp` falls, in ms; null when it has none (such a token is not kept). */
function expiryOf(authorization: string): number | null {
  const payload = authorization.split('.')[1];
  if (!payload) return null;
  try {
    const exp: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * Access tokens the gateway has verified, keyed by the whole Authorization header as sent, so a
 * request with the same header skips the signature check: the same bytes verified once give the
 * same answer until the token's `exp`, when the entry is dropped and the full check (and its 401
 * TOKEN_EXPIRED) runs again. Only successes are kept, at most `maxEntries` (the oldest is dropped
 * first), so forged or garbage tokens can neither fill it nor skip a check. It says nothing about
 * revocation: the session denylist is still asked on every request.
 */
export class VerifiedTokens {
  private readonly entries = new Map<string, VerifiedToken>();

  constructor(
    private readonly strategy: JwtStrategy,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The user of the request's bearer token, from the cache or a full verification; throws 401
   * UNAUTHORIZED, TOKEN_EXPIRED or TOKEN_INVALID exactly as `authenticateRequest` does.
   */
  authenticate(req: IncomingMessage): AuthenticatedUser | Promise<AuthenticatedUser> {
    const authorization = req.headers.authorization;
    if (authorization === undefined) return authenticateRequest(this.strategy, req);
    const cached = this.entries.get(authorization);
    if (cached) {
      if (this.now() < cached.expiresAtMs) return cached.user;
      this.entries.delete(authorization);
    }
    return authenticateRequest(this.strategy, req).then((user) => {
      this.remember(authorization, user);
      return user;
    });
  }

  /** The user of the request's bearer token, or null for any token that does not verify. */
  async authenticateOrNull(req: IncomingMessage): Promise<AuthenticatedUser | null> {
    try {
      return await this.authenticate(req);
    } catch {
      return null;
    }
  }

  /** How many tokens are kept now. */
  get size(): number {
    return this.entries.size;
  }

  private remember(authorization: string, user: AuthenticatedUser): void {
    const expiresAtMs = expiryOf(authorization);
    if (expiresAtMs === null || this.now() >= expiresAtMs) return;
    setBounded(this.entries, authorization, { user, expiresAtMs }, this.maxEntries);
  }
}
