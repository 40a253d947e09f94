import {
  connectMongo,
  createLogger,
  createRedisSessionDenylist,
  loadConfigOrExit,
  startServer,
  watchRedisConnection,
} from '@repwise/server-kit';
import { Redis } from 'ioredis';
import { createAuthApp, createAuthDeps } from './app';
import { authConfigSchema } from './config';

const config = loadConfigOrExit(authConfigSchema);
const logger = createLogger('auth', config.LOG_LEVEL);
const connection = await connectMongo({
  uri: config.MONGODB_URI,
  dbName: config.AUTH_DB_NAME,
  logger,
});
const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
watchRedisConnection(redis, logger, 'session denylist');
const deps = await createAuthDeps(config, connection, createRedisSessionDenylist(redis));
await startServer(createAuthApp(deps, connection, logger), {
  port: config.PORT,
  host: config.HOST,
  logger,
  onShutdown: async () => {
    await connection.close();
    redis.disconnect();
  },
});
