import {
  initialProgressState,
  initialRiskTrackerState,
  type ProgressState,
} from '@repwise/domain/pose';
import { buildPoseStateId } from '../../models/pose-keys';
import type {
  PosePlanState,
  PoseRiskState,
  PoseStateKind,
  PoseStateRecord,
} from '../../models/pose-state.model';
import type { WorkoutsDeps } from '../../workouts-deps';

// A user's engine states, one small document each, read and written by `_id`. Writers hold the
// user's pose lock (user-lock.ts, `_id` the user id) around read-change-write; readers read without it (a
// document is replaced whole, so a reader sees the state before or after a write, never half).

/** How many applied set ids the risk state remembers (a replay comes long before 200 more sets). */
const APPLIED_SET_IDS_KEPT = 200;

async function readState(deps: WorkoutsDeps, userId: string, kind: PoseStateKind) {
  return deps.pose.states.findById(buildPoseStateId(userId, kind)).lean();
}

async function writeState(
  deps: WorkoutsDeps,
  userId: string,
  kind: PoseStateKind,
  fields: Pick<PoseStateRecord, 'risk' | 'progress' | 'plan'>,
): Promise<void> {
  await deps.pose.states.updateOne(
    { _id: buildPoseStateId(userId, kind) },
    { $set: { ...fields, userId, kind, updatedAt: deps.now() } },
    { upsert: true },
  );
}

/** The user's risk tracker (empty before the first set). */
export async function loadRiskState(deps: WorkoutsDeps, userId: string): Promise<PoseRiskState> {
  return (
    (await readState(deps, userId, 'risk'))?.risk ?? {
      tracker: initialRiskTrackerState,
      appliedSetIds: [],
    }
  );
}

/** Stores the risk tracker, remembering the newest 200 applied set ids. Hold the lock. */
export async function saveRiskState(
  deps: WorkoutsDeps,
  userId: string,
  risk: PoseRiskState,
): Promise<void> {
  const appliedSetIds = risk.appliedSetIds.slice(-APPLIED_SET_IDS_KEPT);
  await writeState(deps, userId, 'risk', { risk: { ...risk, appliedSetIds } });
}

/** The user's progress tracker (empty before the first finished session). */
export async function loadProgressState(
  deps: WorkoutsDeps,
  userId: string,
): Promise<ProgressState> {
  return (await readState(deps, userId, 'progress'))?.progress ?? initialProgressState;
}

/** Stores the progress tracker. Hold the lock. */
export async function saveProgressState(
  deps: WorkoutsDeps,
  userId: string,
  progress: ProgressState,
): Promise<void> {
  await writeState(deps, userId, 'progress', { progress });
}

/** The adaptive plan's settings (built-in prescriptions, no profile, nothing resolved by default). */
export async function loadPlanState(deps: WorkoutsDeps, userId: string): Promise<PosePlanState> {
  return (
    (await readState(deps, userId, 'plan'))?.plan ?? {
      prescriptions: {},
      userProfile: null,
      resolutions: [],
    }
  );
}

/** Stores the adaptive plan's settings. Hold the lock. */
export async function savePlanState(
  deps: WorkoutsDeps,
  userId: string,
  plan: PosePlanState,
): Promise<void> {
  await writeState(deps, userId, 'plan', { plan });
}
