import { findTopic, knowledgeVocabulary } from '../../knowledge/knowledge-index';
import {
  acknowledgementPattern,
  apologisesForDelay,
  asksAboutCoach,
  asksIfThere,
  asksToComeBack,
  asksWhatToAsk,
  farewellPattern,
  asksForLuck,
  asksForJoke,
  asksHowAreYou,
  judgesAnswer,
  saysBack,
  saysNothingYet,
  praisesCoach,
  sharesPersonalBest,
  thanksInPassing,
  withoutEmoji,
} from '../../language/small-talk';
import { stemWord } from '../../language/tokenize';
import { findFood } from '../../tools/food-facts';
import { findAskedSupplement } from '../../tools/supplement-facts';
import {
  asksOwnResult,
  chattyGreeting,
  everydayTask,
  greetingPattern,
  questionAfterGreeting,
  howToPattern,
  ownPlanPattern,
} from '../message-patterns';
import {
  actionRequest,
  domainWords,
  hasDomainSignal,
  mostlyUnknownWords,
  offTopicPattern,
  petHealth,
  pointsBackAt,
  triviaQuestion,
  schoolworkRequest,
} from '../scope';
import { cardiacWarningIn, onlyJointNoise } from '../warning-signs';
import { askedOwnData, asksAboutMe, fearsLosing } from '../own-data-question';
import type { CoachFrame } from '../understand-message';
import { frame, type MessageReading } from './message-reading';

// The app's settings a message can name, with the app topic that answers each.
const productSettings: readonly [RegExp, string][] = [
  [/\b(reminders?|remind me to|notifications?|notify me|push alerts?)\b/, 'app-reminders'],
  [
    /\b(dark|light|night) (mode|theme)\b|\b(change|switch|set|pick) (the |my )?(app'?s? )?(theme|colou?rs?)\b|\bcolou?r (scheme|theme)\b|\bapp (theme|colou?rs?)\b/,
    'app-theme',
  ],
];

/**
 * "Good morning! What exercises have I got today?": a question after the hello, which it
 * answers; not more small talk ("hi there! what can you do?", "hey! how are you?").
 */
function asksBeyondHello(text: string): boolean {
  const asked = questionAfterGreeting(text);
  return (
    asked !== null &&
    !greetingPattern.test(asked) &&
    !asksWhatToAsk.test(asked) &&
    !asksAboutCoach.test(asked) &&
    !asksHowAreYou.test(asked)
  );
}

/**
 * Small talk, the app's settings and replies, a heart's warning sign, and what is out of scope; then
 * the user's results asked and a noisy joint.
 */
export function readSmallTalkOrScope({
  text,
  entities,
  exercise,
  terms,
  related,
}: MessageReading): CoachFrame | null {
  // Small talk is read without its emoji ("cheers, that's exactly what i needed 🙏").
  const plain = withoutEmoji(text);
  if (
    acknowledgementPattern.test(plain) ||
    farewellPattern.test(plain) ||
    // "Morning!! anything on for me today?": a hello before the day's plan, which answers it.
    (greetingPattern.test(text) &&
      terms.length <= 2 &&
      !asksBeyondHello(plain) &&
      !howToPattern.test(text) &&
      // "Done with my workout" names the plan's session as news, not as a question.
      !(ownPlanPattern.test(text) && !/\b(done|finished)\b/.test(text))) ||
    chattyGreeting(text, terms.length) ||
    asksWhatToAsk.test(text) ||
    (asksAboutCoach.test(plain) && !asksAboutMe.test(text)) ||
    asksIfThere.test(plain) ||
    asksToComeBack.test(text) ||
    thanksInPassing(plain) ||
    saysBack.test(plain) ||
    (asksHowAreYou.test(plain) && terms.length <= 6) ||
    saysNothingYet.test(plain) ||
    apologisesForDelay.test(plain) ||
    (asksForLuck.test(plain) && !plain.includes('?')) ||
    // A joke about training (a general one is off topic).
    (asksForJoke.test(plain) && domainWords.test(text)) ||
    // News of a best, nothing asked beside it ("can i just ignore it, i literally pr'd" asks).
    (sharesPersonalBest.test(text) &&
      !text.includes('?') &&
      !/\b(can|should|could|would|will|do|does|is|am) (i|it|that|this|you|u)\b|\b(how|what|why|when)\b/.test(
        text,
      )) ||
    // "Ur actually helpful ty", "that was really useful thanks": praise, thanked in kind.
    (praisesCoach.test(plain) && !plain.includes('?') && terms.length <= 6)
  ) {
    return frame(text, entities, { intent: 'greeting' });
  }
  // "Can you text me reminders?", "can i turn off notifications", "can i change the colour
  // scheme": the app's settings, answered by their app topic, before anything the words search to.
  const setting = productSettings.find(([pattern]) => pattern.test(text))?.[1];
  const settingTopic = setting ? findTopic(setting) : null;
  if (settingTopic && !entities.hasPain && !exercise) {
    return frame(text, entities, { intent: 'greeting', topic: settingTopic });
  }
  // "That answer was useless": sorry, how to rate replies, and what helps the coach do better.
  const rateAnswers = findTopic('app-rate-answers');
  if (judgesAnswer.test(plain) && !praisesCoach.test(plain) && !entities.hasPain && rateAnswers) {
    return frame(text, entities, { intent: 'greeting', topic: rateAnswers });
  }
  // Chest tightness or pressure on exertion, or an aching left arm: a heart warning sign comes
  // first, whatever else the message asks ("should I just walk more slowly?").
  const chestPain = findTopic('chest-pain-exercise');
  // "Got asthma and my chest gets tight when I run": with asthma named and only tightness (no
  // pain, pressure, arm or jaw), the asthma answer: reliever, warm-up, when to see the doctor.
  const asthmaTightness =
    /\b(asthma\w*|inhaler|wheez\w*)\b/.test(text) &&
    !/\b(pain\w*|pressure|squeez\w*|heavy|heaviness|arm|jaw|faint\w*|dizz\w*)\b/.test(text);
  const asthma = findTopic('asthma');
  if (cardiacWarningIn(text) && asthmaTightness && asthma) {
    return frame(text, entities, { intent: 'health', topic: asthma, related });
  }
  if (cardiacWarningIn(text) && chestPain) {
    return frame(text, entities, { intent: chestPain.intent, topic: chestPain, related });
  }
  // A chore or a sum with the body, an exercise or what it burns in it ("carrying laundry upstairs
  // hurts my back", "calories burned doing laundry") is the coach's.
  const choreAboutFitness =
    entities.hasPain ||
    exercise !== null ||
    entities.bodyParts.length > 0 ||
    /\b(calori\w*|kcal|burn\w*|counts? as|exercis\w*|work ?outs?|training|runs?|running|steps|membership)\b/.test(
      text,
    );
  if (
    actionRequest.test(text) ||
    petHealth.test(text) ||
    triviaQuestion.test(text) ||
    (schoolworkRequest.test(text) && !domainWords.test(text)) ||
    (everydayTask.test(text) && !choreAboutFitness)
  )
    return frame(text, entities, { intent: 'out-of-scope', farFromFitness: true });
  if (
    offTopicPattern.test(text) &&
    // "Nothing to do with exercise, but how do I turn the subtitles on": said to be off topic.
    !domainWords.test(
      text.replace(
        /\b(nothing to do with|not about|unrelated to|not (a |an )?(fitness|gym|exercise|training) (question|thing))( (the|my))? (exercise|fitness|training|the gym|gym|working out|workouts?)?\b/g,
        ' ',
      ),
    ) &&
    !hasDomainSignal(entities, exercise) &&
    // "With high blood pressure, is digging in the garden ok?": a condition makes it health.
    !entities.isMedical
  ) {
    // "Can you recommend a good laptop" is declined even after a fitness answer; "what about
    // with my dog?" points back at it and may be read with it.
    const pointsBack = pointsBackAt.test(text);
    // "My dog keeps jumping on me" after lunges tells the story of the question before; only a
    // question or request of its own is far from it.
    const asksOfItsOwn =
      /\?|\b(what|whats|what's|who|where|when|which|how|why)\b|\b(can|could|would|will|do|does|should|is|are) (you|u|i|it|there)\b|^((ok|okay|cool|and|but|so|great|thanks|nice|right|also|anyway)[,!.]? )*(tell|recommend|any|best|give|write|show|find)\b|\b(unrelated|off[- ]topic|random question)\b/.test(
        text,
      );
    return frame(text, entities, {
      intent: 'out-of-scope',
      farFromFitness: asksOfItsOwn && !pointsBack,
    });
  }
  // "When should I plant tulip bulbs?": words the coach has no knowledge of, and nothing of
  // fitness, food, health or the user's own data.
  if (
    mostlyUnknownWords(terms, text) &&
    !hasDomainSignal(entities, exercise) &&
    !entities.isMedical &&
    findFood(text) === null &&
    !findAskedSupplement(text) &&
    askedOwnData(text) === null
  ) {
    return frame(text, entities, {
      intent: 'out-of-scope',
      farFromFitness: !pointsBackAt.test(text),
    });
  }
  // "Whats the best dehumidifier for a damp garage, budget about £150": shopping for a thing the
  // coach knows no word of, with nothing of fitness around it.
  const shopsFor =
    /\b(best|cheapest|good|decent|which|recommend(?: me)?(?: an?)?)\s+([a-z]{4,})\b/.exec(
      text,
    )?.[2];
  if (
    shopsFor &&
    /\b(buy|buying|budget|price|cost|cheap\w*|afford\w*)\b|[£$€]/.test(text) &&
    !knowledgeVocabulary().has(stemWord(shopsFor)) &&
    !domainWords.test(text) &&
    !exercise
  ) {
    return frame(text, entities, { intent: 'out-of-scope' });
  }
  if (asksOwnResult.test(text) && !entities.hasPain && !fearsLosing.test(text))
    return frame(text, entities, { intent: 'progress' });
  // "My knee clicked on the box squats, doesn't hurt though": a noisy joint, whatever the
  // exercise; with pain it is the exercise's pain, below.
  const noisyJoints = findTopic('clicking-joints');
  if (onlyJointNoise(text) && !entities.hasPain && entities.minutes === null && noisyJoints)
    return frame(text, entities, {
      intent: noisyJoints.intent,
      topic: noisyJoints,
      exercise,
      related,
    });
  return null;
}
