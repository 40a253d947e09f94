import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startGatewayTestApp,
  startUpstream,
  type GatewayTestApp,
  type Upstream,
} from './gateway-test-app';

let slowStream: Upstream;
let gateway: GatewayTestApp;

beforeAll(async () => {
  slowStream = await startUpstream((req, res) => {
    if (req.url === '/health') return void res.writeHead(200).end('{}');
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('{"data":[');
    const timer = setInterval(() => res.write('1,'), 20);
    setTimeout(() => {
      clearInterval(timer);
      res.end('1]}');
    }, 600);
  });
  gateway = await startGatewayTestApp({ AUTH_SERVICE_URL: slowStream.url });
});
afterAll(async () => {
  await gateway.close();
  await slowStream.close();
});

describe('a client that goes away mid-answer', () => {
  it('does not take the gateway down: later requests are answered', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const controller = new AbortController();
      const response = await fetch(`${gateway.url}/api/auth/me`, { signal: controller.signal });
      const reader = response.body?.getReader();
      await reader?.read();
      controller.abort();
    }
    await new Promise((resolve) => setTimeout(resolve, 700));
    const healthy = await fetch(`${gateway.url}/api/health`);
    expect(healthy.status).toBe(200);
  });
});
