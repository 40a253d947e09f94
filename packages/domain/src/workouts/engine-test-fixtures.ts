import type { EngineExercise, TrainingRequirements } from './workout-engine-types';
import {
  exercisePositions,
  injuryAreas,
  medicalConditions,
  type ExerciseDifficulty,
} from './workout-vocabulary';

const patterns = [
  'squat',
  'lunge',
  'hinge',
  'glute',
  'calf',
  'push',
  'press',
  'row',
  'pulldown',
  'arms',
  'core',
  'cardio',
  'conditioning',
  'mobility',
  'stretch',
  'balance',
] as const;

const musclesByPattern: Record<(typeof patterns)[number], string[]> = {
  squat: ['quadriceps', 'glutes'],
  lunge: ['quadriceps', 'glutes'],
  hinge: ['hamstrings', 'back'],
  glute: ['glutes'],
  calf: ['calves'],
  push: ['chest', 'triceps'],
  press: ['shoulders'],
  row: ['back', 'biceps'],
  pulldown: ['back'],
  arms: ['biceps'],
  core: ['core'],
  cardio: ['cardiovascular'],
  conditioning: ['cardiovascular'],
  mobility: ['hip flexors'],
  stretch: ['hamstrings'],
  balance: ['calves'],
};

const difficulties: readonly ExerciseDifficulty[] = [
  'VERY_EASY',
  'EASY',
  'MODERATE',
  'HARD',
  'VERY_HARD',
];
const equipmentCycle = [['Bodyweight Only'], ['Dumbbells'], ['Barbell'], ['Resistance Bands']];
const risky = [...injuryAreas, ...medicalConditions];

/**
 * A synthetic catalogue for engine tests: per pattern, one safe bodyweight exercise and several
 * variants each contraindicated for one injury area or condition, across difficulties and equipment.
 */
export function buildTestCatalogue(): EngineExercise[] {
  return patterns.flatMap((pattern) =>
    Array.from({ length: 6 }, (_, index): EngineExercise => {
      const avoid =
        index === 0 ? [] : [risky[(patterns.indexOf(pattern) + index) % risky.length] ?? 'knee'];
      return {
        id: `${pattern}-${index}`,
        name: `${pattern} ${index}`,
        description: `A ${pattern} exercise`,
        muscleGroups: musclesByPattern[pattern],
        equipment:
          index === 0 ? ['Bodyweight Only'] : (equipmentCycle[index % equipmentCycle.length] ?? []),
        difficulty:
          index === 0 ? 'VERY_EASY' : (difficulties[index % difficulties.length] ?? 'EASY'),
        category:
          pattern === 'cardio' || pattern === 'conditioning'
            ? 'CARDIO'
            : pattern === 'stretch' || pattern === 'mobility'
              ? 'FLEXIBILITY'
              : pattern === 'balance'
                ? 'BALANCE'
                : 'STRENGTH',
        contraindications: {
          injuries: avoid.filter((item) =>
            (injuryAreas as readonly string[]).includes(item),
          ) as EngineExercise['contraindications']['injuries'],
          conditions: avoid.filter((item) =>
            (medicalConditions as readonly string[]).includes(item),
          ) as EngineExercise['contraindications']['conditions'],
        },
        formCues: ['Brace'],
        modifications: ['Easier version'],
        progressions: ['Harder version'],
        safetyNotes: ['Stop if it hurts'],
        isTimed:
          pattern === 'cardio' ||
          pattern === 'conditioning' ||
          pattern === 'stretch' ||
          index === 5,
        pattern,
      };
    }),
  );
}

/**
 * The test catalogue with every exercise in every body position, one position each: whatever a
 * position limit leaves, every pattern still has an exercise, and what was chosen shows which
 * positions were used.
 */
export function buildEveryPositionCatalogue(): EngineExercise[] {
  return buildTestCatalogue().flatMap((exercise) =>
    exercisePositions.map((position) => ({
      ...exercise,
      id: `${exercise.id}-${position}`,
      name: `${exercise.name} ${position}`,
      positions: [position],
    })),
  );
}

/** Requirements with the spec's defaults, overridable. */
export function buildRequirements(
  overrides: Partial<TrainingRequirements> = {},
): TrainingRequirements {
  return {
    primaryGoal: 'MUSCLE_GAIN',
    secondaryGoals: [],
    fitnessLevel: 'INTERMEDIATE',
    daysPerWeek: 4,
    sessionDuration: 60,
    equipment: ['Dumbbells', 'Barbell', 'Resistance Bands'],
    injuries: [],
    conditions: [],
    progressionPreference: 'moderate',
    checkInFrequency: 'weekly',
    adaptiveIntelligence: true,
    ...overrides,
  };
}
