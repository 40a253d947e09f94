import { ALERT_DEDUPE_MS, MAX_RISK_FACTORS, RISK_FACTOR_DEDUPE_MS } from '../pose-constants';
import type { Severity, TrackedExercise } from '../pose-types';
import { RISK_FACTOR_TEXTS, TIME_TO_ADDRESS } from './risk-catalogue';
import type { RiskFactorType, RiskTrackerState } from './risk-types';

const SEVERITY_RANK: Readonly<Record<Severity, number>> = {
  low: 0,
  moderate: 1,
  high: 2,
  critical: 3,
};
const MAX_EVIDENCE = 5;

/** A newly observed risk before dedupe. */
export interface RiskObservation {
  type: RiskFactorType;
  severity: Severity;
  exercise: TrackedExercise;
  evidence: string;
}

function addAlert(
  state: RiskTrackerState,
  observation: RiskObservation,
  nowMs: number,
): RiskTrackerState {
  const isDuplicate = state.alerts.some(
    (alert) =>
      alert.exercise === observation.exercise &&
      alert.issue === observation.type &&
      nowMs - alert.createdAt < ALERT_DEDUPE_MS,
  );
  if (isDuplicate) return state;
  const text = RISK_FACTOR_TEXTS[observation.type];
  const alert = {
    id: `alert-${observation.type}-${observation.exercise}-${nowMs}`,
    exercise: observation.exercise,
    issue: observation.type,
    severity: observation.severity,
    description: `${text.description} ${observation.evidence}`,
    anatomicalArea: text.anatomicalArea,
    immediateActions: text.immediateActions,
    longTermSolutions: text.longTermSolutions,
    createdAt: nowMs,
  };
  return {
    ...state,
    alerts: [...state.alerts.filter((a) => nowMs - a.createdAt < ALERT_DEDUPE_MS), alert],
  };
}

function addIntervention(
  state: RiskTrackerState,
  observation: RiskObservation,
  nowMs: number,
): RiskTrackerState {
  const isOpen = state.interventions.some(
    (i) => i.addresses === observation.type && i.completedAt === null,
  );
  if (isOpen) return state;
  const intervention = {
    ...RISK_FACTOR_TEXTS[observation.type].intervention,
    id: `intervention-${observation.type}-${nowMs}`,
    priority: observation.severity === 'critical' ? ('critical' as const) : ('high' as const),
    createdAt: nowMs,
    completedAt: null,
    addresses: observation.type,
  };
  return { ...state, interventions: [...state.interventions, intervention] };
}

/**
 * Records an observed risk: merged into a factor of the same type and exercise detected within
 * 24 hours (dismissed ones included, so a dismissal holds for a day; severity only rises, evidence
 * keeps its 5 newest lines), else added, keeping the 100 newest. High and critical observations
 * also raise a biomechanical alert (one per issue and exercise per 24 hours) and open an
 * intervention unless one for the same type is still open.
 */
export function observeRisk(
  state: RiskTrackerState,
  observation: RiskObservation,
  nowMs: number,
): RiskTrackerState {
  const index = state.riskFactors.findIndex(
    (factor) =>
      factor.type === observation.type &&
      factor.exercise === observation.exercise &&
      nowMs - factor.detectedAt < RISK_FACTOR_DEDUPE_MS,
  );
  let riskFactors;
  const existing = state.riskFactors[index];
  if (existing) {
    const severity =
      SEVERITY_RANK[observation.severity] > SEVERITY_RANK[existing.severity]
        ? observation.severity
        : existing.severity;
    const evidence = [...existing.evidence, observation.evidence].slice(-MAX_EVIDENCE);
    const merged = { ...existing, severity, evidence, timeToAddress: TIME_TO_ADDRESS[severity] };
    riskFactors = state.riskFactors.map((factor, i) => (i === index ? merged : factor));
  } else {
    const text = RISK_FACTOR_TEXTS[observation.type];
    const factor = {
      id: `risk-${observation.type}-${observation.exercise}-${nowMs}`,
      type: observation.type,
      severity: observation.severity,
      exercise: observation.exercise,
      description: text.description,
      evidence: [observation.evidence],
      recommendations: text.recommendations,
      timeToAddress: TIME_TO_ADDRESS[observation.severity],
      detectedAt: nowMs,
      dismissedAt: null,
    };
    riskFactors = [...state.riskFactors, factor].slice(-MAX_RISK_FACTORS);
  }
  const next = { ...state, riskFactors };
  if (SEVERITY_RANK[observation.severity] < SEVERITY_RANK.high) return next;
  return addIntervention(addAlert(next, observation, nowMs), observation, nowMs);
}

/** Dismisses a risk factor (it stops counting; unknown ids change nothing). */
export function dismissRiskFactor(
  state: RiskTrackerState,
  id: string,
  nowMs: number,
): RiskTrackerState {
  if (!state.riskFactors.some((factor) => factor.id === id && factor.dismissedAt === null))
    return state;
  return {
    ...state,
    riskFactors: state.riskFactors.map((f) => (f.id === id ? { ...f, dismissedAt: nowMs } : f)),
  };
}

/** Completes an intervention (it stops being active; unknown or completed ids change nothing). */
export function completeIntervention(
  state: RiskTrackerState,
  id: string,
  nowMs: number,
): RiskTrackerState {
  if (!state.interventions.some((i) => i.id === id && i.completedAt === null)) return state;
  return {
    ...state,
    interventions: state.interventions.map((i) => (i.id === id ? { ...i, completedAt: nowMs } : i)),
  };
}
