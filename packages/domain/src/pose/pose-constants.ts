// Every constant of spec 03 §9 (camera and pose, scoring, coach, risk tracker, progress and
// adaptive engine) that the pose engines use, by name. Angles in degrees, distances in frame heights.

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** One hour and one day in milliseconds (time is always passed in as epoch milliseconds). */
export const MS_PER_HOUR = HOUR_MS;
/** One day in milliseconds. */
export const MS_PER_DAY = DAY_MS;

/** Skeleton points are drawn only when their score is above this. */
export const SKELETON_MIN_SCORE = 0.3;
/** Pose analysis needs at least this many keypoints (BlazePose has 33). */
export const MIN_POSE_KEYPOINTS = 33;
/** Pose analysis needs an average keypoint confidence of at least this. */
export const MIN_AVERAGE_CONFIDENCE = 0.5;

/** Squat depth by knee angle: at most 80 excellent, 90 good, 100 acceptable, above insufficient. */
export const SQUAT_DEPTH_KNEE_ANGLE_DEG = { excellent: 80, good: 90, acceptable: 100 } as const;
/** Squat rep: down below 100°, up again above 100 + 10 (hysteresis). */
export const SQUAT_MIN_DEPTH_DEG = 100;
/** Hysteresis added to the minimum depth before a squat rep counts on the way up. */
export const SQUAT_HYSTERESIS_DEG = 10;
/**
 * A shallow squat attempt (issue #16): the knees bend below 140° without reaching the 100° depth
 * line, then straighten above 160°. It counts as a rep (scored with its depth fault), since the
 * user made it: see docs/architecture-details.md, "Form faults per rep".
 */
export const SQUAT_ATTEMPT_KNEE_DEG = { bent: 140, straight: 160 } as const;
/**
 * A shallow attempt's knees stay bent below 140° this long at least (first to last such frame): a
 * walking stride bends one knee that far for a fifth of a second, a squat for half a second or more.
 */
export const SQUAT_ATTEMPT_MIN_MS = 400;
/** Knee width over ankle width: at least 0.9 none, 0.8 mild, 0.7 moderate, below severe. */
export const KNEE_VALGUS_RATIO = { none: 0.9, mild: 0.8, moderate: 0.7 } as const;
/** Torso lean from vertical: at most 30 minimal, 45 acceptable, 60 excessive, above dangerous. */
export const FORWARD_LEAN_DEG = { minimal: 30, acceptable: 45, excessive: 60 } as const;

/** Spine rounding: from 10° mild, 20° moderate, 30° severe. */
export const BACK_ROUNDING_DEG = { mild: 10, moderate: 20, severe: 30 } as const;
/** Horizontal bar deviation in frame heights: at most 0.03 optimal, 0.05 acceptable, 0.08 poor. */
export const BAR_PATH_DEVIATION = { optimal: 0.03, acceptable: 0.05, poor: 0.08 } as const;
/** Hip flexion over knee flexion: from 2.5 excellent, 2 good, 1.5 fair, below poor. */
export const HIP_HINGE_RATIO = { excellent: 2.5, good: 2, poor: 1.5 } as const;
/** Bar path history: the last 60 wrist positions; fewer than 10 are not judged. */
export const BAR_HISTORY_POINTS = 60;
/** Bar path needs at least this many points. */
export const BAR_HISTORY_MIN_POINTS = 10;
/** Deadlift bar lift thresholds (frame heights above the floor position). */
export const DEADLIFT_LIFT = { pull: 0.03, lockout: 0.1, lower: 0.07, setup: 0.02 } as const;
/**
 * Body size (the longest of torso, thigh and shin, frame heights) at which the deadlift's lift
 * thresholds apply as they are; a lifter seen smaller (a distant camera) has the lift scaled up by
 * this over their size, so a full pull still reaches lockout. The labelled clips' lifters measure
 * 0.145-0.31, so none of them is scaled.
 */
export const DEADLIFT_REFERENCE_BODY_SIZE = 0.14;
/**
 * The deadlift's floor position is taken only from a steady wrist: held for 250 ms within a band
 * as wide as the setup threshold (0.02 frame heights, what the machine itself counts as "on the
 * floor"). The first frames of a newly found pose are still settling (BlazePose's tracking region
 * converges over several frames, moving the wrist by up to 0.06).
 */
export const DEADLIFT_FLOOR_STEADY = { spread: DEADLIFT_LIFT.setup, durationMs: 250 } as const;
/**
 * After this long without a tracked frame the person counts as lost: the rep machines forget their
 * signal history and the deadlift its floor position, and start again from what they see next.
 */
export const POSE_LOST_AFTER_MS = 1000;
/** Form history windows of the rep state machines (frames). */
export const SQUAT_FORM_WINDOW = 60;
/** Deadlift form history window (frames). */
export const DEADLIFT_FORM_WINDOW = 90;
/** Rep score when no form quality was recorded since the last rep. */
export const DEFAULT_REP_SCORE = 5;

/** Form score bounds (the score starts at the maximum and loses deductions). */
export const FORM_SCORE_MAX = 10;
/** The lowest form score. */
export const FORM_SCORE_MIN = 1;
/** Form labels: 8+ Excellent, 6+ Good, 4+ Fair, else Needs Work. */
export const FORM_LABEL_MIN_SCORE = { excellent: 8, good: 6, fair: 4 } as const;
/** Squat deductions per category (0 where the spec names none). */
export const SQUAT_DEDUCTIONS = {
  depth: { excellent: 0, good: 1, acceptable: 2, insufficient: 4 },
  valgus: { none: 0, mild: 1, moderate: 2, severe: 3 },
  lean: { minimal: 0, acceptable: 1, excessive: 2, dangerous: 4 },
} as const;
/** Deadlift deductions per category; a fair hinge loses what a good one does. */
export const DEADLIFT_DEDUCTIONS = {
  back: { none: 0, mild: 1, moderate: 3, severe: 5 },
  barPath: { optimal: 0, acceptable: 0, poor: 1, excessive: 2 },
  hinge: { excellent: 0, good: 1, fair: 1, poor: 2, upright: 0 },
} as const;

/** Coach: the last 3 messages are shown, 6 kept. */
export const COACH_VISIBLE_MESSAGES = 3;
/** Coach messages kept in history. */
export const COACH_KEPT_MESSAGES = 6;
/** A form correction is given only when the rep scored under this. */
export const COACH_CORRECTION_BELOW_SCORE = 8;
/** Progress messages at these fractions of the target reps. */
export const COACH_PROGRESS_FRACTIONS = [0.3, 0.5, 0.8, 1] as const;
/** The same correction is not repeated within this time (keeps a struggling set from nagging). */
export const COACH_REPEAT_COOLDOWN_MS = 10_000;

/** Risk: form drop-off between the start and the end of a session, in percent. */
export const FORM_DROPOFF_PERCENT = { low: 15, moderate: 25, high: 40 } as const;
/** Risk: weekly volume increase in percent. */
export const VOLUME_INCREASE_PERCENT = { low: 20, moderate: 30, high: 50 } as const;
/** Risk: hours between sessions of an exercise (under 12 concerning, 24 acceptable, 48 optimal). */
export const RECOVERY_HOURS = { concerning: 12, acceptable: 24, optimal: 48 } as const;
/** Risk factors of the same type and exercise within 24 hours are merged. */
export const RISK_FACTOR_DEDUPE_MS = DAY_MS;
/** At most 100 risk factors are kept (oldest dropped). */
export const MAX_RISK_FACTORS = 100;
/** A risk factor counts as active for 30 days. */
export const RISK_FACTOR_ACTIVE_MS = 30 * DAY_MS;
/** Biomechanical alerts for the same issue and exercise within 24 hours are merged. */
export const ALERT_DEDUPE_MS = DAY_MS;
/** Movement history kept by the risk tracker. */
export const MOVEMENT_HISTORY_SIZE = 500;
/** Risk score weight per severity. */
export const RISK_SEVERITY_WEIGHTS = { critical: 40, high: 25, moderate: 15, low: 5 } as const;
/** Risk weights decay linearly over 30 days down to this fraction. */
export const RISK_DECAY_FLOOR = 0.1;
/** Risk weights decay over this period. */
export const RISK_DECAY_MS = 30 * DAY_MS;
/** Risk scores are capped at 100. */
export const MAX_RISK_SCORE = 100;

/** Progress: exercise history per exercise, sessions stored, milestones kept. */
export const PROGRESS_LIMITS = { exerciseHistory: 50, sessions: 500, milestones: 100 } as const;
/** Milestones: mastery at form 8.5 and consistency 0.85; safety streak 5; improvement 1.5 over 5. */
export const MILESTONE_RULES = {
  masteryFormScore: 8.5,
  masteryConsistency: 0.85,
  safetyStreakSessions: 5,
  improvementPoints: 1.5,
  improvementSessions: 5,
} as const;
/** Readiness score: average form x 10 minus 20 per critical and 10 per high, clamped 10-100. */
export const READINESS = {
  perFormPoint: 10,
  criticalPenalty: 20,
  highPenalty: 10,
  min: 10,
  max: 100,
  default: 50,
} as const;
/** Risk level: high with any critical or over 5 issues; medium over 2 issues or 3 modifications. */
export const ADAPTIVE_RISK_LEVEL = {
  highSafetyIssuesAbove: 5,
  mediumSafetyIssuesAbove: 2,
  mediumModificationsAbove: 3,
} as const;
/** Modification rules of the adaptive engine. */
export const MODIFICATION_RULES = {
  criticalSafetyIssuesAbove: 2,
  regressionFormBelow: 5,
  consistencyFormFrom: 7,
  consistencyBelow: 0.6,
  mobilityFormBelow: 7,
  progressionFormFrom: 8.5,
  progressionConsistencyFrom: 0.8,
} as const;
/** Trend slope thresholds (points per data point): exercise metrics 0.2, progress 0.1. */
export const TREND_SLOPE = { metrics: 0.2, progress: 0.1 } as const;
/** Trend calculations need 3 data points, plateau calculations 5. */
export const TREND_MIN_POINTS = 3;
/** Plateau calculations need this many data points. */
export const PLATEAU_MIN_POINTS = 5;
/** Form trends need 5 recent records overall and 3 per exercise. */
export const FORM_TREND_MIN_RECORDS = { overall: 5, perExercise: 3 } as const;
/** The achievement check needs this many recent analyses. */
export const ACHIEVEMENT_MIN_ANALYSES = 3;
/** Progress timeframes in days. */
export const TIMEFRAME_DAYS = { week: 7, twoWeeks: 14, month: 30, threeMonths: 90 } as const;
/** The adaptive plan is reviewed again after 7 days. */
export const NEXT_REVIEW_DAYS = 7;
/** Next-session rest: 90 s when the average form is under 6, else 60 s. */
export const REST_ADVICE = {
  lowFormBelow: 6,
  lowFormRestSeconds: 90,
  defaultRestSeconds: 60,
} as const;
