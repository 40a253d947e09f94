import type { TrainingRestrictions } from './resolve-training-restrictions';
import type { EngineExercise } from './workout-engine-types';
import { exercisePositions, type ExercisePosition } from './workout-vocabulary';

/** Body positions a person rules out for a session ("no floor stuff", "not flat on my back"). */
export interface PositionLimits {
  /** Nothing on the floor (a dirty floor, can't get down, an office, a suit): no lying, sitting or kneeling on it. */
  standingOnly?: boolean;
  /** Done sitting (a chair routine, a wheelchair): only exercises that can be done seated. */
  seatedOnly?: boolean;
  /** Nothing lying on the back, on the floor or a flat bench (pregnancy from about 16-20 weeks). */
  noLyingOnBack?: boolean;
  /** Nothing lying face down ("can't lie on my stomach"). */
  noLyingFaceDown?: boolean;
  /** Nothing on the knees ("kneeling hurts"), hands-and-knees work included. */
  noKneeling?: boolean;
  /** Nothing hanging from a bar. */
  noHanging?: boolean;
  /** Nothing on the feet or toes (a leg in a cast or a boot): seated, lying or kneeling only. */
  noStanding?: boolean;
}

/** Positions on the floor: lying, sitting, kneeling or on the hands there. */
export const floorPositions: readonly ExercisePosition[] = exercisePositions.filter(
  (position) => position === 'kneeling' || position.startsWith('floor-'),
);
const floorSet: ReadonlySet<ExercisePosition> = new Set(floorPositions);
const uprightPositions: ReadonlySet<ExercisePosition> = new Set(['standing', 'seated']);

/** Whether any position limit is set. */
export function hasPositionLimit(limits: PositionLimits): boolean {
  return Boolean(
    limits.standingOnly ||
    limits.seatedOnly ||
    limits.noLyingOnBack ||
    limits.noLyingFaceDown ||
    limits.noKneeling ||
    limits.noHanging ||
    limits.noStanding,
  );
}

function isPositionAllowed(position: ExercisePosition, limits: PositionLimits): boolean {
  if (limits.seatedOnly && position !== 'seated') return false;
  if (limits.standingOnly && floorSet.has(position)) return false;
  if (limits.noLyingOnBack && (position === 'floor-back' || position === 'bench-back'))
    return false;
  if (limits.noLyingFaceDown && (position === 'floor-front' || position === 'bench-front'))
    return false;
  if (limits.noKneeling && position === 'kneeling') return false;
  if (limits.noHanging && position === 'hanging') return false;
  if (limits.noStanding && (position === 'standing' || position === 'floor-plank')) return false;
  return true;
}

/**
 * The positions of an exercise the limits allow, the usual one first; every position when no limit
 * is set. An exercise without position data fits no limit: never guess that a move is off the floor.
 */
export function allowedPositions(
  exercise: Pick<EngineExercise, 'positions'>,
  limits: PositionLimits,
): ExercisePosition[] {
  const positions = exercise.positions ?? [];
  return hasPositionLimit(limits)
    ? positions.filter((position) => isPositionAllowed(position, limits))
    : [...positions];
}

/** Whether an exercise can be done within the limits (always, when none is set). */
export function fitsPositionLimits(
  exercise: Pick<EngineExercise, 'positions'>,
  limits: PositionLimits,
): boolean {
  return !hasPositionLimit(limits) || allowedPositions(exercise, limits).length > 0;
}

/** Done on the feet or on a chair within the limits: what "nothing on the floor" wants first. */
export function isUprightWithin(
  exercise: Pick<EngineExercise, 'positions'>,
  limits: PositionLimits,
): boolean {
  return allowedPositions(exercise, limits).some((position) => uprightPositions.has(position));
}

/** Done on the feet or on a chair in its usual position (the one its steps describe), within the limits. */
export function isUsuallyUprightWithin(
  exercise: Pick<EngineExercise, 'positions'>,
  limits: PositionLimits,
): boolean {
  const usual = exercise.positions?.[0];
  return (
    usual !== undefined &&
    uprightPositions.has(usual) &&
    allowedPositions(exercise, limits).includes(usual)
  );
}

/**
 * The position limits a session keeps: those asked, plus nothing on the knees with a knee injury
 * and nothing flat on the back in pregnancy (ACOG: avoid the supine position after about 20 weeks;
 * the weeks are rarely known, so always).
 */
export function sessionPositionLimits(
  request: PositionLimits,
  restrictions: TrainingRestrictions,
): PositionLimits {
  return {
    standingOnly: request.standingOnly ?? false,
    seatedOnly: request.seatedOnly ?? false,
    noLyingOnBack: Boolean(request.noLyingOnBack) || restrictions.conditions.has('pregnancy'),
    noLyingFaceDown: request.noLyingFaceDown ?? false,
    noKneeling: Boolean(request.noKneeling) || restrictions.injuries.has('knee'),
    noHanging: request.noHanging ?? false,
    noStanding: request.noStanding ?? false,
  };
}
