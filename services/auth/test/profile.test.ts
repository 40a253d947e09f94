import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changePasswordResponseSchema } from '@repwise/contracts/profile';
import { buildUser, call, startAuthTestApp, type AuthTestApp } from './auth-test-app';

let app: AuthTestApp;
beforeAll(async () => {
  app = await startAuthTestApp();
});
afterAll(() => app.close());

async function registered() {
  const input = buildUser();
  const { body } = await call(app.url, 'POST', '/auth/register', { body: input });
  return {
    input,
    token: body.data.accessToken as string,
    refreshToken: body.data.refreshToken as string,
  };
}

describe('PATCH /auth/profile', () => {
  it('saves names, age, height, weight and fitness level, and /auth/me shows them', async () => {
    const { token, input } = await registered();
    const change = {
      firstName: 'Grace',
      lastName: 'Hopper',
      age: 34,
      height: 172,
      weight: 68,
      fitnessLevel: 'INTERMEDIATE',
    };
    const answer = await call(app.url, 'PATCH', '/auth/profile', { token, body: change });
    expect(answer.status).toBe(200);
    expect(answer.body.data.user).toMatchObject({ ...change, email: input.email });
    const me = await call(app.url, 'GET', '/auth/me', { token });
    expect(me.body.data.user).toMatchObject(change);
  });

  it('clears a number with null and keeps the rest', async () => {
    const { token } = await registered();
    await call(app.url, 'PATCH', '/auth/profile', { token, body: { age: 40, weight: 70 } });
    const answer = await call(app.url, 'PATCH', '/auth/profile', { token, body: { age: null } });
    expect(answer.body.data.user).toMatchObject({ age: null, weight: 70, firstName: 'Ada' });
  });

  it.each([
    [{ age: 12 }, 'age', 'Age must be a whole number from 13 to 120'],
    [{ age: 30.5 }, 'age', 'Age must be a whole number from 13 to 120'],
    [{ height: 49 }, 'height', 'Height must be a whole number of cm from 50 to 272'],
    [{ weight: 501 }, 'weight', 'Weight must be a whole number of kg from 20 to 500'],
    [
      { fitnessLevel: 'PRO' },
      'fitnessLevel',
      'Fitness level must be BEGINNER, INTERMEDIATE or ADVANCED',
    ],
    [{ firstName: 'A' }, 'firstName', 'First name must be at least 2 characters'],
    [{ email: 'new@example.com' }, 'body', expect.any(String)],
    [{ firstName: { $gt: '' } }, 'firstName', 'First name must be at least 2 characters'],
    [{ age: { $gt: '' } }, 'age', 'Age must be a whole number from 13 to 120'],
    [{}, 'body', 'Send at least one field to change'],
  ])('refuses %j with 400 on %s', async (body, field, message) => {
    const { token } = await registered();
    const answer = await call(app.url, 'PATCH', '/auth/profile', { token, body });
    expect(answer.status).toBe(400);
    expect(answer.body.error.details).toContainEqual({ field, message });
  });

  it('needs a token', async () => {
    expect((await call(app.url, 'PATCH', '/auth/profile', { body: { age: 30 } })).status).toBe(401);
  });
});

describe('POST /auth/change-password', () => {
  it('changes the password with the current one, signs out every session and hands back a fresh one', async () => {
    const { input, token, refreshToken: thisRefresh } = await registered();
    const other = await call(app.url, 'POST', '/auth/login', {
      body: { email: input.email, password: input.password },
    });
    const answer = await call(app.url, 'POST', '/auth/change-password', {
      token,
      body: { currentPassword: input.password, newPassword: 'N3w-Passw0rd!x' },
    });
    expect(answer.status).toBe(200);
    const { passwordChanged, session } = changePasswordResponseSchema.parse(answer.body).data;
    expect(passwordChanged).toBe(true);
    expect(session.user.email).toBe(input.email.toLowerCase());
    const oldLogin = await call(app.url, 'POST', '/auth/login', {
      body: { email: input.email, password: input.password },
    });
    expect(oldLogin.status).toBe(401);
    const newLogin = await call(app.url, 'POST', '/auth/login', {
      body: { email: input.email, password: 'N3w-Passw0rd!x' },
    });
    expect(newLogin.status).toBe(200);
    // Every old refresh token is dead, the asking session's included; its successor works.
    for (const refreshToken of [other.body.data.refreshToken, thisRefresh]) {
      const refreshed = await call(app.url, 'POST', '/auth/refresh-token', {
        body: { refreshToken },
      });
      expect(refreshed.status).toBe(401);
    }
    const successor = await call(app.url, 'POST', '/auth/refresh-token', {
      body: { refreshToken: session.refreshToken },
    });
    expect(successor.status).toBe(200);
    expect((await call(app.url, 'GET', '/auth/me', { token: session.accessToken })).status).toBe(
      200,
    );
  });

  it.each([
    [
      { currentPassword: 'Wrong-Passw0rd!', newPassword: 'N3w-Passw0rd!x' },
      'currentPassword',
      'Current password is incorrect',
    ],
    [
      { currentPassword: '', newPassword: 'N3w-Passw0rd!x' },
      'currentPassword',
      'Current password is required',
    ],
    [
      { currentPassword: 'x', newPassword: 'short' },
      'newPassword',
      'Password must be at least 8 characters',
    ],
    [
      { currentPassword: { $gt: '' }, newPassword: 'N3w-Passw0rd!x' },
      'currentPassword',
      'Current password is required',
    ],
  ])('refuses %j with 400 on %s', async (body, field, message) => {
    const { token } = await registered();
    const answer = await call(app.url, 'POST', '/auth/change-password', { token, body });
    expect(answer.status).toBe(400);
    expect(answer.body.error.details).toContainEqual({ field, message });
  });

  it('refuses a new password equal to the current one', async () => {
    const { token, input } = await registered();
    const answer = await call(app.url, 'POST', '/auth/change-password', {
      token,
      body: { currentPassword: input.password, newPassword: input.password },
    });
    expect(answer.body.error.details).toContainEqual({
      field: 'newPassword',
      message: 'The new password must differ from the current one',
    });
  });
});

describe('/auth/preferences', () => {
  it('has e-mail notifications on by default, and saves turning them off', async () => {
    const { token } = await registered();
    const initial = await call(app.url, 'GET', '/auth/preferences', { token });
    expect(initial.body.data.preferences).toEqual({ emailNotifications: true });
    const saved = await call(app.url, 'PUT', '/auth/preferences', {
      token,
      body: { emailNotifications: false },
    });
    expect(saved.status).toBe(200);
    const after = await call(app.url, 'GET', '/auth/preferences', { token });
    expect(after.body.data.preferences).toEqual({ emailNotifications: false });
  });

  it.each([
    { emailNotifications: 'no' },
    { emailNotifications: { $gt: '' } },
    {},
    { emailNotifications: true, x: 1 },
  ])('refuses %j with 400', async (body) => {
    const { token } = await registered();
    const answer = await call(app.url, 'PUT', '/auth/preferences', { token, body });
    expect(answer.status).toBe(400);
  });
});
