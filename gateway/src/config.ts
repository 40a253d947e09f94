import { baseEnvSchema, jwtEnvSchema, portSchema, redisEnvSchema } from '@repwise/server-kit';
import { z } from 'zod';

const optionalUrl = z.url({ protocol: /^https?$/ }).optional();
const positiveInt = z.coerce.number().int().positive();

/** Everything the gateway reads from its environment, validated at start. */
export const gatewayConfigSchema = baseEnvSchema
  .extend(redisEnvSchema.shape)
  .extend(jwtEnvSchema.shape)
  .extend({
    PORT: portSchema.default(8080),
    // A service whose URL is not set has its routes answer 404; several URLs may be comma-separated later.
    AUTH_SERVICE_URL: optionalUrl,
    ONBOARDING_SERVICE_URL: optionalUrl,
    WORKOUTS_SERVICE_URL: optionalUrl,
    PROGRESS_SERVICE_URL: optionalUrl,
    COACH_SERVICE_URL: optionalUrl,
    ANALYTICS_SERVICE_URL: optionalUrl,
    CORS_ORIGINS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      ),
    // Namespace for the gateway's Redis keys (rate limits), so several deployments can share a Redis.
    REDIS_KEY_PREFIX: z.string().min(1).default('repwise:gateway'),
    TRUST_PROXY: z.stringbool().default(false),
    UPSTREAM_TIMEOUT_MS: positiveInt.default(15_000),
    BODY_LIMIT_BYTES: positiveInt.default(1_048_576),
    UPSTREAM_CONNECTIONS: positiveInt.default(64),
    RATE_LIMIT_LOGIN_PER_IP: positiveInt.default(30),
    RATE_LIMIT_LOGIN_PER_ACCOUNT: positiveInt.default(10),
    RATE_LIMIT_LOGIN_WINDOW_SECONDS: positiveInt.default(900),
    RATE_LIMIT_REGISTER_PER_IP: positiveInt.default(10),
    RATE_LIMIT_REGISTER_PER_ACCOUNT: positiveInt.default(5),
    RATE_LIMIT_REGISTER_WINDOW_SECONDS: positiveInt.default(3600),
    RATE_LIMIT_GENERAL_PER_USER: positiveInt.default(600),
    RATE_LIMIT_GENERAL_WINDOW_SECONDS: positiveInt.default(60),
  });

/** Parsed gateway configuration. */
export type GatewayConfig = z.output<typeof gatewayConfigSchema>;
