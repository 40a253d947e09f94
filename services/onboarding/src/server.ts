import { planGenerationQueueName } from '@repwise/contracts';
import {
  connectMongo,
  createLogger,
  loadConfigOrExit,
  startServer,
  watchRedisConnection,
} from '@repwise/server-kit';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { createOnboardingApp, createOnboardingDeps } from './app';
import { onboardingConfigSchema } from './config';
import { createPlanJobQueue } from './jobs/plan-job-queue';

const config = loadConfigOrExit(onboardingConfigSchema);
const logger = createLogger('onboarding', config.LOG_LEVEL);
const connection = await connectMongo({
  uri: config.MONGODB_URI,
  dbName: config.ONBOARDING_DB_NAME,
  logger,
});
// A producer should fail a request rather than hang while Redis is away.
const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 });
watchRedisConnection(redis, logger, 'queue');
const queue = new Queue(planGenerationQueueName, { connection: redis });
const deps = await createOnboardingDeps(
  config,
  connection,
  createPlanJobQueue(queue),
  () => new Date(),
  logger,
);
const app = createOnboardingApp(deps, connection, logger, () => redis.status === 'ready');
await startServer(app, {
  port: config.PORT,
  host: config.HOST,
  logger,
  drainMs: config.SHUTDOWN_DRAIN_MS,
  onShutdown: async () => {
    await queue.close();
    await redis.quit();
    await connection.close();
  },
});
