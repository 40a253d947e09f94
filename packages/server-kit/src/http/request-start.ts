import type { IncomingMessage } from 'node:http';

const startTimes = new WeakMap<IncomingMessage, number>();

/**
 * Records when a request began (`performance.now()` ms), for a handler that took it before the Koa
 * chain and then handed it on (the gateway's direct path): the chain's log line and duration
 * metric then count from that moment, not from when the chain started.
 */
export function markRequestStart(req: IncomingMessage, startedAtMs: number): void {
  startTimes.set(req, startedAtMs);
}

/** When the request began (`performance.now()` ms): as marked, else now. */
export function requestStartOf(req: IncomingMessage): number {
  return startTimes.get(req) ?? performance.now();
}
