import type { ServiceName } from '../route-table';
import { discoverCopyUrls, type ResolveAll } from './dns-discovery';
import { UpstreamGroup, type HealthCheckOptions } from './upstream-group';

/** How a service's copies are found: the configured URLs as they are, or every address their names resolve to. */
export type UpstreamDiscovery = 'static' | 'dns';

/** Every configured service's copies, with the background health checks that keep them current. */
export class Upstreams {
  private readonly groups = new Map<ServiceName, UpstreamGroup>();
  private readonly configuredUrls = new Map<ServiceName, readonly string[]>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    urls: Partial<Record<ServiceName, readonly string[]>>,
    private readonly options: {
      connections: number;
      discovery?: UpstreamDiscovery;
      /** The DNS look-up used by 'dns' discovery (tests pass their own). */
      resolveAll?: ResolveAll;
    },
  ) {
    for (const [service, serviceUrls] of Object.entries(urls) as [ServiceName, string[]][]) {
      this.configuredUrls.set(service, serviceUrls);
      this.groups.set(service, new UpstreamGroup(serviceUrls, options));
    }
  }

  /**
   * With 'dns' discovery, re-resolves every service's names and updates its copies (replicas
   * behind one name become one copy each); does nothing with 'static'. Runs before each round of
   * health checks, and once at start.
   */
  async discover(): Promise<void> {
    if (this.options.discovery !== 'dns') return;
    await Promise.all(
      [...this.groups].map(async ([service, group]) => {
        const urls = await discoverCopyUrls(
          this.configuredUrls.get(service) ?? [],
          this.options.resolveAll,
        );
        await group.replaceCopies(urls);
      }),
    );
  }

  /** The copies of a service, or undefined when the service is not configured. */
  get(service: ServiceName): UpstreamGroup | undefined {
    return this.groups.get(service);
  }

  /** Every configured service with its copies. */
  all(): ReadonlyMap<ServiceName, UpstreamGroup> {
    return this.groups;
  }

  /** Checks every copy every `intervalMs` (0 turns the checks off), so a copy that returns is used again. */
  startHealthChecks(intervalMs: number, options: HealthCheckOptions): void {
    if (intervalMs <= 0) return;
    let isChecking = false;
    this.timer = setInterval(() => {
      if (isChecking) return;
      isChecking = true;
      void this.discover()
        .then(() =>
          Promise.all([...this.groups.values()].map((group) => group.checkHealth(options))),
        )
        // A failed round changes nothing; the next one tries again.
        .catch(() => undefined)
        .finally(() => {
          isChecking = false;
        });
    }, intervalMs);
    this.timer.unref();
  }

  /** Stops the checks and closes every pool (on shutdown). */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await Promise.all([...this.groups.values()].map((group) => group.close()));
  }
}
