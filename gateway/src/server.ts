import {
  createLogger,
  loadConfigOrExit,
  startServer,
  watchRedisConnection,
} from '@repwise/server-kit';
import { Redis } from 'ioredis';
import { createGatewayApp } from './app';
import { clientLimitsOf, gatewayConfigSchema } from './config';
import { Upstreams } from './proxy/upstreams';
import { serviceUrls } from './route-table';

const config = loadConfigOrExit(gatewayConfigSchema);
const logger = createLogger('gateway', config.LOG_LEVEL);
const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
// While Redis is away the rate limits count in memory; the outage is logged once.
watchRedisConnection(redis, logger, 'rate limits');
const upstreams = new Upstreams(serviceUrls(config), {
  connections: config.UPSTREAM_CONNECTIONS,
  discovery: config.UPSTREAM_DISCOVERY,
});
await upstreams.discover();
upstreams.startHealthChecks(config.HEALTH_CHECK_INTERVAL_MS, {
  timeoutMs: 2000,
  failuresToMarkDown: config.HEALTH_CHECK_FAILURES,
});
await startServer(createGatewayApp({ config, logger, redis, upstreams }), {
  port: config.PORT,
  host: config.HOST,
  logger,
  clientLimits: clientLimitsOf(config),
  onShutdown: async () => {
    await upstreams.close();
    redis.disconnect();
  },
});
