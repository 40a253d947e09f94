import { namesRefused } from './refused-words';
import type { EngineExercise } from './workout-engine-types';

// The exercises a session request names: stand-ins for those the kit at hand rules out, and the
// slots they lead.

// The kit a catalogue name can open with ("Barbell Overhead Press").
const kitInName =
  /^(barbell|dumbbell|kettlebell|band|cable|machine|smith machine|ez[- ]bar|trap bar)\s+/;

/**
 * A named exercise the kit at hand rules out ("ohp" with only dumbbells) is stood in for by one of
 * the same movement for the same main muscle that it allows (the dumbbell shoulder press); the same
 * lift with other kit ("Dumbbell Overhead Press") first, when there is one. Not one the user asked
 * to leave out by name ("swap pull ups for something").
 */
export function standInsFor(
  names: ReadonlySet<string>,
  catalogue: readonly EngineExercise[],
  suitable: readonly EngineExercise[],
  avoidWords: readonly string[],
  prefer: readonly string[],
): EngineExercise[] {
  return catalogue
    .filter(
      (exercise) =>
        names.has(exercise.name.toLowerCase()) &&
        !suitable.some((other) => other.id === exercise.id) &&
        !namesRefused(exercise, avoidWords),
    )
    .flatMap((named) => {
      const alike = suitable.filter(
        (exercise) =>
          exercise.pattern === named.pattern &&
          exercise.muscleGroups[0] === named.muscleGroups[0] &&
          (prefer.length === 0 || exercise.equipment.some((item) => prefer.includes(item))),
      );
      const lift = named.name.toLowerCase().replace(kitInName, '').trim();
      const sameLift = alike.filter((exercise) => exercise.name.toLowerCase().includes(lift));
      return sameLift.length > 0 ? sameLift : alike;
    });
}

/**
 * The exercises named ("l-sits and pull ups") lead, each in its pattern's slot moved up from the
 * focus's order (the l-sit's core, last on an upper day); a pattern the focus has no slot for is
 * not added ("back from my walk, gentle stretches"), nor one the muscles asked already lead.
 */
export function slotsLedByNamed(
  focusSlots: readonly string[],
  targets: readonly string[],
  namedPatterns: readonly string[],
): { namedSlots: string[]; restOfFocus: string[] } {
  const namedSlots = [...new Set(namedPatterns)].filter(
    (pattern) => !targets.includes(pattern) && focusSlots.includes(pattern),
  );
  const restOfFocus = [...focusSlots];
  for (const pattern of namedSlots) {
    const at = restOfFocus.indexOf(pattern);
    if (at >= 0) restOfFocus.splice(at, 1);
  }
  return { namedSlots, restOfFocus };
}
