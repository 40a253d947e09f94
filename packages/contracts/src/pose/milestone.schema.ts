import { z } from 'zod';

const text = z.string().min(1).max(300);
const epochMs = z.number().int().min(0);

/** A personal record of an exercise (spec 03 §3). */
export const personalRecordSchema = z.object({
  id: z.string().min(1).max(200),
  exercise: z.string().min(1).max(100),
  metric: z.enum(['form_score', 'consistency']),
  value: z.number().min(0).max(10),
  achievedAt: epochMs,
  sessionId: z.string().min(1).max(100),
  previousRecord: z.number().min(0).max(10).nullable(),
  improvement: z.number().min(-10).max(10).nullable(),
});

/** A personal record. */
export type PersonalRecordDto = z.infer<typeof personalRecordSchema>;

/** A milestone (spec 03 §3). */
export const milestoneSchema = z.object({
  id: z.string().min(1).max(200),
  type: z.enum(['technique_mastery', 'safety', 'form_improvement']),
  exercise: z.string().min(1).max(100),
  title: text,
  description: text,
  achievedAt: epochMs,
  value: z.number().min(0).max(100_000),
  previousValue: z.number().min(0).max(100_000).nullable(),
  isPersonalBest: z.boolean(),
});

/** A milestone. */
export type MilestoneDto = z.infer<typeof milestoneSchema>;
