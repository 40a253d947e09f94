import { exerciseDifficulties, type InjuryArea } from '../../workouts';
import type { CoachUserContext } from '../coach-types';
import { asSentence } from '../language/sentence';
import type { CoachExercise, ExerciseMatcher } from '../understand/exercise-matcher';
import { areasOfBodyParts } from './exercise-pain';
import type { ToolAnswer } from './exercise-how-to';
import { injuryAreasOf } from './user-requirements';

/** Two catalogue exercises a message weighs against each other ("sumo or conventional?"). */
export interface ExercisePair {
  first: CoachExercise;
  second: CoachExercise;
}

// What joins the two sides of a comparison.
const comparisonJoin =
  /\s(?:or|vs\.?|versus|compared (?:to|with)|over|instead of|than|as (?:good|effective|useful|hard|safe) as)\s/;

// A kit word that, alone on one side of "or", says the variant of the movement on the other side.
const kitWord = /^(dumbbells?|barbell|kettlebells?|cable|bands?|machine|smith|db|bb|kb)\b/;

/**
 * The two different catalogue exercises a message compares, one on each side of 'or', 'vs',
 * 'versus', 'compared to', 'instead of' or 'than' within the same clause; null otherwise.
 */
export function exercisesCompared(text: string, matcher: ExerciseMatcher): ExercisePair | null {
  // "Day after heavy squats: full rest or a walk?": the choice is in the clause after the colon.
  for (const said of text.split(/[.?!;:]+/)) {
    // "The difference between hammer curls and normal curls": the two sides of "between".
    const clause = said.replace(
      /\b(difference|diff|differences) between (.{2,40}?) and /,
      '$1 between $2 vs ',
    );
    const join = comparisonJoin.exec(clause);
    if (!join) continue;
    const before = clause.slice(0, join.index).split(/\s+/).slice(-5).join(' ');
    const after = clause
      .slice(join.index + join[0].length)
      .split(/\s+/)
      .slice(0, 5)
      .join(' ');
    const second = matcher.find(after);
    // "Dumbbell or barbell bench press": a side that names only kit takes the other's movement.
    const kitOnly = kitWord.exec(before.trim().split(/\s+/).at(-1) ?? '');
    // "Is the leg machine where you push the platform away with your feet as good as squats?": the
    // side before "as good as" is read whole, for a description ("...do i flare my elbows out or
    // tuck em" is no comparison of the bench press).
    const first =
      matcher.find(before) ??
      (/^\sas /.test(join[0]) ? matcher.find(clause.slice(0, join.index)) : null) ??
      (kitOnly ? matcher.find(`${kitOnly[0]} ${after.replace(kitWord, '').trim()}`) : null);
    if (first && second && first.id !== second.id && first.name !== second.name) {
      return { first, second };
    }
  }
  return null;
}

// Muscles a comparison may ask about, as the catalogue names them.
const askedMuscles: readonly [RegExp, string][] = [
  [/\b(abs|core|six ?pack|stomach)\b/, 'core'],
  [/\b(glutes?|bum|butt|booty)\b/, 'glutes'],
  [/\b(quads?|quadriceps|front of (my|the) thighs?)\b/, 'quadriceps'],
  [/\b(hamstrings?|hammies)\b/, 'hamstrings'],
  [/\b(chest|pecs?)\b/, 'chest'],
  [/\b(back|lats?)\b/, 'back'],
  [/\b(shoulders?|delts?)\b/, 'shoulders'],
  [/\b(biceps?|bis)\b/, 'biceps'],
  [/\b(triceps?|tris)\b/, 'triceps'],
  [/\b(calf|calves)\b/, 'calves'],
  [/\b(inner thighs?|adductors?)\b/, 'adductors'],
];

function difficultyRank(exercise: CoachExercise): number {
  return exerciseDifficulties.indexOf(exercise.difficulty);
}

function describe(exercise: CoachExercise): string {
  const level = exercise.difficulty.toLowerCase().replace('_', ' ');
  return `${exercise.name}: ${asSentence(exercise.description)} Works ${exercise.muscleGroups.slice(0, 4).join(', ')}; ${level}.`;
}

/** Which of the two loads none of `areas`, when exactly one does not. */
function kinderTo(pair: ExercisePair, areas: readonly InjuryArea[]): CoachExercise | null {
  const loads = (exercise: CoachExercise) =>
    exercise.contraindications.injuries.some((area) => areas.includes(area));
  if (loads(pair.first) === loads(pair.second)) return null;
  return loads(pair.first) ? pair.second : pair.first;
}

/**
 * Weighs two catalogue exercises against each other for what the message asks: a sore or injured
 * area (the one that does not load it), a muscle (the one that trains it most), burning calories
 * (the more demanding), a beginner (the easier); otherwise what each does best. Each is then
 * described from the catalogue, and the user's own injuries are said.
 */
export function compareExercises(input: {
  pair: ExercisePair;
  text: string;
  bodyParts: readonly string[];
  context: CoachUserContext;
}): ToolAnswer {
  const { pair, text } = input;
  const { first, second } = pair;
  const lines: string[] = [];
  // "Hip thrust or RDL": a body part in an exercise's name is not a sore area.
  const inNames = `${first.name} ${second.name}`.toLowerCase();
  // A body part is a sore area only with a word of pain or care ("for my bad knee"), not in a
  // description ("push the platform away with your feet").
  const saysCare =
    /\b(sore\w*|bad|hurt\w*|pain\w*|injur\w*|ach\w*|dodgy|weak|niggl\w*|stiff|arthritis|problem\w*|issues?|rehab\w*|recover\w*|kinder|gentler|safer|easier on|harder on|tweak\w*|replace\w*|surgery|operation)\b|\b(for|with|on) (my|a|your|ur) (\w+ )?(knees?|back|shoulders?|hips?|wrists?|ankles?|elbows?|neck|feet|foot)\b/.test(
      text,
    );
  const named = saysCare
    ? areasOfBodyParts(input.bodyParts.filter((part) => !inNames.includes(part)))
    : [];
  const userAreas = injuryAreasOf(input.context);
  const muscle = askedMuscles.find(([pattern]) => pattern.test(text))?.[1];
  const painArea = named.length > 0 ? named : [];
  const kinder = painArea.length > 0 ? kinderTo(pair, painArea) : null;
  if (kinder) {
    const other = kinder === first ? second : first;
    lines.push(
      `For your ${painArea.join(' and ')}, the ${kinder.name.toLowerCase()} is the better pick: the ${other.name.toLowerCase()} loads it more. Keep it pain-free, and stop anything that hurts.`,
    );
  } else if (painArea.length > 0) {
    lines.push(
      `Both are fine with a sore ${painArea.join(' and ')} only if they stay pain-free: start with the easier one, the ${(difficultyRank(first) <= difficultyRank(second) ? first : second).name.toLowerCase()}, at a lighter load and a shorter range.`,
    );
  } else if (muscle) {
    const rank = (exercise: CoachExercise) => {
      const at = exercise.muscleGroups.indexOf(muscle);
      return at < 0 ? 99 : at;
    };
    const better = rank(first) <= rank(second) ? first : second;
    const other = better === first ? second : first;
    lines.push(
      rank(first) === rank(second)
        ? `Both train your ${muscle} well: use both, or pick the one you can load and progress more easily.`
        : `For your ${muscle}, the ${better.name.toLowerCase()} works them more directly; the ${other.name.toLowerCase()} still helps, so both have a place.`,
    );
  } else if (/\b(burn\w*|calories|kcal|fat loss|lose weight)\b/.test(text)) {
    const harder = difficultyRank(first) >= difficultyRank(second) ? first : second;
    lines.push(
      `The ${harder.name.toLowerCase()} is the more demanding, so it burns a little more per minute, but the one you can keep doing for longer and more often burns more over a week; fat loss comes from your overall calorie deficit.`,
    );
  } else if (/\b(beginners?|new to|easier|easy|start(ing)? out)\b/.test(text)) {
    const easier = difficultyRank(first) <= difficultyRank(second) ? first : second;
    lines.push(
      `Start with the ${easier.name.toLowerCase()}: it is the easier of the two to learn; move on when it feels solid for all your sets.`,
    );
  } else {
    lines.push(
      'Both are good exercises; neither is better for everyone. They differ in what they train most and how hard they are, so pick the one that suits your goal and body, or use both.',
    );
  }
  lines.push(describe(first), describe(second));
  const mine = kinderTo(pair, userAreas);
  if (mine && !kinder) {
    const other = mine === first ? second : first;
    lines.push(
      `With your ${userAreas.join(' and ')}, the ${mine.name.toLowerCase()} is the kinder choice: your plan leaves out the ${other.name.toLowerCase()}.`,
    );
  }
  return {
    lines,
    coversWholeMessage: true,
    suggestions: [
      `How do I do the ${first.name.toLowerCase()}?`,
      `How do I do the ${second.name.toLowerCase()}?`,
    ],
  };
}
