import { toErrorDetails } from '@repwise/contracts';

/** The first message per field of a failed parse ('body' for the whole input). */
export function toFieldErrors(error: Parameters<typeof toErrorDetails>[0]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { field, message } of toErrorDetails(error)) errors[field] ??= message;
  return errors;
}
