import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  addSessionToProgress,
  addSetToExerciseResult,
  analyzeDeadlift,
  analyzeSquat,
  buildAdaptivePlan,
  buildModifications,
  buildRiskProfile,
  computeExerciseMetrics,
  createExerciseResult,
  initialCoachState,
  initialProgressState,
  initialRiskTrackerState,
  observeRisk,
  POSE_LANDMARK,
  reduceCoach,
  type AdaptivePlan,
  type BiomechanicalAlert,
  type CoachMessage,
  type CoachUserProfile,
  type DeadliftAnalysis,
  type ExerciseResult,
  type Milestone,
  type PersonalRecord,
  type PoseFrame,
  type PoseKeypoint,
  type RiskFactor,
  type RiskProfile,
  type SquatAnalysis,
} from '@repwise/domain/pose';
import {
  adaptivePlanSchema,
  coachMessageSchema,
  coachUserProfileSchema,
  type AdaptivePlanDto,
  type CoachMessageDto,
} from './adaptive-plan.schema';
import { exerciseResultSchema, type ExerciseResultDto } from './exercise-result.schema';
import {
  formAnalysisSchema,
  type DeadliftAnalysisDto,
  type SquatAnalysisDto,
} from './form-analysis.schema';
import {
  milestoneSchema,
  personalRecordSchema,
  type MilestoneDto,
  type PersonalRecordDto,
} from './milestone.schema';
import { poseFrameSchema, type PoseFrameDto, type PoseKeypointDto } from './pose-landmarks.schema';
import {
  riskProfileSchema,
  type BiomechanicalAlertDto,
  type RiskFactorDto,
  type RiskProfileDto,
} from './risk.schema';

const NOW = 1_800_000_000_000;
const profile: CoachUserProfile = {
  name: 'Ada',
  fitnessLevel: 'BEGINNER',
  goals: ['STRENGTH'],
  limitations: [],
  preferredFeedbackStyle: 'SUPPORTIVE',
};

// A standing body, side view: enough for both analysers.
function standingKeypoints(): PoseKeypoint[] {
  const keypoints = Array.from({ length: 33 }, () => ({ x: 0.5, y: 0.5, z: 0, score: 0.9 }));
  const place = (index: number, x: number, y: number) =>
    (keypoints[index] = { x, y, z: 0, score: 0.9 });
  const L = POSE_LANDMARK;
  [L.leftAnkle, L.rightAnkle].forEach((i) => place(i, 0.5, 0.9));
  [L.leftKnee, L.rightKnee].forEach((i) => place(i, 0.52, 0.7));
  [L.leftHip, L.rightHip].forEach((i) => place(i, 0.5, 0.5));
  [L.leftShoulder, L.rightShoulder].forEach((i) => place(i, 0.55, 0.2));
  [L.leftWrist, L.rightWrist].forEach((i) => place(i, 0.55, 0.45));
  return keypoints;
}

describe('pose contracts match the domain types', () => {
  it('has the same shapes as the engines produce', () => {
    expectTypeOf<PoseKeypointDto>().toEqualTypeOf<PoseKeypoint>();
    expectTypeOf<PoseFrameDto>().toMatchTypeOf<PoseFrame>();
    expectTypeOf<SquatAnalysisDto>().toEqualTypeOf<SquatAnalysis>();
    expectTypeOf<DeadliftAnalysisDto>().toEqualTypeOf<DeadliftAnalysis>();
    expectTypeOf<ExerciseResultDto>().toEqualTypeOf<ExerciseResult>();
    expectTypeOf<RiskFactorDto>().toEqualTypeOf<RiskFactor>();
    expectTypeOf<BiomechanicalAlertDto>().toEqualTypeOf<BiomechanicalAlert>();
    expectTypeOf<RiskProfileDto>().toMatchTypeOf<RiskProfile>();
    expectTypeOf<MilestoneDto>().toEqualTypeOf<Milestone>();
    expectTypeOf<PersonalRecordDto>().toEqualTypeOf<PersonalRecord>();
    expectTypeOf<CoachMessageDto>().toEqualTypeOf<CoachMessage>();
    expectTypeOf<AdaptivePlanDto>().toMatchTypeOf<AdaptivePlan>();
  });
});

describe('pose schemas accept what the engines produce', () => {
  const frame = { keypoints: standingKeypoints(), timestampMs: 1000, aspectRatio: 0.75 };

  it('accepts frames of 33 landmarks and refuses fewer', () => {
    expect(poseFrameSchema.safeParse(frame).success).toBe(true);
    expect(
      poseFrameSchema.safeParse({ ...frame, keypoints: frame.keypoints.slice(0, 32) }).success,
    ).toBe(false);
    const badScore = frame.keypoints.map((k, i) => (i === 0 ? { ...k, score: 1.5 } : k));
    expect(poseFrameSchema.safeParse({ ...frame, keypoints: badScore }).success).toBe(false);
  });

  it('round-trips squat and deadlift analyses', () => {
    for (const outcome of [analyzeSquat(frame), analyzeDeadlift(frame)]) {
      if (!outcome.isValid) throw new Error(outcome.message);
      expect(formAnalysisSchema.parse(JSON.parse(JSON.stringify(outcome.analysis)))).toEqual(
        outcome.analysis,
      );
    }
  });

  it('refuses an analysis scored out of range', () => {
    const outcome = analyzeSquat(frame);
    if (!outcome.isValid) throw new Error(outcome.message);
    expect(formAnalysisSchema.safeParse({ ...outcome.analysis, overallScore: 11 }).success).toBe(
      false,
    );
  });

  it('round-trips results, records, milestones, risks, coach messages and plans', () => {
    const set = {
      setNumber: 1,
      reps: 3,
      formScores: [9, 9, 9],
      averageFormScore: 9,
      analyses: [],
      duration: 20,
    };
    const result = addSetToExerciseResult(createExerciseResult('Squats'), set);
    expect(exerciseResultSchema.parse(result)).toEqual(result);

    let progress = initialProgressState;
    for (let i = 0; i < 3; i += 1) {
      const session = {
        id: `s${i}`,
        date: NOW + i,
        exercises: [result],
        totalDuration: 600,
        overallScore: 9,
        userId: 'u1',
      };
      progress = addSessionToProgress(progress, session).state;
    }
    for (const record of progress.personalRecords)
      expect(personalRecordSchema.parse(record)).toEqual(record);
    expect(progress.milestones.length).toBeGreaterThan(0);
    for (const milestone of progress.milestones)
      expect(milestoneSchema.parse(milestone)).toEqual(milestone);

    const risk = observeRisk(
      initialRiskTrackerState,
      { type: 'back_rounding', severity: 'critical', exercise: 'deadlift', evidence: 'rep 2' },
      NOW,
    );
    const riskProfile = buildRiskProfile(risk, 'u1', NOW);
    expect(riskProfileSchema.parse(riskProfile)).toEqual(riskProfile);

    const squat = analyzeSquat(frame);
    if (!squat.isValid) throw new Error(squat.message);
    const coach = reduceCoach(
      initialCoachState,
      {
        type: 'repCounted',
        exercise: 'squat',
        analysis: squat.analysis,
        repScore: 6,
        repCount: 3,
        targetReps: 10,
        timestampMs: NOW,
      },
      profile,
    );
    for (const message of coach.messages)
      expect(coachMessageSchema.parse(message)).toEqual(message);

    const history = progress.exerciseHistory.Squats ?? [];
    const metrics = computeExerciseMetrics('Squats', history, NOW);
    const planned = {
      exerciseId: 'squats',
      name: 'Squats',
      sets: 3,
      reps: 15,
      weightKg: null,
      restSeconds: 60,
    };
    const plan = buildAdaptivePlan({
      workoutId: 'w1',
      userProfile: coachUserProfileSchema.parse(profile),
      exerciseMetrics: [metrics],
      modifications: buildModifications({ ...metrics, safetyIssues: 3 }, planned),
      nowMs: NOW,
    });
    expect(adaptivePlanSchema.parse(JSON.parse(JSON.stringify(plan)))).toEqual(plan);
  });
});
