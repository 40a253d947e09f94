import type { ModificationResolution } from '@repwise/contracts/pose';
import type { ProgressState, TrackedExercise } from '@repwise/domain/pose';
import { AppError } from '@repwise/server-kit';
import type { WorkoutsDeps } from '../../workouts-deps';
import {
  composeAdaptivePlan,
  isResolutionHeld,
  type AdaptivePlanSources,
  type IdentifiedAdaptivePlan,
} from './adaptive-plan';
import { composeSessionResults, trackedExercises } from './exercise-results';
import { findPoseSession } from './session-store';
import { loadPlanState, loadProgressState, savePlanState } from './states';
import { withUserLock } from '../store/user-lock';

/** The running session's results when `sessionId` names one that is not finished yet. */
export async function readRunningSession(
  deps: WorkoutsDeps,
  userId: string,
  sessionId: string | undefined,
  progress: ProgressState,
): Promise<AdaptivePlanSources['running']> {
  if (!sessionId) return null;
  const session = await findPoseSession(deps, userId, sessionId);
  // A finished session is history already (the tracker has it); counting it again would skew.
  if (!session || session.finishedAt || progress.sessions.some((s) => s.id === sessionId)) {
    return null;
  }
  return { sessionId, results: composeSessionResults(session.sets) };
}

/** The user's adaptive plan now: one exercise or both, counting the running session when named. */
export async function getPoseAdaptivePlan(
  deps: WorkoutsDeps,
  userId: string,
  query: { exercise?: TrackedExercise; sessionId?: string },
): Promise<IdentifiedAdaptivePlan> {
  const [progress, plan] = await Promise.all([
    loadProgressState(deps, userId),
    loadPlanState(deps, userId),
  ]);
  return composeAdaptivePlan({
    progress,
    plan,
    running: await readRunningSession(deps, userId, query.sessionId, progress),
    exercises: query.exercise ? [query.exercise] : trackedExercises,
    nowMs: deps.now().getTime(),
  });
}

/**
 * Applies or dismisses an open modification: it leaves the plan for 7 days (stored). Repeating
 * it while held answers the first resolution; an id that is not open for the user is 404.
 */
export async function resolvePoseModification(
  deps: WorkoutsDeps,
  userId: string,
  modificationId: string,
  status: ModificationResolution['status'],
  sessionId: string | undefined,
): Promise<{ modification: ModificationResolution; adaptivePlan: IdentifiedAdaptivePlan }> {
  return withUserLock(deps, userId, async () => {
    const nowMs = deps.now().getTime();
    const [progress, plan] = await Promise.all([
      loadProgressState(deps, userId),
      loadPlanState(deps, userId),
    ]);
    const running = await readRunningSession(deps, userId, sessionId, progress);
    const sources = { progress, plan, running, exercises: trackedExercises, nowMs };
    const resolutions = plan.resolutions.filter((r) => isResolutionHeld(r, nowMs));
    const earlier = resolutions.find((r) => r.id === modificationId);
    if (earlier) return { modification: earlier, adaptivePlan: composeAdaptivePlan(sources) };
    const isOpen = composeAdaptivePlan(sources).modifications.some((m) => m.id === modificationId);
    if (!isOpen) throw new AppError('RESOURCE_NOT_FOUND', 'Recommendation not found.');
    const modification = { id: modificationId, status, resolvedAt: nowMs };
    const nextPlan = { ...plan, resolutions: [...resolutions, modification] };
    await savePlanState(deps, userId, nextPlan);
    return { modification, adaptivePlan: composeAdaptivePlan({ ...sources, plan: nextPlan }) };
  });
}
