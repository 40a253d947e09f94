import type { CoachUserContext } from '../coach-types';
import { exerciseSetups, type TechniqueCue } from '../knowledge/exercise-technique';
import { patternCues } from '../knowledge/pattern-technique-cues';
import { asSentence } from '../language/sentence';
import { exerciseShownPattern, type CoachExercise } from '../understand/exercise-matcher';
import type { FollowUp } from '../understand/understand-message';
import { baselineProgression } from '../../workouts/advance-progression';
import { prescribeExerciseDose } from '../../workouts/prescribe-exercise-dose';
import type { TrainingGoal } from '../../workouts/workout-vocabulary';
import {
  askedCuesOf,
  findTechniqueNotes,
  lowerFirst,
  nextStepLine,
  placementLine,
  purposeLine,
  seatedLine,
  variationLine,
} from './exercise-points';
import { injuryAreasOf, requirementsOf } from './user-requirements';

export { findTechniqueNotes, lowerFirst } from './exercise-points';

/** The tool's answer: lines to say and what to suggest next. */
export interface ToolAnswer {
  lines: string[];
  suggestions: string[];
  /** The answer covers the whole comparison: a second clause that compares is not answered again. */
  coversWholeMessage?: boolean;
}

/** How to breathe through an exercise, from how it is done: a hold, cardio, or a lift. */
/** "a, b and c". */
function listed(items: readonly string[]): string {
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

function genericBreathingCue(exercise: CoachExercise): string {
  const name = exercise.name.toLowerCase();
  if (/\b(plank|hold|wall sit|hollow|hang|isometric)\b/.test(name))
    return 'Breathing: keep breathing slowly and steadily through the hold, in through the nose and out through the mouth, with your core braced; holding your breath tires you sooner.';
  if (exercise.category === 'CARDIO')
    return 'Breathing: breathe in a steady rhythm, in through the nose and out through the mouth; if you cannot speak a short sentence, ease off.';
  return 'Breathing: breathe in as you lower (the easier half) and breathe out as you push or pull through the hard part; for heavy sets, take a breath and brace before the rep, and never hold it for more than a rep or two.';
}

// What stands in at home or in a hotel for kit an exercise uses.
const substitutes: readonly { kit: RegExp; equipment: RegExp; line: string }[] = [
  {
    kit: /\b(bench|box|step|platform)\b/,
    equipment: /\b(bench(es)?|box(es)?|steps?|plyo)\b/i,
    line: 'No {kit}? A sturdy chair, the edge of a bed or sofa, a low table or a stair works: check it cannot slide, and pick a height that lets you keep the same form.',
  },
  {
    kit: /\b(dumbbells?|dbs?|weights?|kettlebells?|kb)\b/,
    equipment: /\b(dumbbells?|kettlebells?)\b/i,
    line: 'No {kit}? Filled water bottles, a backpack loaded with books or a full shopping bag can stand in; when it gets light, slow the lowering to 3-4 seconds and add reps.',
  },
  {
    kit: /\b(bands?|resistance bands?)\b/,
    equipment: /\bbands?\b/i,
    line: 'No {kit}? Use a towel pulled tight between your hands for pulls and presses, or do the bodyweight version with a slower lowering.',
  },
];

// Says the user lacks something ("no bench", "i dont own a box", "without one").
const lacksKit =
  /\b(no|without|don'?t (have|own)|do not (have|own)|haven'?t got|have no|forgot( my)?|left my)\s+(a |an |any |my )?([a-z-]+( bands?)?)/g;

// Says the press is done on the floor ("a dumbbell bench press on the floor at home").
const onTheFloor = /\bon (the|my) floor\b|\bfloor (version|instead)\b/;

/** A line on what to use instead of kit the exercise needs and the user says they lack. */
function householdSubstitute(exercise: CoachExercise, text: string): string | null {
  // A press without a bench is the floor press: the floor stands in for the bench and limits the
  // range, which spares the shoulders.
  const pressWithoutBench =
    /\bpress\b/i.test(exercise.name) &&
    /\bbench\b/i.test(`${exercise.name} ${exercise.instructions?.join(' ') ?? ''}`) &&
    (onTheFloor.test(text) ||
      [...text.matchAll(lacksKit)].some((match) => /\bbench/.test(match[6] ?? '')));
  if (pressWithoutBench) {
    return 'No bench? Do it as a floor press: lie on your back on the floor, knees bent and feet flat, and lower until your upper arms rest on the floor, pause, then press; the floor limits the range, which is kind to the shoulders.';
  }
  for (const match of text.matchAll(lacksKit)) {
    const kit = match[6] ?? '';
    const substitute = substitutes.find(
      (entry) =>
        entry.kit.test(kit) &&
        // The exercise uses it: as its equipment, or in its steps ("one hand and knee on a bench").
        (exercise.equipment.some((item) => entry.equipment.test(item)) ||
          entry.equipment.test(`${exercise.name} ${exercise.instructions?.join(' ') ?? ''}`)),
    );
    if (!substitute) continue;
    const line = substitute.line.replace('{kit}', kit.replace(/s$/, ''));
    return exercise.pattern === 'row' && substitute === substitutes[0]
      ? `${line} Or row from a staggered stance with your free hand on your thigh, back flat.`
      : line;
  }
  return null;
}

// The goal a question about sets and reps names ("how many reps for size?"), its dose's goal and
// how the answer names it.
const goalsAsked: readonly [RegExp, TrainingGoal, string][] = [
  [
    /\b(size|bigger|grow\w*|hypertrophy|mass|bulk\w*|build(ing)? muscle)\b/,
    'MUSCLE_GAIN',
    'size (anywhere from 6-12 reps works, even up to 20-30 taken close to failure)',
  ],
  [/\b(strength|stronger|strong|max|power)\b/, 'STRENGTH', 'strength'],
  [/\b(endurance|stamina|tone|toning)\b/, 'ENDURANCE', 'endurance'],
];

// An injury healed or healing ("physio signed off my shoulder", "without wrecking it again"); pain
// said now has its own caution (the stop line and the pain topic).
const returnsFromInjury =
  /\b(injur\w*|physio\w*|rehab\w*|surgery|operation|tore|torn|strain(ed)?|sprain(ed)?|impinge\w*|dislocat\w*|(hurt\w*|injur\w*|wreck\w*|tweak\w*) (it|my \w+) again|signed off|cleared)\b/;
const saysPainNow = /\b(hurts?|hurting|pain\w*|ach\w*|sore)\b/;

// An age said ("I'm 72", "at 65", "aged 68").
const ageSaid =
  /\b(i'?m|im|i am|aged?|at)\s+(\d{2})\b(?!\s*(kg|kilos?|lbs?|pounds|reps|min\w*|secs?|seconds|%|percent))/;
// Asks how to do it safely, without getting hurt.
const asksSafely =
  /\b(safe|safely|without (hurting|injuring|wrecking|straining|getting hurt)|not (to )?(hurt|injure) (myself|me))\b/;

// Where the exercise is felt ("I feel lunges in my knees"), as its common mistakes name the part.
const feltParts: readonly { part: string; said: RegExp; pattern: RegExp }[] = [
  {
    part: 'lower back',
    said: /\b(lower|low) back\b|\blumbar\b/,
    pattern: /\b(lower )?back|spine\b/i,
  },
  { part: 'neck', said: /\bneck\b/, pattern: /\b(neck|traps|shrug\w*)\b/i },
  { part: 'knees', said: /\bknees?\b/, pattern: /\bknees?\b/i },
  { part: 'shoulders', said: /\bshoulders?\b/, pattern: /\bshoulders?\b/i },
  { part: 'wrists', said: /\bwrists?\b/, pattern: /\bwrists?\b/i },
  { part: 'elbows', said: /\belbows?\b/, pattern: /\belbows?\b/i },
  { part: 'back', said: /\bback\b/, pattern: /\b(lower )?back|spine\b/i },
];

function feltWhere(text: string): { part: string; pattern: RegExp } | null {
  if (!/\b(feel|feeling|felt|hurts?|aches?|achy|pain|strain\w*|sore)\b/.test(text)) return null;
  return feltParts.find((entry) => entry.said.test(text)) ?? null;
}

// Says the exercise is out of reach for now ("if i can't do one yet").
const cannotYet =
  /\b(can'?t|cant|cannot|unable to|not able to|never (managed|done))( even)? (do|manage|get|lift|hold)?\s?(one|a single|any|it|them|a full|a proper)\b|\bnot strong enough\b/;

/** How long to hold a timed exercise (not cardio), each side when it is done one side at a time. */
function holdLine(exercise: CoachExercise, context: CoachUserContext): string[] {
  if (!exercise.isTimed || exercise.category === 'CARDIO') return [];
  const requirements = requirementsOf(context);
  const dose = prescribeExerciseDose(exercise, {
    goal: requirements.primaryGoal,
    level: requirements.fitnessLevel,
    intensity: 'MODERATE',
    levels: baselineProgression,
    isDeloadWeek: false,
    maxRpe: 7,
  });
  const seconds = dose.duration ?? 30;
  const sides = /\b(single|side|switch|each|one)\b/i.test(
    `${exercise.name} ${exercise.instructions?.join(' ') ?? ''}`,
  )
    ? ' each side'
    : '';
  // A hold, stretch or stance is held; a walk or carry goes on for the time.
  const isHold = /\b(hold|stretch|pose|plank|hang|sit|balance|stance|dog|fold|twist)\b/i.test(
    exercise.name,
  );
  return [
    `${isHold ? 'Hold: about' : 'Time: keep going for about'} ${seconds} seconds${sides}, ${dose.sets} rounds with a short rest; add 5-10 seconds a week while your form stays steady.`,
  ];
}

// Asks whether an exercise can be done seated: "can i do curls sitting down?", "is there a chair
// version", "from my wheelchair".
const asksSeatedVersion =
  /\b(can|could|possible|able|way|option|how)\b[^.?!]{0,50}\b(seated|sitting|sit down|chair|wheelchair)\b|\b(seated|sitting|chair) (version|option|variation|alternative)\b|\b(from|in) (a|my|the) wheelchair\b|\bfrom (a|my|the) chair\b/;

// The range of reps around a prescribed number: the same effort works anywhere in it.
const repRanges: readonly [number, string][] = [
  [5, '3-5'],
  [8, '6-10'],
  [12, '8-12'],
  [Infinity, '12-15'],
];

// The catalogue's muscle groups are broad: the part of one that an exercise works most, by its
// pattern or name (a row's lats and mid back, a lateral raise's side delts).
const muscleParts: readonly {
  muscle: string;
  patterns?: string[];
  names?: RegExp;
  part: string;
}[] = [
  {
    muscle: 'back',
    names: /\b(face pull|reverse fly|pull-apart|y-t-w|shrug)/i,
    part: 'upper back',
  },
  { muscle: 'back', patterns: ['row'], part: 'lats, rhomboids and mid traps' },
  { muscle: 'back', patterns: ['pulldown'], part: 'lats most of all' },
  { muscle: 'back', patterns: ['hinge'], part: 'spinal erectors' },
  { muscle: 'shoulders', names: /\b(lateral raise|upright row)/i, part: 'side delts' },
  { muscle: 'shoulders', names: /\b(face pull|reverse fly|pull-apart|y-t-w)/i, part: 'rear delts' },
  { muscle: 'shoulders', names: /\b(front raise|press|push-up)/i, part: 'front delts' },
  { muscle: 'chest', names: /\bincline\b/i, part: 'upper chest most' },
  { muscle: 'biceps', names: /\bhammer curl/i, part: 'with the brachialis beside them' },
];

/** A muscle group as the muscles line says it, with the part the exercise works most. */
function withPart(exercise: CoachExercise, muscle: string): string {
  const part = muscleParts.find(
    (entry) =>
      entry.muscle === muscle &&
      ((entry.patterns?.includes(exercise.pattern) ?? false) ||
        (entry.names?.test(exercise.name) ?? false)),
  )?.part;
  return part ? `${muscle} (${part})` : muscle;
}

/**
 * Whether a message describes an exercise or asks its name without naming it ("the one where you
 * hold a band at your chest... what is that one called?"): its answer says the name first.
 */
function describedOnly(exercise: CoachExercise, text: string): boolean {
  const plain = text.toLowerCase().replace(/-/g, ' ');
  const named = [exercise.name, ...(exercise.aliases ?? [])].some((name) =>
    plain.includes(name.toLowerCase().replace(/-/g, ' ')),
  );
  return (
    !named &&
    (exerciseShownPattern.test(plain) ||
      /\b(called|what do (you|u|people) call|name (of|for))\b|\b(the|that|this|an?) (one|exercise|move|movement|thing|stretch|pose) (where|when|with|you|on (all|your|my))\b|\bone (where|when)\b/.test(
        plain,
      ))
  );
}

/**
 * How to do a catalogue exercise: its steps, the muscles it works, form cues (the asked-about cue
 * from the technique notes first), common mistakes, an easier and a harder variation; a warning
 * when it loads an injury or condition the user told us about, and their tracked form on it.
 * "Make it easier/harder" answers with the variations; "why?" with its safety reasons.
 */
export function describeExerciseHowTo(input: {
  exercise: CoachExercise;
  text: string;
  context: CoachUserContext;
  followUp: FollowUp;
}): ToolAnswer {
  const { exercise, context, followUp } = input;
  const name = exercise.name;
  const lower = name.toLowerCase();
  const notes = findTechniqueNotes(exercise);
  const easier = exercise.modifications[0] ?? notes?.easier ?? null;
  const harder = exercise.progressions[0] ?? notes?.harder ?? null;
  const suggestions = [`Easier ${lower} variation`, `Common ${lower} mistakes`, 'Analyze my form'];
  if (followUp === 'easier' || followUp === 'harder') {
    const options = followUp === 'easier' ? exercise.modifications : exercise.progressions;
    const list = options.length > 0 ? options : [followUp === 'easier' ? easier : harder];
    return {
      lines: [
        `To make the ${lower} ${followUp === 'easier' ? 'easier' : 'harder'}: ${list
          .filter(Boolean)
          .map((option) => lowerFirst(option ?? ''))
          .join('; ')}.`,
        followUp === 'easier'
          ? exercise.isTimed && exercise.category === 'CARDIO'
            ? 'Work for 20-30 seconds at a pace you can keep with good form, rest as long as you need between rounds, and add 5 seconds each week.'
            : exercise.isTimed
              ? 'Start from what you can hold with good form, even 10 seconds: do 3-5 holds of that length with 30-60 seconds of rest, and add a few seconds each session; most people build up quickly over 2-4 weeks.'
              : 'Stay there until 3 sets of the top of your rep range feel solid, then step back up.'
          : 'Move up only while every rep still looks like your best rep.',
        ...(followUp === 'harder' && !exercise.isTimed && exercise.category !== 'CARDIO'
          ? [
              'Without heavier weights: slow the lowering to 3-4 seconds, pause for 2 seconds at the hardest point, do 1.5 reps (down, halfway up, down again, then all the way up), add reps until the set ends 1-2 reps from failure, or shorten the rest.',
            ]
          : []),
      ],
      suggestions,
    };
  }
  if (followUp === 'dose') {
    const requirements = requirementsOf(context);
    // "How many reps for size?": the goal the question names, else the user's.
    const asked = goalsAsked.find(([pattern]) => pattern.test(input.text));
    const dose = prescribeExerciseDose(exercise, {
      goal: asked?.[1] ?? requirements.primaryGoal,
      level: requirements.fitnessLevel,
      intensity: 'MODERATE',
      levels: baselineProgression,
      isDeloadWeek: false,
      maxRpe: requirements.conditions.length > 0 ? 7 : 8,
    });
    // The reps prescribed, with the range around them that works as well.
    const reps = dose.reps;
    // (A goal asked for size names its own range.)
    const range =
      reps === null || asked?.[2].includes('reps')
        ? null
        : repRanges.find(([most]) => reps <= most)?.[1];
    const work = reps !== null ? `${reps} reps` : `${dose.duration ?? 30} seconds`;
    // In today's plan, the plan's own numbers: the session the user is about to do.
    const planned = asked ? undefined : plannedToday(exercise, context);
    const rest = `resting about ${dose.rest} seconds between sets, finishing each set with 2-3 good reps still in you (effort about ${dose.rpe} out of 10)`;
    return {
      lines: [
        planned
          ? `Today's ${planned.workout} has ${planned.sets} sets of ${planned.reps} of the ${lower}, ${rest}.`
          : `${asked ? `For ${asked[2]}` : 'For you'}: ${dose.sets} sets of ${work} of the ${lower}${range ? ` (anywhere in ${range} reps works)` : ''}, ${rest}.`,
        `When every set feels easy with good form, add 1-2 reps a set${harder ? `, then move on to ${lowerFirst(harder)}` : ''}.`,
      ],
      suggestions,
    };
  }
  if (followUp === 'why') {
    return {
      lines: [
        `Why it is done this way: ${exercise.safetyNotes.map(asSentence).join(' ') || asSentence(exercise.description)}`,
        ...(exercise.formCues[0]
          ? [
              `The key cue, "${exercise.formCues[0]}", keeps the load on the ${exercise.muscleGroups.slice(0, 2).join(' and ')} and off your joints.`,
            ]
          : []),
      ],
      suggestions,
    };
  }
  const askedCues: TechniqueCue[] = askedCuesOf(exercise, input.text);
  // The point asked in the exercise's own words (where the feet go on this machine), whether it
  // can be done seated, what it is for.
  const points = [
    placementLine(exercise, input.text),
    // "Seated row - where do i pull to?" asks no seated version: its name says seated; nor does
    // a story of "sliding down like sitting in a chair" that asks something else.
    asksSeatedVersion.test(input.text)
      ? seatedLine(
          exercise,
          [exercise.name, ...(exercise.aliases ?? [])]
            .map((name) => name.toLowerCase())
            .reduce((rest, name) => rest.split(name).join(' '), input.text.toLowerCase()),
        )
      : null,
    purposeLine(exercise, input.text),
    variationLine(exercise, input.text),
    nextStepLine(exercise, input.text),
  ].filter((line): line is string => line !== null);
  if (followUp === 'cue' && askedCues.length + points.length > 0) {
    return {
      lines: [...askedCues.slice(0, 2).map((cue) => cue.text), ...points].slice(0, 3),
      suggestions,
    };
  }
  const steps = (exercise.instructions ?? []).map(asSentence);
  const setup = exerciseSetups[exercise.id];
  const muscles = `Muscles worked: ${exercise.muscleGroups.map((muscle) => withPart(exercise, muscle)).join(', ')}.`;
  // "What muscles does the deadlift work?": the muscles first, then how to do it.
  const asksMuscles =
    /\b(what|which) (muscles?|body parts?|parts? of)\b|\bwhat (does|do|will|would) [^.?!]{0,30}\b(work|target|hit)\b(?! out)/.test(
      input.text,
    );
  // Breathing follows one rule for every exercise: the notes of a few say more.
  if (/\bbreath\w*\b/.test(input.text) && !askedCues.some((cue) => cue.aspect === 'breathing')) {
    askedCues.push({ aspect: 'breathing', keywords: [], text: genericBreathingCue(exercise) });
  }
  // So does the speed of a rep.
  if (
    /\b(how (fast|slow|quick)\w*|tempo|speed)\b/.test(input.text) &&
    !askedCues.some((cue) => cue.aspect === 'tempo')
  ) {
    askedCues.unshift({
      aspect: 'tempo',
      keywords: [],
      text: 'Tempo: lower under control in 2-3 seconds, pause briefly at the hardest point, then lift with intent in 1-2 seconds; a slower lowering makes a light weight harder.',
    });
  }
  // "I feel burpees in my lower back": the common mistake that loads that part.
  const feltIn = askedCues.length === 0 ? feltWhere(input.text) : null;
  const feltMistake = feltIn
    ? (exercise.commonMistakes ?? []).find((mistake) => feltIn.pattern.test(mistake))
    : undefined;
  // The point asked comes first, then how to do the exercise: a point of the exercise's family
  // (not cheating, knees past toes), its own words on it, then its notes' cue.
  const [familyCues, ownCues] = [
    askedCues.filter((cue) => patternCues.includes(cue)),
    askedCues.filter((cue) => !patternCues.includes(cue)),
  ];
  const shownCues = [...familyCues, ...ownCues].slice(0, 2);
  const askedInPhrase = (cue: TechniqueCue) =>
    cue.keywords.some((word) => word.includes(' ') && input.text.includes(word));
  // "Is taking the stairs good exercise at my age?": the verdict first, then how to do it well.
  const asksIfGood =
    /\b(is|are|isn'?t|aren'?t)\b[^.?!]{2,50}\b(good|great|decent|ok|okay|enough|effective) (exercise|cardio|workout|training|activity)\b|\b(does|do) [^.?!]{2,40}\bcount as (exercise|cardio|a workout|training)\b/.test(
      input.text,
    );
  const lines = [
    ...(asksIfGood
      ? [
          `Yes, that is good exercise: it works your ${listed(
            exercise.muscleGroups
              .slice(0, 3)
              .map((muscle) => (muscle === 'cardiovascular' ? 'heart and lungs' : muscle)),
          )}, and doing it regularly, a little more over the weeks, adds up. Being a bit out of breath is normal; stop if you feel chest pain, dizziness or unusual breathlessness.`,
        ]
      : []),
    ...(describedOnly(exercise, input.text) ? [`That sounds like the ${lower}.`] : []),
    ...(asksMuscles ? [muscles] : []),
    ...shownCues.filter((cue) => familyCues.includes(cue)).map((cue) => cue.text),
    // "Is it bad if my knees go past my toes?": a point asked in so many words before where a
    // part it names goes (the feet, for "toes").
    ...shownCues
      .filter((cue) => ownCues.includes(cue) && askedInPhrase(cue))
      .map((cue) => cue.text),
    ...points,
    ...shownCues
      .filter((cue) => ownCues.includes(cue) && !askedInPhrase(cue))
      .map((cue) => cue.text),
    ...(feltIn && feltMistake
      ? [
          `Feeling it in your ${feltIn.part} usually comes from ${lowerFirst(feltMistake)}; fix that, lighten the load, and stop if it is pain rather than effort.`,
        ]
      : []),
    steps.length > 0
      ? `How to do the ${lower}: ${steps.map((step, index) => `${index + 1}) ${step}`).join(' ')}`
      : `${name}: ${asSentence(exercise.description)}`,
    ...(setup ? [`Set-up: ${setup}`] : []),
    ...(!setup || !/\bseconds\b/.test(setup) ? holdLine(exercise, context) : []),
    ...(asksMuscles ? [] : [muscles]),
  ];
  if (askedCues.length === 0 && exercise.formCues.length > 0)
    lines.push(`Form cues: ${exercise.formCues.slice(0, 3).map(lowerFirst).join('; ')}.`);
  const substitute = householdSubstitute(exercise, input.text);
  if (substitute) lines.push(substitute);
  // "...and what weight should I start with?": light enough to learn the movement; "what weight
  // should I put on the bar today?" from someone who lifts: today's load by effort.
  if (
    /\b((what|which|how much) weight|how heavy|starting weight|start (with|at)|weight to start|put on the bar)\b/.test(
      input.text,
    ) &&
    exercise.category === 'STRENGTH'
  ) {
    const level = (
      context.profile?.fitnessLevel ??
      context.fitnessLevel ??
      'beginner'
    ).toLowerCase();
    const lifts =
      !/\b(start|starting|first time|never|new to|beginner)\b/.test(input.text) &&
      (/\b(today|tonight|this session|next session|on the bar)\b/.test(input.text) ||
        !/beginner/.test(level));
    lines.push(
      lifts
        ? `Load for today: warm up in 3-4 jumps, then use a weight you can lift for all your planned reps with 1-3 clean reps in reserve (RPE 7-9). If last week's sets all went clean at that effort, add the smallest step (2.5 kg on a bar, 1-2 kg a dumbbell); if the warm-ups feel heavy, stay at last week's weight.`
        : `Starting weight: learn the ${lower} unloaded or very light first, then pick a weight you can lift for every rep of your sets with good form and 2-3 reps to spare (about RPE 7); add a little only when all sets feel that way.`,
    );
  }
  // "Physio signed off my shoulder... without wrecking it again": back after an injury.
  if (cannotYet.test(input.text) && exercise.modifications.length > 0) {
    lines.push(
      `Can't do one yet? Build up with ${exercise.modifications.map(lowerFirst).join('; ')}, and practise the lowering half slowly (3-5 seconds); 3 sets of 3-5 good reps, 2-3 times a week, gets most people there within weeks.`,
    );
  }
  // "I'm 72, how do I do squats safely?": the age said, or safety asked, shapes a line of its own.
  const age = Number(ageSaid.exec(input.text)?.[2] ?? 0);
  const start = easier ? `the easier version (${lowerFirst(easier)})` : 'no weight or a light one';
  if (age >= 60) {
    lines.push(
      `At ${age}: the same technique applies, and strength work is one of the best things you can do for your age; start with ${start}, keep something sturdy within reach for balance, and add reps or load slowly, week by week.`,
    );
  } else if (asksSafely.test(input.text) && !returnsFromInjury.test(input.text)) {
    lines.push(
      `Safely: learn it with ${start} first, move slowly through a range that feels comfortable, breathe out on the effort, and end the set when your form slips or anything hurts sharply.`,
    );
  }
  if (returnsFromInjury.test(input.text) && !saysPainNow.test(input.text)) {
    lines.push(
      `Coming back from an injury: start light (about half of what you used to use, or less), keep to the range that stays pain-free, and add weight or range only when it has felt fine during and the day after for a week or two; stop if pain comes back.`,
    );
  }
  const mistakes = exercise.commonMistakes ?? (notes ? [notes.commonMistake] : []);
  if (mistakes.length > 0)
    lines.push(`Common mistakes: ${mistakes.slice(0, 2).map(lowerFirst).join('; ')}.`);
  if (easier || harder) {
    lines.push(
      [easier && `Easier: ${lowerFirst(easier)}`, harder && `harder: ${lowerFirst(harder)}`]
        .filter(Boolean)
        .join('; ') + '.',
    );
  }
  const loaded = exercise.contraindications.injuries.filter((area) =>
    injuryAreasOf(context).includes(area),
  );
  const conditions = exercise.contraindications.conditions.filter((condition) =>
    (context.profile?.conditions ?? []).includes(condition),
  );
  if (loaded.length > 0 || conditions.length > 0) {
    lines.push(
      `Careful: this one is not recommended with your ${[...loaded, ...conditions].join(' and ')}${easier ? `; try the easier version (${lowerFirst(easier)}) pain-free first, or skip it` : '; skip it for now'} and check with your physiotherapist or doctor.`,
    );
  }
  const tracked = context.form.exercises.find((entry) =>
    lower.includes(entry.exercise.toLowerCase()),
  );
  if (tracked) {
    lines.push(
      `Your tracked ${tracked.exercise.toLowerCase()} form averages ${tracked.averageScore}/10 over ${tracked.sessions} session${tracked.sessions === 1 ? '' : 's'}.`,
    );
  }
  return { lines, suggestions };
}

/** The exercise as today's planned workout doses it ("3 sets of 8 reps"), if it is in it. */
function plannedToday(
  exercise: CoachExercise,
  context: CoachUserContext,
): { workout: string; sets: number; reps: string } | undefined {
  const today = context.todayWorkout;
  const names = [exercise.name, ...(exercise.aliases ?? [])].map((name) => name.toLowerCase());
  const item = today?.exercises.find((entry) => names.includes(entry.name.toLowerCase()));
  if (!today || !item || item.sets === null || item.reps === null) return undefined;
  // "8" and "8 per leg" are reps; "30 s" is a hold.
  const reps = /^\d+(-\d+)?( per (leg|side|arm))?$/.test(item.reps.trim())
    ? item.reps.trim().replace(/^(\d+(-\d+)?)/, '$1 reps')
    : item.reps.trim();
  return { workout: today.name, sets: item.sets, reps };
}
