import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, call, startAuthTestApp, type AuthTestApp } from './auth-test-app';

let app: AuthTestApp;
beforeAll(async () => {
  app = await startAuthTestApp();
});
afterAll(() => app.close());

describe('POST /auth/register', () => {
  it('creates the account and answers 201 with data {user, accessToken, refreshToken}', async () => {
    const input = buildUser({ email: `Mixed.${Date.now()}@Example.COM` });
    const { status, body } = await call(app.url, 'POST', '/auth/register', { body: input });
    expect(status).toBe(201);
    expect(body.data.user).toEqual({
      id: expect.any(String),
      email: input.email.toLowerCase(),
      firstName: 'Ada',
      lastName: 'Lovelace',
      age: null,
      height: null,
      weight: null,
      fitnessLevel: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(body.data.accessToken).toEqual(expect.any(String));
    expect(body.data.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.data.expiresIn).toBe(900);
  });

  it.each([
    ['firstName', { firstName: 'A' }, 'First name must be at least 2 characters'],
    ['lastName', { lastName: 'B' }, 'Last name must be at least 2 characters'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['password', { password: 'Ab1cdef' }, 'Password must be at least 8 characters'],
    ['password', { password: 'alllowercase1' }, 'Password must meet minimum strength requirements'],
    ['password', { password: 'ALLUPPERCASE1' }, 'Password must meet minimum strength requirements'],
    ['password', { password: 'NoDigitsHere' }, 'Password must meet minimum strength requirements'],
  ])(
    'answers 400 VALIDATION_ERROR with the %s message for %o',
    async (field, overrides, message) => {
      const { status, body } = await call(app.url, 'POST', '/auth/register', {
        body: buildUser(overrides),
      });
      expect(status).toBe(400);
      expect(body.error.code).toBe('VALIDATION_ERROR');
      expect(body.error.details).toContainEqual({ field, message });
    },
  );

  it('reports every missing field at once', async () => {
    const { status, body } = await call(app.url, 'POST', '/auth/register', { body: {} });
    expect(status).toBe(400);
    expect(body.error.details.map((d: { field: string }) => d.field).sort()).toEqual([
      'email',
      'firstName',
      'lastName',
      'password',
    ]);
  });

  it('accepts a password of exactly 8 characters that meets the strength rule', async () => {
    const { status } = await call(app.url, 'POST', '/auth/register', {
      body: buildUser({ password: 'Abcdefg1' }),
    });
    expect(status).toBe(201);
  });

  it('answers 409 EMAIL_ALREADY_EXISTS for an email that differs only in case', async () => {
    const input = buildUser();
    await call(app.url, 'POST', '/auth/register', { body: input });
    const { status, body } = await call(app.url, 'POST', '/auth/register', {
      body: { ...input, email: input.email.toUpperCase() },
    });
    expect(status).toBe(409);
    expect(body.error.code).toBe('EMAIL_ALREADY_EXISTS');
    expect(body.error.message).toBe(
      'The email you are trying to use already exists. Please use another email.',
    );
  });

  it('creates exactly one account when the same email registers concurrently', async () => {
    const input = buildUser();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => call(app.url, 'POST', '/auth/register', { body: input })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409]);
    expect(await app.deps.users.countDocuments({ email: input.email })).toBe(1);
  });

  it('stores the password as an argon2id hash with at least OWASP parameters', async () => {
    const input = buildUser();
    await call(app.url, 'POST', '/auth/register', { body: input });
    const user = await app.deps.users.findOne({ email: input.email }).lean();
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(JSON.stringify(user)).not.toContain(input.password);
  });

  it('answers 400 VALIDATION_ERROR for a malformed JSON body', async () => {
    const { status, body } = await call(app.url, 'POST', '/auth/register', {
      rawBody: '{"email":',
    });
    expect(status).toBe(400);
    expect(body.error.code).toBe('VALIDATION_ERROR');
  });

  it('answers 413 PAYLOAD_TOO_LARGE for a body over 16 kB', async () => {
    const { status, body } = await call(app.url, 'POST', '/auth/register', {
      body: { ...buildUser(), firstName: 'x'.repeat(20_000) },
    });
    expect(status).toBe(413);
    expect(body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });
});
