import type { ServiceName } from '../route-table';
import { UpstreamGroup, type HealthCheckOptions } from './upstream-group';

/** Every configured service's copies, with the background health checks that keep them current. */
export class Upstreams {
  private readonly groups = new Map<ServiceName, UpstreamGroup>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    urls: Partial<Record<ServiceName, readonly string[]>>,
    options: { connections: number },
  ) {
    for (const [service, serviceUrls] of Object.entries(urls) as [ServiceName, string[]][]) {
      this.groups.set(service, new UpstreamGroup(serviceUrls, options));
    }
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
      void Promise.all(
        [...this.groups.values()].map((group) => group.checkHealth(options)),
      ).finally(() => {
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
