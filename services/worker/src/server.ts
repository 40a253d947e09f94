import { createLogger, loadConfigOrExit, startServer } from '@repwise/server-kit';
import { Redis } from 'ioredis';
import { createWorkerApp } from './app';
import { workerConfigSchema } from './config';
import { createPlanGenerationProcessor } from './jobs/create-plan-generation-processor';
import { createPlanResultPoster } from './jobs/post-plan-result';
import { startPlanWorker } from './jobs/start-plan-worker';

const config = loadConfigOrExit(workerConfigSchema);
const logger = createLogger('worker', config.LOG_LEVEL);
// BullMQ workers block on Redis; they need commands to wait for a reconnect, never to give up.
const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null });
const worker = startPlanWorker({
  connection: redis,
  concurrency: config.WORKER_CONCURRENCY,
  processor: createPlanGenerationProcessor(
    createPlanResultPoster({
      onboardingUrl: config.ONBOARDING_SERVICE_URL,
      internalToken: config.INTERNAL_API_TOKEN,
    }),
  ),
});
worker.on('failed', (job, error) => {
  logger.warn({ jobId: job?.id, attempts: job?.attemptsMade, err: error }, 'plan job failed');
});
worker.on('error', (error) => logger.error({ err: error }, 'worker error'));

await startServer(createWorkerApp(redis, logger), {
  port: config.PORT,
  host: config.HOST,
  logger,
  onShutdown: async () => {
    await worker.close();
    await redis.quit();
  },
});
