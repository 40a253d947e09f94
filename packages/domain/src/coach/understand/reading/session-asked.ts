import { searchKnowledge, type KnowledgeMatch } from '../../knowledge/knowledge-index';
import { contentTerms } from '../../language/tokenize';
import { asksHowToMove, asksTechniqueCue, isConfident } from '../exercise-or-topic';
import { asksHowToDo, ownPlanPattern, requestVerb, workoutNoun } from '../message-patterns';
import { sessionOf } from '../session-of';
import type { CoachFrame } from '../understand-message';
import { frame, withTopic, type MessageReading } from './message-reading';
import type { AskShape } from './ask-shape';
import { asksFood } from './shared-patterns';

// "What's a dead bug and how do I do it?": what an exercise is and how to do it.
const asksWhatItIsAndHow = /\bwhat('?s| is) an? [\w -]{2,30}\b(and )?how (do|to|should) (i|you)\b/;

// A session asked for as a question ("whats a good workout for the park?").
const asksForOne =
  /^((so|ok|okay|hey|hi)[,!]? )?(what'?s|whats|what is|got|any)( a| an| some)? (good|quick|decent|solid|great|easy|simple|fun|nice|short|gentle)( [a-z-]+){0,2} (workouts?|sessions?|routines?|circuits?)(?=\s*($|[?!.,]|(for|at|in|on|with|i can|i could|to do|that|while|when|using|without)\b))(?!.*\b(for (fat|weight|muscle|strength|toning|abs|beginners?|women|men|over|runners?|cyclists?)|to (lose|burn|build|tone|get))\b)/;

// Felt in one muscle rather than the one meant ("feel it more in my traps than my shoulders").
const feltInWrongPlace =
  /\bfeel(ing)? (it|them|this|that|these|those)? ?((way|much|a lot|so much|mostly|only) )?(more )?in (my|the) [a-z ]{2,20}? ((way |much )?more )?(than|instead of|rather than|not (in )?(my|the)|and not)\b/;

// Pain said outright, not a mild ache or stiffness.
const strongPain =
  /\b(hurt\w*|pain\w*|injur\w*|sprain\w*|strain\w*|tweak\w*|pulled|tore|torn|sharp|stabbing|shooting|swell\w*|swollen|numb\w*|tingl\w*|click\w*|pop\w*|burn\w*|pinch\w*|agony|killing)\b/;
// An injury told as a time in the past ("when i hurt myself", "since i pulled my hamstring").
const pastInjury =
  /\b(when|since|after|before|because) i (hurt|injured|pulled|tore|broke|sprained|strained|tweaked|did) (myself|my \w+)( \w+)?\b|\bi (hurt|injured|pulled|tore|broke|sprained|strained|tweaked) (myself|my \w+)( \w+)? (last (year|month|summer|winter|spring|autumn)|(a few |two |three |\d+ )?(years?|months?) ago|years ago|ages ago|a (long )?while ago)\b/g;

/**
 * The topic of the question a message asks beside pain its story tells only as a mild ache or a
 * past injury: the question clause (the last one with a question mark or a question word) holds no
 * word of pain and a topic other than an injury one matches it confidently; null otherwise.
 */
function questionBesidePain(text: string): KnowledgeMatch | null {
  if (strongPain.test(text.replace(pastInjury, ' '))) return null;
  const clauses = text
    .split(/(?<=\?)|[.!;,\n]+|\b(?:but|so)\b/)
    .filter((clause): clause is string => clause !== undefined)
    .map((clause) => clause.trim())
    .filter((clause) => contentTerms(clause).length > 0);
  if (clauses.length < 2) return null;
  const question = clauses.findLast(
    (clause) =>
      clause.endsWith('?') ||
      /^(what|whats|what's|how|when|should|is|are|can|could|do|does|which|why|will)\b/.test(clause),
  );
  if (!question || /\b(sore\w*|ach\w*|stiff\w*|tight\w*|niggl\w*|grumbl\w*)\b/.test(question))
    return null;
  if (strongPain.test(question)) return null;
  // "...what exercises should I avoid?", "should I still train?", "will squats make it worse?":
  // training with the ache or what helps it, which the pain topics answer; so do tips or form
  // asked beside it ("bench tips? my shoulders feel pinchy at the bottom").
  if (
    /\b(tips?|advice|pointers|cues?|form|technique|swaps?|alternatives?|substitut\w*|replace\w*|still|anyway|skip\w*|rest\w*|mov(e|ing)|avoid\w*|safe\w*|ok|okay|fine|stop\w*|instead|careful|normal|worry\w*|worried|serious|doctor|physio\w*|worse|aggravat\w*|help\w*|heal\w*|fix\w*|recover\w*|exercis\w*|train\w*|work ?outs?|it|that|this|them|they|those|these|wrong|mistakes?|cause\w*|why|keep going|keep \w+ing|carry on)\b/.test(
      question,
    )
  )
    return null;
  const terms = contentTerms(question).length;
  const matches = searchKnowledge(question, 3).filter((match) => match.topic !== null);
  const aboutQuestion = (match: KnowledgeMatch | undefined) =>
    match !== undefined && match.intent !== 'injury' && match.keyTerms.length > 0;
  // The best match answers the question asked alone; a lower one only when confident, and none
  // when the question itself is about an injury ("golfers elbow??").
  if (matches[0]?.intent === 'injury') return null;
  if (aboutQuestion(matches[0])) return matches[0] ?? null;
  return matches.find((match) => aboutQuestion(match) && isConfident(match, terms)) ?? null;
}

/**
 * A session asked for (with pain, a pregnancy or a condition, politely, as a question, or by its
 * minutes); an exercise's how-to beside pain or a condition; a question asked beside a mild ache.
 */
export function readSessionAsked(reading: MessageReading, shape: AskShape): CoachFrame | null {
  const { text, entities, exercise, terms, topicMatches, related } = reading;
  const { explicitMinutes, asksQuestion, asksForNewSession, muscle } = shape;
  // An explicit request for a session is composed, pain or not: the composer leaves out what
  // loads a sore area ("upper body with my bands for 25 minutes, my shoulders feel stiff").
  // "Could you give me a gentle 20 minute workout with my bands?": a request put as a question.
  const asksPolitely =
    /^((hey|hi|hello|ok|okay|so|coach|please|pls)[,!.]? )*(can|could|would|will) (you|u) (please |pls |just |quickly |maybe )?(give|make|build|create|write|design|send|suggest|put together|whip up|throw together|plan|set|find)( me| us)?\b/.test(
      text,
    ) &&
    // "Can u give me something for today, 15 mins": the minutes make "something" a session.
    (workoutNoun.test(text) || (explicitMinutes && /\b(something|anything)\b/.test(text)));
  const requestsSession =
    (!asksQuestion || asksPolitely) &&
    (!ownPlanPattern.test(text) || asksForNewSession) &&
    (explicitMinutes || (requestVerb.test(text) && workoutNoun.test(text)));
  // A session asked with a pregnancy stated ("15 min workout? 24 wks pregnant so nothing flat on
  // my back"): composed with the pregnancy's limits, not answered with the pregnancy topic.
  // So does one with a condition, when it asks in so many words ("could you give me 20 minutes I
  // can do on the mat, my hands are bad with the arthritis"), not a trip's hours ("9 hour flight").
  // "15 min low key workout pls, legs still sore and slept badly": a session asked for, whatever
  // the story around it.
  const asksForSessionPolitely =
    explicitMinutes && workoutNoun.test(text) && /\b(pls|plz|please|pleaseee*)\b/.test(text);
  if (
    requestsSession &&
    (entities.hasPain ||
      entities.pregnant ||
      (entities.isMedical && requestVerb.test(text)) ||
      asksForSessionPolitely ||
      // "Can u give me a gentle 20 min routine with my bands. im 63 and brand new to this".
      (asksPolitely && explicitMinutes))
  ) {
    return frame(text, entities, { intent: 'workout-request', session: sessionOf(entities) });
  }
  // "Whats a good workout for the park?", "whats a good home leg workout": one asked for, with
  // its place, kit and focus; not a kind of workout weighed ("a good workout split") nor a
  // muscle's exercises ("good chest workout?").
  if (asksForOne.test(text) && !exercise && !muscle && !entities.hasPain && !entities.isMedical)
    return frame(text, entities, { intent: 'workout-request', session: sessionOf(entities) });
  // "Treadmill and some dumbbells. 30 mins. what do i do", "15 mins max and a dodgy knee, what can
  // i actually do", "got 20 min lunch break... any ideas?": the minutes said, and what to do in
  // them asked.
  if (
    explicitMinutes &&
    /\bwhat (can|do|should|could|shall) i (actually |even |realistically |possibly )?do\b(?! (about|with (my|the) (diet|food|eating)|for (food|dinner|lunch|breakfast)))|\b(any|some) (ideas|suggestions)\b/.test(
      text,
    ) &&
    !exercise &&
    !entities.isMedical &&
    !asksFood.test(text)
  )
    return frame(text, entities, { intent: 'workout-request', session: sessionOf(entities) });
  // "Is there something I can do sitting down for 10 minutes? My hip is sore from the arthritis":
  // minutes and a position to do them in, a session to compose with the condition's limits.
  if (
    explicitMinutes &&
    /\b(something|anything) (gentle |easy |light |quick |short )?(i|we) (can|could) do\b/.test(
      text,
    ) &&
    (entities.seated || entities.seatedOnly || entities.standingOnly) &&
    !exercise &&
    !asksFood.test(text)
  )
    return frame(text, entities, { intent: 'workout-request', session: sessionOf(entities) });
  // "20 weeks pregnant, how do I do a goblet squat safely?", "bad back (old disc thing), how do I
  // do a bird dog properly?": the how-to, with the condition's caution beside it (the topic).
  if (
    exercise &&
    (entities.hasPain || entities.isMedical) &&
    (asksHowToDo.test(text) || asksHowToMove(text) || asksWhatItIsAndHow.test(text))
  ) {
    const caution = topicMatches.find(
      (match) =>
        (match.intent === 'health' || match.intent === 'injury') &&
        isConfident(match, terms.length),
    );
    return frame(text, entities, {
      intent: 'exercise-technique',
      exercise,
      topic: caution?.topic ?? null,
      related,
    });
  }
  // "When do I deload? 8 weeks of PRs but my elbows are achy", "stopped tracking my food when i
  // hurt myself, what's a sensible deficit": a question of its own, with only a mild ache or a
  // past injury in its story, is answered by the question's topic.
  // "I feel it way more in my lower back than in my hamstrings" on an exercise: where it is felt,
  // which the exercise's technique cue answers, not a pain topic.
  if (exercise && feltInWrongPlace.test(text) && asksTechniqueCue(text, exercise))
    return frame(text, entities, { intent: 'exercise-technique', exercise, related });
  const storyPain = entities.hasPain ? questionBesidePain(text) : null;
  if (storyPain) return withTopic(reading, storyPain.intent, storyPain);
  return null;
}
