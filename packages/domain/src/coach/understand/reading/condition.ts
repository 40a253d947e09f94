import { findTopic } from '../../knowledge/knowledge-index';
import { isRareTerm } from '../../knowledge/term-statistics';
import { stimulantTopicIds } from '../../knowledge/topics';
import { speaksOfTopicSubject } from '../../knowledge/topic-subjects';
import { contentTerms, stemWord } from '../../language/tokenize';
import { vitaminNamed } from '../subject-first';
import { isConfident } from '../exercise-or-topic';
import type { CoachFrame } from '../understand-message';
import { frame, withTopic, type MessageReading } from './message-reading';
import type { AskShape } from './ask-shape';
import { asksFood, symptomSaid } from './shared-patterns';

// An illness that passes ("been sick for a week", "just got over flu").
const passingIllness = /\b(sick|ill|illness|flu|cold|covid|virus|bug|food poisoning)\b/;

// Stimulants a question with a condition may ask about (their topics: `stimulantTopicIds`).
const stimulantNamed = /\b(pre[- ]?workouts?|energy drinks?|caffeine|fat burners?)\b/;

// Breathlessness on effort, the commonest sign of low fitness.
const effortBreathless = /\b(out of breath|breathless|winded|puffed( out)?|gasping)\b/;

// Words any question about exercising with a condition has.
const plainHealthTerms = new Set(
  contentTerms(
    'exercise exercises exercising workout workouts training train gym safe okay ok can start sport sports activity active move moving',
  ),
);

/**
 * A condition named: its own topic, a topic about it or a question beside it, else training with it
 * starts with its doctor.
 */
export function readCondition(reading: MessageReading, shape: AskShape): CoachFrame | null {
  const { text, entities, exercise, terms, deepMatches, topicMatches, related, bestTopic } =
    reading;
  const { asksTraining } = shape;
  if (entities.isMedical) {
    // A health topic found only by the words every such question has ("can I exercise?") is not
    // about the condition named ("I have sarcoidosis, can I exercise?").
    // "I have asthma. Is it safe to do HIIT and lift weights?": the topic of the condition named (a
    // word only it asks with), however many general words other health topics share.
    // Not a long story, whose rare words are its setting, nor a pregnancy, which its own topics
    // answer.
    const namedCondition =
      terms.length > 20 ||
      entities.pregnant ||
      /\b(eat\w*|diet|foods?|meals?|breakfast|carbs?|hungry)\b/.test(text)
        ? undefined
        : deepMatches.find((match) => {
            const topic = match.topic;
            if (!topic || match.intent !== 'health' || !speaksOfTopicSubject(topic.id, text))
              return false;
            const title = new Set(contentTerms(topic.title).map(stemWord));
            return match.keyTerms.some((term) => isRareTerm(term) && title.has(term));
          });
    const health =
      namedCondition ??
      topicMatches.find(
        (match) =>
          match.intent === 'health' && match.keyTerms.some((term) => !plainHealthTerms.has(term)),
      );
    // "How much salt with high blood pressure?": a better topic that is itself about the
    // condition (it matches the condition's own words) answers it.
    const aboutCondition =
      health &&
      bestTopic &&
      bestTopic !== health &&
      bestTopic.intent !== 'injury' &&
      bestTopic.score > health.score &&
      bestTopic.matchedTerms.filter((term) => health.keyTerms.includes(term)).length >= 2;
    if (aboutCondition && bestTopic) return withTopic(reading, bestTopic.intent, bestTopic);
    // "Is pre workout ok with my blood pressure?": the stimulant's own topic, whose answer puts
    // the condition's caution first.
    const stimulant = stimulantNamed.test(text)
      ? topicMatches.find((match) => match.topic && stimulantTopicIds.has(match.topic.id))
      : undefined;
    if (stimulant) return withTopic(reading, stimulant.intent, stimulant);
    // "What should someone with high blood pressure be eating?": a food question about the
    // condition gets the condition's nutrition topic, not its exercise advice.
    // Not eating around a session ("type 2 diabetic, eat b4 gym?"): the condition's exercise
    // topic says how to fuel and check for it.
    const foodForCondition =
      health &&
      !/\b(before|after|b4|during|around) (i |my |the |a |each |every )?(work ?out|workouts?|train\w*|gym|exercis\w*|sessions?|runs?|walks?|lifting)\b/.test(
        text,
      ) &&
      /\b(eat|eating|diet|foods?|meals?|nutrition|hungry|hungrier|hunger|cravings?|appetite|salt|salty|sodium)\b/.test(
        text,
      ) &&
      topicMatches
        .slice(0, 5)
        .find(
          (match) =>
            match.intent === 'nutrition' &&
            match.matchedTerms.filter((term) => health.keyTerms.includes(term)).length >=
              Math.min(2, health.keyTerms.length),
        );
    if (foodForCondition) return withTopic(reading, 'nutrition', foodForCondition);
    // "I had my hip replaced, which exercises should I be careful with?": an injury topic about
    // the operation itself, far ahead of any health topic, answers it.
    // So does one ahead that is about more of the message's own words ("hip", "replaced") than
    // the health topic ("hip").
    const injuryFarAhead =
      bestTopic?.intent === 'injury' &&
      isConfident(bestTopic, terms.length) &&
      bestTopic.keyTerms.length >= 2 &&
      (!health ||
        bestTopic.score > 2 * health.score ||
        (bestTopic.score >= health.score && bestTopic.keyTerms.length > health.keyTerms.length));
    if (injuryFarAhead && bestTopic) return withTopic(reading, 'injury', bestTopic);
    // "Out of breath after 5 minutes of jogging, how do I run for longer?": breathlessness on
    // effort, with no other sign, is the fitness a training topic far ahead builds.
    const fitnessFarAhead =
      bestTopic?.intent === 'training' &&
      bestTopic.keyTerms.length >= 3 &&
      (!health || bestTopic.score > 2 * health.score) &&
      effortBreathless.test(text) &&
      !symptomSaid.test(text);
    if (fitnessFarAhead && bestTopic) return withTopic(reading, 'training', bestTopic);
    // "Diabetic and want muscle: how much protein should I eat a day?", "what should I eat before
    // a morning workout, I get shaky without breakfast": with no health topic near, a question of
    // its own that a topic answers squarely (its key and question words) gets that topic, not a
    // check-up paragraph; the user's conditions follow it.
    // So does one far ahead of the health topic on more of its words ("im 63, should i be eating
    // more protein to keep my muscle? i have arthritis too if that matters").
    const farAheadOfHealth =
      health !== undefined &&
      bestTopic !== undefined &&
      !symptomSaid.test(text) &&
      !effortBreathless.test(text) &&
      bestTopic.score > 1.5 * health.score &&
      bestTopic.matchedTerms.length >= 3;
    // "Should i be taking vitamin d over winter? im 63": the vitamin's own topic.
    const vitaminAsked =
      vitaminNamed.test(text) && /\bvitamin/i.test(bestTopic?.topic?.title ?? '');
    const ownQuestion =
      (!health || farAheadOfHealth || vitaminAsked) &&
      bestTopic !== undefined &&
      bestTopic.intent !== 'injury' &&
      bestTopic.intent !== 'health' &&
      bestTopic.keyTerms.length >= 1 &&
      bestTopic.matchedTerms.length >= 2 &&
      isConfident(bestTopic, terms.length) &&
      (!asksTraining || asksFood.test(text)) &&
      // Medication in the story ("my adhd meds kill my appetite") is the prescriber's to adjust.
      !/\b(meds|medication|medicine|pills?|tablets?|prescri\w*|insulin|dose|dosage)\b/.test(text);
    if (health && !ownQuestion) return withTopic(reading, 'health', health);
    // "Been sick and have no appetite, how do I get enough protein?": a question about eating or
    // recovering that a topic answers, not about training with the condition.
    const asksBeyondTraining =
      passingIllness.test(text) &&
      !/\b(meds|medication|medicine|pills?|tablets?|prescri\w*)\b/.test(text) &&
      bestTopic !== undefined &&
      (bestTopic.intent === 'nutrition' || bestTopic.intent === 'recovery') &&
      bestTopic.keyTerms.length >= 2 &&
      isConfident(bestTopic, terms.length) &&
      !asksTraining;
    if (asksBeyondTraining && bestTopic) return withTopic(reading, bestTopic.intent, bestTopic);
    if (ownQuestion && bestTopic) return withTopic(reading, bestTopic.intent, bestTopic);
    // A condition the knowledge has no topic for: training with it starts with its doctor.
    const clearance = findTopic('medical-clearance');
    if (clearance && !exercise)
      return frame(text, entities, { intent: 'health', topic: clearance, related });
  }
  return null;
}
