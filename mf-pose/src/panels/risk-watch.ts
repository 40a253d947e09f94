// The panel's view of the risk tracker (spec 03 §4 Risk, §9 Risk tracker): each counted rep is
// recorded as a movement, and what that rep newly raised (new factors, higher severities, a new
// biomechanical alert) becomes the `onRiskDetected` event. The workouts service derives the same
// observations from the set it is sent; this is the in-set, immediate warning.
import type { RiskDetectedEvent } from '@repwise/contracts/pose';
import {
  recordMovement,
  type FormAnalysis,
  type RiskFactor,
  type RiskTrackerState,
  type TrackedExercise,
} from '@repwise/domain/pose';

/** A counted rep as the risk tracker needs it. */
export interface RepForRisk {
  exercise: TrackedExercise;
  sessionId: string;
  /** The rep's score 1-10. */
  score: number;
  /** The rep's worst analysed frame, null when none was valid. */
  analysis: FormAnalysis | null;
}

const SEVERITY_RANK = { low: 0, moderate: 1, high: 2, critical: 3 } as const;

function isNewOrRaised(factor: RiskFactor, before: readonly RiskFactor[]): boolean {
  const previous = before.find((candidate) => candidate.id === factor.id);
  return !previous || SEVERITY_RANK[factor.severity] > SEVERITY_RANK[previous.severity];
}

/**
 * Records a rep at `nowMs` (epoch ms) and returns the tracker's next state with the event to
 * report: null when the rep raised nothing new (a known factor only gaining evidence is not news).
 */
export function watchRepRisk(
  state: RiskTrackerState,
  rep: RepForRisk,
  nowMs: number,
): { state: RiskTrackerState; event: RiskDetectedEvent | null } {
  const next = recordMovement(state, {
    exercise: rep.exercise,
    sessionId: rep.sessionId,
    formScore: rep.score,
    timestampMs: nowMs,
    analysis: rep.analysis,
  });
  const riskFactors = next.riskFactors.filter((factor) => isNewOrRaised(factor, state.riskFactors));
  const alert = next.alerts.find((candidate) => !state.alerts.some((a) => a.id === candidate.id));
  if (riskFactors.length === 0 && !alert) return { state: next, event: null };
  return {
    state: next,
    event: { exercise: rep.exercise, riskFactors, alert: alert ?? null },
  };
}
