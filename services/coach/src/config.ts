import {
  baseEnvSchema,
  jwtEnvSchema,
  mongoEnvSchema,
  optionalHttpUrlSchema as optionalUrl,
  optionalServiceUrlListSchema as optionalUrlList,
  portSchema,
} from '@repwise/server-kit';
import { z } from 'zod';

/** Everything the coach service reads from its environment, validated at start. */
export const coachConfigSchema = baseEnvSchema
  .extend(mongoEnvSchema.shape)
  .extend(jwtEnvSchema.shape)
  .extend({
    PORT: portSchema.default(4005),
    COACH_DB_NAME: z.string().min(1).default('repwise_coach'),
    /**
     * Where the coach reads the user's data with their token; each is optional, and may list the
     * service's copies comma-separated (a read goes to the next copy when one fails).
     */
    AUTH_SERVICE_URL: optionalUrlList,
    WORKOUTS_SERVICE_URL: optionalUrlList,
    PROGRESS_SERVICE_URL: optionalUrlList,
    ONBOARDING_SERVICE_URL: optionalUrlList,
    /** Each read of another service gives up after this long; the reply goes on without it. */
    COACH_CONTEXT_TIMEOUT_MS: z.coerce.number().int().min(50).max(10_000).default(700),
    /** How long a user's fetched data is reused between messages. */
    COACH_CONTEXT_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
    /** How long the exercise catalogue is reused (it changes only with a workouts release). */
    COACH_CATALOGUE_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(600),
    /** OpenAI-compatible chat completions URL; unset = built-in engine only. */
    COACH_LLM_URL: optionalUrl,
    COACH_LLM_API_KEY: z.string().optional(),
    COACH_LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
    COACH_LLM_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(8000),
  });

/** Parsed coach service configuration. */
export type CoachConfig = z.output<typeof coachConfigSchema>;
