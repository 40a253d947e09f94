import {
  baseEnvSchema,
  jwtEnvSchema,
  mongoEnvSchema,
  portSchema,
  redisEnvSchema,
} from '@repwise/server-kit';
import { z } from 'zod';

/** Everything the workouts service reads from its environment, validated at start. */
export const workoutsConfigSchema = baseEnvSchema
  .extend(mongoEnvSchema.shape)
  .extend(jwtEnvSchema.shape)
  .extend(redisEnvSchema.shape)
  .extend({
    PORT: portSchema.default(4003),
    WORKOUTS_DB_NAME: z.string().min(1).default('repwise_workouts'),
    /** Shared with the worker: authenticates the /internal routes. */
    INTERNAL_API_TOKEN: z
      .string()
      .min(32, 'must be at least 32 characters (generate one, never commit it)'),
    /** How long a generation call waits for its job before answering 202 with the job id. */
    GENERATION_WAIT_MS: z.coerce.number().int().min(0).max(30_000).default(4000),
  });

/** Parsed workouts service configuration. */
export type WorkoutsConfig = z.output<typeof workoutsConfigSchema>;
