import {
  conditionCautions,
  composeSession,
  type ComposedSession,
  type SessionFocus,
  type SessionRequest,
  type TrainingGoal,
} from '../../workouts';
import type { CoachUserContext } from '../coach-types';
import { exerciseMatcherFor, type CoachExercise } from '../understand/exercise-matcher';
import type { MessageEntities } from '../understand/extract-entities';
import { armParts, legParts, positionLimitsSaid } from '../understand/session-of';
import type { ToolAnswer } from './exercise-how-to';
import { describePositionLimits } from './describe-position-limits';
import { areasOfBodyParts } from './exercise-pain';
import { positionLimitsOf, requirementsOf } from './user-requirements';

/** A composed workout as the chat shows it (mirrors the contracts' coach workout). */
export interface CoachWorkoutCard {
  name: string;
  minutes: number;
  warmup: { name: string; duration: number }[];
  exercises: {
    exerciseId: string;
    name: string;
    sets: number;
    reps: number | null;
    duration: number | null;
    rest: number;
  }[];
  cooldown: { name: string; duration: number }[];
  notes: string[];
}

const focusByGoal: Record<TrainingGoal, SessionFocus> = {
  WEIGHT_LOSS: 'full',
  MUSCLE_GAIN: 'full',
  STRENGTH: 'full',
  ENDURANCE: 'cardio',
  FLEXIBILITY: 'mobility',
  REHABILITATION: 'mobility',
  MAINTENANCE: 'full',
};

const focusNames: Record<SessionFocus, string> = {
  full: 'Full-Body',
  upper: 'Upper-Body',
  lower: 'Lower-Body',
  cardio: 'Cardio',
  mobility: 'Mobility',
  core: 'Core',
  balance: 'Balance',
};

const placeNames: Record<string, string> = {
  hotel: 'Hotel Room',
  travel: 'Travel',
  office: 'Office',
  outdoor: 'Outdoor',
  home: 'Home',
  gym: 'Gym',
};

function describeDose(exercise: CoachWorkoutCard['exercises'][number]): string {
  const work = exercise.reps !== null ? `${exercise.reps}` : `${exercise.duration ?? 30} s`;
  return `${exercise.name} ${exercise.sets}×${work}`;
}

function describeMinutes(seconds: number): string {
  return seconds >= 60 ? `${Math.round(seconds / 60)} min` : `${seconds} s`;
}

/** The user's default session length in minutes (their onboarding answer, else 30). */
function defaultMinutes(context: CoachUserContext): number {
  const answer = /(\d+)/.exec(context.profile?.duration ?? '')?.[1];
  return answer ? Number(answer) : 30;
}

// Why a composed session is built the way it is: order, sets and reps, rest, warm-up.
export const sessionReasons: ToolAnswer = {
  lines: [
    'The exercises that use the most muscle and the heaviest loads, such as squats, presses, rows and pull-ups, come first, while you are fresh and your technique is at its best; smaller single-joint moves such as curls come after, when fatigue matters less.',
    'Sets, reps and rest follow your goal and level: fewer, heavier reps with longer rest for strength, 8-15 reps with shorter rest for muscle and fitness. Every session opens with a warm-up of a few minutes, light cardio, mobility and lighter ramp-up sets of the first lift, listed at the top of the card, and ends with a cool-down that brings your heart rate down.',
  ],
  suggestions: ['Make it harder', 'Make it shorter', 'Swap an exercise'],
};

/** The session a frame asks for, with the user's own defaults where the message says nothing. */
export function resolveSessionRequest(
  asked: Partial<SessionRequest>,
  context: CoachUserContext,
): SessionRequest {
  const requirements = requirementsOf(context);
  return {
    // What the user told us at onboarding ("Cannot kneel") holds in every session asked for.
    ...positionLimitsOf(context),
    minutes: asked.minutes ?? defaultMinutes(context),
    focus: asked.focus ?? focusByGoal[requirements.primaryGoal],
    equipment: asked.equipment === undefined ? null : asked.equipment,
    lowImpact:
      asked.lowImpact ??
      requirements.injuries.some((area) => area === 'knee' || area === 'ankle' || area === 'hip'),
    difficultyShift: asked.difficultyShift ?? 0,
    ...(asked.standingOnly ? { standingOnly: true } : {}),
    ...(asked.seatedOnly ? { seatedOnly: true } : {}),
    ...(asked.noLyingOnBack ? { noLyingOnBack: true } : {}),
    ...(asked.noLyingFaceDown ? { noLyingFaceDown: true } : {}),
    ...(asked.noKneeling ? { noKneeling: true } : {}),
    ...(asked.noHanging ? { noHanging: true } : {}),
    ...(asked.noStanding ? { noStanding: true } : {}),
    ...(asked.conditions?.length ? { conditions: asked.conditions } : {}),
    ...(asked.preferEquipment?.length ? { preferEquipment: asked.preferEquipment } : {}),
    ...(asked.preferAreas?.length ? { preferAreas: asked.preferAreas } : {}),
    ...(asked.targetPatterns?.length ? { targetPatterns: asked.targetPatterns } : {}),
    ...(asked.onlyTargets ? { onlyTargets: true } : {}),
    ...(asked.preferNames?.length ? { preferNames: asked.preferNames } : {}),
    ...(asked.avoidWords?.length ? { avoidWords: asked.avoidWords } : {}),
  };
}

function notesOf(
  session: ComposedSession,
  request: SessionRequest,
  catalogue: readonly CoachExercise[],
): string[] {
  const notes: string[] = [];
  // The kit the chosen exercises use, not all the user owns.
  const used = new Set(
    session.exercises.flatMap(
      (item) => catalogue.find((exercise) => exercise.id === item.exerciseId)?.equipment ?? [],
    ),
  );
  const equipment = [...session.restrictions.equipment].filter(
    (item) => item !== 'Bodyweight Only' && item !== 'Yoga Mat' && used.has(item),
  );
  notes.push(
    request.equipment !== null && request.equipment.length === 0
      ? 'No equipment needed'
      : equipment.length > 0
        ? `Uses: ${equipment.slice(0, 4).join(', ')}`
        : 'Bodyweight only',
  );
  if (request.preferEquipment?.includes('Chair')) notes.push('Uses a sturdy chair');
  // Stretching and balance: how to move through them.
  if (request.focus === 'mobility' || request.focus === 'balance') {
    notes.push('Move slowly, breathe steadily and stay in a comfortable, pain-free range');
  }
  if (session.restrictions.injuries.size > 0) {
    notes.push(`Protects your ${[...session.restrictions.injuries].join(' and ')}`);
  }
  if (session.restrictions.conditions.size > 0) {
    notes.push(`Adapted for ${[...session.restrictions.conditions].join(' and ')}`);
  }
  if (request.lowImpact) notes.push('Low impact: no jumping');
  if (request.standingOnly)
    notes.push(
      request.seatedOnly
        ? 'Nothing on the floor: all seated'
        : 'Nothing on the floor: standing or seated moves only',
    );
  const limits = session.positionLimits;
  if (limits.noLyingOnBack) notes.push('Nothing flat on your back');
  if (limits.noLyingFaceDown) notes.push('Nothing face down');
  if (request.noKneeling) notes.push('No kneeling');
  if (limits.noHanging) notes.push('No hanging');
  if (request.difficultyShift < 0) notes.push('Easier version');
  if (request.difficultyShift > 0) notes.push('Harder version');
  return notes;
}

// Kit and exercises held in the hands (the composer reads kit words as the kit's exercises).
const gripWords = [
  'band',
  'dumbbel',
  'barbel',
  'kettle',
  'cable',
  'pull-up',
  'chin-up',
  'hang',
  'carry',
];

// How a warm-up ends, by what it warms up for.
const warmUpEnds: Partial<Record<NonNullable<MessageEntities['warmUpFor']>, string>> = {
  lift: 'Then warm up the lift itself: the empty bar for 8-10 reps, then 3-4 lighter sets of 3-5 reps that build up to your first working weight.',
  activity:
    'Then start the activity itself gently: the first 3-5 minutes easy, building up to your usual pace.',
};

// How to train today in a state told beside the session.
const stateAdvice: Record<NonNullable<MessageEntities['stateSaid']>, string> = {
  hungover:
    'After a night out, drink a big glass of water before you start and sip between sets, keep the effort easy and stop if you feel dizzy or sick.',
  hot: 'In the heat, drink before you are thirsty and between sets, rest a little longer and go about 10-20% lighter; stop for dizziness, a headache or nausea.',
};

/**
 * Composes the workout a message asked for with the plan engine (`composeSession`): the minutes,
 * focus, place and equipment asked, the rest from the user's onboarding answers (goal, level,
 * injuries, conditions, equipment); answers its card and a short description.
 */
export function composeWorkoutAnswer(input: {
  asked: Partial<SessionRequest>;
  entities: MessageEntities;
  context: CoachUserContext;
  catalogue: readonly CoachExercise[];
  seed: string;
  /** The planned workout it is a version of ("a 15-minute version of today's"). */
  basedOn?: string;
}): ToolAnswer & { workout: CoachWorkoutCard | null } {
  // The limits the message itself states hold whoever built the request (the LLM's tool call too).
  const said = { ...positionLimitsSaid(input.entities), ...input.asked };
  // Sore hands ("my hands are really sore, I can't grip anything"): nothing held in them.
  const handsSore = input.entities.hasPain && input.entities.bodyParts.includes('hand');
  const asked = handsSore
    ? { ...said, avoidWords: [...(said.avoidWords ?? []), ...gripWords] }
    : said;
  const request = resolveSessionRequest(asked, input.context);
  // A sore area named in the request is protected like an injury the user told us about.
  const sore = input.entities.hasPain ? areasOfBodyParts(input.entities.bodyParts) : [];
  const requirements = requirementsOf(input.context);
  const session = composeSession({
    request,
    requirements: {
      ...requirements,
      injuries: [...new Set([...requirements.injuries, ...sore])],
    },
    catalogue: input.catalogue,
    seed: input.seed,
  });
  const suggestions = ['Make it easier', 'Make it harder', 'Make it shorter'];
  if (session.exercises.length === 0) {
    return {
      workout: null,
      lines: [
        `I could not fit a safe ${request.minutes}-minute session with what you have: try a few more minutes or tell me what equipment you have.`,
      ],
      suggestions: [
        'Give me a 20 minute workout',
        'Workout with no equipment',
        "What's today's workout?",
      ],
    };
  }
  const place = input.entities.place ? `${placeNames[input.entities.place] ?? ''} ` : '';
  // Named by the time asked when it fits in it ("10-minute", about 9 minutes of work).
  const nameMinutes = session.minutes <= request.minutes ? request.minutes : session.minutes;
  // A warm-up leads into the lift or run itself: no cool-down at its end.
  const isWarmUp = input.entities.warmUpFor !== null;
  const cooldownSteps = isWarmUp ? [] : session.cooldown;
  const warmup = session.warmup.reduce((sum, step) => sum + step.duration, 0);
  const cooldown = cooldownSteps.reduce((sum, step) => sum + step.duration, 0);
  const droppedSeconds = session.cooldown.reduce((sum, step) => sum + step.duration, 0) - cooldown;
  const minutes = Math.max(1, Math.round(session.minutes - droppedSeconds / 60));
  const workout: CoachWorkoutCard = {
    name: isWarmUp
      ? `${nameMinutes}-Minute Warm-Up`
      : `${nameMinutes}-Minute ${place}${focusNames[session.focus]} Workout`,
    minutes,
    warmup: session.warmup.map((step) => ({ name: step.name, duration: step.duration })),
    exercises: session.exercises,
    cooldown: cooldownSteps.map((step) => ({ name: step.name, duration: step.duration })),
    notes: notesOf(session, request, input.catalogue),
  };
  // "For your hamstrings and calves", "built from today's Full Body Burn A".
  const areas = [...new Set(request.preferAreas ?? [])].map((area) =>
    area === 'calf' ? 'calves' : area === 'lower back' || area === 'chest' ? area : `${area}s`,
  );
  const aimed = input.basedOn
    ? ` built from today's ${input.basedOn}`
    : areas.length > 0
      ? ` for your ${areas.join(' and ')}`
      : '';
  const lines = [
    isWarmUp && warmup > 0
      ? `Here is your ${workout.name.toLowerCase()}${aimed} (about ${minutes} minutes): ${describeMinutes(warmup)} of easy movement to get warm, then ${session.exercises.map(describeDose).join(', ')}, with short rests as listed.`
      : warmup > 0
        ? `Here is your ${workout.name.toLowerCase()}${aimed} (about ${session.minutes} minutes): warm up for ${describeMinutes(warmup)}, then ${session.exercises.map(describeDose).join(', ')}, resting as listed between sets, and cool down for ${describeMinutes(cooldown)}.`
        : `Here is your ${workout.name.toLowerCase()}${aimed}: a quick circuit of ${session.exercises.map(describeDose).join(', ')}, going straight from one move to the next; take the first round gently as your warm-up.`,
    `${workout.notes.join('; ')}. Tap Start this workout and I will guide you set by set.`,
  ];
  // "Easier? I was wobbly on the one-leg bits": something to hold on to for one-leg moves, in an
  // easier or balance session and for older users.
  const oneLeg = session.exercises.some((item) =>
    /\b(single-leg|one-leg|single leg|split squat|lunge|step-up|balance|tandem|heel-to-toe)\b/i.test(
      item.name,
    ),
  );
  if (
    request.focus === 'balance' ||
    (oneLeg && (request.difficultyShift < 0 || (input.context.profile?.age ?? 0) >= 60))
  )
    lines.push(
      'On balance and one-leg moves, hold a sturdy chair back or the kitchen counter until you feel steady, and use less support as the weeks go by.',
    );
  // "Breathe out on every effort..." with high blood pressure: the plan's cautions, in one line.
  const cautions = conditionCautions(session.restrictions.conditions);
  if (cautions.length > 0) lines.push(cautions.join(' '));
  lines.push(
    ...describePositionLimits(
      session,
      request,
      input.catalogue,
      input.entities.place ?? null,
      input.entities.seated,
      asked,
    ),
  );
  if (request.seatedOnly || (input.entities.seated && !request.standingOnly)) {
    // A wheelchair ticked or written at onboarding: the session says why it is all seated.
    const stored =
      request.seatedOnly && !asked.seatedOnly ? 'All seated, as your profile notes. ' : '';
    lines.push(
      `${stored}Do it seated on a sturdy chair without wheels, or in your wheelchair with the brakes on, and hold the chair for anything standing.`,
    );
  }
  // A cast or a sling: what the session leaves out, and why.
  const heldStill = input.entities.immobilised
    ? input.entities.bodyParts.find((part) => armParts.includes(part) || legParts.includes(part))
    : undefined;
  if (heldStill)
    lines.push(
      armParts.includes(heldStill)
        ? `Nothing held, pushed or pulled with your arms and nothing on all fours while your ${heldStill} heals: legs and core keep you training. Follow your surgeon's or physio's advice on when to load it again.`
        : `Nothing that loads your ${heldStill} while it heals: upper body and core keep you training, all seated or lying so the leg rests. Follow your surgeon's or physio's advice on when to load it again.`,
    );
  // A warm-up for a lift or a run ends with the thing itself, started light; a hangover or heat
  // says how to do today's session safely.
  const { warmUpFor, stateSaid } = input.entities;
  const warmUpEnd = warmUpFor === null ? undefined : warmUpEnds[warmUpFor];
  if (warmUpEnd) lines.push(warmUpEnd);
  if (stateSaid) lines.push(stateAdvice[stateSaid]);
  // Two people, one session: they take turns, so one rests while the other works.
  if (input.entities.forTwo)
    lines.push(
      'For two: take turns, one of you does a set while the other rests, then swap; with one set of kit you share it the same way, and each of you picks the weight or version that suits you.',
    );
  if (input.entities.place === 'office') {
    lines.push(
      'All of it works standing or with a chair or the desk, and nothing in it will make you sweat through your clothes.',
    );
  }
  if (request.difficultyShift < 0) {
    lines.push(
      'Keep it light: loads you could lift for 3-4 more reps (about RPE 6), fewer sets than usual; an easy session is for recovery, not a test.',
    );
  }
  if (sore.length > 0) {
    lines.push(
      `Since your ${sore.join(' and ')} is bothering you, anything that loads it is left out; stop any movement that hurts, and see a physiotherapist if it does not settle.`,
    );
  }
  return { workout, lines, suggestions };
}

/**
 * The exercises a session request names to include ("20 min circuit, push ups are my weak spot",
 * "with squats and lunges"), not those it rules out ("no burpees", "without lunges") nor, with
 * pain said, any: what hurts is left to the composer's limits.
 */
export function namedForSession(
  text: string,
  hasPain: boolean,
  catalogue: readonly CoachExercise[],
): { preferNames?: string[] } {
  if (hasPain) return {};
  const matcher = exerciseMatcherFor(catalogue);
  const names = text
    .split(/[,.;:!?]+|\band\b|\bplus\b|\bwith\b/)
    .filter(
      (part) =>
        !/\b(no|not|without|except|avoid\w*|hate\w*|skip\w*|nothing|instead of|other than|can'?t|cannot|swap\w*|replace\w*|switch\w*)\b/.test(
          part,
        ),
    )
    .map((part) => matcher.find(part)?.name)
    .filter((name): name is string => name !== undefined);
  return names.length > 0 ? { preferNames: [...new Set(names)] } : {};
}
