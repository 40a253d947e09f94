import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, call, startAuthTestApp, type AuthTestApp } from './auth-test-app';

let app: AuthTestApp;
beforeAll(async () => {
  app = await startAuthTestApp();
});
afterAll(() => app.close());

async function registered() {
  const input = buildUser();
  await call(app.url, 'POST', '/auth/register', { body: input });
  return input;
}

describe('POST /auth/login', () => {
  it('signs in with the right password and answers data {user, accessToken, refreshToken}', async () => {
    const input = await registered();
    const { status, body } = await call(app.url, 'POST', '/auth/login', {
      body: { email: input.email.toUpperCase(), password: input.password },
    });
    expect(status).toBe(200);
    expect(body.data.user.email).toBe(input.email);
    expect(body.data.accessToken).toEqual(expect.any(String));
    expect(body.data.refreshToken).toEqual(expect.any(String));
  });

  it('answers the same 401 INVALID_CREDENTIALS for a wrong password and an unknown email', async () => {
    const input = await registered();
    const wrongPassword = await call(app.url, 'POST', '/auth/login', {
      body: { email: input.email, password: 'WrongPassw0rd' },
    });
    const unknownEmail = await call(app.url, 'POST', '/auth/login', {
      body: { email: `nobody.${Date.now()}@example.com`, password: 'WrongPassw0rd' },
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual(unknownEmail.body);
    expect(wrongPassword.body.error.code).toBe('INVALID_CREDENTIALS');
    // Spec 01 §8's text, shown as is by the sign-in toast.
    expect(wrongPassword.body.error.message).toBe(
      'That email & password combination was not found in the database',
    );
  });

  it.each([
    ['email', { email: 'nope', password: 'secret1' }, 'Please enter a valid email address'],
    [
      'password',
      { email: 'a@example.com', password: '12345' },
      'Password must be at least 6 characters',
    ],
  ])('answers 400 with the %s message', async (field, body, message) => {
    const answer = await call(app.url, 'POST', '/auth/login', { body });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ field, message }],
    });
  });

  it('returns 423 ACCOUNT_LOCKED after five failed logins, even with the right password', async () => {
    const input = await registered();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const failed = await call(app.url, 'POST', '/auth/login', {
        body: { email: input.email, password: 'Wrong1234' },
      });
      expect(failed.status).toBe(401);
    }
    const locked = await call(app.url, 'POST', '/auth/login', { body: input });
    expect(locked.status).toBe(423);
    expect(locked.body.error.code).toBe('ACCOUNT_LOCKED');
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
  });

  it('keeps the lock a concurrent burst causes, even when a right guess is inside it', async () => {
    const input = await registered();
    const wrong = Array.from({ length: 12 }, () =>
      call(app.url, 'POST', '/auth/login', { body: { email: input.email, password: 'Wrong1234' } }),
    );
    const right = call(app.url, 'POST', '/auth/login', { body: input });
    const answers = await Promise.all([...wrong, right]);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(0);
    const after = await call(app.url, 'POST', '/auth/login', { body: input });
    expect(after.status).toBe(423);
  });

  it('counts wrong current passwords of a password change toward the lockout', async () => {
    const input = await registered();
    const session = await call(app.url, 'POST', '/auth/login', { body: input });
    const token = session.body.data.accessToken;
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const guess = await call(app.url, 'POST', '/auth/change-password', {
        token,
        body: { currentPassword: 'Wrong1234', newPassword: 'N3w-Passw0rd!x' },
      });
      expect(guess.status).toBe(400);
    }
    const locked = await call(app.url, 'POST', '/auth/change-password', {
      token,
      body: { currentPassword: input.password, newPassword: 'N3w-Passw0rd!x' },
    });
    expect(locked.status).toBe(423);
    expect((await call(app.url, 'POST', '/auth/login', { body: input })).status).toBe(423);
  });

  it('unlocks after 15 minutes and starts a fresh failure count', async () => {
    const input = await registered();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await call(app.url, 'POST', '/auth/login', {
        body: { email: input.email, password: 'Wrong1234' },
      });
    }
    app.clock.offsetMs = 15 * 60_000 + 1000;
    try {
      const wrongOnce = await call(app.url, 'POST', '/auth/login', {
        body: { email: input.email, password: 'Wrong1234' },
      });
      expect(wrongOnce.status).toBe(401);
      const unlocked = await call(app.url, 'POST', '/auth/login', { body: input });
      expect(unlocked.status).toBe(200);
    } finally {
      app.clock.offsetMs = 0;
    }
  });

  it('does not lock after four failures followed by a success', async () => {
    const input = await registered();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await call(app.url, 'POST', '/auth/login', {
        body: { email: input.email, password: 'Wrong1234' },
      });
    }
    expect((await call(app.url, 'POST', '/auth/login', { body: input })).status).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await call(app.url, 'POST', '/auth/login', {
        body: { email: input.email, password: 'Wrong1234' },
      });
    }
    expect((await call(app.url, 'POST', '/auth/login', { body: input })).status).toBe(200);
  });
});
