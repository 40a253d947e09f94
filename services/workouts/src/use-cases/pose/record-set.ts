import { createHash } from 'node:crypto';
import type { recordPoseSetRequestSchema } from '@repwise/contracts/pose';
import {
  recordMovement,
  type BiomechanicalAlert,
  type ExerciseResult,
  type RiskFactor,
  type RiskTrackerState,
} from '@repwise/domain/pose';
import { AppError, isDuplicateKeyError } from '@repwise/server-kit';
import type { z } from 'zod';
import { buildPoseSessionId, buildPoseSetId } from '../../models/pose-keys';
import type { PoseSessionRecord } from '../../models/pose-session.model';
import type { PoseSetRecord } from '../../models/pose-set.model';
import type { WorkoutsDeps } from '../../workouts-deps';
import { composeAdaptivePlan, type IdentifiedAdaptivePlan } from './adaptive-plan';
import {
  builtInPrescriptions,
  composeExerciseResult,
  composeSessionResults,
  describeSetIssues,
  trackedExercises,
} from './exercise-results';
import { recordSetInSession } from './session-store';
import {
  loadPlanState,
  loadProgressState,
  loadRiskState,
  savePlanState,
  saveRiskState,
} from './states';
import { withUserLock } from '../store/user-lock';

type RecordPoseSetInput = z.output<typeof recordPoseSetRequestSchema>;

/** What recording a set answers. */
export interface RecordedPoseSet {
  exerciseResult: ExerciseResult;
  adaptivePlan: IdentifiedAdaptivePlan;
  riskFactors: RiskFactor[];
  alerts: BiomechanicalAlert[];
}

function refuseChangedSet(request: RecordPoseSetInput): AppError {
  const { setNumber, exercise } = request;
  return new AppError(
    'VALIDATION_ERROR',
    `Set ${setNumber} was already recorded with other data.`,
    [{ field: 'setNumber', message: `Set ${setNumber} of this ${exercise} is recorded already.` }],
  );
}

/** Stores the set unless it is stored already (then it must be the same set: 400 otherwise). */
async function storeSet(
  deps: WorkoutsDeps,
  userId: string,
  request: RecordPoseSetInput,
  session: PoseSessionRecord | null,
): Promise<{ record: PoseSetRecord; isNew: boolean }> {
  const { sessionId, exercise, setNumber } = request;
  const _id = buildPoseSetId(userId, sessionId, exercise, setNumber);
  const planned = request.planned ?? builtInPrescriptions[exercise];
  const data = { ...request, planned, userProfile: undefined };
  const fingerprint = createHash('sha256').update(JSON.stringify(data)).digest('hex');
  const stored = await deps.pose.sets.findById(_id).lean();
  if (stored) {
    if (stored.fingerprint !== fingerprint) throw refuseChangedSet(request);
    return { record: stored, isNew: false };
  }
  if (session?.finishedAt) {
    throw new AppError('VALIDATION_ERROR', 'This workout has already been finished.', [
      { field: 'sessionId', message: 'The workout session is finished; start a new one.' },
    ]);
  }
  const record: PoseSetRecord = {
    _id,
    userId,
    sessionId,
    exercise,
    setNumber,
    reps: request.reps,
    formScores: request.formScores,
    analyses: request.analyses,
    repFaults: (request.repFaults ?? []).flatMap((faults, index) =>
      faults.map((fault) => ({ rep: index + 1, ...fault })),
    ),
    duration: request.duration,
    ...describeSetIssues(request.analyses),
    planned,
    fingerprint,
    recordedAt: deps.now(),
    riskFactors: null,
    alerts: null,
  };
  try {
    await deps.pose.sets.create(record);
  } catch (error) {
    // Only a lock taken over from a stalled holder lets two writers get here; the first wins.
    if (!isDuplicateKeyError(error)) throw error;
    const winner = await deps.pose.sets.findById(_id).lean();
    if (winner?.fingerprint !== fingerprint) throw refuseChangedSet(request);
    return { record: winner, isNew: false };
  }
  return { record, isNew: true };
}

/** Feeds each rep to the risk tracker (time: when the set was recorded). */
function feedRiskTracker(tracker: RiskTrackerState, record: PoseSetRecord): RiskTrackerState {
  const timestampMs = record.recordedAt.getTime();
  return record.formScores.reduce(
    (state, formScore, index) =>
      recordMovement(state, {
        exercise: record.exercise,
        sessionId: record.sessionId,
        formScore,
        timestampMs,
        // Reps without an analysable frame have no analysis, so analyses pair with reps in order
        // only approximately; the issues observed over the set are the same either way.
        analysis: record.analyses[index] ?? null,
        label: `Set ${record.setNumber}, rep ${index + 1}, ${formScore}/10`,
      }),
    tracker,
  );
}

function findRaised(before: RiskTrackerState, after: RiskTrackerState) {
  const previous = new Map(before.riskFactors.map((f) => [f.id, JSON.stringify(f)]));
  const alertIds = new Set(before.alerts.map((a) => a.id));
  return {
    riskFactors: after.riskFactors.filter((f) => previous.get(f.id) !== JSON.stringify(f)),
    alerts: after.alerts.filter((a) => !alertIds.has(a.id)),
  };
}

/** Feeds the set to the risk tracker unless it was already; answers the risks it raised. */
async function applySetToRisk(deps: WorkoutsDeps, userId: string, record: PoseSetRecord) {
  const risk = await loadRiskState(deps, userId);
  if (risk.appliedSetIds.includes(record._id)) {
    return { riskFactors: record.riskFactors ?? [], alerts: record.alerts ?? [] };
  }
  const tracker = feedRiskTracker(risk.tracker, record);
  await saveRiskState(deps, userId, {
    tracker,
    appliedSetIds: [...risk.appliedSetIds, record._id],
  });
  const raised = findRaised(risk.tracker, tracker);
  await deps.pose.sets.updateOne({ _id: record._id }, { $set: raised });
  return raised;
}

/**
 * Records a finished tracked set once per session, exercise and set number (spec 03 §4 workout
 * flow) under the user's pose lock: stores it, appends it to its session, feeds its reps to the
 * risk tracker and keeps its prescription for the adaptive plan. Each step checks whether it was
 * done, so a retry after a failure part-way completes the set without counting anything twice.
 * Answers the exercise's running totals, the regenerated adaptive plan and the risks it raised.
 */
export async function recordPoseSet(
  deps: WorkoutsDeps,
  userId: string,
  request: RecordPoseSetInput,
): Promise<{ answer: RecordedPoseSet; isNew: boolean }> {
  return withUserLock(deps, userId, async () => {
    const sessionKey = buildPoseSessionId(userId, request.sessionId);
    const found = await deps.pose.sessions.findById(sessionKey).lean();
    const { record, isNew } = await storeSet(deps, userId, request, found);
    const session = await recordSetInSession(deps, userId, found, record);
    const raised = await applySetToRisk(deps, userId, record);
    const [plan, progress] = await Promise.all([
      loadPlanState(deps, userId),
      loadProgressState(deps, userId),
    ]);
    const nextPlan = {
      ...plan,
      prescriptions: { ...plan.prescriptions, [record.exercise]: record.planned },
      userProfile: request.userProfile ?? plan.userProfile,
    };
    if (JSON.stringify(nextPlan) !== JSON.stringify(plan)) {
      await savePlanState(deps, userId, nextPlan);
    }
    const results = composeSessionResults(session.sets);
    const adaptivePlan = composeAdaptivePlan({
      progress,
      plan: nextPlan,
      // A replay may come after the session finished: its sets are history then, not running.
      running: session.finishedAt ? null : { sessionId: session.sessionId, results },
      exercises: trackedExercises,
      nowMs: deps.now().getTime(),
    });
    return {
      answer: {
        exerciseResult: composeExerciseResult(record.exercise, session.sets),
        adaptivePlan,
        ...raised,
      },
      isNew,
    };
  });
}
