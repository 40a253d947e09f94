import { request, type APIRequestContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRegistration, system } from '../src/system';

let api: APIRequestContext;
beforeAll(async () => {
  api = await request.newContext({ baseURL: `${system.gatewayUrl}/api/` });
});
afterAll(() => api.dispose());

describe('a user session through the gateway', () => {
  it('registers, signs in, reads itself, refreshes and logs out', async () => {
    const registration = buildRegistration();
    const registered = await api.post('auth/register', { data: registration });
    expect(registered.status()).toBe(201);
    const signedUp = (await registered.json()).data;
    expect(signedUp.user.email).toBe(registration.email);

    const login = await api.post('auth/login', {
      data: { email: registration.email, password: registration.password },
    });
    expect(login.status()).toBe(200);
    const session = (await login.json()).data;

    const me = await api.get('auth/me', {
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(me.status()).toBe(200);
    expect((await me.json()).data.user).toMatchObject({
      email: registration.email,
      firstName: 'Jordan',
    });

    const refreshed = await api.post('auth/refresh-token', {
      data: { refreshToken: session.refreshToken },
    });
    expect(refreshed.status()).toBe(200);
    const rotated = (await refreshed.json()).data;
    expect(rotated.refreshToken).not.toBe(session.refreshToken);

    const logout = await api.post('auth/logout', {
      headers: { authorization: `Bearer ${rotated.accessToken}` },
    });
    expect(logout.status()).toBe(200);
    const afterLogout = await api.post('auth/refresh-token', {
      data: { refreshToken: rotated.refreshToken },
    });
    expect(afterLogout.status()).toBe(401);
    expect((await afterLogout.json()).error.code).toBe('REFRESH_TOKEN_EXPIRED');
  });

  it('answers a protected area without a token with 401 at the edge', async () => {
    const response = await api.get('workouts/plans');
    expect([401, 404]).toContain(response.status());
  });

  it('reports every running service healthy', async () => {
    // A health reading is one moment: on a busy machine one service's check can miss its 2 s, so
    // the system counts as healthy when a reading within 20 s says so (the last one is shown).
    let last: { status: number; body: unknown } = { status: 0, body: null };
    for (const startedAt = Date.now(); Date.now() - startedAt < 20_000;) {
      const response = await api.get('health');
      last = { status: response.status(), body: await response.json() };
      if (last.status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    // Publicly the overall status only; every service's and copy's state is the operators'.
    expect(last).toMatchObject({ status: 200, body: { status: 'ok', service: 'gateway' } });
    const details = await fetch(`${system.gatewayUrl}/health/details`).then((answer) =>
      answer.json(),
    );
    expect(details).toMatchObject({ services: { auth: { status: 'up' } } });
  });
});
