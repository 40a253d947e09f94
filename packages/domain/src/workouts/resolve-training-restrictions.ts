import type { EngineExercise, TrainingRequirements } from './workout-engine-types';
import type {
  ExerciseDifficulty,
  FitnessLevel,
  InjuryArea,
  MedicalCondition,
} from './workout-vocabulary';

/** What limits exercise choice: injury areas and conditions to avoid, equipment at hand, hardest difficulty. */
export interface TrainingRestrictions {
  injuries: ReadonlySet<InjuryArea>;
  conditions: ReadonlySet<MedicalCondition>;
  equipment: ReadonlySet<string>;
  maxDifficulty: ExerciseDifficulty;
}

const injuryWords: Record<InjuryArea, RegExp> = {
  back: /\b(back|spine|spinal|lumbar|disc|discs|sciatica)\b/i,
  knee: /\b(knee|knees|acl|mcl|meniscus|patella)\b/i,
  shoulder: /\b(shoulder|shoulders|rotator)\b/i,
  wrist: /\b(wrist|wrists|carpal)\b/i,
  ankle: /\b(ankle|ankles|achilles)\b/i,
  hip: /\b(hip|hips)\b/i,
  neck: /\b(neck|cervical|whiplash)\b/i,
};

const conditionWords: Record<MedicalCondition, RegExp> = {
  diabetes: /diabet/i,
  hypertension: /hypertension|high blood pressure/i,
  'heart-condition': /\bheart\b|cardiac|arrhythmia/i,
  arthritis: /arthritis/i,
  asthma: /asthma/i,
  pregnancy: /pregnan/i,
};

const difficultyOrder: readonly ExerciseDifficulty[] = [
  'VERY_EASY',
  'EASY',
  'MODERATE',
  'HARD',
  'VERY_HARD',
];

const maxDifficultyByLevel: Record<FitnessLevel, ExerciseDifficulty> = {
  BEGINNER: 'MODERATE',
  INTERMEDIATE: 'HARD',
  ADVANCED: 'VERY_HARD',
  ATHLETE: 'VERY_HARD',
};

/** Equipment every user has: none, or a floor that stands in for a mat. */
const alwaysAvailable = ['Bodyweight Only', 'Yoga Mat'];

/**
 * The restrictions of a user: injuries and conditions from the structured lists plus those named
 * in the free-text limitations (erring on the safe side: "back" anywhere counts), the equipment
 * listed plus bodyweight, and the hardest difficulty for the level (rehabilitation: MODERATE).
 */
export function resolveTrainingRestrictions(
  requirements: TrainingRequirements,
): TrainingRestrictions {
  const text = requirements.limitations ?? '';
  const injuries = new Set(requirements.injuries);
  for (const [area, pattern] of Object.entries(injuryWords)) {
    if (pattern.test(text)) injuries.add(area as InjuryArea);
  }
  const conditions = new Set(requirements.conditions);
  for (const [condition, pattern] of Object.entries(conditionWords)) {
    if (pattern.test(text)) conditions.add(condition as MedicalCondition);
  }
  const levelMax = maxDifficultyByLevel[requirements.fitnessLevel];
  const maxDifficulty =
    requirements.primaryGoal === 'REHABILITATION' && isHarder(levelMax, 'MODERATE')
      ? 'MODERATE'
      : levelMax;
  return {
    injuries,
    conditions,
    equipment: new Set([...requirements.equipment, ...alwaysAvailable]),
    maxDifficulty,
  };
}

/**
 * Whether an exercise suits the restrictions: not contraindicated for any injury or condition,
 * all its equipment available, and no harder than allowed.
 */
export function isExerciseSuitable(
  exercise: EngineExercise,
  restrictions: TrainingRestrictions,
): boolean {
  const { injuries, conditions } = exercise.contraindications;
  return (
    !injuries.some((area) => restrictions.injuries.has(area)) &&
    !conditions.some((condition) => restrictions.conditions.has(condition)) &&
    exercise.equipment.every((item) => restrictions.equipment.has(item)) &&
    !isHarder(exercise.difficulty, restrictions.maxDifficulty)
  );
}

function isHarder(difficulty: ExerciseDifficulty, than: ExerciseDifficulty): boolean {
  return difficultyOrder.indexOf(difficulty) > difficultyOrder.indexOf(than);
}
