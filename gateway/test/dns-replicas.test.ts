// Replicas behind one DNS name (docker compose `deploy.replicas`, a Kubernetes headless Service):
// with UPSTREAM_DISCOVERY=dns the gateway finds each replica, balances over them and follows
// replicas coming and going. Two loopback addresses stand in for two containers on one port.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResolveAll } from '../src/proxy/dns-discovery';
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
let replicaAddresses = ['127.0.0.1'];
const resolveAll: ResolveAll = async (hostname) =>
  hostname === 'auth.replicas.test' ? replicaAddresses.map((address) => ({ address })) : [];
const apiCalls = (upstream: Upstream) => upstream.requests.filter((r) => r.url !== '/health');
const getMe = () => fetch(`${gateway.url}/api/auth/me`).then((response) => response.status);
const healthCopies = async () =>
  (
    (await readJson(await fetch(`${gateway.url}/health/details`))) as {
      services: { auth: { copies: { url: string; status: string }[] } };
    }
  ).services.auth.copies;

async function waitFor(condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  first = await startUpstream();
  const port = Number(new URL(first.url).port);
  second = await startUpstream(undefined, port, '127.0.0.2');
  gateway = await startGatewayTestApp(
    {
      AUTH_SERVICE_URL: `http://auth.replicas.test:${port}`,
      UPSTREAM_DISCOVERY: 'dns',
      HEALTH_CHECK_INTERVAL_MS: '100',
      HEALTH_CHECK_FAILURES: '1',
    },
    { resolveAll },
  );
});
afterAll(async () => {
  await gateway.close();
  await first.close();
  await second.close();
});

describe('replicas found through DNS', () => {
  it('uses the one replica the name resolves to at start', async () => {
    expect(await healthCopies()).toEqual([
      expect.objectContaining({ url: first.url, status: 'up' }),
    ]);
    expect(await getMe()).toBe(200);
    expect(apiCalls(first)).toHaveLength(1);
  });

  it('balances over a replica that appears, once it passes a health check', async () => {
    replicaAddresses = ['127.0.0.1', '127.0.0.2'];
    await waitFor(async () => (await healthCopies()).filter((c) => c.status === 'up').length === 2);
    const before = [apiCalls(first).length, apiCalls(second).length];
    for (let index = 0; index < 10; index += 1) expect(await getMe()).toBe(200);
    expect(apiCalls(first).length - before[0]!).toBe(5);
    expect(apiCalls(second).length - before[1]!).toBe(5);
  });

  it('stops using a replica that leaves DNS', async () => {
    replicaAddresses = ['127.0.0.2'];
    await waitFor(async () => (await healthCopies()).length === 1);
    expect(await healthCopies()).toEqual([expect.objectContaining({ url: second.url })]);
    const before = apiCalls(first).length;
    const statuses = await Promise.all(Array.from({ length: 8 }, getMe));
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(apiCalls(first).length).toBe(before);
  });

  it('answers liveness without asking any service', async () => {
    const response = await fetch(`${gateway.url}/health/live`);
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ status: 'ok', service: 'gateway' });
  });
});
