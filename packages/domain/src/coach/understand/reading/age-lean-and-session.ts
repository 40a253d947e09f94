import { findTopic } from '../../knowledge/knowledge-index';
import { isRareTerm } from '../../knowledge/term-statistics';
import type { KnowledgeTopic } from '../../knowledge/topics';
import { contentTerms, stemWord } from '../../language/tokenize';
import { isConfident } from '../exercise-or-topic';
import {
  askPattern,
  asksSpotReduction,
  asksHowToDo,
  howToPattern,
  judgesOwnLift,
  ownDataPattern,
  ownDataWords,
  toldWhenTheyTrain,
  ownFormPattern,
  ownPlanPattern,
  requestVerb,
  workoutNoun,
} from '../message-patterns';
import { sessionOf } from '../session-of';
import { aboutTheLift, saysLiftStalls, stickingPoint } from '../lift-weak-point';
import {
  asksAboutReported,
  statesOwnChange,
  asksTrackedForm,
  fearsLosing,
} from '../own-data-question';
import type { CoachFrame } from '../understand-message';
import { frame, withTopic, type MessageReading } from './message-reading';
import type { AskShape } from './ask-shape';

// Words that say an age, not what is asked about at it.
// Words that say an age, or that any question about training at an age is made of ("how many
// days a week", "build muscle"), not what else is asked about at it.
const ageTerms = new Set(
  [
    'age old older elderly senior year years aged teen teenager young',
    'howmany howmuch how many much often day days week weeks time times long',
    'build muscle muscles strength strong lift lifting weight weights train training exercise',
    'workout gym fit fitness start',
  ]
    .join(' ')
    .split(' ')
    .map(stemWord),
);

/** The stemmed words of a topic's title, questions and keywords. */
function topicWords(topic: KnowledgeTopic | null): ReadonlySet<string> {
  return new Set(
    topic ? contentTerms([topic.title, ...topic.questions, ...topic.keywords].join(' ')) : [],
  );
}

/**
 * An age said, the lean of the message's words, a lift that stalls, a session wanted, and the
 * user's own records and tracked form.
 */
export function readAgeLeanOrSession(reading: MessageReading, shape: AskShape): CoachFrame | null {
  const { text, entities, exercise, terms, top, topicMatches, related, bestTopic } = reading;
  const {
    lean,
    explicitMinutes,
    asksQuestion,
    asksForNewSession,
    asksAdvice,
    asksFatLoss,
    asksWhatToEat,
  } = shape;
  // An age said ("at 63", "i'm 15") asks about training at that age, unless it is a feeling.
  const isYoung = entities.age !== null && entities.age < 18;
  // A question of its own beside the age ("at 63, how much protein?", "I'm 63, walk me through
  // clamshells") is answered by its topic or how-to, with the age in mind.
  const ageTopicId = isYoung ? 'teens-lifting' : 'older-adults-lifting';
  const ageTopicWords = topicWords(findTopic(ageTopicId));
  const asksBesideAge =
    (exercise !== null && howToPattern.test(text)) ||
    (bestTopic !== undefined &&
      bestTopic.topic?.id !== ageTopicId &&
      isConfident(bestTopic, terms.length) &&
      bestTopic.keyTerms.some((term) => !ageTerms.has(term) && !ageTopicWords.has(term)));
  if (
    !entities.isMedical &&
    entities.age !== null &&
    (entities.age >= 50 || isYoung) &&
    !asksBesideAge
  ) {
    if (lean?.intent === 'motivation') return withTopic(reading, 'motivation', lean);
    const ageTopic = findTopic(ageTopicId);
    if (ageTopic) return frame(text, entities, { intent: 'health', topic: ageTopic, related });
  }
  // "What warm-up routine would you recommend before heavy squats?" asks how to warm up for
  // something else; a warm-up of so many minutes is a session to compose.
  const asksWarmUpFor =
    !explicitMinutes && /\bwarm[- ]?ups?\b.{0,40}\b(before|prior to|ahead of|for)\b/.test(text);
  const asksSession =
    requestVerb.test(text) && (workoutNoun.test(text) || explicitMinutes) && !asksWarmUpFor;
  // A topic that matches much more of the message than the lean's ("morning before breakfast or
  // evening after work?" is about when to train, though it names breakfast) answers instead.
  const outweighsLean =
    lean !== null &&
    !asksSession &&
    top?.topic != null &&
    top.intent !== lean.intent &&
    top.matchedTerms.length >= lean.matchedTerms.length + 2 &&
    top.score >= lean.score * 1.5;
  if (outweighsLean && top) return withTopic(reading, top.intent, top);
  // "My deadlift is stuck at 120 kg, losing the will": a lift that stopped progressing is a
  // plateau, whatever the feelings about it, and not a how-to.
  const plateau = findTopic('strength-plateau');
  // "Deadlift stalls just below the knee", "squat gets stuck out of the hole": where in the rep it
  // fails names a sticking point, which its own topic answers.
  const stuckAt = stickingPoint.test(text) ? topicMatches.find(aboutTheLift) : undefined;
  if (exercise && saysLiftStalls(text) && stuckAt && !entities.hasPain)
    return withTopic(reading, 'training', stuckAt);
  if (exercise && plateau && saysLiftStalls(text) && !entities.hasPain) {
    return frame(text, entities, { intent: 'training', topic: plateau, related, exercise });
  }
  // "Back after 6 months off... how deep am I supposed to go?" asks how to do the exercise,
  // whatever the feelings around it.
  const asksExerciseTechnique =
    exercise !== null &&
    (asksHowToDo.test(text) ||
      /\bhow (deep|low|far|wide|narrow|high) (am i|should i|do i|to)\b/.test(text));
  // "Calf raises pointless?", "are lunges even worth it": a judgement of the exercise, which its
  // how-to answers (what it trains and how to make it count), not a feeling about training.
  const judgesExerciseWorth =
    exercise !== null &&
    lean?.intent === 'motivation' &&
    /\b(pointless|useless|a waste( of time)?|worth (it|doing)|overrated|do anything|even work|bro science)\b/.test(
      text,
    ) &&
    terms.length <= 6;
  // "Dad had his hip replaced... what can he do at home? he's bored out of his mind": a health or
  // injury topic that names the subject in its own key words far outscores the feeling told
  // beside it.
  // So does "ramadan starts next wk, should i still do my workouts, when to train": the topic
  // named by a word few topics use, far above a comeback read into "starts ... the whole month".
  const leanOutscored =
    lean !== null &&
    lean.score > 0 &&
    lean.intent === 'motivation' &&
    top?.topic != null &&
    top.keyTerms.length >= 3 &&
    top.score > lean.score * 1.8 &&
    (top.intent === 'injury' ||
      top.intent === 'health' ||
      top.keyTerms.some((term) => isRareTerm(term)));
  if (
    lean &&
    !leanOutscored &&
    !asksSession &&
    !asksExerciseTechnique &&
    !judgesExerciseWorth &&
    !(exercise && howToPattern.test(text) && lean.intent !== 'motivation')
  ) {
    return withTopic(reading, lean.intent, lean);
  }
  if (explicitMinutes && !asksQuestion && (!ownPlanPattern.test(text) || asksForNewSession)) {
    return frame(text, entities, { intent: 'workout-request', session: sessionOf(entities) });
  }
  if (asksTrackedForm(text) || (judgesOwnLift.test(text) && !entities.hasPain)) {
    return frame(text, entities, { intent: 'form-feedback', exercise });
  }
  if (
    ownDataPattern.test(text) &&
    !fearsLosing.test(text) &&
    !asksAdvice &&
    !asksAboutReported.test(text) &&
    !statesOwnChange.test(text) &&
    ownDataWords.test(text) &&
    // "What am I meant to be doing today?": the plan's day, below.
    !(ownPlanPattern.test(text) && askPattern.test(text)) &&
    // "Should I weigh myself every day?", "when am I supposed to go up in weight?": advice, not
    // the records.
    !/\b(should|shud|how often|is it (ok|okay|bad|good|better)|(am i|are we|do i) (supposed|meant|ought|expected) to)\b/.test(
      text,
    ) &&
    !/\bhow (do|can|should|to) i\b/.test(text) &&
    !(exercise && howToPattern.test(text)) &&
    // "...will my belly fat go away? thats where all my weight sits": spot reduction asked.
    !asksSpotReduction.test(text)
  ) {
    return frame(text, entities, { intent: 'progress', exercise });
  }
  // "Make me a full body session for tomorrow" asks for a new session; "my session for tomorrow"
  // is the plan's.
  const wantsSession =
    !asksWarmUpFor &&
    // "What exercises burn belly fat?": the fat-loss answer, unless a time says it is a session.
    !(asksFatLoss && !explicitMinutes) &&
    !/\b(when|what time)('?s| is| are| should| do| would| can)\b/.test(text) &&
    !asksWhatToEat &&
    // "I keep skipping workouts after work": the habit, not a request for a session.
    !/\b(skip(ping|ped|s)?|miss(ing|ed|es)?|putting off|put off|avoid(ing)?|bail(ing|ed)? on) (my |the |all my )?(workouts?|sessions?|training|gym)\b/.test(
      text,
    ) &&
    (!ownPlanPattern.test(text) || asksForNewSession) &&
    // "I live upstairs in a flat and i work out at 6am": when and where they train, told.
    !(toldWhenTheyTrain.test(text) && !requestVerb.test(text) && entities.minutes === null) &&
    // "How long should I leave between my band workouts?" asks about sessions, not for one.
    !(asksQuestion && !requestVerb.test(text)) &&
    !/\b(plan|program+e?|split|schedule)\b/.test(text) &&
    ((workoutNoun.test(text) &&
      (requestVerb.test(text) ||
        entities.minutes !== null ||
        entities.place !== null ||
        entities.equipment !== null ||
        entities.lowImpact ||
        // "leg workout pls", "quick core routine": a kind of session named, nothing asked.
        (['upper', 'lower', 'core', 'full'].includes(entities.focus ?? '') &&
          terms.length <= 4 &&
          !asksQuestion &&
          !/\?|\b(or|vs|versus|better|best)\b/.test(text)))) ||
      // "What can I do in my room for half an hour?": something to do for a stated time.
      (requestVerb.test(text) && explicitMinutes) ||
      (top?.intent === 'workout-request' && isConfident(top, terms.length)));
  // "Recommend some exercises to improve my posture": exercises for a purpose a topic answers are
  // that topic, not a composed session, unless a time, place or equipment says it is a session.
  // A topic answers the message, and no time or place of its own says it is a session.
  const topicAnswers =
    entities.minutes === null &&
    entities.place === null &&
    bestTopic !== undefined &&
    isConfident(bestTopic, terms.length) &&
    bestTopic.keyTerms.length > 0;
  const asksExercisesForTopic =
    topicAnswers &&
    /\b(exercises|excercises|moves|stretches)\b/.test(text) &&
    !/\b(workouts?|work ?out|session|routine|circuit|wod|hiit)\b/.test(text) &&
    entities.equipment === null;
  // "Best workout for cyclists off the bike": which training suits them, a topic's answer.
  const asksBestFor =
    topicAnswers &&
    /\b(best|good|right|ideal|recommended)\b[^.?!]{0,12}\b(workouts?|exercises?|training|routine|program\w*|gym work)\b[^.?!]{0,10}\bfor\b/.test(
      text,
    ) &&
    entities.focus === null &&
    // "Off the bike" names the sport, not kit to train with.
    (entities.equipment ?? []).every((item) => /bike/i.test(item)) &&
    bestTopic?.intent !== 'injury';
  if (
    wantsSession &&
    !asksExercisesForTopic &&
    !asksBestFor &&
    !(exercise && howToPattern.test(text) && !workoutNoun.test(text))
  ) {
    return frame(text, entities, { intent: 'workout-request', session: sessionOf(entities) });
  }
  // "Don't want to lose my deadlift progress on a cut": a worry about keeping it, not the scores.
  const fearsLosingLift =
    /\b(lose|losing|keep|keeping|protect\w*|maintain\w*|hold on to) my\b/.test(text);
  if (
    (ownFormPattern.test(text) && !fearsLosingLift) ||
    (top?.intent === 'form-feedback' && isConfident(top, terms.length))
  ) {
    return frame(text, entities, { intent: 'form-feedback', exercise });
  }
  return null;
}
