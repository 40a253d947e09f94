import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  addSessionToProgress,
  addSetToExerciseResult,
  buildFormHistory,
  buildRiskScoreHistory,
  computeProgressMetrics,
  createExerciseResult,
  initialProgressState,
  initialRiskTrackerState,
  observeRisk,
  summarizeProgress,
  type FormHistoryPoint,
  type ProgressMetrics,
  type ProgressState,
  type ProgressSummary,
  type RiskScorePoint,
} from '@repwise/domain/pose';
import type { SetAnalysisReport } from './pose-panels';
import {
  buildModificationId,
  buildPoseApiPath,
  buildRecordPoseSetRequest,
  posePaths,
  poseSetSummarySchema,
  recordPoseSetRequestSchema,
  type PoseExerciseResult,
} from './pose-api';
import {
  formHistoryPointSchema,
  progressMetricsSchema,
  progressSummarySchema,
  type FormHistoryPointDto,
  type ProgressMetricsDto,
  type ProgressSummaryDto,
} from './pose-progress-api';
import { riskScorePointSchema, type RiskScorePointDto } from './risk.schema';

const NOW = 1_800_000_000_000;
const DAY_MS = 86_400_000;

/** A report as the squat panel sends it (no analyses: reps the camera could not analyse). */
const report: SetAnalysisReport = {
  exercise: 'squat',
  setNumber: 2,
  reps: 3,
  formScores: [8, 7.5, 9],
  averageFormScore: 8.2,
  analyses: [],
  duration: 41,
  safetyIssues: [],
};

function buildProgress(averages: number[]): ProgressState {
  return averages.reduce((state, score, index) => {
    const set = {
      setNumber: 1,
      reps: 2,
      formScores: [score, score],
      averageFormScore: score,
      analyses: [],
      duration: 20,
    };
    const result = addSetToExerciseResult(createExerciseResult('Squats'), set);
    const session = {
      id: `s${index}`,
      date: NOW - (averages.length - index) * DAY_MS,
      exercises: [result],
      totalDuration: 600,
      overallScore: score,
      userId: 'u1',
    };
    return addSessionToProgress(state, session).state;
  }, initialProgressState);
}

describe('pose API contract', () => {
  it("accepts the panel's set report with a session id and drops what the server computes", () => {
    const parsed = recordPoseSetRequestSchema.parse({ ...report, sessionId: 'workout-1' });
    expect(parsed).toEqual({
      sessionId: 'workout-1',
      exercise: 'squat',
      setNumber: 2,
      reps: 3,
      formScores: [8, 7.5, 9],
      analyses: [],
      duration: 41,
    });
  });

  it('builds a set request from a report within the limits, which the schema accepts', () => {
    const long = { ...report, reps: 120, formScores: Array.from({ length: 120 }, () => 7) };
    const body = buildRecordPoseSetRequest(
      { ...long, duration: 5000 },
      { sessionId: 'check-1', setNumber: 60 },
    );
    expect(body).toMatchObject({ setNumber: 50, reps: 100, duration: 3600 });
    expect(body.formScores).toHaveLength(100);
    expect(body).not.toHaveProperty('planned');
    expect(recordPoseSetRequestSchema.safeParse(body).success).toBe(true);
  });

  it('needs one score per rep', () => {
    const result = recordPoseSetRequestSchema.safeParse({ ...report, sessionId: 'w', reps: 4 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['formScores']);
  });

  it('names a modification by exercise id and type', () => {
    expect(buildModificationId({ exerciseId: 'squats', type: 'mobility' })).toBe('squats.mobility');
  });

  it('fills in path segments URI-encoded and keeps only the query values given', () => {
    expect(
      buildPoseApiPath(posePaths.completeIntervention, { interventionId: 'intervention-1 a' }),
    ).toBe('/workouts/pose/interventions/intervention-1%20a/complete');
    expect(
      buildPoseApiPath(posePaths.adaptivePlan, {}, { sessionId: 's-1', exercise: undefined }),
    ).toBe('/workouts/pose/adaptive-plan?sessionId=s-1');
    expect(() => buildPoseApiPath(posePaths.dismissRiskFactor)).toThrow(/riskFactorId/);
  });

  it('matches the progress engine types', () => {
    expectTypeOf<FormHistoryPointDto>().toEqualTypeOf<FormHistoryPoint>();
    expectTypeOf<RiskScorePointDto>().toEqualTypeOf<RiskScorePoint>();
    expectTypeOf<ProgressMetricsDto>().toEqualTypeOf<ProgressMetrics>();
    expectTypeOf<ProgressSummaryDto>().toEqualTypeOf<ProgressSummary>();
    expectTypeOf(poseSetSummarySchema.parse).returns.toMatchTypeOf<
      PoseExerciseResult['sets'][number]
    >();
  });

  it('accepts the progress engine output', () => {
    const state = buildProgress([6, 6.5, 7, 8, 9]);
    const summary = summarizeProgress(state, 'month', NOW);
    expect(progressSummarySchema.parse(summary)).toEqual(summary);
    const metrics = computeProgressMetrics(state, 'Squats', 'week', NOW);
    expect(progressMetricsSchema.parse(metrics)).toEqual(metrics);
    expect(metrics.formTrend).toBe('improving');
    for (const point of buildFormHistory(state, 'Squats', 'month', NOW))
      expect(formHistoryPointSchema.parse(point)).toEqual(point);
  });

  it('accepts the risk trend the engine builds', () => {
    const state = observeRisk(
      initialRiskTrackerState,
      { type: 'back_rounding', severity: 'critical', exercise: 'deadlift', evidence: 'Set 1' },
      NOW - 2 * DAY_MS,
    );
    const trend = buildRiskScoreHistory(state, NOW);
    expect(trend.map((point) => riskScorePointSchema.parse(point))).toEqual(trend);
    expect(trend.at(-1)).toMatchObject({ overallRisk: 'critical' });
  });
});
