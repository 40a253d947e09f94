import { baseEnvSchema, portSchema, redisEnvSchema } from '@repwise/server-kit';
import { z } from 'zod';

/** Everything the worker reads from its environment, validated at start. */
export const workerConfigSchema = baseEnvSchema.extend(redisEnvSchema.shape).extend({
  /** Serves only GET /health. */
  PORT: portSchema.default(4010),
  ONBOARDING_SERVICE_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }),
  INTERNAL_API_TOKEN: z
    .string()
    .min(32, 'must be at least 32 characters (generate one, never commit it)'),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
});

/** Parsed worker configuration. */
export type WorkerConfig = z.output<typeof workerConfigSchema>;
