import { buildRoutines } from './build-routines';
import {
  circuitSlots,
  fallbackPatterns,
  slotsByDayKind,
  type DayKind,
} from './choose-training-split';
import { baselineProgression } from './advance-progression';
import { addRounds, fitDose, sessionSeconds } from './fit-session-dose';
import {
  prescribeExerciseDose,
  type DoseContext,
  type ExerciseDose,
} from './prescribe-exercise-dose';
import {
  isExerciseSuitable,
  resolveTrainingRestrictions,
  type TrainingRestrictions,
} from './resolve-training-restrictions';
import {
  fitsPositionLimits,
  isUprightWithin,
  isUsuallyUprightWithin,
  sessionPositionLimits,
  type PositionLimits,
} from './position-limits';
import { createSeededRandom } from './seeded-random';
import { slotsLedByNamed, standInsFor } from './named-exercises';
import { isRefusedBy } from './refused-words';
import type { EngineExercise, RoutineStep, TrainingRequirements } from './workout-engine-types';
import type { ExerciseDifficulty, MedicalCondition } from './workout-vocabulary';

/** What a one-off session is built around: a day kind of the plan engine, or core only. */
export type SessionFocus = DayKind | 'core' | 'balance';

/**
 * A one-off session asked for ("20 minutes, hotel room, no equipment"); its position limits
 * ("nothing on the floor", "seated only", "not flat on my back") hold for every exercise.
 */
export interface SessionRequest extends PositionLimits {
  /** Whole session, warm-up and cool-down included (5–120). */
  minutes: number;
  focus: SessionFocus;
  /** Equipment to use instead of the user's own; null keeps the user's. Bodyweight is always allowed. */
  equipment: readonly string[] | null;
  /** Leave out jumps and hops (quiet rooms, sore joints). */
  lowImpact: boolean;
  /** −2 … +2: easier sessions cap difficulty lower and drop a set, harder ones add one. */
  difficultyShift: number;
  /** Conditions the conversation states ("24 weeks pregnant"), added to the user's stored ones. */
  conditions?: readonly MedicalCondition[];
  /**
   * What the user said they have ("all they have is a kettlebell", "only a chair"): exercises
   * that use it come first in every slot. Catalogue equipment names, or 'Chair' (steps, dips,
   * incline moves and seated ones need no more than a sturdy chair).
   */
  preferEquipment?: readonly string[];
  /**
   * Movement patterns the user asked to train ("shoulders and arms": `press`, `arms:biceps`,
   * `arms:triceps`, a pattern and optionally the main muscle wanted): the session's slots take them
   * in turn before the focus's usual order.
   */
  targetPatterns?: readonly string[];
  /** Only the target patterns, not the focus's usual order after them (a push or a pull day). */
  onlyTargets?: boolean;
  /** Body areas a mobility or balance session should work ("for my back and hips"), first. */
  preferAreas?: readonly string[];
  /** Exercises to keep where they fit ("a 15-minute version of today's workout"), by name. */
  preferNames?: readonly string[];
  /** Words of exercise names the user does not want ("no running", "swap out the burpees"). */
  avoidWords?: readonly string[];
}

/** One exercise of a composed session; `reps` or `duration` (s) is set; `rest` in seconds. */
export interface SessionExercise {
  exerciseId: string;
  name: string;
  sets: number;
  reps: number | null;
  duration: number | null;
  rest: number;
}

/** A composed session; `minutes` is its estimated length, warm-up and cool-down included. */
export interface ComposedSession {
  focus: SessionFocus;
  minutes: number;
  warmup: RoutineStep[];
  exercises: SessionExercise[];
  cooldown: RoutineStep[];
  /** Restrictions that shaped it, for the user to read (injuries, conditions, equipment). */
  restrictions: TrainingRestrictions;
  /** The position limits it kept: those asked, plus those an injury or pregnancy implies. */
  positionLimits: PositionLimits;
}

const coreSlots = ['core', 'core', 'glute', 'core', 'core', 'core', 'balance'];
const balanceSlots = ['balance', 'balance', 'mobility', 'balance', 'core', 'balance', 'stretch'];
const chairPattern = /\b(chair|bench dip|step-?up|incline|seated|sit-to-stand|box)\b/i;
// The words of an exercise's name or muscles that say it works a body area.
const areaPatterns: Readonly<Record<string, RegExp>> = {
  'lower back': /back|spine|lumbar|thoracic|cat|child|cobra|erector/i,
  hip: /hip|glute|piriformis|pigeon|90\/90|adductor|groin/i,
  shoulder: /shoulder|chest|thoracic|wall slide|pec|delt/i,
  neck: /neck|trap/i,
  hamstring: /hamstring/i,
  calf: /calf|calves|soleus/i,
  knee: /quad|hamstring|knee/i,
  ankle: /ankle|calf|calves|heel|soleus/i,
  foot: /ankle|calf|calves|heel|foot|toe/i,
  wrist: /wrist|forearm/i,
  elbow: /wrist|forearm|elbow/i,
  chest: /chest|pec|thoracic/i,
};
// Jumps, hops and running on the spot: what a quiet room or sore joints leave out.
const jumpPattern =
  /\b(jumps?|jumping|hops?|burpees?|skater|rope|sprint|box|jog)\b|(?<!marching )\bhigh knees\b/i;
const difficultyOrder: readonly ExerciseDifficulty[] = [
  'VERY_EASY',
  'EASY',
  'MODERATE',
  'HARD',
  'VERY_HARD',
];
const minSessionMinutes = 5;
const maxSessionMinutes = 120;

function shiftDifficulty(max: ExerciseDifficulty, shift: number): ExerciseDifficulty {
  const index = difficultyOrder.indexOf(max) + shift;
  return difficultyOrder[Math.max(1, Math.min(difficultyOrder.length - 1, index))] ?? max;
}

/**
 * The hardest exercise a session may hold: the user's level, one step down when an easier or
 * gentle session is asked, and never above moderate then, whatever the level ("back a bit sore,
 * something gentle?" is no day for decline push-ups, even for an advanced lifter).
 */
function easierAsked(max: ExerciseDifficulty, shift: number): ExerciseDifficulty {
  if (shift >= 0) return max;
  const eased = shiftDifficulty(max, shift);
  return difficultyOrder.indexOf(eased) > difficultyOrder.indexOf('MODERATE') ? 'MODERATE' : eased;
}

function routineSeconds(minutes: number): { warmup: number; cooldown: number } {
  if (minutes <= 12) return { warmup: 90, cooldown: 60 };
  if (minutes <= 20) return { warmup: 150, cooldown: 90 };
  if (minutes <= 35) return { warmup: 240, cooldown: 180 };
  return { warmup: 360, cooldown: 300 };
}

/**
 * Composes a one-off session with the plan engine's rules: the focus's movement slots filled with
 * suitable catalogue exercises (never contraindicated for the user's injuries and conditions, only
 * the equipment available, no harder than the level allows), dosed for the user's goal and level,
 * until the minutes asked are used; short sessions trim sets before dropping exercises. Pure: the
 * same input and seed give the same session.
 */
export function composeSession(input: {
  request: SessionRequest;
  requirements: TrainingRequirements;
  catalogue: readonly EngineExercise[];
  seed: string;
}): ComposedSession {
  const { request, requirements } = input;
  const minutes = Math.min(
    maxSessionMinutes,
    Math.max(minSessionMinutes, Math.round(request.minutes)),
  );
  const base = resolveTrainingRestrictions({
    ...requirements,
    conditions: [...new Set([...requirements.conditions, ...(request.conditions ?? [])])],
    equipment: request.equipment ?? requirements.equipment,
  });
  const restrictions: TrainingRestrictions = {
    ...base,
    maxDifficulty: easierAsked(base.maxDifficulty, request.difficultyShift),
  };
  const limits = sessionPositionLimits(request, restrictions);
  // Under 8 minutes there is no warm-up: no loaded barbell lift, whose first set needs one.
  const isWarmUpFree = minutes < 8;
  const suitable = input.catalogue.filter(
    (exercise) =>
      isExerciseSuitable(exercise, restrictions) &&
      !(isWarmUpFree && exercise.equipment.some((item) => barbellKit.has(item))) &&
      !(request.lowImpact && jumpPattern.test(exercise.name)) &&
      !isRefusedBy(exercise, request.avoidWords ?? []) &&
      fitsPositionLimits(exercise, limits) &&
      !(restrictions.injuries.has('ankle') && standsOnTheFeet(exercise)),
  );
  const routineKind: DayKind =
    request.focus === 'core' || request.focus === 'balance' ? 'mobility' : request.focus;
  const routine = routineSeconds(minutes);
  // Under 8 minutes the whole session is the workout; the first set starts gently instead.
  const { warmup, cooldown } = isWarmUpFree
    ? { warmup: [], cooldown: [] }
    : buildRoutines(routineKind, restrictions, routine.warmup, routine.cooldown, limits);
  const fixedSeconds = [...warmup, ...cooldown].reduce((sum, step) => sum + step.duration, 0);
  const context: DoseContext = {
    goal: requirements.primaryGoal,
    level: requirements.fitnessLevel,
    intensity:
      request.difficultyShift > 0 ? 'HIGH' : request.difficultyShift < 0 ? 'LOW' : 'MODERATE',
    levels: {
      ...baselineProgression,
      volumeLevel: Math.max(-1, Math.min(1, request.difficultyShift)),
    },
    isDeloadWeek: false,
    maxRpe: requirements.conditions.length + (request.conditions?.length ?? 0) > 0 ? 7 : 8,
  };
  const random = createSeededRandom(input.seed);
  const focusSlots =
    request.focus === 'core'
      ? coreSlots
      : request.focus === 'balance'
        ? balanceSlots
        : slotsByDayKind[request.focus];
  const names = new Set((request.preferNames ?? []).map((name) => name.toLowerCase()));
  // The muscles asked for come first, twice round, then the focus's usual order fills the time.
  const targets = request.targetPatterns ?? [];
  const prefer = request.preferEquipment ?? [];
  // A cardio machine named as what is at hand ("the hotel gym only has a treadmill") is used.
  const machineCardio = prefer.some((item) => cardioMachines.has(item)) ? ['cardio'] : [];
  const areas = (request.preferAreas ?? [])
    .map((area) => areaPatterns[area])
    .filter((pattern): pattern is RegExp => pattern !== undefined);
  const standIns = standInsFor(names, input.catalogue, suitable, request.avoidWords ?? [], prefer);
  const isNamed = (exercise: EngineExercise) =>
    names.has(exercise.name.toLowerCase()) || standIns.includes(exercise);
  const { namedSlots, restOfFocus } = slotsLedByNamed(
    focusSlots,
    targets,
    suitable.filter(isNamed).map((exercise) => exercise.pattern),
  );
  const slots =
    request.onlyTargets && targets.length > 0
      ? [...targets, ...targets]
      : [...machineCardio, ...namedSlots, ...targets, ...targets, ...restOfFocus];
  const isPreferred = (exercise: EngineExercise) =>
    names.has(exercise.name.toLowerCase()) ||
    exercise.equipment.some((item) => prefer.includes(item)) ||
    (prefer.includes('Chair') && chairPattern.test(exercise.name)) ||
    areas.some((pattern) => pattern.test(`${exercise.name} ${exercise.muscleGroups.join(' ')}`));
  const preferences = [isNamed, isPreferred];
  // "Nothing on the floor", "seated only": on the feet or a chair first; leaning on a bench or
  // lying on one only where nothing upright fits the slot.
  // Done the usual way first (the card's steps describe it), then upright another way.
  const uprightTiers =
    limits.standingOnly || limits.seatedOnly
      ? [
          (exercise: EngineExercise) => isUsuallyUprightWithin(exercise, limits),
          (exercise: EngineExercise) => isUprightWithin(exercise, limits),
        ]
      : [];
  const fitsLevel = atSessionLevel(restrictions.maxDifficulty, request.difficultyShift);
  const picked: { exercise: EngineExercise; dose: ExerciseDose }[] = [];
  const used = new Set<string>();
  let remaining = minutes * 60 - fixedSeconds;
  const unfilled = minutes <= 8 ? 45 : 90;
  // A session a person can follow: about one exercise per 3-4 minutes, 3 to 10 of them; time
  // left after that goes to more sets of the same ones (a gentle session of single sets would
  // otherwise list 18 exercises for 20 minutes).
  const maxExercises = Math.min(10, Math.max(3, Math.round(minutes / 3.5)));
  // Each slot in turn takes an exercise that fits, with a dose that fits the time left.
  const fill = (slotList: readonly string[]) => {
    for (const slot of slotList) {
      if (remaining < unfilled || picked.length >= maxExercises) break;
      const exercise = pickForSlot(slot, suitable, used, random, {
        preferences,
        uprightTiers,
        fitsLevel,
      });
      const dose =
        exercise && fitDose(prescribeExerciseDose(exercise, context), remaining, minutes);
      if (!exercise || !dose) continue;
      remaining -= sessionSeconds(dose, minutes);
      used.add(exercise.id);
      picked.push({ exercise, dose });
    }
  };
  // Two passes over the slots: long sessions come back for a second exercise per pattern.
  fill([...slots, ...slots]);
  // The focus's patterns found almost nothing (seated with no equipment): gentle conditioning and
  // mobility moves that fit the limits make up a circuit rather than an empty card.
  if (picked.length < 3) fill(circuitSlots);
  // Too few exercises fit (tight limits, little equipment): more rounds of those that did.
  if (remaining >= unfilled) remaining = addRounds(picked, remaining, minutes);
  const exercises = picked.map(({ exercise, dose }) => ({
    exerciseId: exercise.id,
    name: exercise.name,
    sets: dose.sets,
    reps: dose.reps,
    duration: dose.duration,
    rest: dose.rest,
  }));
  return {
    focus: request.focus,
    minutes: Math.max(1, Math.ceil((minutes * 60 - remaining) / 60)),
    warmup,
    exercises,
    cooldown,
    restrictions,
    positionLimits: limits,
  };
}

// Lower-body work done on the feet: squats, lunges, hinges, calf raises and standing cardio load
// the ankle with the body's weight, which a sore or injured ankle is protected from.
const footPatterns = new Set(['squat', 'lunge', 'hinge', 'calf', 'cardio', 'conditioning']);

function standsOnTheFeet(exercise: EngineExercise): boolean {
  if (!footPatterns.has(exercise.pattern)) return false;
  const positions = exercise.positions ?? ['standing'];
  return positions[0] === 'standing';
}

const cardioMachines = new Set(['Treadmill', 'Stationary Bike', 'Rowing Machine']);
const barbellKit: ReadonlySet<string> = new Set(['Barbell', 'Smith Machine']);

/**
 * A suitable exercise for the slot (or its fallbacks), from the first of `preferences` that has
 * one (the exercises named, then the preferred equipment), else any; with `uprightTiers` (nothing on the floor), upright ones before all others, and standing balance
 * work stands in for core work that would need the floor or a bench.
 */
function pickForSlot(
  slot: string,
  suitable: readonly EngineExercise[],
  used: ReadonlySet<string>,
  random: () => number,
  tiers: {
    preferences: readonly ((exercise: EngineExercise) => boolean)[];
    uprightTiers: readonly ((exercise: EngineExercise) => boolean)[];
    fitsLevel: (exercise: EngineExercise) => boolean;
  },
): EngineExercise | null {
  const { preferences, uprightTiers, fitsLevel } = tiers;
  // "arms:triceps": an arms exercise whose main muscle is the triceps, if there is one.
  const [slotPattern = slot, muscle] = slot.split(':');
  const patterns = [
    slotPattern,
    ...(fallbackPatterns[slotPattern] ?? []),
    ...(uprightTiers.length > 0 && slotPattern === 'core' ? ['balance'] : []),
  ];
  const unused = suitable.filter((exercise) => !used.has(exercise.id));
  const everyPool = [...preferences.map((prefers) => unused.filter(prefers)), unused];
  const pools = [
    ...uprightTiers.flatMap((tier) => everyPool.map((pool) => pool.filter(tier))),
    ...everyPool,
  ];
  if (muscle)
    pools.unshift(
      ...pools.map((pool) => pool.filter((exercise) => exercise.muscleGroups[0] === muscle)),
    );
  for (const pool of pools) {
    for (const pattern of patterns) {
      const candidates = pool.filter((exercise) => exercise.pattern === pattern);
      if (candidates.length === 0) continue;
      // Of the slot's exercises, those at the session's level when there are any: a back squat
      // for an advanced lifter's squat slot, not a wall sit.
      const atLevel = candidates.filter(fitsLevel);
      const choice = atLevel.length > 0 ? atLevel : candidates;
      return choice[Math.floor(random() * choice.length)] ?? null;
    }
  }
  return null;
}

/**
 * Whether an exercise is at the session's level: no more than one step below the hardest it may
 * hold, or at it when a harder session is asked.
 */
function atSessionLevel(
  maxDifficulty: ExerciseDifficulty,
  difficultyShift: number,
): (exercise: EngineExercise) => boolean {
  const floor = difficultyOrder.indexOf(maxDifficulty) - (difficultyShift > 0 ? 0 : 1);
  return (exercise) => difficultyOrder.indexOf(exercise.difficulty) >= floor;
}
