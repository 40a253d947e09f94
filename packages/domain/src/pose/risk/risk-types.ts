import type { Priority, Severity, TrackedExercise } from '../pose-types';
import type { FormIssueKey } from '../coach/find-form-issues';

/** What a risk factor is about: a form issue, or a load pattern. */
export type RiskFactorType =
  FormIssueKey | 'form_dropoff' | 'volume_spike' | 'insufficient_recovery';

/** A risk factor (spec 03 §3 Risk); times in epoch ms. */
export interface RiskFactor {
  id: string;
  type: RiskFactorType;
  severity: Severity;
  exercise: TrackedExercise;
  description: string;
  /** What was observed, newest last (at most 5 lines). */
  evidence: string[];
  recommendations: string[];
  /** How soon to act, in words ('Immediately', 'Within a week', ...). */
  timeToAddress: string;
  detectedAt: number;
  /** Set when the user dismissed it; a dismissed factor is not active. */
  dismissedAt: number | null;
}

/** A corrective programme; active until `completedAt` is set. */
export interface Intervention {
  id: string;
  type: 'technique' | 'load_management' | 'recovery' | 'mobility';
  priority: Priority;
  title: string;
  description: string;
  duration: string;
  expectedOutcome: string;
  progressMarkers: string[];
  createdAt: number;
  completedAt: number | null;
  /** The risk factor type that called for it. */
  addresses: RiskFactorType;
}

/** An immediate warning about a dangerous movement pattern. */
export interface BiomechanicalAlert {
  id: string;
  exercise: TrackedExercise;
  issue: RiskFactorType;
  severity: Severity;
  description: string;
  anatomicalArea: string;
  immediateActions: string[];
  longTermSolutions: string[];
  createdAt: number;
}

/** One analysed rep the tracker remembers. */
export interface MovementRecord {
  exercise: TrackedExercise;
  sessionId: string;
  formScore: number;
  timestampMs: number;
}

/** Overall risk levels. */
export type OverallRisk = 'low' | 'moderate' | 'high' | 'critical';

/** A user's risk profile at a moment (spec 03 §3 Risk). */
export interface RiskProfile {
  userId: string;
  overallRisk: OverallRisk;
  /** 0-100: decayed severity weights of the active factors. */
  riskScore: number;
  primaryConcerns: string[];
  activeRiskFactors: RiskFactor[];
  exerciseRiskScores: Partial<Record<TrackedExercise, number>>;
  lastAssessment: number;
  nextRecommendedAssessment: number;
  interventions: Intervention[];
}

/** Everything the risk tracker keeps between calls. */
export interface RiskTrackerState {
  riskFactors: readonly RiskFactor[];
  alerts: readonly BiomechanicalAlert[];
  interventions: readonly Intervention[];
  /** The last 500 analysed reps, oldest first. */
  movementHistory: readonly MovementRecord[];
}

/** The empty tracker. */
export const initialRiskTrackerState: RiskTrackerState = {
  riskFactors: [],
  alerts: [],
  interventions: [],
  movementHistory: [],
};
