import { z } from 'zod';
import { prioritySchema } from './risk.schema';

const text = z.string().min(1).max(300);
const epochMs = z.number().int().min(0);
const trend = z.enum(['improving', 'declining', 'stable', 'insufficient_data']);

/** The coach's view of the user (spec 03 §3 "User profile (coach input)"). */
export const coachUserProfileSchema = z.object({
  name: z.string().trim().min(1).max(100),
  fitnessLevel: z.enum(['BEGINNER', 'INTERMEDIATE', 'ADVANCED', 'ATHLETE']),
  goals: z.array(z.string().min(1).max(100)).max(20),
  limitations: z.array(z.string().min(1).max(300)).max(20),
  preferredFeedbackStyle: z.enum(['SUPPORTIVE', 'DIRECT', 'ENCOURAGING', 'ANALYTICAL', 'HUMOROUS']),
});

/** A coach profile. */
export type CoachUserProfileDto = z.infer<typeof coachUserProfileSchema>;

/** A coach message (spec 03 §3). */
export const coachMessageSchema = z.object({
  id: z.string().min(1).max(100),
  type: z.enum(['safety_warning', 'form_correction', 'encouragement', 'progress']),
  priority: prioritySchema,
  message: text,
  actionable_tip: z.string().max(300),
  timestamp: z.number().min(0),
  exercise: z.enum(['squat', 'deadlift']),
  context: z.object({
    repCount: z.number().int().min(0),
    targetReps: z.number().int().min(0),
    formScore: z.number().min(0).max(10).nullable(),
    issue: z.string().max(50).nullable(),
  }),
});

/** A coach message. */
export type CoachMessageDto = z.infer<typeof coachMessageSchema>;

/** An exercise's metrics across sessions (spec 03 §3 Adaptive plan). */
export const exerciseMetricsSchema = z.object({
  exercise: z.string().min(1).max(100),
  averageFormScore: z.number().min(0).max(10),
  consistency: z.number().min(0).max(1),
  totalReps: z.number().int().min(0),
  sessionCount: z.number().int().min(0),
  improvementTrend: trend,
  lastWeekAverage: z.number().min(0).max(10).nullable(),
  safetyIssues: z.number().int().min(0),
  lastUpdated: epochMs.nullable(),
});

/** Exercise metrics. */
export type ExerciseMetricsDto = z.infer<typeof exerciseMetricsSchema>;

/** A suggested change to an exercise (spec 03 §3 "Modification"). */
export const planModificationSchema = z.object({
  exerciseId: z.string().min(1).max(100),
  exerciseName: z.string().min(1).max(100),
  type: z.enum(['safety', 'regression', 'consistency', 'mobility', 'progression']),
  priority: prioritySchema,
  reason: text,
  details: z.object({
    originalReps: z.number().int().min(0),
    recommendedReps: z.number().int().min(0),
    originalSets: z.number().int().min(0),
    recommendedSets: z.number().int().min(0),
    recommendedWeight: z.number().min(0).nullable(),
    restTimeAdjustment: z.number().int().min(-600).max(600),
    focusPoints: z.array(text).max(10),
    additionalExercises: z.array(text).max(10),
  }),
  estimatedImpact: text,
});

/** A plan modification. */
export type PlanModificationDto = z.infer<typeof planModificationSchema>;

/** An adaptive plan (spec 03 §3); dates in epoch ms. */
export const adaptivePlanSchema = z.object({
  workoutId: z.string().min(1).max(100),
  adaptationDate: epochMs,
  userProfile: coachUserProfileSchema,
  exerciseMetrics: z.array(exerciseMetricsSchema).max(50),
  modifications: z.array(planModificationSchema).max(100),
  overallAssessment: z.object({
    readinessScore: z.number().int().min(10).max(100),
    riskLevel: z.enum(['low', 'medium', 'high']),
    primaryConcerns: z.array(text).max(50),
    strengths: z.array(text).max(50),
    nextSteps: z.array(text).max(50),
  }),
  nextReviewDate: epochMs,
});

/** An adaptive plan. */
export type AdaptivePlanDto = z.infer<typeof adaptivePlanSchema>;
