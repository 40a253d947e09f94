import type { EngineExercise, ProgressionLevels } from './workout-engine-types';
import type { FitnessLevel, Intensity, TrainingGoal } from './workout-vocabulary';

/** Sets, reps or seconds, rest and effort of one exercise; `duration` and `rest` in seconds. */
export interface ExerciseDose {
  sets: number;
  reps: number | null;
  duration: number | null;
  rest: number;
  /** Rate of perceived exertion 1–10 the sets should feel like. */
  rpe: number;
  weight: string;
}

/** What decides a dose besides the exercise. */
export interface DoseContext {
  goal: TrainingGoal;
  level: FitnessLevel;
  intensity: Intensity;
  levels: ProgressionLevels;
  /** The last week of the block trims one set. */
  isDeloadWeek: boolean;
  /** Hardest RPE allowed (lower for capping conditions and rehabilitation). */
  maxRpe: number;
}

const strengthBase: Record<TrainingGoal, { sets: number; reps: number; rest: number }> = {
  STRENGTH: { sets: 4, reps: 5, rest: 150 },
  MUSCLE_GAIN: { sets: 3, reps: 10, rest: 75 },
  WEIGHT_LOSS: { sets: 3, reps: 12, rest: 45 },
  ENDURANCE: { sets: 2, reps: 15, rest: 30 },
  FLEXIBILITY: { sets: 2, reps: 10, rest: 45 },
  REHABILITATION: { sets: 2, reps: 10, rest: 60 },
  MAINTENANCE: { sets: 3, reps: 10, rest: 60 },
};

const levelSetOffset: Record<FitnessLevel, number> = {
  BEGINNER: -1,
  INTERMEDIATE: 0,
  ADVANCED: 0,
  ATHLETE: 1,
};
const levelHoldSeconds: Record<FitnessLevel, number> = {
  BEGINNER: 20,
  INTERMEDIATE: 30,
  ADVANCED: 40,
  ATHLETE: 45,
};
const rpeByIntensity: Record<Intensity, number> = { LOW: 5, MODERATE: 6, HIGH: 7, MAXIMUM: 8 };

/** Seconds one rep takes at a controlled tempo (used to estimate session time). */
export const secondsPerRep = 4;

/**
 * The dose of an exercise: the goal's sets × reps and rest for strength work (beginners one set
 * fewer, athletes one more), holds for timed work, one steady block for cardio, intervals for
 * conditioning. Volume level adds or removes sets (1–6), the deload week removes one; intensity
 * level moves RPE (4 … maxRpe) and, for loaded strength work, takes a rep off per step up (bodyweight
 * work never drops under 8 reps);
 * recovery 'more' lengthens rests by 25 %, 'less' shortens them by 20 % (never under 15 s).
 */
export function prescribeExerciseDose(
  exercise: EngineExercise,
  context: DoseContext,
): ExerciseDose {
  const rpe = clampNumber(
    rpeByIntensity[context.intensity] + context.levels.intensityLevel,
    4,
    context.maxRpe,
  );
  const volumeSets = context.levels.volumeLevel - (context.isDeloadWeek ? 1 : 0);
  const base = chooseBaseDose(exercise, context, volumeSets);
  return {
    ...base,
    rest: adjustRest(base.rest, context.levels.recovery),
    rpe,
    weight: describeLoad(exercise, rpe, base.reps === null),
  };
}

function chooseBaseDose(
  exercise: EngineExercise,
  context: DoseContext,
  volumeSets: number,
): Pick<ExerciseDose, 'sets' | 'reps' | 'duration' | 'rest'> {
  const { goal, level } = context;
  if (exercise.pattern === 'cardio') {
    const minutes = goal === 'ENDURANCE' ? 12 : 8;
    return {
      sets: 1,
      reps: null,
      duration: (minutes + 2 * Math.max(0, volumeSets) - (level === 'BEGINNER' ? 2 : 0)) * 60,
      rest: 60,
    };
  }
  if (exercise.pattern === 'conditioning') {
    const work = clampNumber(levelHoldSeconds[level] + 5 * context.levels.intensityLevel, 15, 60);
    return {
      sets: clampNumber(4 + volumeSets + levelSetOffset[level], 2, 8),
      reps: null,
      duration: work,
      rest: work,
    };
  }
  if (
    exercise.pattern === 'stretch' ||
    exercise.pattern === 'mobility' ||
    exercise.pattern === 'balance'
  ) {
    const hold = exercise.isTimed
      ? clampNumber(levelHoldSeconds[level] + 5 * volumeSets + 10, 20, 75)
      : null;
    return {
      sets: 2,
      reps: hold === null ? 10 : null,
      duration: hold,
      rest: exercise.pattern === 'balance' ? 30 : 15,
    };
  }
  const strength = strengthBase[goal];
  const sets = clampNumber(strength.sets + levelSetOffset[level] + volumeSets, 1, 6);
  if (exercise.isTimed) {
    const hold = clampNumber(levelHoldSeconds[level] + 5 * volumeSets, 15, 90);
    return {
      sets: Math.min(sets, 4),
      reps: null,
      duration: hold,
      rest: Math.max(30, Math.min(strength.rest, 60)),
    };
  }
  const isLoaded = !isBodyweightOnly(exercise);
  // Bodyweight moves cannot be loaded to a 5-rep strength effort: at least 8 reps, so the set
  // still ends near failure rather than after five easy reps.
  const reps = isLoaded
    ? Math.max(3, strength.reps - Math.max(0, context.levels.intensityLevel))
    : Math.max(8, strength.reps + Math.max(0, context.levels.intensityLevel) * 2);
  return { sets, reps, duration: null, rest: strength.rest };
}

function adjustRest(rest: number, recovery: ProgressionLevels['recovery']): number {
  const factor = recovery === 'more' ? 1.25 : recovery === 'less' ? 0.8 : 1;
  return Math.max(15, Math.round((rest * factor) / 5) * 5);
}

function describeLoad(exercise: EngineExercise, rpe: number, isTimed: boolean): string {
  const inReserve = Math.max(0, 10 - rpe);
  if (exercise.pattern === 'cardio' || exercise.pattern === 'conditioning') {
    return rpe <= 6
      ? `Effort ${rpe}/10 – you can still talk in full sentences`
      : `Effort ${rpe}/10 – only a few words at a time`;
  }
  if (isBodyweightOnly(exercise)) {
    return isTimed
      ? `Bodyweight – effort ${rpe}/10`
      : `Bodyweight – stop ${inReserve} reps short of failure (RPE ${rpe})`;
  }
  return `Choose a load that leaves about ${inReserve} reps in reserve (RPE ${rpe})`;
}

/** Whether an exercise needs no equipment beyond a mat. */
export function isBodyweightOnly(exercise: EngineExercise): boolean {
  return exercise.equipment.every((item) => item === 'Bodyweight Only' || item === 'Yoga Mat');
}

function clampNumber(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Seconds an exercise takes with its dose: work and rests between sets, plus a minute to set up. */
export function estimateExerciseSeconds(
  dose: Pick<ExerciseDose, 'sets' | 'reps' | 'duration' | 'rest'>,
): number {
  const workSeconds = dose.duration ?? (dose.reps ?? 0) * secondsPerRep;
  return dose.sets * workSeconds + (dose.sets - 1) * dose.rest + 60;
}
