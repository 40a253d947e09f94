import type { FormLabel } from '../pose-types';
import type {
  ForwardLeanCategory,
  KneeValgusSeverity,
  SquatDepthCategory,
} from './classify-squat-form';
import type {
  BackRoundingSeverity,
  BarPathCategory,
  BarTrajectory,
  HipHingeQuality,
} from './classify-deadlift-form';

/** What every analysis ends with: the score, its label and feedback, confidence and time. */
export interface AnalysisSummary {
  /** Form score 1-10 (10 minus the deductions of spec 03 §9). */
  overallScore: number;
  label: FormLabel;
  /** Feedback lines, the costliest first. */
  feedback: string[];
  /** Mean score of the analysed landmarks, 0..1. */
  confidence: number;
  /** Frame time in ms. */
  timestamp: number;
}

/** Squat analysis of one frame (spec 03 §3); angles in degrees, null where not measurable. */
export interface SquatAnalysis extends AnalysisSummary {
  exercise: 'squat';
  depth: {
    kneeAngle: number;
    depthCategory: SquatDepthCategory;
    isProperDepth: boolean;
    recommendation: string;
  };
  kneeValgus: {
    /** Knee width over ankle width; null from the side (not measurable). */
    ratio: number | null;
    severity: KneeValgusSeverity;
    isValgusPresent: boolean;
    correction: string;
  };
  forwardLean: {
    /** Torso angle from vertical; null when shoulders or hips are not seen. */
    angle: number | null;
    category: ForwardLeanCategory;
    isExcessive: boolean;
    feedback: string;
  };
}

/** Deadlift analysis of one frame (spec 03 §3); distances in frame heights. */
export interface DeadliftAnalysis extends AnalysisSummary {
  exercise: 'deadlift';
  backRounding: {
    /** Bend of the ear-shoulder-hip line away from straight; null when not seen. */
    spineAngle: number | null;
    severity: BackRoundingSeverity;
    isRounded: boolean;
    correction: string;
  };
  barPath: {
    /** Widest horizontal distance of the bar (wrists) from its mean line. */
    deviation: number;
    category: BarPathCategory;
    trajectory: BarTrajectory;
    isOptimal: boolean;
    guidance: string;
  };
  hipHinge: {
    hipAngle: number | null;
    kneeAngle: number | null;
    /** Hip flexion over knee flexion; null when standing upright. */
    ratio: number | null;
    quality: HipHingeQuality;
    feedback: string;
  };
}

/** Either analysis. */
export type FormAnalysis = SquatAnalysis | DeadliftAnalysis;

/** An analysis, or why the pose could not be analysed (a message of spec 03 §5). */
export type AnalysisOutcome<T> =
  | { isValid: true; analysis: T }
  | { isValid: false; reason: 'insufficient_keypoints' | 'low_confidence'; message: string };
