import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startGatewayTestApp,
  startUpstream,
  type GatewayTestApp,
  type Upstream,
} from './gateway-test-app';

let auth: Upstream;
let gateway: GatewayTestApp;
beforeAll(async () => {
  auth = await startUpstream();
  gateway = await startGatewayTestApp({
    AUTH_SERVICE_URL: auth.url,
    CLIENT_HEADERS_TIMEOUT_MS: '600',
    CLIENT_REQUEST_TIMEOUT_MS: '1500',
  });
});
afterAll(async () => {
  await gateway.close();
  await auth.close();
});

/** Opens a raw connection, writes `chunks` (the last one is never finished) and waits for the end. */
function trickle(chunks: string[]): Promise<{ answer: string; ms: number }> {
  const { hostname, port } = new URL(gateway.url);
  return new Promise((resolve, reject) => {
    const startedAt = Date.now();
    let answer = '';
    const socket = connect(Number(port), hostname, () => {
      for (const chunk of chunks) socket.write(chunk);
    });
    socket.setEncoding('utf8');
    socket.on('data', (data: string) => {
      answer += data;
    });
    socket.on('close', () => resolve({ answer, ms: Date.now() - startedAt }));
    socket.on('error', reject);
    setTimeout(() => {
      socket.destroy();
      reject(new Error('the gateway kept a slow client open'));
    }, 8000);
  });
}

describe('slow clients', () => {
  it('closes a connection whose headers never finish (408)', async () => {
    const { answer, ms } = await trickle(['GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: ']);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(4000);
  });

  it('closes a request whose body never finishes (408)', async () => {
    const { answer, ms } = await trickle([
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":',
    ]);
    expect(answer).toMatch(/408/);
    expect(ms).toBeLessThan(6000);
  });

  it('still answers a well-behaved client', async () => {
    expect((await fetch(`${gateway.url}/api/health`)).status).toBe(200);
  });
});
