import type { TrackedExercise } from '@repwise/domain/pose';
import type { PoseStateKind } from './pose-state.model';

// Compound string ids, so every read is an `_id` equality lookup: FerretDB v1 pushes down
// nothing else (an `_id` range scans the whole collection, like any other filter). The parts
// never contain ':' (user ids are hex; session and exercise ids match /^[A-Za-z0-9_-]+$/).

/** `_id` of a set: `<userId>:<sessionId>:<exercise>:<setNumber>`. */
export function buildPoseSetId(
  userId: string,
  sessionId: string,
  exercise: TrackedExercise,
  setNumber: number,
): string {
  return `${userId}:${sessionId}:${exercise}:${setNumber}`;
}

/** `_id` of a session: `<userId>:<sessionId>`. */
export function buildPoseSessionId(userId: string, sessionId: string): string {
  return `${userId}:${sessionId}`;
}

/** `_id` of a user's engine state: `<userId>:<kind>`. */
export function buildPoseStateId(userId: string, kind: PoseStateKind): string {
  return `${userId}:${kind}`;
}
