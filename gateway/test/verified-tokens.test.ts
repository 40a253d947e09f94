import type { IncomingMessage } from 'node:http';
import { randomBytes } from 'node:crypto';
import { createJwtStrategy, type JwtSettings } from '@repwise/server-kit';
import { signTestAccessToken } from '@repwise/server-kit/testing';
import { describe, expect, it } from 'vitest';
import { VerifiedTokens } from '../src/auth/verified-tokens';

const settings: JwtSettings = {
  secret: randomBytes(32).toString('hex'),
  issuer: 'repwise-auth',
  audience: 'repwise',
};
const strategy = createJwtStrategy(settings);
const requestWith = (authorization?: string) =>
  ({ headers: authorization ? { authorization } : {} }) as IncomingMessage;
const bearer = (token: string) => requestWith(`Bearer ${token}`);
const codeOf = async (answer: unknown) => {
  try {
    await answer;
    return 'OK';
  } catch (error) {
    return String(Reflect.get(Object(error), 'code'));
  }
};

describe('VerifiedTokens', () => {
  it('verifies a token once and answers the same user from memory for the same header', async () => {
    const tokens = new VerifiedTokens(strategy, 10);
    const token = signTestAccessToken(settings, 'user-1');
    const first = await tokens.authenticate(bearer(token));
    expect(first.id).toBe('user-1');
    expect(tokens.size).toBe(1);
    // A hit is answered synchronously: no signature check, no promise.
    const second = tokens.authenticate(bearer(token));
    expect(second).toEqual(first);
    expect(second).not.toBeInstanceOf(Promise);
  });

  it('keeps no failure: forged, garbage and missing tokens are refused every time as before', async () => {
    const tokens = new VerifiedTokens(strategy, 10);
    const forged = signTestAccessToken({ ...settings, secret: 'x'.repeat(64) }, 'user-1');
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect(await codeOf(tokens.authenticate(bearer(forged)))).toBe('TOKEN_INVALID');
      expect(await codeOf(tokens.authenticate(bearer('garbage')))).toBe('TOKEN_INVALID');
      expect(await codeOf(tokens.authenticate(requestWith()))).toBe('UNAUTHORIZED');
    }
    expect(tokens.size).toBe(0);
    expect(await tokens.authenticateOrNull(bearer(forged))).toBeNull();
  });

  it('forgets a token when it expires: the full check answers TOKEN_EXPIRED', async () => {
    const tokens = new VerifiedTokens(strategy, 10);
    const token = signTestAccessToken(settings, 'user-1', { expiresIn: 1 });
    expect((await tokens.authenticate(bearer(token))).id).toBe('user-1');
    const exp = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).exp;
    await new Promise((resolve) => setTimeout(resolve, exp * 1000 - Date.now() + 10));
    expect(await codeOf(tokens.authenticate(bearer(token)))).toBe('TOKEN_EXPIRED');
    expect(tokens.size).toBe(0);
  });

  it('treats a token as expired from its exp on, as jsonwebtoken does', async () => {
    let now = Date.now();
    const tokens = new VerifiedTokens(strategy, 10, () => now);
    const token = signTestAccessToken(settings, 'user-1', { expiresIn: 60 });
    await tokens.authenticate(bearer(token));
    const exp = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).exp;
    now = exp * 1000 - 1;
    expect(tokens.authenticate(bearer(token))).not.toBeInstanceOf(Promise);
    now = exp * 1000;
    // Past exp by the cache's clock: dropped, and verified again (still valid by the real clock).
    expect(tokens.authenticate(bearer(token))).toBeInstanceOf(Promise);
  });

  it('keeps at most maxEntries tokens, dropping the oldest first', async () => {
    const tokens = new VerifiedTokens(strategy, 2);
    const [a, b, c] = ['a', 'b', 'c'].map((user) => signTestAccessToken(settings, user));
    for (const token of [a, b, c]) await tokens.authenticate(bearer(token ?? ''));
    expect(tokens.size).toBe(2);
    expect(tokens.authenticate(bearer(a ?? ''))).toBeInstanceOf(Promise);
    expect(tokens.authenticate(bearer(c ?? ''))).not.toBeInstanceOf(Promise);
  });
});
