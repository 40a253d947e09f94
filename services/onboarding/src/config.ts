import { baseEnvSchema, jwtEnvSchema, mongoEnvSchema, portSchema } from '@repwise/server-kit';
import { z } from 'zod';

/** Everything the onboarding service reads from its environment, validated at start. */
export const onboardingConfigSchema = baseEnvSchema
  .extend(mongoEnvSchema.shape)
  .extend(jwtEnvSchema.shape)
  .extend({
    PORT: portSchema.default(4002),
    ONBOARDING_DB_NAME: z.string().min(1).default('repwise_onboarding'),
  });

/** Parsed onboarding service configuration. */
export type OnboardingConfig = z.output<typeof onboardingConfigSchema>;
