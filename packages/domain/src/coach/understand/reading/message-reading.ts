import type { CoachIntent } from '../../coach-types';
import { searchKnowledge, type KnowledgeMatch } from '../../knowledge/knowledge-index';
import type { KnowledgeTopic } from '../../knowledge/topics';
import { speaksOfTopicSubject } from '../../knowledge/topic-subjects';
import { contentTerms } from '../../language/tokenize';
import { subjectFirst } from '../subject-first';
import type { CoachExercise, ExerciseMatcher } from '../exercise-matcher';
import { exerciseAsked } from '../exercise-asked';
import { asksHowToDo } from '../message-patterns';
import { findVariantWith } from '../exercise-variant';
import { extractEntities, withoutDeniedPain, type MessageEntities } from '../extract-entities';
import { nutrientWords } from '../own-data-question';
import type { CoachFrame } from '../understand-message';

/**
 * What every rule reads of a message: its normalised text and entities, the exercise it names,
 * and the knowledge topics its words search to.
 */
export interface MessageReading {
  /** The normalised message, without a reminder's or a purpose's words. */
  readonly text: string;
  readonly entities: MessageEntities;
  /** The exercise named, before one already done is left out. */
  readonly named: CoachExercise | null;
  /** The exercise the message asks about (a bodyweight one under a load is the barbell lift). */
  readonly exercise: CoachExercise | null;
  /** The message's content words. */
  readonly terms: string[];
  /** Names a nutrient ("30% protein, how many grams is that?"). */
  readonly asksNutrients: boolean;
  /** Speaks of pain, a condition or an injury. */
  readonly aboutInjury: boolean;
  /** The first 24 matches of the knowledge search. */
  readonly deepMatches: readonly KnowledgeMatch[];
  /** The first 12 that speak of their topic's subject, the subject named first. */
  readonly matches: KnowledgeMatch[];
  readonly top: KnowledgeMatch | undefined;
  /** The matches with a topic. */
  readonly topicMatches: KnowledgeMatch[];
  /** The second and third topics, offered as suggestions. */
  readonly related: KnowledgeTopic[];
  readonly bestTopic: KnowledgeMatch | undefined;
  readonly matcher: ExerciseMatcher;
}

/** A frame of the message with the fields a rule sets, the others empty. */
export function frame(
  text: string,
  entities: MessageEntities,
  fields: Partial<CoachFrame> & { intent: CoachIntent },
): CoachFrame {
  return {
    topic: null,
    related: [],
    exercise: null,
    session: null,
    food: null,
    supplement: null,
    muscle: null,
    followUp: null,
    ...fields,
    entities,
    text,
  };
}

/** The frame of a topic's intent, answered by a match's topic (the best topic's by default). */
export function withTopic(
  reading: MessageReading,
  intent: CoachIntent,
  match = reading.bestTopic,
): CoachFrame {
  const { text, entities, related, exercise } = reading;
  return frame(text, entities, { intent, topic: match?.topic ?? null, related, exercise });
}

// "Remind me what I weighed last time": asks to be told again, not for a reminder.
const recallRequest =
  /\b((can|could|would) (you|u) (please )?|please )?remind me\b,?\s*(?=(what|whats|what's|how|when|which|where|who|of|about|again)\b)/g;

// "...whats on todays workout so i can plan dinner around it": why they ask, not what.
function withoutPurpose(text: string): string {
  const purpose = /,?\s+so (that )?(i|we) (can|could|know how to|know when to)\b[^?]*\??$/.exec(
    text,
  );
  if (!purpose) return text;
  const asked = text.slice(0, purpose.index);
  return contentTerms(asked).length >= 2 &&
    /\b(what|whats|what's|how|when|which|should|can|is|are|do|does)\b/.test(asked)
    ? asked
    : text;
}

// "Is 6 hours of sleep hurting my gains?", "does skipping breakfast hurt my progress": harm to
// a result, not pain in the body.
// So is "is my body broken?" about a stalled scale, and "is my metabolism damaged?".
const hurtsResult =
  /\b(hurt|hurts|hurting|kill|kills|killing|ruin|ruins|ruining|wreck\w*|harm\w*|damag\w*|sabotag\w*) (all )?(my|your|the|our|me|ur) (gains|progress|results?|fat loss|weight loss|goals?|chances|performance|lifts|numbers|strength gains|muscle growth|bulk|cut|diet|metabolism|testosterone|recovery|sleep|motivation)\b|\b(is )?my (body|metabolism) (is )?(just |simply )?(broken|broke|damaged|wrecked|faulty)\b/g;

/** The entities with no pain said when the only hurt is to a result ("hurting my gains"). */
function withoutFigurativePain(text: string, entities: MessageEntities): MessageEntities {
  if (!entities.hasPain || entities.bodyParts.length > 0 || !hurtsResult.test(text))
    return entities;
  hurtsResult.lastIndex = 0;
  const painless = extractEntities(text.replace(hurtsResult, 'affect my results'));
  return painless.hasPain ? entities : { ...entities, hasPain: false };
}

// Words of a lift under a bar: a load, a percentage, a max ("heavy squats", "squat at 80%").
const barLoad =
  /\b(heavy|barbell|bar|rack|plates?|belt|1 ?rm|one rep max|rep max|max|pr|pb|rpe ?\d*|rir ?\d*|singles?|doubles?|triples?|top sets?|back-?off sets?|meet|comp)\b|\d ?(kg|kgs|kilos?|lbs?)\b|\d ?(%|percent)/;

/**
 * The exercise a message means: a bodyweight one named by its movement alone ("squats") is the
 * barbell lift when the message loads it ("heavy squats", "5s at 80%"), if the catalogue has it.
 */
function loadedVariant(
  exercise: CoachExercise | null,
  text: string,
  matcher: ExerciseMatcher,
): CoachExercise | null {
  if (!exercise || !barLoad.test(text)) return exercise;
  const bodyweight = exercise.equipment.every((item) => /bodyweight/i.test(item));
  if (!bodyweight) return exercise;
  // Only when the name said is the movement's plain name ("squat"), not the bodyweight one's own.
  if (/\b(bodyweight|air|body weight|no weight)\b/.test(text)) return exercise;
  const variant = findVariantWith(exercise, 'Barbell', matcher.exercises);
  // The same lift under a bar: every word of its name but "bodyweight" ("Bulgarian split squat"
  // is no back squat).
  const words = exercise.name
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== 'bodyweight');
  const same = variant && words.every((word) => variant.name.toLowerCase().includes(word));
  return same ? variant : exercise;
}

/** Reads what every rule of a message needs: its text, entities, exercise and topics. */
export function readMessage(message: string, matcher: ExerciseMatcher): MessageReading {
  const text = withoutPurpose(message.replace(recallRequest, ''));
  const entities = withoutFigurativePain(text, extractEntities(text));
  // "No pull-up bar at my place": kit said to be missing names no exercise asked about.
  const named = exerciseAsked(
    text.replace(
      /\b(no|without|don'?t have|do not have|haven'?t got|dont have)( a| an| any)? (pull-?up|chin-?up|dip|squat|bench) (bar|station|rack|press bench)\b/g,
      ' ',
    ),
    matcher,
  );
  // "Squats done, can I train legs again tomorrow?", "post squat day chocolate milk": an exercise
  // already done is the message's context, not what it asks how to do.
  const doneWith =
    named !== null &&
    !entities.hasPain &&
    (/\b(?<!(never|not|haven'?t|havent|not yet|never been) )(done|finished|completed)\b|\b(just did|just finished|post[- ]|after (my |the |doing |today'?s |a |some )?)\b/.test(
      text,
    ) ||
      // "Yesterday I walked a long time and today my legs are very sore": soreness after it.
      /\b(sore|soreness|aching|achy|doms)\b/.test(text)) &&
    !asksHowToDo.test(text) &&
    !/\b(form|technique|muscles?|work(s|ed)?|feel|felt|fix|doing (it |them |this )?wrong|kept|keeps|stop (that|it|this)|round\w*|cav\w*)\b/.test(
      text,
    );
  const exercise = doneWith ? null : loadedVariant(named, text, matcher);
  const terms = contentTerms(text);
  // "My plan says 30% protein, how many grams is that?" asks about food, not the workouts.
  const asksNutrients = nutrientWords.test(text);
  const aboutInjury =
    entities.hasPain ||
    entities.isMedical ||
    /\b(avoid|careful|injur\w*|diagnos\w*|impinge\w*|tears?|torn|strain\w*|sprain\w*|hurts?|rehab\w*|(hamstring|groin|calf|muscle) pulls?)\b/.test(
      text,
    );
  // Pain denied is left out of the search, but preventing injury is a subject of its own.
  // So is the fear of getting injured, with no body part named ("scared of getting injured
  // lifting heavy").
  const preventsInjury =
    /\b(prevent\w*|avoid\w*|reduc\w*|lower\w*) (an |my |the )?(injur\w*|getting (hurt|injured))\b/.test(
      text,
    ) ||
    // "You must stretch before exercise or you will get injured": a claim about preventing it.
    /\b(or|else) (you|u|i|we)('ll| will| would| could)? (get|be) (injured|hurt)\b/.test(text) ||
    (/\b(scared|afraid|worried|nervous|frightened|fear\w*) (of|about) (getting |being )?(injur\w*|hurt(ing)? (myself|me))\b/.test(
      text,
    ) &&
      entities.bodyParts.length === 0);
  // The first 24 matches: the topics are read from the first 12, a far-from-fitness example from
  // all of them (below).
  const deepMatches = searchKnowledge(preventsInjury ? text : withoutDeniedPain(text), 24);
  const matches = subjectFirst(
    deepMatches
      .slice(0, 12)
      .filter((match) => !match.topic || speaksOfTopicSubject(match.topic.id, text)),
    { text, exercise, isMedical: entities.isMedical },
  );
  const top = matches[0];
  const topicMatches = matches.filter((match) => match.topic !== null);
  const related = topicMatches
    .slice(1, 3)
    .map((match) => match.topic)
    .filter((topic): topic is KnowledgeTopic => topic !== null);
  const bestTopic = topicMatches[0];
  return {
    text,
    entities,
    named,
    exercise,
    terms,
    asksNutrients,
    aboutInjury,
    deepMatches,
    matches,
    top,
    topicMatches,
    related,
    bestTopic,
    matcher,
  };
}
