import type { Middleware } from 'koa';

let isDraining = false;

/**
 * Marks this process as shutting down: /health answers 503 `{status:'draining'}` from now on,
 * while every other route keeps answering, so proxies stop sending before the server closes.
 */
export function startDraining(): void {
  isDraining = true;
}

/** A named readiness probe: resolves true when its dependency is usable. */
export type HealthCheck = () => Promise<boolean> | boolean;

/**
 * GET /health (readiness): 200 `{status:'ok'}` when every check passes, else 503
 * `{status:'degraded'}` with each check's state; 503 `{status:'draining'}` once shutting down. GET /health/live (liveness): 200 while the process
 * answers at all, so an orchestrator restarts a hung process but not one whose database is away.
 */
export function healthRoute(service: string, checks: Record<string, HealthCheck>): Middleware {
  return async (ctx, next) => {
    if (ctx.method !== 'GET') return next();
    if (ctx.path === '/health/live') {
      ctx.set('cache-control', 'no-store');
      ctx.body = { status: 'ok', service };
      return;
    }
    if (ctx.path !== '/health') return next();
    if (isDraining) {
      ctx.status = 503;
      ctx.set('cache-control', 'no-store');
      ctx.body = { status: 'draining', service };
      return;
    }
    const entries = await Promise.all(
      Object.entries(checks).map(async ([name, check]) => {
        try {
          return [name, (await check()) ? 'up' : 'down'] as const;
        } catch {
          return [name, 'down'] as const;
        }
      }),
    );
    const isHealthy = entries.every(([, state]) => state === 'up');
    ctx.status = isHealthy ? 200 : 503;
    ctx.set('cache-control', 'no-store');
    ctx.body = {
      status: isHealthy ? 'ok' : 'degraded',
      service,
      checks: Object.fromEntries(entries),
    };
  };
}
