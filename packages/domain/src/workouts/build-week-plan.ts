import { advanceProgression, baselineProgression } from './advance-progression';
import { chooseIntensityCap, shiftIntensity } from './build-training-outline';
import { buildRoutines } from './build-routines';
import {
  chooseTrainingSplit,
  circuitSlots,
  dayKindLabels,
  fallbackPatterns,
  slotsByDayKind,
  type DayKind,
} from './choose-training-split';
import {
  allowedPositions,
  fitsPositionLimits,
  isUprightWithin,
  isUsuallyUprightWithin,
  type PositionLimits,
} from './position-limits';
import {
  estimateExerciseSeconds,
  prescribeExerciseDose,
  type DoseContext,
} from './prescribe-exercise-dose';
import { recommendProgression } from './recommend-progression';
import { requirementsPositionLimits } from './requirements-position-limits';
import {
  isExerciseSuitable,
  resolveTrainingRestrictions,
  type TrainingRestrictions,
} from './resolve-training-restrictions';
import { createSeededRandom, type RandomSource } from './seeded-random';
import type {
  CheckIn,
  EngineExercise,
  PrescribedExercise,
  ProgressionLevels,
  TrainingDay,
  TrainingOutlinePlan,
  TrainingRequirements,
  WeekPlanContent,
} from './workout-engine-types';
import { weekDays, type ExercisePosition, type Intensity } from './workout-vocabulary';

/** Everything one week is built from; `startDate` is the week's Monday (YYYY-MM-DD). */
export interface WeekPlanInput {
  requirements: TrainingRequirements;
  outline: TrainingOutlinePlan;
  weekNumber: number;
  startDate: string;
  catalogue: readonly EngineExercise[];
  /** Last week's levels and check-in; null for week 1. */
  previousWeek: { progression: ProgressionLevels; checkIn: CheckIn | null } | null;
  /** Same seed, same input → same week. */
  seed: string;
}

const intensityRpeCap: Record<Intensity, number> = { LOW: 5, MODERATE: 7, HIGH: 8, MAXIMUM: 9 };

/**
 * Builds one week of a programme: the goal's split over the user's days, each day filled slot by
 * slot with suitable exercises (never contraindicated, equipment available, level-appropriate,
 * within the position limits of the user's mobility aids, limitations, injuries and pregnancy),
 * preferring muscle groups used least so far this week, until the session's minutes are used;
 * doses follow the week's theme and the progression levels advanced from last week's check-in.
 * Every day's `duration` (warm-up + exercises + cool-down) is at most `sessionDuration`.
 */
export function buildWeekPlan(input: WeekPlanInput): WeekPlanContent {
  const { requirements, outline, weekNumber } = input;
  const random = createSeededRandom(`${input.seed}:${weekNumber}`);
  const restrictions = resolveTrainingRestrictions(requirements);
  const limits = requirementsPositionLimits(requirements, restrictions);
  const suitable = input.catalogue.filter(
    (exercise) =>
      isExerciseSuitable(exercise, restrictions) && fitsPositionLimits(exercise, limits),
  );
  const advice = input.previousWeek?.checkIn
    ? recommendProgression(input.previousWeek.checkIn)
    : null;
  const levels = input.previousWeek
    ? advanceProgression(input.previousWeek.progression, advice, requirements.progressionPreference)
    : baselineProgression;
  const theme = outline.weeklyThemes.find((entry) => entry.week === weekNumber);
  const cap = chooseIntensityCap(requirements);
  const weekIntensity = shiftIntensity(
    theme?.intensity ?? 'MODERATE',
    Math.sign(levels.intensityLevel),
    cap,
  );
  const usage = new Map<string, number>();
  const usedThisWeek = new Set<string>();
  const workouts = chooseTrainingSplit(requirements.primaryGoal, requirements.daysPerWeek).map(
    ({ dayNumber, kind }) => {
      const intensity = kind === 'mobility' ? 'LOW' : weekIntensity;
      const context: DoseContext = {
        goal: requirements.primaryGoal,
        level: requirements.fitnessLevel,
        intensity,
        levels,
        isDeloadWeek: weekNumber >= outline.totalDuration,
        maxRpe: Math.min(intensityRpeCap[cap], 9),
      };
      return buildTrainingDay({
        dayNumber,
        kind,
        context,
        input,
        restrictions,
        limits,
        suitable,
        usage,
        usedThisWeek,
        random,
      });
    },
  );
  const progressionNote = advice
    ? ` Based on last week's check-in: volume ${advice.volumeAdjustment}, intensity ${advice.intensityAdjustment}, recovery ${advice.recoveryAdjustment}. ${advice.motivation}`
    : '';
  return {
    message: `Week ${weekNumber}${theme ? ` – ${theme.theme}: ${theme.focus}.` : '.'}${progressionNote}`,
    workouts,
    progression: levels,
  };
}

interface DayBuild {
  dayNumber: number;
  kind: DayKind;
  context: DoseContext;
  input: WeekPlanInput;
  restrictions: TrainingRestrictions;
  /** Positions ruled out for the user: every exercise and routine move keeps them. */
  limits: PositionLimits;
  suitable: readonly EngineExercise[];
  usage: Map<string, number>;
  usedThisWeek: Set<string>;
  random: RandomSource;
}

function buildTrainingDay(build: DayBuild): TrainingDay {
  const { dayNumber, kind, context, input, restrictions, limits } = build;
  const sessionSeconds = input.requirements.sessionDuration * 60;
  const { warmup, cooldown } = buildRoutines(
    kind,
    restrictions,
    sessionSeconds <= 1800 ? 240 : 360,
    sessionSeconds <= 1800 ? 180 : 300,
    limits,
  );
  const routineSeconds = [...warmup, ...cooldown].reduce((sum, step) => sum + step.duration, 0);
  let remaining = sessionSeconds - routineSeconds;
  const usedToday = new Set<string>();
  const exercises: PrescribedExercise[] = [];
  const fill = (slots: readonly string[]) => {
    for (const slot of slots) {
      const exercise = pickExercise(slot, build, usedToday);
      if (!exercise) continue;
      const dose = prescribeExerciseDose(exercise, context);
      const seconds = estimateExerciseSeconds(dose);
      if (seconds > remaining) continue;
      remaining -= seconds;
      usedToday.add(exercise.id);
      build.usedThisWeek.add(exercise.id);
      for (const group of exercise.muscleGroups)
        build.usage.set(group, (build.usage.get(group) ?? 0) + dose.sets);
      exercises.push(toPrescribedExercise(exercise, dose, restrictions, limits));
    }
  };
  fill(slotsByDayKind[kind]);
  // The day's patterns found almost nothing within the limits (seated, no equipment, legs day):
  // gentle conditioning and mobility moves that fit make up a circuit rather than an empty day.
  if (exercises.length < 3) fill(circuitSlots);
  const label = dayKindLabels[kind];
  return {
    day: weekDays[dayNumber - 1] ?? 'Monday',
    dayNumber,
    workoutDate: addDays(input.startDate, dayNumber - 1),
    name: label.name,
    type: label.type,
    duration: Math.max(1, Math.ceil((sessionSeconds - remaining) / 60)),
    intensity: context.intensity,
    notes: describeDay(kind, restrictions, limits),
    warmup,
    exercises,
    cooldown,
  };
}

function pickExercise(
  slot: string,
  build: DayBuild,
  usedToday: ReadonlySet<string>,
): EngineExercise | null {
  const { limits } = build;
  const upright = limits.standingOnly || limits.seatedOnly;
  // Off the floor, standing balance work stands in for core work that would need it.
  const patterns = [
    slot,
    ...(fallbackPatterns[slot] ?? []),
    ...(upright && slot === 'core' ? ['balance'] : []),
  ];
  for (const pattern of patterns) {
    const ofPattern = build.suitable.filter(
      (exercise) => exercise.pattern === pattern && !usedToday.has(exercise.id),
    );
    const candidates = upright ? uprightFirst(ofPattern, limits) : ofPattern;
    if (candidates.length === 0) continue;
    let best: EngineExercise | null = null;
    let bestScore = Number.POSITIVE_INFINITY;
    for (const exercise of candidates) {
      const load = exercise.muscleGroups.reduce(
        (sum, group) => sum + (build.usage.get(group) ?? 0),
        0,
      );
      const score =
        load / Math.max(1, exercise.muscleGroups.length) +
        (build.usedThisWeek.has(exercise.id) ? 6 : 0) +
        build.random() * 3;
      if (score < bestScore) {
        best = exercise;
        bestScore = score;
      }
    }
    return best;
  }
  return null;
}

/**
 * Off the floor: the exercises done upright the usual way, else those done upright another way,
 * else all the limits allow (a bench).
 */
function uprightFirst(
  exercises: readonly EngineExercise[],
  limits: PositionLimits,
): readonly EngineExercise[] {
  const usually = exercises.filter((exercise) => isUsuallyUprightWithin(exercise, limits));
  if (usually.length > 0) return usually;
  const upright = exercises.filter((exercise) => isUprightWithin(exercise, limits));
  return upright.length > 0 ? upright : exercises;
}

function toPrescribedExercise(
  exercise: EngineExercise,
  dose: ReturnType<typeof prescribeExerciseDose>,
  restrictions: TrainingRestrictions,
  limits: PositionLimits,
): PrescribedExercise {
  const hasRestrictions = restrictions.injuries.size > 0 || restrictions.conditions.size > 0;
  // Its usual position is ruled out: the card says which allowed one to do it in.
  const [usual] = exercise.positions ?? [];
  const [instead] = allowedPositions(exercise, limits);
  const positionNote =
    usual !== undefined && instead !== undefined && instead !== usual
      ? `Do it ${positionWords[instead]}.`
      : '';
  return {
    exerciseId: exercise.id,
    name: exercise.name,
    sets: dose.sets,
    reps: dose.reps,
    duration: dose.duration,
    rest: dose.rest,
    weight: dose.weight,
    description: exercise.description,
    category: exercise.category,
    muscleGroups: [...exercise.muscleGroups],
    equipment: [...exercise.equipment],
    formCues: [...exercise.formCues],
    modifications: [...exercise.modifications],
    progressions: [...exercise.progressions],
    safetyNotes: [...exercise.safetyNotes],
    notes: [
      positionNote,
      hasRestrictions
        ? 'Stop and use a modification if you feel pain in an injured or sensitive area.'
        : '',
    ]
      .filter(Boolean)
      .join(' '),
  };
}

const positionWords: Record<ExercisePosition, string> = {
  standing: 'standing',
  leaning: 'leaning on a bench or chair',
  seated: 'seated',
  reclined: 'reclined on an incline bench',
  kneeling: 'kneeling',
  'floor-plank': 'on your hands and feet on the floor',
  'floor-back': 'lying on your back',
  'floor-front': 'lying face down',
  'floor-side': 'lying on your side',
  'floor-seated': 'sitting on the floor',
  'bench-back': 'lying on your back on a bench',
  'bench-front': 'lying face down over a bench',
  hanging: 'hanging from a bar',
};

/** What to watch in any session for each condition the user told us of, one sentence each. */
export function conditionCautions(conditions: ReadonlySet<string>): string[] {
  const cautions: string[] = [];
  if (conditions.has('hypertension') || conditions.has('heart-condition'))
    cautions.push(
      'Breathe out on every effort and never hold your breath; stop if you feel dizzy or short of breath.',
    );
  if (conditions.has('pregnancy'))
    cautions.push('Avoid lying flat on your back and stop if anything feels wrong.');
  if (conditions.has('diabetes'))
    cautions.push('Check your blood glucose before training and keep a fast-acting snack nearby.');
  if (conditions.has('asthma'))
    cautions.push('Keep your inhaler within reach and warm up gradually.');
  if (conditions.has('arthritis'))
    cautions.push(
      'Move in a comfortable, pain-free range and go lighter on days your joints flare.',
    );
  return cautions;
}

function describeDay(
  kind: DayKind,
  restrictions: TrainingRestrictions,
  limits: PositionLimits,
): string {
  const notes = [dayFocus[kind]];
  if (limits.seatedOnly) notes.push('Every exercise is done seated.');
  else if (limits.standingOnly) notes.push('Nothing is done on the floor.');
  notes.push(...conditionCautions(restrictions.conditions));
  if (restrictions.injuries.size > 0)
    notes.push(`Exercises that load your ${[...restrictions.injuries].join(', ')} were left out.`);
  return notes.join(' ');
}

const dayFocus: Record<DayKind, string> = {
  full: 'Whole-body session: move with control and keep good form on every rep.',
  upper: 'Upper-body push and pull: keep the shoulder blades set and the core braced.',
  lower: 'Legs and hips: drive through the whole foot and keep the knees tracking over the toes.',
  cardio: 'Conditioning: build up gradually and keep the effort at the prescribed level.',
  mobility: 'Mobility, balance and core: slow, controlled movement and steady breathing.',
};

/** Adds days to a YYYY-MM-DD date (UTC calendar arithmetic). */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
