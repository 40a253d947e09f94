import { searchKnowledge } from '../../knowledge/knowledge-index';
import { contentTerms, stemWord } from '../../language/tokenize';
import { sessionOf } from '../session-of';
import { carriedLimits } from '../thread-subjects';
import { asksToRepeatSession } from '../thread-turns';
import { understandAlone, type CoachFrame } from '../understand-message';
import { readFollowUp } from './follow-up';
import type { ThreadReading } from './reading';
import { refusedExercises } from './refused-exercises';
import { saysLittleAlone } from './words';

// What the turn before told carries over into the message now: a worry about it, a sore part
// or a limit into the session asked, a food asked in servings, on a budget or a diet, the return
// after an illness, the plan asked for, a session asked again, the bar of the exercise before.

// Asks whether what was told is a worry ("should i be worried", "is that serious?").
const asksIfWorrying =
  /^((so|and|but|ok|okay|hmm+|right|should i),? )*(should i be (worried|concerned|scared|panicking)|do i need to (worry|be worried|panic)|is (that|this|it) (bad|serious|normal|dangerous|a (bad |worrying )?sign|something to worry about|worrying|concerning)|(that'?s|thats) (not )?(normal|serious|bad)( right)?)\s*[?!.]*$/;

// Beyond "make it easier" (readFollowUp): a session asked kinder to a part ("a bit much for my
// knees", "something sitting down", "nothing that wrecks my knee").
const asksKinderForPart =
  /\b(make|making|keep) (it|that|this|the (workout|session|routine)) (a bit |a little |much )?(softer|kinder|less intense)\b|\b(something|anything|one) (sitting( down)?|seated|on a chair|in a chair)\b|\b(too|a bit) (much|intense|tough)\b|\b(nothing|none|no moves?|no exercises?|not anything|avoid anything) (that|which|to) (\w+ )?(wreck|kill|hurt|bother|aggravat|load|stress|upset|irritat|flare)\w*\b/;

// How to go about what was just told, naming nothing of its own ("how do i build up without
// getting hurt", "how do i ease back in", "how should i start").
const asksHowToGoAbout =
  /^((ok|okay|so|and|but|right)[,.]? )*(how (do|should|can|would) (i|we|you|u) (build (it |myself )?up|progress|ease (myself )?(back )?in(to it)?|start|begin|get going|get back into it|go about (it|this|that)|avoid (getting )?(hurt|injured|injur\w*)|do (it|this|that) safely|not get hurt|stay injury[- ]free)|how to (build up|progress|start|ease in))\b/;

// Servings counted without the food named ("3 or 4 glasses", "a couple of slices").
const servingsSaid =
  /\b(\d+|one|two|three|four|five|six|a couple|a few|several)( or (\d+|two|three|four|five|six))? (glass(es)?|pints?|bottles?|cans?|slices?|bowls?|pieces?|bars?|cups?|portions?)\b(?! of)/;

// A short follow-up asking the same food question for a budget or a diet ("cheaper?", "vegan
// ones?", "anything gluten free").
const foodModifier =
  /^(?:(?:and|but|ok|okay|so|any|anything|something|what about|how about|maybe|got any|are there any|is there any|any good) )*(?:a |an |some |any )?(cheaper|cheap|budget|vegan|vegetarian|veggie|plant[- ]based|dairy[- ]free|gluten[- ]free|halal|low[- ]carb|keto)(?: (?:ones?|options?|versions?|ideas?|alternatives?|stuff|meals?|snacks?|food|too|then|please|pls))*\s*\??$/;

// Asks when training can start again ("when can i go back to lifting", "how soon can i run again").
const asksWhenBack =
  /\b(when|how (soon|long)( until| till| before| til)?)\b[^.?!]{0,25}\b(go back|get back|back to|return|start (again|back)|(train|lift|run|exercise|work ?out|play|swim|cycle|squat|deadlift) again|hit the gym)\b/;

/**
 * The first rules of a message in its thread: what was told in the turn before (a worry, a sore
 * part, a food, a limit, an illness) read with the message now; null when none applies.
 */
export function readCarriedOver(reading: ThreadReading): CoachFrame | null {
  const { text, alone, previous, matcher } = reading;
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
  return null;
}
