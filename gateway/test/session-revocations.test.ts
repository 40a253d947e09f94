import { randomUUID } from 'node:crypto';
import { createLogger, sessionDenylistPrefix } from '@repwise/server-kit';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { maxTrustMs, SessionRevocations, withNeededFlags } from '../src/auth/session-revocations';
import {
  readJson,
  startGatewayTestApp,
  startUpstream,
  type GatewayTestApp,
  type Upstream,
} from './gateway-test-app';

const redisUrl = process.env.REDIS_URL ?? '';
const logger = createLogger('revocations-test', 'silent');
let redis: Redis;
const opened: SessionRevocations[] = [];
beforeAll(() => {
  redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
});
afterEach(() => {
  for (const revocations of opened.splice(0)) revocations.close();
});
afterAll(() => redis.disconnect());

/** Revocations on their own connections, with Redis commands counted. */
async function startRevocations(now?: () => number) {
  const main = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  const reads = vi.spyOn(main, 'exists');
  const subscriber = main.duplicate();
  const revocations = new SessionRevocations(main, subscriber, { maxEntries: 100, logger }, now);
  opened.push(revocations);
  main.once('end', () => revocations.close());
  await vi.waitFor(() => expect(revocations.isRemembering).toBe(true), { timeout: 3000 });
  return { revocations, reads, subscriber };
}

const endSession = (sessionId: string) =>
  redis.set(`${sessionDenylistPrefix}${sessionId}`, '1', 'EX', 60);

describe('SessionRevocations', () => {
  it('adds only the missing notification flags', () => {
    expect(withNeededFlags('')).toBe('Kg$');
    expect(withNeededFlags('Ex')).toBe('ExKg$');
    expect(withNeededFlags('KA')).toBeNull();
    expect(withNeededFlags('Kg$x')).toBeNull();
  });

  it('asks Redis once for a live session, then answers from memory', async () => {
    const { revocations, reads } = await startRevocations();
    const sessionId = randomUUID();
    expect(await revocations.isEnded(sessionId)).toBe(false);
    expect(revocations.isEnded(sessionId)).toBe(false);
    expect(revocations.isEnded(sessionId)).toBe(false);
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it('refuses a remembered session as soon as its denylist entry is written', async () => {
    const { revocations } = await startRevocations();
    const sessionId = randomUUID();
    expect(await revocations.isEnded(sessionId)).toBe(false);
    expect(revocations.isEnded(sessionId)).toBe(false);
    await endSession(sessionId);
    // The notification is on its way with the write's reply: the next turn of the loop has it.
    await new Promise((resolve) => setImmediate(resolve));
    await vi.waitFor(async () => expect(await revocations.isEnded(sessionId)).toBe(true), {
      timeout: 50,
      interval: 1,
    });
    expect(await revocations.isEnded(randomUUID())).toBe(false);
  });

  it(`believes a remembered answer for at most ${maxTrustMs / 1000} s`, async () => {
    let now = 0;
    const { revocations, reads } = await startRevocations(() => now);
    const sessionId = randomUUID();
    await revocations.isEnded(sessionId);
    now = maxTrustMs - 1;
    expect(revocations.isEnded(sessionId)).toBe(false);
    now = maxTrustMs;
    expect(await revocations.isEnded(sessionId)).toBe(false);
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('asks Redis on every request once its subscription is gone', async () => {
    const { revocations, reads, subscriber } = await startRevocations();
    const sessionId = randomUUID();
    await revocations.isEnded(sessionId);
    subscriber.disconnect();
    await vi.waitFor(() => expect(revocations.isRemembering).toBe(false), { timeout: 1000 });
    expect(await revocations.isEnded(sessionId)).toBe(false);
    expect(await revocations.isEnded(sessionId)).toBe(false);
    expect(reads).toHaveBeenCalledTimes(3);
  });
});

describe('a cached token whose session ends', () => {
  let auth: Upstream;
  let gateway: GatewayTestApp;
  beforeAll(async () => {
    auth = await startUpstream();
    gateway = await startGatewayTestApp({ AUTH_SERVICE_URL: auth.url });
  });
  afterAll(async () => {
    await gateway.close();
    await auth.close();
  });

  it('is refused with 401 TOKEN_INVALID within moments of the sign-out', async () => {
    const token = gateway.signToken();
    const sessionId = JSON.parse(
      Buffer.from(token.split('.')[1] ?? '', 'base64url').toString(),
    ).sid;
    const me = () =>
      fetch(`${gateway.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    // Long enough for the gateway to subscribe, verify the token and remember the session.
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (let request = 0; request < 5; request += 1) expect((await me()).status).toBe(200);
    await endSession(sessionId);
    // The notification travels on the gateway's own Redis connection, beside the write's reply
    // to this test's: on a loaded machine it can be read a few milliseconds after a request that
    // follows the write (a CI run saw one 200), so the refusal is awaited briefly.
    let refused = await me();
    await vi.waitFor(
      async () => {
        if (refused.status !== 401) refused = await me();
        expect(refused.status).toBe(401);
      },
      { timeout: 1000, interval: 20 },
    );
    expect((await readJson(refused)).error.code).toBe('TOKEN_INVALID');
  });
});
