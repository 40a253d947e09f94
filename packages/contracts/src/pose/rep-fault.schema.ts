import { z } from 'zod';

/** Form faults a rep may carry (issue #16), as `@repwise/domain/pose` names them. */
export const formFaultNameSchema = z.enum([
  'shallow-depth',
  'knee-valgus',
  'forward-lean',
  'rounded-back',
  'hips-rise-early',
]);

/**
 * One form fault of one rep: its severity, the video time (ms) of the rep's frame where it was
 * worst, and the measure there (`unit`: degrees, a ratio, or a percentage).
 */
export const repFaultSchema = z.object({
  fault: formFaultNameSchema,
  severity: z.enum(['mild', 'moderate', 'severe']),
  atMs: z.number().min(0),
  measure: z.number().min(-1000).max(1000),
  unit: z.enum(['deg', 'ratio', 'percent']),
});

/** A rep fault. */
export type RepFaultDto = z.infer<typeof repFaultSchema>;

/** The faults of each rep of a set, in rep order (an empty list for a clean rep). */
export const setRepFaultsSchema = z.array(z.array(repFaultSchema).max(5)).max(200);
