import { photoQuota } from '@repwise/contracts/progress';
import {
  baseEnvSchema,
  jwtEnvSchema,
  mongoEnvSchema,
  optionalServiceUrlListSchema,
  portSchema,
} from '@repwise/server-kit';
import { z } from 'zod';

/** Everything the progress service reads from its environment, validated at start. */
export const progressConfigSchema = baseEnvSchema
  .extend(mongoEnvSchema.shape)
  .extend(jwtEnvSchema.shape)
  .extend({
    PORT: portSchema.default(4004),
    PROGRESS_DB_NAME: z.string().min(1).default('repwise_progress'),
    /**
     * Where workout history comes from for achievements (its copies, comma-separated: a read goes
     * to the next when one fails); unset means achievements skip it.
     */
    WORKOUTS_SERVICE_URL: optionalServiceUrlListSchema,
    /** How long a call to the workouts service may take, in ms. */
    WORKOUTS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
    /** What one user may keep (a delete frees room): photos, and megabytes in all. */
    PHOTO_QUOTA_PHOTOS: z.coerce.number().int().min(1).default(photoQuota.photos),
    PHOTO_QUOTA_MB: z.coerce
      .number()
      .int()
      .min(1)
      .default(photoQuota.bytes / (1024 * 1024)),
  });

/** Parsed progress service configuration. */
export type ProgressConfig = z.output<typeof progressConfigSchema>;
