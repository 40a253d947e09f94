import {
  createServiceApp,
  isMongoConnected,
  toJwtSettings,
  type Logger,
  type SessionDenylist,
} from '@repwise/server-kit';
import type Koa from 'koa';
import type { Connection } from 'mongoose';
import type { AuthDeps } from './auth-deps';
import type { AuthConfig } from './config';
import { createLoginFailureModel } from './models/login-failure.model';
import { createRefreshTokenModel } from './models/refresh-token.model';
import { createSessionModel } from './models/session.model';
import { createTokenRotationModel } from './models/token-rotation.model';
import { createUserModel } from './models/user.model';
import { createAuthRouter } from './routes/auth.routes';
import { createProfileRouter } from './routes/profile.routes';

/** Builds the auth service's dependencies on an open connection. */
export async function createAuthDeps(
  config: AuthConfig,
  connection: Connection,
  denylist: SessionDenylist,
  now: () => Date = () => new Date(),
): Promise<AuthDeps> {
  const deps: AuthDeps = {
    users: createUserModel(connection),
    sessions: createSessionModel(connection),
    refreshTokens: createRefreshTokenModel(connection),
    tokenRotations: createTokenRotationModel(connection),
    loginFailures: createLoginFailureModel(connection),
    jwt: toJwtSettings(config),
    accessTokenTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: config.REFRESH_TOKEN_TTL_DAYS,
    refreshReuseLeewaySeconds: config.REFRESH_REUSE_LEEWAY_SECONDS,
    sessionMaxAgeDays: config.SESSION_MAX_AGE_DAYS,
    denylist,
    lockoutThreshold: config.LOCKOUT_THRESHOLD,
    lockoutMinutes: config.LOCKOUT_MINUTES,
    now,
  };
  // Unique indexes must exist before the first write, or duplicate emails could slip in.
  await Promise.all(
    [deps.users, deps.sessions, deps.refreshTokens, deps.tokenRotations, deps.loginFailures].map(
      (model) => model.init(),
    ),
  );
  return deps;
}

/** Builds the auth service's Koa app (listening is `server.ts`'s job). */
export function createAuthApp(deps: AuthDeps, connection: Connection, logger: Logger): Koa {
  return createServiceApp({
    name: 'auth',
    logger,
    healthChecks: { mongo: () => isMongoConnected(connection) },
    routers: [createAuthRouter(deps), createProfileRouter(deps)],
    jsonLimit: '16kb',
  });
}
