import { createServiceApp, type Logger, type Registry } from '@repwise/server-kit';
import type { Redis } from 'ioredis';
import type Koa from 'koa';

/** What the worker's /metrics serves (its queue and job metrics are in `registry`) and its token. */
export interface WorkerMetricsOptions {
  registry: Registry;
  token: string | undefined;
}

/** The worker's Koa app: GET /health (up while Redis is ready) and GET /metrics. */
export function createWorkerApp(redis: Redis, logger: Logger, metrics: WorkerMetricsOptions): Koa {
  return createServiceApp({
    name: 'worker',
    logger,
    healthChecks: { redis: () => redis.status === 'ready' },
    routers: [],
    metrics,
  });
}
