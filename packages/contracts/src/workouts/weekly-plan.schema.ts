import { z } from 'zod';
import {
  progressCheckInSchema,
  progressionRecommendationSchema,
} from './progressive-requirements.schema';
import { exerciseCategorySchema, intensitySchema, weekDays } from './workout-enums';

/** A warm-up or cool-down item; `duration` in seconds. */
export const routineItemSchema = z.object({
  name: z.string().min(1),
  duration: z.number().int().positive(),
  description: z.string(),
});

/** A warm-up or cool-down item. */
export type RoutineItem = z.infer<typeof routineItemSchema>;

/**
 * An exercise of a day's workout (spec 03 §3 "Plan exercise"): either `reps` or `duration`
 * (seconds) is set, the other null; `rest` in seconds between sets; `weight` is guidance text
 * ("Bodyweight", "Moderate – RPE 7"); `exerciseId` names the catalogue entry.
 */
export const planExerciseSchema = z.object({
  exerciseId: z.string().min(1),
  name: z.string().min(1),
  sets: z.number().int().positive(),
  reps: z.number().int().positive().nullable(),
  duration: z.number().int().positive().nullable(),
  rest: z.number().int().min(0),
  weight: z.string(),
  description: z.string(),
  category: exerciseCategorySchema,
  muscleGroups: z.array(z.string()),
  equipment: z.array(z.string()),
  formCues: z.array(z.string()),
  modifications: z.array(z.string()),
  progressions: z.array(z.string()),
  safetyNotes: z.array(z.string()),
  notes: z.string(),
});

/** A plan exercise. */
export type PlanExercise = z.infer<typeof planExerciseSchema>;

/**
 * One training day of a week (spec 03 §3 "Workout"): `day` is the week-day name, `dayNumber`
 * 1 (Monday) to 7, `workoutDate` the ISO date (YYYY-MM-DD) in the plan's week, `duration` in minutes.
 */
export const dayWorkoutSchema = z.object({
  day: z.enum(weekDays),
  dayNumber: z.number().int().min(1).max(7),
  workoutDate: z.iso.date(),
  name: z.string().min(1),
  type: z.string().min(1),
  duration: z.number().int().positive(),
  intensity: intensitySchema,
  notes: z.string(),
  warmup: z.array(routineItemSchema),
  exercises: z.array(planExerciseSchema),
  cooldown: z.array(routineItemSchema),
});

/** A day's workout. */
export type DayWorkout = z.infer<typeof dayWorkoutSchema>;

/**
 * Cumulative progression of a week: volume and intensity steps above (+) or below (−) week 1, and
 * the recovery verdict applied; week 1 is all zero and 'same'.
 */
export const weekProgressionSchema = z.object({
  volumeLevel: z.number().int(),
  intensityLevel: z.number().int(),
  recovery: z.enum(['more', 'same', 'less']),
});

/** A week's progression levels. */
export type WeekProgression = z.infer<typeof weekProgressionSchema>;

/** A week's generated content (spec 03 §3 weekJson): overview message, training days only, progression. */
export const weekJsonSchema = z.object({
  message: z.string(),
  workouts: z.array(dayWorkoutSchema),
  progression: weekProgressionSchema,
});

/** A week's content. */
export type WeekJson = z.infer<typeof weekJsonSchema>;

/**
 * A weekly plan (spec 03 §3): one generated week of a plan; `startDate` is that week's Monday
 * (YYYY-MM-DD); `progress` the user's check-in and `recommendation` what the rules made of it.
 */
export const weeklyPlanSchema = z.object({
  id: z.string(),
  planId: z.string(),
  planName: z.string(),
  weekNumber: z.number().int().min(1),
  generated: z.boolean(),
  startDate: z.iso.date(),
  isActive: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  weekJson: weekJsonSchema,
  progress: progressCheckInSchema.nullable(),
  recommendation: progressionRecommendationSchema.nullable(),
});

/** A weekly plan. */
export type WeeklyPlan = z.infer<typeof weeklyPlanSchema>;
