import { Pool } from 'undici';
import type { ServiceName } from '../route-table';

/** One pooled keep-alive connection set per upstream service. */
export class UpstreamPools {
  private readonly pools = new Map<ServiceName, Pool>();

  constructor(
    readonly urls: Partial<Record<ServiceName, string>>,
    options: { connections: number },
  ) {
    for (const [service, url] of Object.entries(urls) as [ServiceName, string][]) {
      this.pools.set(
        service,
        // Idle sockets close before the services' 65 s keep-alive, so a reused socket is never half-closed.
        new Pool(url, {
          connections: options.connections,
          keepAliveTimeout: 30_000,
          pipelining: 1,
        }),
      );
    }
  }

  /** The pool for a service, or undefined when the service is not configured. */
  get(service: ServiceName): Pool | undefined {
    return this.pools.get(service);
  }

  /** Every configured service with its pool. */
  all(): ReadonlyMap<ServiceName, Pool> {
    return this.pools;
  }

  /** Closes every pool (on shutdown). */
  async close(): Promise<void> {
    await Promise.all([...this.pools.values()].map((pool) => pool.close()));
  }
}
