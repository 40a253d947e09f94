import { randomUUID } from 'node:crypto';
import { accessTokenAlgorithm, type JwtSettings } from '@repwise/server-kit';
import jwt from 'jsonwebtoken';

/** Signs a short-lived access token for a user's session (token family); `iat` comes from `now`. */
export function signAccessToken(
  settings: JwtSettings,
  claims: { userId: string; sessionId: string; ttlSeconds: number; now: Date },
): string {
  const issuedAtSeconds = Math.floor(claims.now.getTime() / 1000);
  return jwt.sign({ sid: claims.sessionId, iat: issuedAtSeconds }, settings.secret, {
    algorithm: accessTokenAlgorithm,
    subject: claims.userId,
    issuer: settings.issuer,
    audience: settings.audience,
    expiresIn: claims.ttlSeconds,
    jwtid: randomUUID(),
  });
}
