import { sessionDenylistPrefix } from '@repwise/server-kit';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  readJson,
  startGatewayTestApp,
  startUpstream,
  type GatewayTestApp,
  type Upstream,
} from './gateway-test-app';

let auth: Upstream;
let gateway: GatewayTestApp;
let redis: Redis;
beforeAll(async () => {
  auth = await startUpstream();
  gateway = await startGatewayTestApp({ AUTH_SERVICE_URL: auth.url });
  redis = new Redis(process.env.REDIS_URL ?? '', { maxRetriesPerRequest: 1 });
});
afterAll(async () => {
  redis.disconnect();
  await gateway.close();
  await auth.close();
});

const sessionIdOf = (token: string): string =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')).sid;

describe('ended sessions', () => {
  it('refuses an unexpired access token of a session the auth service ended (401 TOKEN_INVALID)', async () => {
    const token = gateway.signToken();
    const me = () =>
      fetch(`${gateway.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect((await me()).status).toBe(200);
    await redis.set(`${sessionDenylistPrefix}${sessionIdOf(token)}`, '1', 'EX', 60);
    const refused = await me();
    expect(refused.status).toBe(401);
    expect((await readJson(refused)).error.code).toBe('TOKEN_INVALID');
    // Another session of the same user is not affected.
    const other = gateway.signToken();
    expect(
      (await fetch(`${gateway.url}/api/auth/me`, { headers: { authorization: `Bearer ${other}` } }))
        .status,
    ).toBe(200);
  });
});
