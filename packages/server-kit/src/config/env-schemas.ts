import { z } from 'zod';
import { metricsTokenSchema } from '../metrics/metrics-route';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** A TCP port from an env string; 0 asks the OS for a free port. */
export const portSchema = z.coerce.number().int().min(0).max(65535);

/** An http(s) URL a process may be given (another service's address); empty or unset: none. */
export const optionalHttpUrlSchema = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
);

const httpUrlSchema = z.url({ protocol: /^https?$/ });

/**
 * Another service's copies: one http(s) URL (a DNS name the platform balances, as in compose and
 * Kubernetes) or several, comma-separated (`npm start -- --copies`); parsed into the list of URLs,
 * each checked, an entry that is not an http(s) URL named in the error.
 */
export const serviceUrlListSchema = z.string().transform((value, ctx) => {
  const urls = value
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  if (urls.length === 0) {
    ctx.addIssue({
      code: 'custom',
      message: 'must be one http(s) URL or several, comma-separated',
    });
  }
  for (const url of urls) {
    if (!httpUrlSchema.safeParse(url).success) {
      ctx.addIssue({
        code: 'custom',
        message: `"${url}" is not an http(s) URL (give one URL or several, comma-separated)`,
      });
    }
  }
  return urls;
});

/** `serviceUrlListSchema`, where empty or unset means the service is not configured (undefined). */
export const optionalServiceUrlListSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  serviceUrlListSchema.optional(),
);

/** Settings every HTTP process reads: environment, bind address, log level and the metrics token. */
export const baseEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  /** Bearer for GET /metrics; unset, metrics answer direct requests from this host only. */
  METRICS_TOKEN: metricsTokenSchema,
  /**
   * On SIGTERM, /health answers 503 for this long while requests are still served, so the gateway
   * takes the copy out of rotation before it closes (compose and Kubernetes set 5000); 0: close at once.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
});

/** MongoDB connection string; each service picks its own database name on top of it. */
export const mongoEnvSchema = z.object({
  MONGODB_URI: z.url({ protocol: /^mongodb(\+srv)?$/, error: 'must be a mongodb:// URL' }),
});

/** Redis connection string (BullMQ queues, rate limits). */
export const redisEnvSchema = z.object({
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// URL' }),
});

/** JWT settings shared by the token issuer (auth) and every verifier (gateway, services). */
export const jwtEnvSchema = z.object({
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters (generate one, never commit it)'),
  JWT_ISSUER: z.string().min(1).default('repwise-auth'),
  JWT_AUDIENCE: z.string().min(1).default('repwise'),
});

/** JWT verification settings in the shape the auth helpers take. */
export interface JwtSettings {
  secret: string;
  issuer: string;
  audience: string;
}

/** Picks the JWT settings out of a parsed env. */
export function toJwtSettings(env: z.output<typeof jwtEnvSchema>): JwtSettings {
  return { secret: env.JWT_SECRET, issuer: env.JWT_ISSUER, audience: env.JWT_AUDIENCE };
}
