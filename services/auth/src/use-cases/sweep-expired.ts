import type { AuthDeps } from '../auth-deps';

const dayMs = 86_400_000;

/** How many records a sweep removed, by collection. */
export interface SweepResult {
  loginFailures: number;
  refreshTokens: number;
  tokenRotations: number;
  sessions: number;
}

/**
 * Deletes what can no longer matter, so the auth collections stay bounded: failed sign-ins older
 * than a day (a lockout counts at most `lockoutMinutes` back), refresh tokens past their expiry,
 * rotation claims older than a refresh token can live (any token they guard has expired), and
 * sessions ended or past their absolute lifetime for longer than that.
 */
export async function sweepExpired(deps: AuthDeps, now: Date): Promise<SweepResult> {
  const refreshLifetimeMs = deps.refreshTokenTtlDays * dayMs;
  const [failures, tokens, rotations, revoked, aged] = await Promise.all([
    deps.loginFailures.deleteMany({ at: { $lt: new Date(now.getTime() - dayMs) } }),
    deps.refreshTokens.deleteMany({ expiresAt: { $lt: now } }),
    deps.tokenRotations.deleteMany({
      rotatedAt: { $lt: new Date(now.getTime() - refreshLifetimeMs) },
    }),
    deps.sessions.deleteMany({ revokedAt: { $lt: new Date(now.getTime() - refreshLifetimeMs) } }),
    deps.sessions.deleteMany({
      createdAt: {
        $lt: new Date(now.getTime() - deps.sessionMaxAgeDays * dayMs - refreshLifetimeMs),
      },
    }),
  ]);
  return {
    loginFailures: failures.deletedCount,
    refreshTokens: tokens.deletedCount,
    tokenRotations: rotations.deletedCount,
    sessions: revoked.deletedCount + aged.deletedCount,
  };
}
