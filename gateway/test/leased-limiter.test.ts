import { RateLimiterRes } from 'rate-limiter-flexible';
import { describe, expect, it } from 'vitest';
import { defaultLeaseOptions, LeasedLimiter } from '../src/middleware/leased-limiter';

const windowMs = 60_000;

/** A shared fixed-window count as RateLimiterRedis keeps it, on a clock the test moves. */
function createSharedCount(points: number, clock: { now: number }) {
  const counts = new Map<string, { consumed: number; endsAt: number }>();
  const calls: number[] = [];
  return {
    calls,
    consume: async (key: string, taken: number) => {
      calls.push(taken);
      let entry = counts.get(key);
      if (!entry || clock.now >= entry.endsAt) {
        entry = { consumed: 0, endsAt: clock.now + windowMs };
        counts.set(key, entry);
      }
      entry.consumed += taken;
      const answer = new RateLimiterRes(
        Math.max(0, points - entry.consumed),
        entry.endsAt - clock.now,
        entry.consumed,
        false,
      );
      if (entry.consumed > points) throw answer;
      return answer;
    },
  };
}

function createLimiter(points: number) {
  const clock = { now: 0 };
  const shared = createSharedCount(points, clock);
  const limiter = new LeasedLimiter(shared, { ...defaultLeaseOptions, points }, () => clock.now);
  /** Takes one point and answers the status the gateway would send. */
  const request = async (key = 'user:a'): Promise<number> => {
    try {
      await limiter.take(key);
      return 200;
    } catch (error) {
      return Reflect.get(Object(error), 'code') === 'RATE_LIMIT_EXCEEDED' ? 429 : 500;
    }
  };
  return { clock, shared, limiter, request };
}

async function statuses(request: () => Promise<number>, count: number): Promise<number[]> {
  const answers = [];
  for (let index = 0; index < count; index += 1) answers.push(await request());
  return answers;
}

describe('LeasedLimiter', () => {
  it('takes 1 point first, then leases of up to 32 while far below the limit', async () => {
    const { shared, request } = createLimiter(600);
    await statuses(request, 100);
    expect(shared.calls.slice(0, 4)).toEqual([1, 32, 32, 32]);
    expect(shared.calls.length).toBeLessThan(100 / 16);
  });

  it('lets exactly the limit through in a window and refuses the rest, taking the last points one by one', async () => {
    const { shared, request } = createLimiter(600);
    const answers = await statuses(request, 650);
    expect(answers.filter((status) => status === 200)).toHaveLength(600);
    expect(answers.slice(600).every((status) => status === 429)).toBe(true);
    // Fewer than 32 points left: every request asked Redis for its own point.
    const lastLeases = shared.calls.slice(-25);
    expect(lastLeases.every((points) => points === 1)).toBe(true);
  });

  it('is exact for small limits (every point taken one by one)', async () => {
    const { shared, request } = createLimiter(2);
    expect(await statuses(request, 3)).toEqual([200, 200, 429]);
    expect(await request('user:b')).toBe(200);
    expect(shared.calls).toEqual([1, 1, 1, 1]);
  });

  it('refuses a used-up window without asking Redis, with Retry-After, until the window ends', async () => {
    const { clock, shared, limiter, request } = createLimiter(2);
    await statuses(request, 3);
    const callsWhenUsedUp = shared.calls.length;
    clock.now = 45_000;
    let retryAfter = '';
    try {
      await limiter.take('user:a');
    } catch (error) {
      retryAfter = String(Reflect.get(Object(error), 'headers')?.['Retry-After']);
    }
    expect(retryAfter).toBe('15');
    expect(shared.calls.length).toBe(callsWhenUsedUp);
    clock.now = windowMs;
    expect(await request()).toBe(200);
  });

  it('ends a lease with its window: unspent points are not carried into the next one', async () => {
    const { clock, shared, request } = createLimiter(600);
    await statuses(request, 2); // 1 point, then a lease of 32 (31 unspent)
    clock.now = windowMs;
    await request();
    expect(shared.calls).toEqual([1, 32, 1]);
  });

  it('makes the requests that arrive while a lease is taken wait for it, not each ask Redis', async () => {
    const { shared, request } = createLimiter(600);
    await request(); // 1 point: the next lease is 32
    const answers = await Promise.all(Array.from({ length: 30 }, () => request()));
    expect(answers.every((status) => status === 200)).toBe(true);
    expect(shared.calls).toEqual([1, 32]);
  });

  it('never lets more through than the shared count allows, with several gateways sharing it', async () => {
    const clock = { now: 0 };
    const shared = createSharedCount(300, clock);
    const gateways = [0, 1, 2].map(
      () => new LeasedLimiter(shared, { ...defaultLeaseOptions, points: 300 }, () => 0),
    );
    let allowed = 0;
    for (let index = 0; index < 400; index += 1) {
      try {
        await gateways[index % 3]?.take('user:a');
        allowed += 1;
      } catch {
        // refused: counted by what was allowed
      }
    }
    expect(allowed).toBeLessThanOrEqual(300);
    // Unspent leases of the other gateways are at most 1/16 of what was left each.
    expect(allowed).toBeGreaterThan(300 - 3 * (300 / 16));
  });
});
