import type { Pool } from 'undici';

/** One service's state as seen from the gateway. */
export interface ServiceHealth {
  status: 'up' | 'down';
  latencyMs: number;
}

/** Asks every service's /health at once (each within `timeoutMs`) and reports up or down per service. */
export async function aggregateHealth(
  pools: ReadonlyMap<string, Pool>,
  timeoutMs: number,
): Promise<{ status: 'ok' | 'degraded'; services: Record<string, ServiceHealth> }> {
  const results = await Promise.all(
    [...pools.entries()].map(async ([service, pool]) => {
      const startedAt = performance.now();
      const isUp = await pool
        .request({
          path: '/health',
          method: 'GET',
          headersTimeout: timeoutMs,
          bodyTimeout: timeoutMs,
        })
        .then(async (response) => {
          await response.body.dump();
          return response.statusCode === 200;
        })
        .catch(() => false);
      const latencyMs = Math.round(performance.now() - startedAt);
      return [
        service,
        { status: isUp ? 'up' : 'down', latencyMs } satisfies ServiceHealth,
      ] as const;
    }),
  );
  const services = Object.fromEntries(results);
  const isHealthy = results.every(([, health]) => health.status === 'up');
  return { status: isHealthy ? 'ok' : 'degraded', services };
}
