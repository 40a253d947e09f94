import { z } from 'zod';

/** `:planId/week/:week` of a plan path: week 1–4 (sent as text, read as a number). */
export const planWeekParamsSchema = z.object({
  planId: z.string(),
  week: z.coerce.number().int().min(1).max(4),
});

/** `:planId/week/:week/days/:day` of a plan day path: week 1–4, day 1 (Monday) – 7. */
export const planDayParamsSchema = planWeekParamsSchema.extend({
  day: z.coerce.number().int().min(1).max(7),
});

/** The Idempotency-Key header of a generation call, when sent. */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_.:-]{1,100}$/, 'must be 1-100 letters, digits or _ . : -');
