// Answers of the pose, onboarding and quiz APIs for the Safety screen's tests.
import type {
  BiomechanicalAlertDto,
  InterventionDto,
  PoseProgressResponse,
  RiskFactorDto,
  RiskProfileResponse,
} from '@repwise/contracts/pose';
import { ok, type FakeAnswer } from '@repwise/federation/testing';

const NOW = Date.UTC(2026, 2, 20, 12);
const DAY_MS = 86_400_000;

/** A high knee-valgus factor of the squat, with per-rep evidence. */
export function buildRiskFactor(overrides: Partial<RiskFactorDto> = {}): RiskFactorDto {
  return {
    id: 'risk-knee_valgus-squat-1',
    type: 'knee_valgus',
    severity: 'high',
    exercise: 'squat',
    description: 'The knees cave inward.',
    evidence: ['Set 1, rep 2, 5/10: Knees are caving in: push them out over your toes.'],
    recommendations: ['Cue "knees out"'],
    timeToAddress: 'Before the next session',
    detectedAt: NOW - DAY_MS,
    dismissedAt: null,
    ...overrides,
  };
}

/** The knee-tracking intervention a high valgus factor opens. */
export function buildIntervention(overrides: Partial<InterventionDto> = {}): InterventionDto {
  return {
    id: 'intervention-knee_valgus-1',
    type: 'technique',
    priority: 'high',
    title: 'Knee tracking programme',
    description: 'Banded squats and lateral band walks before every squat session.',
    duration: '2 weeks',
    expectedOutcome: 'The issue no longer appears in form analyses.',
    progressMarkers: ['Knees over toes in every rep'],
    createdAt: NOW - DAY_MS,
    completedAt: null,
    addresses: 'knee_valgus',
    ...overrides,
  };
}

/** The alert raised with the factor. */
export function buildAlert(overrides: Partial<BiomechanicalAlertDto> = {}): BiomechanicalAlertDto {
  return {
    id: 'alert-knee_valgus-squat-1',
    exercise: 'squat',
    issue: 'knee_valgus',
    severity: 'high',
    description: 'The knees cave inward.',
    anatomicalArea: 'Knees',
    immediateActions: ['Reduce the load', 'Slow the descent'],
    longTermSolutions: ['Glute medius strengthening'],
    createdAt: NOW - DAY_MS,
    ...overrides,
  };
}

type RiskData = RiskProfileResponse['data'];

/** A risk report: one active factor, its alert and intervention, unless told otherwise. */
export function buildRiskReport(
  overrides: {
    factors?: RiskFactorDto[];
    interventions?: InterventionDto[];
    completed?: InterventionDto[];
    alerts?: BiomechanicalAlertDto[];
  } = {},
): RiskData {
  const factors = overrides.factors ?? [buildRiskFactor()];
  const score = factors.length > 0 ? 24 : 0;
  return {
    riskProfile: {
      userId: 'user-1',
      overallRisk: factors.length > 0 ? 'moderate' : 'low',
      riskScore: score,
      primaryConcerns: factors.map((factor) => factor.description),
      activeRiskFactors: factors,
      exerciseRiskScores: factors.length > 0 ? { squat: score } : {},
      lastAssessment: NOW,
      nextRecommendedAssessment: NOW + 7 * DAY_MS,
      interventions: overrides.interventions ?? [buildIntervention()],
    },
    alerts: overrides.alerts ?? [buildAlert()],
    riskTrend: Array.from({ length: 30 }, (_, index) => ({
      at: NOW - (29 - index) * DAY_MS,
      riskScore: index >= 28 ? score : 0,
      overallRisk: 'low' as const,
    })),
    completedInterventions: overrides.completed ?? [],
    unresolvedAlertCount: factors.filter((f) => f.severity === 'high').length,
  };
}

/** A form progress answer with two squat sessions, unless `isEmpty`. */
export function buildProgress({
  isEmpty = false,
  timeframe = 'month',
}: { isEmpty?: boolean; timeframe?: PoseProgressResponse['data']['timeframe'] } = {}) {
  const data: PoseProgressResponse['data'] = {
    timeframe,
    summary: {
      period: timeframe,
      totalWorkouts: isEmpty ? 0 : 2,
      totalExercises: isEmpty ? 0 : 2,
      totalReps: isEmpty ? 0 : 16,
      averageFormScore: isEmpty ? 0 : 7.5,
      formImprovement: null,
      consistencyScore: isEmpty ? 0 : 0.8,
      personalRecords: [],
      topAchievements: [],
      areasForImprovement: [],
      strengthAreas: [],
      nextGoals: [],
    },
    metrics: isEmpty
      ? []
      : [
          {
            timeframe,
            exerciseName: 'Squats',
            totalSessions: 2,
            totalReps: 16,
            averageFormScore: 7.5,
            formTrend: 'insufficient_data',
            consistencyTrend: 'insufficient_data',
            strengthTrend: 'insufficient_data',
            improvementRate: 1,
            plateauRisk: 'low',
            injuryRisk: 'moderate',
            milestones: [],
            recommendations: ['Track a few more sessions to see your trends.'],
          },
        ],
    formHistory: isEmpty
      ? []
      : [
          {
            exerciseName: 'Squats',
            points: [
              {
                sessionId: 's1',
                date: NOW - 3 * DAY_MS,
                averageFormScore: 7,
                bestFormScore: 8,
                formConsistency: 0.8,
                totalReps: 8,
              },
              {
                sessionId: 's2',
                date: NOW - DAY_MS,
                averageFormScore: 8,
                bestFormScore: 9,
                formConsistency: 0.9,
                totalReps: 8,
              },
            ],
          },
        ],
    personalRecords: isEmpty
      ? []
      : [
          {
            id: 'record-1',
            exercise: 'Squats',
            metric: 'form_score',
            value: 8,
            achievedAt: NOW - DAY_MS,
            sessionId: 's2',
            previousRecord: 7,
            improvement: 1,
          },
        ],
    milestones: isEmpty
      ? []
      : [
          {
            id: 'milestone-1',
            type: 'form_improvement',
            exercise: 'Squats',
            title: 'Squats form up 1.5',
            description: 'Form improved by 1.5 points over 5 sessions.',
            achievedAt: NOW - DAY_MS,
            value: 8,
            previousValue: 6.5,
            isPersonalBest: true,
          },
        ],
  };
  return data;
}

/** The quiz's answer with a medium risk that asks for clearance. */
export const quizResultsAnswer: FakeAnswer = {
  status: 200,
  body: {
    success: true,
    results: {
      insights: {
        riskProfile: {
          level: 'medium',
          clearanceRequired: true,
          primaryConcerns: ['Previous knee injury'],
        },
        fitnessReadiness: { level: 'beginner', primaryGoal: 'strength', timeCommitment: '3 days' },
        personalizedApproach: {
          recommendedIntensity: 'moderate',
          focusAreas: ['form'],
          specialNeeds: [],
        },
      },
      nextSteps: [],
      completedAt: '2026-03-01T10:00:00.000Z',
    },
  },
};

/** Onboarding's plan with two safety considerations. */
export const recommendationsAnswer: FakeAnswer = {
  status: 200,
  body: {
    success: true,
    recommendations: {
      safetyConsiderations: ['Warm up for 10 minutes', 'Stop if your knee hurts'],
    },
  },
};

/** Every call of the Safety screen answered for a user with form data. */
export function buildSafetyRoutes(
  overrides: Record<string, FakeAnswer> = {},
): Record<string, FakeAnswer> {
  return {
    'GET /workouts/pose/risk-profile': ok(buildRiskReport()),
    'GET /workouts/pose/progress': (call) =>
      ok(
        buildProgress({
          timeframe: call.path.includes('timeframe=week') ? 'week' : 'month',
        }),
      ),
    'GET /onboarding/recommendations': recommendationsAnswer,
    'GET /quiz/results': quizResultsAnswer,
    ...overrides,
  };
}
