import { sessionDenylistPrefix, type Logger } from '@repwise/server-kit';
import type { Redis } from 'ioredis';
import { setBounded } from '../bounded-map';

/** How long a session found not ended is believed without asking again, whatever Redis says. */
export const maxTrustMs = 10_000;
/** How often the gateway checks that Redis still sends the notifications it relies on. */
export const notificationCheckMs = 5_000;

/** The keyspace-notification classes needed: K (keyspace channel), g (DEL, EXPIRE...), $ (SET...). */
const neededFlags = ['K', 'g', '$'];
const keyPattern = `__keyspace@*__:${sessionDenylistPrefix}*`;
const prefixLength = sessionDenylistPrefix.length;

/** The notify-keyspace-events value that adds what is missing from `current` (A covers g and $). */
export function withNeededFlags(current: string): string | null {
  const missing = neededFlags.filter(
    (flag) => !current.includes(flag) && !(flag !== 'K' && current.includes('A')),
  );
  return missing.length === 0 ? null : current + missing.join('');
}

/**
 * Whether a session has ended (the auth service's denylist in Redis), as the gateway asks it on
 * every request with a bearer token. Asking Redis each time costs a round trip per request, so a
 * session found *not* ended is remembered, but only while Redis tells the gateway about every
 * write to the denylist's keys (keyspace notifications on a subscribed connection): a
 * notification for a session's key drops what was remembered about it, and the next request asks
 * Redis again.
 *
 * The bound, documented in ARCHITECTURE.md: Redis sends the notification in the same turn of its
 * event loop as its reply to the write, so a sign-out is seen within milliseconds of its answer
 * (the notification comes on the gateway's own connection, so a request racing it on a loaded
 * machine can still be answered from memory). Remembering stops, and every request asks Redis again, as soon as the subscribed
 * connection drops, and within `notificationCheckMs` if notifications are turned off on the
 * server; no answer is believed longer than `maxTrustMs`. Where the gateway may not enable the
 * notifications (CONFIG refused), it asks Redis on every request, as before. Reads fail open like
 * the server-kit denylist (a Redis outage must not sign everyone out), and a failed read is never
 * remembered.
 */
export class SessionRevocations {
  private readonly notEnded = new Map<string, number>();
  private isWatching = false;
  private isUnavailableReported = false;
  /** Bumped by every notification and every change of `isWatching`: a read that saw a bump is not kept. */
  private generation = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly redis: Redis,
    private readonly subscriber: Redis,
    private readonly options: { maxEntries: number; logger: Logger },
    private readonly now: () => number = () => performance.now(),
  ) {
    subscriber.on('pmessage', (_pattern: string, channel: string) => {
      this.generation += 1;
      this.notEnded.delete(channel.slice(channel.indexOf(sessionDenylistPrefix) + prefixLength));
    });
    subscriber.on('ready', () => void this.watch());
    redis.on('ready', () => void this.watch());
    subscriber.on('close', () => this.setWatching(false));
    this.timer = setInterval(() => void this.watch(), notificationCheckMs);
    this.timer.unref();
    if (subscriber.status === 'ready') void this.watch();
  }

  /** Whether the session has ended: true means refuse its tokens. */
  isEnded(sessionId: string): boolean | Promise<boolean> {
    if (this.isWatching) {
      const checkedAt = this.notEnded.get(sessionId);
      if (checkedAt !== undefined && this.now() - checkedAt < maxTrustMs) return false;
    }
    return this.read(sessionId);
  }

  /** Whether answers are being remembered now (notifications confirmed). */
  get isRemembering(): boolean {
    return this.isWatching;
  }

  /** Stops the checks and the subscription. */
  close(): void {
    clearInterval(this.timer);
    this.setWatching(false);
    this.subscriber.disconnect();
  }

  private async read(sessionId: string): Promise<boolean> {
    const generation = this.generation;
    const checkedAt = this.now();
    let isEnded: boolean;
    try {
      isEnded = (await this.redis.exists(`${sessionDenylistPrefix}${sessionId}`)) === 1;
    } catch {
      return false;
    }
    if (!isEnded && this.isWatching && generation === this.generation) {
      setBounded(this.notEnded, sessionId, checkedAt, this.options.maxEntries);
    }
    return isEnded;
  }

  /** Subscribes, makes sure Redis sends the notifications, and remembers answers only then. */
  private async watch(): Promise<void> {
    // Both connections must be up (no offline queue): the other one's 'ready' calls again.
    if (this.subscriber.status !== 'ready' || this.redis.status !== 'ready') {
      return this.setWatching(false);
    }
    try {
      await this.subscriber.psubscribe(keyPattern);
      const answer = await this.redis.config('GET', 'notify-keyspace-events');
      const current = Array.isArray(answer) ? String(answer[1] ?? '') : '';
      const wanted = withNeededFlags(current);
      if (wanted !== null) {
        // Writes may have gone unnoticed while the notifications were off: forget everything.
        this.setWatching(false);
        await this.redis.config('SET', 'notify-keyspace-events', wanted);
        this.options.logger.info(
          { notifyKeyspaceEvents: wanted },
          'enabled Redis keyspace notifications for the session denylist',
        );
      }
      this.setWatching(true);
      this.isUnavailableReported = false;
    } catch (error) {
      if (!this.isUnavailableReported) {
        this.isUnavailableReported = true;
        this.options.logger.warn(
          { error: error instanceof Error ? error.message : String(error) },
          'session denylist: asking Redis on every request (keyspace notifications unavailable)',
        );
      }
      this.setWatching(false);
    }
  }

  private setWatching(isWatching: boolean): void {
    if (isWatching === this.isWatching) return;
    this.generation += 1;
    this.isWatching = isWatching;
    this.notEnded.clear();
  }
}
