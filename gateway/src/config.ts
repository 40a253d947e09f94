import {
  baseEnvSchema,
  jwtEnvSchema,
  optionalServiceUrlListSchema as optionalUrlList,
  portSchema,
  redisEnvSchema,
  type ClientLimits,
} from '@repwise/server-kit';
import { z } from 'zod';

const positiveInt = z.coerce.number().int().positive();

/** Everything the gateway reads from its environment, validated at start. */
export const gatewayConfigSchema = baseEnvSchema
  .extend(redisEnvSchema.shape)
  .extend(jwtEnvSchema.shape)
  .extend({
    PORT: portSchema.default(8080),
    // A service whose URL is not set has its routes answer 404; comma-separated URLs are its copies.
    AUTH_SERVICE_URL: optionalUrlList,
    ONBOARDING_SERVICE_URL: optionalUrlList,
    WORKOUTS_SERVICE_URL: optionalUrlList,
    PROGRESS_SERVICE_URL: optionalUrlList,
    COACH_SERVICE_URL: optionalUrlList,
    ANALYTICS_SERVICE_URL: optionalUrlList,
    // 'dns': each service URL's host name is re-resolved every health-check round and every address
    // is a copy (docker compose replicas, Kubernetes headless Services); 'static': URLs as given.
    UPSTREAM_DISCOVERY: z.enum(['static', 'dns']).default('static'),
    // Every copy's /health is asked this often (0: off); a copy is out after this many failures.
    HEALTH_CHECK_INTERVAL_MS: z.coerce.number().int().min(0).default(2000),
    HEALTH_CHECK_FAILURES: positiveInt.default(2),
    // Request bodies up to this size are read before forwarding, so they can go to another copy.
    REPLAYABLE_BODY_BYTES: positiveInt.default(1_048_576),
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
    // How many proxies in front of the gateway append to X-Forwarded-For: the client's address is
    // that many entries from the right; anything further left was written by the client.
    TRUST_PROXY_HOPS: z.coerce.number().int().min(1).max(5).default(1),
    // Slow clients: headers within 20 s, a whole request (a 26 MB photo upload on a slow phone
    // included) within 2 minutes, at most this many open connections per copy.
    CLIENT_HEADERS_TIMEOUT_MS: positiveInt.default(20_000),
    CLIENT_REQUEST_TIMEOUT_MS: positiveInt.default(120_000),
    CLIENT_MAX_CONNECTIONS: positiveInt.default(4096),
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
    // Public analytics beacons are stored for 30 days: a page sends a handful, so an address gets
    // 60 a minute (a flood cannot fill the database).
    RATE_LIMIT_BEACONS_PER_IP: positiveInt.default(60),
  });

/** Parsed gateway configuration. */
export type GatewayConfig = z.output<typeof gatewayConfigSchema>;

/** The limits the gateway puts on the clients it faces (slow headers, slow bodies, connections). */
export function clientLimitsOf(config: GatewayConfig): ClientLimits {
  return {
    headersTimeoutMs: config.CLIENT_HEADERS_TIMEOUT_MS,
    requestTimeoutMs: config.CLIENT_REQUEST_TIMEOUT_MS,
    maxConnections: config.CLIENT_MAX_CONNECTIONS,
  };
}
