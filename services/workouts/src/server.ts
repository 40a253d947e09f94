import { workoutGenerationQueueName } from '@repwise/contracts/workouts';
import {
  connectMongo,
  createLogger,
  loadConfigOrExit,
  startServer,
  watchRedisConnection,
} from '@repwise/server-kit';
import { Queue, QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import { createWorkoutsApp, createWorkoutsDeps } from './app';
import { workoutsConfigSchema } from './config';
import { createGenerationQueue } from './jobs/generation-queue';

const config = loadConfigOrExit(workoutsConfigSchema);
const logger = createLogger('workouts', config.LOG_LEVEL);
const connection = await connectMongo({
  uri: config.MONGODB_URI,
  dbName: config.WORKOUTS_DB_NAME,
  logger,
});
// A producer should fail a request rather than hang while Redis is away.
const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 });
// QueueEvents blocks on its own connection, which must wait out reconnects.
const eventsRedis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null });
watchRedisConnection(redis, logger, 'queue');
watchRedisConnection(eventsRedis, logger, 'queue events');
const queue = new Queue(workoutGenerationQueueName, { connection: redis });
const events = new QueueEvents(workoutGenerationQueueName, { connection: eventsRedis });
const deps = await createWorkoutsDeps(
  config,
  connection,
  createGenerationQueue(queue, events),
  redis,
);
const app = createWorkoutsApp(deps, connection, logger, () => redis.status === 'ready');
await startServer(app, {
  port: config.PORT,
  host: config.HOST,
  logger,
  drainMs: config.SHUTDOWN_DRAIN_MS,
  onShutdown: async () => {
    await events.close();
    await queue.close();
    await Promise.all([redis.quit(), eventsRedis.quit()]);
    await connection.close();
  },
});
