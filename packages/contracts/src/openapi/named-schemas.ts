import type { z } from 'zod';
import { authSessionSchema, authUserSchema } from '../auth/auth.schema';
import { chatMessageSchema } from '../coach/chat.schema';
import { coachWorkoutSchema } from '../coach/coach-workout.schema';
import { onboardingProgressSchema } from '../onboarding/onboarding-progress.schema';
import { planRecommendationsReadSchema } from '../onboarding/recommendations.schema';
import { poseAdaptivePlanSchema, poseExerciseResultSchema } from '../pose/pose-api';
import { milestoneSchema, personalRecordSchema } from '../pose/milestone.schema';
import {
  biomechanicalAlertSchema,
  interventionSchema,
  riskFactorSchema,
  riskProfileSchema,
} from '../pose/risk.schema';
import { goalSchema } from '../progress/goal.schema';
import { measurementSchema } from '../progress/measurement.schema';
import { progressPhotoSchema } from '../progress/photo.schema';
import { quizResultsSchema, quizSchema } from '../quiz/quiz.schema';
import { workoutCompletionSchema } from '../workouts/completion.schema';
import { catalogueExerciseSchema } from '../workouts/exercise-catalogue.schema';
import { workoutSessionSchema } from '../workouts/session.schema';
import { trainingOutlineSchema } from '../workouts/training-outline.schema';
import { weeklyPlanSchema } from '../workouts/weekly-plan.schema';
import { generationJobStateSchema } from '../workouts/workouts-api.schema';
import { workoutPlanSchema } from '../workouts/workout-plan.schema';

/**
 * Schemas that several answers share, named as the document's components (an answer refers to
 * them instead of repeating them).
 */
export const namedAnswerSchemas: Record<string, z.ZodType> = {
  AuthUser: authUserSchema,
  AuthSession: authSessionSchema,
  OnboardingProgress: onboardingProgressSchema,
  PlanRecommendations: planRecommendationsReadSchema,
  Quiz: quizSchema,
  QuizResults: quizResultsSchema,
  WorkoutPlan: workoutPlanSchema,
  TrainingOutline: trainingOutlineSchema,
  WeeklyPlan: weeklyPlanSchema,
  WorkoutCompletion: workoutCompletionSchema,
  WorkoutSession: workoutSessionSchema,
  GenerationJobState: generationJobStateSchema,
  CatalogueExercise: catalogueExerciseSchema,
  PoseExerciseResult: poseExerciseResultSchema,
  PoseAdaptivePlan: poseAdaptivePlanSchema,
  RiskProfile: riskProfileSchema,
  RiskFactor: riskFactorSchema,
  Intervention: interventionSchema,
  BiomechanicalAlert: biomechanicalAlertSchema,
  PersonalRecord: personalRecordSchema,
  Milestone: milestoneSchema,
  Goal: goalSchema,
  Measurement: measurementSchema,
  ProgressPhoto: progressPhotoSchema,
  ChatMessage: chatMessageSchema,
  CoachWorkout: coachWorkoutSchema,
};
