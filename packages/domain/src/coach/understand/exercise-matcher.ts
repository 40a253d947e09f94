import type { EngineExercise } from '../../workouts/workout-engine-types';
import { gymMachineExercises } from '../knowledge/gym-machine-exercises';
import { knowledgeVocabulary } from '../knowledge/knowledge-index';
import { keepLatestAnswers } from '../language/latest-answers';
import { contentTerms, editDistance, isSameWord, splitWords, stemWord } from '../language/tokenize';

/** A catalogue exercise with the coaching fields the coach quotes (aliases and mistakes optional). */
export type CoachExercise = EngineExercise & {
  instructions?: readonly string[];
  aliases?: readonly string[];
  commonMistakes?: readonly string[];
};

interface ExercisePhrase {
  exercise: CoachExercise;
  /** Stemmed words of a name or alias; joined forms ("pushup") are phrases of one word. */
  words: string[];
  /** Longer names win; aliases count as much as names. */
  weight: number;
  /** A joined form ("pressups"): one typo at most, so "pressure" is not a press-up. */
  isJoined?: boolean;
  /**
   * An alias said only in the plural ("deads", "climbers"): its singular is another word ("my
   * phone was dead", "best exercises for a climber"), so only a plural typed names it.
   */
  typedPlural?: boolean;
}

/** Finds the catalogue exercises a message names, by name, alias or a typo of either. */
export interface ExerciseMatcher {
  /** The exercise a message names, preferring the longest name ("romanian deadlift" over "deadlift"). */
  find(message: string): CoachExercise | null;
  /** The exercise with this id. */
  byId(id: string): CoachExercise | null;
  exercises: readonly CoachExercise[];
}

// Words that name equipment or a variant but never an exercise on their own.
const modifierWords = new Set([
  'dumbbell',
  'barbell',
  'kettlebell',
  'band',
  'banded',
  'cable',
  'machine',
  'single',
  'leg',
  'arm',
  'one',
  'standing',
  'seated',
  'incline',
  'hold',
  'body',
]);

// Postures that are no exercise on their own.
const postureOnlyWords = new Set(['stand', 'sit', 'lie', 'kneel', 'stance']);

// Names people use for a catalogue exercise that its aliases do not hold, with the catalogue name
// they stand for: a sit-up is answered with the crunch (its notes say how a full sit-up goes on).
const otherNames: readonly [RegExp, string, RegExp?][] = [
  [/\b((a|the|proper|full|some|of|do|doing|my|for) sit[- ]?up|sit[- ]?ups|situps?)\b/g, 'crunch'],
  [/\bmonster walks?\b/g, 'banded lateral walk'],
  // "Skulls" in gym talk: skull crushers, never a head.
  [/\bskulls\b(?! (and|&) bones)/g, 'skull crusher'],
  // The deadlift typed in two words ("rdl or stiff leg dead lift"); "dead" alone is no deadlift.
  [/\bdead[- ]lifts?\b/g, 'deadlift'],
  [/\by[- ]raises?\b/g, 'prone y-t-w raise'],
  [/\bincline (db|dumbbell)( bench)?( press)?\b/g, 'incline dumbbell press'],
  // A landmine row is the T-bar row (a barbell anchored in a landmine or a corner).
  [/\blandmine rows?\b/g, 't-bar row'],
  [/\blandmines?\b(?! (press|rows?))/g, 'landmine press'],
  [/\bbulgarian(s|( ones?)|(?! (split|squat)))\b/g, 'bulgarian split squats'],
  [/\bsumo\b(?![\s-](squats?|deadlifts?|dls?|pulls?|stance))/g, 'sumo deadlift'],
  [/\bpush[- ]?ups? on (my|your|the|ur) knees\b/g, 'knee push-up'],
  // "Rows" said alone are the dumbbell row, not the rowing machine its "rowing" stems to; not when
  // the message names its row elsewhere ("only cables for rows. seated cable row - where do i
  // pull to?").
  [
    /(?<!\b(seated|cable|band|barbell|dumbbell|db|bb|inverted|upright|t-bar|bar|renegade|arm|over|pendlay|supported|machine|ring|trx|kettlebell|kb|landmine|meadows|doorframe|door|table|towel)[\s-])\brows\b(?![\s-](machine|intervals|sprints))/g,
    'dumbbell bent-over rows',
    /\b(seated|cable|band|barbell|inverted|upright|t-bar|renegade|pendlay|chest[- ]supported|machine|landmine|meadows|doorframe|kettlebell) rows?\b/,
  ],
];

// Body parts that, said before a movement word alone ("leg press"), name another exercise than
// the one the word alone stands for (the cable chest press's "press").
const otherBodyParts = new Set(['leg', 'chest', 'shoulder', 'calf', 'hip', 'neck', 'ab', 'back']);

// A clause that asks something or complains of the exercise it names.
const asksOrComplains =
  /\?|(^|,)\s*(how|what|which|why|should|can|could|is|are|do|does|any)\b|\bi meant\b|\b(hurts?|hurting|ache|aches|aching|pain\w*|sore|clicks?|clicking|pinch\w*|cramps?|cramping|weak|wrong|struggle|struggling|tweak\w*|wreck\w*|kill\w*)\b/i;

// Where one clause of a message ends and another begins.
const clauseBreak = /[.?!;]|\b(?:but|also|though|although|plus)\b/i;

// Kit a message says an exercise is done with ("with dumbbells", "using a kettlebell").
const kitSaidPattern =
  /\b(?:with|using|holding)\s+(?:(?:a|an|the|some|two|my|pair of|a pair of|light|heavy)\s+)*(dumbbells?|dumbells?|dumb bells?|dbs?|barbells?|bb|kettlebells?|kettle bells?|kbs?|bands?|cables?)\b/;

/** The catalogue's kit word of a word a message says it with ("dumbells", "kb"). */
function kitOfWord(word: string): string {
  if (/^(dumb|db)/.test(word)) return 'dumbbell';
  if (/^(barbell|bb)/.test(word)) return 'barbell';
  if (/^(kettle|kb)/.test(word)) return 'kettlebell';
  return stemName(word);
}

/** A name's words without its kit ("Dumbbell Bent-Over Row" → "bent over row"). */
function nameWithoutKit(name: string): string {
  return phraseWords(name)
    .filter((word) => !equipmentWords.has(word) && word !== 'bodyweight')
    .join(' ');
}

// Kit that is also a short name ("bench" for the bench press): beside a description ("your back
// on a bench, where should the bench hit my back") it is the kit, not a name stated.
const kitWords = new Set(['bench', 'box', 'bar', 'band', 'step', 'rope', 'ball', 'wall', 'chair']);

function namesKitOnly(phrase: ExercisePhrase): boolean {
  return phrase.words.every((word) => kitWords.has(word));
}

// Words that name only the equipment of an exercise.
const equipmentWords = new Set(['dumbbell', 'barbell', 'kettlebell', 'band', 'banded', 'cable']);

/** A word's stem, a plural in -ies as its -y ("carries" is a carry). */
function stemName(word: string): string {
  return stemWord(word.length > 4 ? word.replace(/ies$/, 'y') : word);
}

function phraseWords(name: string): string[] {
  return splitWords(name.replace(/-/g, ' ')).map(stemName);
}

// Gym machines the catalogue lacks are named by their whole name or an alias only: "shoulder
// press" alone stays the catalogue's dumbbell press, not the Machine Shoulder Press.
const machineIds = new Set(gymMachineExercises.map((exercise) => exercise.id));

function buildPhrases(exercise: CoachExercise): ExercisePhrase[] {
  const names = [exercise.name, ...(exercise.aliases ?? [])];
  const phrases: ExercisePhrase[] = [];
  for (const name of names) {
    const words = phraseWords(name);
    if (words.length === 0) continue;
    const [typed] = splitWords(name);
    const typedPlural = words.length === 1 && typed !== words[0] && /s$/.test(typed ?? '');
    phrases.push({ exercise, words, weight: words.length, ...(typedPlural && { typedPlural }) });
    if (words.length > 1)
      phrases.push({ exercise, words: [words.join('')], weight: words.length, isJoined: true });
    // "Incline pushups": a hyphenated part of a longer name typed joined, the rest apart.
    const partlyJoined = splitWords(name.replace(/-/g, '')).map(stemName);
    if (partlyJoined.length > 1 && partlyJoined.length < words.length) {
      phrases.push({ exercise, words: partlyJoined, weight: words.length, isJoined: true });
    }
    // "One-Arm Dumbbell Row" typed "one arm row": the name without its equipment words.
    const unequipped = words.filter((word) => !equipmentWords.has(word));
    if (unequipped.length > 1 && unequipped.length < words.length) {
      phrases.push({ exercise, words: unequipped, weight: unequipped.length - 0.25 });
    }
    // "Bodyweight Squat", "Plank Hold": the last word alone names the basic exercise.
    const core = words.filter((word) => !modifierWords.has(word) && word !== 'bodyweight');
    // ...but not a posture alone: "single leg stand" is not every "standing".
    const isPosture = core.every((word) => postureOnlyWords.has(word));
    if (
      core.length > 0 &&
      core.length < words.length &&
      !isPosture &&
      !machineIds.has(exercise.id)
    ) {
      phrases.push({ exercise, words: core, weight: core.length - 0.5 });
    }
  }
  return phrases;
}

function matchesAt(
  words: readonly string[],
  typedWords: readonly string[],
  start: number,
  phrase: ExercisePhrase,
  realWords: ReadonlySet<string>,
): boolean {
  if (phrase.typedPlural && !/s$/.test(typedWords[start] ?? '')) return false;
  return phrase.words.every((word, offset) => {
    const typed = words[start + offset];
    if (typed === undefined) return false;
    // A real word is not a typo: "match" is not "march", "slimming" not "swimming".
    if (typed !== word && realWords.has(typed)) return false;
    if (phrase.isJoined)
      return typed === word || (isSameWord(typed, word) && editDistance(typed, word, 1) <= 1);
    return isSameWord(typed, word);
  });
}

// An exercise described rather than named: "the one where you pull the bar down to your chest",
// "the hip thing with the barbell across your lap", "the plank where you're on your side". The
// words before the head noun ("hip", "shoulder", "seated rowing") and the description after it,
// which runs on past a comma that goes on with a limb or the next step ("on your back, arms up,
// and lower one leg").
const describedGoesOn =
  '\\s*(?:(?:one|your|my|the|both)\\s+)?(?:arms?|legs?|knees?|feet|foot|hands?|elbows?|palms?|head|chest|hips?|back|then|and (?!(?:how|what|is|should|can|am|do|i|it)\\b))\\b';
const describedPattern = new RegExp(
  // "She showed me one where you...": "one" needs no "the".
  "\\b(?:(?:the|that|this|a|an|those|these)\\s+|(?<!\\b(?:no|any|every|some)\\s)(?=ones?\\s+(?:where|when)\\b))((?:[\\w'-]+\\s+){0,3}?)" +
    '(ones?|things?|exc?ercises?|excersises?|exersises?|moves?|movements?|machine|stretch|plank|pose|hold|press|curl|raise|row|squat)\\s+' +
    "(?:(?:in|from|at|for) (?:the )?[\\w']+ )?" +
    '(?:where|wher|were (?=you|u\\b)|when|with|you|u|on (?:your|my|ur|one|all)|lying|kneeling|standing|sitting|hanging)\\b' +
    `((?:[^.?!,;]|,(?=${describedGoesOn}))*?)` +
    '(?=\\s+(?:as good as|or|vs|versus|than|and (?:how|what|is|should|can|am|do)|to (?:help|fix|strengthen|build|improve|work)|for (?:my|your|the|a)|because|so (?:that|i))\\b' +
    `|[.?!;]|,(?!${describedGoesOn})|$)`,
);

// "What's it called when you...", "what do you call the one where you...", "the name of the
// stretch where you...": the description after it.
const calledPattern =
  /\b(?:what(?:'?s| is) (?:it|that|this|the (?:one|exercise|stretch|move)) called|what do (?:you|u|people) call (?:it|that|the (?:one|exercise|stretch|move))|(?:the )?name (?:of|for) (?:the|that|this) (?:one|exercise|stretch|move|thing)) (?:when|where|if) (?:you|u|i|one)\b([^.?!;]*)/;

/**
 * "They had me standing with my back against the wall and sliding down...": an exercise shown,
 * described by the posture it starts in, with no word for it at all (the description captured).
 */
export const exerciseShownPattern =
  /\b(?:had|showed|taught|got) (?:me|us|him|her) (?:doing |do |to do )?((?:standing|sitting|lying|laying|kneeling|hanging|leaning|on (?:all fours|my back|my side|my front|my knees))\b[^.?!;]*)/;

// Everyday words of a description, as the catalogue's steps say them.
const everydayWords: Readonly<Record<string, string>> = {
  bum: 'glute',
  butt: 'glute',
  booty: 'glute',
  glutes: 'glute',
  belly: 'torso',
  tummy: 'torso',
  stomach: 'torso',
  waist: 'torso',
  ribs: 'torso',
  lap: 'hip',
  hips: 'hip',
  sitting: 'seated',
  sliding: 'slide',
  slid: 'slide',
  slides: 'slide',
  extension: 'extend',
  extensions: 'extend',
  sit: 'seated',
  bend: 'hinge',
  bent: 'hinge',
  bending: 'hinge',
  sides: 'side',
  knees: 'knee',
  lying: 'lie',
  barbell: 'bar',
  dumbell: 'dumbbell',
  dumbells: 'dumbbell',
  db: 'dumbbell',
  dbs: 'dumbbell',
  kb: 'kettlebell',
  bring: 'raise',
  lift: 'raise',
  lifts: 'raise',
  lifting: 'raise',
  turn: 'rotate',
  turning: 'rotating',
  twist: 'rotate',
  push: 'press',
  pushing: 'press',
  rowing: 'row',
  pedal: 'bicycle',
  pedals: 'bicycle',
  pedalling: 'bicycle',
  pedaling: 'bicycle',
  bike: 'bicycle',
};

// Everyday phrases of a body position or a limb's path, as the catalogue's steps say them: "on
// all fours" is on hands and knees, "lie on your back" supine, "the other leg" the opposite one,
// "one arm out in front" forward, "the leg out behind" back. The positions become one word each,
// rare enough to weigh as the telling part of a description they are.
const describedPhrases: readonly [RegExp, string][] = [
  [
    /\b(on )?(all fours|(your |my |ur )?hands and knees|(your |my |ur )?knees and hands)\b|\btable ?top\b/g,
    ' allfours ',
  ],
  [
    /\b(lie|lies|lying|laying|lay)( down)?( flat)? (on (your|my|ur|the|their) back|face up)\b|\b(you'?re|youre|ur|are|be|flat) on (your|my|ur) back\b|(?<!\b(thumbs?|palms?|hands?|knuckles?) )\bface up\b/g,
    ' supine ',
  ],
  [
    /\b(lie|lies|lying|laying|lay)( down)?( flat)? (on (your|my|ur|the|their) (front|stomach|belly|tummy)|face down)\b|(?<!\bpalms? )\bface down\b/g,
    ' prone ',
  ],
  [
    /\b(pulls?|pulling|turns?|turning|twists?|twisting|drags?) (you|your body|your torso|your hips|me) a?round\b/g,
    ' rotate ',
  ],
  // Going up on the toes is what a calf raise does.
  [
    /\b(go|goes|going|get|gets|getting|come|comes|coming|push|pushing|rise|rises|rising|raise|raising|lift|lifting|stand|standing)( up)? on(to)? (your |my |the |ur )?(toes|tip ?toes|tiptoes|balls of (your |my |the )?feet)\b/g,
    ' tiptoe ',
  ],
  // Lifting the hips (lying, or the back on a bench) is what a bridge is.
  [
    /\b(lift|lifts|lifting|raise|raises|raising|push|pushes|pushing|drive|drives|driving|thrust\w*|press|presses|pressing)( up)? (your |my |the |ur )?(hips?|bum|butt|pelvis)( up)?\b/g,
    ' bridge hip ',
  ],
  [
    /\bpalms? (are |is )?(fac\w* |turned |point\w* )?(each other|in|inwards?|together)\b|\bthumbs? (are |is )?(fac\w* |point\w* )?up\b/g,
    ' neutralgrip ',
  ],
  [
    /\bhold\w* (a|the|one|your|my|ur) (weight|dumbbell|kettlebell|kb|db|bell|plate|ball) (at|to|against|in front of|close to|under|by) (your|the|my|ur) (chest|chin)\b/g,
    ' goblet ',
  ],
  [/\b(over|above) (your|my|ur|the|their) heads?\b/g, ' overhead '],
  [/\blean(s|ing)? (forward|over)\b/g, ' hinge forward '],
  [/\b(upside[- ]down|inverted) v\b|\ban? v[- ]shape\b/g, ' invertedv '],
  [/\b(the )?other (arm|leg|hand|foot|knee|elbow)\b/g, ' opposite $2 '],
  [
    /\b(stretch|reach|straighten)(es|ing)? (out )?((one|your|an|the|both|my) )?(arms?|legs?)\b/g,
    ' extend $6 ',
  ],
  [/\b(out |straight )?in front( of (you|your body|the body))?\b/g, ' forward '],
  [/\b(legs?|foot|feet) (out |up |straight )*behind( you)?\b/g, ' $1 back '],
];

function describedTerms(text: string): string[] {
  return contentTerms(
    describedPhrases
      .reduce((current, [pattern, phrase]) => current.replace(pattern, phrase), text.toLowerCase())
      // Pulling to the belly or hips is a row.
      .replace(/\bpull(ing)?\b(?=[^.?!]{0,30}\b(belly|stomach|tummy|waist|hips?|ribs)\b)/g, 'row')
      .replace(/-/g, ' ')
      .split(/\s+/)
      .map((word) => everydayWords[word] ?? word)
      .join(' '),
  );
}

const postureTerms = new Set(describedTerms('lying'));

// The body positions a description can state: one the exercise is not done in rules it half out.
const positionTerms = new Set(
  describedTerms('on all fours, lie on your back, lie face down, hang'),
);

// Words of the everyday phrases read above that tell an exercise apart as a word of its name does.
const tellingTerms = new Set([
  ...positionTerms,
  ...describedTerms('go up on your toes, palms facing each other, an upside-down V'),
]);

interface DescribedDocument {
  exercise: CoachExercise;
  /** The words of its names and aliases as a name is matched ("curl", "hammer"). */
  nameWords: ReadonlySet<string>;
  name: ReadonlySet<string>;
  terms: ReadonlySet<string>;
}

/**
 * The catalogue exercise a message describes without naming it ("the one where you hang from a
 * bar and bring your knees up"): the words of the description scored against each exercise's
 * name, description, steps, muscles and equipment (rarer words weigh more, words of its name
 * twice, the words before the head noun half as much again); a machine is one on a machine or cable.
 * Null without such a description, or when the best shares fewer than three of its words (two
 * with one of its name).
 */
function describedExercise(
  text: string,
  documents: readonly DescribedDocument[],
  frequency: ReadonlyMap<string, number>,
  kind: readonly string[] = [],
  { shown = false } = {},
): { exercise: CoachExercise; start: number; end: number } | null {
  const lower = text.toLowerCase();
  // "What's it called when you hang from a bar with straight arms?": the same description, its
  // head the exercise itself; so is an exercise shown by its posture, when asked for.
  const called = (shown ? exerciseShownPattern : calledPattern).exec(lower);
  const found = shown ? null : describedPattern.exec(lower);
  const described = found ?? (called ? ['', '', 'exercise', called[1] ?? ''] : null);
  const span = found ?? called;
  if (!described || !span) return null;
  const head =
    /^(ones?|things?|exc?ercises?|excersises?|exersises?|moves?|movements?|machine)$/.test(
      described[2] ?? '',
    )
      ? ''
      : (described[2] ?? '');
  // "A name for the exercise where...", "the kind of move where...": no words of the exercise.
  const before = (described[1] ?? '').replace(/\b(name|kind|type|sort|bit|of|for)\b/g, ' ');
  const prefix = new Set(describedTerms(`${before} ${head}`));
  const asked = [...new Set(describedTerms(`${before} ${head} ${described[3] ?? ''}`))];
  const isMachine = described[2] === 'machine';
  // "The stretch where...", "the pose where...": a stretch or mobility drill, as "the machine
  // where..." is a machine.
  const isStretch = /^(stretch|pose)$/.test(described[2] ?? '');
  const weight = (word: string) => Math.log(documents.length / (frequency.get(word) ?? 1));
  const scored = documents
    .filter(
      (document) =>
        (!isMachine || document.exercise.equipment.some((item) => /machine|cable/i.test(item))) &&
        (!isStretch ||
          document.exercise.category === 'FLEXIBILITY' ||
          /^(stretch|mobility)$/.test(document.exercise.pattern)) &&
        kind.every((word) => document.nameWords.has(word)),
    )
    .map((document) => ({
      exercise: document.exercise,
      matched: asked.filter((word) => document.terms.has(word)).length,
      named: asked.filter((word) => document.name.has(word)).length,
      telling: asked.filter((word) => tellingTerms.has(word) && document.terms.has(word)).length,
      // Weighted words shared, times the share of the description's words it holds.
      score:
        asked
          .filter((word) => document.terms.has(word))
          .reduce(
            (sum, word) =>
              sum + weight(word) * (document.name.has(word) ? 2 : 1) * (prefix.has(word) ? 1.5 : 1),
            0,
          ) *
        (asked.filter((word) => document.terms.has(word)).length / Math.max(1, asked.length)) *
        (asked.some((word) => positionTerms.has(word) && !document.terms.has(word)) ? 0.5 : 1),
    }))
    .sort(
      (a, b) =>
        b.score - a.score || b.named - a.named || a.exercise.name.length - b.exercise.name.length,
    );
  const best = scored[0];
  // Three words of the description, two and one of them of its name or telling, or one of the
  // kind named.
  if (!best || best.matched < (kind.length > 0 ? 1 : best.named + best.telling > 0 ? 2 : 3))
    return null;
  return { exercise: best.exercise, start: span.index, end: span.index + span[0].length };
}

/**
 * A matcher over the catalogue: every name and alias (with its joined form, "push up" →
 * "pushup", and its name without equipment words) matched on stemmed whole words allowing typos.
 * Among matches the most specific wins; at equal length, the exercise with the shorter name (the
 * basic one: "squat" names Bodyweight Squat, not Box Squat).
 */
// Bumped to make every matcher forget the names it found (benchmarks time new messages).
let forgottenNames = 0;

/** Makes every matcher forget the exercise names it found in the texts it read. */
export function forgetNamedExercises(): void {
  forgottenNames += 1;
}

export function createExerciseMatcher(
  catalogue: readonly CoachExercise[],
  knownWords: ReadonlySet<string> = knowledgeVocabulary(),
): ExerciseMatcher {
  // A reply reads the same text several times (alone, then with the turn before, by each rule
  // that asks which exercise it names): the answers of the latest texts are kept, the oldest
  // dropped first.
  const named = keepLatestAnswers(512, (message) => readNamed(message));
  let namedGeneration = forgottenNames;

  // The gym machines the catalogue lacks are found too (never listed among its exercises).
  const known = [
    ...catalogue,
    ...gymMachineExercises.filter(
      (machine) => !catalogue.some((exercise) => exercise.id === machine.id),
    ),
  ];
  const phrases = known.flatMap(buildPhrases);
  // Words of the knowledge base that no exercise name uses: typed as such, they are meant.
  const exerciseWords = new Set(phrases.flatMap((phrase) => phrase.words));
  const realWords = new Set([...knownWords].filter((word) => !exerciseWords.has(word)));
  const ids = new Map(known.map((exercise) => [exercise.id, exercise]));
  const documents: DescribedDocument[] = known.map((exercise) => ({
    exercise,
    nameWords: new Set([exercise.name, ...(exercise.aliases ?? [])].flatMap(phraseWords)),
    // Lying in a name ("lying flutter kicks", "side-lying leg raise") is how it is done, as so
    // many exercises are: it earns no name bonus.
    name: new Set(
      describedTerms([exercise.name, ...(exercise.aliases ?? [])].join(' ')).filter(
        (word) => !postureTerms.has(word),
      ),
    ),
    terms: new Set(
      describedTerms(
        [
          exercise.name,
          ...(exercise.aliases ?? []),
          exercise.description,
          ...(exercise.instructions ?? []),
          ...exercise.formCues,
          ...exercise.muscleGroups,
          ...exercise.equipment,
        ].join(' '),
      ),
    ),
  }));
  const frequency = new Map<string, number>();
  for (const document of documents)
    for (const word of document.terms) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  return {
    exercises: catalogue,
    byId: (id) => ids.get(id) ?? null,
    find(message) {
      const found = findDescribedOrNamed(message);
      // "A bent over row with dumbbells": the kit said beside the name picks its twin on that kit.
      const kitSaid = kitSaidPattern.exec(message.toLowerCase())?.[1];
      return (found && kitSaid && twinOn(found, kitOfWord(kitSaid))) || found;
    },
  };

  /** The exercise a message describes or names (see `find`). */
  function findDescribedOrNamed(message: string): CoachExercise | null {
    const described = describedExercise(message, documents, frequency);
    if (!described) {
      const named = askedAmongNamed(message) ?? findNamed(message);
      // "Which curl is the one where your palms face each other?": the kind named narrows
      // a description too thin to pick from the whole catalogue.
      const ofKind =
        named && !namesKitOnly(named)
          ? describedExercise(message, documents, frequency, named.words)
          : null;
      if (ofKind) return ofKind.exercise;
      return (
        named?.exercise ??
        describedExercise(message, documents, frequency, [], { shown: true })?.exercise ??
        null
      );
    }
    // "Hammer curl is the one with palms facing each other right?": a name stated outright
    // of two words or more beats the words of a description beside it; a name of one word is
    // a kind ("which curl is the one where your thumbs point up"): the exercise of that kind
    // the description fits best. Not a name it is weighed against ("the machine where you push
    // the platform away, as good as squats?").
    // Only a name said in the description's own clause is the one it describes ("my back hurts
    // after deadlifts. also whats the move where you lie face down..." asks the other one).
    const before = message.slice(0, described.start).split(clauseBreak).at(-1) ?? '';
    const after = message.slice(described.end).split(clauseBreak)[0] ?? '';
    const beside = `${before} . ${after}`
      .toLowerCase()
      .replace(
        /\b(as (good|effective|hard|safe) as|or|vs|versus|than|instead of|compared (to|with)|similar to|different (from|to))\b[^.?!]*/g,
        ' ',
      );
    const named = findNamed(beside);
    if (!named || named.exercise.id === described.exercise.id || namesKitOnly(named))
      return described.exercise;
    if (named.words.length > 1) return named.exercise;
    const ofKind = describedExercise(message, documents, frequency, named.words);
    return ofKind?.exercise ?? described.exercise;
  }

  /**
   * Of two exercises a message names in different clauses, the one in the last clause that asks
   * or complains ("bench press for years with no issue, but now my shoulder hurts on overhead
   * press"; "i can do 10 pull ups but my chin ups are weak"); null when one exercise is named.
   */
  function askedAmongNamed(message: string): ExercisePhrase | null {
    const clauses = (message.match(/[^.?!;]+[.?!;]*/g) ?? []).flatMap((sentence) =>
      sentence.split(
        /\b(?:but|also|though|although|whereas|while|and (?=(?:now|today|then|yet|this morning)\b))\b/i,
      ),
    );
    if (clauses.length < 2) return null;
    const named = clauses.map((clause) => ({ clause, phrase: findNamed(clause) }));
    const exercises = new Set(named.map(({ phrase }) => phrase?.exercise.id).filter(Boolean));
    if (exercises.size < 2) return null;
    // A shorter name does not outrank a longer one: "bicep curls... do i swing it up" asks the
    // curl, "kettlebell swings... is it a squat or what" the swing.
    const longest = Math.max(...named.map(({ phrase }) => phrase?.weight ?? 0));
    return (
      named.findLast(
        ({ clause, phrase }) =>
          phrase &&
          phrase.weight >= longest &&
          !namesKitOnly(phrase) &&
          asksOrComplains.test(clause),
      )?.phrase ?? null
    );
  }

  /** The exercise of the same name but for its kit, on `kit` ("dumbbell"), if there is one. */
  function twinOn(exercise: CoachExercise, kit: string): CoachExercise | null {
    if (phraseWords(exercise.name).includes(kit)) return null;
    const core = nameWithoutKit(exercise.name);
    return (
      known.find(
        (other) =>
          other.id !== exercise.id &&
          phraseWords(other.name).includes(kit) &&
          nameWithoutKit(other.name) === core,
      ) ?? null
    );
  }

  /** The name or alias (its phrase) by which a message names an exercise. */
  function findNamed(message: string): ExercisePhrase | null {
    if (namedGeneration !== forgottenNames) {
      named.forget();
      namedGeneration = forgottenNames;
    }
    return named(message);
  }

  function readNamed(message: string): ExercisePhrase | null {
    // Idioms that hold an exercise's name: "two days in a row" is not a row, nor "should I
    // push through?" a push-up, nor "the next step up from a box squat" a step-up; kit lacked or leant on ("if I don't have a bench", "a hand on
    // a bench") is not the exercise named after it.
    const lower = message.toLowerCase();
    // "Do I need to touch my chest on the bench?", "grip width on the bench": the bench press,
    // unless a hand, knee or foot rests on it.
    const benchPressed =
      /\b(chest|grip|arch\w*|bar|elbows?|spott?\w*|unrack\w*|touch\w*|set ?up|pr|press\w*|bounc\w*|leg drive)\b/.test(
        lower,
      );
    const plain = lower
      .replace(
        /(?<!\b(hands?|knees?|foot|feet|back|shins?|heels?|hips?|bum|butt|forearms?|elbows?|one|other|free) )\bon the bench\b(?! (press|step|dip|row))/g,
        (phrase) => (benchPressed ? ' bench ' : phrase),
      )
      .replace(
        /\b(in a row|a row of|rows of|row of|push(ing)? (thr(ough|u)|on|myself|yourself|harder|it|past)|(next|a|one|the|big|small|logical) step up|step(ping)? (it )?up (from|to|in|my|the|a)|step by step)\b/g,
        ' ',
      )
      .replace(
        /\b(no|without|(don'?t|dont|do not) (have|own|got)|(haven'?t|havent) got|have no|got no|(on|off|onto|from|against) (a|the|my))( a| an| any| my)? (bench|box|step|bar|band)\b(?! (press|step|squat|dip|jump|row|pull|curl))/g,
        ' ',
      );
    // "Squats holding my toddler", "lunges holding dumbbells": a load held, not a hold.
    const loaded = plain.replace(
      /\bholding(?= (a|an|the|my|his|her|their|your|ur|some|two|one|both|\d+|dumbbells?|kettlebells?|weights?|plates?|dbs?|kbs?|bags?|shopping)\b)/g,
      'with',
    );
    const named = otherNames.reduce(
      (current, [pattern, name, unless]) =>
        unless?.test(plain) ? current : current.replace(pattern, ` ${name} `),
      loaded,
    );
    const typedWords = splitWords(named.replace(/-/g, ' '));
    const words = typedWords.map(stemName);
    let best: { phrase: ExercisePhrase; exact: boolean } | null = null;
    for (const phrase of phrases) {
      for (let start = 0; start + phrase.words.length <= words.length; start += 1) {
        if (!matchesAt(words, typedWords, start, phrase, realWords)) continue;
        // "Leg press" is not the cable chest press that "press" alone stands for.
        const before = words[start - 1];
        if (
          phrase.weight <= 0.5 &&
          before !== undefined &&
          otherBodyParts.has(before) &&
          !phraseWords(phrase.exercise.name).includes(before)
        )
          continue;
        const exact = phrase.words.every((word, offset) => words[start + offset] === word);
        if (
          !best ||
          phrase.weight > best.phrase.weight ||
          (phrase.weight === best.phrase.weight && exact && !best.exact) ||
          (phrase.weight === best.phrase.weight &&
            exact === best.exact &&
            phrase.exercise.name.length < best.phrase.exercise.name.length)
        ) {
          best = { phrase, exact };
        }
        break;
      }
    }
    return best?.phrase ?? null;
  }
}

const matchers = new WeakMap<readonly CoachExercise[], ExerciseMatcher>();

/** The matcher of a catalogue, built once per catalogue array. */
export function exerciseMatcherFor(catalogue: readonly CoachExercise[]): ExerciseMatcher {
  let matcher = matchers.get(catalogue);
  if (!matcher) {
    matcher = createExerciseMatcher(catalogue);
    matchers.set(catalogue, matcher);
  }
  return matcher;
}
