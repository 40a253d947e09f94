import {
  baseEnvSchema,
  jwtEnvSchema,
  mongoEnvSchema,
  portSchema,
  redisEnvSchema,
} from '@repwise/server-kit';
import { z } from 'zod';

/** Everything the auth service reads from its environment, validated at start. */
export const authConfigSchema = baseEnvSchema
  .extend(mongoEnvSchema.shape)
  .extend(jwtEnvSchema.shape)
  // Redis holds the ended sessions the gateway refuses until their access tokens expire.
  .extend(redisEnvSchema.shape)
  .extend({
    PORT: portSchema.default(4001),
    AUTH_DB_NAME: z.string().min(1).default('repwise_auth'),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(900),
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(90).default(30),
    REFRESH_REUSE_LEEWAY_SECONDS: z.coerce.number().int().min(0).max(60).default(10),
    // Absolute: a sign-in lasts at most this long, besides the sliding refresh-token lifetime.
    SESSION_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(365).default(90),
    LOCKOUT_THRESHOLD: z.coerce.number().int().min(1).default(5),
    LOCKOUT_MINUTES: z.coerce.number().int().min(1).default(15),
  });

/** Parsed auth service configuration. */
export type AuthConfig = z.output<typeof authConfigSchema>;
