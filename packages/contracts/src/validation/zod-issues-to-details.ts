import type { z } from 'zod';

import type { ErrorDetail } from '../errors/error-body';

/** One detail per zod issue; `field` is the dotted path (array indexes included), or 'body' for the whole input. */
export function toErrorDetails(error: z.ZodError): ErrorDetail[] {
  return error.issues.map((issue) => ({
    field: issue.path.length === 0 ? 'body' : issue.path.map(String).join('.'),
    message: issue.message,
  }));
}
