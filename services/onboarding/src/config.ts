import {
  baseEnvSchema,
  jwtEnvSchema,
  mongoEnvSchema,
  optionalServiceUrlListSchema,
  portSchema,
  redisEnvSchema,
} from '@repwise/server-kit';
import { z } from 'zod';

/** Everything the onboarding service reads from its environment, validated at start. */
export const onboardingConfigSchema = baseEnvSchema
  .extend(mongoEnvSchema.shape)
  .extend(jwtEnvSchema.shape)
  .extend(redisEnvSchema.shape)
  .extend({
    PORT: portSchema.default(4002),
    ONBOARDING_DB_NAME: z.string().min(1).default('repwise_onboarding'),
    /** Shared with the worker: authenticates POST /internal/plan-results. */
    INTERNAL_API_TOKEN: z
      .string()
      .min(32, 'must be at least 32 characters (generate one, never commit it)'),
    /**
     * The auth service (its copies, comma-separated): a completed assessment fills the user's
     * profile (age, height, weight, level).
     */
    AUTH_SERVICE_URL: optionalServiceUrlListSchema,
  });

/** Parsed onboarding service configuration. */
export type OnboardingConfig = z.output<typeof onboardingConfigSchema>;
