import type { SessionRequest } from '../../workouts/compose-session';
import { findTopic, searchKnowledge } from '../knowledge/knowledge-index';
import { isRareTerm } from '../knowledge/term-statistics';
import { topicDetail, type KnowledgeTopic } from '../knowledge/topics';
import { contentTerms, normalizeMessage, stemWord } from '../language/tokenize';
import { correctionOfEarlier } from '../language/self-correction';
import type { ExerciseMatcher } from './exercise-matcher';
import { findVariantWith } from './exercise-variant';
import { withChangedSetting } from './changed-parameter';
import { deniedKit, replaceBodyParts, type MessageEntities } from './extract-entities';
import { asksHowToMove, asksTechniqueCue } from './exercise-or-topic';
import { exercisesCompared } from '../tools/compare-exercises';
import {
  asksForSource,
  asksWhetherToTrain,
  howToPattern,
  kitPressesOnBody,
} from './message-patterns';
import { understandAlone, type CoachFrame, type FollowUp } from './understand-message';
import { readLongMessage, statesOwnDetail } from './told-and-asked';
import { sessionOf } from './session-of';
import { changesTodaysWorkout } from './todays-workout-change';
import {
  bareMinutesSaid,
  carriedLimits,
  itAsks,
  objectsWhy,
  thingAskedAbout,
} from './thread-subjects';
import {
  asksOfRecords,
  asksSessionOrRecords,
  asksToRepeatSession,
  lastSaid,
  pointsBackToTopic,
  saysItOfBefore,
  tellsMoreOfIt,
  tellsMoreOfTopic,
  withoutThanksBefore,
  withThreadPain,
} from './thread-turns';

// A message in its conversation: follow-ups ("why?", "make it easier", "and for deadlifts?",
// "what about at home?", "swap the lunges") resolve against the previous turn's frame.

// Asks whether to train anyway, after saying something hurts or is sore.
const stillTraining =
  /\b(should i (stop|quit|pause|keep (going|training|running|lifting))|do i (need|have) to (stop|rest|quit)|take (a|some) (break|time off|rest)|should i still|can i still|is it (ok|okay|safe) to|still (train|work ?out|go|lift|run|do|squat|deadlift)|train (legs|through it|anyway)|work ?out anyway|skip (it|today|my workout|the gym|exercis\w*|training|work ?outs?|my (exercises|walks?|session)|the (exercises|workout|session))|push (thr(ough|u)|on)|(run|train|work|lift) (thr(ough|u)) (it|the pain))\b|\b(it'?s|its|it is|that'?s|thats|it was|prob|probably) (prob(ably)? |likely |surely |just )?(nothing|fine|ok|okay|muscular|a pulled muscle)\b|\bnothing (serious|to worry about)\b|\b(just )?(wanna|want to|gonna|going to) (hit|train|lift|do|go to) (bench|legs|the gym|my workout|my session|squats?|deadlifts?|a workout)\b/;

// A condition put on the question before: "what if ...", "and if ...", "even ...", "with(out) ...",
// "what about with/if/on ...", "would evenings be better then", "... with my knee" at its end.
const addsCondition =
  /^((and|but|so|ok|okay),? )*(what if|and if|if|even|with|without|(what|how) about (with|without|if|when|for|on|in|at|during|after|before))\b|^(would|wouldn'?t|will|is|are) [^?]{0,30}\b(better|worse|easier|ok|okay|fine|safer|best)\b[^?]{0,10}\b(then|instead)\s*\??$|\b(with|without) (my|a|an|bad|sore|dodgy|weak) [a-z ]{0,15}\??$/;

// Asks for something to do in place of what was just discussed.
const insteadPattern =
  /\b(instead|alternatives?|swap|substitute|replace|other options?|what else|something else)\b/;

function saysLittleAlone(text: string): boolean {
  return contentTerms(text).length <= 4;
}

// Asks to hear more of the answer just given, or an example of it.
const elaboratePattern =
  /^((ok(ay)?|so|and|but|hmm+|sorry)[,.!]? )*((can|could|would) (you|u) )?(please )?(tell me more|more (detail|details|info\w*)( please| pls)?|elaborate|expand( on (that|it|this))?|explain( (that|it|this))?( (a bit )?(more|again|simpler|more simply|differently|in (plain|simple) (english|words|terms)))?|what do (you|u) mean( by (that|it|this))?|meaning|go on|keep going|how so|like how|in (plain|simple) (english|words|terms)( pls| please)?|eli5|(give|show) (me )?(an? |some )?(examples?|eg)|examples?( please| pls)?|for (example|instance)|such as|like what|what else( (should|could|can) i (do|add|try))?|anything else|any (others?|more)|(and )?others?|more( please| pls)?)[?.! ]*$/;

// A question that asks for a detail of what was just said ("how long?", "is walking enough?").
const detailQuestion =
  /^(how (long|often|many|much|far|fast|heavy|hard|soon|early|late|deep|low|high|wide|close|slow)|when|which( one)?s?|what kind|what type|any (tips|examples|ideas|drills|advice|cues|pointers|tricks)|like what|such as|really|for how long)\b/;
const judgesAdvice =
  /^is (it|that|this|\w+ing) (enough|ok|okay|bad|good|safe|better|fine|worth it)\b/;
// Words a detail question may hold beyond its question words and still ask only for a detail.
const detailFiller = new Set(
  contentTerms(
    'do does one each it that this them should need take last go get usually typically ideally till until times time tho though then roughly about like',
  ),
);
// The units a detail question counts in ("how many times a week", "how many minutes a day").
const detailUnits = new Set(
  contentTerms('day days week weeks minutes mins hours seconds per month'),
);

/**
 * Whether a message asks only for a detail of what was just said ("how long?", "how often should
 * i do one", "is walking enough?", "how long till im back to 5k?" after getting back to 5k), not
 * a question of its own ("how much protein do i need"): its words beyond the question are filler
 * or the previous message's own.
 */
function asksForDetail(text: string, previousText = '', detail = ''): boolean {
  if (judgesAdvice.test(text)) return true;
  const question = detailQuestion.exec(text);
  if (!question) return false;
  const said = new Set(contentTerms(previousText));
  // A unit counts as filler when the detail that answers it is given in it ("2-3 sessions a
  // week"), not when it asks in another ("how much per week" after steps a day).
  const inUnit = new Set(contentTerms(detail).filter((term) => detailUnits.has(term)));
  const rest = contentTerms(text.slice(question[0].length));
  return rest.every((term) => detailFiller.has(term) || said.has(term) || inUnit.has(term));
}

// A number the user reports ("my watch says im only doing about 3000", "i do like 4k").
const reportsNumber = /\b\d[\d,.]*\s?k?\b/;
// A question about how much of something ("how many steps should i do a day").
const asksQuantity = /\bhow (many|much|long|often|far)\b/;

// Says the dose just given is beyond the user ("and if i cant do 30 sec?", "i can't even do 5
// reps", "what if i can't hold it that long", "20 seconds is too much").
const cannotReachDose =
  /\b(can'?t|cannot|can not|unable to|not able to)( even)? (do|manage|hold|last|get|reach|complete|finish|keep)\b[^.?!]{0,20}?\b(\d+|one|single|that long|long enough|full|whole)\b|\b\d+ ?(s|secs?|seconds?|reps?|mins?|minutes?)( is| are|'s)? (too (much|long|hard|many)|impossible)\b/;

function readFollowUp(message: string, entities: MessageEntities): FollowUp {
  // "Ok make it easier pls", "cool, why?": the acknowledgement before a follow-up is not its start.
  const text = message.replace(
    /^((ok(ay)?|alright|right|cool|great|nice|thanks|thx|hmm+|well|yeah|sure)[,!.]?\s+)+(?=\w)/,
    '',
  );
  if (
    /^(why|y|how come|whys|reason|explain( that| why)?|but why|what for|wdym why)\b/.test(text) ||
    objectsWhy.test(text) ||
    asksForSource.test(text)
  )
    return 'why';
  if (/\b(shorter|less time|quicker|only have \d+|fewer minutes)\b/.test(text)) return 'shorter';
  if (/\b(longer|more time|extend it)\b/.test(text)) return 'longer';
  if (
    /^(make (it|them|this|that|these|those)|can you make (it|them)|something|a bit|bit|too)?\s?(easier|simpler|gentler|lighter)|too hard|too difficult/.test(
      text,
    ) ||
    cannotReachDose.test(text) ||
    // "Thats a bit much for me after swimming, can u make it easier".
    /\b(make|making) (it|this|that|them|the (workout|session)) (a bit |a little |slightly |much |way )?(easier|gentler|lighter|simpler)\b|\b(a bit|bit|a little|way too|far too) much for me\b/.test(
      text,
    ) ||
    /\b(easier|simpler|gentler) (version|option|variation|way|one)\b|\blooks? (too |really |quite |a bit |so |very )?(hard|difficult|tough|intense)\b|\btoo (hard|difficult|tough|much) for me\b|(^|[.!?,]\s*|\b(lol|lmao|haha|tbh|ngl|ok|okay|so|but|pls|please|maybe)\s+)(something )?(easier|gentler)\s*\?*$|\b(rather|quite|really|very|bit|so) (difficult|hard)\b|\bcan'?t (do|manage) (it|them|that|one|a single|even one)\b|\bstruggl\w* with (it|them|that)\b|\bcan only (do|manage|hold|last|get)\b|\bonly (manage|last|hold) (about |like |around )?\d|\bmore (easy|light|simple|gentle|soft)\b|\bless (hard|difficult|intense|heavy)\b|\bnot (so|too) (hard|difficult|intense|heavy)\b/.test(
      text,
    )
  )
    return 'easier';
  if (
    /^(make (it|them|this|that|these|those)|can you make (it|them)|something|a bit|bit|too)?\s?(harder|tougher|more intense|more challenging)|too easy|\bmore (hard|difficult|heavy)\b|\bless easy\b/.test(
      text,
    )
  )
    return 'harder';
  if (
    /^(and|what about|how about|what if|ok and|okay and|so what about|also|then|same for|same but|now|instead|but|if)\b/.test(
      text,
    ) ||
    (entities.difficulty !== 0 && text.split(' ').length <= 4) ||
    asksForDetail(text)
  )
    return 'switch';
  return null;
}

const positionLimitFields = [
  'standingOnly',
  'seated',
  'seatedOnly',
  'noLyingOnBack',
  'noLyingFaceDown',
  'noKneeling',
  'noHanging',
] as const;

/** A short message that says only how the body may be placed ("without lying down", "standing only"). */
function statesOnlyPositionLimit(text: string, entities: MessageEntities): boolean {
  return (
    !entities.hasPain &&
    text.split(' ').length <= 8 &&
    positionLimitFields.some((field) => entities[field])
  );
}

/** The entities of the turn before, with the position limits said now added. */
function withPositionLimits(before: MessageEntities, now: MessageEntities): MessageEntities {
  const added = Object.fromEntries(
    positionLimitFields.filter((field) => now[field]).map((field) => [field, true]),
  );
  return { ...before, ...added };
}

// Says the message is on another subject than the one before.
// A short follow-up asking the same food question for a budget or a diet ("cheaper?", "vegan
// ones?", "anything gluten free").
const foodModifier =
  /^(?:(?:and|but|ok|okay|so|any|anything|something|what about|how about|maybe|got any|are there any|is there any|any good) )*(?:a |an |some |any )?(cheaper|cheap|budget|vegan|vegetarian|veggie|plant[- ]based|dairy[- ]free|gluten[- ]free|halal|low[- ]carb|keto)(?: (?:ones?|options?|versions?|ideas?|alternatives?|stuff|meals?|snacks?|food|too|then|please|pls))*\s*\??$/;

// Asks when training can start again ("when can i go back to lifting", "how soon can i run again").
const asksWhenBack =
  /\b(when|how (soon|long)( until| till| before| til)?)\b[^.?!]{0,25}\b(go back|get back|back to|return|start (again|back)|(train|lift|run|exercise|work ?out|play|swim|cycle|squat|deadlift) again|hit the gym)\b/;

const newSubjectSaid =
  /\b(random (q|qu|question)|unrelated( question| q)?|off[- ]topic|different (question|topic|subject)|change of (topic|subject)|totally different|side note|on another note)\b/;

/**
 * "Why does every workout u give me start with the heavy barbell stuff?": a question about how
 * sessions are built, which a training topic answers, not a request for another session.
 */
function askedWhy(text: string, alone: CoachFrame): CoachFrame {
  if (
    alone.intent !== 'workout-request' ||
    alone.entities.minutes !== null ||
    !/^(?:(?:but|so|ok|okay|hey|hmm|quick q(?:uestion)?)[,.]? )*(?:why|how come)\b/.test(text)
  )
    return alone;
  const topic = searchKnowledge(text, 1, 'training')[0]?.topic;
  return topic ? { ...alone, intent: topic.intent, topic, session: null } : alone;
}

/**
 * Understands a message in its conversation: a follow-up ("why?", "make it easier", "and for
 * deadlifts?", "what about at home?") or a short message that says little alone resolves against
 * the previous turn's frame; anything else is understood on its own.
 */
export function understandMessage(
  message: string,
  matcher: ExerciseMatcher,
  previous: CoachFrame | null,
): CoachFrame {
  const said = normalizeMessage(message);
  // The question after thanks, unless it is more small talk ("thank you! do you mind if I come
  // back later?").
  const asked = withoutThanksBefore(said);
  const askedAlone = readLongMessage(asked, matcher);
  const thanksOnly = asked !== said && askedAlone.intent === 'greeting';
  const text = thanksOnly ? said : asked;
  const alone = askedWhy(text, thanksOnly ? readLongMessage(said, matcher) : askedAlone);
  // "What about dead hangs? How do I do them?": a how-to asked in so many words of the exercise it
  // names stands alone.
  if (alone.intent === 'exercise-technique' && alone.exercise && asksHowToMove(text)) return alone;
  const today = changesTodaysWorkout(text, alone, previous, matcher);
  if (today) return today;
  if (
    !previous ||
    previous.intent === 'out-of-scope' ||
    previous.intent === 'greeting' ||
    alone.intent === 'greeting' ||
    // "Ok and what's the capital of Peru?" after protein: a question far from fitness is
    // declined, not read as more of the subject before.
    alone.farFromFitness === true ||
    // "Cool. also can u help me fix my wifi router it keeps dropping": a question far from
    // fitness with a subject of its own, whatever its "it" points at.
    (alone.intent === 'out-of-scope' &&
      /\b(can|could|would) (u|you) (help|fix|tell|recommend|find|write|explain|sort)\b|\bhelp me (fix|with|find|write|choose|sort)\b/.test(
        text,
      ) &&
      contentTerms(text).length >= 5) ||
    // "Random q but whats a good name for a grey cat": a new subject, said to be one.
    newSubjectSaid.test(text)
  )
    return alone;
  // "Should I be worried?", "is that serious?" after a health, injury or recovery answer: that
  // answer's topic, which says when to get checked.
  if (
    previous.topic &&
    (previous.intent === 'health' ||
      previous.intent === 'injury' ||
      previous.intent === 'recovery') &&
    asksIfWorrying.test(text)
  )
    return { ...previous, followUp: 'detail', text };
  // "Actually my knee is kinda achy today, make it easier?", "that was a bit much for my knees,
  // can you make it easier, maybe something sitting down?" after a session: the session again,
  // easier and kinder to the part told, not advice on the knee alone.
  if (
    previous.intent === 'workout-request' &&
    previous.session &&
    alone.entities.bodyParts.length > 0 &&
    (readFollowUp(text, alone.entities) === 'easier' || asksKinderForPart.test(text)) &&
    // "Swap the barbell rows for something easier on my lower back" swaps one exercise (below).
    !alone.exercise &&
    !/\b(swap|switch|replace|instead|sub|substitute|drop|skip|remove|without)\b/.test(text)
  ) {
    const entities = { ...alone.entities, hasPain: true };
    return {
      ...previous,
      session: {
        ...previous.session,
        ...sessionOf(entities),
        difficultyShift: Math.max(-2, (previous.session.difficultyShift ?? 0) - 1),
      },
      followUp: 'easier',
      entities,
      text,
    };
  }
  // "Can u swap something in todays workout, my knee is grumbly | what about the box squats
  // specifically": that exercise with the sore part just told.
  const soreBefore = previous.entities.hasPain ? previous.entities.bodyParts : [];
  if (
    soreBefore.length > 0 &&
    alone.exercise &&
    /^(and|what about|how about|same for|ok and|okay and|and what about|what of)\b/.test(text) &&
    alone.entities.bodyParts.length === 0 &&
    saysLittleAlone(text)
  ) {
    const asked = understandAlone(
      `is the ${alone.exercise.name.toLowerCase()} ok with my sore ${soreBefore.join(' and ')}`,
      matcher,
    );
    if (asked.exercise?.id === alone.exercise.id) return { ...asked, followUp: 'switch', text };
  }
  // "Want to get back into running | how do i build up without getting hurt": how to go about
  // the subject just told, which the two read together answer.
  if (
    previous.topic &&
    asksHowToGoAbout.test(text) &&
    !alone.exercise &&
    !alone.food &&
    !alone.muscle &&
    alone.entities.bodyParts.length === 0 &&
    !alone.entities.hasPain
  ) {
    const together = understandAlone(`${previous.text}. ${text}`, matcher);
    if (together.topic && together.intent !== 'out-of-scope' && together.intent !== 'greeting')
      return { ...together, followUp: 'switch', text };
  }
  // "Is a glass of wine with dinner ok | what about 3 or 4 glasses on a saturday": the amount
  // of the food just asked about.
  const foodBefore = previous.food;
  if (foodBefore && !alone.food && !alone.exercise && servingsSaid.test(text)) {
    const withFood = text.replace(servingsSaid, (said) => `${said} of ${foodBefore.alias}`);
    const asked = understandAlone(withFood, matcher);
    if (asked.food?.food.id === foodBefore.food.id)
      return { ...asked, followUp: 'switch', text: withFood };
  }
  // "My right shoulder feels cranky | can u give me a back session that won't piss it off", "14
  // wks pregnant | ok give me a 30 min dumbbell sesh": the sore part or the pregnancy told just
  // before holds for the session asked now.
  // Not "can i do it again tomorrow too?" after a session, which asks how often (below).
  const repeatsSession = previous.intent === 'workout-request' && asksToRepeatSession.test(text);
  const carried =
    alone.intent === 'workout-request' && !repeatsSession ? carriedLimits(previous, alone) : null;
  if (carried && alone.session)
    return {
      ...alone,
      entities: carried,
      session: { ...alone.session, ...sessionOf(carried) },
    };
  // "Whats a good breakfast for weight loss | cheaper?", "healthy snacks | vegan ones?": the same
  // food question, for a budget or a diet, which its own topic answers.
  const modifier = foodModifier.exec(text)?.[1];
  if (modifier && previous.intent === 'nutrition' && previous.topic) {
    const stems = contentTerms(modifier).map(stemWord);
    const narrower = searchKnowledge(`${previous.topic.title} ${modifier}`, 5, 'nutrition').find(
      (match) =>
        match.topic &&
        match.topic.id !== previous.topic?.id &&
        stems.some((stem) => match.matchedTerms.includes(stem)),
    );
    if (narrower?.topic)
      return {
        ...previous,
        topic: narrower.topic,
        related: [],
        followUp: 'switch',
        text: `${previous.text}, ${text}`,
      };
  }
  // "Whats a quick dinner idea | something with basically no cooking, i cant be bothered": more of
  // what the food asked must be, not a question about drive.
  if (
    previous.intent === 'nutrition' &&
    previous.topic &&
    alone.intent !== 'nutrition' &&
    alone.intent !== 'out-of-scope' &&
    !alone.exercise &&
    /^(?:(?:ok|okay|and|but|hmm|right|so|ideally|preferably) )*(?:something|anything|any ideas?|got anything|what about something)\b/.test(
      text,
    )
  ) {
    const food = searchKnowledge(`${previous.text} ${text}`, 1, 'nutrition')[0];
    return {
      ...previous,
      topic: food?.topic ?? previous.topic,
      related: [],
      followUp: 'switch',
      text: `${previous.text}, ${text}`,
    };
  }
  // "Vegan, trying to bulk | do i need b12 or is that just hype": a supplement named by itself is
  // what is asked, not more of the topic before.
  if (
    alone.supplement !== null &&
    alone.topic === null &&
    previous.supplement?.item.id !== alone.supplement.item.id &&
    !alone.exercise &&
    !alone.entities.hasPain
  )
    return { ...alone, followUp: 'switch' };
  // "Think I have the flu | ok when can I go back to lifting then", "sprained my ankle | when can
  // i run again": when to return, after what was just told.
  if (
    asksWhenBack.test(text) &&
    previous.topic &&
    (previous.intent === 'health' ||
      previous.intent === 'injury' ||
      previous.intent === 'recovery') &&
    contentTerms(text).length <= 6 &&
    !alone.exercise
  ) {
    const back = understandAlone(
      `getting back to training after: ${previous.topic.title}`,
      matcher,
    );
    // The topic just answered again would repeat itself: its return-to-training neighbour, if any.
    const returning =
      back.topic?.id === previous.topic.id
        ? back.related.find(
            (topic) =>
              topic.intent === previous.intent && /\b(back|return\w*)\b/i.test(topic.title),
          )
        : undefined;
    if (returning)
      return { ...back, topic: returning, entities: previous.entities, followUp: 'switch' };
    if (back.topic && back.intent === previous.intent)
      return { ...back, entities: previous.entities, followUp: 'switch' };
    return { ...previous, followUp: 'detail', text };
  }
  // "How does the plan thing work? | ok make me one then": the plan, which the user's own plan
  // answers (or how to generate one).
  if (
    previous.intent !== 'workout-request' &&
    /\b(plan|program+e?)\b/.test(previous.text) &&
    !/\b(longer|shorter|easier|harder|quicker)\b/.test(text) &&
    /\b(make|build|create|generate|write|give|set up|do) (me |us )?(one|it|that|a plan)( for me)?\b/.test(
      text,
    ) &&
    contentTerms(text).length <= 4
  )
    return { ...alone, intent: 'workout-plan', topic: null, followUp: 'switch', text };
  // "Also can u help me fix my python script" after a session: a request of its own that names
  // nothing of a session is not an edit of it.
  if (
    previous.intent === 'workout-request' &&
    alone.intent === 'out-of-scope' &&
    contentTerms(text).length >= 4 &&
    alone.entities.minutes === null &&
    alone.entities.focus === null &&
    alone.entities.equipment === null &&
    alone.entities.place === null &&
    !alone.entities.lowImpact &&
    refusedExercises(text) === null &&
    readFollowUp(text, alone.entities) !== 'easier' &&
    readFollowUp(text, alone.entities) !== 'harder'
  )
    return alone;
  // "Can I do it again tomorrow too?", "can i do this every day to lose weight faster?" after a
  // session: how often to train, which a topic answers, not the session again.
  if (previous.intent === 'workout-request' && asksToRepeatSession.test(text)) {
    // The question alone ("...tomorrow too? wanna grow my legs faster lol": the why after it).
    const question = text.includes('?') ? `${text.split('?')[0]}?` : text;
    const often = understandAlone(
      question
        .replace(/\b(it|this|that|this one|that one|the same one)\b/, 'the same workout')
        // "Again tomorrow": two days in a row.
        .replace(/\b(again )?tomorrow( again)?\b|\bback to back\b/, 'two days in a row'),
      matcher,
    );
    if (often.topic && often.intent !== 'out-of-scope' && often.intent !== 'workout-request')
      return { ...often, followUp: 'switch' };
  }
  // "Hip thrust or glute bridge? | where should the bar sit": the barbell of the exercise just
  // discussed, not a protein bar.
  if (
    previous.exercise &&
    !alone.exercise &&
    /\b(the|my) (bar|barbell)\b/.test(text) &&
    /^((and|so|ok|okay|but)[,.]? )*(where|how|what|should|do|does|is)\b/.test(text) &&
    contentTerms(text).length <= 6
  )
    return {
      ...alone,
      intent: 'exercise-technique',
      topic: null,
      food: null,
      exercise: previous.exercise,
      followUp: 'switch',
    };
  // "How many sets of squats for strength? | sorry i meant deadlifts not squats": the question
  // before, as corrected.
  const corrected = correctionOfEarlier(previous.text, text);
  if (corrected) return understandMessage(corrected, matcher, null);
  // "How much protein do I need? | im about 80kg", "cardio on rest days? | i was thinking like 45
  // min runs": a detail of the user's own that the question before was waiting for, read with it.
  if (
    (previous.topic || previous.food) &&
    previous.intent !== 'workout-request' &&
    !alone.exercise &&
    !alone.entities.hasPain &&
    statesOwnDetail(text) &&
    // "Quick one? | like 15 min no jumping": minutes with what the session must be are a session.
    !(
      alone.intent === 'workout-request' &&
      (alone.entities.lowImpact ||
        alone.entities.equipment !== null ||
        alone.entities.focus !== null ||
        alone.entities.place !== null)
    )
  )
    return { ...previous, followUp: 'detail', text: `${previous.text} ${text}` };
  // "And for my wife? shes 60kg": the same question asked for someone else, with their details.
  if (
    previous.topic &&
    previous.intent !== 'workout-request' &&
    !alone.entities.hasPain &&
    !alone.entities.isMedical &&
    /^((and|but|ok|okay|so)[,.]? )*((what|how) about |and )?(for |about )?(my )?(wife|husband|partner|gf|bf|girlfriend|boyfriend|son|daughter|kids?|mum|mom|dad|brother|sister|friend|mate|missus|fiancee?)\b[^?]{0,12}\?/.test(
      text,
    )
  )
    return {
      ...previous,
      followUp: 'detail',
      // The question before, without the user's own numbers, asked with the other person's.
      text: `${previous.text.replace(/\b\d{2,3}(\.\d)? ?(kg|kgs|kilos?|lbs?|pounds|stone|st)\b/g, ' ')} ${text}`,
    };
  // "What about creatine, is that safe for women?" after lifting on the pill, "what about fish
  // oil, worth it?" after a how-to: a thing named right after "what about" that the message
  // alone lands on is the new subject, not a condition on the question before.
  if (
    namesSubjectOfItsOwn(text, alone) &&
    (alone.topic === null || alone.topic.id !== previous.topic?.id)
  )
    return { ...alone, followUp: 'switch' };
  // "Vs normal curl whats the diff?" after the hammer curl, "or knee push ups, which is easier?"
  // after incline push-ups: the exercise just discussed weighed against the one named now.
  if (
    previous.exercise &&
    alone.exercise &&
    alone.exercise.id !== previous.exercise.id &&
    !alone.entities.hasPain &&
    comparesWith.test(text) &&
    contentTerms(text).length <= 8
  ) {
    const pair = `${previous.exercise.name} vs ${alone.exercise.name}`.toLowerCase();
    const weighed = understandAlone(`${pair}, ${text}`, matcher);
    if (weighed.intent !== 'out-of-scope' && weighed.intent !== 'greeting')
      return { ...weighed, followUp: 'switch' };
  }
  // "Which one for bigger arms?" after two exercises were weighed: the same two, for that goal;
  // "which one is better for building muscle?" after "push pull legs or full body?": the same
  // two options, whatever they are.
  if (
    !alone.exercise &&
    /^((and|so|ok|okay|but),? )*(which|what)( one| of (them|the two|those|these)| is| would)?\b/.test(
      text,
    ) &&
    /\b(vs|versus|or|compared|difference|diff)\b/.test(previous.text) &&
    (exercisesCompared(previous.text, matcher) !== null ||
      (alone.entities.bodyParts.length === 0 &&
        !alone.entities.hasPain &&
        /^((and|so|ok|okay|but),? )*(which|what) (one|of (them|the two|those|these))\b|\b(better|best|worse|more|less)\b/.test(
          text,
        ))) &&
    contentTerms(text).length <= 6
  ) {
    const weighed = understandAlone(`${previous.text} ${text}`, matcher);
    if (weighed.intent !== 'out-of-scope' && weighed.intent !== 'greeting')
      return { ...weighed, followUp: 'switch' };
  }
  // "How many reps at 70% of my max | what about 85%?", "warm-up before heavy squats | and at
  // 6am?": the same question with the setting changed.
  const changed =
    previous.intent !== 'workout-request' &&
    (previous.topic !== null || previous.exercise !== null) &&
    !alone.entities.hasPain &&
    (!alone.exercise || alone.exercise.id === previous.exercise?.id)
      ? withChangedSetting(previous.text, text)
      : null;
  if (changed) {
    const asked = understandAlone(changed.text, matcher);
    const answers =
      asked.intent !== 'out-of-scope' &&
      asked.intent !== 'greeting' &&
      (asked.topic !== null || asked.exercise !== null);
    // A setting added ("and at 6am?") keeps the subject before unless the combined reading lands
    // on a topic that speaks to it; a setting replaced asks the question again.
    if (answers && (changed.replaced || asked.topic?.id === previous.topic?.id))
      return { ...asked, followUp: 'switch' };
    if (answers && asked.topic && speaksTo(asked.topic, contentTerms(previous.text)))
      return { ...asked, followUp: 'switch' };
    if (previous.topic) return { ...previous, followUp: 'switch', text };
  }
  // "Can I do exercises sitting down? | ok what about for my arms": the muscle's exercises, within
  // the limit said before.
  if (
    alone.muscle &&
    !alone.entities.hasPain &&
    saysLittleAlone(text) &&
    positionLimitFields.some((field) => previous.entities[field])
  ) {
    return { ...alone, entities: withPositionLimits(alone.entities, previous.entities) };
  }
  // "Good back exercises? | at home tho, just got dbs": the same muscle's exercises with the kit
  // or place said now.
  if (
    previous.muscle &&
    !alone.muscle &&
    !alone.exercise &&
    !alone.entities.hasPain &&
    // "And for back with no equipment" names another muscle.
    (text.match(muscleWords) ?? []).length === 0 &&
    (alone.entities.equipment !== null || alone.entities.place !== null) &&
    contentTerms(text).length <= 5
  ) {
    return {
      ...previous,
      text,
      entities: {
        ...previous.entities,
        equipment: alone.entities.equipment ?? previous.entities.equipment,
        place: alone.entities.place ?? previous.entities.place,
      },
    };
  }
  // "Good ab exercises | without lying down": the same exercises, within the limit said.
  if (previous.muscle && statesOnlyPositionLimit(text, alone.entities)) {
    return { ...previous, text, entities: withPositionLimits(previous.entities, alone.entities) };
  }
  // "Tell me more", "what do you mean?", "go on" after a topic: its reason and the answer in
  // short, not the same answer again; "can you give me an example?": the answer with its examples.
  const elaborates = elaboratePattern.exec(text);
  if (elaborates && previous.topic && previous.intent !== 'workout-request') {
    const example = /\b(examples?|such as|like what|else|others?|any more)\b|^(and )?more\b/.test(
      elaborates[0],
    );
    return { ...previous, followUp: example ? 'detail' : 'why', text };
  }
  // "Should I still train?", "its prob nothing right? just wanna hit bench tonight" after pain,
  // soreness or a warning sign: the same topic answers it, safety first.
  if (
    (stillTraining.test(text) ||
      // "What can I do instead today?" after a sore or painful part, not "what if I nap instead?"
      // after a sleep question.
      (insteadPattern.test(text) &&
        saysLittleAlone(text) &&
        (previous.intent === 'injury' ||
          previous.entities.hasPain ||
          previous.entities.bodyParts.length > 0))) &&
    previous.topic &&
    (previous.intent === 'injury' || previous.intent === 'recovery' || previous.intent === 'health')
  ) {
    // "Bent over rows hurt my lower back | what can i do instead": the alternatives of what was
    // told, so the answer reads the pain and the exercise with the question.
    const asksAlternatives = insteadPattern.test(text) && previous.exercise !== null;
    return {
      ...previous,
      followUp: 'still',
      text: asksAlternatives ? `${previous.text}. ${text}` : text,
    };
  }
  // "My lower back hurts during planks | like a pinch, not sore. should i keep doing them?",
  // "pull ups are killing my elbow | on the pinky side, been 2 weeks now": more about the same
  // pain, or whether to carry on with it, read with the turn that said where it hurts.
  const morePain = morePainOf(text, alone, previous);
  if (morePain) {
    const together = understandAlone(`${previous.text}. ${text}`, matcher);
    if (together.intent === 'injury' || together.intent === 'health')
      return {
        ...together,
        exercise: together.exercise ?? previous.exercise,
        followUp: 'switch',
      };
  }
  // "Can't do all that tonight, give me a 15 min version" after today's plan: today's workout,
  // cut to fit.
  if (
    previous.intent === 'workout-plan' &&
    alone.intent === 'workout-request' &&
    /\b(version|shorter|quicker|cut|trim|(of|for|in) (it|that|this|today'?s))\b|\ball (that|of it|of that)\b/.test(
      text,
    )
  )
    return { ...alone, fromTodaysWorkout: true };
  // "My weight keeps creeping up on the app | is that bad??", "whats my squat form score | nice,
  // so what should i work on next": a short question about the records just read, naming no
  // subject of its own, is answered from them.
  if (asksOfRecords(text, alone, previous)) return { ...previous, followUp: 'detail', text };
  // "How much protein a day? | is that per kg of what i weigh now or my goal weight?": the unit of
  // the answer just given, not the records the words "my goal weight" name.
  if (
    previous.topic &&
    previous.intent !== 'workout-request' &&
    alone.intent === 'progress' &&
    /\bper (kg|kilo|kilogram|pound|lb)\b|\b(kg|kilos?|pounds|lbs?) of (body ?weight|what i weigh)\b/.test(
      text,
    )
  )
    return { ...previous, followUp: 'detail', text };
  // "How am I tracking on my goals? | the deadlift one, 140 by july realistic?": that goal of the
  // records just read, not how to do the lift.
  if (
    previous.intent === 'progress' &&
    alone.exercise &&
    !alone.entities.hasPain &&
    !asksHowToMove(text) &&
    /\b(goals?|targets?|realistic\w*|on track|by (when|then|the end|summer|christmas|january|february|march|april|may|june|july|august|september|october|november|december)|(the|that) \w+ one|p[rb]s?|\d{2,3} ?(kg|kgs|kilos?|lbs?)?)\b/.test(
      text,
    )
  )
    return { ...previous, exercise: alone.exercise, followUp: 'switch', text };
  // "How many sets of squats?" after the plan: the plan says it.
  if (
    previous.intent === 'workout-plan' &&
    /\b(sets?|reps?|how many|how much|how long|rest|weight|which exercises?)\b/.test(text) &&
    !alone.entities.hasPain &&
    (alone.exercise !== null || saysLittleAlone(text))
  )
    return { ...previous, exercise: alone.exercise, followUp: 'switch', text };
  // "What can I do instead?" after pain on an exercise: its pain-free alternatives.
  if (
    insteadPattern.test(text) &&
    previous.intent === 'injury' &&
    previous.exercise &&
    saysLittleAlone(text)
  )
    return { ...previous, followUp: 'switch', text };
  // "No running please", "swap out anything with jumping" after a workout: the same workout
  // without it.
  const refused = refusedExercises(text);
  if (previous.intent === 'workout-request' && previous.session && refused) {
    const swapped = refused.words
      .filter((word) => word.includes(' '))
      .map((word) => word.split(' ')[0] ?? '');
    const kitSaid = (alone.entities.equipment ?? []).filter(
      (item) => !swapped.some((word) => item.toLowerCase().startsWith(word.replace(/s$/, ''))),
    );
    const session: Partial<SessionRequest> = {
      ...previous.session,
      avoidWords: [...(previous.session.avoidWords ?? []), ...refused.words],
      ...(refused.lowImpact || previous.session.lowImpact ? { lowImpact: true } : {}),
      ...(refused.standingOnly || previous.session.standingOnly ? { standingOnly: true } : {}),
      // "Only a pull up bar and dumbbells, no barbell": the kit said to be there, too; not the
      // kit of the exercise swapped out ("swap the barbell rows").
      ...(kitSaid.length > 0
        ? {
            equipment: kitSaid,
            preferEquipment: alone.entities.preferEquipment.filter((item) =>
              kitSaid.includes(item),
            ),
          }
        : {}),
    };
    // "Make it 30 and no lunges pls": the minutes said too.
    const minutesSaid = alone.entities.minutes ?? bareMinutesSaid(text);
    if (minutesSaid !== null) session.minutes = minutesSaid;
    // "Swap the lunges, they kill my knees": the knees protected too.
    const hurtsPart =
      alone.entities.bodyParts.length > 0 &&
      /\b(kill\w*|wreck\w*|hurt\w*|destroy\w*|bother\w*|aggravat\w*|flare\w*|sore|pain\w*)\b/.test(
        text,
      );
    const entities = hurtsPart ? { ...alone.entities, hasPain: true } : alone.entities;
    return { ...previous, session, followUp: 'switch', entities, text };
  }
  // "I don't have a dumbbell though", "what can I hold instead?" after a how-to: the same
  // exercise, with what stands in for the missing kit.
  if (
    previous.exercise &&
    previous.intent === 'exercise-technique' &&
    !alone.exercise &&
    !alone.entities.hasPain &&
    (/\b(no|don'?t have|dont have|haven'?t got|without|forgot)( a| any| my)? (dumbbells?|weights?|bench|box|band|bands|kettlebell|step)\b/.test(
      text,
    ) ||
      /\bwhat (can|could|should|do) i (hold|use|grab)\b/.test(text))
  ) {
    return { ...previous, text: `${previous.text} ${text}`, followUp: null };
  }
  // "And the incline version?" after the bench press: that variation of the exercise, when the
  // catalogue has one.
  const variantMatch = /\b([a-z-]+) (?:version|variation|variant)\b|\bthe ([a-z-]+) one\b/.exec(
    text,
  );
  const variantWord = variantMatch?.[1] ?? variantMatch?.[2];
  if (
    previous.exercise &&
    !alone.exercise &&
    variantWord &&
    ![
      'this',
      'that',
      'which',
      'other',
      'easier',
      'harder',
      'same',
      'best',
      'good',
      'next',
      'first',
      'last',
    ].includes(variantWord) &&
    (previous.intent === 'exercise-technique' || previous.intent === 'form-feedback')
  ) {
    const base = previous.exercise;
    const variant = matcher.exercises
      .filter(
        (candidate) =>
          candidate.id !== base.id &&
          candidate.pattern === base.pattern &&
          new RegExp(`\\b${variantWord}`, 'i').test(candidate.name),
      )
      .map((candidate) => ({
        candidate,
        shared: base.name
          .toLowerCase()
          .split(/[\s-]+/)
          .filter((word) => candidate.name.toLowerCase().includes(word)).length,
      }))
      .sort(
        (a, b) => b.shared - a.shared || a.candidate.name.length - b.candidate.name.length,
      )[0]?.candidate;
    const aboutIt =
      variant && understandAlone(`how do i do the ${variant.name.toLowerCase()}`, matcher);
    if (aboutIt && aboutIt.exercise?.id === variant?.id) return { ...aboutIt, followUp: 'switch' };
  }
  // "What if my lower back starts hurting?" during planks: pain on the exercise just discussed.
  if (
    previous.exercise &&
    !alone.exercise &&
    alone.entities.hasPain &&
    !(kitPressesOnBody.test(text) && asksTechniqueCue(text, previous.exercise)) &&
    (previous.intent === 'exercise-technique' || previous.intent === 'form-feedback') &&
    contentTerms(text).length <= 8
  ) {
    return { ...alone, intent: 'injury', exercise: previous.exercise, followUp: 'switch' };
  }
  // "What are they actually for?", "what's the point of it?" after a message that names an
  // exercise, whatever it asked ("my mate has me doing pallof presses"): what that exercise
  // trains, which its how-to says.
  if (
    previous.exercise &&
    !alone.exercise &&
    !alone.entities.hasPain &&
    previous.intent !== 'workout-request' &&
    asksPurpose.test(text) &&
    contentTerms(text).length <= 6
  ) {
    const named = text.replace(exercisePronoun, previous.exercise.name.toLowerCase());
    return {
      ...previous,
      intent: 'exercise-technique',
      topic: null,
      followUp: 'switch',
      text: named,
    };
  }
  // "What muscles does it work?", "what's the proper form for it?" after an exercise: the same
  // question about that exercise (the how-to answers it; "how often" is a topic's).
  if (
    previous.exercise &&
    !alone.exercise &&
    (previous.intent === 'exercise-technique' || previous.intent === 'form-feedback') &&
    !alone.entities.hasPain &&
    exercisePronoun.test(text) &&
    howToPattern.test(text) &&
    !/\bhow (often|many|long|much)\b/.test(text) &&
    contentTerms(text).length <= 6
  ) {
    const named = text.replace(exercisePronoun, previous.exercise.name.toLowerCase());
    const aboutIt = understandAlone(named, matcher);
    if (aboutIt.exercise?.id === previous.exercise.id && aboutIt.intent !== 'out-of-scope')
      return { ...aboutIt, followUp: 'switch' };
  }
  // "What about with dumbbells?", "and with a barbell" after an exercise: its variation with
  // that equipment, when the catalogue has one.
  const askedEquipment = alone.entities.equipment?.find((name) => name !== 'Bodyweight Only');
  const asksWithEquipment =
    previous.exercise &&
    !alone.exercise &&
    !alone.entities.hasPain &&
    (previous.intent === 'exercise-technique' || previous.intent === 'form-feedback') &&
    contentTerms(text).length <= 4 &&
    /\b(with|using|w)\b/.test(text) &&
    askedEquipment !== undefined;
  if (asksWithEquipment && previous.exercise && askedEquipment) {
    const variant = findVariantWith(previous.exercise, askedEquipment, matcher.exercises);
    const aboutIt =
      variant && understandAlone(`how do i do the ${variant.name.toLowerCase()}`, matcher);
    if (aboutIt && aboutIt.exercise?.id === variant?.id) return { ...aboutIt, followUp: 'switch' };
    // No such variation: still the exercise just discussed, not a topic the equipment names.
    return { ...previous, followUp: 'switch', text };
  }
  // "How many should I do?", "how many sets?" after an exercise: its dose for this user.
  if (
    previous.exercise &&
    !alone.exercise &&
    !alone.entities.hasPain &&
    (previous.intent === 'exercise-technique' || previous.intent === 'form-feedback') &&
    /\b(how many|sets?|reps?|how long (should|do) i (hold|do))\b/.test(text) &&
    // "How many calories does it burn?" asks the energy it costs, not the dose.
    !/\b(calori\w*|kcal|burn\w*)\b/.test(text) &&
    // "I can't even do 5 reps" says the dose is too much: the easier version answers it.
    !cannotReachDose.test(text) &&
    saysLittleAlone(text)
  ) {
    return { ...previous, intent: 'exercise-technique', followUp: 'dose', text };
  }
  // "What if I can only do 10 seconds?", "too hard" after an exercise: its easier (or harder)
  // version, before any cue its words name.
  const changesDifficulty = readFollowUp(text, alone.entities);
  if (
    (changesDifficulty === 'easier' || changesDifficulty === 'harder') &&
    previous.exercise &&
    !alone.exercise &&
    !alone.entities.hasPain &&
    previous.intent !== 'workout-request' &&
    previous.intent !== 'injury'
  ) {
    return { ...previous, intent: 'exercise-technique', followUp: changesDifficulty, text };
  }
  // "What weight should I start with?" after an exercise: how heavy to lift, for that exercise.
  const heavy = findTopic('how-heavy-rpe-rir');
  if (
    previous.exercise &&
    !alone.exercise &&
    heavy &&
    /\b((what|which|how much) weight|how heavy|starting weight|start (with|at)|too (heavy|light))\b/.test(
      text,
    )
  ) {
    return { ...previous, intent: 'training', topic: heavy, followUp: 'switch', text };
  }
  // "Palms forward or facing in?", "heels or toes?" after an exercise: the cue of its technique
  // notes the words ask about.
  // So does the kit pressing on the body ("the dumbbell keeps rolling off my hips and it hurts").
  if (
    previous.exercise &&
    !alone.exercise &&
    (!alone.entities.hasPain || kitPressesOnBody.test(text)) &&
    (previous.intent === 'exercise-technique' || previous.intent === 'form-feedback') &&
    contentTerms(text).length <= 8 &&
    asksTechniqueCue(text, previous.exercise)
  ) {
    return { ...previous, intent: 'exercise-technique', followUp: 'cue', text };
  }
  // "Squats are bad for your knees? | my trainer said never let your knees go past your toes":
  // a point of the technique of the exercise a topic was just about.
  if (
    previous.exercise &&
    previous.topic &&
    previous.intent === 'training' &&
    !alone.exercise &&
    !alone.entities.hasPain &&
    contentTerms(text).length <= 12 &&
    asksTechniqueCue(text, previous.exercise, { ignoreEveryday: true })
  ) {
    return { ...previous, intent: 'exercise-technique', followUp: 'cue', text };
  }
  // "What about for my back?" after stretches for the shoulders: the same question about the
  // body part now named.
  const bodyPartsNow = alone.entities.bodyParts;
  if (
    /^(and|what about|how about|same for|ok and|okay and|now)\b/.test(text) &&
    bodyPartsNow.length > 0 &&
    previous.entities.bodyParts.length > 0 &&
    !alone.entities.hasPain &&
    !alone.exercise &&
    saysLittleAlone(text)
  ) {
    const asked = understandAlone(replaceBodyParts(previous.text, bodyPartsNow), matcher);
    if (asked.intent !== 'out-of-scope') return { ...asked, followUp: 'switch', text };
  }
  // "And for legs?" after how many sets for biceps: the same question of that muscle, which the
  // same answer gives, unless the answer is about the muscle asked before ("how do i grow my
  // glutes" is no answer for the hamstrings).
  const musclesBefore = previous.text.match(muscleWords) ?? [];
  if (
    previous.topic &&
    !previous.muscle &&
    alone.muscle &&
    musclesBefore.length > 0 &&
    /^(and|what about|how about|same for|ok and|okay and|now)\b/.test(text) &&
    !alone.entities.hasPain &&
    !alone.exercise &&
    saysLittleAlone(text)
  ) {
    const about = contentTerms(`${previous.topic.title} ${previous.topic.keywords.join(' ')}`);
    if (!contentTerms(musclesBefore.join(' ')).some((term) => about.includes(term)))
      return { ...previous, followUp: 'switch', text };
  }
  // "What should i eat for breakfast | something quick": after a question about food, a few
  // words that alone ask for a quick session ask for quick food.
  if (
    previous.intent === 'nutrition' &&
    previous.topic &&
    alone.intent === 'workout-request' &&
    contentTerms(text).length <= 3 &&
    !/\b(workouts?|sessions?|routines?|exercises?|training|train|circuit|hiit|cardio)\b/.test(text)
  ) {
    const asked = understandAlone(`${previous.text} ${text}`, matcher);
    if (asked.intent === 'nutrition') return { ...asked, followUp: 'switch' };
  }
  // "Is intermittent fasting good | can i still build muscle": "still" asks it under what was
  // just discussed, which that answer speaks to.
  if (
    previous.topic &&
    /\b(can|could|will|would|do|should) i still\b/.test(text) &&
    !alone.entities.hasPain &&
    !alone.exercise &&
    contentTerms(text).length <= 5
  ) {
    const asked = understandAlone(`${previous.text} ${text}`, matcher);
    if (asked.topic?.id === previous.topic.id && speaksTo(asked.topic, contentTerms(text)))
      return { ...asked, followUp: 'switch' };
  }
  // "I only have 10 minutes today" then "can you give me something quick": the minutes said
  // before hold for the session asked now.
  if (
    alone.intent === 'workout-request' &&
    alone.session &&
    alone.session.minutes === undefined &&
    previous.entities.minutes !== null &&
    previous.intent !== 'workout-request'
  ) {
    return { ...alone, session: { ...alone.session, minutes: previous.entities.minutes } };
  }
  // "Does it make you bloated or lose your hair?" after creatine, "is it ok on a cut?" after peanut
  // butter: the pronoun names the thing asked about before, read in its place.
  // (Shorter ones, "is it safe?", ask about the answer itself: below.)
  const itNames =
    itAsks.test(text) && contentTerms(text).length > 3 ? thingAskedAbout(previous, alone) : null;
  if (itNames) {
    const named = understandAlone(text.replace(/\b(it|they)\b/, itNames), matcher);
    const about = (topic: KnowledgeTopic) =>
      new Set(contentTerms([topic.title, ...topic.keywords, ...topic.questions].join(' ')));
    const speaksOfIt =
      named.topic !== null &&
      contentTerms(itNames).every((term) => named.topic && about(named.topic).has(term));
    if (speaksOfIt && named.intent !== 'out-of-scope') return { ...named, followUp: 'switch' };
  }
  const followUp = readFollowUp(text, alone.entities);
  const terms = contentTerms(text);
  // "What exercises are safe?" after arthritis, "is that too low?" after a calorie target: a
  // question with no subject of its own asks about the one just discussed.
  // So does one whose subject is a pronoun ("will it make me fat?" after eating before bed).
  const asksWithoutSubject =
    previous.topic !== null &&
    terms.length <= 3 &&
    (terms.every((term) => genericAskTerms.has(term)) ||
      /^(and |but |so )?(will|would|does|do|is|are|can|could|should|won'?t|doesn'?t|isn'?t) (it|that|this|they|those|these)\b/.test(
        text,
      )) &&
    !alone.exercise &&
    !alone.entities.hasPain;
  const saysLittle =
    terms.length <= 3 &&
    (alone.intent === 'out-of-scope' || followUp !== null || asksWithoutSubject);
  // "Actually can we do it at the park?", "now a core one", "more cardio please" after a workout:
  // the same session, changed by what the message says.
  const namesSessionChange =
    alone.entities.focus !== null ||
    alone.entities.equipment !== null ||
    alone.entities.place !== null ||
    alone.entities.lowImpact;
  // "Why do you put the pull ups first?" after a session: why it is built so, not an edit.
  if (
    previous.intent === 'workout-request' &&
    previous.session !== null &&
    followUp === 'why' &&
    /^(but |so |ok |okay )?(why|how come)\b/.test(text)
  )
    return { ...previous, followUp: 'why', text };
  const changesSession =
    previous.intent === 'workout-request' &&
    previous.session !== null &&
    !asksToRepeatSession.test(text) &&
    ((alone.intent === 'workout-request' &&
      terms.length <= 5 &&
      (exercisePronoun.test(text) ||
        /\b(actually|instead|same|rather|now|but|also)\b/.test(text) ||
        alone.session?.minutes === undefined ||
        // "45 mins": how long, answered for the session being put together.
        /^\W*(about |like |around |maybe |only |just |got |i have |ive got )?\d{1,3} ?(m|min|mins|minutes?|hrs?|hours?)\b\W*(pls|please|max|tops|ish)?\W*$/.test(
          text,
        ))) ||
      (namesSessionChange && terms.length <= 4 && !alone.entities.hasPain) ||
      // "The guy below banged on the ceiling lol can u make it quiet": an edit asked in so many
      // words, after however long a story.
      (namesSessionChange &&
        /\b(make|keep|change|redo|turn) (it|this|that|them|the (workout|session))\b/.test(text) &&
        !alone.entities.hasPain) ||
      // "More legs pls, i want them dead after", "actually can we do more legs instead, my legs
      // are lagging": the session's focus changed, with the reason after it.
      (alone.entities.focus !== null &&
        /\b(more|extra|mainly|mostly|instead|rather)\b/.test(text) &&
        !alone.exercise &&
        !alone.entities.hasPain) ||
      // "Nothing on the floor, I can't get up and down easily" after a workout: the same session
      // within that limit, however many words it takes to say.
      ((alone.entities.standingOnly ||
        alone.entities.seated ||
        alone.entities.noLyingOnBack ||
        alone.entities.noLyingFaceDown ||
        alone.entities.noKneeling ||
        alone.entities.noHanging ||
        alone.entities.pregnant) &&
        // "What if I can't get down on the floor for one of the exercises? My knees are stiff":
        // with a sore part too, when the limit is said of the session's exercises.
        (!alone.entities.hasPain ||
          /\b(the|these|those|one of the|any of the|some of the) (exercises?|moves?|workout|session)\b/.test(
            text,
          ))));
  // "I have a bad back", "my knee's dodgy" told after a workout: the same session, protecting it
  // (pain while doing something, "my back hurts when i do the planks", is asked of its own).
  if (
    previous.intent === 'workout-request' &&
    previous.session &&
    alone.entities.bodyParts.length > 0 &&
    (alone.entities.hasPain || /\b(bad|dodgy|weak|injured|sore|achy|problem)\b/.test(text)) &&
    ((!alone.exercise &&
      !text.includes('?') &&
      !/\b(when|while|during|after|doing|on the|with the)\b/.test(text) &&
      terms.length <= 6) ||
      // "Knee is sore after a long walk, can u change it so its easier on it": asked to change.
      /\b(change|adjust|modify|tweak|adapt|rework|redo) (it|that|this|the (session|workout))\b|\beasier on (it|my|the|them)\b/.test(
        text,
      ))
  ) {
    const entities = { ...alone.entities, hasPain: true };
    return { ...previous, entities, followUp: 'switch', text };
  }
  // "Actually make it 15, running late" after a workout: the same session in that many minutes.
  const minutesSaid = bareMinutesSaid(text);
  if (
    previous.intent === 'workout-request' &&
    previous.session &&
    alone.entities.minutes === null &&
    minutesSaid !== null
  ) {
    const session = { ...previous.session, minutes: minutesSaid };
    return { ...previous, session, followUp: 'switch', entities: alone.entities, text };
  }
  if (changesSession && previous.session) {
    const session: Partial<SessionRequest> = {
      ...previous.session,
      ...sessionOfFollowUp(alone.session ?? sessionOf(alone.entities), alone.entities),
    };
    // "No pull up bar today tho" after a barbell and dumbbell session: the kit said before, less
    // what is missing now, not bodyweight alone.
    const missing = deniedKit(text);
    const before = previous.session.equipment;
    if (missing.length > 0 && alone.entities.equipment?.length === 0 && before?.length) {
      session.equipment = before.filter((item) => !missing.includes(item));
      session.preferEquipment = (previous.session.preferEquipment ?? []).filter(
        (item) => !missing.includes(item),
      );
    }
    // "Something quick" after "I only have 10 minutes": the minutes said stay.
    if (previous.session.minutes !== undefined && !/\d|\bhour|\bminute|\bmins?\b/.test(text))
      session.minutes = previous.session.minutes;
    return { ...previous, session, followUp: 'switch', entities: alone.entities, text };
  }
  // "How long till im back to 5k?" after how to start running again: a detail of that answer,
  // when the answer says it ("back" and "again" say a return to what the message before told).
  // So is "how long hold?" after whether to stretch before or after: a word of the answer just
  // given, unless the question is a topic's own ("how many meals" after protein).
  // A supplement or food named is a subject of its own ("when do i take casein then" after "whey
  // or casein?"); an exercise is not when it is the activity the answer was about ("how long
  // should i walk for" after what incline walking does).
  if (
    previous.topic &&
    (!alone.exercise || previous.exercise === null || alone.exercise.id === previous.exercise.id) &&
    !alone.supplement &&
    !alone.food &&
    !alone.entities.hasPain &&
    alone.entities.bodyParts.length === 0 &&
    asksForDetail(
      text,
      `${previous.text} ${asksTopicOfItsOwn(text) ? '' : previous.topic.answer} back again`,
      topicDetail(previous.topic, text) ?? '',
    ) &&
    topicDetail(previous.topic, text)
  )
    return { ...previous, followUp: 'detail', text };
  // "How much a day?", "when should i take it?" after a food or supplement the tables answered:
  // that food's or supplement's detail, read with the question before.
  const thing = previous.food ?? previous.supplement;
  if (
    thing &&
    !previous.topic &&
    !alone.exercise &&
    !alone.food &&
    !alone.supplement &&
    !alone.entities.hasPain &&
    asksForDetail(text, `${previous.text} ${[...detailUnits].join(' ')}`)
  ) {
    const withIt = understandAlone(`${previous.text} ${text}`, matcher);
    if ((withIt.food ?? withIt.supplement)?.alias === thing.alias)
      return { ...withIt, followUp: 'switch' };
  }
  // "My watch says im only doing about 3000" after "how many steps should i do a day": the
  // user's own figure for what they asked, answered by the same topic.
  if (
    previous.topic &&
    asksQuantity.test(previous.text) &&
    reportsNumber.test(text) &&
    // "Im 65" is an age, not a figure of what was asked.
    alone.entities.age === null &&
    !text.includes('?') &&
    !/^(how|what|whats|why|when|which|should|is|are|can|could|do|does|will|would)\b/.test(text) &&
    !alone.exercise &&
    !alone.entities.hasPain &&
    alone.intent !== 'workout-request'
  )
    return { ...previous, followUp: 'switch', entities: alone.entities, text };
  // "What about with a bad knee?", "what if my main goal is a 10k", "even on my knees", "would
  // evenings be better then": a condition put on the question just asked is answered as that
  // question under the condition, pain or not (not as the knee or the 10k alone).
  if (
    (previous.topic !== null || previous.exercise !== null) &&
    previous.intent !== 'workout-request' &&
    addsCondition.test(text) &&
    terms.length <= 8 &&
    !alone.exercise &&
    !asksSessionOrRecords(alone)
  ) {
    const combined = understandAlone(`${previous.text} ${text}`, matcher);
    // "What if I'm vegetarian?", "what if it's raining?" name a subject of their own: the
    // combined reading wins only when its answer speaks to the condition, or the condition is a
    // body part or pain.
    // A thing named by its absence ("even if im not sore", "without a mat") is no subject either,
    // nor is one of another area than the question it lands back on.
    const keepsSubject =
      (combined.topic !== null && combined.topic.id === previous.topic?.id) ||
      (combined.exercise !== null && combined.exercise.id === previous.exercise?.id);
    const isCondition =
      alone.topic === null ||
      alone.entities.hasPain ||
      alone.entities.bodyParts.length > 0 ||
      /\b(not|no|without|don'?t|dont|doesn'?t|isn'?t|aren'?t|never|can'?t|cant)\b/.test(text) ||
      (keepsSubject && alone.topic.intent !== previous.intent) ||
      (combined.topic !== null && speaksTo(combined.topic, terms));
    if (
      isCondition &&
      (combined.topic !== null || combined.exercise !== null) &&
      combined.intent !== 'out-of-scope' &&
      combined.intent !== 'greeting' &&
      combined.intent !== 'workout-request'
    )
      return { ...combined, followUp: 'switch' };
  }
  // "How many calories should i eat | im breastfeeding", "how much protein | im 65": one's own
  // condition told after a question asks it under that condition, when a topic is about both
  // (its keywords name the condition, or an age it is told; its answer speaks to the question).
  if (
    previous.topic &&
    tellsCondition.test(text) &&
    !text.includes('?') &&
    !alone.exercise &&
    terms.length <= 5 &&
    !asksSessionOrRecords(alone)
  ) {
    const combined = understandAlone(`${previous.text} ${text}`, matcher);
    const topic = combined.topic;
    const named = topic ? contentTerms(topic.keywords.join(' ')) : [];
    const aboutCondition =
      terms.some((term) => !genericAskTerms.has(term) && named.includes(term)) ||
      (alone.entities.age !== null &&
        /\b(older|age|aging|ageing|senior|over|elderly)\b/.test(named.join(' ')));
    if (
      topic &&
      topic.id !== previous.topic.id &&
      topic.id !== alone.topic?.id &&
      aboutCondition &&
      speaksTo(topic, contentTerms(previous.text))
    )
      return { ...combined, followUp: 'switch' };
  }
  // "Im 16 and tryna bulk | should i take creatine too?": a teenager's age told before holds for
  // a supplement or food question after it (the teen answers, never an adult's dose).
  const age = previous.entities.age;
  if (
    age !== null &&
    age < 18 &&
    alone.entities.age === null &&
    (alone.supplement !== null || alone.intent === 'nutrition')
  ) {
    const asTeen = understandAlone(`im ${age}. ${text}`, matcher);
    if (asTeen.topic && asTeen.topic.id !== alone.topic?.id)
      return { ...asTeen, followUp: 'switch' };
  }
  // "Had my baby 10 weeks ago, c-section | when can I start planks and crunches again?": a
  // condition told first, then a question that does not name one of its own, is asked under
  // it, when a health or injury topic speaks to both.
  if (
    !previous.text.includes('?') &&
    !/^(when|how|can|could|should|is|are|what|which|do|does|will|would|why|where)\b/.test(
      previous.text,
    ) &&
    !/^(and|or|but|what about|how about|what if)\b/.test(text) &&
    (previous.intent === 'health' || previous.intent === 'injury') &&
    previous.topic !== null &&
    /\?|^(when|how|can|could|should|is|are|what|which|do|does|will|would)\b/.test(text) &&
    !alone.entities.isMedical &&
    !alone.entities.pregnant &&
    !alone.entities.hasPain &&
    // "...how do I do a bird dog?": the how-to, which carries the condition's caution itself.
    !(alone.exercise && (howToPattern.test(text) || asksHowToMove(text))) &&
    alone.intent !== 'health' &&
    alone.intent !== 'injury' &&
    !asksSessionOrRecords(alone)
  ) {
    const combined = understandAlone(`${previous.text}. ${text}`, matcher);
    if (
      (combined.intent === 'health' || combined.intent === 'injury') &&
      combined.topic !== null &&
      combined.topic.id !== alone.topic?.id &&
      speaksTo(combined.topic, terms)
    )
      return { ...combined, followUp: 'switch' };
  }
  // "Do warm-up sets count towards that?", "can I do it sitting down?", "more quads or glutes?"
  // after an answer: a question that points back is read with the message it follows, when that
  // reading lands somewhere else than the message alone.
  const pointsBack =
    /^(and|but|so|also|then|what if|what about|how about|does (it|that)|do (they|those))\b/.test(
      text,
    ) ||
    saysItOfBefore(text) ||
    /\b(each one|each)\b/.test(text) ||
    // "More quads or glutes? Where do I put my front foot?" after an exercise: about doing it.
    (previous.intent === 'exercise-technique' &&
      previous.exercise !== null &&
      !alone.exercise &&
      (howToPattern.test(text) || techniqueBodyWords.test(text)));
  if (
    // "And should I train when I land?" opens as a switch does, and points back all the same;
    // not a detail asked ("and how long?") nor a condition of its own ("and for my mum, she has
    // osteoporosis").
    (followUp === null ||
      (followUp === 'switch' &&
        /^(and|but|so|also|then) (should|can|could|would|will|is|are|do|does)\b/.test(text) &&
        alone.intent !== 'health')) &&
    !saysLittle &&
    pointsBack &&
    (previous.topic !== null || previous.exercise !== null) &&
    terms.length <= 10 &&
    !alone.entities.hasPain &&
    !asksSessionOrRecords(alone) &&
    !namesTopicOfItsOwn(text, alone, previous)
  ) {
    const combined = understandAlone(`${previous.text} ${text}`, matcher);
    const landsElsewhere =
      combined.topic?.id !== alone.topic?.id || combined.exercise?.id !== alone.exercise?.id;
    // "How long should each session be?" after the restart topic: back on the answer just given,
    // its sentence that says how long; when it says none, the question's own topic, not the
    // same answer again.
    const backOnPrevious =
      combined.topic !== null && combined.topic.id === previous.topic?.id && !combined.exercise;
    if (backOnPrevious && previous.topic && detailQuestion.test(text)) {
      if (topicDetail(previous.topic, text)) return { ...previous, followUp: 'detail', text };
      if (alone.topic) return alone;
    }
    // "Ok and how much is that for me?" that alone lands on the topic just discussed stays there.
    const aloneStaysOnTopic = alone.topic !== null && alone.topic.id === previous.topic?.id;
    if (
      landsElsewhere &&
      !aloneStaysOnTopic &&
      combined.intent !== 'out-of-scope' &&
      combined.intent !== 'greeting'
    )
      return { ...combined, followUp: 'switch' };
  }
  // "Asthma" then "can i do hiit?": a condition named alone is what the next question is asked
  // with. So is one the conversation opened by telling ("i have high blood pressure | can i do
  // strength training | what should i avoid when lifting"), while the question lands on it.
  const namedAlone = contentTerms(previous.text).length <= 3;
  if (
    !followUp &&
    !saysLittle &&
    previous.intent === 'health' &&
    previous.topic !== null &&
    (namedAlone || tellsCondition.test(previous.text)) &&
    !alone.entities.hasPain &&
    alone.intent !== 'out-of-scope' &&
    alone.intent !== 'workout-request' &&
    alone.intent !== 'progress' &&
    alone.intent !== 'workout-plan'
  ) {
    const combined = understandAlone(`${previous.text} ${text}`, matcher);
    // Told at length, the condition answers only a question its answer speaks to ("what should
    // i avoid when lifting", not "whats the best protein powder").
    const landsOnIt =
      combined.topic !== null &&
      combined.topic.id === previous.topic.id &&
      speaksTo(combined.topic, terms);
    if (combined.intent === 'health' && (namedAlone || landsOnIt))
      return { ...combined, followUp: 'switch' };
  }
  // "I sprained my ankle | when can i run again", "my lower back hurts after deadlifts | what
  // stretches help": a question naming no body part or exercise after pain told is asked of that
  // pain, when its answer speaks to it.
  if (
    !followUp &&
    previous.intent === 'injury' &&
    previous.topic !== null &&
    (previous.entities.bodyParts.length > 0 || tellsCondition.test(previous.text)) &&
    !previous.text.includes('?') &&
    !alone.entities.hasPain &&
    alone.entities.bodyParts.length === 0 &&
    terms.length <= 6 &&
    !asksSessionOrRecords(alone) &&
    alone.intent !== 'out-of-scope'
  ) {
    // "I have a herniated disc | can i deadlift": the exercise under that pain.
    const combined = understandAlone(`${previous.text} ${text}`, matcher);
    const keepsExercise = alone.exercise !== null && combined.exercise?.id === alone.exercise.id;
    if (
      combined.topic?.id === previous.topic.id &&
      combined.intent === 'injury' &&
      (keepsExercise || (!alone.exercise && speaksTo(combined.topic, terms)))
    )
      return { ...combined, followUp: 'switch' };
  }
  // "I sit in the car all day for work" after the best stretches for the back: a story with no
  // question, of nothing the coach knows alone, is told for the question before.
  if (
    !followUp &&
    !saysLittle &&
    alone.intent === 'out-of-scope' &&
    (previous.topic !== null || previous.exercise !== null) &&
    !text.includes('?')
  ) {
    const combined = understandAlone(`${previous.text} ${text}`, matcher);
    if (combined.intent !== 'out-of-scope' && combined.intent !== 'greeting')
      return { ...combined, followUp: 'switch' };
  }
  if (!followUp && pointsBackToTopic(text, alone, previous, matcher))
    return { ...previous, followUp: 'detail', text };
  if (!followUp && tellsMoreOfTopic(text, alone, previous, matcher))
    return { ...previous, followUp: 'detail', text: `${previous.text} ${text}` };
  // "Ok so what would u change in my program then" after a stalled bench: the advice of the topic
  // just discussed, not the plan read out.
  if (
    previous.topic &&
    alone.intent === 'workout-plan' &&
    /\b(what|how) (would|should|do|can|could) (you|u|i) (change|tweak|adjust|switch up|do differently)\b/.test(
      text,
    )
  )
    return { ...previous, followUp: 'detail', text };
  if (!followUp && !saysLittle) return alone;
  // "But why do muscles need rest days at all?" after an exercise: a why with a subject of its own
  // is a new question, not one about the answer before.
  const whyOfItsOwn =
    terms.length >= 3 &&
    !objectsWhy.test(text) &&
    // "Why tho, i feel fine": why, against what the user tells of themselves.
    !/^(but )?(why|how come)((( tho| though)[,?.!]*)|( not)?[,?.!]+)\s*(i|i'?m|im|ive|i'?ve|my|but)\b/.test(
      text,
    ) &&
    !/\b(it|its|it'?s|that|thats|that'?s|this|them|those|these|bother)\b/.test(text) &&
    (alone.topic !== null || alone.exercise !== null) &&
    alone.intent !== 'out-of-scope' &&
    // "Why should I avoid deep bending tho?" after a new hip: the reason for what the answer just
    // given says, in its own words.
    !(
      previous.topic !== null &&
      previous.topic.id !== alone.topic?.id &&
      saysAllOf(previous.topic, terms)
    );
  if (followUp === 'why' && whyOfItsOwn) return alone;
  // "Why not crunches?" after the best ab exercises after having a baby: whether that exercise
  // suits the condition the question was asked with, and the reason.
  const condition = /\b(?:exercises?|workouts?|moves?|stretches?|cardio|training)\b(.{6,})$/.exec(
    previous.text,
  )?.[1];
  if (
    followUp === 'why' &&
    alone.exercise &&
    /^(but |so |and |ok )?(why|how come) (not|no)\b/.test(text) &&
    condition
  ) {
    const name = alone.exercise.name.toLowerCase();
    const suits = understandAlone(`is the ${name} ok ${condition.replace(/[?.!]+$/, '')}`, matcher);
    // Only a topic that speaks of the exercise says why not.
    if (
      suits.topic &&
      (suits.intent === 'health' || suits.intent === 'injury') &&
      speaksTo(suits.topic, terms)
    )
      return { ...suits, followUp: 'why', text };
  }
  if (followUp === 'why' && !alone.entities.hasPain) return { ...previous, followUp: 'why', text };
  // "How long?" after a topic: the detail of that topic's answer.
  if (asksForDetail(text) && previous.topic && saysLittle && !alone.exercise)
    return { ...previous, followUp: 'detail', text };
  if (alone.intent === 'injury' || (alone.intent === 'workout-request' && !previous.session))
    return alone;
  // "Is it ok that some of those make me go red in the face?" after a session: a question about
  // doing it, answered, not the session composed again.
  if (
    previous.intent === 'workout-request' &&
    (followUp === null || followUp === 'switch') &&
    /^(is|are|should|does|do|will|why|how come)\b[^.!]*\?/.test(text) &&
    alone.intent !== 'workout-request' &&
    alone.intent !== 'out-of-scope' &&
    alone.entities.focus === null &&
    alone.entities.equipment === null &&
    alone.entities.place === null
  )
    return alone;

  if (previous.intent === 'workout-request' && previous.session) {
    const own = alone.session ?? {};
    const session: Partial<SessionRequest> = {
      ...previous.session,
      ...sessionOfFollowUp(own, alone.entities),
    };
    const minutes = previous.session.minutes ?? 30;
    if (followUp === 'easier')
      session.difficultyShift = Math.max(-2, (previous.session.difficultyShift ?? 0) - 1);
    if (followUp === 'harder')
      session.difficultyShift = Math.min(2, (previous.session.difficultyShift ?? 0) + 1);
    // "Shorter, like 10": a bare number is the minutes.
    const bare = Number(/\b(\d{1,3})\b/.exec(text)?.[1] ?? Number.NaN);
    const stated = alone.entities.minutes ?? (bare >= 5 && bare <= 120 ? bare : null);
    if (followUp === 'shorter') session.minutes = stated ?? Math.max(5, Math.round(minutes * 0.6));
    if (followUp === 'longer') session.minutes = stated ?? Math.min(90, Math.round(minutes * 1.5));
    return { ...previous, session, followUp: followUp ?? 'switch', entities: alone.entities, text };
  }
  if (
    alone.exercise &&
    (previous.intent === 'exercise-technique' || previous.intent === 'form-feedback')
  ) {
    return { ...alone, intent: previous.intent, followUp: 'switch' };
  }
  // "And for deadlifts?" after a topic: the same topic, for that exercise.
  if (alone.exercise && previous.topic && saysLittle && previous.intent !== 'injury') {
    return {
      ...previous,
      exercise: alone.exercise,
      followUp: 'switch',
      entities: alone.entities,
      text,
    };
  }
  if ((followUp === 'easier' || followUp === 'harder') && previous.exercise) {
    return { ...previous, followUp, text, entities: alone.entities };
  }
  if (alone.intent !== 'out-of-scope' && !saysLittle) return alone;
  // "What if I'm vegetarian?" after what to eat after training, "and naps? do those count?" after
  // sleep: a topic of the same area that the follow-up's own words name is its subject.
  if (
    (/^((ok|okay|right|cool) )?(and |but |so )?(what if|what about|how about|and if|if)\b/.test(
      text,
    ) ||
      (/^((ok|okay) )?and (?!(how|what|why|when|where|which|who|is|are|do|does|can|could|should|would|will|if|for|on|in|at|with|after|before|during|then|also)\b)[a-z'-]+( [a-z'-]+){0,2}\?/.test(
        text,
      ) &&
        // Not a thing the topic just discussed is about ("what does reps mean | and sets?").
        !terms.every((term) =>
          contentTerms(`${previous.topic?.title} ${previous.topic?.keywords.join(' ')}`).includes(
            term,
          ),
        ))) &&
    alone.topic &&
    previous.topic &&
    alone.topic.id !== previous.topic.id &&
    alone.topic.intent === previous.topic.intent &&
    alone.entities.bodyParts.length === 0 &&
    !alone.entities.hasPain &&
    // Named by a word of its own, not only by "week" ("what if i can only make 3 some weeks"
    // after a split is still the split).
    namesTopicOwnWord(alone.topic, terms)
  ) {
    return { ...alone, followUp: 'switch' };
  }
  // "And on rest days?" after how many calories to eat: the follow-up's words asked within the
  // area of the answer just given (the calories of a rest day, not how many rest days to take).
  if (
    /^(and |but |so )?(what if|what about|how about|and if|and (on|for|in|at|with|during|after|before))\b/.test(
      text,
    ) &&
    previous.topic &&
    alone.topic?.intent !== previous.topic.intent &&
    alone.entities.bodyParts.length === 0 &&
    !alone.entities.hasPain &&
    !alone.exercise
  ) {
    // The answer just given already speaks to it ("rest days included"): that answer again.
    const said = new Set(contentTerms(previous.topic.answer));
    if (terms.length > 0 && terms.every((term) => said.has(term)))
      return { ...previous, followUp: 'detail', text };
    // A topic of that area the words find, when it is also about what was asked before (the
    // calories of a rest day, not soreness after gardening for "and on weekends?" after sleep).
    const asked = contentTerms(previous.text);
    const sameArea = searchKnowledge(text, 3, previous.topic.intent).find(
      (match) =>
        match.topic &&
        match.topic.id !== previous.topic?.id &&
        match.keyTerms.length > 0 &&
        match.matchedTerms.length >=
          Math.min(2, terms.filter((term) => !genericAskTerms.has(term)).length) &&
        speaksTo(match.topic, asked),
    );
    if (sameArea?.topic)
      return { ...alone, intent: sameArea.topic.intent, topic: sameArea.topic, followUp: 'switch' };
  }
  // "Ok and how much is that for me?" that alone lands on the topic just discussed: its detail.
  if (alone.topic && alone.topic.id === previous.topic?.id)
    return { ...previous, followUp: 'detail', text };
  // "And what should I be eating for it?" after a condition: that condition's food topic.
  if (
    previous.topic &&
    previous.intent === 'health' &&
    /\b(eat|eating|food|foods|diet)\b/.test(text) &&
    terms.every((term) => genericAskTerms.has(term) || term.startsWith('diet'))
  ) {
    const condition = previous.topic.keywords.join(' ');
    const food = searchKnowledge(`${condition} food diet`, 3, 'nutrition').find(
      (match) => match.topic && speaksTo(match.topic, contentTerms(condition)),
    );
    if (food?.topic)
      return { ...alone, intent: 'nutrition', topic: food.topic, followUp: 'switch' };
  }
  // "Will it kill my gains?" after how much cardio on a bulk: a question about "it" in words the
  // topic just answered is keyed on stays on that topic.
  if (
    asksWithoutSubject &&
    previous.topic &&
    terms.some((term) => !genericAskTerms.has(term)) &&
    terms
      .filter((term) => !genericAskTerms.has(term))
      .every((term) => contentTerms(previous.topic?.keywords.join(' ') ?? '').includes(term))
  )
    return { ...previous, followUp: 'detail', text };
  // "What should I avoid then?" after a blood pressure reading: a question of nothing but asking
  // words asks about the topic just discussed, whose answer holds it; read with the message
  // before, it would search that message's other words (the bands just asked about).
  if (
    asksWithoutSubject &&
    previous.topic &&
    previous.intent !== 'workout-request' &&
    terms.every((term) => genericAskTerms.has(term))
  )
    return { ...previous, followUp: 'detail', text };
  // Say little alone: read it together with the message it follows; "and for hammies?" after
  // "whats better for glutes, hip thrusts or rdls": that message, of the muscle now named.
  const swapped = withMuscleSwapped(previous.text, text);
  // "Should i take creatine | how much a day | and when, before or after training?": the timing of
  // the subject the answer just given is about, which its title names ("how much a day" does not).
  const asksTimingOnly =
    previous.topic !== null &&
    /^(and |so |but |ok |okay )?when\b/.test(text) &&
    terms.every(
      (term) =>
        genericAskTerms.has(term) ||
        /^(before|after|train\w*|workout|gym|day|morning|night|evening)$/.test(term),
    );
  const combined = understandAlone(
    swapped ??
      (asksTimingOnly && previous.topic
        ? `${previous.topic.title} ${text}`
        : `${previous.text} ${text}`),
    matcher,
  );
  // The message swapped is the question now asked, whole (a comparison is read from it).
  if (swapped && combined.intent !== 'out-of-scope') return { ...combined, followUp: 'switch' };
  if (combined.intent === 'workout-request' && previous.intent !== 'workout-request') {
    return { ...combined, followUp: 'switch', text };
  }
  if (combined.intent === 'out-of-scope') return { ...previous, followUp: 'switch', text };
  // "How should I peak for a deadlift test? | and the last week?": a part of the topic just
  // answered, not how to do the exercise it named.
  if (
    previous.topic &&
    previous.intent !== 'exercise-technique' &&
    combined.intent === 'exercise-technique' &&
    !alone.exercise &&
    !asksHowToMove(text)
  )
    return { ...previous, followUp: 'detail', text };
  return { ...combined, followUp: 'switch', text };
}

/**
 * Understands the last message of a conversation whose earlier turns were understood in order
 * (`earlier`, oldest first): as a follow-up of the turn before it; but a detail question whose
 * own words that turn's answer never speaks of, while the answer before it does ("how long
 * should i hold it" after a stretch and then "i have arthritis in both knees tho"), asks about
 * that earlier answer: a statement in between does not take the thread.
 */
export function understandInThread(
  message: string,
  matcher: ExerciseMatcher,
  earlier: readonly CoachFrame[],
): CoachFrame {
  const previous = lastSaid(earlier);
  // "Throat is scratchy, coming down with something | heavy squats on the menu today | train or
  // nah": whether to train at all is asked of the illness or pain told earlier in the thread,
  // not of the session named in between.
  const unwell = earlier
    .slice(-3, -1)
    .findLast((turn) => turn.intent === 'health' || turn.intent === 'injury');
  if (
    unwell &&
    previous &&
    previous.intent !== 'health' &&
    previous.intent !== 'injury' &&
    asksWhetherToTrain.test(normalizeMessage(message))
  )
    return understandMessage(message, matcher, unwell);
  const frame = withThreadPain(understandMessage(message, matcher, previous), previous);
  const before = earlier.at(-2);
  if (frame.followUp !== 'detail' || !frame.topic || !before?.topic) return frame;
  if (before.topic.id === frame.topic.id) return frame;
  const text = normalizeMessage(message);
  const question = detailQuestion.exec(text);
  if (!question) return frame;
  const own = contentTerms(text.slice(question[0].length)).filter(
    (term) => !detailFiller.has(term),
  );
  const speaksOf = (topic: KnowledgeTopic) => {
    const said = new Set(contentTerms(`${topic.keywords.join(' ')} ${topic.answer}`));
    return own.length > 0 && own.every((term) => said.has(term));
  };
  if (speaksOf(frame.topic) || !speaksOf(before.topic)) return frame;
  const again = understandMessage(message, matcher, before);
  return again.followUp === 'detail' && again.topic?.id === before.topic.id ? again : frame;
}

// Muscles and body parts a question about doing an exercise names ("where do I put my front foot").
const techniqueBodyWords =
  /\b(quads?|glutes?|hamstrings?|calves|abs|core|chest|lats?|triceps|biceps|feet|foot|toes|heels?|hands?|elbows?|wrists?|knees?|hips?|shoulders?|back|head|neck|grip|stance)\b/;

// Muscles and muscle groups a question may be asked of ("how many sets for biceps").
const muscleWords =
  /\b(legs?|arms?|quads?|glutes?|hamstrings?|hammies|calves|abs|core|chest|lats?|triceps|biceps|shoulders?|back|delts?|traps|forearms?)\b/g;

/** The message before with its muscle replaced by the one a short follow-up names, or null. */
function withMuscleSwapped(before: string, text: string): string | null {
  if (!/^(and|what about|how about|same for|ok and|okay and|now)\b/.test(text)) return null;
  const now = text.match(muscleWords);
  const first = before.match(muscleWords)?.[0];
  if (!now || !first || now.includes(first)) return null;
  return before.replace(new RegExp(`\\b${first}\\b`), now.join(' and '));
}

// Words a question can be made of without naming what it is about.
// How to go about what was just told, naming nothing of its own ("how do i build up without
// getting hurt", "how do i ease back in", "how should i start").
const asksHowToGoAbout =
  /^((ok|okay|so|and|but|right)[,.]? )*(how (do|should|can|would) (i|we|you|u) (build (it |myself )?up|progress|ease (myself )?(back )?in(to it)?|start|begin|get going|get back into it|go about (it|this|that)|avoid (getting )?(hurt|injured|injur\w*)|do (it|this|that) safely|not get hurt|stay injury[- ]free)|how to (build up|progress|start|ease in))\b/;

// Asks whether what was told is a worry ("should i be worried", "is that serious?").
const asksIfWorrying =
  /^((so|and|but|ok|okay|hmm+|right|should i),? )*(should i be (worried|concerned|scared|panicking)|do i need to (worry|be worried|panic)|is (that|this|it) (bad|serious|normal|dangerous|a (bad |worrying )?sign|something to worry about|worrying|concerning)|(that'?s|thats) (not )?(normal|serious|bad)( right)?)\s*[?!.]*$/;

// Beyond "make it easier" (readFollowUp): a session asked kinder to a part ("a bit much for my
// knees", "something sitting down", "nothing that wrecks my knee").
const asksKinderForPart =
  /\b(make|making|keep) (it|that|this|the (workout|session|routine)) (a bit |a little |much )?(softer|kinder|less intense)\b|\b(something|anything|one) (sitting( down)?|seated|on a chair|in a chair)\b|\b(too|a bit) (much|intense|tough)\b|\b(nothing|none|no moves?|no exercises?|not anything|avoid anything) (that|which|to) (\w+ )?(wreck|kill|hurt|bother|aggravat|load|stress|upset|irritat|flare)\w*\b/;

// Servings counted without the food named ("3 or 4 glasses", "a couple of slices").
const servingsSaid =
  /\b(\d+|one|two|three|four|five|six|a couple|a few|several)( or (\d+|two|three|four|five|six))? (glass(es)?|pints?|bottles?|cans?|slices?|bowls?|pieces?|bars?|cups?|portions?)\b(?! of)/;

/** Whether a topic's title or keywords hold a word of the message beyond the generic ones. */
function namesTopicOwnWord(topic: KnowledgeTopic, terms: readonly string[]): boolean {
  const about = new Set(contentTerms(`${topic.title} ${topic.keywords.join(' ')}`));
  return terms.some((term) => !genericAskTerms.has(term) && about.has(term));
}

const genericAskTerms = new Set(
  contentTerms(
    'exercise exercises safe safer ok okay fine bad worse good better best too low high enough ' +
      'normal right wrong work works help helps start avoid should do does much many often long ' +
      'time times week day days eat food foods need use try recommend mean means dangerous harmful ' +
      'healthy worth doing started level amount point tell know actually really change fix ' +
      'prioritise prioritize first count counts how much how many how long how often',
  ),
);

// "What about X" / "how about X" with X a thing, not a condition ("on rest days", "if", "with").
const whatAboutThing =
  /^((and|but|so|ok|okay|also),? )*(what|how) about (?!(with|without|if|when|for|on|in|at|during|after|before|it|that|this|them|those|these|my|me|doing|going)\b)(an? |the |some )?(?<thing>[a-z][a-z' -]*?)\s*(,|\?|$|\b(is|are|do|does|then|too|instead|though|tho)\b)/;

/**
 * Whether the message, read alone, is about a thing it names right after "what about" ("what
 * about creatine, is that safe for women?"): the thing's own knowledge topic, food or supplement.
 */
function namesSubjectOfItsOwn(text: string, alone: CoachFrame): boolean {
  const thing = whatAboutThing.exec(text)?.groups?.['thing'];
  if (
    !thing ||
    alone.exercise ||
    alone.muscle ||
    alone.entities.hasPain ||
    alone.entities.bodyParts.length > 0 ||
    alone.intent === 'out-of-scope' ||
    alone.intent === 'greeting' ||
    asksSessionOrRecords(alone)
  )
    return false;
  if (alone.food || alone.supplement) return true;
  // Only something to eat or take that its topic is named after ("creatine", "pre workout"):
  // "what about rest days?" after calories is still calories, "what about weights?" is no weight.
  const named = new Set(alone.topic?.id.split('-') ?? []);
  const words = thing.split(/[\s-]+/).filter((word) => word.length > 2);
  return (
    alone.topic?.intent === 'nutrition' &&
    words.length > 0 &&
    words.every((word) => named.has(word) || named.has(`${word}s`))
  );
}

/**
 * "Does HRT help with that?" after menopause and belly fat: a question that names a subject only
 * its own topic asks about (a word at most two topics use), which the topic before does not, is
 * asked of that, not of the subject before.
 */
function namesTopicOfItsOwn(text: string, alone: CoachFrame, previous: CoachFrame): boolean {
  if (!alone.topic || alone.topic.id === previous.topic?.id) return false;
  const match = searchKnowledge(text, 1)[0];
  if (match?.topic?.id !== alone.topic.id) return false;
  const before = new Set(
    previous.topic
      ? contentTerms([previous.topic.title, ...previous.topic.keywords].join(' ')).map(stemWord)
      : [],
  );
  return match.keyTerms.some((term) => isRareTerm(term) && !before.has(term));
}

// A message that opens by telling a condition of one's own ("i have high blood pressure ...").
const tellsCondition = /^(i have|i'?ve got|ive got|i got|i'?m|im|i am|i was diagnosed|diagnosed)\b/;

// A follow-up that weighs what it names against the exercise before ("vs normal curl", "or knee
// push ups, which is easier?", "compared to conventional").
/**
 * A message that says more about the pain of the turn before, or asks whether to carry on with
 * it, naming no other body part or exercise.
 */
function morePainOf(text: string, alone: CoachFrame, previous: CoachFrame): boolean {
  if (!previous.entities.hasPain || previous.intent !== 'injury') return false;
  if (alone.exercise && alone.exercise.id !== previous.exercise?.id) return false;
  const before = new Set(previous.entities.bodyParts);
  if (alone.entities.bodyParts.some((part) => !before.has(part))) return false;
  if (contentTerms(text).length > 12) return false;
  if (alone.entities.hasPain) return alone.intent !== 'out-of-scope';
  if (!['injury', 'recovery', 'exercise-technique', 'training', 'health'].includes(alone.intent))
    return false;
  return (
    /\b(keep|carry on|continue|stop|push through|train through|still (do|train|lift|go)|skip|(been|for) (like |about |around )?(\d+|a|an|two|three|few) ?(days?|weeks?|wks?|months?))\b|\b(inside|outside|front|back|side|top|bottom) (part|bit|of it)\b|\b(pinky|thumb|inner|outer) side\b/.test(
      text,
    ) || tellsMoreOfIt(text, alone)
  );
}

const comparesWith =
  /^((and|so|ok|okay|but),? )*(vs|versus|or|compared (to|with)|over)\b|\b(vs|versus|difference|diff|compared (to|with))\b|\bwhich (one |is )?(is )?(better|easier|harder|safer|best)\b|\b(better|worse|easier|harder|safer) than\b|\bas good as\b/;

/** Whether a question's words are all matched by one knowledge topic: a question of its own. */
function asksTopicOfItsOwn(text: string): boolean {
  const terms = contentTerms(text);
  const best = searchKnowledge(text, 1)[0];
  return (
    best?.topic !== null &&
    best !== undefined &&
    terms.every((term) => best.matchedTerms.includes(term))
  );
}

/** The words of a topic's keywords and answer. */
function saidIn(topic: KnowledgeTopic): ReadonlySet<string> {
  return new Set(contentTerms(`${topic.keywords.join(' ')} ${topic.answer}`));
}

/** Whether a topic's answer or keywords hold every word of a question but its asking words. */
function saysAllOf(topic: KnowledgeTopic, terms: readonly string[]): boolean {
  const said = saidIn(topic);
  const own = terms.filter((term) => !genericAskTerms.has(term));
  return own.length > 0 && own.every((term) => said.has(term));
}

/** Whether a topic's keywords or answer hold one of the terms beyond generic question words. */
function speaksTo(topic: KnowledgeTopic, terms: readonly string[]): boolean {
  const said = saidIn(topic);
  return terms.some((term) => !genericAskTerms.has(term) && said.has(term));
}

// Asks what an exercise is for ("what are they actually for", "what does it even do", "what's
// the point of them").
const asksPurpose =
  /^(so |and |but |ok |okay )?(what|whats|what's|what'?re)( is| are| does| do)? (it|that|this|they|them|those|these)( \w+)? (for|do)\b|\b(what'?s|whats|what is) the (point|purpose|benefit) of (it|that|this|them|those|these)\b/;

// A word standing for the exercise just discussed.
const exercisePronoun =
  /\b(that one|this one|that exercise|this exercise|it|that|this|them|those|these|they)\b/;

const refusalPattern =
  /\b(?:no|not|without|skip|minus|except|swap(?: out)?|replace|ditch|drop|remove|lose|take out|leave out|get rid of|nothing with|anything with|no more|hate|can'?t do)\s+(?:any\s+|the\s+|those\s+|these\s+|my\s+|more\s+|anything with\s+)?([a-z-]+)/g;
const notExercise = new Set([
  'equipment',
  'weights',
  'gear',
  'kit',
  'time',
  'longer',
  'more',
  'thanks',
  'worries',
  'way',
  'idea',
  'problem',
]);

// A piece of kit, and the lift named right after it ("barbell rows", "dumbbell press").
const kitWord = /^(barbells?|dumbbells?|kettlebells?|bands?|cables?)$/;
const liftAfterKit =
  /^\s+(rows?|press(?:es)?|curls?|squats?|deadlifts?|lunges?|fl(?:y|ies|yes)|raises?|extensions?|kickbacks?|pullovers?|thrusts?|swings?|snatch(?:es)?|cleans?|shrugs?)\b/;

/** The kinds of exercise a message refuses ("no running please", "without burpees"), or null. */
function refusedExercises(
  text: string,
): { words: string[]; lowImpact: boolean; standingOnly: boolean } | null {
  // "Why no lunges in it?" asks the reason, not to leave them out.
  if (/^(but |so |and |ok )?(why|how come)\b/.test(text)) return null;
  const words = [...text.matchAll(refusalPattern)]
    .map((match) => {
      const word = match[1] ?? '';
      // "Swap the barbell rows": that exercise, not everything done with a barbell.
      const lift = kitWord.test(word)
        ? liftAfterKit.exec(text.slice((match.index ?? 0) + match[0].length))?.[1]
        : undefined;
      return lift ? `${word} ${lift.replace(/s$/, '')}` : word;
    })
    .filter((word) => word.length > 2 && !notExercise.has(word))
    .map((word) =>
      word.includes(' ') ? word : stemWord(word.replace(/^(jump|runn|hopp|skipp)(ing)?$/, '$1')),
    )
    .map((word) => word.replace(/nn$|pp$/, (double) => double.charAt(0)));
  if (words.length === 0) return null;
  return {
    words,
    lowImpact: words.some((word) => /^(run|jump|hop|burpee|sprint|skip|impact|plyo)/.test(word)),
    standingOnly: words.some((word) => /^(floor|lying|mat|push|plank)/.test(word)),
  };
}

function sessionOfFollowUp(
  own: Partial<SessionRequest>,
  entities: MessageEntities,
): Partial<SessionRequest> {
  const changes: Partial<SessionRequest> = { ...own };
  // "Chest n back workout | legs?": a new focus leaves the movements of the old one behind.
  if (own.focus !== undefined && own.targetPatterns === undefined) changes.targetPatterns = [];
  if (entities.place === 'home' && own.equipment === undefined) changes.equipment = null;
  if (entities.place === 'gym' && own.equipment === undefined) changes.equipment = null;
  return changes;
}
