import { findTopic, type KnowledgeMatch } from '../../knowledge/knowledge-index';
import { isRareTerm } from '../../knowledge/term-statistics';
import { contentTerms, stemWord } from '../../language/tokenize';
import { findMuscleAsked, type MuscleAsked } from '../../tools/exercises-for-muscle';
import { asksAboutFood, findFood, isNamedTheSubject } from '../../tools/food-facts';
import { findAskedSupplement } from '../../tools/supplement-facts';
import { asksTechniqueCue, isConfident } from '../exercise-or-topic';
import { kitPressesOnBody, requestVerb } from '../message-patterns';
import { aboutTheLift, weakPhase } from '../lift-weak-point';
import { asksWhichOfTwo, comparisonTitle, twoSides } from '../which-of-two';
import { askedOwnData, asksTrackedForm } from '../own-data-question';
import type { CoachFrame } from '../understand-message';
import { frame, withTopic, type MessageReading } from './message-reading';

/** Whether a topic's title names a food or supplement (by its stemmed words). */
function isTopicAbout(match: KnowledgeMatch, alias: string, text = ''): boolean {
  const about = new Set(contentTerms(match.topic?.title ?? ''));
  const keywords = new Set(match.topic?.keywords.flatMap((keyword) => contentTerms(keyword)) ?? []);
  const words = alias.split(' ').map((word) => stemWord(word));
  // "Does beer kill gains?": a topic keyed on beer (alcohol and recovery) is about it too.
  return (
    words.every((word) => about.has(word)) ||
    // Not for a choice between foods ("rice or potatoes"), which the food table compares.
    (match.keyTerms.length >= 2 &&
      !/\b\w+ or \w+/.test(text) &&
      words.every((word) => keywords.has(word)))
  );
}

// "Good chest workout?", "what should I do on back day": a muscle's session asked about, not
// what to eat before it or where cardio goes around it.
const muscleDayAsks = [
  /\b(?:good|best|ideal|solid|decent|great) (chest|back|legs?|arms?|shoulders?|glutes?|biceps|triceps)(?: day)? (?:workouts?|routines?)\b/,
  /\bwhat (?:should|do|can|shall) i do (?:on|for) (?:my |a )?((?:chest|back|legs?|arms?|shoulders?|glutes?)(?: (?:and|&|\+) (?:chest|back|legs?|arms?|shoulders?|glutes?))?)(?: day)?\b/,
];

/** The muscle whose day or workout a message asks what to do for (not a request to compose one). */
function muscleDayAsked(text: string): MuscleAsked | null {
  if (requestVerb.test(text)) return null;
  const named = muscleDayAsks.map((pattern) => pattern.exec(text)).find((found) => found !== null);
  return named ? findMuscleAsked(`${named[1] ?? ''} exercises`) : null;
}

// Says the writer cannot or will not cook.
const cannotCook =
  /\b(can'?t|cannot|can not|don'?t know how to|never|hate( to)?|too lazy to|can'?t be bothered( to)?) cook(ing)?\b|\bno (time|energy) (to|for) cook(ing)?\b/;

// "Back" as where one returns to ("build back up to", "get back into"), not the muscles.
// "Back to the gym", "first time back??", "now im back": a return, not the muscle.
const backAsAdverb =
  /(?<!\b(my|the|your|for|upper|lower|mid|his|her|strong|bad|weak|sore) )\bback (up|to|into|in|on|from|after|again)\b|\b(build|building|get|getting|gain|gaining|win|winning|put|putting) back (some|a bit|a little|the|my|what|lost|muscle|strength|fitness)\b|\b(time|week|day|session|month|year|first|i'?m|im|i am|be|been|getting|coming|came|come|going|went|get|got|welcome) back\b(?! (muscles?|exercises?|day|workouts?|moves?|pain|ache\w*|hurt\w*|is|was|has|feels?))/;
const backMuscleWords = /\b(back (muscles?|exercises?|day|workouts?)|lats?|upper back)\b/;

// An answer that says which exercises to do.
const namesExercises =
  /\b(squats?|lunges?|rows?|pull-ups?|chin-ups?|deadlifts?|presses|step-ups?|carries|planks?)\b/gi;

/**
 * The training topic written about what a muscle is trained for ("arms for climbing", "legs for
 * skiing"): a match whose title or keywords hold a word the message names after "for" that is not
 * a muscle and whose answer names exercises; null when none.
 */
function topicForPurpose(
  text: string,
  topicMatches: readonly KnowledgeMatch[],
): KnowledgeMatch | null {
  // Not "for bigger arms", "for my legs": a muscle, or a word that describes one.
  const purposes = [...text.matchAll(/\bfor (?:my |the |a |an )?([a-z]{4,})( [a-z]+)?/g)]
    .filter(
      ([, word = '', next = '']) =>
        findMuscleAsked(`${word} exercises`) === null &&
        findMuscleAsked(`${next.trim()} exercises`) === null,
    )
    .map(([, word = '']) => stemWord(word));
  if (purposes.length === 0) return null;
  const exercisesNamed = (match: KnowledgeMatch) =>
    (match.topic?.answer.match(namesExercises) ?? []).length;
  // Of the topics about it, the one whose answer names the most exercises ("gym work for
  // cyclists", not "is cycling good cardio").
  const candidates = topicMatches.filter(
    (match) =>
      match.intent === 'training' &&
      match.keyTerms.some((term) => purposes.includes(term)) &&
      exercisesNamed(match) > 0,
  );
  return candidates.reduce<KnowledgeMatch | null>(
    (best, match) => (best && exercisesNamed(best) >= exercisesNamed(match) ? best : match),
    null,
  );
}

// Words of a list of exercises asked for or the kit it is done with, not what the list is for.
const listWords = new Set(
  contentTerms(
    'exercise exercises workout move moves best good barbell dumbbells kettlebells cable smith machine bands band resistance pull-up bar bench foam roller mat treadmill bike rower medicine ball',
  ),
);

/**
 * Of the two best topics, one that matches two words of the message and is keyed by a rare one
 * that names no muscle or kit ("posture", "genetics"); undefined when none.
 */
function topicBeyondMuscle({ terms, topicMatches }: MessageReading): KnowledgeMatch | undefined {
  return topicMatches
    .slice(0, 2)
    .find(
      (match) =>
        isConfident(match, terms.length) &&
        match.matchedTerms.length >= 2 &&
        match.keyTerms.some(
          (term) =>
            isRareTerm(term) &&
            !listWords.has(term) &&
            findMuscleAsked(`${term} exercises`) === null,
        ),
    );
}

/** Whether a message that names a condition asks about training with it. */
export function asksTrainingWithCondition({ text, entities }: MessageReading): boolean {
  // "Low iron, the doctor gave me pills: can I still train?" asks about training with a condition.
  return entities.isMedical && /\b(gym|train\w*|exercis\w*|work ?out|lift\w*)\b/.test(text);
}

/** Asks about losing fat, not a muscle. */
export function asksToLoseFat(text: string): boolean {
  // "What exercises burn belly fat fastest?": fat loss, which no exercise for a muscle spots.
  return /\b(burn\w*|lose|losing|get rid of|shift|reduce|melt)\b[^.?!]{0,20}\b(fat|belly|stomach|tummy|gut|love handles|muffin top)\b|\bflat(ter)? (stomach|belly|tummy)\b|\bbelly fat\b/.test(
    text,
  );
}

// A clause that tells what the user has been doing ("been doing curls literally every day").
const toldDoing =
  /[^.?!]*\b(been doing|i'?ve been doing|ive been doing|i'?ve done|ive done|i'?ve tried|ive tried|i tried|been trying)\b[^.?!]*/g;

/** The muscle whose exercises a message asks for, unless it asks something else of it. */
export function muscleAsked({ text, exercise, aboutInjury }: MessageReading): MuscleAsked | null {
  // Exercises for a muscle, unless the message is about an injury or condition ("diagnosed
  // with shoulder impingement, what exercises should I avoid?").
  // "Which day should legs go so I'm not cooked for the game?": when to train it, not exercises.
  const asksWhichDay = /\b(which|what) days?\b|\bwhen should (i|legs|it)\b/.test(text);
  const asksFatLoss = asksToLoseFat(text);
  // "How do i get bigger arms?? been doing curls every day and nothing": an exercise told as what
  // the user does is the story, the muscle is what is asked.
  const toldOnly = exercise ? text.replace(toldDoing, ' ') : text;
  const muscleNamed =
    aboutInjury || asksWhichDay || asksFatLoss || (exercise && toldOnly === text)
      ? null
      : (findMuscleAsked(toldOnly) ?? (exercise ? null : muscleDayAsked(text)));
  // "Build back up to my old program": back to where one was, not the back muscles.
  return muscleNamed?.label === 'back' && backAsAdverb.test(text) && !backMuscleWords.test(text)
    ? null
    : muscleNamed;
}

/**
 * A subject named, read before the user's plan and records: a choice between two, a weak phase of
 * a lift, kit that presses on the body, a supplement, a muscle's exercises, a sport's training,
 * food that needs no cooking, and a food.
 */
export function readNamedSubject(reading: MessageReading): CoachFrame | null {
  const { text, entities, exercise, terms, topicMatches, related } = reading;
  // "Incline or flat bench for upper chest, which hits it more?", "plank or dead bugs, which is
  // better for my core?": a choice between two, which a topic written as that comparison answers
  // with its verdict, before any how-to of one side or the plan that holds both.
  // Not the user's own records ("whats my worse lift form wise, squat or deadlift?").
  const sides =
    asksWhichOfTwo(text) && askedOwnData(text) === null && !asksTrackedForm(text)
      ? twoSides(text)
      : null;
  const comparison = sides
    ? topicMatches.slice(0, 3).find(
        (match) =>
          match.topic !== null &&
          comparisonTitle.test(match.topic.title) &&
          // Both sides of the choice are what the topic is about.
          match.keyTerms.some((term) => sides[0].includes(term)) &&
          match.keyTerms.some((term) => sides[1].includes(term)) &&
          isConfident(match, terms.length),
      )
    : undefined;
  // With pain said, only a comparison written for it ("bike or treadmill for a bad knee"); not one
  // a technique cue of the exercise named answers ("feet high or low on the leg press").
  const cueAnswers =
    exercise !== null && asksTechniqueCue(text, exercise, { ignoreEveryday: true });
  // "Ramadan starts next wk... when to train, before or after i eat": a topic named by a word few
  // topics use, far above the comparison, answers the choice within it.
  const best = topicMatches[0];
  const comparisonOutscored =
    comparison !== undefined &&
    best !== undefined &&
    best.topic?.id !== comparison.topic?.id &&
    best.score > comparison.score * 1.3 &&
    best.keyTerms.some((term) => isRareTerm(term) && !comparison.keyTerms.includes(term));
  if (
    comparison &&
    !comparisonOutscored &&
    (!entities.hasPain || comparison.intent === 'injury') &&
    !cueAnswers
  )
    return withTopic(reading, comparison.intent, comparison);
  // "My lockout on bench sucks", "close grip bench for lockout?": a weak phase of a lift, which a
  // sticking-point topic answers, not the phase's technique cue.
  const weakAt = weakPhase.test(text) ? topicMatches.find(aboutTheLift) : undefined;
  if (exercise && weakAt && !entities.hasPain) return withTopic(reading, 'training', weakAt);
  if (exercise && kitPressesOnBody.test(text) && asksTechniqueCue(text, exercise)) {
    return {
      ...frame(
        text,
        { ...entities, hasPain: false },
        { intent: 'exercise-technique', exercise, related },
      ),
      followUp: 'cue',
    };
  }
  const supplement = findAskedSupplement(text);
  const asksTraining = asksTrainingWithCondition(reading);
  if (supplement && !entities.hasPain && !exercise && !asksTraining) {
    const aboutIt = topicMatches
      .slice(0, 3)
      .find(
        (match) => isConfident(match, terms.length) && isTopicAbout(match, supplement.alias, text),
      );
    if (aboutIt) return withTopic(reading, aboutIt.intent, aboutIt);
    return frame(text, entities, { intent: 'nutrition', supplement, related });
  }
  const muscle = muscleAsked(reading);
  // "Stronger arms for climbing": exercises for a sport or activity a topic is written about
  // answer better than a list for the muscle; "could you put together 20 minutes to build my legs
  // up for a walking holiday" asks for a session.
  const asksTimedSession = entities.minutes !== null && requestVerb.test(text);
  const sportTopic = muscle && !asksTimedSession ? topicForPurpose(text, topicMatches) : null;
  if (sportTopic) return withTopic(reading, sportTopic.intent, sportTopic);
  // "What exercises would fix my posture? rounded shoulders": a topic the question is about by a
  // word few topics use that is not the muscle's own answers it better than the muscle's list.
  const beyondMuscle = muscle && !asksTimedSession ? topicBeyondMuscle(reading) : undefined;
  if (beyondMuscle) return withTopic(reading, beyondMuscle.intent, beyondMuscle);
  // "Could I have a short exercise routine for my legs please?": a session for the muscle asked
  // for, not a list of its exercises.
  const asksForRoutine =
    /\b(routine|workout|session|circuit)\b/.test(text) && requestVerb.test(text);
  // "Quick arm exercise with dumbbells?": "quick" gives a session's length, but no time was said.
  if (
    muscle &&
    !asksForRoutine &&
    (entities.minutes === null || !/\d|hour|minute|mins?\b/.test(text))
  ) {
    return frame(text, entities, { intent: 'training', muscle, related });
  }
  // "I literally cant cook lol how do i get enough protein": food that needs no cooking, whatever
  // the nutrient asked.
  const noCook = findTopic('no-cook-meals');
  if (
    noCook &&
    cannotCook.test(text) &&
    // Food ideas asked for, not a judgement of what is eaten ("ready meals... is that bad").
    /\bhow (do|can|should|would) i (get|hit|eat|reach|manage)\b|\bwhat (can|should|do|could) i (eat|have|make)\b|\b(ideas?|options?|suggestions?)\b/.test(
      text,
    ) &&
    !entities.isMedical
  )
    return frame(text, entities, { intent: 'nutrition', topic: noCook, related });
  const food = findFood(text);
  // "Peanut butter on a cut?": a food named as the subject, asked about for a diet's phase.
  const asksFoodForPhase =
    food !== null &&
    /\b(on|during|for|while|in) (a |my |the )?(cut|cutting|bulk|bulking|diet|deficit|surplus)\b/.test(
      text,
    ) &&
    isNamedTheSubject(text, food.alias);
  // "Had a massive pizza last night... give me a 20 min workout at home": the food is the story,
  // the session is what is asked.
  const sessionAskedOutright =
    /\b(give|gimme|make|build|write|send|design|create)( me| us)? (a|an|some|one)\b[^.?!]{0,30}\b(workout|session|routine|circuit)\b/.test(
      text,
    );
  if (
    (asksAboutFood(text, food) || asksFoodForPhase) &&
    food &&
    !entities.hasPain &&
    !exercise &&
    !sessionAskedOutright
  ) {
    // A topic written about this food ("is fruit sugar bad?") answers better than its numbers,
    // unless its numbers are what is asked ("how many calories in a bagel").
    const asksNumbers = /\bhow (much|many)\b.{0,12}\b(protein|calori\w*|kcal|carbs?|fat)\b/.test(
      text,
    );
    const aboutIt = asksNumbers
      ? undefined
      : topicMatches
          .slice(0, 3)
          .find(
            (match) => isConfident(match, terms.length) && isTopicAbout(match, food.alias, text),
          );
    if (aboutIt) return withTopic(reading, aboutIt.intent, aboutIt);
    // "I binged on pizza last night and feel awful", "a big roast and two slices of cake, have i
    // undone all my good work": the binge, whatever was eaten.
    const bingeTold =
      /\b(binged?|bingeing|binging|pigged out|overate|overeaten|stuffed my face|ate way too much)\b|\b(undone|undo|wrecked|blown|blew) (all )?(my|the|it|everything|a week|this week|the week)\b/.test(
        text,
      );
    const binge = bingeTold
      ? topicMatches.find((match) => match.topic?.id === 'one-big-meal')
      : undefined;
    if (binge) return withTopic(reading, binge.intent, binge);
    const bigMeal = bingeTold ? findTopic('one-big-meal') : null;
    if (bigMeal) return frame(text, entities, { intent: 'nutrition', topic: bigMeal, related });
    return frame(text, entities, { intent: 'nutrition', food, related });
  }
  return null;
}
