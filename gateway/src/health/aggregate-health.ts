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
      const copies = await group.checkHealth({ timeoutMs, failuresToMarkDown: 1, readOnly: true });
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

/** The public health answer: the overall status only (no services, no internal addresses). */
export interface PublicHealth {
  status: 'ok' | 'degraded';
  service: 'gateway';
}

/**
 * The public `/api/health`: one probe of every copy at a time, its result reused for `ttlMs`, so
 * a flood of calls costs the services one probe per period; only the overall status is told.
 */
export function createPublicHealth(
  groups: () => ReadonlyMap<string, UpstreamGroup>,
  { timeoutMs, ttlMs }: { timeoutMs: number; ttlMs: number },
): () => Promise<PublicHealth> {
  let cached: { at: number; answer: Promise<PublicHealth> } | null = null;
  return () => {
    const now = Date.now();
    if (cached && now - cached.at < ttlMs) return cached.answer;
    const answer = aggregateHealth(groups(), timeoutMs).then((health): PublicHealth => ({
      status: health.status,
      service: 'gateway',
    }));
    cached = { at: now, answer };
    // A probe that failed outright is not reused.
    answer.catch(() => {
      cached = null;
    });
    return answer;
  };
}
