import { AppError } from '@repwise/server-kit';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

/** One named limit: `points` requests per `durationSeconds` for each key. */
export interface LimitRule {
  name: string;
  points: number;
  durationSeconds: number;
}

/** A Redis-backed limiter that falls back to a per-process memory limiter while Redis is down. */
export function createLimiter(redis: Redis, keyPrefix: string, rule: LimitRule): RateLimiterRedis {
  return new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: `${keyPrefix}:rl:${rule.name}`,
    points: rule.points,
    duration: rule.durationSeconds,
    insuranceLimiter: new RateLimiterMemory({
      points: rule.points,
      duration: rule.durationSeconds,
    }),
  });
}

/** Spends one point for `key`; throws 429 RATE_LIMIT_EXCEEDED with Retry-After once the limit is used up. */
export async function consumeOrThrow(limiter: RateLimiterRedis, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    throw tooManyRequests(rejection.msBeforeNext);
  }
}

/** The 429 RATE_LIMIT_EXCEEDED answer, with Retry-After in whole seconds (at least 1). */
export function tooManyRequests(msBeforeNext: number): AppError {
  const retryAfterSeconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new AppError(
    'RATE_LIMIT_EXCEEDED',
    'Too many requests. Please slow down and try again.',
    [],
    { 'Retry-After': String(retryAfterSeconds) },
  );
}
