import { describe, expect, it } from 'vitest';
import { MS_PER_DAY } from '../pose-constants';
import type { CoachUserProfile } from '../coach/coach-types';
import { buildHistory } from '../test-support/build-results';
import type { ExerciseMetrics, PlannedExercise } from './adaptive-types';
import {
  buildAdaptivePlan,
  computeReadinessScore,
  determineAdaptiveRiskLevel,
} from './build-adaptive-plan';
import { buildModifications, recommendRestSeconds } from './build-modifications';
import { computeExerciseMetrics } from './compute-exercise-metrics';

const NOW = 1_800_000_000_000;
const squats: PlannedExercise = {
  exerciseId: 'squats',
  name: 'Squats',
  sets: 3,
  reps: 15,
  weightKg: null,
  restSeconds: 60,
};
const deadlifts: PlannedExercise = {
  exerciseId: 'deadlifts',
  name: 'Deadlifts',
  sets: 3,
  reps: 8,
  weightKg: 60,
  restSeconds: 90,
};
const profile: CoachUserProfile = {
  name: 'Ada',
  fitnessLevel: 'INTERMEDIATE',
  goals: [],
  limitations: [],
  preferredFeedbackStyle: 'DIRECT',
};

function metrics(overrides: Partial<ExerciseMetrics>): ExerciseMetrics {
  return {
    exercise: 'Squats',
    averageFormScore: 8,
    consistency: 0.9,
    totalReps: 100,
    sessionCount: 5,
    improvementTrend: 'stable',
    lastWeekAverage: 8,
    safetyIssues: 0,
    lastUpdated: NOW,
    ...overrides,
  };
}

describe('computeExerciseMetrics', () => {
  it('averages the sessions and reads the last week', () => {
    const history = buildHistory('Squats', [6, 7, 8, 9, 9.5], NOW, { issueCount: 1 });
    expect(computeExerciseMetrics('Squats', history, NOW)).toEqual({
      exercise: 'Squats',
      averageFormScore: 7.9,
      consistency: 0.9,
      totalReps: 50,
      sessionCount: 5,
      improvementTrend: 'improving',
      lastWeekAverage: 7.9,
      safetyIssues: 5,
      lastUpdated: NOW,
    });
  });

  it.each<[number[], string]>([
    [[7, 7.2], 'insufficient_data'],
    [[7, 7.2, 7.4], 'stable'],
    [[7, 7.21, 7.42], 'improving'],
    [[7, 6.79, 6.58], 'declining'],
  ])('session averages %j trend %s (slope threshold 0.2)', (averages, trend) => {
    expect(
      computeExerciseMetrics('Squats', buildHistory('Squats', averages, NOW), NOW).improvementTrend,
    ).toBe(trend);
  });

  it('counts only the last 7 days for the weekly average and issues', () => {
    const history = buildHistory('Squats', [5, 9], NOW - 6 * MS_PER_DAY, { issueCount: 2 });
    const result = computeExerciseMetrics('Squats', history, NOW + MS_PER_DAY);
    expect(result).toMatchObject({ lastWeekAverage: null, safetyIssues: 0, sessionCount: 2 });
  });
});

describe('buildModifications rules', () => {
  it.each<[string, Partial<ExerciseMetrics>, string[]]>([
    ['2 safety issues change nothing', { safetyIssues: 2 }, []],
    ['3 safety issues are critical', { safetyIssues: 3 }, ['safety:critical']],
    [
      'under 5 and declining regresses',
      { averageFormScore: 4.9, improvementTrend: 'declining' },
      ['regression:high', 'mobility:low'],
    ],
    [
      '5 and declining only needs mobility',
      { averageFormScore: 5, improvementTrend: 'declining' },
      ['mobility:low'],
    ],
    [
      'under 5 but stable only needs mobility',
      { averageFormScore: 4, improvementTrend: 'stable' },
      ['mobility:low'],
    ],
    [
      '7 with consistency under 0.6 works on consistency',
      { averageFormScore: 7, consistency: 0.59 },
      ['consistency:medium'],
    ],
    ['7 with consistency 0.6 is fine', { averageFormScore: 7, consistency: 0.6 }, []],
    ['6.9 needs mobility', { averageFormScore: 6.9 }, ['mobility:low']],
    [
      '8.5, 0.8 and improving progresses',
      { averageFormScore: 8.5, consistency: 0.8, improvementTrend: 'improving' },
      ['progression:low'],
    ],
    [
      '8.4 does not progress',
      { averageFormScore: 8.4, consistency: 0.8, improvementTrend: 'improving' },
      [],
    ],
    [
      'consistency 0.79 does not progress',
      { averageFormScore: 9, consistency: 0.79, improvementTrend: 'improving' },
      [],
    ],
    [
      'a stable trend does not progress',
      { averageFormScore: 9, consistency: 0.9, improvementTrend: 'stable' },
      [],
    ],
  ])('%s', (_, overrides, expected) => {
    const found = buildModifications(metrics(overrides), squats).map(
      (m) => `${m.type}:${m.priority}`,
    );
    expect(found).toEqual(expected);
  });

  it('does not suggest mobility work for other exercises', () => {
    const pushUps = { ...squats, exerciseId: 'push-ups', name: 'Push-ups' };
    expect(buildModifications(metrics({ averageFormScore: 6 }), pushUps)).toEqual([]);
  });

  it('spells out the changes', () => {
    const [safety] = buildModifications(
      metrics({ safetyIssues: 4, averageFormScore: 5.5 }),
      deadlifts,
    );
    expect(safety?.details).toMatchObject({
      originalReps: 8,
      recommendedReps: 6,
      originalSets: 3,
      recommendedSets: 3,
      recommendedWeight: 48,
      restTimeAdjustment: 0,
    });
    const [regression] = buildModifications(
      metrics({ averageFormScore: 4, improvementTrend: 'declining' }),
      deadlifts,
    );
    expect(regression?.details).toMatchObject({
      recommendedSets: 2,
      recommendedReps: 6,
      recommendedWeight: 54,
      restTimeAdjustment: 0,
    });
    expect(regression?.details.additionalExercises).toEqual([
      'Romanian deadlift (light)',
      'Kettlebell deadlift',
    ]);
    const [progression] = buildModifications(
      metrics({ averageFormScore: 9, improvementTrend: 'improving' }),
      deadlifts,
    );
    expect(progression?.details).toMatchObject({
      recommendedReps: 8,
      recommendedWeight: 63,
      restTimeAdjustment: -30,
    });
    const [bodyweight] = buildModifications(
      metrics({ averageFormScore: 9, improvementTrend: 'improving' }),
      squats,
    );
    expect(bodyweight?.details).toMatchObject({
      recommendedReps: 17,
      recommendedWeight: null,
      restTimeAdjustment: 0,
    });
  });

  it.each<[number, number]>([
    [5.9, 90],
    [6, 60],
  ])('advises %f average form to rest %i s', (average, rest) => {
    expect(recommendRestSeconds(average)).toBe(rest);
  });
});

describe('readiness and risk level', () => {
  const mod = (priority: 'critical' | 'high' | 'medium' | 'low') => ({
    ...buildModifications(metrics({ safetyIssues: 3 }), squats)[0]!,
    priority,
  });

  it.each<[number[], ('critical' | 'high' | 'medium' | 'low')[], number]>([
    [[], [], 50],
    [[8, 7], [], 75],
    [[8], ['critical'], 60],
    [[8], ['high', 'medium', 'low'], 70],
    [[3], ['critical', 'high'], 10],
    [[10], [], 100],
  ])('forms %j with %j modifications read %i', (averages, priorities, expected) => {
    const all = averages.map((averageFormScore) => metrics({ averageFormScore }));
    expect(computeReadinessScore(all, priorities.map(mod))).toBe(expected);
  });

  it.each<[number, ('critical' | 'high' | 'medium' | 'low')[], string]>([
    [0, [], 'low'],
    [2, ['low', 'low', 'low'], 'low'],
    [3, [], 'medium'],
    [0, ['low', 'low', 'low', 'low'], 'medium'],
    [5, [], 'medium'],
    [6, [], 'high'],
    [0, ['critical'], 'high'],
  ])('%i safety issues with %j modifications are %s risk', (safetyIssues, priorities, expected) => {
    expect(determineAdaptiveRiskLevel([metrics({ safetyIssues })], priorities.map(mod))).toBe(
      expected,
    );
  });
});

describe('buildAdaptivePlan', () => {
  it('assembles the plan with the next review 7 days on', () => {
    const squatMetrics = metrics({ averageFormScore: 5.5, safetyIssues: 3 });
    const deadliftMetrics = metrics({
      exercise: 'Deadlifts',
      averageFormScore: 9,
      consistency: 0.9,
      improvementTrend: 'improving',
    });
    const modifications = [
      ...buildModifications(deadliftMetrics, deadlifts),
      ...buildModifications(squatMetrics, squats),
    ];
    const plan = buildAdaptivePlan({
      workoutId: 'w1',
      userProfile: profile,
      exerciseMetrics: [squatMetrics, deadliftMetrics],
      modifications,
      nowMs: NOW,
    });
    expect(plan.modifications.map((m) => `${m.exerciseName}:${m.type}`)).toEqual([
      'Squats:safety',
      'Deadlifts:progression',
      'Squats:mobility',
    ]);
    expect(plan.overallAssessment).toEqual({
      readinessScore: 53,
      riskLevel: 'high',
      primaryConcerns: ['Squats: 3 safety issues in the last week'],
      strengths: [
        'Consistent Squats technique',
        'Excellent Deadlifts form (9/10)',
        'Consistent Deadlifts technique',
        'Deadlifts form is improving',
      ],
      nextSteps: [
        'Squats: Lower injury risk while technique is rebuilt',
        'Deadlifts: Keep progressing while form holds',
        'Squats: Easier positions at the bottom of the lift',
        'Rest 90 s between Squats sets next session',
        'Rest 60 s between Deadlifts sets next session',
      ],
    });
    expect(plan).toMatchObject({
      workoutId: 'w1',
      adaptationDate: NOW,
      nextReviewDate: NOW + 7 * MS_PER_DAY,
    });
  });
});
