import {
  ALERT_DEDUPE_MS,
  buildRiskProfile,
  dismissRiskFactor,
  type BiomechanicalAlert,
  type RiskProfile,
  type RiskTrackerState,
} from '@repwise/domain/pose';
import { AppError } from '@repwise/server-kit';
import type { WorkoutsDeps } from '../workouts-deps';
import { loadRiskState, saveRiskState } from './pose-states';
import { withUserLock } from './user-lock';

/** The risk profile and the alerts of the last 24 hours, newest first. */
export interface PoseRiskReport {
  riskProfile: RiskProfile;
  alerts: BiomechanicalAlert[];
}

function reportRisk(tracker: RiskTrackerState, userId: string, nowMs: number): PoseRiskReport {
  return {
    riskProfile: buildRiskProfile(tracker, userId, nowMs),
    alerts: tracker.alerts.filter((alert) => nowMs - alert.createdAt < ALERT_DEDUPE_MS).reverse(),
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
 * Dismisses one of the user's risk factors (spec 03 §4: risk factors can be dismissed): it stops
 * counting, and a same-type observation within 24 hours merges into it rather than reopening it.
 * Dismissing it again changes nothing; an id the user does not have is 404.
 */
export async function dismissPoseRiskFactor(
  deps: WorkoutsDeps,
  userId: string,
  riskFactorId: string,
): Promise<PoseRiskReport> {
  return withUserLock(deps, userId, async () => {
    const nowMs = deps.now().getTime();
    const risk = await loadRiskState(deps, userId);
    if (!risk.tracker.riskFactors.some((factor) => factor.id === riskFactorId)) {
      throw new AppError('RESOURCE_NOT_FOUND', 'Risk factor not found.');
    }
    const tracker = dismissRiskFactor(risk.tracker, riskFactorId, nowMs);
    if (tracker !== risk.tracker) await saveRiskState(deps, userId, { ...risk, tracker });
    return reportRisk(tracker, userId, nowMs);
  });
}
