import { workoutGenerationQueueName } from '@repwise/contracts/workouts';
import { createLogger, loadConfigOrExit, startServer } from '@repwise/server-kit';
import { Redis } from 'ioredis';
import { createWorkerApp } from './app';
import { workerConfigSchema } from './config';
import { createPlanGenerationProcessor } from './jobs/create-plan-generation-processor';
import { createWorkoutGenerationProcessor } from './jobs/create-workout-generation-processor';
import { createPlanResultPoster } from './jobs/post-plan-result';
import { startPlanWorker } from './jobs/start-plan-worker';
import { createWorkoutsClient } from './jobs/workouts-client';

const config = loadConfigOrExit(workerConfigSchema);
const logger = createLogger('worker', config.LOG_LEVEL);
// BullMQ workers block on Redis; they need commands to wait for a reconnect, never to give up.
const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null });
const workouts = createWorkoutsClient({
  baseUrl: config.WORKOUTS_SERVICE_URL,
  internalToken: config.INTERNAL_API_TOKEN,
});
const workers = [
  startPlanWorker({
    connection: redis,
    concurrency: config.WORKER_CONCURRENCY,
    processor: createPlanGenerationProcessor({
      postPlanResult: createPlanResultPoster({
        onboardingUrl: config.ONBOARDING_SERVICE_URL,
        internalToken: config.INTERNAL_API_TOKEN,
      }),
      workouts,
    }),
  }),
  startPlanWorker({
    connection: redis,
    concurrency: config.WORKOUT_WORKER_CONCURRENCY,
    queueName: workoutGenerationQueueName,
    processor: createWorkoutGenerationProcessor(workouts),
  }),
];
for (const worker of workers) {
  worker.on('failed', (job, error) => {
    logger.warn(
      { queue: worker.name, jobId: job?.id, attempts: job?.attemptsMade, err: error },
      'job failed',
    );
  });
  worker.on('error', (error) => logger.error({ queue: worker.name, err: error }, 'worker error'));
}

await startServer(createWorkerApp(redis, logger), {
  port: config.PORT,
  host: config.HOST,
  logger,
  onShutdown: async () => {
    await Promise.all(workers.map((worker) => worker.close()));
    await redis.quit();
  },
});
