import { workoutGenerationQueueName } from '@repwise/contracts/workouts';
import {
  createLogger,
  createMetricsRegistry,
  isConnectionLostError,
  isRedisUnavailableError,
  loadConfigOrExit,
  startServer,
  watchRedisConnection,
} from '@repwise/server-kit';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { createWorkerApp } from './app';
import { workerConfigSchema } from './config';
import { createPlanGenerationProcessor } from './jobs/create-plan-generation-processor';
import { createWorkoutGenerationProcessor } from './jobs/create-workout-generation-processor';
import { createPlanResultPoster } from './jobs/post-plan-result';
import { startPlanWorker } from './jobs/start-plan-worker';
import { createWorkoutsClient } from './jobs/workouts-client';
import { observeJobs, registerQueueDepth } from './metrics/job-metrics';

const config = loadConfigOrExit(workerConfigSchema);
const logger = createLogger('worker', config.LOG_LEVEL);
// BullMQ workers block on Redis; they need commands to wait for a reconnect, never to give up.
const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: null });
watchRedisConnection(redis, logger, 'queues');
const workouts = createWorkoutsClient({
  baseUrl: config.WORKOUTS_SERVICE_URL,
  internalToken: config.INTERNAL_API_TOKEN,
});
const workers = [
  startPlanWorker({
    connection: redis,
    concurrency: config.WORKER_CONCURRENCY,
    lockDurationMs: config.WORKER_LOCK_DURATION_MS,
    stalledIntervalMs: config.WORKER_STALLED_INTERVAL_MS,
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
    lockDurationMs: config.WORKER_LOCK_DURATION_MS,
    stalledIntervalMs: config.WORKER_STALLED_INTERVAL_MS,
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
  worker.on('error', (error) => {
    // BullMQ reports every failed reconnect; the connection watcher logs the outage once.
    if (isConnectionLostError(error) || isRedisUnavailableError(error)) return;
    logger.error({ queue: worker.name, err: error }, 'worker error');
  });
}

// Queue handles only read the queues' counts for /metrics; they share the workers' connection.
const queues = workers.map((worker) => new Queue(worker.name, { connection: redis }));
const registry = createMetricsRegistry('worker');
observeJobs(registry, workers);
registerQueueDepth(registry, queues, { isConnected: () => redis.status === 'ready' });

await startServer(createWorkerApp(redis, logger, { registry, token: config.METRICS_TOKEN }), {
  port: config.PORT,
  host: config.HOST,
  logger,
  onShutdown: async () => {
    await Promise.all(workers.map((worker) => worker.close()));
    await Promise.all(queues.map((queue) => queue.close()));
    await redis.quit();
  },
});
