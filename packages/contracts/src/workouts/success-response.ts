import { z } from 'zod';

/** A successful answer of the workouts API: `{ success: true, data }`. */
export function buildSuccessSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}
