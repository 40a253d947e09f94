import {
  fitsPositionLimits,
  sessionPositionLimits,
  type PositionLimits,
} from '../../workouts/position-limits';
import {
  isExerciseSuitable,
  resolveTrainingRestrictions,
} from '../../workouts/resolve-training-restrictions';
import { isRefusedBy } from '../../workouts/refused-words';
import type { CoachUserContext } from '../coach-types';
import type { CoachExercise } from '../understand/exercise-matcher';
import type { ToolAnswer } from './exercise-how-to';
import { positionLimitsOf, requirementsOf } from './user-requirements';

// How each body-position limit reads in the reply.
const limitWords: readonly [keyof PositionLimits, string][] = [
  ['seatedOnly', 'all done seated'],
  ['standingOnly', 'nothing on the floor'],
  ['noLyingOnBack', 'nothing lying on your back'],
  ['noLyingFaceDown', 'nothing face down'],
  ['noKneeling', 'no kneeling'],
  ['noHanging', 'no hanging'],
];

/** A muscle (or group) people ask exercises for, with the catalogue's muscle groups it means. */
export interface MuscleAsked {
  label: string;
  groups: readonly string[];
  /** Movement patterns that load it most (the classic exercises for it come first). */
  patterns: readonly string[];
  /** Exercises that isolate it, by name, ranked first ("rear delts": face pulls, reverse flyes). */
  names?: RegExp;
}

// Most specific first: "inner thighs" before "thighs", "upper back" before "back".
const muscleWords: readonly [RegExp, MuscleAsked][] = [
  [
    /\b(inner thighs?|adductors?)\b/,
    { label: 'inner thighs', groups: ['adductors'], patterns: ['squat', 'lunge'] },
  ],
  [
    /\b(glutes?|butt|booty|bum|hips?)\b/,
    { label: 'glutes', groups: ['glutes'], patterns: ['glute', 'hinge', 'squat', 'lunge'] },
  ],
  [/\b(chest|pecs?)\b/, { label: 'chest', groups: ['chest'], patterns: ['push'] }],
  [
    /\b(rear|back|posterior) (delts?|deltoids?|shoulders?)\b/,
    {
      label: 'rear delts',
      groups: ['shoulders'],
      patterns: ['row'],
      names: /face pull|reverse fly|pull-apart|y-t-w|snow angel/i,
    },
  ],
  [
    /\b(side|lateral|middle) (delts?|deltoids?)\b/,
    {
      label: 'side delts',
      groups: ['shoulders'],
      patterns: ['press'],
      names: /lateral raise|arnold/i,
    },
  ],
  [
    /\b(shoulders?|delts?|deltoids?)\b/,
    { label: 'shoulders', groups: ['shoulders'], patterns: ['press'] },
  ],
  [/\b(biceps?)\b/, { label: 'biceps', groups: ['biceps'], patterns: ['arms', 'row', 'pulldown'] }],
  // "The back of my arms", "bingo wings": the triceps, before the back and the arms.
  [
    /\b(triceps?|backs? of (my |the |your )?(upper )?arms?|bingo wings?|bat wings?)\b/,
    { label: 'triceps', groups: ['triceps'], patterns: ['arms', 'push'] },
  ],
  [
    /\b(upper back|lats?|back)\b/,
    { label: 'back', groups: ['back'], patterns: ['row', 'pulldown', 'hinge'] },
  ],
  [/\b(arms?)\b/, { label: 'arms', groups: ['biceps', 'triceps'], patterns: ['arms'] }],
  [
    /\b(hamstrings?|hammies)\b/,
    { label: 'hamstrings', groups: ['hamstrings'], patterns: ['hinge'] },
  ],
  [
    /\b(quads?|quadriceps|thighs?)\b/,
    { label: 'quads', groups: ['quadriceps'], patterns: ['squat', 'lunge'] },
  ],
  [/\b(calf|calves)\b/, { label: 'calves', groups: ['calves'], patterns: ['calf'] }],
  [
    /\b(legs?|lower body)\b/,
    {
      label: 'legs',
      groups: ['quadriceps', 'hamstrings', 'glutes'],
      patterns: ['squat', 'hinge', 'lunge'],
    },
  ],
  [
    /\b(abs?|core|six ?pack|obliques?|stomach|midsection)\b/,
    { label: 'core', groups: ['core'], patterns: ['core'] },
  ],
  [
    /\b(forearms?|grip)\b/,
    { label: 'forearms and grip', groups: ['forearms'], patterns: ['arms', 'carry'] },
  ],
];

// "Can't get back off to sleep", "going back to the gym": back as a return, not the muscles.
const backAsReturn =
  /\b(get|gets|getting|got|go|goes|going|went|come|comes|coming|came|drift|drifting|nod|nodding|bounce|bouncing)( (the|my|her|his|our) (scan|results?|tests?|test results|bloods?|x-?rays?|report|mri|dexa)| (it|them))? back\b(?! (muscles?|exercises?|day|workouts?|moves?))|\b(build|get|gain|win|put|bring)\w* (my |the |some |all )?(muscle|muscles|strength|fitness|shape|gains|core|body|confidence|tone)( \w+)? back\b(?! (muscles?|exercises?|day|workouts?|moves?))/g;

// Asks which exercises train a muscle: "best exercises for glutes", "good chest moves",
// "what exercises work the hamstrings", "exercises to grow my arms".
// Not a stretch of time ("off exercise for years").
const asksExercises =
  /\b(exercises?|moves?|lifts?|movements?)\b(?! (for|in) (years|yrs|months|weeks|ages|days|a (while|bit|year|month|week|decade)|\d+))(?=.{0,30}\b(for|to|that|which)\b)|\b(best|good|top|great|effective|which|what)\b.{0,25}\b(exercises?|moves?|lifts?|stuff|things)\b/;
// Names a muscle's exercises as the subject ("glute exercises without kneeling"), not the user's
// own ("my band leg exercises") nor how often or how much to do them.
const namesMuscleExercises =
  /(?<!\b(my|the|these|those|your|our|band|his|her|their) )\b(inner thighs?|adductors?|glutes?|butt|booty|bum|chest|pecs?|upper back|lats?|back|shoulders?|delts?|biceps?|triceps?|arms?|hamstrings?|quads?|thighs?|calf|calves|legs?|abs?|core|oblique|forearms?|grip) (exercises?|moves?)\b/;
const asksDoseOrTiming =
  /\bhow (often|many|much|long)\b|\b(in a row|every day|daily|twice|times a week|before|after)\b/;

// Asks to grow or strengthen a muscle ("how to get a bigger butt", "build my shoulders"): its
// exercises answer. Not "tone" or "lose": those ask about fat, which no exercise takes off one place.
const asksToGrow =
  /\b(grow\w*|build\w*|bigger|stronger|strengthen\w*|develop\w*|wider|thicker|broader|beefier|muscular)\b(\s+\w+){0,3}?\s+(inner thighs?|adductors?|glutes?|butt|booty|bum|chest|pecs?|upper back|lats?|back|shoulders?|delts?|biceps?|triceps?|arms?|hamstrings?|quads?|thighs?|calf|calves|legs?|core|forearms?|grip)\b/;

// The muscle named first, then the wish ("my arms are skinny, how do i make them bigger").
const muscleToGrow =
  /\b(inner thighs?|glutes?|butt|booty|bum|chest|pecs?|upper back|lats?|(?<=\b(my|the|for|your) )back|shoulders?|delts?|biceps?|triceps?|arms?|hamstrings?|quads?|thighs?|calf|calves|legs?|forearms?)\b.{0,40}\b(bigger|grow\w*|stronger|thicker|wider|broader|skinny|scrawny|tiny|puny|weak|lagging|lag|behind|underdeveloped|lacking)\b/;

// Asks what trains a muscle or how to train it: "what works the rear delts", "anything that hits
// my side delts?", "how do i target my lower abs", "best way to train calves", "what can i do with
// these bands for my arms" (not when the muscle is sore or hurts).
const muscleList =
  '(inner thighs?|adductors?|glutes?|butt|booty|bum|chest|pecs?|upper back|lats?|back|(rear|side|front|lateral|posterior) (delts?|deltoids?|shoulders?)|shoulders?|delts?|deltoids?|biceps?|triceps?|arms?|hamstrings?|quads?|thighs?|calf|calves|legs?|(lower |upper )?abs|core|obliques?|forearms?|grip)';
const asksWhatTrains = new RegExp(
  `\\b(what|which|anything|something|stuff)\\b.{0,15}\\b(works?|hits?|targets?|trains?|isolates?)\\s+(the |my |your |our )?${muscleList}\\b|\\bhow (do i|do you|to|should i|can i|would i|best to)\\s+(train|hit|target|work|isolate)\\s+(the |my |your )?${muscleList}\\b|\\bbest way to (train|hit|target|work|isolate)\\s+(the |my |your )?${muscleList}\\b|\\bwhat (can|could|should) (i|you|u) do\\b[^.?!]{0,40}\\bfor (the |my |your |ur )?${muscleList}\\b(?![^.?!]*\\b(sore|stiff|tight|ach\\w*|pain\\w*|hurt\\w*|injur\\w*))`,
);

// Asks how to train a muscle's day ("leg day tips?", "advice for chest day"): its exercises.
const asksForDay =
  /\b(legs?|chest|back|arms?|shoulders?|glutes?)\s+day\b.{0,15}\b(tips?|advice|ideas?|help|suggestions?)\b|\b(tips?|advice|ideas?|suggestions?)\b.{0,15}\b(legs?|chest|back|arms?|shoulders?|glutes?)\s+day\b/;

// The words around a muscle named on its own ("what about chest?", "and triceps", "arms pls").
const bareFiller =
  /\b(what|whats|what's|how|hows|how's|about|and|or|also|then|now|next|the|your|my|for|exercises?|moves?|please|pls|plz|ok|okay|so|too|as well|instead)\b/g;

/**
 * A muscle named on its own, with nothing else said ("chest?", "what about triceps", "arms pls"):
 * its exercises are what such a message asks for. Not a part that names a complaint as often as a
 * muscle ("my back", "stomach", "hips").
 */
function bareMuscle(text: string): MuscleAsked | null {
  if (/\b(my (back|neck)|stomach|hips?|tummy|belly)\b/.test(text)) return null;
  let rest = text
    .replace(/[?!.,;:]+/g, ' ')
    // "..., theyre the wobbly bit": what the part is like, still the part alone.
    .replace(
      /\b((they'?re|it'?s|its|that'?s|thats|the) )*(wobbly|jiggly|flabby|saggy|weak|weakest|lagging|skinny|tiny) (bits?|parts?|ones?|areas?)\b/g,
      ' ',
    )
    .replace(bareFiller, ' ');
  const named: MuscleAsked[] = [];
  for (const [pattern, muscle] of muscleWords) {
    const everywhere = new RegExp(pattern.source, 'g');
    if (!everywhere.test(rest)) continue;
    named.push(muscle);
    rest = rest.replace(everywhere, ' ');
  }
  if (named.length === 0 || rest.trim() !== '') return null;
  // "Biceps and triceps": the arms.
  const labels = named.map((muscle) => muscle.label);
  const arms = muscleWords.find(([, muscle]) => muscle.label === 'arms')?.[1];
  if (labels.includes('biceps') && labels.includes('triceps') && arms) return arms;
  return bothMuscles(text) ?? named[0] ?? null;
}

/** The muscle a message asks exercises for, or null. */
export function findMuscleAsked(said: string): MuscleAsked | null {
  const text = said.replace(backAsReturn, ' ');
  const bare = bareMuscle(text);
  if (bare) return bare;
  const day = asksForDay.exec(text);
  if (day) return muscleWords.find(([pattern]) => pattern.test(day[0]))?.[1] ?? null;
  // "My arms arent growing at all": no results, which a topic answers, not a list of exercises.
  const noGrowth =
    /\b(aren'?t|arent|are not|isn'?t|isnt|is not|not|won'?t|wont|don'?t|dont|never|stopped|stop) (\w+ )?(grow\w*|getting (any )?bigger|budg\w*|chang\w*)\b/.test(
      text,
    );
  const grown = noGrowth ? null : (asksToGrow.exec(text) ?? muscleToGrow.exec(text));
  const asks =
    asksExercises.test(text) ||
    asksWhatTrains.test(text) ||
    (namesMuscleExercises.test(text) && !asksDoseOrTiming.test(text));
  if (!asks && !grown) return null;
  const subject = asks ? text : (grown?.[0] ?? text);
  return (
    bothMuscles(subject) ?? muscleWords.find(([pattern]) => pattern.test(subject))?.[1] ?? null
  );
}

/**
 * Two muscles asked together ("what do i do for chest and back"): one list for both, its
 * patterns and groups joined, in the order they are named; null for one muscle or none.
 */
function bothMuscles(subject: string): MuscleAsked | null {
  let rest = subject;
  const found: { at: number; end: number; muscle: MuscleAsked }[] = [];
  for (const [pattern, muscle] of muscleWords) {
    const match = new RegExp(pattern.source).exec(rest);
    if (!match) continue;
    found.push({ at: match.index, end: match.index + match[0].length, muscle });
    rest = `${rest.slice(0, match.index)}${' '.repeat(match[0].length)}${rest.slice(found.at(-1)?.end)}`;
  }
  found.sort((a, b) => a.at - b.at);
  const [first, second] = found;
  if (!first || !second || first.muscle === second.muscle) return null;
  if (!/^\s*(and|&|\+|,)\s*$/.test(subject.slice(first.end, second.at))) return null;
  const names = [first.muscle.names, second.muscle.names].filter(
    (pattern): pattern is RegExp => pattern !== undefined,
  );
  return {
    label: `${first.muscle.label} and ${second.muscle.label}`,
    groups: [...first.muscle.groups, ...second.muscle.groups],
    patterns: [...new Set([...first.muscle.patterns, ...second.muscle.patterns])],
    ...(names.length > 0
      ? { names: new RegExp(names.map((pattern) => pattern.source).join('|')) }
      : {}),
  };
}

/**
 * Answers "best exercises for my glutes" from the catalogue: strength exercises that train the
 * muscle, its classic movement patterns and those it drives most first, at most two of a pattern, only what suits
 * the user (their injuries, conditions, equipment and level), with how to program them.
 */
export function answerExercisesForMuscle(input: {
  muscle: MuscleAsked;
  context: CoachUserContext;
  catalogue: readonly CoachExercise[];
  /** Body-position limits the conversation states ("without lying down"). */
  asked?: PositionLimits;
  /** Equipment the message says is at hand ("with dumbbells"), beside the profile's. */
  equipmentSaid?: readonly string[] | null;
  /** Exercises or kit refused ("no bench tho"). */
  refused?: readonly string[];
}): ToolAnswer {
  const { muscle, context } = input;
  const requirements = requirementsOf(context);
  const profileRestrictions = resolveTrainingRestrictions(requirements);
  const restrictions = {
    ...profileRestrictions,
    equipment: new Set([...profileRestrictions.equipment, ...(input.equipmentSaid ?? [])]),
  };
  const asked = input.asked ?? {};
  const limits = sessionPositionLimits({ ...positionLimitsOf(context), ...asked }, restrictions);
  const limitsAsked = limitWords.filter(([limit]) => limits[limit] && asked[limit]);
  const trains = (exercise: CoachExercise) =>
    exercise.muscleGroups.some((group) => muscle.groups.includes(group));
  const ranked = input.catalogue
    .filter(
      (exercise) =>
        exercise.category === 'STRENGTH' &&
        trains(exercise) &&
        isExerciseSuitable(exercise, restrictions) &&
        !isRefusedBy(exercise, input.refused ?? []) &&
        fitsPositionLimits(exercise, limits),
    )
    .map((exercise) => ({
      exercise,
      score:
        (muscle.names?.test(exercise.name) ? 6 : 0) +
        (muscle.patterns.includes(exercise.pattern) ? 3 : 0) +
        (muscle.groups.includes(exercise.muscleGroups[0] ?? '') ? 2 : 0) +
        (exercise.muscleGroups.length >= 3 ? 1 : 0) +
        (input.equipmentSaid?.some((item) => exercise.equipment.includes(item)) ? 4 : 0),
    }))
    .sort((a, b) => b.score - a.score || a.exercise.name.localeCompare(b.exercise.name));
  // The best five, at most two of one movement pattern (unless the muscle has only one).
  const maxPerPattern = muscle.patterns.length === 1 ? 5 : 2;
  const chosen: CoachExercise[] = [];
  const perPattern = new Map<string, number>();
  for (const { exercise } of ranked) {
    if (chosen.length >= 5) break;
    const count = perPattern.get(exercise.pattern) ?? 0;
    if (count >= maxPerPattern) continue;
    chosen.push(exercise);
    perPattern.set(exercise.pattern, count + 1);
  }
  if (chosen.length === 0) {
    return {
      lines: [
        `I could not find exercises for your ${muscle.label} that suit your equipment and limits in the catalogue; ask me for a workout and I will build the closest safe one.`,
      ],
      suggestions: ['Give me a 20 minute workout', 'How many sets per muscle a week?'],
    };
  }
  const injuries = [...restrictions.injuries];
  return {
    lines: [
      `Good exercises for your ${muscle.label}: ${chosen.map((exercise) => exercise.name).join(', ')}.`,
      muscle.label.includes(' and ')
        ? `Pick 2-3 of them for each and do 3 sets of 8-15 reps each, 2-3 times a week, about 10-20 hard sets a week for each muscle in all, adding reps or load as they get easier.`
        : `Pick 2-3 of them and do 3 sets of 8-15 reps each, 2-3 times a week, about 10-20 hard sets for your ${muscle.label} a week in all, adding reps or load as they get easier.`,
      injuries.length > 0
        ? `I left out exercises that load your ${injuries.join(' and ')} and kept to the equipment ${input.equipmentSaid?.length ? 'you named' : 'you have'}.`
        : `I kept to the equipment ${input.equipmentSaid?.length ? 'you named' : 'you have'} and your level.`,
      ...(limitsAsked.length > 0
        ? [`All of them fit ${limitsAsked.map(([, words]) => words).join(', ')}, as you asked.`]
        : []),
    ],
    suggestions: chosen
      .slice(0, 3)
      .map((exercise) => `How do I do a ${exercise.name.toLowerCase()}?`),
  };
}
