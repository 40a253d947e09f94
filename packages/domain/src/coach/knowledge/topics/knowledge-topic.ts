/** What a knowledge topic is about (the coach answers each category with its own framing). */
export type TopicIntent =
  | 'training' // programming: reps/sets, splits, overload, cardio, HIIT, warm-up, plateaus, technique principles, training at home/gym, beginners
  | 'nutrition' // protein, calories, fat loss eating, bulking, carbs, fats, pre/post-workout, hydration, supplements, alcohol, meal timing, diets
  | 'recovery' // soreness/DOMS, rest days, sleep, stretching, mobility, foam rolling, deload, overtraining, stress
  | 'health' // special populations & medical: older adults, teens, pregnancy/postpartum, asthma, diabetes, hypertension, heart, arthritis, osteoporosis, illness (cold/flu/fever), medications, menstruation, obesity
  | 'injury' // pain and injury: back pain, knee pain, shoulder, wrist, ankle sprain, sharp vs dull pain, return after injury, chest pain red flags
  | 'motivation'; // habits, consistency, missed workouts, no time, boredom, gym anxiety, goal setting, plateau mindset

/** One piece of coaching knowledge. */
export interface KnowledgeTopic {
  /** kebab-case, unique across all files, e.g. 'rep-ranges'. */
  id: string;
  intent: TopicIntent;
  /** The question the topic answers, e.g. 'High reps or low reps?'. */
  title: string;
  /** 4-7 ways real people type this question: casual, short, slang, some with typos ("hw much protein shud i eat"), varied vocabulary. */
  questions: string[];
  /** 3-10 lower-case words or short phrases specific to this topic (synonyms included), used by the search index. */
  keywords: string[];
  /** 35-85 words. The direct answer first (first sentence answers the question), then specifics: numbers, ranges, how-to. Plain English, second person. No markdown. */
  answer: string;
  /** 1-2 sentences: the reason/mechanism behind the answer (the coach says this when the user follows up with "why?"). */
  why: string;
  /** 2-3 follow-up questions the user might tap next (short, under 45 characters each). */
  suggestions: string[];
}

// What a detail question asks ("how long?"), and what a sentence that says it holds.
const detailSentences: readonly [RegExp, RegExp][] = [
  // "How long should each session be?": minutes or hours, not weeks.
  [
    /\bhow long\b.{0,30}\b(sessions?|workouts?|each|walks?|runs?|rides?|warm[- ]?ups?)\b/,
    /\b(minutes?|mins?|hours?)\b/,
  ],
  [/\bhow long|for how long\b/, /\d|\b(minutes?|hours?|seconds?|weeks?|days?|months?)\b/],
  [
    // Asked when ("and when?", "when should i"), not a time told ("holding my breath when i lift").
    /\bhow (often|soon|early|late)|^(and |so |but |ok |okay )?when\b|\bwhen (should|do|can|could|is|are|does|will|would|to)\b/,
    /\d|\b(times|every|daily|weekly|week|day|before|after|morning|evening)\b/,
  ],
  [/\bhow (many|much|far|fast|heavy|hard)\b/, /\d/],
];

/**
 * The sentences of a topic's answer that say what a detail question asks ("how long?": those
 * with a duration); null when the question asks no such detail or the answer says none.
 */
export function topicDetail(topic: KnowledgeTopic, question: string): string | null {
  const wanted = detailSentences.find(([asks]) => asks.test(question))?.[1];
  if (!wanted) return null;
  const found = topic.answer.split(/(?<=[.!?])\s+/).filter((sentence) => wanted.test(sentence));
  return found.length > 0 ? found.join(' ') : null;
}
