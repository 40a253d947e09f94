import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  readJson,
  startGatewayTestApp,
  startUpstream,
  type GatewayTestApp,
  type Upstream,
} from './gateway-test-app';

let auth: Upstream;
let workouts: Upstream;
beforeAll(async () => {
  auth = await startUpstream();
  workouts = await startUpstream();
});
afterAll(async () => {
  await Promise.all([auth.close(), workouts.close()]);
});

async function withGateway(
  env: Record<string, string>,
  run: (gateway: GatewayTestApp) => Promise<void>,
) {
  const gateway = await startGatewayTestApp({
    AUTH_SERVICE_URL: auth.url,
    WORKOUTS_SERVICE_URL: workouts.url,
    ...env,
  });
  try {
    await run(gateway);
  } finally {
    await gateway.close();
  }
}

const post = (url: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('rate limits', () => {
  it('answers 429 RATE_LIMIT_EXCEEDED with Retry-After after the per-account login limit', async () => {
    await withGateway(
      { RATE_LIMIT_LOGIN_PER_ACCOUNT: '3', RATE_LIMIT_LOGIN_PER_IP: '100' },
      async (gateway) => {
        for (let attempt = 1; attempt <= 3; attempt += 1) {
          expect(
            (
              await post(`${gateway.url}/api/auth/login`, {
                email: 'Victim@Example.com',
                password: 'x',
              })
            ).status,
          ).toBe(200);
        }
        const limited = await post(`${gateway.url}/api/auth/login`, {
          email: 'victim@example.com',
          password: 'x',
        });
        expect(limited.status).toBe(429);
        expect((await readJson(limited)).error.code).toBe('RATE_LIMIT_EXCEEDED');
        expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
        // Another account from the same address is still allowed.
        expect(
          (
            await post(`${gateway.url}/api/auth/login`, {
              email: 'other@example.com',
              password: 'x',
            })
          ).status,
        ).toBe(200);
      },
    );
  });

  it('counts every spelling of the login path against the same account limit', async () => {
    await withGateway(
      { RATE_LIMIT_LOGIN_PER_ACCOUNT: '3', RATE_LIMIT_LOGIN_PER_IP: '100' },
      async (gateway) => {
        const spellings = [
          '/api/auth/login/',
          '/api/auth/Login',
          '/api/auth//login',
          '/api/auth/%6Cogin',
        ];
        const statuses = [];
        for (const spelling of spellings) {
          statuses.push(
            (
              await post(`${gateway.url}${spelling}`, {
                email: 'victim@example.com',
                password: 'x',
              })
            ).status,
          );
        }
        expect(statuses).toEqual([200, 200, 200, 429]);
      },
    );
  });

  it('refuses compressed and non-JSON credential bodies, and reads an email behind a BOM', async () => {
    await withGateway(
      { RATE_LIMIT_LOGIN_PER_ACCOUNT: '1', RATE_LIMIT_LOGIN_PER_IP: '100' },
      async (gateway) => {
        const gzipped = await fetch(`${gateway.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
          body: gzipSync(JSON.stringify({ email: 'victim@example.com', password: 'x' })),
        });
        expect(gzipped.status).toBe(400);
        expect((await readJson(gzipped)).error.details[0].field).toBe('content-encoding');
        const form = await fetch(`${gateway.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'email=victim%40example.com&password=x',
        });
        expect(form.status).toBe(400);
        const withBom = (email: string) =>
          fetch(`${gateway.url}/api/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: `\uFEFF${JSON.stringify({ email, password: 'x' })}`,
          });
        expect((await withBom('victim@example.com')).status).toBe(200);
        expect((await withBom('victim@example.com')).status).toBe(429);
      },
    );
  });

  it('behind its proxy, counts the address the proxy appended, never one the client wrote', async () => {
    await withGateway(
      { TRUST_PROXY: 'true', TRUST_PROXY_HOPS: '1', RATE_LIMIT_LOGIN_PER_IP: '2' },
      async (gateway) => {
        const fromBrowser = (spoofed: string, email: string) =>
          fetch(`${gateway.url}/api/auth/login`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              // The client's own header first, then the proxy's entry for the real address.
              'x-forwarded-for': `${spoofed}, 203.0.113.7`,
            },
            body: JSON.stringify({ email, password: 'x' }),
          });
        expect((await fromBrowser('1.1.1.1', 'a@example.com')).status).toBe(200);
        expect((await fromBrowser('2.2.2.2', 'b@example.com')).status).toBe(200);
        expect((await fromBrowser('3.3.3.3', 'c@example.com')).status).toBe(429);
        // Another browser behind the same proxy has its own allowance.
        const other = await fetch(`${gateway.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.9' },
          body: JSON.stringify({ email: 'd@example.com', password: 'x' }),
        });
        expect(other.status).toBe(200);
      },
    );
  });

  it('limits public analytics beacons per address', async () => {
    await withGateway(
      { RATE_LIMIT_BEACONS_PER_IP: '3', ANALYTICS_SERVICE_URL: workouts.url },
      async (gateway) => {
        const statuses = [];
        for (let beacon = 0; beacon < 4; beacon += 1) {
          statuses.push(
            (await post(`${gateway.url}/api/analytics/web-vitals`, { name: 'LCP' })).status,
          );
        }
        expect(statuses).toEqual([200, 200, 200, 429]);
      },
    );
  });

  it('limits login attempts per IP across accounts', async () => {
    await withGateway({ RATE_LIMIT_LOGIN_PER_IP: '2' }, async (gateway) => {
      expect((await post(`${gateway.url}/api/auth/login`, { email: 'a@example.com' })).status).toBe(
        200,
      );
      expect((await post(`${gateway.url}/api/auth/login`, { email: 'b@example.com' })).status).toBe(
        200,
      );
      expect((await post(`${gateway.url}/api/auth/login`, { email: 'c@example.com' })).status).toBe(
        429,
      );
    });
  });

  it('limits registrations per IP and per account', async () => {
    await withGateway(
      { RATE_LIMIT_REGISTER_PER_IP: '3', RATE_LIMIT_REGISTER_PER_ACCOUNT: '1' },
      async (gateway) => {
        expect(
          (await post(`${gateway.url}/api/auth/register`, { email: 'new@example.com' })).status,
        ).toBe(200);
        expect(
          (await post(`${gateway.url}/api/auth/register`, { email: 'new@example.com' })).status,
        ).toBe(429);
        expect(
          (await post(`${gateway.url}/api/auth/register`, { email: 'new2@example.com' })).status,
        ).toBe(200);
        expect(
          (await post(`${gateway.url}/api/auth/register`, { email: 'new3@example.com' })).status,
        ).toBe(429);
      },
    );
  });

  it('limits general traffic per signed-in user, not per address', async () => {
    await withGateway({ RATE_LIMIT_GENERAL_PER_USER: '2' }, async (gateway) => {
      const alice = gateway.signToken('alice');
      const bob = gateway.signToken('bob');
      const get = (token: string) =>
        fetch(`${gateway.url}/api/workouts/plans`, {
          headers: { authorization: `Bearer ${token}` },
        });
      expect((await get(alice)).status).toBe(200);
      expect((await get(alice)).status).toBe(200);
      expect((await get(alice)).status).toBe(429);
      expect((await get(bob)).status).toBe(200);
    });
  });
});
