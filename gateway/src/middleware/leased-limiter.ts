import { RateLimiterRes } from 'rate-limiter-flexible';
import { setBounded } from '../bounded-map';
import { tooManyRequests } from './rate-limits';

/** What the leased limiter needs of the shared limiter (a `RateLimiterRedis` with its insurance). */
export interface SharedLimiter {
  consume(key: string, points: number): Promise<RateLimiterRes>;
}

/** How big the local leases may get. */
export interface LeaseOptions {
  /** The shared limit: points per window per key (the same `points` as the shared limiter's). */
  points: number;
  /** Largest lease taken at once. */
  maxLeasePoints: number;
  /** A lease is at most this share of what the window has left, so the last points go one by one. */
  leaseShareOfRemaining: number;
  /** Keys remembered at most; the oldest is forgotten first (its unused points are lost). */
  maxKeys: number;
}

/** The general limit's defaults: up to 32 points a lease, at most 1/16 of what is left. */
export const defaultLeaseOptions: Omit<LeaseOptions, 'points'> = {
  maxLeasePoints: 32,
  leaseShareOfRemaining: 1 / 16,
  maxKeys: 50_000,
};

interface Lease {
  /** Points taken from the shared count and not yet spent here. */
  remaining: number;
  /**
   * When the window the points were taken in ends (`now()` clock); the lease ends with it. Infinite
   * until the first answer, so requests arriving meanwhile join this lease.
   */
  windowEndsAt: number;
  /** The window is used up: every request until `windowEndsAt` is refused without asking Redis. */
  isExhausted: boolean;
  /** The size of the next lease in this window, from what the shared count had left. */
  nextLeasePoints: number;
  /** A lease being taken for this key (several points): requests wait for it, not each its own. */
  pending: Promise<void> | null;
}

/**
 * A local allowance in front of a shared fixed-window limit (`RateLimiterRedis`). Instead of one
 * Redis round trip per request, a gateway takes a lease of several points for a key from the
 * shared count in one call and spends it locally until it runs out or the window ends.
 *
 * The rule: a key's first request in a window takes 1 point (which tells how much the window has
 * left); later leases are `min(maxLeasePoints, floor(left × leaseShareOfRemaining))` points, at
 * least 1. So far below the limit the shared count runs ahead of the requests actually let
 * through by the unspent leases (at most `maxLeasePoints` per gateway process and key), and near
 * it (fewer than 2 ÷ leaseShareOfRemaining points left, 32 by default) every request takes its
 * own point from Redis, as without the lease. Nothing is ever let through beyond the shared
 * limit: a lease only hands out points Redis counted. With one gateway process the count of
 * requests let through per window is exactly the limit; with N, a key can be refused up to the
 * other processes' unspent leases early (each at most 1/16 of what was left when taken). A window
 * that Redis says is used up is refused locally until it ends (the count only grows within a
 * window), with the same Retry-After. A lease ends when its window does, measured from before the
 * Redis call, so it never outlives the window it was counted in.
 */
export class LeasedLimiter {
  private readonly leases = new Map<string, Lease>();

  constructor(
    private readonly shared: SharedLimiter,
    private readonly options: LeaseOptions,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /**
   * Spends one point for `key`: returns undefined when a local lease covered it (no await needed),
   * else a promise that resolves once allowed; throws (or rejects with) 429 RATE_LIMIT_EXCEEDED
   * with Retry-After once the window is used up.
   */
  take(key: string): Promise<void> | undefined {
    const now = this.now();
    const lease = this.leases.get(key);
    if (lease && now < lease.windowEndsAt) {
      if (lease.remaining > 0) {
        lease.remaining -= 1;
        return undefined;
      }
      if (lease.isExhausted) throw tooManyRequests(lease.windowEndsAt - now);
      if (lease.pending) return lease.pending.then(() => this.take(key));
    }
    return this.takeLease(key, lease, now);
  }

  private takeLease(key: string, previous: Lease | undefined, now: number): Promise<void> {
    const isSameWindow = previous !== undefined && now < previous.windowEndsAt;
    const size = isSameWindow ? previous.nextLeasePoints : 1;
    const lease: Lease = isSameWindow
      ? previous
      : {
          remaining: 0,
          windowEndsAt: Number.POSITIVE_INFINITY,
          isExhausted: false,
          nextLeasePoints: 1,
          pending: null,
        };
    if (!isSameWindow) setBounded(this.leases, key, lease, this.options.maxKeys);
    const taking = this.shared.consume(key, size).then(
      (answer) => this.grant(lease, now, size, answer),
      (rejection: unknown) => {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        // The points that still fitted under the limit are this request's (and the next ones').
        const fitted = size - Math.max(0, rejection.consumedPoints - this.options.points);
        if (fitted > 0) return this.grant(lease, now, fitted, rejection);
        lease.remaining = 0;
        lease.isExhausted = true;
        lease.windowEndsAt = now + rejection.msBeforeNext;
        throw tooManyRequests(rejection.msBeforeNext);
      },
    );
    // Near the limit each request takes its own point (as without leases); only a lease of several
    // points is waited for by the requests that arrive meanwhile.
    if (size === 1) return taking;
    const pending = taking.finally(() => {
      if (lease.pending === pending) lease.pending = null;
    });
    lease.pending = pending;
    return pending;
  }

  /** Keeps `points − 1` of the points taken (this request spends one) until the window ends. */
  private grant(lease: Lease, sentAt: number, points: number, answer: RateLimiterRes): void {
    const left = Math.max(0, this.options.points - answer.consumedPoints);
    // A lease is only taken once the last one is spent, so nothing of an older window is left.
    lease.remaining += points - 1;
    lease.windowEndsAt = sentAt + Math.max(0, answer.msBeforeNext);
    lease.nextLeasePoints = Math.max(
      1,
      Math.min(this.options.maxLeasePoints, Math.floor(left * this.options.leaseShareOfRemaining)),
    );
  }
}
