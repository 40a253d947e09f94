import { Pool } from 'undici';

/** One running copy of a service: its origin, its keep-alive pool and whether it takes traffic. */
export interface UpstreamCopy {
  url: string;
  pool: Pool;
  isUp: boolean;
  /** Failed health checks in a row; a copy goes down at `failuresToMarkDown`. */
  consecutiveFailures: number;
  /** Requests sent to it whose answer has not started yet. */
  inFlight: number;
}

/** What one health check found: a copy that is shutting down answers 503 `{status:'draining'}`. */
type CheckOutcome = 'up' | 'down' | 'draining';

/** How a group checks its copies. */
export interface HealthCheckOptions {
  timeoutMs: number;
  /** Failed checks in a row that take a copy out (a refused connection takes it out at once). */
  failuresToMarkDown: number;
  /** Report only: the routing state of the copies is left as it is (operators' health reads). */
  readOnly?: boolean;
}

/**
 * How many more requests in flight a user's own copy may have than the least busy copy before the
 * user's request goes to the least busy one instead.
 */
const affinityOverloadMargin = 8;

/** FNV-1a, 32 bits: a cheap, well-spread hash for rendezvous scores (not for security). */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * The copies of one service behind the gateway, a copy taken out when a connection to it is
 * refused or its health checks fail, and put back by the first health check it passes. With every
 * copy out, all are tried (the checks may lag reality).
 *
 * A signed-in user's requests go to one copy of those up (rendezvous hashing on the user id), so
 * the per-copy read caches of the services keep working with N copies as with one, and users
 * spread evenly; a copy that goes down moves only its own users. When the user's copy has
 * `affinityOverloadMargin` more requests in flight than the least busy one, and for requests
 * without a user, the least busy copy takes the request (round-robin among equals).
 */
export class UpstreamGroup {
  private current: UpstreamCopy[];
  private nextIndex = 0;

  constructor(
    urls: readonly string[],
    private readonly options: {
      connections: number;
      /**
       * How long a new connection may take (2 s, the health check's timeout): a copy whose address
       * has gone (a removed replica) fails fast instead of after undici's 10 s default.
       */
      connectTimeoutMs?: number;
    },
  ) {
    this.current = urls.map((url) => this.createCopy(url, true));
  }

  /** The copies as they stand now (DNS discovery may add and remove copies between requests). */
  get copies(): readonly UpstreamCopy[] {
    return this.current;
  }

  /**
   * Makes `urls` the group's copies: a copy already known keeps its pool and state, a new one
   * takes traffic once it passes a health check, and a copy no longer listed is dropped (its pool
   * closes after the requests in flight on it finish).
   */
  async replaceCopies(urls: readonly string[]): Promise<void> {
    const wanted = new Set(urls);
    const known = new Map(this.current.map((copy) => [copy.url, copy]));
    const removed = this.current.filter((copy) => !wanted.has(copy.url));
    this.current = [...wanted].map((url) => known.get(url) ?? this.createCopy(url, false));
    await Promise.all(removed.map((copy) => copy.pool.close()));
  }

  private createCopy(url: string, isUp: boolean): UpstreamCopy {
    return {
      url,
      // Idle sockets close before the services' 65 s keep-alive, so a reused socket is never
      // half-closed; and within a draining copy's 5 s (SHUTDOWN_DRAIN_MS), so when it closes no
      // idle socket of ours is left there for it to cut as we send on it.
      pool: new Pool(url, {
        connections: this.options.connections,
        keepAliveTimeout: 4_000,
        pipelining: 1,
        connect: { timeout: this.options.connectTimeoutMs ?? 2000 },
      }),
      isUp,
      consecutiveFailures: 0,
      inFlight: 0,
    };
  }

  /**
   * The copy to send a request to, skipping those already tried; undefined when none is left.
   * `affinityKey` (the signed-in user's id) keeps a user on one copy while it is up and not
   * overloaded.
   */
  pick(
    tried: ReadonlySet<UpstreamCopy> = new Set(),
    affinityKey?: string,
  ): UpstreamCopy | undefined {
    // One copy (the usual case): it is the only candidate, up or not, until tried.
    if (this.current.length === 1) {
      const only = this.current[0];
      return only && !tried.has(only) ? only : undefined;
    }
    const untried = this.copies.filter((copy) => !tried.has(copy));
    const candidates = untried.some((copy) => copy.isUp)
      ? untried.filter((copy) => copy.isUp)
      : untried;
    if (candidates.length === 0) return undefined;
    const leastInFlight = Math.min(...candidates.map((copy) => copy.inFlight));
    if (affinityKey !== undefined && candidates.length > 1) {
      const own = this.rendezvous(candidates, affinityKey);
      if (own && own.inFlight <= leastInFlight + affinityOverloadMargin) return own;
    }
    const leastBusy = candidates.filter((copy) => copy.inFlight === leastInFlight);
    const copy = leastBusy[this.nextIndex % leastBusy.length];
    this.nextIndex = (this.nextIndex + 1) % 1_000_000;
    return copy;
  }

  /** The candidate with the highest score for the key: stable while the candidates are. */
  private rendezvous(candidates: UpstreamCopy[], key: string): UpstreamCopy | undefined {
    let best: UpstreamCopy | undefined;
    let bestScore = -1;
    for (const copy of candidates) {
      const score = fnv1a(`${key}|${copy.url}`);
      if (score > bestScore) {
        best = copy;
        bestScore = score;
      }
    }
    return best;
  }

  /** Takes a copy out of rotation (its connection was refused or it stopped answering). */
  markDown(copy: UpstreamCopy): void {
    copy.isUp = false;
  }

  /** Whether any copy is taking traffic. */
  get isUp(): boolean {
    return this.copies.some((copy) => copy.isUp);
  }

  /** Asks each copy's /health once and updates which copies take traffic. */
  async checkHealth(
    options: HealthCheckOptions,
  ): Promise<{ url: string; status: 'up' | 'down'; latencyMs: number }[]> {
    return Promise.all(
      this.copies.map(async (copy) => {
        const startedAt = performance.now();
        const outcome = await copy.pool
          .request({
            path: '/health',
            method: 'GET',
            headersTimeout: options.timeoutMs,
            bodyTimeout: options.timeoutMs,
          })
          .then(async (response): Promise<CheckOutcome> => {
            if (response.statusCode === 200) {
              await response.body.dump();
              return 'up';
            }
            const body = await response.body.text().catch(() => '');
            return body.includes('"draining"') ? 'draining' : 'down';
          })
          .catch((): CheckOutcome => 'down');
        const isHealthy = outcome === 'up';
        if (options.readOnly) {
          // A report never takes a copy out of rotation or puts one back.
        } else if (isHealthy) {
          copy.consecutiveFailures = 0;
          copy.isUp = true;
        } else {
          copy.consecutiveFailures += 1;
          // A copy shutting down says so: out at once, before it closes.
          if (outcome === 'draining' || copy.consecutiveFailures >= options.failuresToMarkDown)
            copy.isUp = false;
        }
        return {
          url: copy.url,
          status: isHealthy ? ('up' as const) : ('down' as const),
          latencyMs: Math.round(performance.now() - startedAt),
        };
      }),
    );
  }

  async close(): Promise<void> {
    await Promise.all(this.current.map((copy) => copy.pool.close()));
  }
}
