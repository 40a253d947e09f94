// Hand-written instead of a zod schema: every app reads error bodies on its first page, and keeping
// zod out of that path keeps it out of the shell's first load (the `/` bundle budget, issue #3).

/** One field-level problem: `field` is the dotted path of the input ('body' for the whole body). */
export interface ErrorDetail {
  field: string;
  message: string;
}

/** The body of every error answer: `{ error: { code, message, details? } }` (spec 01 §3). */
export interface ErrorBody {
  error: { code: string; message: string; details?: ErrorDetail[] };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isErrorDetail(value: unknown): value is ErrorDetail {
  return isRecord(value) && typeof value.field === 'string' && typeof value.message === 'string';
}

/** The error body in `value` when it has the catalogue's shape (extra keys dropped), else null. */
export function readErrorBody(value: unknown): ErrorBody | null {
  if (!isRecord(value) || !isRecord(value.error)) return null;
  const { code, message, details } = value.error;
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  if (details === undefined) return { error: { code, message } };
  if (!Array.isArray(details) || !details.every(isErrorDetail)) return null;
  const cleanDetails = details.map(({ field, message: text }) => ({ field, message: text }));
  return { error: { code, message, details: cleanDetails } };
}
