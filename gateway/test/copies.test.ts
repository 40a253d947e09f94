import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  readJson,
  startGatewayTestApp,
  startUpstream,
  type GatewayTestApp,
  type Upstream,
} from './gateway-test-app';

let first: Upstream;
let second: Upstream;
let gateway: GatewayTestApp;
const portOf = (upstream: Upstream) => Number(new URL(upstream.url).port);
const apiCalls = (upstream: Upstream) => upstream.requests.filter((r) => r.url !== '/health');

beforeAll(async () => {
  first = await startUpstream();
  second = await startUpstream();
  gateway = await startGatewayTestApp({
    AUTH_SERVICE_URL: `${first.url}, ${second.url}`,
    WORKOUTS_SERVICE_URL: `${first.url}, ${second.url}`,
    HEALTH_CHECK_INTERVAL_MS: '150',
    HEALTH_CHECK_FAILURES: '1',
  });
});
afterAll(async () => {
  await gateway.close();
  await first.close();
  await second.close();
});

const getMe = () => fetch(`${gateway.url}/api/auth/me`);

describe('a service running as two copies', () => {
  it('spreads requests over both copies', async () => {
    for (let index = 0; index < 10; index += 1) expect((await getMe()).status).toBe(200);
    expect(apiCalls(first).length).toBe(5);
    expect(apiCalls(second).length).toBe(5);
  });

  it("keeps a signed-in user's requests on one copy, and spreads users over both", async () => {
    const callsTo = (upstream: Upstream, userId: string) =>
      upstream.requests.filter((r) => r.url === `/workouts/plans?who=${userId}`).length;
    const userIds = Array.from({ length: 24 }, (_, index) => `user-${index}`); // all on one copy: p = 2^-23
    for (const userId of userIds) {
      const headers = { authorization: `Bearer ${gateway.signToken(userId)}` };
      for (let index = 0; index < 3; index += 1) {
        const response = await fetch(`${gateway.url}/api/workouts/plans?who=${userId}`, {
          headers,
        });
        expect(response.status).toBe(200);
      }
    }
    const onFirst = userIds.filter((userId) => callsTo(first, userId) === 3);
    const onSecond = userIds.filter((userId) => callsTo(second, userId) === 3);
    expect(onFirst.length + onSecond.length).toBe(userIds.length);
    expect(onFirst.length).toBeGreaterThan(0);
    expect(onSecond.length).toBeGreaterThan(0);
  });

  it('sends every request to the other copy once one stops, and says so in /health/details', async () => {
    await second.close();
    const before = apiCalls(first).length;
    const statuses = await Promise.all(
      Array.from({ length: 12 }, () => getMe().then((r) => r.status)),
    );
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(apiCalls(first).length - before).toBe(12);

    const health = await fetch(`${gateway.url}/health/details`);
    expect(health.status).toBe(200);
    expect(await readJson(health)).toMatchObject({
      status: 'ok',
      services: {
        auth: {
          status: 'up',
          copies: [
            { url: first.url, status: 'up' },
            { url: second.url, status: 'down' },
          ],
        },
      },
    });
  });

  it('delivers a POST exactly once when a copy refuses it', async () => {
    const marker = `post-${Date.now()}`;
    const response = await fetch(`${gateway.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `${marker}@example.com` }),
    });
    expect(response.status).toBe(200);
    expect(first.requests.filter((r) => r.body.includes(marker))).toHaveLength(1);
  });

  it('puts a copy back once its health checks pass again', async () => {
    second = await startUpstream(undefined, portOf(second));
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (let index = 0; index < 6; index += 1) await getMe();
    expect(apiCalls(second).length).toBeGreaterThan(0);
  });

  it('answers 503 SERVICE_UNAVAILABLE when every copy is gone', async () => {
    await first.close();
    await second.close();
    const response = await getMe();
    expect(response.status).toBe(503);
    expect(await readJson(response)).toMatchObject({ error: { code: 'SERVICE_UNAVAILABLE' } });
  });
});
