import type { CoachMotivation, CoachUserContext } from '../coach-types';
import { describeMotivation } from '../describe-motivation';
import {
  countRecentSessions,
  describeMeasurements,
  describeNutritionTargets,
  describeSafety,
} from '../describe-user-context';
import { stimulantTopicIds, topicDetail, type KnowledgeTopic } from '../knowledge/topics';
import { contentTerms, stemWord } from '../language/tokenize';
import { asksOwnTargets } from '../understand/own-data-question';
import type { CoachFrame } from '../understand/understand-message';
import { calorieCheck } from './calorie-check';
import type { ToolAnswer } from './exercise-how-to';
import { answersOnItsOwn, painLines } from './exercise-pain';
import { conditionsOf, injuryAreasOf, requirementsOf } from './user-requirements';

// Asks how the plan's food targets were worked out, or whether they can be trusted.
const asksHowTargetIsMade =
  /\bhow (does|did|do|is|was) (the |this |your |my )?(app|it|target|number|plan)\b[^.?!]{0,20}\b(know|work\w* out|figure\w*|calculat\w*|decide\w*|come up|get|set|made)\b|\b(accurate|accuracy|a guess|just a guess|estimate\w*|made up|random|legit|trust)\b/;
// How the plan's calorie target is made (calculate-calorie-target.ts), and how to check it.
const targetMethod =
  "It is an estimate, not a measurement: your assessment's weight, height, age, sex and activity level give your resting energy (the Mifflin-St Jeor equation) times an activity factor, and your goal adjusts it, about 500 kcal less to lose fat or 300 more to gain muscle, never below a safe minimum. Treat it as a starting point: if your weekly average weight has not moved as planned after 2-3 weeks, adjust by 100-200 kcal a day.";

/** What a topic answer is personalised with. */
export interface TopicAnswerInput {
  frame: CoachFrame;
  topic: KnowledgeTopic;
  context: CoachUserContext;
  motivation: CoachMotivation;
  now: Date;
}

const doctorPattern =
  /\b(doctor|gp|physician|healthcare|medical|midwife|diabetes team|care team)\b/i;
const checkWithDoctor =
  'Check with your doctor before you start or change your training, and tell them how you train.';

function goalLine(context: CoachUserContext, topic: KnowledgeTopic): string | null {
  const goal = requirementsOf(context).primaryGoal;
  const text = `${topic.id} ${topic.keywords.join(' ')}`;
  if (goal === 'WEIGHT_LOSS' && !/bulk|surplus|gain/.test(text)) {
    return 'For your weight-loss goal: keep a moderate deficit of about 300-500 kcal a day, protein high and strength training in, so the weight you lose is fat.';
  }
  if (goal === 'MUSCLE_GAIN' && !/loss|deficit|cut/.test(text)) {
    return 'For your muscle-gain goal: eat a small surplus of about 200-300 kcal a day with plenty of protein and keep adding reps or load.';
  }
  return null;
}

// Training topics about programming, where the user's goal changes the advice.
const programmingTopic =
  /\b(reps?|sets?|split|program\w*|volume|cardio|hiit|fat|muscle|strength|hypertroph\w*|weight loss|frequency|days a week)\b/;

/** How the user's goal and level apply to a programming topic; null for other topics. */
function trainingGoalLine(context: CoachUserContext, topic: KnowledgeTopic): string | null {
  if (!programmingTopic.test(`${topic.title} ${topic.keywords.join(' ')}`.toLowerCase()))
    return null;
  const requirements = requirementsOf(context);
  const beginner = requirements.fitnessLevel === 'BEGINNER';
  const start = beginner
    ? 'As a beginner, learn each movement with light weight first; then, '
    : '';
  switch (requirements.primaryGoal) {
    case 'WEIGHT_LOSS':
      return `${start}${beginner ? 'for' : 'For'} your weight-loss goal: keep strength training 2-3 times a week next to your cardio, so the weight you lose is fat, not muscle.`;
    case 'MUSCLE_GAIN':
      return `${start}${beginner ? 'for' : 'For'} your muscle-gain goal: most sets of 6-12 reps close to failure, about 10-20 hard sets per muscle a week, adding reps or load over time.`;
    case 'STRENGTH':
      return `${start}${beginner ? 'for' : 'For'} your strength goal: build around heavy compound lifts in 3-6 reps with longer rests of 2-5 minutes, and add load in small steps.`;
    default:
      return beginner
        ? 'As a beginner, learn each movement with light weight first: consistency beats intensity for your first months.'
        : null;
  }
}

// Topics about how hard to push a set: all-out effort raises blood pressure most.
const effortTopic = /\b(failure|max|maximum|1rm|one rep|heavy|heavier|intensity|hiit|rpe|rir)\b/;

/**
 * "Should I go till I can't do another rep?" from someone with high blood pressure: the limit
 * their condition sets on effort (AHA scientific statement on resistance exercise and blood
 * pressure, 2023: avoid breath-holding and all-out sets).
 */
function effortCaution(context: CoachUserContext, topic: KnowledgeTopic): string | null {
  const stored = context.profile?.conditions ?? [];
  if (!stored.includes('hypertension')) return null;
  if (!effortTopic.test(`${topic.id} ${topic.title} ${topic.keywords.join(' ')}`.toLowerCase()))
    return null;
  return 'With your high blood pressure, end sets 2-3 reps short of failure and breathe out on every effort: straining through the last reps with a held breath spikes blood pressure.';
}

/** One line of what applies to this user, by the topic's intent; null when nothing does. */
function personalLine(input: TopicAnswerInput): string | null {
  const { context, topic, now } = input;
  // A topic about body fat or scale weight: the user's own latest measurement says where they are.
  // So does a message about their own scale ("3 weeks in and the scale barely moved") or about
  // seeing no results ("im not seeing any results, whats the point").
  const aboutMeasurements =
    /\b(body fat|body composition|bmi|scale weight)\b/.test(
      `${topic.title} ${topic.keywords.join(' ')}`.toLowerCase(),
    ) ||
    /\b(scale|my weight)\b[^.?!]{0,30}\b(moved|moving|move|budg\w*|stuck|barely|stall\w*|not (going|coming) down|went up|gone up|going up)\b/.test(
      input.frame.text,
    ) ||
    /\b(not|no|zero|nothing|never|don'?t|cant|can'?t)\b[^.?!]{0,20}\b(results?|progress|difference)\b/.test(
      input.frame.text,
    );
  const measured = aboutMeasurements ? describeMeasurements(context) : null;
  if (measured) return measured;
  switch (topic.intent) {
    case 'nutrition':
      return describeNutritionTargets(context) ?? goalLine(context, topic);
    case 'injury': {
      const areas = injuryAreasOf(context);
      if (areas.length > 0)
        return `You told us about your ${areas.join(' and ')}: your plan already leaves out exercises that load it.`;
      return describeSafety(context);
    }
    case 'health': {
      const conditions = conditionsOf(context);
      if (conditions.length === 0) return null;
      // "Is lifting safe with my blood pressure meds?" answered by another topic (menopause): the
      // one rule of lifting with high blood pressure, when the answer does not say it.
      const breathing =
        (context.profile?.conditions ?? []).includes('hypertension') &&
        !/\bbreath/i.test(topic.answer)
          ? ' For your blood pressure, breathe out on every effort and keep breathing through each rep.'
          : '';
      return `With your ${conditions.join(' and ')}, keep your doctor in the loop and tell them how you train; your plan is already adapted for it.${breathing}`;
    }
    case 'recovery': {
      const sessions = countRecentSessions(context, now, 7);
      if (sessions >= 6)
        return `You have trained ${sessions} times in the last 7 days: take a full rest day before your next hard session.`;
      if (sessions > 0)
        return `With ${sessions} session${sessions === 1 ? '' : 's'} in the last 7 days, your load leaves room to recover well.`;
      return null;
    }
    case 'motivation':
      return describeMotivation({ context, motivation: input.motivation, now, text: '' });
    case 'training':
      return effortCaution(context, topic) ?? trainingGoalLine(context, topic);
    default:
      return null;
  }
}

// Topics about stimulants, and the conditions that call for care with them (AHA: caffeine raises
// blood pressure for a few hours; ACOG: under 200 mg a day in pregnancy).
const stimulantConditions: readonly [RegExp, string, string][] = [
  [
    /\b(blood pressure|hypertension|bp)\b/,
    'hypertension',
    'With high blood pressure, go easy on stimulants: energy drinks and pre-workouts often hold 150-300 mg of caffeine, which raises blood pressure for a few hours. Keep to a regular coffee or tea at most, skip high-stimulant products, and check with your doctor.',
  ],
  [
    /\b(heart (condition|problem|disease|failure)|arrhythmi\w*|afib|palpitations)\b/,
    'heart-condition',
    'With a heart condition, skip energy drinks and stimulant pre-workouts and ask your doctor how much caffeine is safe for you.',
  ],
  [
    /\bpregnan\w*\b/,
    'pregnancy',
    'In pregnancy keep caffeine under 200 mg a day (about two mugs of instant coffee) and skip energy drinks and pre-workouts.',
  ],
];

/** The care a stimulant needs with the user's condition (stored or said), or null. */
function stimulantCaution(
  topic: KnowledgeTopic,
  text: string,
  context: CoachUserContext,
): string | null {
  if (!stimulantTopicIds.has(topic.id)) return null;
  const stored = context.profile?.conditions ?? [];
  const found = stimulantConditions.find(
    ([said, condition]) =>
      said.test(text) ||
      stored.includes(condition) ||
      (condition === 'pregnancy' && context.profile?.pregnant === true),
  );
  return found?.[2] ?? null;
}

/**
 * The sentence of an answer a "why" asks about: the one holding most of its words ("why cant i
 * hold my breath" after blood pressure: the one on breathing out), else the first.
 */
function sentenceAsked(answer: string, question: string): string {
  const sentences = answer.split(/(?<=[.!?])\s/);
  const asked = contentTerms(question);
  // "Why 2-3 min?": a figure the question names points at its sentence more than any word.
  const figures = question.match(/\d+(?:[.-]\d+)*/g) ?? [];
  let best = { sentence: sentences[0] ?? answer, held: 0 };
  for (const sentence of sentences) {
    const words = new Set(contentTerms(sentence));
    const held =
      asked.filter((term) => words.has(term)).length +
      3 *
        figures.filter((figure) =>
          new RegExp(`(?<![\\d.-])${figure.replace(/\./g, '\\.')}(?![\\d-])`).test(sentence),
        ).length;
    if (held > best.held) best = { sentence, held };
  }
  return best.sentence;
}

/** "How long?" after a topic: the sentences of its answer that say it, else its whole answer. */
function detailLines(topic: KnowledgeTopic, question: string, againAsked?: string): string[] {
  return [topicDetail(topic, question) ?? leadWithAsked(topic.answer, againAsked)];
}

/**
 * An answer given again to a follow-up on the same topic ("what if i can only get 6" after how
 * much sleep), its sentences that hold the follow-up's words first, so it does not open with
 * what was just said; the answer as it is when none does.
 */
function leadWithAsked(answer: string, againAsked: string | undefined): string {
  if (!againAsked) return answer;
  const asked = new Set(contentTerms(againAsked).map(stemWord));
  if (asked.size === 0) return answer;
  const sentences = answer.split(/(?<=[.!?])\s+/);
  const held = sentences.map(
    (sentence) => contentTerms(sentence).filter((term) => asked.has(stemWord(term))).length,
  );
  const best = held.indexOf(Math.max(...held));
  const lead = sentences[best] ?? '';
  // "This keeps...", "It helps...": a sentence that leans on the one before cannot open.
  if (
    best <= 0 ||
    (held[best] ?? 0) <= (held[0] ?? 0) ||
    /^(this|that|these|those|it|they|here)\b/i.test(lead)
  )
    return answer;
  // "Then try a lighter week": the link to what came before goes with it.
  const unlinked = lead.replace(/^(then|so|but|and|also|otherwise),?\s+/i, '');
  return [
    `${unlinked.charAt(0).toUpperCase()}${unlinked.slice(1)}`,
    ...sentences.filter((_, at) => at !== best),
  ].join(' ');
}

/** For a training topic asked about one exercise: its key cue and variations to rotate in. */
function exerciseApplication(frame: CoachFrame): string | null {
  const exercise = frame.exercise;
  if (!exercise) return null;
  const cue = exercise.formCues[0];
  const easier = exercise.modifications[0];
  const harder = exercise.progressions[0];
  const parts = [
    cue ? `keep "${cue.toLowerCase()}" on every rep` : null,
    easier ? `easier variation: ${easier.toLowerCase()}` : null,
    harder ? `harder: ${harder.toLowerCase()}` : null,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return `For the ${exercise.name.toLowerCase()}: ${parts.join('; ')}.`;
}

/**
 * An amount the answer gives per kilogram of body weight ("1.6-2.2 g of protein per kg") worked
 * out for the weight the message states ("if im 80kg") or, asked "for me", the user's latest
 * weight; null otherwise.
 */
function perKilogram(answer: string, text: string, context: CoachUserContext): string | null {
  const rate =
    /(\d+(?:\.\d+)?) ?(?:-|–|to) ?(\d+(?:\.\d+)?) ?g (?:of protein )?per (?:kg|kilo)/.exec(answer);
  if (!rate) return null;
  const stated = /\b(\d{2,3}(?:\.\d)?) ?(?:kg|kgs|kilos?)\b/.exec(text);
  const statedWeight = stated ? Number(stated[1]) : null;
  const own = /\b(for me|my weight|for my (weight|body)|my size)\b/.test(text)
    ? (context.latestMeasurement?.weight ?? null)
    : null;
  const weight =
    statedWeight !== null && statedWeight >= 35 && statedWeight <= 250 ? statedWeight : own;
  if (weight === null) return null;
  const low = Math.round(Number(rate[1]) * weight);
  const high = Math.round(Number(rate[2]) * weight);
  return `At ${weight} kg that is about ${low}-${high} g a day.`;
}

/**
 * A topic's answer without its opening "Yes:" or "No," when the message asks no yes-or-no
 * question ("how often should I lift alongside my running?", "best exercises for runners"): the
 * verdict answers the topic's own question, not this one.
 */
function withoutVerdict(answer: string, text: string): string {
  const verdict = /^(Yes|No)[,:;.]\s+/.exec(answer);
  const asksOpenly =
    /^(what|whats|what's|which|how|when|where|why|who|best|good|tips|give|tell|list|recommend|suggest|explain)\b/.test(
      text,
    ) && !/^how (about|come)\b/.test(text);
  // "Should I do cardio before or after my workout?", "should I bulk or cut first?" ask which, not
  // whether ("does it work or is it a scam?" still asks whether).
  const asksWhich =
    /\b(before or after|after or before)\b/.test(text) ||
    /^(should|is|are|would|do|does)\b.*\b[a-z]+ or (?!(not|nah|no|is|are|will|would|should|do|does|am|was|that|it|this|i)\b)[a-z]+/.test(
      text,
    );
  if (!verdict || !(asksOpenly || asksWhich)) return answer;
  const rest = answer.slice(verdict[0].length);
  return `${rest.charAt(0).toUpperCase()}${rest.slice(1)}`;
}

/**
 * A knowledge topic's answer for this user: safety first for pain, the topic's answer (its reason
 * for "why?"), then one line of what applies to them.
 */
// Asks whether age rules something out ("is it too late for me to start", "am I too old to lift").
const asksIfTooLate =
  /^(?!.*\b(tonight|today|tomorrow|\d ?pm|evening|night|o'?clock|bed(time)?|morning|in the day)\b).*(\b(am i|i'?m|im)( \w+)? too old\b|\b(can|should|could) (i|someone)( still)? (do|start|try|learn)\b[^.?!]{0,30}\bat my age\b|\b(safe|ok|okay|good|too risky|dangerous) (for me |for someone )?at my age\b|\btoo (late|old) (in life |at my age )?(for me )?(to|for) (start|begin|get into|take up|lift|train|run|exercise|build|try)\w*\b)/;
// Source: WHO Guidelines on physical activity and sedentary behaviour (2020), older adults;
// Fiatarone et al., High-intensity strength training in nonagenarians, JAMA (1990).
const neverTooLate =
  'It is never too late: people who start strength training in their 60s, 70s and even 90s gain strength within weeks.';

export function answerTopic(input: TopicAnswerInput): ToolAnswer {
  const { topic, frame } = input;
  if (frame.followUp === 'why') {
    return {
      lines: [topic.why, `So, in short: ${sentenceAsked(topic.answer, frame.text)}`],
      suggestions: topic.suggestions,
    };
  }
  // "Whats that in grams if im 80kg?", "how much is that for me?": a per-kilogram amount worked out.
  const perKg = perKilogram(topic.answer, frame.text, input.context);
  if (frame.followUp === 'detail') {
    // "How many calories should I eat tho?" after what to eat: the plan's own numbers too.
    const ownNumbers =
      topic.intent === 'nutrition' &&
      /\bhow (many|much) (calories|kcal|cals|protein)\b/.test(frame.text)
        ? describeNutritionTargets(input.context)
        : null;
    return {
      lines: [
        ...detailLines(topic, frame.text, frame.againAsked),
        ...(perKg ? [perKg] : []),
        ...(ownNumbers ? [ownNumbers] : []),
      ],
      suggestions: topic.suggestions,
    };
  }
  const lines =
    topic.intent === 'injury' && !answersOnItsOwn(topic, frame.text)
      ? painLines(topic.answer)
      : [leadWithAsked(withoutVerdict(topic.answer, frame.text), frame.againAsked)];
  // "Energy drinks before the gym ok?" from someone with high blood pressure: the caution first,
  // and no plain 'Yes'.
  const caution = stimulantCaution(topic, frame.text, input.context);
  if (caution) {
    const rest = (lines[0] ?? '').replace(/^(Yes|No)[,:;.]\s+/, '');
    lines.splice(0, 1, caution, `${rest.charAt(0).toUpperCase()}${rest.slice(1)}`);
  }
  // "Is 1900 cals too low?": the number asked, against the plan's target and the floor for
  // dieting alone; a topic built round another number ("800 kcal is too low") is left out.
  const calories = topic.intent === 'nutrition' ? calorieCheck(frame.text, input.context) : null;
  if (calories) {
    const asked = calories.kcal;
    const otherNumber = [...topic.answer.matchAll(/\b(\d[\d,]{2,4}) ?kcal\b/g)].some(
      (match) => Number((match[1] ?? '').replace(/,/g, '')) !== asked,
    );
    lines.splice(0, otherNumber ? lines.length : 0, calories.line);
  }
  // "I'm 63 with arthritis in both knees, is it too late to start?": the age answered first, then
  // the condition's topic.
  if (asksIfTooLate.test(frame.text) && !/\b(too late|any age|too old)\b/i.test(topic.answer))
    lines.unshift(neverTooLate);
  // "Can I do press-ups with high blood pressure?": the exercise's easier way in as well.
  const exerciseLine =
    topic.intent === 'training' || topic.intent === 'health' ? exerciseApplication(frame) : null;
  if (exerciseLine) lines.push(exerciseLine);
  // "What's my calorie target?": the plan's numbers are the answer, with what they are for.
  const asksTargets = asksOwnTargets.test(frame.text);
  const targets = asksTargets ? describeNutritionTargets(input.context) : null;
  if (targets) {
    const goal = goalLine(input.context, topic);
    // "How does the app know... is the 1900 thing even accurate?": how it is worked out, too.
    const how = asksHowTargetIsMade.test(frame.text) ? [targetMethod] : [];
    return { lines: [targets, ...how, ...(goal ? [goal] : [])], suggestions: topic.suggestions };
  }
  // Asked for their own targets with none set: say so, then how to work them out.
  if (asksTargets)
    lines.unshift(
      "You don't have a calorie or protein target in RepWise yet: they come with your nutrition plan when you generate a plan. Until then, here is how to work them out.",
    );
  if (perKg) lines.push(perKg);
  const personal = personalLine(input);
  if (personal) lines.push(personal);
  if (topic.intent === 'health' && !lines.some((line) => doctorPattern.test(line)))
    lines.push(checkWithDoctor);
  return { lines, suggestions: topic.suggestions };
}
