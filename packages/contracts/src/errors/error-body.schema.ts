import { z } from 'zod';

/** One field-level problem: `field` is the dotted path of the input ('body' for the whole body). */
export const errorDetailSchema = z.object({
  field: z.string(),
  message: z.string(),
});

/** One field-level problem of an error body. */
export type ErrorDetail = z.infer<typeof errorDetailSchema>;

/** The body of every error answer: `{ error: { code, message, details? } }` (spec 01 §3). */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.array(errorDetailSchema).optional(),
  }),
});

/** The body of an error answer. */
export type ErrorBody = z.infer<typeof errorBodySchema>;
