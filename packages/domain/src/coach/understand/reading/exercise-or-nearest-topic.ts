import { findTopic, injuryOnlyTerms, type KnowledgeMatch } from '../../knowledge/knowledge-index';
import { knowledgeTopics, type KnowledgeTopic } from '../../knowledge/topics';
import {
  asksAboutMore,
  asksBeyondMoving,
  asksHowToMove,
  asksOwnReadiness,
  topicBeyondMoving,
  asksTechniqueCue,
  isConfident,
  matchesOnlyNames,
  readsPainIn,
  termsBesideNames,
} from '../exercise-or-topic';
import {
  askPattern,
  asksHowToDo,
  howToPattern,
  injuryWords,
  ownPlanPattern,
} from '../message-patterns';
import { domainWords, hasDomainSignal } from '../scope';
import { sessionOf } from '../session-of';
import type { CoachFrame } from '../understand-message';
import { frame, withTopic, type MessageReading } from './message-reading';
import type { AskShape } from './ask-shape';

// Words that name a subject of the coach on their own ("nutrition advice", "sleep?").
const subjectWords: readonly [RegExp, KnowledgeTopic['intent']][] = [
  [/\b(nutrition|diet|eating|food|meals?|calories|macros)\b/, 'nutrition'],
  [/\b(recovery|rest|sleep|soreness|stretching|mobility)\b/, 'recovery'],
  [/\b(motivation|motivated|discipline|consistency|habits?)\b/, 'motivation'],
  [/\b(health|medical|safety|safe)\b/, 'health'],
  [/\b(training|fitness|exercise|workouts?|gym|strength|cardio|muscles?|lifting)\b/, 'training'],
];

// Asks for an exercise's harder or easier form ("harder version?", "too easy, anything harder").
// "Planks r too easy now whats next": the step up from the exercise, not the plan's next one.
const asksVariation =
  /\b(harder|easier|tougher|simpler|low[- ]impact|lower[- ]impact|knee[- ]friendly|joint[- ]friendly|quieter|no[- ]jump(ing)?) (version|variation|option|progression|alternative)s?\b|\btoo (easy|hard)\b[^.?!]{0,40}\b(harder|easier|what'?s next|whats next|what now|now what|next step)\b/;

function subjectTopic(text: string, matches: readonly KnowledgeMatch[]): KnowledgeTopic | null {
  const intent = subjectWords.find(([pattern]) => pattern.test(text))?.[1];
  if (!intent) return null;
  return (
    matches.find((match) => match.topic?.intent === intent)?.topic ??
    knowledgeTopics.find((topic) => topic.intent === intent) ??
    null
  );
}

// Nearly fainting: a head rush, passing or blacking out, seeing stars.
const nearFaint =
  /\b(head ?rush|(nearly|almost) (passed|blacked) out|passed out|blacked out|(nearly|almost) faint\w*|fainted|fainting|saw stars|seeing stars|vision went (black|dark|grey|white)|light[- ]?headed)\b/;

/**
 * The last rules: the exercise's variations, dose and how-to, the day's plan, a topic the message
 * nearly asks, and the nearest topic; else a subject named, training, or out of scope.
 */
// Fat from one place ("belly fat", "slim my thighs"), and a joint's noise.
const spotFat =
  /\b(belly|stomach|tummy|waist|thigh|arm|chin|hip|back|side) ?fat\b|\blove ?handles\b|\bslim\w* (down )?(my )?(thighs?|arms?|waist|hips?|legs?|face)\b/;
const jointNoise =
  /\b(click\w*|crack\w*|pop|pops|popping|grind\w*|nois\w*|sounds? like|crunch\w* (sound|noise)|snap\w*|crepitus)\b/;
const noisyJoints = new Set(['knee', 'shoulder', 'hip', 'ankle', 'elbow', 'wrist', 'neck', 'back']);

function bodyTopicOf(
  text: string,
  entities: CoachFrame['entities'],
): { intent: CoachFrame['intent']; topic: KnowledgeTopic } | null {
  const id = spotFat.test(text)
    ? 'belly-fat-spot-reduction'
    : jointNoise.test(text) &&
        !entities.hasPain &&
        entities.bodyParts.some((part) => noisyJoints.has(part))
      ? 'clicking-joints'
      : null;
  const topic = id ? findTopic(id) : null;
  return topic ? { intent: topic.intent, topic } : null;
}

export function readExerciseOrNearestTopic(reading: MessageReading, shape: AskShape): CoachFrame {
  const {
    text,
    entities,
    exercise,
    terms,
    asksNutrients,
    aboutInjury,
    matches,
    top,
    topicMatches,
    related,
    bestTopic,
    matcher,
  } = reading;
  const { asksWhatToEat, asksMeaning, asksCueOf } = shape;
  // "Hunched from the laptop, what do I add to my training?" asks what to add, a topic's advice.
  const asksWhatToAdd =
    /\b(add|adding|include|including|put)\b[^.?!]{0,12}\b(to|in|into) (my|the) (training|workouts?|routine|plan|program\w*|sessions?)\b/.test(
      text,
    ) &&
    bestTopic !== undefined &&
    isConfident(bestTopic, terms.length);
  // "Today's workout says hanging knee raise 3x12, too easy, harder version?": the exercise's
  // harder (or easier) forms.
  if (exercise && asksVariation.test(text) && !entities.hasPain)
    return {
      ...frame(text, entities, { intent: 'exercise-technique', exercise, related }),
      followUp: /\b(harder|tougher|too easy)\b/.test(text) ? 'harder' : 'easier',
    };
  // "Workout for today pls", "todays session?": the day's plan asked for in a few words.
  const asksTodayBare =
    /^(\W*(hey|hi|ok|okay|so|coach|morning)\W+)*(my |the |today'?s |todays |tonight'?s )?(workout|session|training|plan|wod)( for)?( today| tonight| tomorrow)?( (pls|please|plz|coach|then|thanks|thx))*\W*$/.test(
      text,
    );
  if (
    ownPlanPattern.test(text) &&
    (askPattern.test(text) || asksTodayBare) &&
    !asksMeaning &&
    !asksNutrients &&
    !asksWhatToAdd &&
    !(exercise && howToPattern.test(text)) &&
    !asksCueOf &&
    // "Is my training not working anymore??": whether it works, not what the plan holds.
    !/\b(not|isn'?t|stopped|aren'?t) (working|doing anything)\b|\b(is|are) my (training|workouts?|plan|program\w*) (even |actually |still )?working\b/.test(
      text,
    )
  ) {
    return frame(text, entities, { intent: 'workout-plan' });
  }
  // "How many sets and reps for calf raises?": that exercise's dose for this user, not the rep
  // ranges topic; today's sets in the plan were answered above.
  if (
    exercise &&
    exercise.pattern !== 'cardio' &&
    !entities.hasPain &&
    !ownPlanPattern.test(text) &&
    /\bhow many (sets|reps)\b|\bsets (and|n|&|\+|or) reps\b|\bhow many (should|do|can|shall) i (do|be doing)\b|\bhow many of (them|these|those)\b/.test(
      text,
    )
  ) {
    return {
      ...frame(text, entities, { intent: 'exercise-technique', exercise, related }),
      followUp: 'dose',
    };
  }
  // "Is my squat good enough now to start adding weight?": their tracked form answers it.
  if (exercise && !entities.hasPain && asksOwnReadiness(text)) {
    return frame(text, entities, { intent: 'form-feedback', exercise });
  }
  // A message that is nearly a topic's own question ("how many steps a day should i walk") gets
  // the topic, though it names an exercise, unless it asks how to do the exercise.
  // ("What muscles do pull-ups work" matches the pull-up topic by the name and technique words
  // alone: a how-to.)
  const isTopicQuestion =
    bestTopic !== undefined &&
    bestTopic.matchedTerms.length >= 3 &&
    bestTopic.matchedTerms.length >= 0.6 * terms.length &&
    !(exercise && termsBesideNames(bestTopic.matchedTerms, exercise).length < 2) &&
    !(exercise && !aboutInjury && readsPainIn(bestTopic, exercise));
  if (exercise && isTopicQuestion && !asksHowToDo.test(text) && !asksHowToMove(text))
    return withTopic(reading, bestTopic.intent);
  // "HIIT or walking, which is better for fat loss?" compares options: a topic, not a how-to.
  const compares =
    /\b(better|worse|best|vs|versus|compared?|difference|kinder|easier|harder|safer|gentler|healthier|more effective)\b/.test(
      text,
    ) && /\b(or|vs|versus|than|difference|between)\b/.test(text);
  if (
    exercise &&
    compares &&
    !asksHowToMove(text) &&
    bestTopic &&
    isConfident(bestTopic, terms.length)
  ) {
    return withTopic(reading, bestTopic.intent);
  }
  // "How do I make goblet squats harder with only 10 kg?": the exercise's harder (or easier)
  // versions.
  const changesDifficulty =
    /\b(make|get|keep)\b[^.?!]{0,30}\b(harder|hard|tougher|more (challenging|difficult|intense))\b/.test(
      text,
    )
      ? 'harder'
      : /\b(make|get)\b[^.?!]{0,30}\b(easier|simpler|less (hard|difficult))\b/.test(text)
        ? 'easier'
        : null;
  if (exercise && changesDifficulty && !entities.hasPain) {
    return {
      ...frame(text, entities, { intent: 'exercise-technique', exercise, related }),
      followUp: changesDifficulty,
    };
  }
  // "My deadlift is stuck at 120 kg": a lift that stopped progressing is a plateau, not a how-to.
  // "How often should I swim, and for how long?": how much of an activity, a topic's answer.
  if (
    exercise?.pattern === 'cardio' &&
    /\bhow (often|long|many (times|days|minutes|hours|sessions)|much)\b/.test(text) &&
    !asksHowToDo.test(text) &&
    bestTopic &&
    isConfident(bestTopic, terms.length) &&
    !matchesOnlyNames(bestTopic, exercise)
  ) {
    return withTopic(reading, bestTopic.intent);
  }
  // The how-to answers a message about doing the exercise, or one that is little more than its
  // name; a longer message that asks something else ("is it ok if i only walk?") goes to its topic.
  // "Are squats bad for your knees?" judges the exercise: a topic about that answers it.
  const judgesExercise =
    // "How do I build up to 6 hours of walking a day?": how to progress, a topic's answer.
    (/\bhow (do|can|should) i (build|work|get|ramp) (it |myself )?(back )?up to\b/.test(text) &&
      bestTopic !== undefined &&
      isConfident(bestTopic, terms.length)) ||
    (/\b(bad|good|safe|dangerous|harmful|ok|okay) for\b/.test(text) &&
      !/\b(how (high|low|deep|far|wide|much|many|often|long)|tips?|how (do|to|should|can) i)\b/.test(
        text,
      ) &&
      bestTopic !== undefined &&
      isConfident(bestTopic, terms.length) &&
      bestTopic.intent !== 'injury');
  // "Band pull-aparts, palms up or down?": a technique point of the exercise's notes.
  const asksTechniquePoint =
    exercise !== null && asksTechniqueCue(text, exercise, { ignoreEveryday: true });
  // "What is cat cow exercise, my daughter told me to do it": what the exercise named first is.
  const whatIs = /^(what is|what'?s|whats|what are)\s+(.{0,30})/.exec(text);
  const asksWhatItIs =
    exercise !== null && whatIs !== null && matcher.find(whatIs[2] ?? '')?.id === exercise.id;
  // "And the one where u lie down and open ur arms out wide like a big hug?": which one it is.
  const describesIt =
    exercise !== null &&
    /\b(the|that|this) (one|exercise|move|movement|thing|stretch)s? (where|when|were) (you|u|i)\b/.test(
      text,
    );
  const asksAboutExercise =
    !judgesExercise &&
    (howToPattern.test(text) ||
      asksTechniquePoint ||
      asksWhatItIs ||
      describesIt ||
      /\bhow (low|deep|far|high|wide|narrow|close(?! to fail)|fast|slow|heavy|long|many)\b/.test(
        text,
      ) ||
      terms.length <= 4 ||
      !bestTopic ||
      !isConfident(bestTopic, terms.length) ||
      matchesOnlyNames(bestTopic, exercise));
  // "Would crunches every day help with the belly fat?", "my knee sounds like rice krispies on box
  // squats, is that bad": fat lost from one spot, or a joint's noise, is a topic's answer.
  const aboutTheBody = exercise && !asksHowToDo.test(text) ? bodyTopicOf(text, entities) : null;
  if (aboutTheBody) return frame(text, entities, { ...aboutTheBody, related, exercise });
  // "What weight should I put on the bar for squats today?", "scared to go for a PR on squat":
  // a question about the exercise that does not ask how to move gets its topic.
  const beyond = exercise && !entities.hasPain ? asksBeyondMoving(text) : null;
  const beyondTopic =
    exercise && beyond
      ? topicBeyondMoving(text, beyond, exercise, topicMatches, terms.length)
      : null;
  if (beyondTopic) return withTopic(reading, beyondTopic.intent, beyondTopic);
  if (
    exercise &&
    asksAboutExercise &&
    (asksTechniquePoint ||
      asksWhatItIs ||
      describesIt ||
      !asksAboutMore(text, exercise, bestTopic, terms.length))
  ) {
    return frame(text, entities, { intent: 'exercise-technique', exercise, related });
  }
  // A pain topic needs pain: "hip thrust setup" asks about the exercise, not a sore hip; "is it
  // ok if i only walk? scared of hurting my knee" asks the nearest topic that is not about pain.
  if (exercise && !entities.hasPain && top?.intent === 'injury') {
    const painless = topicMatches.find(
      (match) =>
        match.intent !== 'injury' &&
        isConfident(match, terms.length) &&
        !matchesOnlyNames(match, exercise, 'matched'),
    );
    if (painless && !asksAboutExercise) return withTopic(reading, painless.intent, painless);
    return frame(text, entities, { intent: 'exercise-technique', exercise, related });
  }
  // Without pain, an injury or a condition named (a word only injury topics use: "shin splints",
  // "tennis elbow"), an injury topic is a near miss: "how long does it take to build muscle" is
  // not the pulled-muscle topic's "how long does it take to heal", nor "is a treadmill as good as
  // running outside" the runner's knee topic.
  if (
    !entities.hasPain &&
    top?.intent === 'injury' &&
    !injuryWords.test(text) &&
    !top.keyTerms.some((term) => injuryOnlyTerms().has(term))
  ) {
    const painless = topicMatches.find(
      (match) => match.intent !== 'injury' && isConfident(match, terms.length),
    );
    if (painless) return withTopic(reading, painless.intent, painless);
  }
  // "Massive head rush and nearly passed out after a heavy set of squats": the near-faint is what
  // a health topic answers, whatever lift it came after.
  if (nearFaint.test(text) && top?.intent !== 'health') {
    const faint =
      topicMatches.find((match) => match.topic?.id === 'dizziness') ??
      topicMatches.find((match) => match.intent === 'health' && isConfident(match, terms.length));
    if (faint) return withTopic(reading, 'health', faint);
  }
  // Not words that only look like the knowledge base's, none of them its own ("which plug adapter
  // for japan" and the keto-adapted topic), with nothing else of fitness said.
  const farFetched =
    bestTopic !== undefined &&
    bestTopic.exact === false &&
    !hasDomainSignal(entities, exercise) &&
    !domainWords.test(text);
  if (top && !farFetched && isConfident(top, terms.length) && top.intent !== 'out-of-scope') {
    if (top.topic) return withTopic(reading, top.intent, top);
    if (top.intent === 'workout-request' && !asksWhatToEat) {
      return frame(text, entities, { intent: 'workout-request', session: sessionOf(entities) });
    }
    return frame(text, entities, { intent: top.intent, exercise });
  }
  if (bestTopic && !farFetched && isConfident(bestTopic, terms.length))
    return withTopic(reading, bestTopic.intent);
  // Something of the message is in the knowledge base: answer the nearest topic rather than refuse.
  if (
    bestTopic &&
    !farFetched &&
    (bestTopic.keyTerms.length > 0 || hasDomainSignal(entities, exercise))
  ) {
    return withTopic(reading, bestTopic.intent);
  }
  // "5'10 and 150lbs, pretty skinny, want to get to 170 lbs": a body told in numbers is the
  // coach's, answered by the nearest topic a word of the message keys.
  if (
    /\b\d{2,3}(\.\d)? ?(lbs?|pounds|kg|kgs|kilos?|st|stone)\b|\b\d' ?\d{1,2}\b|\b\d ?(ft|feet)\b/.test(
      text,
    )
  ) {
    const keyed = topicMatches.find((match) => match.keyTerms.length > 0);
    if (keyed) return withTopic(reading, keyed.intent, keyed);
  }
  const subject = subjectTopic(text, matches);
  if (subject) return frame(text, entities, { intent: subject.intent, topic: subject, related });
  if (hasDomainSignal(entities, exercise)) return frame(text, entities, { intent: 'training' });
  return frame(text, entities, { intent: 'out-of-scope' });
}
