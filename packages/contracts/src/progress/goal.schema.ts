import { z } from 'zod';
import { listQuerySchema } from './measurement.schema';
import { progressMessages as m } from './progress-messages';

/** The goal types of spec 02 §3. */
export const goalTypes = [
  'WEIGHT_LOSS',
  'MUSCLE_GAIN',
  'STRENGTH',
  'ENDURANCE',
  'FLEXIBILITY',
  'REHABILITATION',
  'MAINTENANCE',
] as const;

/** A goal type. */
export const goalTypeSchema = z.enum(goalTypes, { error: m.goalTypeInvalid });

/** A goal type. */
export type GoalType = z.infer<typeof goalTypeSchema>;

/** The goal statuses as spec 02 §3 spells them. */
export const goalStatuses = ['ACTIVE', 'completed', 'paused'] as const;

/** A goal status. */
export const goalStatusSchema = z.enum(goalStatuses, { error: m.statusInvalid });

/** A goal status. */
export type GoalStatus = z.infer<typeof goalStatusSchema>;

const targetValueSchema = z
  .number({ error: m.targetValueRange })
  .gt(0, { error: m.targetValueRange })
  .max(100_000, { error: m.targetValueRange });
const currentValueSchema = z
  .number({ error: m.currentValueRange })
  .min(0, { error: m.currentValueRange })
  .max(100_000, { error: m.currentValueRange });
/** A calendar date ('YYYY-MM-DD', as a date input gives it) or an ISO date-time. */
const targetDateSchema = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  error: m.targetDateInvalid,
});
const descriptionSchema = z
  .string({ error: m.descriptionTooLong })
  .trim()
  .max(500, { error: m.descriptionTooLong });

/**
 * POST /progress/goals: goalType (default WEIGHT_LOSS), targetValue (> 0), currentValue (≥ 0,
 * default 0), optional targetDate and description. New goals are ACTIVE.
 */
export const goalInputSchema = z.strictObject({
  goalType: goalTypeSchema.default('WEIGHT_LOSS'),
  targetValue: targetValueSchema,
  currentValue: currentValueSchema.default(0),
  targetDate: targetDateSchema.optional(),
  description: descriptionSchema.optional(),
});

/** A new goal. */
export type GoalInput = z.input<typeof goalInputSchema>;

/** PATCH /progress/goals/{id}: fields to change (status pauses, resumes or completes); null clears. */
export const goalUpdateSchema = z
  .strictObject({
    goalType: goalTypeSchema.optional(),
    targetValue: targetValueSchema.optional(),
    currentValue: currentValueSchema.optional(),
    targetDate: targetDateSchema.nullable().optional(),
    description: descriptionSchema.nullable().optional(),
    status: goalStatusSchema.optional(),
  })
  .refine((input) => Object.keys(input).length > 0, { error: m.updateEmpty, path: ['body'] });

/** A goal change. */
export type GoalUpdate = z.infer<typeof goalUpdateSchema>;

/** A goal as the API answers it; progressPercentage is current / target capped at 100. */
export const goalSchema = z.object({
  id: z.string(),
  goalType: goalTypeSchema,
  targetValue: z.number(),
  currentValue: z.number(),
  targetDate: z.string().nullable(),
  description: z.string().nullable(),
  status: goalStatusSchema,
  progressPercentage: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
});

/** A goal. */
export type Goal = z.infer<typeof goalSchema>;

/** Query of GET /progress/goals: an optional status filter and a page (1–500, default 100). */
export const goalListQuerySchema = z.strictObject({
  status: goalStatusSchema.optional(),
  ...listQuerySchema.shape,
  limit: listQuerySchema.shape.limit.removeDefault().default(100),
});
