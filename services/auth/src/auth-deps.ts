import type { JwtSettings, SessionDenylist } from '@repwise/server-kit';
import type { LoginFailureModel } from './models/login-failure.model';
import type { RefreshTokenModel } from './models/refresh-token.model';
import type { SessionModel } from './models/session.model';
import type { TokenRotationModel } from './models/token-rotation.model';
import type { UserModel } from './models/user.model';

/** What the auth use cases need: models, token settings, lockout policy and a clock. */
export interface AuthDeps {
  users: UserModel;
  sessions: SessionModel;
  refreshTokens: RefreshTokenModel;
  tokenRotations: TokenRotationModel;
  loginFailures: LoginFailureModel;
  jwt: JwtSettings;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /** Seconds after a rotation during which the same refresh token may rotate again (lost answers). */
  refreshReuseLeewaySeconds: number;
  /** A session ends this many days after its sign-in, however recently it was used. */
  sessionMaxAgeDays: number;
  /** Ended sessions, refused at the gateway while their access tokens are unexpired. */
  denylist: SessionDenylist;
  lockoutThreshold: number;
  lockoutMinutes: number;
  now: () => Date;
}
