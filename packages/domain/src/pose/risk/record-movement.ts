import { MOVEMENT_HISTORY_SIZE, MS_PER_DAY, MS_PER_HOUR } from '../pose-constants';
import type { Severity } from '../pose-types';
import type { FormAnalysis } from '../analysis/analysis-types';
import { findFormIssues, type FormIssue } from '../coach/find-form-issues';
import {
  assessFormDropoff,
  assessRecovery,
  assessVolumeIncrease,
  measureFormDropoffPercent,
} from './assess-risk-thresholds';
import { observeRisk, type RiskObservation } from './reduce-risk-tracker';
import type { MovementRecord, RiskTrackerState } from './risk-types';

function severityOfIssue(issue: FormIssue): Severity | null {
  if (!issue.isSafetyIssue) return null;
  if (issue.key === 'back_rounding') return issue.severity === 'severe' ? 'critical' : 'high';
  return issue.severity === 'severe' ? 'high' : 'moderate';
}

/** An analysed rep for {@link recordMovement}. */
export interface MovementInput extends MovementRecord {
  /** The rep's (worst) analysis; null when none was valid. */
  analysis: FormAnalysis | null;
  /**
   * Where the rep was, for the evidence of the form issues it shows ("Set 2, rep 3, 5/10"):
   * their evidence line then reads "<label>: <correction>". Not kept in the movement history.
   */
  label?: string;
}

function observeLoad(state: RiskTrackerState, record: MovementRecord): RiskObservation[] {
  const { exercise, sessionId, timestampMs } = record;
  const sameExercise = state.movementHistory.filter((m) => m.exercise === exercise);
  const observations: RiskObservation[] = [];
  const previousSession = sameExercise.filter((m) => m.sessionId !== sessionId).at(-1);
  const isFirstOfSession = !sameExercise.some((m) => m.sessionId === sessionId);
  if (isFirstOfSession && previousSession) {
    const hours = (timestampMs - previousSession.timestampMs) / MS_PER_HOUR;
    const severity = assessRecovery(hours);
    if (severity)
      observations.push({
        type: 'insufficient_recovery',
        severity,
        exercise,
        evidence: `${hours.toFixed(1)} h since the last session`,
      });
  }
  const sessionScores = [...sameExercise.filter((m) => m.sessionId === sessionId), record].map(
    (m) => m.formScore,
  );
  const dropoff = measureFormDropoffPercent(sessionScores);
  const dropoffSeverity = dropoff === null ? null : assessFormDropoff(dropoff);
  if (dropoff !== null && dropoffSeverity) {
    observations.push({
      type: 'form_dropoff',
      severity: dropoffSeverity,
      exercise,
      evidence: `Form fell ${Math.round(dropoff)}% during the session`,
    });
  }
  const week = MS_PER_DAY * 7;
  const thisWeek = sameExercise.filter((m) => timestampMs - m.timestampMs < week).length + 1;
  const lastWeek = sameExercise.filter((m) => {
    const age = timestampMs - m.timestampMs;
    return age >= week && age < 2 * week;
  }).length;
  if (lastWeek > 0) {
    const increase = ((thisWeek - lastWeek) / lastWeek) * 100;
    const severity = assessVolumeIncrease(increase);
    if (severity)
      observations.push({
        type: 'volume_spike',
        severity,
        exercise,
        evidence: `${thisWeek} reps this week against ${lastWeek} the week before`,
      });
  }
  return observations;
}

/**
 * Remembers an analysed rep (the 500 newest) and observes its risks: injuring form issues (back
 * rounding high or critical, knee valgus and dangerous lean moderate or high), form drop-off
 * within the session, recovery since the exercise's previous session, and the rep volume of the
 * last 7 days against the 7 before. A form issue's evidence names the rep when `label` is given.
 */
export function recordMovement(state: RiskTrackerState, input: MovementInput): RiskTrackerState {
  const { analysis, label, ...record } = input;
  const observations = observeLoad(state, record);
  for (const issue of analysis ? findFormIssues(analysis) : []) {
    const severity = severityOfIssue(issue);
    if (severity)
      observations.push({
        type: issue.key,
        severity,
        exercise: record.exercise,
        evidence: label ? `${label}: ${issue.correction}` : issue.correction,
      });
  }
  let next: RiskTrackerState = {
    ...state,
    movementHistory: [...state.movementHistory, record].slice(-MOVEMENT_HISTORY_SIZE),
  };
  for (const observation of observations) next = observeRisk(next, observation, record.timestampMs);
  return next;
}
