import { findTopic, searchKnowledge, type KnowledgeMatch } from '../../knowledge/knowledge-index';
import { isConfident, readsPainIn } from '../exercise-or-topic';
import { withoutDeniedPain } from '../extract-entities';
import type { CoachFrame } from '../understand-message';
import { onlyJointNoise } from '../warning-signs';
import { frame, withTopic, type MessageReading } from './message-reading';

// The body parts injury topics are written about, by the words their titles name them with.
const titleBodyParts: readonly [RegExp, RegExp][] = [
  [/\bknees?\b/, /\bknee/],
  [/\b(lower )?back\b|\bspine\b|\bdisc\b|\bsciatica\b/, /\bback\b|\bspine|\bdisc|\bsciatica/],
  [/\bshoulders?\b|\brotator cuff\b/, /\bshoulder/],
  [/\bhips?\b/, /\bhip/],
  [/\bankles?\b/, /\bankle/],
  [/\bwrists?\b/, /\bwrist/],
  [/\bneck\b/, /\bneck/],
  [/\belbows?\b/, /\belbow/],
  [/\bachilles\b/, /\bachilles|\bheel|\bcalf/],
  [/\b(heels?|plantar)\b/, /\bheel|\bfoot|\bfeet|\bplantar|\bachilles/],
  [/\bshins?\b/, /\bshin/],
];

/**
 * Whether a topic's title names a body part that is not among those the message names (a
 * message naming none is about any part).
 */
function namesOtherBodyPart(match: KnowledgeMatch, bodyParts: readonly string[]): boolean {
  const title = match.topic?.title.toLowerCase() ?? '';
  if (bodyParts.length === 0 || title === '') return false;
  const said = bodyParts.join(' ');
  const titleParts = titleBodyParts.filter(([inTitle]) => inTitle.test(title));
  return titleParts.length > 0 && !titleParts.some(([, inMessage]) => inMessage.test(said));
}

/** Pain said: the injury topic of the part that hurts, or a topic of the message's own words. */
export function readPain(reading: MessageReading): CoachFrame | null {
  const { text, entities, exercise, terms, topicMatches, related, bestTopic } = reading;
  if (entities.hasPain) {
    // "No pain no gain right? my hands ache from the arthritis but i push through": the saying
    // checked against the pain told, which its topic answers (effort yes, joint pain no).
    const saying = /\bno pain,? no gain\b/.test(text) ? findTopic('no-pain-no-gain') : null;
    if (saying)
      return frame(text, entities, { intent: 'injury', topic: saying, related, exercise });
    // Without a word of pain ("my knees crack, it doesn't hurt"), a topic of the message's own
    // words ("clicking joints") over the pain topic of the body part.
    const saysPain =
      /\b(hurt\w*|pain\w*|ach\w*|injur\w*|sore\w*|sprain\w*|strain\w*|tweak\w*|pulled|tore|torn)\b/.test(
        withoutDeniedPain(text),
      );
    // "My knee crunches and clicks on the sit to stand, it doesnt really hurt": a noisy joint.
    const noisyJoints = !saysPain && onlyJointNoise(text) ? findTopic('clicking-joints') : null;
    if (noisyJoints)
      return frame(text, entities, {
        intent: noisyJoints.intent,
        topic: noisyJoints,
        related,
        exercise,
      });
    const injuryMatch =
      topicMatches.find(
        (match) => match.intent === 'injury' && (saysPain || !readsPainIn(match, exercise)),
      ) ?? topicMatches.find((match) => match.intent === 'injury');
    // The injury topic that answers: never one about another part of the body ("i have a bad
    // back" is no Achilles pain).
    const aboutPart = (match: KnowledgeMatch) => !namesOtherBodyPart(match, entities.bodyParts);
    const injuryAnswer =
      injuryMatch && aboutPart(injuryMatch)
        ? injuryMatch
        : topicMatches.find((match) => match.intent === 'injury' && aboutPart(match));
    // "My new blood pressure tablet makes my ankles swell": a health topic about the message's
    // own words, far ahead of any injury topic, answers it.
    const healthFarAhead =
      entities.isMedical &&
      bestTopic?.intent === 'health' &&
      bestTopic.keyTerms.length >= 2 &&
      (!injuryMatch || bestTopic.score > 2 * injuryMatch.score);
    if (healthFarAhead && bestTopic) return withTopic(reading, 'health', bestTopic);
    // "Stiff hips from sitting": only stiffness said, and a topic of the message's own words far
    // ahead of any injury topic (a mobility routine) answers it.
    const stiffnessFarAhead =
      !saysPain &&
      /\b(stiff\w*|tight\w*|tense)\b/.test(text) &&
      !/\b(numb\w*|tingl\w*|pins and needles|crack\w*|creak\w*|click\w*|pop\w*|nerve\w*|swell\w*|swollen)\b/.test(
        text,
      ) &&
      bestTopic !== undefined &&
      bestTopic.intent !== 'injury' &&
      bestTopic.keyTerms.length >= 2 &&
      (!injuryMatch || bestTopic.score > 2 * injuryMatch.score);
    if (stiffnessFarAhead && bestTopic) return withTopic(reading, bestTopic.intent, bestTopic);
    // "Sharp pain in my side under my ribs every time i run": a health topic of the message's own
    // words (a stitch) well ahead of the injury topic, answered as pain.
    const painTopicAhead =
      bestTopic?.intent === 'health' &&
      bestTopic.keyTerms.length >= 2 &&
      injuryMatch !== undefined &&
      bestTopic.score > 1.4 * injuryMatch.score;
    if (painTopicAhead && bestTopic) return withTopic(reading, 'injury', bestTopic);
    // No injury topic among the best matches: a confident topic of the message's own words ("off
    // 5 weeks with a broken wrist, how fast do you lose strength"), else the nearest injury topic,
    // else when to see a physio; never a near-random topic under a pain answer.
    // Never one about another part of the body ("knees and fingers stiff and achy" is no lower back).
    const ownTopic = topicMatches.find((match) => aboutPart(match));
    if (!injuryMatch && ownTopic && isConfident(ownTopic, terms.length))
      return withTopic(reading, 'injury', ownTopic);
    const nearestInjury =
      injuryAnswer ?? searchKnowledge(text, 5, 'injury').find((match) => aboutPart(match));
    if (nearestInjury) return withTopic(reading, 'injury', nearestInjury);
    const physio = findTopic('when-to-see-physio');
    return physio
      ? frame(text, entities, { intent: 'injury', topic: physio, related, exercise })
      : withTopic(reading, 'injury');
  }
  return null;
}
