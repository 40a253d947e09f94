// Pure rules of the AI-tracked workout (spec 03 §4 "Workout flow"): which exercises the camera
// tracks, what a finished set sends to the server, and how an applied modification changes the
// rest of the workout.
import type { AuthUser } from '@repwise/contracts';
import {
  buildRecordPoseSetRequest,
  MAX_POSE_SET_REPS,
  MAX_POSE_SETS,
  type CoachUserProfileDto,
  type PlannedPoseExercise,
  type PlanModificationDto,
  type RecordPoseSetRequest,
  type SetAnalysisReport,
} from '@repwise/contracts/pose';
import type { FlowExercise, WorkoutFlowState } from './workout-flow';

/** The movements the camera tracks. */
export type TrackedMovement = 'squat' | 'deadlift';

/** The movement a name is about ("Barbell Deadlift" → deadlift), null for other exercises. */
export function findMovement(name: string): TrackedMovement | null {
  if (/deadlift/i.test(name)) return 'deadlift';
  if (/squat/i.test(name)) return 'squat';
  return null;
}

/** The movement the camera can count for an exercise: squats and deadlifts with a rep target. */
export function findTrackedMovement(exercise: FlowExercise): TrackedMovement | null {
  if (!exercise.isPoseTracked || exercise.reps === null || exercise.reps < 1) return null;
  return findMovement(exercise.name);
}

/** An exercise id as the pose API accepts it (1-64 letters, digits, `_` or `-`). */
export function toPoseExerciseId(exercise: FlowExercise): string {
  const id = exercise.id.replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 64);
  return id || (findMovement(exercise.name) ?? 'exercise');
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** What the workout prescribes, for the adaptive engine's modifications. */
export function buildPlannedExercise(exercise: FlowExercise): PlannedPoseExercise {
  return {
    exerciseId: toPoseExerciseId(exercise),
    sets: clamp(exercise.sets, 1, MAX_POSE_SETS),
    reps: clamp(exercise.reps ?? 1, 1, MAX_POSE_SET_REPS),
    weightKg: null,
    restSeconds: clamp(exercise.restSeconds, 0, 600),
  };
}

/**
 * A finished set for POST /workouts/pose/sets. Sets are numbered per movement across the workout
 * (a day with two squat variations logs the second one's first set as set 4 after 3), since the
 * server keeps one record per session, movement and set number.
 */
export function buildSetRequest({
  report,
  exercises,
  exerciseIndex,
  sessionId,
  userProfile,
}: {
  report: SetAnalysisReport;
  exercises: readonly FlowExercise[];
  exerciseIndex: number;
  sessionId: string;
  userProfile: CoachUserProfileDto;
}): RecordPoseSetRequest {
  const exercise = exercises[exerciseIndex];
  const earlierSets = exercises
    .slice(0, exerciseIndex)
    .filter((candidate) => findTrackedMovement(candidate) === report.exercise)
    .reduce((total, candidate) => total + candidate.sets, 0);
  return buildRecordPoseSetRequest(report, {
    sessionId,
    setNumber: earlierSets + report.setNumber,
    planned: exercise ? buildPlannedExercise(exercise) : undefined,
    userProfile,
  });
}

/** The coach's view of the signed-in user (wording only): their first name and level. */
export function buildCoachProfile(user: AuthUser | null): CoachUserProfileDto {
  return {
    name: user?.firstName.trim().slice(0, 100) || 'there',
    fitnessLevel: user?.fitnessLevel ?? 'INTERMEDIATE',
    goals: [],
    limitations: [],
    preferredFeedbackStyle: 'SUPPORTIVE',
  };
}

/** The workout's exercise a modification is about: by id, else the next one of its movement. */
export function findModifiedExercise(
  exercises: readonly FlowExercise[],
  modification: PlanModificationDto,
  fromIndex: number,
): number {
  const byId = exercises.findIndex((e) => toPoseExerciseId(e) === modification.exerciseId);
  if (byId >= 0) return byId;
  const movement = findMovement(modification.exerciseName);
  const isMatch = (e: FlowExercise) => movement !== null && findTrackedMovement(e) === movement;
  const ahead = exercises.findIndex((e, index) => index >= fromIndex && isMatch(e));
  return ahead >= 0 ? ahead : exercises.findIndex(isMatch);
}

/**
 * The workout with a modification applied to its exercise: the recommended reps and sets and the
 * rest adjusted (never below 0 s). Sets never drop below the set in progress (or, during a rest,
 * the set the rest leads to), so the flow never skips past an announced set. An exercise already
 * finished is left as it was (the modification still counts for next time).
 */
export function applyModification(
  exercises: readonly FlowExercise[],
  modification: PlanModificationDto,
  flow: WorkoutFlowState,
): FlowExercise[] {
  const index = findModifiedExercise(exercises, modification, flow.exerciseIndex);
  const exercise = exercises[index];
  if (!exercise || index < flow.exerciseIndex || flow.phase === 'completed') return [...exercises];
  const { details } = modification;
  const setsUnderway =
    index === flow.exerciseIndex ? flow.setNumber + (flow.phase === 'rest' ? 1 : 0) : 1;
  const changed: FlowExercise = {
    ...exercise,
    reps: exercise.reps === null ? null : Math.max(1, details.recommendedReps),
    sets: Math.max(details.recommendedSets, setsUnderway, 1),
    restSeconds: Math.max(0, exercise.restSeconds + details.restTimeAdjustment),
  };
  return exercises.map((candidate, i) => (i === index ? changed : candidate));
}

/** A badge count as the spec shows it: 99 at most, then "99+". */
export function formatBadgeCount(count: number): string {
  return count > 99 ? '99+' : String(count);
}
