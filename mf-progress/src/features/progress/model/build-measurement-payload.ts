import { measurementInputSchema, type MeasurementInput } from '@repwise/contracts/progress';
import { toFieldErrors } from '../../../shared/to-field-errors';

/** The Add Measurement form as typed: strings straight from the inputs; `date` is 'YYYY-MM-DD'. */
export interface MeasurementForm {
  weight: string;
  bodyFat: string;
  muscleMass: string;
  notes: string;
  date: string;
}

/** An empty form dated `today`. */
export function emptyMeasurementForm(today: string): MeasurementForm {
  return { weight: '', bodyFat: '', muscleMass: '', notes: '', date: today };
}

/** A payload to send, or the field errors to show (field name → message). */
export type MeasurementPayloadResult =
  { ok: true; payload: MeasurementInput } | { ok: false; errors: Record<string, string> };

const readNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));

/**
 * Builds POST /progress/measurements from the form (spec 02 §5): only filled values are sent;
 * a date other than `today` is sent as that day at local noon (`recordedAt`), today as nothing
 * (the server stamps the moment). Checked with the same schema the server uses.
 */
export function buildMeasurementPayload(
  form: MeasurementForm,
  today: string,
  toLocalNoonIso: (date: string) => string,
): MeasurementPayloadResult {
  const candidate = {
    weight: readNumber(form.weight),
    bodyFat: readNumber(form.bodyFat),
    muscleMass: readNumber(form.muscleMass),
    notes: form.notes.trim() === '' ? undefined : form.notes.trim(),
    recordedAt: form.date && form.date !== today ? toLocalNoonIso(form.date) : undefined,
  };
  const filled = Object.fromEntries(
    Object.entries(candidate).filter(([, value]) => value !== undefined),
  );
  const parsed = measurementInputSchema.safeParse(filled);
  if (parsed.success) return { ok: true, payload: parsed.data };
  return { ok: false, errors: toFieldErrors(parsed.error) };
}
