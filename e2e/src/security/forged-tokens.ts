import { createHmac, randomBytes } from 'node:crypto';
import type { ErrorCode } from '@repwise/contracts';

/** The access-token settings of the running system (issuer and audience are the services' defaults). */
export const accessTokenSettings = {
  issuer: 'repwise-auth',
  audience: 'repwise',
  /** The test run's JWT_SECRET, handed to the journeys by `scripts/test.mjs`. */
  get secret(): string {
    const secret = process.env.REPWISE_TEST_JWT_SECRET;
    if (!secret)
      throw new Error('REPWISE_TEST_JWT_SECRET is not set: run the journeys via npm test.');
    return secret;
  },
};

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** Encodes a JWT with the given header and claims, signed with HMAC-SHA256 under `key`. */
export function signJwt(header: object, claims: object, key: string | Buffer): string {
  const unsigned = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}`;
  return `${unsigned}.${createHmac('sha256', key).update(unsigned).digest('base64url')}`;
}

/** Claims of a genuine access token for `userId` in session `sessionId`, valid for 15 minutes from now. */
function accessTokenClaims(userId: string, sessionId: string, nowSeconds: number) {
  return {
    sub: userId,
    sid: sessionId,
    iss: accessTokenSettings.issuer,
    aud: accessTokenSettings.audience,
    iat: nowSeconds,
    exp: nowSeconds + 900,
  };
}

/** A token the system must refuse, and the 401 code it must answer. */
export interface ForgedToken {
  name: string;
  token: string;
  code: ErrorCode;
}

/** The subject and session ids inside an access token (no verification: the caller's own token). */
export function readTokenIds(token: string): { userId: string; sessionId: string } {
  const payload: unknown = JSON.parse(
    Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'),
  );
  const sub = typeof payload === 'object' && payload ? Reflect.get(payload, 'sub') : null;
  const sid = typeof payload === 'object' && payload ? Reflect.get(payload, 'sid') : null;
  if (typeof sub !== 'string' || typeof sid !== 'string') throw new Error('not an access token');
  return { userId: sub, sessionId: sid };
}

/**
 * Tokens naming the victim that no caller may get through with: expired (genuinely signed), signed
 * with another key, unsigned (`alg: none`), for another audience or issuer, and the attacker's own
 * signature on a payload rewritten to the victim.
 */
export function forgeTokens(
  victim: { userId: string; sessionId: string },
  attackerToken: string,
): ForgedToken[] {
  const now = Math.floor(Date.now() / 1000);
  const header = { alg: 'HS256', typ: 'JWT' };
  const claims = accessTokenClaims(victim.userId, victim.sessionId, now);
  const secret = accessTokenSettings.secret;
  const [, , attackerSignature] = attackerToken.split('.');
  const unsignedVictim = signJwt(header, claims, 'x').split('.').slice(0, 2).join('.');
  return [
    {
      name: 'an expired token',
      token: signJwt(header, { ...claims, iat: now - 3600, exp: now - 60 }, secret),
      code: 'TOKEN_EXPIRED',
    },
    {
      name: 'a token signed with another key',
      token: signJwt(header, claims, randomBytes(48)),
      code: 'TOKEN_INVALID',
    },
    {
      name: 'an unsigned token (alg none)',
      token: `${base64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}.`,
      code: 'TOKEN_INVALID',
    },
    {
      name: 'a token for another audience',
      token: signJwt(header, { ...claims, aud: 'another-app' }, secret),
      code: 'TOKEN_INVALID',
    },
    {
      name: 'a token from another issuer',
      token: signJwt(header, { ...claims, iss: 'another-issuer' }, secret),
      code: 'TOKEN_INVALID',
    },
    {
      name: "the attacker's signature on the victim's claims",
      token: `${unsignedVictim}.${attackerSignature ?? ''}`,
      code: 'TOKEN_INVALID',
    },
    { name: 'a garbage bearer value', token: 'not-a-jwt', code: 'TOKEN_INVALID' },
  ];
}
