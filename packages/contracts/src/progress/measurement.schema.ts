import { z } from 'zod';
import { progressMessages as m } from './progress-messages';

function rangeSchema(min: number, max: number, message: string) {
  return z.number({ error: message }).min(min, { error: message }).max(max, { error: message });
}

const measurementFields = {
  /** Body weight in kg. */
  weight: rangeSchema(20, 500, m.weightRange),
  /** Body fat in percent. */
  bodyFat: rangeSchema(2, 75, m.bodyFatRange),
  /** Muscle mass in kg. */
  muscleMass: rangeSchema(5, 250, m.muscleMassRange),
  notes: z.string({ error: m.notesTooLong }).trim().max(1000, { error: m.notesTooLong }),
  recordedAt: z.iso.datetime({ offset: true, error: m.recordedAtInvalid }),
};

const hasContent = (input: Record<string, unknown>) =>
  ['weight', 'bodyFat', 'muscleMass'].some((key) => input[key] != null) ||
  (typeof input.notes === 'string' && input.notes.length > 0);

/**
 * POST /progress/measurements: weight (kg 20–500), bodyFat (% 2–75), muscleMass (kg 5–250), notes
 * (≤ 1000), recordedAt (ISO date-time, default now). Every field is optional, but one value or a
 * note must be there; unknown keys are refused (no operator objects reach the database).
 */
export const measurementInputSchema = z
  .strictObject({
    weight: measurementFields.weight.optional(),
    bodyFat: measurementFields.bodyFat.optional(),
    muscleMass: measurementFields.muscleMass.optional(),
    notes: measurementFields.notes.optional(),
    recordedAt: measurementFields.recordedAt.optional(),
  })
  .refine(hasContent, { error: m.measurementEmpty, path: ['body'] });

/** A new measurement. */
export type MeasurementInput = z.infer<typeof measurementInputSchema>;

/** PATCH /progress/measurements/{id}: the fields to change; null clears a value. */
export const measurementUpdateSchema = z
  .strictObject({
    weight: measurementFields.weight.nullable().optional(),
    bodyFat: measurementFields.bodyFat.nullable().optional(),
    muscleMass: measurementFields.muscleMass.nullable().optional(),
    notes: measurementFields.notes.nullable().optional(),
    recordedAt: measurementFields.recordedAt.optional(),
  })
  .refine((input) => Object.keys(input).length > 0, { error: m.updateEmpty, path: ['body'] });

/** A measurement change. */
export type MeasurementUpdate = z.infer<typeof measurementUpdateSchema>;

/** A stored measurement as the API answers it; absent values are null. */
export const measurementSchema = z.object({
  id: z.string(),
  weight: z.number().nullable(),
  bodyFat: z.number().nullable(),
  muscleMass: z.number().nullable(),
  notes: z.string().nullable(),
  recordedAt: z.string(),
  createdAt: z.string(),
});

/** A stored measurement. */
export type Measurement = z.infer<typeof measurementSchema>;

/** Query of the list endpoints: page size 1–500 (default 50) and offset (default 0). */
export const listQuerySchema = z.object({
  limit: z.coerce
    .number({ error: m.limitInvalid })
    .int({ error: m.limitInvalid })
    .min(1, { error: m.limitInvalid })
    .max(500, { error: m.limitInvalid })
    .default(50),
  offset: z.coerce
    .number({ error: m.offsetInvalid })
    .int({ error: m.offsetInvalid })
    .min(0, { error: m.offsetInvalid })
    .default(0),
});

/** A page request. */
export type ListQuery = z.infer<typeof listQuerySchema>;

/** GET /progress/measurements answer data: newest first, with the user's total count. */
export const measurementPageSchema = z.object({
  measurements: z.array(measurementSchema),
  total: z.number().int(),
});

/** A page of measurements. */
export type MeasurementPage = z.infer<typeof measurementPageSchema>;
