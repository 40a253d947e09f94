import type { DayKind } from './choose-training-split';
import { fitsPositionLimits, type PositionLimits } from './position-limits';
import type { TrainingRestrictions } from './resolve-training-restrictions';
import type { RoutineStep } from './workout-engine-types';
import type { ExercisePosition } from './workout-vocabulary';

interface RoutineMove {
  name: string;
  description: string;
  /** Day kinds it suits. */
  kinds: readonly DayKind[];
  /** Injury areas or conditions it is left out for. */
  avoidFor: readonly string[];
  /** Body positions it can be done in, the usual one first. */
  positions: readonly ExercisePosition[];
}

// The last suitable one is chosen; the arms-only one first, for a session off the feet.
const pulseRaisers: readonly RoutineMove[] = [
  {
    name: 'Seated arm punches',
    positions: ['seated'],
    description:
      'Sit tall and punch forwards and upwards in turn, quickening the pace until you feel warm.',
    kinds: ['full', 'upper', 'lower', 'cardio', 'mobility'],
    avoidFor: ['shoulder'],
  },
  {
    name: 'Brisk march in place',
    positions: ['standing', 'seated'],
    description:
      'March with a tall posture and swinging arms, gradually lifting the pace until you feel warm.',
    kinds: ['full', 'upper', 'lower', 'cardio', 'mobility'],
    avoidFor: [],
  },
  {
    name: 'Light jog or skips',
    positions: ['standing'],
    description: 'Easy jogging on the spot or gentle skips, landing softly through the whole foot.',
    kinds: ['cardio', 'full', 'lower'],
    avoidFor: ['knee', 'ankle', 'hip', 'pregnancy', 'arthritis', 'heart-condition'],
  },
];

const dynamicMoves: readonly RoutineMove[] = [
  {
    name: 'Arm circles',
    positions: ['standing', 'seated'],
    description: 'Ten small then ten large circles forwards and backwards with straight arms.',
    kinds: ['upper', 'full'],
    avoidFor: [],
  },
  {
    name: 'Band or towel pull-aparts',
    positions: ['standing', 'seated'],
    description:
      'Hold a band or towel at shoulder height and pull it apart, squeezing the shoulder blades.',
    kinds: ['upper'],
    avoidFor: [],
  },
  {
    name: 'Leg swings',
    positions: ['standing'],
    description:
      'Hold a wall and swing each leg forwards and back, then side to side, 10 each way.',
    kinds: ['lower', 'full', 'cardio'],
    // Standing on one leg is what a sprained ankle cannot do.
    avoidFor: ['ankle'],
  },
  {
    name: 'Hip circles',
    positions: ['standing'],
    description: 'Hands on hips, draw slow circles in both directions to loosen the hips.',
    kinds: ['lower', 'mobility', 'cardio'],
    avoidFor: [],
  },
  {
    name: 'Cat-cow',
    positions: ['kneeling'],
    description: 'On hands and knees, alternate rounding and arching the spine with your breath.',
    kinds: ['mobility', 'full'],
    avoidFor: ['wrist'],
  },
  {
    name: 'Bodyweight good mornings',
    positions: ['standing'],
    description:
      'Hands on hips, hinge forward with a flat back to feel the hamstrings, then stand tall.',
    kinds: ['lower', 'full'],
    avoidFor: ['back'],
  },
  {
    name: 'Torso rotations',
    positions: ['standing', 'seated'],
    description: 'Feet planted, rotate gently left and right letting the arms swing loosely.',
    kinds: ['cardio', 'mobility', 'upper'],
    avoidFor: [],
  },
];

const stretches: readonly RoutineMove[] = [
  {
    name: 'Standing quad stretch',
    positions: ['standing'],
    description: 'Hold a wall, pull one heel towards the glute, knees together, 30 s each side.',
    kinds: ['lower', 'full', 'cardio'],
    avoidFor: ['knee'],
  },
  {
    name: 'Seated hamstring stretch',
    positions: ['seated', 'floor-seated'],
    description:
      'Sit tall with one leg straight, hinge from the hips towards the toes, 30 s each side.',
    kinds: ['lower', 'full', 'cardio', 'mobility'],
    avoidFor: [],
  },
  {
    name: 'Doorway chest stretch',
    positions: ['standing', 'seated'],
    description: 'Forearm on a door frame, step through until the chest opens, 30 s each side.',
    kinds: ['upper', 'full'],
    avoidFor: ['shoulder'],
  },
  {
    name: 'Cross-body shoulder stretch',
    positions: ['standing', 'seated'],
    description: 'Draw one arm across the chest with the other hand, 30 s each side.',
    kinds: ['upper', 'full', 'mobility'],
    avoidFor: [],
  },
  {
    name: 'Calf stretch at the wall',
    positions: ['standing'],
    description: 'Hands on a wall, back leg straight and heel down, lean in, 30 s each side.',
    kinds: ['lower', 'cardio'],
    avoidFor: [],
  },
  {
    name: 'Seated figure-four stretch',
    positions: ['seated'],
    description:
      'Sitting on a chair, cross an ankle over the opposite knee and lean forward gently, 30 s each side.',
    kinds: ['lower', 'mobility', 'cardio'],
    avoidFor: ['hip'],
  },
  {
    name: 'Slow diaphragmatic breathing',
    positions: ['seated', 'standing'],
    description:
      'Breathe in through the nose for 4 s and out for 6 s to bring the heart rate down.',
    kinds: ['full', 'upper', 'lower', 'cardio', 'mobility'],
    avoidFor: [],
  },
];

/**
 * A day's warm-up (a pulse raiser then dynamic moves for the day's kind) and cool-down
 * (stretches for the day's kind ending with breathing), filling `warmupSeconds` and
 * `cooldownSeconds`, leaving out moves unsuitable for the user's injuries and conditions and
 * those outside the session's position limits ("nothing on the floor": no cat-cow).
 */
export function buildRoutines(
  kind: DayKind,
  restrictions: TrainingRestrictions,
  warmupSeconds: number,
  cooldownSeconds: number,
  limits: PositionLimits = {},
): { warmup: RoutineStep[]; cooldown: RoutineStep[] } {
  const avoided = new Set<string>([...restrictions.injuries, ...restrictions.conditions]);
  const isSuitable = (move: RoutineMove) =>
    move.kinds.includes(kind) &&
    !move.avoidFor.some((item) => avoided.has(item)) &&
    fitsPositionLimits(move, limits);
  // Off the feet ("a leg in a boot"), the legs rest: a pulse raiser done with the arms alone.
  const pulse = pulseRaisers
    .filter((move) => !limits.noStanding || !move.positions.includes('standing'))
    .filter(isSuitable)
    .slice(-1);
  const warmMoves = [...pulse, ...dynamicMoves.filter(isSuitable).slice(0, 2)];
  const coolMoves = stretches.filter(isSuitable).slice(-3);
  return {
    warmup: spreadSeconds(warmMoves, warmupSeconds),
    cooldown: spreadSeconds(coolMoves, cooldownSeconds),
  };
}

function spreadSeconds(moves: readonly RoutineMove[], totalSeconds: number): RoutineStep[] {
  if (moves.length === 0) return [];
  const each = Math.max(30, Math.floor(totalSeconds / moves.length / 15) * 15);
  return moves.map((move) => ({ name: move.name, duration: each, description: move.description }));
}
