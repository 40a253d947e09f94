// An adaptive plan as the workouts service answers it, for the panel's and the form check's tests.
import type { AdaptivePlanDto, PlanModificationDto } from '@repwise/contracts/pose';

const NOW = Date.UTC(2026, 10, 18, 10);

/** A high-priority squat regression, overridable. */
export function buildModification(
  overrides: Partial<PlanModificationDto> = {},
): PlanModificationDto {
  return {
    exerciseId: 'squats',
    exerciseName: 'Squats',
    type: 'regression',
    priority: 'high',
    reason: 'Form averages 4.6/10 and is declining',
    details: {
      originalReps: 15,
      recommendedReps: 12,
      originalSets: 3,
      recommendedSets: 2,
      recommendedWeight: null,
      restTimeAdjustment: 30,
      focusPoints: [],
      additionalExercises: ['Box squat', 'Goblet squat'],
    },
    estimatedImpact: 'Rebuild technique on an easier variation',
    ...overrides,
  };
}

/** A plan with a squat regression and a mobility recommendation, overridable. */
export function buildPlan(overrides: Partial<AdaptivePlanDto> = {}): AdaptivePlanDto {
  return {
    workoutId: 'workout-1',
    adaptationDate: NOW,
    userProfile: {
      name: 'Ada',
      fitnessLevel: 'BEGINNER',
      goals: [],
      limitations: [],
      preferredFeedbackStyle: 'SUPPORTIVE',
    },
    exerciseMetrics: [
      {
        exercise: 'Squats',
        averageFormScore: 4.6,
        consistency: 0.72,
        totalReps: 45,
        sessionCount: 3,
        improvementTrend: 'declining',
        lastWeekAverage: 4.4,
        safetyIssues: 2,
        lastUpdated: NOW,
      },
    ],
    modifications: [
      buildModification(),
      buildModification({
        type: 'mobility',
        priority: 'low',
        reason: 'Form 4.6/10: mobility may be limiting your squat',
        estimatedImpact: 'Easier positions at the bottom of the lift',
      }),
    ],
    overallAssessment: {
      readinessScore: 36,
      riskLevel: 'medium',
      primaryConcerns: ['Squats: Form averages 4.6/10 and is declining'],
      strengths: [],
      nextSteps: ['Squats: Rebuild technique on an easier variation'],
    },
    nextReviewDate: NOW + 7 * 86_400_000,
    ...overrides,
  };
}
