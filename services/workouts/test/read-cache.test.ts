import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { ReadCache, readCacheTtlMs } from '../src/cache/read-cache';

const redis = new Redis(process.env.REDIS_URL ?? '', { maxRetriesPerRequest: 2 });
afterAll(() => redis.quit());

const userId = () => randomBytes(12).toString('hex');

/** A computation that counts its runs and answers the run number. */
function counter() {
  let runs = 0;
  return { compute: async () => ++runs, runs: () => runs };
}

describe('ReadCache', () => {
  it('reuses an answer until the user’s scope is bumped, on any copy', async () => {
    const copyA = new ReadCache(redis);
    const copyB = new ReadCache(redis);
    const user = userId();
    const reads = counter();
    expect(await copyA.read(user, ['plans'], 'active-plan', reads.compute)).toBe(1);
    expect(await copyA.read(user, ['plans'], 'active-plan', reads.compute)).toBe(1);
    // Another scope's change leaves it; the same scope's change on another copy does not.
    await copyB.bump(user, ['activity']);
    expect(await copyA.read(user, ['plans'], 'active-plan', reads.compute)).toBe(1);
    await copyB.bump(user, ['plans']);
    expect(await copyA.read(user, ['plans'], 'active-plan', reads.compute)).toBe(2);
    // Another user's bump is not this user's.
    await copyB.bump(userId(), ['plans']);
    expect(await copyA.read(user, ['plans'], 'active-plan', reads.compute)).toBe(2);
  });

  it('keeps nothing that is not cacheable, and nothing for longer than its time', async () => {
    let now = 1_000_000;
    const cache = new ReadCache(redis, { now: () => now });
    const user = userId();
    const reads = counter();
    const pending = () => false;
    expect(await cache.read(user, ['plans'], 'k', reads.compute, pending)).toBe(1);
    expect(await cache.read(user, ['plans'], 'k', reads.compute, pending)).toBe(2);
    expect(await cache.read(user, ['plans'], 'k', reads.compute)).toBe(3);
    now += readCacheTtlMs - 1;
    expect(await cache.read(user, ['plans'], 'k', reads.compute)).toBe(3);
    now += 1;
    expect(await cache.read(user, ['plans'], 'k', reads.compute)).toBe(4);
  });

  it('drops the least recently stored answer beyond its size', async () => {
    const cache = new ReadCache(redis, { maxEntries: 2 });
    const user = userId();
    const reads = counter();
    await cache.read(user, ['plans'], 'a', reads.compute);
    await cache.read(user, ['plans'], 'b', reads.compute);
    await cache.read(user, ['plans'], 'c', reads.compute);
    expect(await cache.read(user, ['plans'], 'c', reads.compute)).toBe(3);
    expect(await cache.read(user, ['plans'], 'a', reads.compute)).toBe(4);
  });

  it('computes every time while Redis is unreachable, and fails bumps', async () => {
    const down = new Redis('redis://127.0.0.1:1', {
      maxRetriesPerRequest: 0,
      lazyConnect: true,
      retryStrategy: () => null,
    });
    down.on('error', () => undefined);
    const cache = new ReadCache(down);
    const user = userId();
    const reads = counter();
    expect(await cache.read(user, ['plans'], 'k', reads.compute)).toBe(1);
    expect(await cache.read(user, ['plans'], 'k', reads.compute)).toBe(2);
    await expect(cache.bump(user, ['plans'])).rejects.toThrow();
    down.disconnect();
  });
});
