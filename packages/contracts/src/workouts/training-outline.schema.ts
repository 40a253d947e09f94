import { z } from 'zod';
import { fitnessLevelSchema, intensitySchema } from './workout-enums';

/** One week's theme in the outline. */
export const weeklyThemeSchema = z.object({
  week: z.number().int().min(1).max(4),
  theme: z.string().min(1),
  focus: z.string().min(1),
  intensity: intensitySchema,
});

/** A weekly theme. */
export type WeeklyTheme = z.infer<typeof weeklyThemeSchema>;

/** The 4-week training outline (spec 03 §3); `totalDuration` is in weeks. */
export const trainingOutlineSchema = z.object({
  programName: z.string().min(1),
  difficulty: fitnessLevelSchema,
  totalDuration: z.number().int().min(1),
  progressionStrategy: z.object({
    volumeProgression: z.string().min(1),
    intensityProgression: z.string().min(1),
  }),
  progressMetrics: z.array(z.string().min(1)),
  weeklyThemes: z.array(weeklyThemeSchema),
});

/** A training outline. */
export type TrainingOutline = z.infer<typeof trainingOutlineSchema>;
