import type { IncomingMessage } from 'node:http';
import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { signTestAccessToken } from '../testing/start-test-server';
import { authenticateRequest, createJwtStrategy } from './jwt-auth';

const settings = { secret: 's'.repeat(64), issuer: 'repwise-auth', audience: 'repwise-api' };
const strategy = createJwtStrategy(settings);

function requestWith(authorization?: string): IncomingMessage {
  return { headers: authorization ? { authorization } : {} } as IncomingMessage;
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => 'accepted',
    (error: { code?: string }) => error.code ?? 'unknown',
  );
}

describe('authenticateRequest', () => {
  it('accepts a token signed with the secret, naming its user and session', async () => {
    const token = signTestAccessToken(settings, 'user-1');
    const user = await authenticateRequest(strategy, requestWith(`Bearer ${token}`));
    expect(user).toEqual({ id: 'user-1', sessionId: expect.any(String) });
  });

  it('refuses a token signed with another secret as TOKEN_INVALID', async () => {
    const token = signTestAccessToken({ ...settings, secret: 't'.repeat(64) }, 'user-1');
    expect(await codeOf(authenticateRequest(strategy, requestWith(`Bearer ${token}`)))).toBe(
      'TOKEN_INVALID',
    );
  });

  it('refuses another audience, another algorithm and an expired token', async () => {
    const otherAudience = signTestAccessToken({ ...settings, audience: 'elsewhere' }, 'user-1');
    const otherAlgorithm = signTestAccessToken(settings, 'user-1', { algorithm: 'HS512' });
    const expired = jwt.sign(
      { sid: 's', exp: Math.floor(Date.now() / 1000) - 60 },
      settings.secret,
      {
        algorithm: 'HS256',
        subject: 'user-1',
        issuer: settings.issuer,
        audience: settings.audience,
      },
    );
    const codes = await Promise.all(
      [otherAudience, otherAlgorithm, expired].map((token) =>
        codeOf(authenticateRequest(strategy, requestWith(`Bearer ${token}`))),
      ),
    );
    expect(codes).toEqual(['TOKEN_INVALID', 'TOKEN_INVALID', 'TOKEN_EXPIRED']);
  });

  it('answers UNAUTHORIZED without a bearer token', async () => {
    expect(await codeOf(authenticateRequest(strategy, requestWith()))).toBe('UNAUTHORIZED');
  });
});
