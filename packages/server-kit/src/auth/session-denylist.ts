/** What the denylist needs of an ioredis client (server-kit does not depend on ioredis). */
export interface DenylistRedis {
  set(key: string, value: string, mode: 'EX', seconds: number): Promise<unknown>;
  exists(key: string): Promise<number>;
}

/**
 * Sessions that ended (sign-out, password change, a stolen refresh token) while access tokens
 * issued in them are still unexpired: the auth service writes them, the gateway refuses those
 * tokens. Each entry lives as long as an access token can (its TTL), so the list stays small.
 */
export interface SessionDenylist {
  deny(sessionIds: readonly string[], ttlSeconds: number): Promise<void>;
  isDenied(sessionId: string): Promise<boolean>;
}

/** The key prefix both sides use in Redis. */
export const sessionDenylistPrefix = 'repwise:revoked-session:';

/**
 * The denylist in Redis. Reads fail open (a Redis outage must not sign everyone out; tokens still
 * expire within their 15 minutes); writes fail loudly, so a sign-out is never silently weaker.
 */
export function createRedisSessionDenylist(redis: DenylistRedis): SessionDenylist {
  return {
    async deny(sessionIds, ttlSeconds) {
      await Promise.all(
        sessionIds.map((sessionId) =>
          redis.set(`${sessionDenylistPrefix}${sessionId}`, '1', 'EX', Math.max(1, ttlSeconds)),
        ),
      );
    },
    async isDenied(sessionId) {
      try {
        return (await redis.exists(`${sessionDenylistPrefix}${sessionId}`)) === 1;
      } catch {
        return false;
      }
    },
  };
}
