import type {
  CatalogueExercise,
  ExercisePosition,
  InjuryArea,
  MedicalCondition,
} from '@repwise/contracts/workouts';
import { injuryAreas } from '@repwise/contracts/workouts';
import { exerciseIdOf } from '@repwise/domain/workouts';

/** Something an exercise must never be given to: an injury area or a medical condition. */
export type Contraindication = InjuryArea | MedicalCondition;

/** The authored fields of a catalogue entry (the id is the name's slug). */
export interface ExerciseEntry {
  name: string;
  pattern: string;
  /** The body positions it can be done in, the usual one first (its steps describe that one). */
  positions: [ExercisePosition, ...ExercisePosition[]];
  category: CatalogueExercise['category'];
  difficulty: CatalogueExercise['difficulty'];
  muscles: string[];
  equipment: string[];
  avoid: Contraindication[];
  description: string;
  steps: string[];
  cues: string[];
  mods: string[];
  progressions: string[];
  safety: string[];
  /** The 2-3 most common technique mistakes, each with its effect. */
  mistakes: string[];
  /** Other lower-case names people use for the exercise (plurals, abbreviations). */
  aliases?: string[];
  isTimed?: boolean;
}

const injurySet: ReadonlySet<string> = new Set(injuryAreas);

function isInjuryArea(value: Contraindication): value is InjuryArea {
  return injurySet.has(value);
}

function isCondition(value: Contraindication): value is MedicalCondition {
  return !injurySet.has(value);
}

/** Turns an authored entry into a catalogue exercise with a stable slug id. */
export function defineExercise(entry: ExerciseEntry): CatalogueExercise {
  return {
    id: exerciseIdOf(entry.name),
    name: entry.name,
    description: entry.description,
    muscleGroups: entry.muscles,
    equipment: entry.equipment,
    instructions: entry.steps,
    difficulty: entry.difficulty,
    category: entry.category,
    videoUrl: null,
    contraindications: {
      injuries: entry.avoid.filter(isInjuryArea),
      conditions: entry.avoid.filter(isCondition),
    },
    formCues: entry.cues,
    modifications: entry.mods,
    progressions: entry.progressions,
    safetyNotes: entry.safety,
    isTimed: entry.isTimed ?? false,
    pattern: entry.pattern,
    positions: entry.positions,
    aliases: entry.aliases ?? [],
    commonMistakes: entry.mistakes,
  };
}
