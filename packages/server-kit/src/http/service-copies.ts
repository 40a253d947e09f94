/** How a call that got no answer failed, as far as the copy it went to is concerned. */
export type DeliveryFailure = 'not-delivered' | 'dropped' | 'timed-out';

/** The connection never opened: the copy cannot have seen the request, any method may go again. */
const notDeliveredCodes = new Set([
  'ECONNREFUSED',
  'UND_ERR_CONNECT_TIMEOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** The connection broke before an answer: the copy may have acted on the request. */
const droppedCodes = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);
const timeoutCodes = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);
/** Methods that may be sent again after a dropped connection (RFC 9110 §9.2.2). */
const idempotentMethods = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);
/** Methods that may be sent again after a timeout: reads, which a slow copy cannot be half-way through. */
const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * What kind of delivery failure an error of node:http, undici or fetch is, looking through its
 * `cause` chain (fetch's "fetch failed" carries the socket error as its cause, an `ApiError` the
 * fetch error); null for anything else (an answer, a refused body, a bug), which is never retried.
 */
export function classifyDeliveryFailure(error: unknown): DeliveryFailure | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code = String(Reflect.get(current, 'code') ?? '');
    if (notDeliveredCodes.has(code)) return 'not-delivered';
    if (droppedCodes.has(code)) return 'dropped';
    if (timeoutCodes.has(code) || current.name === 'TimeoutError') return 'timed-out';
    // Node's connect to a name with several addresses fails with one error per address.
    if (current instanceof AggregateError) {
      const failures = current.errors.map(classifyDeliveryFailure);
      if (failures.length > 0 && failures.every((failure) => failure === 'not-delivered'))
        return 'not-delivered';
    }
    current = current.cause;
  }
  return null;
}

/** How one call may be repeated on another copy. */
export interface CopyCallOptions {
  /** The HTTP method: a dropped GET, PUT or DELETE may go again, a timed-out read too. */
  method: string;
  /**
   * The receiver stores the request at most once under a key it carries (a job id, a completion
   * id): a request that may have arrived (dropped, timed out) can then be sent to another copy too.
   */
  hasIdempotencyKey?: boolean;
}

/** The state of one copy: when it failed last, it is tried after the others until `pausedUntil`. */
interface CopyState {
  url: string;
  pausedUntil: number;
}

/** Parses a comma-separated list of URLs (or takes the list) into trimmed, non-empty entries. */
function toUrlList(urls: string | readonly string[]): string[] {
  const list = typeof urls === 'string' ? urls.split(',') : urls;
  return list.map((url) => url.trim()).filter(Boolean);
}

/**
 * The copies of another service that a client calls (`WORKOUTS_SERVICE_URL=http://a,http://b`),
 * with failover: calls go round the copies in turn; a call the copy could not have received (its
 * connection refused) goes to the next copy whatever its method, one whose connection dropped only
 * when it is idempotent or carries an idempotency key, one that timed out only when it is a read
 * (or carries a key). A copy that failed is tried after the others for `pauseMs`, so calls do not
 * keep paying for a dead copy; with every copy paused, all are tried. Answers, error answers
 * included, are the caller's: only a call that got no answer moves on. One URL (a DNS name that
 * the platform balances, as in compose and Kubernetes) is simply that URL.
 *
 * Transport-free: `call` hands each attempt a base URL, so node:http, undici and fetch clients
 * share the same rules (`classifyDeliveryFailure`).
 */
export class ServiceCopies {
  private readonly states: CopyState[];
  private nextIndex = 0;
  private readonly pauseMs: number;
  private readonly now: () => number;

  constructor(
    urls: string | readonly string[],
    options: {
      /** How long a copy that failed is tried last (default 5 s). */
      pauseMs?: number;
      /** The clock, in milliseconds (tests pass their own). */
      now?: () => number;
    } = {},
  ) {
    const list = toUrlList(urls);
    if (list.length === 0) throw new Error('ServiceCopies needs at least one URL');
    this.states = list.map((url) => ({ url, pausedUntil: 0 }));
    this.pauseMs = options.pauseMs ?? 5000;
    this.now = options.now ?? Date.now;
  }

  /**
   * Runs `attempt` with a copy's base URL and resolves with its result; when it rejects with a
   * delivery failure the call may repeat (`CopyCallOptions`), runs it with the next copy. Rejects
   * with the last attempt's error when no copy is left or the call may not repeat.
   */
  async call<T>(options: CopyCallOptions, attempt: (baseUrl: string) => Promise<T>): Promise<T> {
    const method = options.method.toUpperCase();
    const ordered = this.states.length === 1 ? this.states : this.order();
    for (let index = 0; ; index += 1) {
      const copy = ordered[index];
      if (!copy) throw new Error('ServiceCopies: no copy left to try');
      try {
        return await attempt(copy.url);
      } catch (error) {
        const failure = classifyDeliveryFailure(error);
        if (failure === null) throw error;
        copy.pausedUntil = this.now() + this.pauseMs;
        const isLast = index === ordered.length - 1;
        if (isLast || !mayRepeat(failure, method, options.hasIdempotencyKey === true)) throw error;
      }
    }
  }

  /** The copies in the order to try them: round-robin among those not paused, then the paused ones. */
  private order(): CopyState[] {
    const count = this.states.length;
    const start = this.nextIndex % count;
    this.nextIndex = (this.nextIndex + 1) % 1_000_000;
    const rotated = [...this.states.slice(start), ...this.states.slice(0, start)];
    const now = this.now();
    const ready = rotated.filter((copy) => copy.pausedUntil <= now);
    const paused = rotated.filter((copy) => copy.pausedUntil > now);
    paused.sort((a, b) => a.pausedUntil - b.pausedUntil);
    return [...ready, ...paused];
  }
}

function mayRepeat(failure: DeliveryFailure, method: string, hasIdempotencyKey: boolean): boolean {
  if (failure === 'not-delivered' || hasIdempotencyKey) return true;
  if (failure === 'dropped') return idempotentMethods.has(method);
  return readMethods.has(method);
}
