import {
  exerciseSetups,
  exerciseTechniques,
  type ExerciseTechnique,
  type TechniqueCue,
} from '../knowledge/exercise-technique';
import { patternCues, type PatternCue } from '../knowledge/pattern-technique-cues';
import { asSentence } from '../language/sentence';
import { containsPhrase, contentTerms, normalizeMessage } from '../language/tokenize';
import type { CoachExercise } from '../understand/exercise-matcher';

/**
 * A catalogue phrase inside a sentence: a name in title case in lower case ("Band-Assisted
 * Pull-Up" → "band-assisted pull-up"), an acronym kept ("RDL to mid-shin"), else its first letter
 * lowered.
 */
export function lowerFirst(text: string): string {
  if (/^[A-Z0-9]{2,}\b/.test(text)) return text;
  if (/^[A-Z][\w'’-]*( [A-Z0-9][\w'’-]*)*$/.test(text)) return text.toLowerCase();
  return text.charAt(0).toLowerCase() + text.slice(1);
}

// The specific point a question about one exercise asks (where the feet go, how deep, whether it
// is cheating, whether it can be done seated, what it is for), answered before its steps.

/** The technique notes of an exercise (squat depth, deadlift back...) when the knowledge has some. */
export function findTechniqueNotes(exercise: CoachExercise): ExerciseTechnique | null {
  const name = normalizeMessage(exercise.name).replace(/-/g, ' ');
  let best: { note: ExerciseTechnique; length: number } | null = null;
  for (const note of exerciseTechniques) {
    for (const alias of note.aliases) {
      const phrase = alias.replace(/-/g, ' ');
      if (containsPhrase(name, phrase) && (!best || phrase.length > best.length)) {
        best = { note, length: phrase.length };
      }
    }
  }
  return best?.note ?? null;
}

function holdsFor(cue: PatternCue, exercise: CoachExercise): boolean {
  const kit = exercise.equipment.join(' ');
  if (cue.equipment && !cue.equipment.test(kit)) return false;
  if (cue.notEquipment?.test(kit)) return false;
  if (cue.notNames?.test(exercise.name)) return false;
  if (!cue.patterns && !cue.categories && !cue.names) return true;
  return (
    (cue.patterns?.includes(exercise.pattern) ?? false) ||
    (cue.categories?.includes(exercise.category) ?? false) ||
    (cue.names?.test([exercise.name, ...(exercise.aliases ?? [])].join(', ')) ?? false)
  );
}

/**
 * Every technique cue of an exercise: its own notes' cues, then the points that hold for its whole
 * family (knees past toes in any squat or lunge, hold times of any stretch) that its notes do not
 * already make.
 */
export function techniqueCuesOf(exercise: CoachExercise): TechniqueCue[] {
  const family = patternCues.filter((cue) => holdsFor(cue, exercise));
  // The exercise's own words on a point win, found by the family's ways of asking too.
  const own = (findTechniqueNotes(exercise)?.cues ?? []).map((mine) => {
    const same = family.find((cue) => cue.aspect === mine.aspect);
    return same ? { ...mine, keywords: [...new Set([...mine.keywords, ...same.keywords])] } : mine;
  });
  return [...own, ...family.filter((cue) => !own.some((mine) => mine.aspect === cue.aspect))];
}

/**
 * The message without the exercise's own names, which ask nothing: "chest press machine seat
 * height" asks the seat, not the chest; "how far down on bench" asks no place for the bench.
 */
function withoutNames(exercise: CoachExercise, text: string): string {
  return [exercise.name, ...(exercise.aliases ?? [])]
    .map((name) => name.toLowerCase())
    .sort((a, b) => b.length - a.length)
    .reduce((rest, name) => rest.split(name).join(' '), text.toLowerCase());
}

/**
 * The cues a message asks for, the most specific first: the one matched by the longest phrase
 * ("past my toes" before "toes").
 */
export function askedCuesOf(
  exercise: CoachExercise,
  text: string,
  { ignore }: { ignore?: ReadonlySet<string> } = {},
): TechniqueCue[] {
  const asked = withoutNames(exercise, text);
  const longest = (cue: TechniqueCue) =>
    Math.max(
      0,
      ...cue.keywords
        .filter((word) => !ignore?.has(word) && containsPhrase(asked, word))
        .map((word) => word.length),
    );
  return techniqueCuesOf(exercise)
    .map((cue) => ({ cue, length: longest(cue) }))
    .filter((entry) => entry.length > 0)
    .sort((a, b) => b.length - a.length)
    .map((entry) => entry.cue);
}

// A part of the body or of the kit a question asks the position of, the label its answer takes and
// the words the exercise's own steps say it with.
const placedParts: readonly { label: string; asked: RegExp; said: RegExp }[] = [
  {
    label: 'Feet',
    asked: /\b(feet|foot|stance|toes)\b/,
    said: /\b(feet|foot|stance|heels?|toes|stride)\b/i,
  },
  {
    label: 'Hands',
    asked: /\b(hands?|grip|palms?)\b/,
    said: /\b(hands?|grip\w*|palms?|thumbs?|hold)\b/i,
  },
  { label: 'Elbows', asked: /\belbows?\b/, said: /\belbows?\b/i },
  { label: 'Bench', asked: /\bbench\b/, said: /\bbench\b/i },
  {
    label: 'Height',
    asked: /\b(height|how high|how tall|pin|pulley|seat|pad|anchor\w*)\b/,
    said: /\b(height|high|tall|low|pin|pulley|seat|pads?|anchor\w*|cm)\b/i,
  },
];

// Asks where something goes or how it is placed, not about pain in it.
const asksPlacement =
  /\b(where|position\w*|placement|place|put|go|goes|wide|width|narrow|apart|forward|facing|point\w*|which way|how high|height|set|setting|pin|(up|in|out|high|low|forward|back|together) or (down|out|in|low|high|back|forward|apart))\b/;

/**
 * The exercise's own steps, set-up and mistakes about the part a question asks the place of
 * ("where do my feet go" on a Smith machine squat: slightly in front of the bar); null when the
 * question asks no place or the exercise says nothing of it.
 */
export function placementLine(exercise: CoachExercise, message: string): string | null {
  const text = withoutNames(exercise, message);
  if (!asksPlacement.test(text)) return null;
  const part = placedParts.find((entry) => entry.asked.test(text));
  if (!part) return null;
  const setup = exerciseSetups[exercise.id];
  const candidates = [
    ...(exercise.instructions ?? []),
    ...(setup ? setup.split(/[;,]\s*/) : []),
    ...exercise.formCues,
  ].filter((sentence) => part.said.test(sentence));
  // Each says something new: "Feet slightly forward" adds nothing to "Place feet slightly in
  // front of the bar".
  const said: string[] = [];
  for (const sentence of candidates) {
    const words = contentTerms(sentence);
    const known = new Set(said.flatMap((earlier) => contentTerms(earlier)));
    if (words.some((word) => !known.has(word))) said.push(sentence);
  }
  const unique = said
    .slice(0, 3)
    .map((sentence) => asSentence(sentence.charAt(0).toUpperCase() + sentence.slice(1)));
  if (unique.length === 0) return null;
  const mistake = (exercise.commonMistakes ?? []).find((entry) => part.said.test(entry));
  const avoid = mistake ? ` Avoid ${mistake.charAt(0).toLowerCase()}${mistake.slice(1)}.` : '';
  return `${part.label} on the ${exercise.name.toLowerCase()}: ${unique.join(' ')}${avoid}`;
}

// Positions as a sentence says them.
const positionWords: Readonly<Record<string, string>> = {
  standing: 'standing',
  leaning: 'leaning on a wall or bench',
  seated: 'seated',
  reclined: 'on an incline bench',
  kneeling: 'kneeling',
  'floor-plank': 'in a plank on the floor',
  'floor-back': 'lying on your back',
  'floor-front': 'lying face down',
  'floor-side': 'lying on your side',
  'floor-seated': 'sitting on the floor',
  'bench-back': 'lying on a bench',
  'bench-front': 'face down on a bench',
  hanging: 'hanging from a bar',
};

/**
 * "Can I do it sitting down?": whether the exercise can be done seated, from the catalogue's
 * positions; null when the message does not ask.
 */
export function seatedLine(exercise: CoachExercise, text: string): string | null {
  if (
    !/\b(seated|sitting( down)?|sit down|in (a|my|the) (chair|wheelchair)|from (a|my|the) chair|wheelchair)\b/.test(
      text,
    ) ||
    !/\b(can|could|is|are|possible|way|option|version|do)\b/.test(text)
  )
    return null;
  const positions = exercise.positions ?? [];
  const name = exercise.name.toLowerCase();
  if (positions.includes('seated')) {
    return `Yes, the ${name} can be done seated: sit tall on a sturdy chair without arms, feet flat and hip-width, back away from the backrest, and do the same movement with the upper body.`;
  }
  const usual = positions[0] ? (positionWords[positions[0]] ?? positions[0]) : null;
  return `The ${name} is done ${usual ?? 'as its steps say'}, not seated; ask me for a seated exercise that works the ${exercise.muscleGroups.slice(0, 2).join(' and ')} instead, or use a chair or wall for support.`;
}

/** Asks what an exercise is for: "what are face pulls for?", "what's the point of dead bugs?". */
export const asksPurpose =
  /\bwhat (is|are|'?s|whats) [^.?!]{1,40}\b(for|good for)\s*($|[?.!,]|and\b)|\bwhat (does|do) [^.?!]{1,40}\b(actually |even |really )?do\s*($|[?.!,]|and\b|for (me|you)\b)|\b(point|purpose|benefits?) of\b|\bwhy (do|would|should) (people|i|you|anyone|we) (do|bother)\b|\bwhat (is|are|'?s) the (point|purpose|benefit)\b/;

/** Whether words name the exercise (the first letters of its name's and aliases' words). */
export function wordsName(words: string, exercise: CoachExercise): boolean {
  return [exercise.name, ...(exercise.aliases ?? [])]
    .flatMap((name) => name.toLowerCase().split(/[\s-]+/))
    .filter((word) => word.length >= 4)
    .map((word) => word.replace(/(es|s)$/, '').slice(0, 6))
    .some((stem) => new RegExp(`\\b${stem}`).test(words));
}

// "Face pulls worth it?", "are kettlebell swings any good", "is there any point doing dead
// bugs": the words before the verdict (or after "point") are what is weighed.
const weighedBefore =
  /(?:^|[.?!,;]\s*)(?:(?:so|ok|okay|and|but|honestly|tbh|are|is|r)\s+)*([^.?!,;]{2,30}?)\s+(?:(?:are|is|r)\s+)?(?:even |actually |really |still )?(?:worth it|worth doing|worth the (?:effort|time)|any good|pointless|a waste of time)\b/g;
const weighedAfter = /\bis there (?:any |a |much )?point (?:in |to )?(?:doing )?([^.?!,;]{2,30})/g;

/** Asks whether the exercise itself is worth doing ("face pulls worth it?"). */
export function asksWorthOf(text: string, exercise: CoachExercise): boolean {
  return [...text.matchAll(weighedBefore), ...text.matchAll(weighedAfter)].some((match) => {
    const words = match[1] ?? '';
    // The exercise alone: "are microplates worth it" after an OHP names another thing.
    return wordsName(words, exercise) && contentTerms(words).length <= 3;
  });
}

/**
 * "What are face pulls for?", "what's the point of dead bugs?", "face pulls worth it?": what the
 * exercise does, from the catalogue; null when the message does not ask it.
 */
export function purposeLine(exercise: CoachExercise, text: string): string | null {
  if (!asksPurpose.test(text) && !asksWorthOf(text, exercise)) return null;
  return `What it is for: ${asSentence(exercise.description)} It trains your ${exercise.muscleGroups.join(', ')}.`;
}

// Kit a name can hold ("Banded Clamshell"), which "without a band" asks to do without.
const kitWords = new Set(
  contentTerms('band banded dumbbell barbell kettlebell cable machine bench box weights'),
);

// Words that say a version of an exercise: the kit, the support, the stance.
const versionWords =
  /\b(knees?|kneeling|wall|band\w*|chair|bench|box|step|dumbbells?|kettlebells?|barbell|cable|machine|incline|decline|weighted|weights?|assist\w*|single|one|legs?|arms?|towel|table|counter|paused?|seated|standing|floor)\b/g;

/**
 * "Can I do planks on my knees?", "pull-ups with a band?": the easier or harder version of the
 * exercise the question names by its kit or support, from the catalogue's modifications and
 * progressions; null when it asks none or the exercise lists none.
 */
export function variationLine(exercise: CoachExercise, text: string): string | null {
  if (
    !/\b(can|could|should|shall) (i|we|u) (do|try|use|make|go)\b|\bis it (ok|okay|fine|alright) to (do|use|try)\b|\binstead\b/.test(
      text,
    )
  )
    return null;
  // "No band" answers only "without a band"; with it, its own name and kit say no other version
  // ("with a band" of the banded clamshell).
  const lacks = /\b(without|no)\b/.test(text);
  const nameWords = new Set(
    contentTerms(
      [exercise.name, ...(lacks ? [] : exercise.equipment)].join(' ').replace(/-/g, ' '),
    ).filter((word) => !lacks || !kitWords.has(word)),
  );
  const asked = new Set(
    contentTerms([...text.matchAll(versionWords)].map((match) => match[0]).join(' ')).filter(
      (word) => !nameWords.has(word),
    ),
  );
  if (asked.size === 0) return null;
  const says = (option: string) =>
    (lacks || !/^no\b/i.test(option)) &&
    contentTerms(option.replace(/-/g, ' ')).some((word) => asked.has(word));
  const easier = exercise.modifications.find(says);
  if (easier) {
    return `Yes: ${lowerFirst(easier)} is the easier version of the ${exercise.name.toLowerCase()}, training the same muscles; do it with the same form, and move on when 3 solid sets feel easy.`;
  }
  const harder = exercise.progressions.find(says);
  if (harder) {
    return `Yes, as the harder version: ${lowerFirst(harder)}; move to it once the ${exercise.name.toLowerCase()} feels solid for all your sets.`;
  }
  return null;
}

/**
 * "What's the next step up from a box squat?", "what do I progress to after knee push-ups?": the
 * catalogue's harder versions, or its easier ones for a step down; null when the message asks
 * neither.
 */
export function nextStepLine(exercise: CoachExercise, text: string): string | null {
  const name = exercise.name.toLowerCase();
  if (
    /\b(next step|step up from|progress(ion)? (from|after|to)|progress to|level up|move on (to|from)|what('?s| is| comes) (next|after)|harder version|after (this|that|it|them|these) (gets?|feels?|becomes?) easy)\b/.test(
      text,
    ) &&
    exercise.progressions.length > 0
  ) {
    return `Next step up from the ${name}: ${exercise.progressions.map(lowerFirst).join('; ')}. Move up when all your sets feel solid with 2-3 reps to spare, and keep every rep as clean as your best one.`;
  }
  if (
    /\b(step down|regress\w*|easier version|too hard for me|can'?t do (it|them|one) yet)\b/.test(
      text,
    ) &&
    exercise.modifications.length > 0
  ) {
    return `A step down from the ${name}: ${exercise.modifications.map(lowerFirst).join('; ')}. Build up there until 3 solid sets feel easy, then come back to it.`;
  }
  return null;
}
