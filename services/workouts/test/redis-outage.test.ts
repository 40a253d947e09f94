import { startTcpProxy, type TcpProxy } from '@repwise/server-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildRequirements,
  buildUserId,
  startWorkoutsTestApp,
  type WorkoutsTestApp,
} from './workouts-test-app';

let proxy: TcpProxy;
let app: WorkoutsTestApp;

// The service reaches Redis through a relay the test can cut, as a Redis restart would.
beforeAll(async () => {
  proxy = await startTcpProxy(process.env.REDIS_URL ?? '');
  app = await startWorkoutsTestApp({ redisUrl: proxy.url });
  app.startWorker();
});
afterAll(async () => {
  await proxy.restore().catch(() => undefined);
  await app.close();
  await proxy.close();
});

async function waitForHealth(status: number) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const response = await fetch(`${app.url}/health`);
    if (response.status === status || Date.now() > deadline) return response.status;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('while Redis is unreachable', () => {
  it('answers 503 SERVICE_UNAVAILABLE in the error format (not 500), then works again once Redis is back, without a restart', async () => {
    const token = app.signToken(buildUserId());
    const request = {
      token,
      headers: { 'idempotency-key': 'redis-outage-key-1' },
      body: { requirements: buildRequirements() },
    };
    await proxy.cut();

    const startedAt = Date.now();
    const refused = await app.call('POST', '/workouts/plans/progressive', request);
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({
      error: { code: 'SERVICE_UNAVAILABLE', message: expect.any(String), details: [] },
    });
    expect(Date.now() - startedAt).toBeLessThan(8000);
    expect(await waitForHealth(503)).toBe(503);

    await proxy.restore();
    expect(await waitForHealth(200)).toBe(200);
    // The same key again: the plan claimed before the failure is generated now, once.
    const retried = await app.call('POST', '/workouts/plans/progressive', request);
    expect(retried.status).toBe(200);
    expect(retried.body.data.plan.status).toBe('ready');
    const plans = await app.call('GET', '/workouts/plans', { token });
    expect(plans.body.data.plans).toHaveLength(1);
  });
});
