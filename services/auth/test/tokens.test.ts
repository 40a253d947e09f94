import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashRefreshToken } from '../src/tokens/refresh-token';
import { buildUser, call, startAuthTestApp, type AuthTestApp } from './auth-test-app';
import { sweepExpired } from '../src/use-cases/sweep-expired';

let app: AuthTestApp;
beforeAll(async () => {
  app = await startAuthTestApp();
});
afterAll(() => app.close());

async function signUp() {
  const { body } = await call(app.url, 'POST', '/auth/register', { body: buildUser() });
  return body.data as { accessToken: string; refreshToken: string; user: { id: string } };
}

describe('access tokens and GET /auth/me', () => {
  it('issues an HS256 JWT for 15 minutes with issuer, audience, subject and session', async () => {
    const session = await signUp();
    const decoded = jwt.decode(session.accessToken, { complete: true });
    expect(decoded?.header.alg).toBe('HS256');
    expect(decoded?.payload).toMatchObject({
      sub: session.user.id,
      iss: app.config.JWT_ISSUER,
      aud: app.config.JWT_AUDIENCE,
      sid: expect.any(String),
    });
    const payload = decoded?.payload as jwt.JwtPayload;
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(900);
  });

  it('answers the signed-in user for a valid token', async () => {
    const session = await signUp();
    const { status, body } = await call(app.url, 'GET', '/auth/me', { token: session.accessToken });
    expect(status).toBe(200);
    expect(body.data.user.id).toBe(session.user.id);
  });

  it('answers 401 UNAUTHORIZED without a token', async () => {
    const { status, body } = await call(app.url, 'GET', '/auth/me');
    expect(status).toBe(401);
    expect(body.error.code).toBe('UNAUTHORIZED');
  });

  it('answers 401 TOKEN_EXPIRED for a token issued 16 minutes ago', async () => {
    app.clock.offsetMs = -16 * 60_000;
    const session = await signUp().finally(() => {
      app.clock.offsetMs = 0;
    });
    const { status, body } = await call(app.url, 'GET', '/auth/me', { token: session.accessToken });
    expect(status).toBe(401);
    expect(body.error.code).toBe('TOKEN_EXPIRED');
  });

  it.each([
    ['signed with another secret', () => jwt.sign({ sid: 's' }, 'x'.repeat(40), claims())],
    [
      'from another issuer',
      () => jwt.sign({ sid: 's' }, app.config.JWT_SECRET, { ...claims(), issuer: 'evil' }),
    ],
    [
      'for another audience',
      () => jwt.sign({ sid: 's' }, app.config.JWT_SECRET, { ...claims(), audience: 'x' }),
    ],
    ['with algorithm none', () => jwt.sign({ sid: 's' }, '', { ...claims(), algorithm: 'none' })],
    [
      'with HS512 (not allowed)',
      () => jwt.sign({ sid: 's' }, app.config.JWT_SECRET, { ...claims(), algorithm: 'HS512' }),
    ],
    ['that is not a JWT', () => 'garbage.token.value'],
  ])('answers 401 TOKEN_INVALID for a token %s', async (_label, makeToken) => {
    const { status, body } = await call(app.url, 'GET', '/auth/me', { token: makeToken() });
    expect(status).toBe(401);
    expect(body.error.code).toBe('TOKEN_INVALID');
  });

  function claims(): jwt.SignOptions {
    return {
      algorithm: 'HS256',
      subject: '000000000000000000000000',
      issuer: app.config.JWT_ISSUER,
      audience: app.config.JWT_AUDIENCE,
      expiresIn: 60,
    };
  }
});

describe('POST /auth/refresh-token', () => {
  it('rotates: answers new tokens and stores only hashes', async () => {
    const session = await signUp();
    const { status, body } = await call(app.url, 'POST', '/auth/refresh-token', {
      body: { refreshToken: session.refreshToken },
    });
    expect(status).toBe(200);
    expect(body.data.refreshToken).not.toBe(session.refreshToken);
    expect(body.data.user.id).toBe(session.user.id);
    const stored = await app.deps.refreshTokens
      .findOne({ tokenHash: hashRefreshToken(body.data.refreshToken) })
      .lean();
    expect(stored).not.toBeNull();
    expect(await app.deps.refreshTokens.countDocuments({ tokenHash: body.data.refreshToken })).toBe(
      0,
    );
  });

  it('revokes the whole family when an already rotated token is presented again after the leeway', async () => {
    const session = await signUp();
    const rotated = await call(app.url, 'POST', '/auth/refresh-token', {
      body: { refreshToken: session.refreshToken },
    });
    app.clock.offsetMs = 11_000;
    const replay = await call(app.url, 'POST', '/auth/refresh-token', {
      body: { refreshToken: session.refreshToken },
    }).finally(() => {
      app.clock.offsetMs = 0;
    });
    expect(replay.status).toBe(401);
    expect(replay.body.error.code).toBe('REFRESH_TOKEN_EXPIRED');
    const successor = await call(app.url, 'POST', '/auth/refresh-token', {
      body: { refreshToken: rotated.body.data.refreshToken },
    });
    expect(successor.status).toBe(401);
    expect(successor.body.error.code).toBe('REFRESH_TOKEN_EXPIRED');
  });

  it('answers a token that comes back within the 10 s leeway with the same successor (a lost answer, never a fork)', async () => {
    const session = await signUp();
    const answers = await Promise.all(
      [1, 2].map(() =>
        call(app.url, 'POST', '/auth/refresh-token', {
          body: { refreshToken: session.refreshToken },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const [first, second] = answers.map((a) => a.body.data.refreshToken);
    expect(second).toBe(first);
    const next = await call(app.url, 'POST', '/auth/refresh-token', {
      body: { refreshToken: second },
    });
    expect(next.status).toBe(200);
    // Once that successor is used, the old token presented again is theft, even inside the leeway.
    const replay = await call(app.url, 'POST', '/auth/refresh-token', {
      body: { refreshToken: session.refreshToken },
    });
    expect(replay.status).toBe(401);
    const afterTheft = await call(app.url, 'POST', '/auth/refresh-token', {
      body: { refreshToken: next.body.data.refreshToken },
    });
    expect(afterTheft.status).toBe(401);
  });

  it('answers 401 REFRESH_TOKEN_EXPIRED for an unknown token and 400 for a missing one', async () => {
    const unknown = await call(app.url, 'POST', '/auth/refresh-token', {
      body: { refreshToken: 'nope' },
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body.error.code).toBe('REFRESH_TOKEN_EXPIRED');
    const missing = await call(app.url, 'POST', '/auth/refresh-token', { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.error.details[0].field).toBe('refreshToken');
  });

  it('answers 401 REFRESH_TOKEN_EXPIRED once the refresh token is older than its lifetime', async () => {
    const session = await signUp();
    app.clock.offsetMs = 31 * 86_400_000;
    try {
      const { status } = await call(app.url, 'POST', '/auth/refresh-token', {
        body: { refreshToken: session.refreshToken },
      });
      expect(status).toBe(401);
    } finally {
      app.clock.offsetMs = 0;
    }
  });
});

describe('session lifetime', () => {
  it('ends a sign-in 90 days after it began, however often it was refreshed', async () => {
    const session = await signUp();
    let refreshToken = session.refreshToken;
    try {
      for (const day of [20, 40, 60, 80]) {
        app.clock.offsetMs = day * 86_400_000;
        const answer = await call(app.url, 'POST', '/auth/refresh-token', {
          body: { refreshToken },
        });
        expect(answer.status, `day ${day}`).toBe(200);
        refreshToken = answer.body.data.refreshToken;
      }
      app.clock.offsetMs = 91 * 86_400_000;
      const late = await call(app.url, 'POST', '/auth/refresh-token', { body: { refreshToken } });
      expect(late.status).toBe(401);
      expect(late.body.error.code).toBe('REFRESH_TOKEN_EXPIRED');
    } finally {
      app.clock.offsetMs = 0;
    }
  });
});

describe('POST /auth/logout', () => {
  it('revokes the session of the access token so its refresh token stops working', async () => {
    const session = await signUp();
    const logout = await call(app.url, 'POST', '/auth/logout', { token: session.accessToken });
    expect(logout.status).toBe(200);
    const refresh = await call(app.url, 'POST', '/auth/refresh-token', {
      body: { refreshToken: session.refreshToken },
    });
    expect(refresh.status).toBe(401);
    expect(refresh.body.error.code).toBe('REFRESH_TOKEN_EXPIRED');
  });

  it('logs out with the refresh token alone when the access token has expired', async () => {
    app.clock.offsetMs = -16 * 60_000;
    const session = await signUp().finally(() => {
      app.clock.offsetMs = 0;
    });
    const logout = await call(app.url, 'POST', '/auth/logout', {
      token: session.accessToken,
      body: { refreshToken: session.refreshToken },
    });
    expect(logout.status).toBe(200);
    const refresh = await call(app.url, 'POST', '/auth/refresh-token', {
      body: { refreshToken: session.refreshToken },
    });
    expect(refresh.status).toBe(401);
  });

  it('answers 401 UNAUTHORIZED with neither an access token nor a refresh token', async () => {
    const { status, body } = await call(app.url, 'POST', '/auth/logout');
    expect(status).toBe(401);
    expect(body.error.code).toBe('UNAUTHORIZED');
  });
});

describe('service basics', () => {
  it('answers GET /health with 200 and the database state', async () => {
    const { status, body } = await call(app.url, 'GET', '/health');
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'ok', service: 'auth', checks: { mongo: 'up' } });
  });

  it('answers unknown routes with 404 RESOURCE_NOT_FOUND in the error format', async () => {
    const { status, body } = await call(app.url, 'GET', '/auth/nope');
    expect(status).toBe(404);
    expect(body).toEqual({
      error: { code: 'RESOURCE_NOT_FOUND', message: expect.any(String), details: [] },
    });
  });

  it('echoes a request id and creates one when none is sent', async () => {
    const response = await fetch(`${app.url}/health`, { headers: { 'x-request-id': 'abc-123' } });
    expect(response.headers.get('x-request-id')).toBe('abc-123');
    const fresh = await fetch(`${app.url}/health`);
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('ended sessions are refused at once', () => {
  const sessionIdOf = (accessToken: string): string =>
    JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')).sid;

  it('puts a signed-out session on the denylist the gateway reads', async () => {
    const session = await signUp();
    expect(await app.isSessionDenied(sessionIdOf(session.accessToken))).toBe(false);
    await call(app.url, 'POST', '/auth/logout', { token: session.accessToken });
    expect(await app.isSessionDenied(sessionIdOf(session.accessToken))).toBe(true);
  });

  it('denies every session on a password change, the asking one included, and not its successor', async () => {
    const session = await signUp();
    const email = (await call(app.url, 'GET', '/auth/me', { token: session.accessToken })).body.data
      .user.email;
    const other = await call(app.url, 'POST', '/auth/login', {
      body: { email, password: 'Str0ngPassw0rd!' },
    });
    const changed = await call(app.url, 'POST', '/auth/change-password', {
      token: session.accessToken,
      body: { currentPassword: 'Str0ngPassw0rd!', newPassword: 'N3w-Passw0rd!x' },
    });
    expect(changed.status).toBe(200);
    expect(await app.isSessionDenied(sessionIdOf(other.body.data.accessToken))).toBe(true);
    expect(await app.isSessionDenied(sessionIdOf(session.accessToken))).toBe(true);
    expect(await app.isSessionDenied(sessionIdOf(changed.body.data.session.accessToken))).toBe(
      false,
    );
  });
});

describe('sweeping expired records', () => {
  it('removes expired refresh tokens, old failures and old rotations, and nothing still in use', async () => {
    const session = await signUp();
    const email = (await call(app.url, 'GET', '/auth/me', { token: session.accessToken })).body.data
      .user.email;
    await call(app.url, 'POST', '/auth/login', { body: { email, password: 'Wrong1234' } });
    const rotated = await call(app.url, 'POST', '/auth/refresh-token', {
      body: { refreshToken: session.refreshToken },
    });
    const userId = session.user.id;
    const count = async () => ({
      failures: await app.deps.loginFailures.countDocuments({ userId }),
      tokens: await app.deps.refreshTokens.countDocuments({ userId }),
    });
    expect(await sweepExpired(app.deps, new Date())).toMatchObject({ refreshTokens: 0 });
    expect(await count()).toEqual({ failures: 1, tokens: 2 });
    // 31 days on: both refresh tokens have expired and the failure is stale.
    await sweepExpired(app.deps, new Date(Date.now() + 31 * 86_400_000));
    expect(await count()).toEqual({ failures: 0, tokens: 0 });
    expect(rotated.status).toBe(200);
  });
});
