import { toErrorDetails } from '@repwise/contracts';
import type { z } from 'zod';
import { AppError } from '../errors/app-error';

/** Parses request input with a schema; throws 400 VALIDATION_ERROR with `{field,message}` details. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw new AppError(
    'VALIDATION_ERROR',
    'Invalid request. Please check your input.',
    toErrorDetails(result.error),
  );
}
