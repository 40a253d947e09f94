import {
  baseEnvSchema,
  portSchema,
  redisEnvSchema,
  serviceUrlListSchema,
} from '@repwise/server-kit';
import { z } from 'zod';

/** Everything the worker reads from its environment, validated at start. */
export const workerConfigSchema = baseEnvSchema.extend(redisEnvSchema.shape).extend({
  /** Serves GET /health and GET /metrics. */
  PORT: portSchema.default(4010),
  /** The onboarding service's copies (one URL or several, comma-separated): recommendations out. */
  ONBOARDING_SERVICE_URL: serviceUrlListSchema,
  /** The workouts service's copies (its internal API): catalogue in, generated plans out. */
  WORKOUTS_SERVICE_URL: serviceUrlListSchema.default(['http://127.0.0.1:4003']),
  INTERNAL_API_TOKEN: z
    .string()
    .min(32, 'must be at least 32 characters (generate one, never commit it)'),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  /** Workout outline and week jobs processed at once (each is milliseconds of work plus two calls). */
  WORKOUT_WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(8),
  /**
   * How long a job stays locked to this worker without renewal: a worker that dies mid-job has its
   * job retried by another (or by itself restarted) once the lock lapses and a stalled-job check
   * runs. Jobs take milliseconds, so 10 s (BullMQ's default is 30 s) halves the wait safely.
   */
  WORKER_LOCK_DURATION_MS: z.coerce.number().int().min(1000).max(600_000).default(10_000),
  /** How often the worker looks for stalled jobs (those of dead workers). */
  WORKER_STALLED_INTERVAL_MS: z.coerce.number().int().min(1000).max(600_000).default(10_000),
});

/** Parsed worker configuration. */
export type WorkerConfig = z.output<typeof workerConfigSchema>;
