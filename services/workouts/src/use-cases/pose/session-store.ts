import { buildPoseSessionId } from '../../models/pose-keys';
import type { PoseSessionRecord } from '../../models/pose-session.model';
import type { PoseSetRecord } from '../../models/pose-set.model';
import type { WorkoutsDeps } from '../../workouts-deps';
import { composeSessionResults, computeOverallScore } from './exercise-results';

// A session document is read by `_id` and written whole; every writer holds the user's pose lock.

/** The user's session document; null when nothing of it is stored. */
export async function findPoseSession(
  deps: WorkoutsDeps,
  userId: string,
  sessionId: string,
): Promise<PoseSessionRecord | null> {
  return deps.pose.sessions.findById(buildPoseSessionId(userId, sessionId)).lean();
}

function startSession(userId: string, sessionId: string, startedAt: Date): PoseSessionRecord {
  return {
    _id: buildPoseSessionId(userId, sessionId),
    userId,
    sessionId,
    sets: [],
    startedAt,
    finishedAt: null,
    totalDuration: null,
    overallScore: null,
  };
}

async function writeSession(deps: WorkoutsDeps, session: PoseSessionRecord): Promise<void> {
  const { _id, ...fields } = session;
  await deps.pose.sessions.updateOne({ _id }, { $set: fields }, { upsert: true });
}

/**
 * Appends a stored set's summary to its session (started by its first set) unless it is there.
 * A finished session is left as it was: a set stored before the finish but never appended (its
 * first attempt failed part-way) does not change a session the progress tracker has counted.
 * Hold the lock.
 */
export async function recordSetInSession(
  deps: WorkoutsDeps,
  userId: string,
  found: PoseSessionRecord | null,
  record: PoseSetRecord,
): Promise<PoseSessionRecord> {
  const session = found ?? startSession(userId, record.sessionId, record.recordedAt);
  const isThere = session.sets.some(
    (set) => set.exercise === record.exercise && set.setNumber === record.setNumber,
  );
  if (isThere || session.finishedAt) return session;
  const summary = {
    exercise: record.exercise,
    setNumber: record.setNumber,
    reps: record.reps,
    formScores: record.formScores,
    duration: record.duration,
    safetyIssues: record.safetyIssues,
    concerns: record.concerns,
  };
  const next = { ...session, sets: [...session.sets, summary] };
  await writeSession(deps, next);
  return next;
}

/**
 * Finishes a session once (a workout without tracked sets included): its finish time, duration
 * and overall score are set the first time; later calls answer the stored session with
 * `isNew` false. Hold the lock.
 */
export async function finishSessionRecord(
  deps: WorkoutsDeps,
  userId: string,
  sessionId: string,
  totalDuration: number,
): Promise<{ session: PoseSessionRecord; isNew: boolean }> {
  const found = await findPoseSession(deps, userId, sessionId);
  if (found?.finishedAt) return { session: found, isNew: false };
  const now = deps.now();
  const session = found ?? startSession(userId, sessionId, now);
  const finished = {
    ...session,
    finishedAt: now,
    totalDuration,
    overallScore: computeOverallScore(composeSessionResults(session.sets)),
  };
  await writeSession(deps, finished);
  return { session: finished, isNew: true };
}
