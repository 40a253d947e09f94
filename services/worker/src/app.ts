import { createServiceApp, type Logger } from '@repwise/server-kit';
import type { Redis } from 'ioredis';
import type Koa from 'koa';

/** The worker's Koa app: only GET /health, up while its Redis connection is ready. */
export function createWorkerApp(redis: Redis, logger: Logger): Koa {
  return createServiceApp({
    name: 'worker',
    logger,
    healthChecks: { redis: () => redis.status === 'ready' },
    routers: [],
  });
}
