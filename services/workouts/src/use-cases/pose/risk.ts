import {
  ALERT_DEDUPE_MS,
  buildRiskProfile,
  buildRiskScoreHistory,
  completeIntervention,
  countUnresolvedSafetyAlerts,
  dismissRiskFactor,
  type BiomechanicalAlert,
  type Intervention,
  type RiskProfile,
  type RiskScorePoint,
  type RiskTrackerState,
} from '@repwise/domain/pose';
import { AppError } from '@repwise/server-kit';
import type { WorkoutsDeps } from '../../workouts-deps';
import { loadRiskState, saveRiskState } from './states';
import { withUserLock } from '../store/user-lock';

/** How many completed interventions the report lists. */
const COMPLETED_INTERVENTIONS_LISTED = 10;

/**
 * The risk profile, the alerts of the last 24 hours (newest first), the score's daily trend over
 * 30 days, the latest completed interventions (newest first) and the unresolved alert count.
 */
export interface PoseRiskReport {
  riskProfile: RiskProfile;
  alerts: BiomechanicalAlert[];
  riskTrend: RiskScorePoint[];
  completedInterventions: Intervention[];
  unresolvedAlertCount: number;
}

function reportRisk(tracker: RiskTrackerState, userId: string, nowMs: number): PoseRiskReport {
  const riskProfile = buildRiskProfile(tracker, userId, nowMs);
  return {
    riskProfile,
    alerts: tracker.alerts.filter((alert) => nowMs - alert.createdAt < ALERT_DEDUPE_MS).reverse(),
    riskTrend: buildRiskScoreHistory(tracker, nowMs),
    completedInterventions: tracker.interventions
      .filter((intervention) => intervention.completedAt !== null)
      .sort((a, b) => (b.completedAt ?? 0) - (a.completedAt ?? 0))
      .slice(0, COMPLETED_INTERVENTIONS_LISTED),
    unresolvedAlertCount: countUnresolvedSafetyAlerts(riskProfile.activeRiskFactors),
  };
}

/** The user's risk profile now (spec 03 §3 Risk): active factors, scores, open interventions. */
export async function getPoseRiskReport(
  deps: WorkoutsDeps,
  userId: string,
): Promise<PoseRiskReport> {
  const { tracker } = await loadRiskState(deps, userId);
  return reportRisk(tracker, userId, deps.now().getTime());
}

/**
 * Changes the user's risk tracker under their lock: `isKnown` must find the id in it (else 404
 * `notFound`), `change` answers the same tracker when there is nothing to change (a repeat), and
 * only a changed tracker is stored. Answers the report after the change.
 */
function changeRiskTracker(
  deps: WorkoutsDeps,
  userId: string,
  isKnown: (tracker: RiskTrackerState) => boolean,
  notFound: string,
  change: (tracker: RiskTrackerState, nowMs: number) => RiskTrackerState,
): Promise<PoseRiskReport> {
  return withUserLock(deps, userId, async () => {
    const nowMs = deps.now().getTime();
    const risk = await loadRiskState(deps, userId);
    if (!isKnown(risk.tracker)) throw new AppError('RESOURCE_NOT_FOUND', notFound);
    const tracker = change(risk.tracker, nowMs);
    if (tracker !== risk.tracker) await saveRiskState(deps, userId, { ...risk, tracker });
    return reportRisk(tracker, userId, nowMs);
  });
}

/**
 * Dismisses one of the user's risk factors (spec 03 §4: risk factors can be dismissed): it stops
 * counting, and a same-type observation within 24 hours merges into it rather than reopening it.
 * Dismissing it again changes nothing; an id the user does not have is 404.
 */
export function dismissPoseRiskFactor(
  deps: WorkoutsDeps,
  userId: string,
  riskFactorId: string,
): Promise<PoseRiskReport> {
  return changeRiskTracker(
    deps,
    userId,
    (tracker) => tracker.riskFactors.some((factor) => factor.id === riskFactorId),
    'Risk factor not found.',
    (tracker, nowMs) => dismissRiskFactor(tracker, riskFactorId, nowMs),
  );
}

/**
 * Marks one of the user's interventions done (spec 03 §4: active until completedAt is set); a
 * same-type risk observed later opens a new one. Completing it again keeps the first completedAt;
 * an id the user does not have is 404.
 */
export function completePoseIntervention(
  deps: WorkoutsDeps,
  userId: string,
  interventionId: string,
): Promise<PoseRiskReport> {
  return changeRiskTracker(
    deps,
    userId,
    (tracker) => tracker.interventions.some((intervention) => intervention.id === interventionId),
    'Intervention not found.',
    (tracker, nowMs) => completeIntervention(tracker, interventionId, nowMs),
  );
}
