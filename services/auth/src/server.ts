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
import { sweepExpired } from './use-cases/sweep-expired';
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
// Expired sign-in records are swept hourly (FerretDB v1 has no TTL indexes); copies sweeping at
// once only delete the same records.
const sweep = () =>
  sweepExpired(deps, deps.now()).then(
    (removed) => logger.debug({ removed }, 'swept expired auth records'),
    (error: unknown) => logger.warn({ err: error }, 'sweeping expired auth records failed'),
  );
void sweep();
const sweeper = setInterval(() => void sweep(), 3_600_000);
sweeper.unref();
await startServer(createAuthApp(deps, connection, logger), {
  port: config.PORT,
  host: config.HOST,
  logger,
  drainMs: config.SHUTDOWN_DRAIN_MS,
  onShutdown: async () => {
    await connection.close();
    redis.disconnect();
  },
});
