import { Readable } from 'node:stream';
import { Pool } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startGatewayTestApp,
  startUpstream,
  type GatewayTestApp,
  type Upstream,
} from './gateway-test-app';

let auth: Upstream;
let gateway: GatewayTestApp;
/** One keep-alive connection, as a browser or API client reuses it. */
let connection: Pool;

beforeAll(async () => {
  auth = await startUpstream();
  gateway = await startGatewayTestApp({
    AUTH_SERVICE_URL: auth.url,
    PROGRESS_SERVICE_URL: auth.url,
    BODY_LIMIT_BYTES: '65536',
    // Bodies past 1 kB stream through to the service, refused by the limiter while streaming.
    REPLAYABLE_BODY_BYTES: '1024',
  });
  connection = new Pool(gateway.url, { connections: 1, pipelining: 1 });
});
afterAll(async () => {
  await connection.close();
  await gateway.close();
  await auth.close();
});

const post = (path: string, body: string | Readable, token: string | null) =>
  connection.request({
    path,
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body,
    headersTimeout: 3000,
    bodyTimeout: 3000,
  });

const padded = (bytes: number) =>
  JSON.stringify({ email: 'a@example.com', padding: 'x'.repeat(bytes) });

describe('a request answered before its body was read to the end', () => {
  it.each([
    ['a sign-in body over the 16 kB the gateway reads', '/api/auth/login', 600_000, 413, true],
    // A stream has no declared length: the gateway finds out only while reading it.
    ['a streamed body over the route limit', '/api/progress/measurements', 200_000, 413, true],
    ['a large body without a token', '/api/progress/measurements', 600_000, 401, false],
  ])(
    '%s is answered, and the next calls on the same connection do not hang',
    async (_, path, bytes, status, hasToken) => {
      const body = path.startsWith('/api/auth/') ? padded(bytes) : Readable.from([padded(bytes)]);
      const refused = await post(path, body, hasToken ? gateway.signToken() : null);
      expect(refused.statusCode).toBe(status);
      await refused.body.dump();
      for (let call = 0; call < 3; call += 1) {
        const next = await post('/api/auth/login', '{"email":"a@example.com"}', null);
        expect(next.statusCode).toBe(200);
        await next.body.dump();
      }
    },
  );
});
