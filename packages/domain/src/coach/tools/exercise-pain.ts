import { exerciseDifficulties, injuryAreas, type InjuryArea } from '../../workouts';
import { knowledgeTopics, type KnowledgeTopic } from '../knowledge/topics';
import type { CoachExercise } from '../understand/exercise-matcher';
import { containsPhrase } from '../language/tokenize';
import { findTechniqueNotes, lowerFirst, type ToolAnswer } from './exercise-how-to';

/** Said first whenever something hurts. */
export const stopLine =
  'Stop any movement that causes sharp or worsening pain; do not train through it.';
/** Said on every pain answer whose topic does not already send the user to a professional. */
export const referralLine =
  'See a doctor or physiotherapist if the pain is sharp, swells, changes how you move or still hurts after 1-2 weeks.';

const referralPattern = /\b(doctor|physio\w*|gp|medical care|clinician)\b/i;

// Words that say something hurts or is wrong with a joint, beyond a noise it makes.
const painWords =
  /\b(hurt\w*|pain(?!-free|less)\w*|ach\w*|sore\w*|swell\w*|swollen|lock\w*|catch\w*|gives? (out|way)|giving (out|way)|unstable|sharp|stabbing|tender|injur\w*|twinge\w*|snapped|bruis\w*|popped|(felt|heard) (a |something )?(pop|snap\w*))\b/;
const deniedPainWords =
  /\b(no|not|never|without|zero|doesn'?t|does not|don'?t|do not|isn'?t)\s+(any\s+|really\s+|actually\s+)?(hurt\w*|pain\w*|ach\w*|sore\w*)\b/g;

// A joint that only makes a noise ("my knees click when I squat, is that bad?", "shoulder clicks,
// no pain"): the noisy-joint topic, with no word of pain.
function onlyJointNoise(topic: KnowledgeTopic | null, text: string): boolean {
  return topic?.id === 'clicking-joints' && !painWords.test(text.replace(deniedPainWords, ' '));
}

// Signs to stop exercising and get checked before training again: the heart, the brain.
const warningSignTopics: ReadonlySet<string> = new Set([
  'warning-signs-during-exercise',
  'chest-pain-exercise',
  'sudden-severe-headache-or-stroke-signs',
  'pregnancy-warning-signs',
]);
// Topics that say to stop or skip the exercise for now: a warning sign, a hurt rib.
const stopTopics: ReadonlySet<string> = new Set([...warningSignTopics, 'rib-injury']);

/** A topic about a sign to stop exercising until a doctor has checked it. */
export function isWarningSignTopic(topic: KnowledgeTopic | null): boolean {
  return warningSignTopics.has(topic?.id ?? '');
}

/**
 * An injury topic that answers as it stands, without the pain answer's stop line and the
 * exercise's pain swaps: a topic that says to stop or skip the exercise, or a noisy joint that
 * does not hurt.
 */
export function answersOnItsOwn(topic: KnowledgeTopic | null, text: string): boolean {
  return stopTopics.has(topic?.id ?? '') || onlyJointNoise(topic, text);
}

// Pain topics written for one movement ("Shoulder pain when pressing": a narrower grip, elbows
// tucked) and the exercises that movement covers; their cues would mislead on another exercise
// (an upright row needs the opposite: a wide grip, elbows no higher than the shoulders).
const topicMovements: readonly [RegExp, (exercise: CoachExercise) => boolean][] = [
  // The catalogue files raises and the upright row under the shoulders' 'press' slot.
  [
    /\bwhen pressing\b/i,
    (exercise) =>
      ['press', 'push'].includes(exercise.pattern) &&
      !/\b(raises?|rows?|fl(y|ies|yes)|shrugs?)\b/i.test(exercise.name),
  ],
  [/\bwhen squatting\b/i, (exercise) => ['squat', 'lunge'].includes(exercise.pattern)],
  [/\bwhen running\b/i, (exercise) => exercise.category === 'CARDIO'],
  // Weight on the hands: push-ups, and planks, crawls and climbers on the floor.
  [
    /\bduring push-ups\b/i,
    (exercise) => exercise.pattern === 'push' || (exercise.positions ?? []).includes('floor-plank'),
  ],
];

/** Whether a pain topic's advice holds for the exercise: its movement, or no movement named. */
export function painTopicFits(topic: KnowledgeTopic, exercise: CoachExercise): boolean {
  return topicMovements.every(([title, covers]) => !title.test(topic.title) || covers(exercise));
}

/**
 * The pain topic for the exercise: the one the message reached when its advice holds for the
 * exercise, else the same body part's topic written for the exercise's movement ("my knee hurts
 * after long walks" reached knee pain when squatting; knee pain when running fits a walk), else
 * none (the stop line and the referral stand alone).
 */
export function painTopicFor(
  topic: KnowledgeTopic | null,
  exercise: CoachExercise,
): KnowledgeTopic | null {
  if (topic?.intent !== 'injury') return null;
  if (painTopicFits(topic, exercise)) return topic;
  const area = topic.title.split(' ')[0]?.toLowerCase();
  return (
    knowledgeTopics.find(
      (other) =>
        other.intent === 'injury' &&
        other.title.split(' ')[0]?.toLowerCase() === area &&
        topicMovements.some(([title]) => title.test(other.title)) &&
        painTopicFits(other, exercise),
    ) ?? null
  );
}

/** A pain answer's lines: the stop line, the topic's answer and, if the topic has none, the referral. */
export function painLines(topicAnswer: string | null): string[] {
  const lines = [stopLine];
  if (topicAnswer) lines.push(topicAnswer);
  if (!topicAnswer || !referralPattern.test(topicAnswer)) lines.push(referralLine);
  return lines;
}

// How the coach's body-part words name the catalogue's injury areas.
const areaOfBodyPart: Readonly<Record<string, InjuryArea>> = {
  'lower back': 'back',
  knee: 'knee',
  shoulder: 'shoulder',
  wrist: 'wrist',
  ankle: 'ankle',
  hip: 'hip',
  neck: 'neck',
  foot: 'ankle',
  shin: 'ankle',
  elbow: 'wrist',
  // Sore hands or fingers: gripping and weight on the hands load them as they do the wrist.
  hand: 'wrist',
};

// The words of a mistake that say it loads an area.
const areaWords: Readonly<Record<InjuryArea, RegExp>> = {
  back: /\b(back|spine|spinal|disc)/,
  knee: /\bknee/,
  shoulder: /\bshoulder/,
  wrist: /\b(wrist|elbow|forearm)/,
  ankle: /\b(ankle|heel|foot|feet|achilles)/,
  hip: /\bhip/,
  neck: /\b(neck|head|chin)/,
};

/** The catalogue's injury areas of the body parts a message names. */
export function areasOfBodyParts(bodyParts: readonly string[]): InjuryArea[] {
  const named = bodyParts
    .map((part) => areaOfBodyPart[part])
    .filter((area): area is InjuryArea => area !== undefined);
  return injuryAreas.filter((area) => named.includes(area));
}

/** The injury areas a pain message is about: the body parts named, else what the exercise loads. */
export function painAreas(bodyParts: readonly string[], exercise: CoachExercise): InjuryArea[] {
  const named = areasOfBodyParts(bodyParts);
  const areas = named.length > 0 ? named : [...exercise.contraindications.injuries];
  return injuryAreas.filter((area) => areas.includes(area));
}

/**
 * Catalogue exercises that train what `exercise` trains (same pattern first, then a shared
 * muscle group) without loading any of `areas`, easiest first: what to do instead while it hurts.
 */
export function painFreeAlternatives(
  exercise: CoachExercise,
  areas: readonly InjuryArea[],
  catalogue: readonly CoachExercise[],
  limit = 3,
): CoachExercise[] {
  const main = exercise.muscleGroups.slice(0, 2);
  const sharesMain = (other: CoachExercise) =>
    other.muscleGroups.some((muscle) => main.includes(muscle));
  // The arms pattern holds curls and triceps work alike: there only the muscle says what swaps.
  const samePattern = (other: CoachExercise) =>
    other.pattern === exercise.pattern && exercise.pattern !== 'arms';
  const candidates = catalogue.filter(
    (other) =>
      other.id !== exercise.id &&
      other.category === exercise.category &&
      !other.contraindications.injuries.some((area) => areas.includes(area)) &&
      (samePattern(other) || sharesMain(other)),
  );
  return candidates
    .map((other) => ({
      other,
      rank:
        (samePattern(other) ? 0 : 10) +
        (other.muscleGroups[0] === exercise.muscleGroups[0] ? 0 : 5) +
        exerciseDifficulties.indexOf(other.difficulty),
    }))
    .sort((a, b) => a.rank - b.rank || a.other.name.localeCompare(b.other.name))
    .slice(0, limit)
    .map(({ other }) => other);
}

/**
 * Pain during or after a catalogue exercise: safety first (stop, when to see a professional), the
 * knowledge topic for that body area, the exercise's mistakes that usually cause it, and
 * pain-free alternatives from the catalogue that train the same thing without loading the area.
 */
export function describeExercisePain(input: {
  exercise: CoachExercise;
  topic: KnowledgeTopic | null;
  bodyParts: readonly string[];
  catalogue: readonly CoachExercise[];
  /** The message: a technique cue it names ("fingers go numb holding the bar") comes first. */
  text?: string;
}): ToolAnswer {
  const { exercise, topic, catalogue } = input;
  const lower = exercise.name.toLowerCase();
  const areas = painAreas(input.bodyParts, exercise);
  const lines = painLines(painTopicFor(topic, exercise)?.answer ?? null);
  const text = input.text ?? '';
  const cue = findTechniqueNotes(exercise)?.cues.find((candidate) =>
    candidate.keywords.some((word) => containsPhrase(text, word)),
  );
  if (cue) lines.push(cue.text);
  const mistakes = (exercise.commonMistakes ?? []).filter((mistake) =>
    areas.some((area) => areaWords[area].test(mistake.toLowerCase())),
  );
  if (mistakes.length > 0) {
    lines.push(
      `When the ${lower} hurts, check your form first: ${mistakes.slice(0, 2).map(lowerFirst).join('; ')}.`,
    );
  }
  // A dull ache is often settled by changing the exercise before dropping it.
  if (exercise.category === 'STRENGTH') {
    const eased = exercise.modifications.slice(0, 2).map(lowerFirst);
    lines.push(
      `To keep the ${lower} while it settles, change it before you drop it: a shorter range of motion (less depth), a lighter load and a slower lowering${eased.length > 0 ? `, or ${eased.join(' or ')}` : ''}, only as long as it stays pain-free during and the day after.`,
    );
  }
  const alternatives = painFreeAlternatives(exercise, areas, catalogue);
  if (alternatives.length > 0) {
    // The parts as the user named them ("elbow"), not the catalogue's area for them ("wrist").
    const said = input.bodyParts.filter((part) => areaOfBodyPart[part] !== undefined);
    const parts = said.length > 0 ? said : areas;
    const where = parts.length > 0 ? ` without loading your ${parts.join(' or ')}` : '';
    lines.push(
      `Instead, while it settles, try ${alternatives.map((other) => other.name.toLowerCase()).join(', ')}: they train the same muscles${where}, as long as they stay pain-free.`,
    );
  }
  return {
    lines,
    suggestions: [
      ...(topic?.suggestions.slice(0, 2) ?? ['Is this sharp pain or dull pain?']),
      'When should I see a physio?',
    ].filter((item, index, all) => all.indexOf(item) === index),
  };
}
