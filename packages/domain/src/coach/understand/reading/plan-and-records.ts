import { findTopic, searchKnowledge } from '../../knowledge/knowledge-index';
import { findFood } from '../../tools/food-facts';
import { isConfident } from '../exercise-or-topic';
import {
  asksOpinion,
  howToPattern,
  ownDataPattern,
  comparesOwnWeight,
  ownPlanPattern,
} from '../message-patterns';
import { hasDomainSignal } from '../scope';
import { sessionOf } from '../session-of';
import {
  askedOwnData,
  asksAboutReported,
  asksPlanDays,
  asksOwnTargets,
  asksAboutMe,
  fearsLosing,
  asksWhyScaleMoved,
} from '../own-data-question';
import type { CoachFrame } from '../understand-message';
import { frame, withTopic, type MessageReading } from './message-reading';
import type { AskShape } from './ask-shape';
import { asksJudgement, toldFeeling, toldHabitOnly } from './shared-patterns';

// What a part of the app does: its check-ins, scores, camera or alerts, asked of the feature.
const asksWhatFeatureDoes =
  /\b(does|do|will|would|is|are|how does|how do|what does|what do) (the|this|that|these|those|your|my|a) (weekly |daily |progress )?(check[- ]?ins?|form scores?|streaks?|camera|ai toggle|tracking|pose tracking|alerts?|notifications?|bell|badges?|achievements?)( thing| feature| button| bit| part)? (actually |even |really |ever )?(change|changes|do|does|affect\w*|work|works|matter|count|mean|adapt\w*|adjust\w*)\b/;

/**
 * The user's plan and records, read after the named subjects: a far-from-fitness example, moving a
 * session, where a thing is in the app, the plan, the user's own data and targets, the tracked
 * form's warnings, and minutes stated as a request.
 */
export function readPlanOrRecords(reading: MessageReading, shape: AskShape): CoachFrame | null {
  const {
    text,
    entities,
    exercise,
    terms,
    asksNutrients,
    deepMatches,
    matches,
    topicMatches,
    related,
  } = reading;
  const { asksToDo, asksAdvice, asksCueOf, sleepHours, lean, asksMeaning } = shape;
  // Looked for further down than the topics: a message of one common word ("stop") matches many
  // topics, which must not push its far-from-fitness example out of sight.
  const declined = deepMatches.find((match) => match.intent === 'out-of-scope');
  // The in-domain match that shares the most words with the message ("rate my form" shares one
  // with "mortgage interest rates" but two with the form-feedback example).
  const inDomainTerms = Math.max(
    0,
    ...matches
      .filter((match) => match.intent !== 'out-of-scope')
      .map((match) => match.matchedTerms.length),
  );
  if (
    declined &&
    declined.matchedTerms.length > 0 &&
    declined.matchedTerms.length >= inDomainTerms &&
    !hasDomainSignal(entities, exercise) &&
    // "Is creatine worth it for football?" shares 'football' with a score question, but asks
    // about a supplement.
    !/\b(creatine|whey|protein|supplements?|pre-?workout|electrolytes?|calories|diet)\b/.test(
      text,
    ) &&
    // "What's the one thing I should fix?" shares 'fix' with an errand, but asks about the user's
    // own training; "first time opening this, whats on today" asks for the day's plan.
    askedOwnData(text) === null &&
    !/\bwhat'?s on (for )?(today|tonight|tomorrow)\b/.test(text)
  ) {
    return frame(text, entities, { intent: 'out-of-scope' });
  }
  // "Can I move today's workout to tomorrow?", "I missed Monday, can I do it today?": when to
  // train the plan's sessions, not what they hold.
  // "Swap today's workout for something 20 min" asks for a new session, not when to train.
  const swapsForNew =
    /\b(swap|switch|change|replace)\b[^.?!]{0,30}\b(workouts?|sessions?|training)\b (for|with|into) (something|some|a|an|\d)\b/.test(
      text,
    );
  // "Switch ur whole workout every week or the muscles adapt": changing the programme, not a day.
  const changesProgramme =
    /\b(muscle confusion|(switch|swap|chang|mix)\w* (it |things |everything )?(up )?(\w+ ){0,2}(workouts?|routines?|program\w*|exercises|splits?)( up)? (every|each|once a) (week|month|few weeks|session))\b/.test(
      text,
    );
  const movesSession =
    !swapsForNew &&
    !changesProgramme &&
    /\b(move|moving|reschedul\w*|shift|postpone|push back|swap|switch)\b.{0,25}\b(workouts?|sessions?|training|leg day|(it|that) (to|till|until))\b|\b(move|moving|shift|shifting|push|pushing|bump|bumping|swap|switch)\b[^.?!]{0,30}\b(to|till|until) (tomorrow|tmrw|tonight|later|another day|the weekend|next week|(mon|tues|wednes|thurs|fri|satur|sun)day)\b|\bmissed\b.{0,30}\b(do|make) (it|that)( up)?\b|\b(catch up|double up)\b.{0,20}\b(workouts?|sessions?|training)\b|\bdo (tomorrow'?s|today'?s|yesterday'?s|\w+day'?s|the next|next) (workout|session|training|leg day)\b[^.?!]{0,15}\b(today|tomorrow|instead|now)\b/.test(
      text,
    );
  const moving = movesSession
    ? findTopic('moving-a-workout')
    : /\b(more|extra|additional) (than|on top of) (my|the) (plan|program\w*)\b|\badd (extra|more) (workouts|sessions|training)\b/.test(
          text,
        )
      ? findTopic('doing-more-than-the-plan')
      : null;
  if (moving && !entities.hasPain) {
    return frame(text, entities, { intent: 'training', topic: moving, related });
  }
  // "Where do I see my form history?", "where's the calendar?": where it is in the app, when an
  // app topic answers it, before the records themselves.
  const appTopic = topicMatches.find((match) => match.topic?.id.startsWith('app-'));
  if (
    /\bwhere (do|can|should) i (see|find|view|check|look|get to|open|put|place|stand|set up|position)\b|\bwhere('?s| is| are)\b|\bwho (can|could|will) (see|view|access)\b|\bhow (do|can) i (tell|let) (the app|you)\b/.test(
      text,
    ) &&
    appTopic &&
    appTopic === topicMatches[0] &&
    !entities.hasPain
  ) {
    return withTopic(reading, 'training', appTopic);
  }
  // "Do I have a plan?", "I don't have a plan yet, how do I get one?": the plan, or how to get it.
  if (
    /\b(do i have|i (don'?t|do not) have|i have no|how (do|can) i (get|make|create|generate)|where('?s| is)|(create|make|build|generate|design)( me)?) (a |an |my |any )?(new )?(workout |training |weekly )?(plan|program\w*)( yet)?\b/.test(
      text,
    ) &&
    !entities.hasPain
  ) {
    return frame(text, entities, { intent: 'workout-plan' });
  }
  // "What do you know about me?": the user's own data, whatever the words search to.
  if (asksAboutMe.test(text) && !asksAdvice) return frame(text, entities, { intent: 'progress' });
  // "Quick one between shifts, whats my calorie target again": the plan's food targets, whatever
  // the words around them search to.
  if (asksOwnTargets.test(text) && !entities.hasPain) {
    // "Whats my calorie target": how many calories one needs, whichever topic the words search to.
    const food =
      (/\b(calori\w*|kcal)\b/.test(text) && !/\b(protein|macros?|carbs?|fat)\b/.test(text)
        ? findTopic('maintenance-calories')
        : null) ??
      searchKnowledge(text, 1, 'nutrition')[0]?.topic ??
      findTopic('what-are-macros');
    return frame(text, entities, { intent: 'nutrition', topic: food, related });
  }
  // "Got a high severity warning in the app, what did i do": the tracked form's alerts say.
  const appWarning =
    /\b(warnings?|alerts?|flag(ged|s)?)\b[^.?!]{0,30}\b(app|safety|camera)\b|\b(app|safety|camera)\b[^.?!]{0,30}\b(warnings?|alerts?|flagged)\b/.test(
      text,
    ) && !/\bwhere\b/.test(text);
  if (appWarning && !entities.hasPain) return frame(text, entities, { intent: 'form-feedback' });
  // "How do u squat properly?? never done one with weight": how to do it, not the records; "does
  // the weekly check in thing actually change my exercises": how the app works, not the records.
  const asked =
    (asksToDo && !asksPlanDays(text)) ||
    asksWhatFeatureDoes.test(text) ||
    (exercise !== null &&
      /\bhow (do|to|should|can) (i |you |u )?\w+( it| them| this| that)? (properly|correctly|right|safely)\b|\bhow (do|to|should|can) (i |you |u )(do|perform)\b/.test(
        text,
      ))
      ? null
      : askedOwnData(text);
  // "My worse lift form-wise, squat or deadlift?": every tracked lift, to weigh them.
  const weighsLifts =
    asked === 'form-feedback' &&
    /\b(or|vs\.?|versus)\b/.test(text) &&
    /\b(worse|worst|better|best|weak\w*|strong\w*)\b/.test(text);
  // "Incline push-ups in my plan: what do I put my hands on at home, and how high?": a set-up
  // detail of an exercise the plan holds is the exercise's cue, not a readout of the plan.
  const cueOfPlanned = asked === 'workout-plan' && asksCueOf;
  if (asked && !entities.hasPain && !cueOfPlanned)
    return frame(text, entities, { intent: asked, exercise: weighsLifts ? null : exercise });
  // The user's own data ("my progress", "how am i doing") beats general advice on the subject.
  const ownData = asksWhyScaleMoved(text)
    ? undefined
    : matches.find(
        (match) =>
          (match.intent === 'progress' || match.intent === 'workout-plan') &&
          isConfident(match, terms.length),
      );
  // Minutes stated in a request ("lunch break at work, 20 mins, nothing too sweaty"): a session,
  // whatever else the words lean to; not a question, nor a report of what was done.
  const statesRequest =
    !sleepHours &&
    /\d|hour|minute|mins?\b/.test(text) &&
    entities.minutes !== null &&
    !/\?|^(how|what|what'?s|whats|why|when|which|should|is|are|does|do|can|could|will|would)\b|\b(should|can|could|do|does|is|are|will|would|shall|am) (i|you|it|we|u)\b/.test(
      text,
    ) &&
    // "...most days. is 15 min every day better or 30 min 3x a week": a later sentence that asks,
    // or a comparison.
    !/[.!;]\s*(is|are|should|can|could|do|does|how|what|which|would|will)\b|\bbetter\b[^.?!]*\bor\b|\bor\b[^.?!]*\bbetter\b/.test(
      text,
    ) &&
    !/\b(sleep\w*|slept|nap\w*|ago|since|for the (last|past))\b/.test(text) &&
    // "2-3 min seems crazy long, my gym mate says 30 sec": minutes judged or reported.
    !/\b(seems?|sounds?|makes? (no )?sense|reckons?)\b|\b(says|said|told me)\b[^.?!]{0,20}\d/.test(
      text,
    ) &&
    !/\b(i|we) (ran|did|walked|cycled|swam|trained|finished|completed|went|jogged|lifted|spent)\b|\b(took|lasted)\b|\b(is|was|are) (that|this|it) (even |really |actually )?(enough|ok|okay|good|bad|normal|too)\b/.test(
      text,
    ) &&
    !ownPlanPattern.test(text) &&
    findFood(text) === null &&
    !/\b(eat|eating|food|meal|snack|drink)\b/.test(text) &&
    !asksOpinion.test(text) &&
    !asksJudgement.test(text) &&
    !toldHabitOnly(text) &&
    !toldFeeling.test(text);
  if (statesRequest) {
    return frame(text, entities, { intent: 'workout-request', session: sessionOf(entities) });
  }
  // "Scale says im heavier than last month... is that bad": the records say how far it really
  // moved, with how to read the scale.
  if (comparesOwnWeight.test(text) && !entities.hasPain && !entities.isMedical)
    return frame(text, entities, { intent: 'progress', exercise });
  if (
    !asksMeaning &&
    ownData &&
    !asksAdvice &&
    !asksAboutReported.test(text) &&
    (ownPlanPattern.test(text) ||
      (ownDataPattern.test(text) && !fearsLosing.test(text)) ||
      /\b(am i|have i|did i)\b/.test(text) ||
      ownData.intent === 'form-feedback') &&
    !(asksNutrients && ownData.intent === 'workout-plan') &&
    !entities.hasPain &&
    !lean &&
    !(exercise && howToPattern.test(text)) &&
    !asksCueOf
  ) {
    return frame(text, entities, { intent: ownData.intent, exercise });
  }
  return null;
}
