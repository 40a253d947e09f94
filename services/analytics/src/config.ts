import { baseEnvSchema, mongoEnvSchema, portSchema } from '@repwise/server-kit';
import { z } from 'zod';

/** Everything the analytics service reads from its environment, validated at start. */
export const analyticsConfigSchema = baseEnvSchema.extend(mongoEnvSchema.shape).extend({
  PORT: portSchema.default(4006),
  ANALYTICS_DB_NAME: z.string().min(1).default('repwise_analytics'),
  /** Reports are deleted this many days after they arrive (a TTL index). */
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /**
   * The operators' bearer for GET /analytics/summary (reachable through the public gateway, so
   * never the services' INTERNAL_API_TOKEN); unset, the summary answers 401 to everyone.
   */
  ANALYTICS_OPERATOR_TOKEN: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
});

/** Parsed analytics service configuration. */
export type AnalyticsConfig = z.output<typeof analyticsConfigSchema>;
