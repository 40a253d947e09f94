import type { UpstreamGroup } from '../proxy/upstream-group';

/** One service's state as seen from the gateway: up while any copy is up. */
export interface ServiceHealth {
  status: 'up' | 'down';
  latencyMs: number;
  copies: { url: string; status: 'up' | 'down'; latencyMs: number }[];
}

/** Asks every copy of every service for /health at once (each within `timeoutMs`). */
export async function aggregateHealth(
  groups: ReadonlyMap<string, UpstreamGroup>,
  timeoutMs: number,
): Promise<{ status: 'ok' | 'degraded'; services: Record<string, ServiceHealth> }> {
  const results = await Promise.all(
    [...groups.entries()].map(async ([service, group]) => {
      const copies = await group.checkHealth({ timeoutMs, failuresToMarkDown: 1 });
      const upCopies = copies.filter((copy) => copy.status === 'up');
      const health: ServiceHealth = {
        status: upCopies.length > 0 ? 'up' : 'down',
        latencyMs: Math.min(
          ...(upCopies.length > 0 ? upCopies : copies).map((copy) => copy.latencyMs),
        ),
        copies,
      };
      return [service, health] as const;
    }),
  );
  const services = Object.fromEntries(results);
  const isHealthy = results.every(([, health]) => health.status === 'up');
  return { status: isHealthy ? 'ok' : 'degraded', services };
}
