import { createLogger, loadConfigOrExit, startServer } from '@repwise/server-kit';
import { Redis } from 'ioredis';
import { createGatewayApp } from './app';
import { gatewayConfigSchema } from './config';
import { UpstreamPools } from './proxy/upstream-pools';
import { serviceUrls } from './route-table';

const config = loadConfigOrExit(gatewayConfigSchema);
const logger = createLogger('gateway', config.LOG_LEVEL);
const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
redis.on('error', (error) =>
  logger.warn({ err: error }, 'redis error (rate limits fall back to memory)'),
);
const pools = new UpstreamPools(serviceUrls(config), { connections: config.UPSTREAM_CONNECTIONS });
await startServer(createGatewayApp({ config, logger, redis, pools }), {
  port: config.PORT,
  host: config.HOST,
  logger,
  onShutdown: async () => {
    await pools.close();
    redis.disconnect();
  },
});
