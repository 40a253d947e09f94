/**
 * How the knowledge search reads a message before it searches: idioms whose words name another
 * subject than the one meant, and the cause of a break named beside a return to training.
 */

// Idioms whose words name another subject than the one meant: "is this even working?" asks
// about results, not about work.
const idioms: readonly [RegExp, string][] = [
  // "Is it too late to train at 9pm?": the hour, not a late start in life.
  [
    /\btoo late\b(?=[^.?!]{0,30}\b(\d{1,2}(:\d\d)? ?pm|at night|tonight|before bed|in the evening|evening)\b)/g,
    'late at night',
  ],
  // "No gym at all this time", "stuck in a hotel for 3 nights": on this occasion and how long,
  // not the time of day or a night's sleep.
  [/\b(at all )?this time\b(?! of (day|the day|night|year|the year|the month|month))/g, ' '],
  [/\bfor (\d+|a few|a couple of|two|three|four|five) nights\b/g, 'for $1 days'],
  // "How much do i go up" after a weight: the load raised, not "up to" a dose.
  [
    /\b(how much|how many kg|how many kilos|how many lbs|when) (do|should|can|would) i (go up|move up|add|increase)\b(?! (in|on) (calories|food|protein|carbs|steps))/g,
    '$1 should i increase the weight',
  ],
  [
    /\b(is|are|isn'?t|aren'?t) (this|it|that|any of (this|it)|my (training|workouts?|lifting|diet|efforts?)) (even |really |actually |still )?(working|paying off)\b/g,
    '$1 $2 getting results',
  ],
  // "Does alcohol kill gains?": the subject is the alcohol; "kill gains" only says it worries.
  [
    /\b(kill|kills|killing|ruin|ruins|ruining|wreck|wrecks|wrecking|destroy|destroys|destroying|hurt|hurts) (my |your |the |all my |all the )?gains\b/g,
    'affect muscle',
  ],
  // "How do I know if I'm doing the exercises right?": checking one's form (its other words are
  // too common to search by).
  [
    /\b(know|tell|sure|check|see) (if|whether|that) (i'?m|im|i am) (even )?doing (it|them|this|these|the exercises?|my exercises?|exercises?|the moves?|things) (right|correctly|properly)\b/g,
    'check my form',
  ],
  // "How do I not fall off again?": keeping the habit, not a fall.
  [
    /\b(not|stop|avoid|never|without) (fall|falling) off( again| the wagon| track)?\b/g,
    '$1 losing the habit, stay consistent',
  ],
  // "Work is so stressful, can i skip workouts til it calms down": the stress passing.
  [
    /\b(stress\w*)\b(.*?)\b(until|till|til|when) (things|work|life|it|everything) (calms?|settles?|quietens?) down\b/g,
    '$1$2$3 the stress is less',
  ],
  // "Until things calm down at work": a busy time passing, not calming oneself.
  [
    /\b(until|till|til|when) (things|work|life|it|everything) (calms?|settles?|quietens?) down\b/g,
    '$1 it is less busy',
  ],
  // "Am I gonna lose strength?", "did i lose all my gains": time off training, not weight loss;
  // not a loss something done causes ("would i lose muscle doing fasted cardio").
  [
    /^(?!.*\b(doing|cardio|fast(ed|ing)?|deficit|diet\w*|cut|cutting|running|calories?|eat\w*)\b).*?\b(gonna|going to|will i|would i|did i|do i|have i|am i|how (fast|quickly|long|much)( do| will| would| until| till)?( i| you)?|not|won'?t i|before i|until i|(scared|worried|afraid) (of|to|i'?ll|about)) (lose|losing|lost) (all |any |my |all my |the |some |much of my |much |of my )*(strength|muscle|gains?|fitness|progress)\b/g,
    '$& detraining',
  ],
  // "When do I go heavier?", "time to move up in weight": adding load, not heavy lifting itself.
  [
    /\b(go|going|move|moving|jump|jumping|step|stepping) (up )?(heavier|up in weight|up a weight)\b/g,
    'increase the weight',
  ],
  // "Gonna sign up for a gym": joining, not a sign of anything.
  [/\bsign(s|ed|ing)? (up|in|on)\b/g, 'join'],
  // "When should I go see someone about it?": a doctor or physio, not seeing anything.
  [
    /\b(see|seeing|visit|get (it |this |that )?(checked|looked at) by) (someone|somebody|anyone|anybody|a pro|a professional|an expert)\b/g,
    '$1 a doctor',
  ],
  // "How much should i lift first time back?? havent touched a weight in yrs": a comeback after a
  // long break, not a first visit.
  [
    /\b(first (time|session|workout|visit) back|(coming|getting|going|came|got) back (to it |into it |to the gym |to training |into training )?after (\d+|a few|many|several|two|three|four|five|ten) (years|months)|(\d+|a few|many|several) years off|(haven'?t|havent|hasn'?t|hasnt|not) (touched|lifted|trained|done|seen) (a weight|weights|anything|the gym|a gym|it) (in|for) (yrs|years|ages|a decade|\d+ ?(years|yrs)))\b/g,
    'starting again after years off, a long break',
  ],
  // "Not seeing any difference after 2 weeks of walking": results, not a difference between two
  // things.
  [
    /\b(not|no|haven'?t|havent|didn'?t|can'?t|cant|don'?t|dont) (really |even |actually )?(seeing|see|seen|noticed|notice|noticing) (any |much |a |the )?(difference|change|changes)\b/g,
    'not seeing results',
  ],
  // "Conditioning days set it off": bring the symptoms on, not a day off.
  [/\b(set|sets|setting|kick|kicks|kicking) (it|them|that|this|me|my \w+) off\b/g, 'trigger $2'],
  // "How long should i wait b4 changing stuff": how long to judge a trend before a change, not
  // how long to wait before training.
  [
    /\b(wait|give it|leave it|stick with it|stick to it)\b([^.?!]{0,15})\b(before|until|till|til) (i )?(chang\w*|switch\w*|adjust\w*|tweak\w*|cut\w*|dropp?\w*|reduc\w*|lower\w*)\b/g,
    'judge the scale trend of a plateau before changing',
  ],
  // "How do I know if im pushing too hard?": how hard the effort is (the talk test), not pushing.
  [
    /\b(pushing|push|overdoing|overdo|working|going) (myself |it )?(too hard|too much|hard enough|too far)\b/g,
    'effort too hard, talk test, breathless, rpe exertion',
  ],
  // "How hard should i push myself?": the effort of a set (RPE, reps in reserve), not pushing.
  [
    /\bhow (hard|much) (should|do|can|must|would|shall) (i|we|you|u) (push|go|train|work)( myself| yourself| it)?\b/g,
    'how hard should i train, effort rpe reps in reserve',
  ],
  // "Is it ok to keep going till i cant do another rep?": training to failure.
  [
    /\b(till|until|til|to the point) (i|you|u|we) (can'?t|cant|cannot|can not|couldn'?t) (do |get |lift |manage )?(another|one more|any more|anymore|a single|more)( \w+)?( reps?| one)?\b/g,
    'to failure',
  ],
  // "What's a good breakfast for my blood pressure?": what to eat for the condition, not its
  // exercise advice.
  [
    /\b(breakfasts?|lunch(es)?|dinners?|suppers?|snacks?|meals?)\b(?=[^.?!]{0,25}\b(blood pressure|bp|hypertension|diabet\w*|blood sugars?|cholesterol|pcos|gout|ibs|reflux|kidneys?)\b)/g,
    '$1 to eat',
  ],
  // "How do I break the cycle?": a habit, not a cycle of anything.
  [
    /\b(break|breaking|stuck in|get out of) (the|this|that|a) (vicious )?cycle\b/g,
    'break the habit',
  ],
];

const ordersFood = /\b(i|u|you|we) (order|ordered)\b/;
const namesFood =
  /\b(takeaway|takeout|restaurant|menu|food|eat\w*|meals?|pizza|burgers?|chinese|indian|curry|kebab|sushi|maccies|mcdonalds|kfc|dominos|nandos|pub|cafe|coffee|drinks?)\b/;

/** The message as the search reads it: idioms replaced by what they mean. */
export function searchPhrasing(message: string): string {
  let text = message;
  // "What would u order tho" after fast food: food chosen, not the order of exercises (a message
  // that names the food or the place says so itself).
  if (ordersFood.test(text) && !namesFood.test(text)) text = text.replace(ordersFood, '$& to eat');
  for (const [pattern, meaning] of idioms) text = text.replace(pattern, meaning);
  return text;
}

// A return to training after time off ("back after", "havent trained since", "ease back in").
const returning =
  /\b(back (after|from|into|in|to)|get(ting)? back|ease back|return\w*|start\w* (again|back|lifting|training|running)|(weeks?|months?) off|time off|haven'?t (trained|worked out|exercised|lifted|been)|off for (a|\d+|two|three|four|six) \w+|since (the|my|i|having))\b/;
// Causes of a break, each with the topic that answers a return after it.
const returnCauses: readonly [RegExp, string][] = [
  [/\bcovid\b/, 'covid-return'],
  [
    /\b(baby|gave birth|giving birth|postpartum|post-partum|c-section|newborn)\b/,
    'postpartum-return',
  ],
  [/\b(surgery|operation|op|\w+ectomy|\w+plasty|keyhole|scope)\b/, 'exercise-after-surgery'],
  [/\b(flu|sick|ill|illness|bug|virus|infection|chest infection|cold)\b/, 'return-after-illness'],
];

const otherBreakCause =
  /\b(vacation|holiday|hols|travel\w*|work|busy|lazy|motivation|christmas|xmas|exams?|moved|moving)\b/;

/** The topic of a return to training whose cause the message names, or null. */
export function returnCauseOf(message: string): readonly [RegExp, string] | null {
  if (!returning.test(message) || otherBreakCause.test(message)) return null;
  return returnCauses.find(([cause]) => cause.test(message)) ?? null;
}
