import { z } from 'zod';

/** `:week` of a plan path: 1–4. */
export const weekParamSchema = z.object({ week: z.coerce.number().int().min(1).max(4) });

/** `:week/:day` of a plan day path: week 1–4, day 1 (Monday) – 7. */
export const dayParamsSchema = weekParamSchema.extend({
  day: z.coerce.number().int().min(1).max(7),
});

/** The Idempotency-Key header of a generation call, when sent. */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_.:-]{1,100}$/, 'must be 1-100 letters, digits or _ . : -');
