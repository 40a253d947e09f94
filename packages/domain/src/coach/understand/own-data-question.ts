import { asksGoalInReach } from './goal-asked';
import type { CoachIntent } from '../coach-types';
import { asksSpotReduction } from './message-patterns';

// Worries about losing what was built ("will i lose all my progress"): not a question about records.
export const fearsLosing =
  /\b(lose|losing|lost) (all )?(my )?(progress|gains|muscle|fitness|strength)\b/;

/**
 * "What do you know about me?", "remind me what kit I said I had": what the user told us (the
 * assessment), then the records.
 */
export const asksAboutMe =
  /\bwhat\b[^.?!]{0,40}\b(when i signed up|at sign-?up|in (my|the) (assessment|onboarding|questionnaire|quiz|sign-?up))\b|\b(what|how much) (do|does|did) (you|u|the (ai )?coach|the app|this app|repwise|the ai|this ai) (actually |really |even |already |currently )?know (about|of) me\b|\bwhat (info\w*|data|details|stuff) (do|does) (you|u|the (ai )?coach|the app|repwise) (actually |really |even )?(have|hold|keep|store|see|get) (on|about) me\b|\bcan (you|u) see my (info\w*|data|details|records|answers|assessment)\b|\bwhat (have )?(you|u) got on me\b|\bwhat (\w+ ){0,2}(do|does) (you|u|the app|repwise) have (on file |on record |saved |stored |listed )?(for|on|about) me\b|\bwhat\b[^.?!]{0,30}\b(on file|on record)\b|\b(do|did) (you|u) (know|remember|have) (about )?my (injur\w*|conditions?|arthritis|asthma|diabetes|blood pressure|hypertension|heart|knee|back|shoulder|hip|ankle|wrist|neck|goals?|equipment|kit|level|age|schedule|pregnancy)\b|\bdo (you|u) (actually |really |even )?know (anything|much|something|stuff) about me\b|\bwhat (info\w*|data|details) do you have (on|about) me\b|\b(tell me|remind me) (about|what you know about) (me|myself)\b|(?<!\b(on|in|to|from|at) )\bmy profile\b|\bwhat (kit|equipment|gear)\b.{0,30}\b(i (said|told you|have|had|own)|do i (have|own)|have i got)\b|\bwhat ((did|have) )?i (put|put down|say|said|tell you|told you|enter|entered|select|selected|pick|picked|choose|chose|list|listed|give|gave)\b[^.?!]{0,40}\b(conditions?|injur\w*|limitations?|equipment|kit|goals?|level|schedule|days)\b/;

// A question asked for another person ("ok for her", "for my dad").
const forSomeoneElse =
  /\b(ok|okay|safe|good|suitable|right|fine|alright|too much|too hard) for (her|him|them)\b|\bfor (my |our )(nan|nana|gran|granny|grandma|grandmother|grandad|grandpa|grandfather|mum|mom|mother|dad|father|parents?|wife|husband|partner|son|daughter|kids?|friend|sister|brother)\b/;

// A question about the user's own records: it names them and asks for a value, not for advice.
const ownWords = /\b(my|have i|did i|i'?ve|i have (done|logged|lost|gained)|am i at|so far)\b/;
const valueQuestion =
  /\bwhat (reps|sets|weights?|exercises?|moves|time)\b|\b(how many|how much|how long|how often|how far|when will i|what'?s|whats|what is|what are|what was|what did|which|when'?s|when is|when was|when did|show|tell me|remind me|so far|rn|right now|currently|current|latest|last|at the moment|logged|done)\b/;
const asksForSomething =
  /\b(give|make|build|create|write|design|send|suggest|recommend) (me |us )?(a|an|some|another|one|something|quick|short|\d+)\b|\bput together (a|an|some|something)\b|\bi (want|need|would like|'?d like) (a|an|some|something) \b|\b(can|could) (i|we) (get|have) (a|an|some)\b/;
const adviceWords =
  /\b(should|shud|need to|do i need|can i|could|would|must|ideal|best|recommend\w*|supposed|how (do|to|can) i|better)\b|\b(a|any) good\b|\bwill (the |a |my )?\w+ do\b|\b(don'?t|do not) (own|have)\b/;
const ownFormNouns =
  /\b(form[- ]?wise|form scores?|(scored|scoring|scores|rating|rated|tracking|tracked) my (\w+ )?(squats?|deadlifts?|lifts?|reps|form)|which (lift|exercise) (is|was|needs|scores|did)|weakest|worst|needs? the most work|my form|my technique|my (worse|worst|weaker|weakest|better|best) (lift|exercise))\b/;
const ownPlanNouns =
  /\b(program+e?|plan|split|schedule|routine|today'?s|(on|for) (today|tomorrow)|next (workout|session)|sets each)\b/;
const ownRecordNouns =
  /\b(check[- ]?ins?|weigh[- ]?ins?|sessions?|workouts?|(?<!(working|work|starting|heavier|lighter|same|more|less|training|bar) )weight|weigh|body ?fat|muscle mass|lean mass|measurements?|goals?|(?<!(calorie|calories|protein|macro|carb|water|step|kcal) )targets?|streak|progress|trend|bmi|waist|stats|numbers|trained|worked out|exercised|squatted|deadlifted|benched|lifted)\b/;

// A subject of its own beside the priority asked ("one thing to focus on to lose fat"): the
// topic answers it.
const otherSubject =
  /\b(to|for) (lose|losing|gain|gaining|build|building|get|getting|burn|bulk|cut|grow|run|running|improve my \w+)\b|\b(diet|eat|eating|food|nutrition|running|marathon|5k|10k)\b/;

// The plan's number of days beside the plan ("my plan only has 4", "4 workouts a week on my plan").
const count = String.raw`(\d|\d ?- ?\d|one|two|three|four|five|six|seven)`;
const planDays = new RegExp(
  String.raw`\b(my|the) (plan|program\w*|schedule)\b[^.?!]{0,25}\b(has|have|had|says?|said|gives?|gave|only|is)\b[^.?!]{0,12}\b${count}( ?x(?!\d)| days?| times| sessions?| workouts?)?\b(?! ?(kg|min|mins|minutes|reps|sets|weeks?|exercises|moves)\b)|\b${count} (days?|times|sessions?|workouts?)( a| per)? week\b[^.?!]{0,12}\b(on|in) (my|the) (plan|program\w*|schedule)\b`,
);

/**
 * Asks about the plan's number of days against what the user chose ("why does my plan only have
 * 4 days when i picked 5-6", "my profile says 5-6 days but the plan only has 4, which do i
 * follow"): the plan's sessions a week answer it, not advice on training more.
 */
export function asksPlanDays(text: string): boolean {
  return (
    planDays.test(text) &&
    /\b(why|how come|only|just)\b/.test(text) &&
    !/\b(should|better|is (that|it) (ok|okay|fine|safe|too much))\b/.test(text)
  );
}

/** Asks whether the plan accounts for something ("does my plan even know about my knee"). */
export const asksPlanKnows =
  /\b(does|did|has|is|will) (my|the) (plan|program+e?|workouts?|app|routine)\b[^.?!]{0,25}\b(know|knows|take|taken|account|consider\w*|factor\w*|include\w*|adapt\w*|adjust\w*|remember\w*|aware)\b|\b(is|are) (my|the|this) (plan|program+e?|workouts?|routine)\b[^.?!]{0,20}\b(right|ok|okay|safe|good|suitable|fine|appropriate|designed|made)\b[^.?!]{0,12}\bfor (my|me with|someone with) \w+/;

/**
 * Asks why the plan or this week's workouts changed ("why did my workout change this week?", "why
 * is there less deadlift volume than before?", "how come my sets went down?").
 */
export const asksWhyPlanChanged =
  /\b(why|how come)\b[^.?!]{0,15}\b(my|the|this week'?s|today'?s|this|these)\b[^.?!]{0,12}\b(workouts?|plan|program\w*|sessions?|training|routine|weights?|volume|sets|reps|week)\b[^.?!]{0,25}\b(change\w*|different|lighter|easier|harder|heavier|shorter|longer|less|fewer|more|drop\w*|reduc\w*|lower\w*|go(ne)? (up|down)|went (up|down)|cut)\b|\b(why|how come)\b[^.?!]{0,25}\b(less|fewer|more|lower|lighter)\b[^.?!]{0,20}\b(volume|sets|reps|weight|load)\b[^.?!]{0,20}\b(than (before|last week|usual)|this week|now)\b/;

/**
 * Asks whether the training is getting anywhere ("am I actually getting anywhere?", "am I even
 * making progress", "is any of this working?", "am I wasting my time?").
 */
// "How am I doing?", "how's it going so far": the records summed up, asked openly.
export const asksHowItIsGoing =
  /^(so |ok |okay |and |hey |coach |honestly )*(how am i doing|how'?m i doing|how am i getting on|how'?s (it|my progress|everything|my training) (going|looking)|how is (it|my progress|my training) (going|looking)|how is my progress|how'?s my progress)\b/;

export const asksIfProgressing =
  /\b(am i|are we|have i)( \w+)? (getting anywhere|going anywhere|making (any |real )?progress|progressing|improving|improved|progressed|getting (any )?(better|stronger|fitter|leaner|results?))\b|\b(im|i'?m) not (progressing|improving|getting anywhere)\b[^.?!]{0,20}\bam i\b|\b(are|is) my (workouts?|training|sessions?|efforts?) (even |actually |really )?(doing anything|making a difference|paying off)\b|\bis (it|this|that|any of (it|this)|(my|this|the) (plan|training|program\w*|routine|hard work|workouts?)) (even |actually |really |still )?(working|paying off)\b(?! (my|the|your|out|on|for (my|the) \w+)\b)|\bam i (just )?wasting my time\b/;

/**
 * Asks for the one thing to work on first ("if I could only fix one thing what should it be",
 * "what's my biggest weakness", "what should I focus on most"), with no other subject named.
 */
export const asksPriority =
  /\b(only|just) (fix|change|improve|work on|focus on) one thing\b|\bone thing (i should|to|i need to|should i|i could|i can) (fix|change|improve|work on|focus on)\b|\b(my )?(biggest|main|number one|top|#1) (weakness|weak point|weak spot|problem|priority)\b|\bwhat (should|do|would) i (fix|work on|improve|focus on|prioriti[sz]e) (first|most)\b/;

/**
 * Asks whether what the user reports is normal, wrong or harmful, or how something affects their
 * results ("legs still sore two days later, is this normal or have I done some damage?", "the
 * scale hasn't moved, am I doing something wrong?", "does poor sleep affect my results?", "did i do
 * enough this week? 3 walks of 20 mins"): advice
 * on what they tell, which the topics answer, not a readout of their records.
 */
export const asksAboutReported =
  /\b(did|have|do) i (do|done|doing|get|got|getting) enough\b(?=[^]*\b\d+ ?(min\w*|mins?|hours?|hrs?|km|miles?|walks?|runs?|sessions?|times|workouts?|steps|classes)\b)|\b(is|are) (this|that|it|these|those) (even |really |actually |totally |completely )?(normal|ok|okay|a problem|a bad sign|bad|something to worry about|common|expected)\b|\b(am i|i'?m|im) doing (something|anything|smth|it|this|everything) wrong\b|\bwhat am i doing wrong\b|\bhave i (done|caused) (some |any |myself )?(damage|harm)\b|\b(have i|did i) (overdone|overdo|overdid) it\b|\b(does|do|will|would|can|could|is|are|did|has)\b[^.?!]{0,40}\b(affect|effect|impact|hurt|harm|ruin|kill|slow|stall|mess (up|with)|wreck|sabotag|cancel|undo|matter)\w*\b[^.?!]{0,20}\bmy (results?|progress|gains|weight ?loss|fat ?loss|training)\b/;

/**
 * The user states their own change in numbers ("my arm went from 32 to 32.5 cm", "lost 0.2kg in
 * 3 weeks"): with a question whether it works, what they tell is the record, and the answer is
 * whether that rate is normal.
 */
export const statesOwnChange =
  /\b(went|gone|grown|dropped|moved) (up |down )?from \d+(\.\d+)? ?(kg|kgs|kilos?|lbs?|pounds|cm|inch\w*|in|%)? ?(to|->) ?\d+(\.\d+)?|\b(lost|gained|dropped|put on|down|up) (only |just |about |like |around )?\d+(\.\d+)? ?(kg|kgs|kilos?|lbs?|pounds|cm|inch\w*|%)\b[^.?!]{0,30}\b(in|over|after|since)\b/;

/**
 * The intent of a question about the user's own data ("how many sessions have i done", "whats my
 * muscle mass", "what's my program called", "which lift needs the most work"); null otherwise.
 */
// The scale said to have moved by an amount ("went up half a kilo", "jumped 2 lbs").
const scaleMoved =
  /\b(went|gone|goes|go|jumped|shot|crept|came|bounced|is|was|i'?m|im) (back )?(up|down)\b[^.?!]{0,20}?\b(\d+(\.\d+)?|half|a|one|two) ?(a )?(kg|kgs|kilos?|lbs?|pounds?)\b/;
const asksWhatWentWrong =
  /\b(why|how come|(what|wtf) (did|have) i (do|done)( wrong)?|did i do (something )?wrong|what happened|what'?s (going on|happening)|(is|was) (that|this|it) normal)\b/;

/** "It went up half a kilo this morning, wtf did I do wrong?": why the scale moved. */
export function asksWhyScaleMoved(text: string): boolean {
  return scaleMoved.test(text) && asksWhatWentWrong.test(text);
}

export function askedOwnData(text: string): CoachIntent | null {
  // "Pins and needles down my arm since my last session": a symptom, never a records question.
  if (/\b(pins and needles|tingl\w*|numb\w*)\b/.test(text)) return null;
  // "100 crunches a day, will my belly fat go away? thats where all my weight sits": spot
  // reduction asked, not the records.
  if (asksSpotReduction.test(text)) return null;
  // "Hit 5x5 at 100kg, how much do i put on next week?": how to progress, a topic's answer.
  if (
    /\bhow much (weight |more )?(do|should|can|shall) i (put on|add|go up|increase)\b|\bwhat (weight|load) (do|should) i (go|move) (up|on) to\b/.test(
      text,
    )
  )
    return null;
  // "What weight for my next set?", "do i finish the last 2 sets or drop the weight": the load
  // of the set at hand, not the records.
  if (
    /\b(next set|drop the weight|(go|going) (heavier|lighter)|go up (in weight|a weight|a plate)|finish (the )?(last|remaining|other|rest of (the|my)) (\d+ |two |three )?sets|what (weight|do i put on)|put on for)\b/.test(
      text,
    )
  )
    return null;
  // "Which of my exercises are actually ok for her?" asks for someone else, not the records.
  if (forSomeoneElse.test(text)) return null;
  // "It went up half a kilo this morning, wtf did I do wrong?": why the scale moved, which the
  // knowledge answers, not a readout of the records.
  if (asksWhyScaleMoved(text)) return null;
  // "Down 1.8kg" (read as "lost 1.8kg"), "ive lost 3kg so far!!": the scale told on its own, which
  // the records and the goal put in context.
  if (
    /^(so |well |ok )?(i'?ve |ive |i have |i )?(lost|gained|dropped) \d+(\.\d+)? ?(kg|kgs|kilos?|lbs?|pounds)( so far| already| this week| this month| in \w+ weeks?| since \w+)?[!.]*$/.test(
      text,
    )
  )
    return 'progress';
  // "Is 85kg by august actually doable?", "am i gonna hit 140 dl by july": the user's own goal
  // and its date, weighed against the records.
  if (asksGoalInReach(text)) return 'progress';
  // "Hows it going for me like overall?? be honest": how they are doing, from the records.
  if (
    /\bhow'?s (it|everything|things|stuff) (going|looking)( for me| with me)\b|\bhow'?s (it|everything|things) (going|looking)( for me)?( like)? overall\b/.test(
      text,
    )
  )
    return 'progress';
  // "Where am i at rn", "how far off 85 am i now": how far along, from the records and the goal.
  if (
    /(^|[,.!?]\s*|\b(and|but|so|nah|ok|okay|realistically|honestly|seriously) )where (am i|i'?m|im) at( rn| now| right now| at the moment| so far)?[?!. ]*$|\bhow far (off|away from|from) (my |the )?(goal|target|\d+(\.\d+)?)\b/.test(
      text,
    )
  )
    return 'progress';
  // "Can u do my workout for today", "can you show me today's session": the plan's workout.
  if (
    /\b(can|could|will|would) (you|u) (do|give|show|send|tell|pull up|bring up|get|load|open) (me )?(my|today'?s|tonight'?s) (workout|session|plan|training|sesh)\b/.test(
      text,
    )
  )
    return 'workout-plan';
  // "My profile says 5-6 days but the plan only has 4": the plan's days, not the whole profile.
  if (asksPlanDays(text)) return 'workout-plan';
  if (asksAboutMe.test(text)) return 'progress';
  // "Why don't I have any workouts?": the plan, or how to get one.
  if (
    /\b(don'?t|dont|do not|can'?t|cant|cannot)( i)? (have|see|find|get) (a |an |any |my )?(active )?(workouts?|plan|program\w*|sessions?)\b|\bno (workouts?|plan) (showing|there|yet)\b/.test(
      text,
    )
  )
    return 'workout-plan';
  // "What did the app say about my form last time?", "why did the app flag my deadlift": the
  // tracked form, though the words also name the history.
  if (asksTrackedForm(text) && /\b(form|technique|flag\w*|alerts?|warn\w*)\b/.test(text))
    return 'form-feedback';
  // "So what does it say about my deadlifts then", "what does the tracker think of my squats":
  // what the camera's tracking made of the lifts it tracks.
  if (
    /\bwhat (does|did|do) (it|the app|the camera|the tracker|the tracking|the form (thing|tracker|tracking)|(ur|your) (form )?(tracking|tracker|camera)( thing)?) (say|show|think|make)\b[^.?!]{0,25}\bmy (squats?|deadlifts?|form|lifts?)\b/.test(
      text,
    )
  )
    return 'form-feedback';
  // "What does a 7.8 on my squat actually mean, out of what?": the camera's score of that lift.
  if (/\b\d{1,2}(\.\d)?( ?\/ ?10)? (on|for) my (squats?|deadlifts?|form)\b/.test(text))
    return 'form-feedback';
  // "Squat score still going up? what is it now": the camera's score of a tracked lift.
  // Not asked beside the goals ("my deadlift form score and how far am i from the 140 goal").
  if (
    /\b(squats?|deadlifts?|form|technique) (scores?|rating)\b/.test(text) &&
    !/\b(goals?|targets?|how far|%|percent)\b/.test(text)
  )
    return 'form-feedback';
  // "Am I on track for 85 kg?", "am I training more or less than my plan says?": the records
  // against the goal or the plan; "have I put on any muscle yet?": the measurements.
  if (
    /\b(am i|are we|i'?m) on track\b|\bon track (to|for)\b|\b(more|less|enough)\b.{0,25}\bmy (plan|program+e?|schedule)\b|\b(have i|did i) (put on|gained|lost|built|dropped)\b/.test(
      text,
    )
  )
    return 'progress';
  // "How consistent have I been?", "am I sticking to my plan?": the logged sessions against the
  // plan, not how to build a habit.
  if (
    /\bhow (consistent|regular) (have|am|was|'?ve) i\b|\b(am i|have i|i'?ve|i have)( been| really| actually| even| stayed){0,2} (consistent|regular|sticking (to|with) (it|my|the)|keeping (it )?up)\b/.test(
      text,
    )
  )
    return 'progress';
  // "85kg by when?", "when will I hit my goal?": the goal's date and how far there is to go.
  if (
    /\b\d+(\.\d+)? ?(kg|kgs|kilos?|lbs?|pounds)\b[^.?!]{0,12}\bby when\b|\b(when'?s|when is|what'?s|whats|what is) (the|my|its|it'?s) (deadline|due date|target date)\b|^(and |so )?(the |my )?(deadline|due date)\??$|\bwhen (will|do|can|should) i (reach|hit|get to|make)\b[^.?!]{0,20}\b(goal|target|\d+ ?(kg|kgs|kilos?|lbs?))|\bwhen (will|do|can|should|would) i (reach|hit|get to|get down to|make) \d{2,3}(\.\d)?\b(?! ?(%|percent|reps?|mins?|minutes|seconds|secs?|bpm|steps|k\b|km|miles?))|\b(goal|target) date\b/.test(
      text,
    )
  )
    return 'progress';
  // "Has my weight gone up or down lately?": the measurements' trend. Not "is it normal that my
  // weight went up 1kg overnight?", which asks why the scale moves.
  if (
    /\b(has|have|did|is) my (body ?weight|weight|body ?fat|waist|measurements?|numbers|stats)\b|\bmy (body ?weight|weight|body ?fat|waist)\b[^.?!]{0,15}\b(gone|going|went) (up|down)\b/.test(
      text,
    ) &&
    !/\b(normal|why|how come|overnight|over night|in a day|in one day|after (a|one|that|the|my|eating|dinner)|because|cos|cuz)\b/.test(
      text,
    )
  )
    return 'progress';
  // "What goal did I set for the deadlift, and how far along am I?": the goals as recorded.
  if (
    /\bwhat (goals?|targets?)\b.{0,15}\b(i|i'?ve) (set|put|entered|typed|chose|picked|added)\b|\bhow (far|close) (along )?(am i|i am|i'?m)\b(?! (supposed|meant|going|allowed|to)\b)/.test(
      text,
    )
  )
    return 'progress';
  // "How close am I to the 140 pull?", "how far am I from my goal weight": the goals.
  if (
    /\bhow (far|close) (along |off |away )?(am i|i am|i'?m) (from|to|off) (my |the |a )?[^.?!]{0,20}\b(goals?|targets?|\d{2,3}(\.\d)?)\b/.test(
      text,
    ) &&
    !/\bfailure\b/.test(text)
  )
    return 'progress';
  // "How long till I get there realistically?": the goal's date and the pace so far.
  if (
    /\bhow long (till|until|til|before|to|will it take|does it take)( (i|im|i'?ll|me))? (get there|(reach|hit|get to|get down to|make) (it|that|my goal|my target|my goal weight|\d+(\.\d+)? ?(kg|kgs|kilos?|lbs?|pounds|st|stone)?))(?![\d.])(?! ?(reps?|push|pull|sit|chin|squats?|lunges?|burpees?|steps|k\b|km|miles?|mins?|minutes|seconds|secs?))/.test(
      text,
    )
  )
    return 'progress';
  // "What should I focus on next month?": the user's goals and weakest points say it.
  if (
    /\bwhat (should|do|shall|would you have) (i|me) (focus on|work on|prioriti[sz]e|improve|concentrate on) (next|this|for the next|over the next) (month|week|block|cycle|few weeks|phase)\b/.test(
      text,
    )
  )
    return 'progress';
  // "When was my last session, and should I train today?": the history answers the first part.
  if (/\bwhen (was|did) (my|i)\b.{0,10}\blast\b|\bwhen was my (last|latest|previous)\b/.test(text))
    return 'progress';
  // "Anything in today's session I should be careful with?": the plan and its cautions.
  if (
    /\b(today'?s|tonight'?s|tomorrow'?s|this) (session|workout|training|plan)\b/.test(text) &&
    /\b(careful|watch out|look out|aware|avoid|modify|caution)\b/.test(text)
  )
    return 'workout-plan';
  // "Does my plan even know about my knee?": the plan, with the assessment's cautions it keeps.
  if (asksPlanKnows.test(text)) return 'workout-plan';
  // "Why did my workout change this week?": how the plan adapts, with the user's tracked lifts.
  if (asksWhyPlanChanged.test(text)) return 'workout-plan';
  // "If I start at 6 can I get today's session done by 7?": how long today's session takes.
  if (
    /\b(today'?s|tonight'?s|tomorrow'?s) (session|sesh|workout|training|plan)\b|\b(session|sesh|workout|training) (for )?(today|tonight|tomorrow)\b/.test(
      text,
    ) &&
    /\b(how long|how much time|done|finish\w*|fit|in time|out by|by \d|an hour|half an hour|take)\b/.test(
      text,
    ) &&
    !/\b(swap|switch|replace|instead|shorter|quicker)\b|\b(make|give|build|create|write|design|put together|need|want) (me )?(a|an|some)\b/.test(
      text,
    )
  )
    return 'workout-plan';
  // "How's my lean mass goal going?", "how is my weight looking": the records asked by name.
  if (
    /\bhow('?s| is| are|'re)\b[^.?!]{0,5}\bmy\b[^.?!]{0,25}\b(goals?|targets?|(body ?)?weight|progress|streak|body ?fat|lean mass|muscle mass|measurements?|stats|numbers|volume|consistency)\b/.test(
      text,
    )
  )
    return 'progress';
  // "Do I have a streak going?", "am I on a streak", "have I got any goals set": a yes or no the
  // records answer.
  if (
    /\b(do i have|do i still have|have i got|have i still got|am i (still )?on|did i (lose|break|keep|miss)) (a |my |any |an active |an )?(streak|goals?|measurements?|check-?ins?|weigh-?ins?)\b(?! (for|of|to|like|ideas?|tips?)\b)|^(is|how long is) my streak\b/.test(
      text,
    )
  )
    return 'progress';
  // "Is today an upper or lower day?": the day's session in the plan.
  if (
    /\bis (it |today |tonight |tomorrow )?(an? )?(upper|lower|legs?|push|pull|full[- ]body|cardio|rest|arms?|chest|back)\b[^.?!]{0,25}\b(day|today|tonight|tomorrow)\b/.test(
      text,
    ) &&
    /\b(today|tonight|tomorrow)\b/.test(text)
  )
    return 'workout-plan';
  // "Am I actually getting anywhere?", "what's the one thing I should fix?": what the records say.
  if (asksIfProgressing.test(text) && !statesOwnChange.test(text)) return 'progress';
  if (asksPriority.test(text) && !otherSubject.test(text)) return 'progress';
  // "How many sessions this week then", "workouts done so far this month": the logged count.
  if (
    /\bhow many (sessions|workouts|times|days)\b[^.?!]{0,30}\b(this week|so far|this month)\b/.test(
      text,
    ) &&
    !/\b(should|need|supposed|meant|recommend\w*|ideal|best)\b/.test(text)
  )
    return 'progress';
  if (adviceWords.test(text) || asksAboutReported.test(text)) return null;
  // "How much muscle do I have?", "how much fat am I carrying": the measurements.
  if (
    /\bhow much (muscle|fat|body ?fat)\b.{0,20}\b(do i have|have i got|am i carrying|is on me)\b/.test(
      text,
    )
  )
    return 'progress';
  // "Will I lose all my progress?" worries about the future; it asks no recorded value.
  if (fearsLosing.test(text)) return null;
  // Only the user's tracked form can say which lift needs work or how it scores.
  if (/\b(form[- ]?wise|form scores?|needs? the most work)\b/.test(text)) return 'form-feedback';
  const plansToday =
    /\b(today|tonight|tomorrow)('?s)?\b/.test(text) &&
    /\b(what|which|exercises?|sets?|reps?|how many|how long)\b/.test(text);
  // "Can you check my form from my last workout?": the tracked form, not the history.
  if (
    /\b(check|look at|review|analy[sz]e|rate|assess)\b[^.?!]{0,20}\bmy (form|technique)\b/.test(
      text,
    )
  )
    return 'form-feedback';
  // "How was my squat form?": what the camera tracked, not the history.
  if (/\b(was|were) my\b.{0,20}\b(form|technique)\b/.test(text)) return 'form-feedback';
  // "What did I do on Monday?", "how long was my last session": the history, not the plan.
  if (
    /\b(did i|was my|were my|my last (session|workout|run|training|week|time)|last (session|workout|time))\b/.test(
      // "Pins and needles since my last squat session": a time reference, not the history asked.
      text.replace(
        /\b(since|after|during|before|from|at|in|on) my last( \w+)? (session|workout|run|training|time)\b/g,
        ' ',
      ),
    ) &&
    !adviceWords.test(text) &&
    // "Is that normal or did I break something?": a worry about an injury, not the history.
    !/\bdid i (break|hurt|injure|pull|tear|damage|strain|tweak|mess up|mess (something|it) up|do (something|damage)|over ?(do|did|stretch|train)\w*)\b/.test(
      text,
    )
  )
    return 'progress';
  // "Can u give me a 25 min workout with my dumbbells rn": a request for something new, which
  // names the user's kit and the moment, not a question about their records.
  if (asksForSomething.test(text)) return null;
  if (!(ownWords.test(text) || plansToday) || !valueQuestion.test(text)) return null;
  if (ownFormNouns.test(text)) return 'form-feedback';
  // "My plan says 30% protein, how many grams is that?": the food side of the plan, which the
  // nutrition topics answer with the user's targets.
  if (nutrientWords.test(text)) return null;
  if (ownPlanNouns.test(text) || /\b(today|tonight|tomorrow|this week)\b/.test(text))
    return 'workout-plan';
  if (ownRecordNouns.test(text)) return 'progress';
  return null;
}

/**
 * Asks for the user's own nutrition targets ("whats my calorie target again", "what are my macros",
 * "how much protein is in my plan"): the plan's numbers answer it first.
 */
export const asksOwnTargets =
  // "Water goal?", "protein target??", "my calories": a target named alone.
  /^(and |so |ok |whats |what'?s |what is )?(my |the )?(daily )?(water|protein|calorie|calories|kcal|macro|macros|carb|carbs|fat) (goal|target|intake|number)s?( again| today| for today| per day| a day)?\W*$|\b(calori\w*|kcal|protein|macros?)\b.{0,60}\b(does|do|has|is there) (the|this|my|your) app (have|got|give|set|show)\w*\b[^.?!]{0,20}\b(number|target|figure|amount)\b|\b(what'?s|whats|what is|what are|remind me( of)?|tell me|how (much|many))\b[^.?!]{0,20}\bmy (daily )?(calories?|calorie (target|goal|limit|number)|kcal|macros?|macro (split|targets?)|protein (target|goal)|nutrition (targets?|plan)|water (target|goal))\b|\bhow (much|many) (protein|calories|kcal|carbs|fat|water)\b[^.?!]{0,25}\b(my plan|my targets?|the app)\b(?! (say|says|said) .{0,10}\bbut\b)|\bhow (does|did|do) (the|this|your) app (know|work out|figure|calculate|decide|come up with|get|set)\b[^.?!]{0,40}\b(calori\w*|kcal|macros?|protein)\b/;

/** Names a nutrient or the calories ("protein", "carbs", "macros"): the food side of a question. */
export const nutrientWords = /\b(protein|carbs?|carbohydrates?|fats?|calories|kcal|macros?)\b/;

/**
 * A question about the form the camera tracked and the Safety area's findings ("how's my squat
 * looking", "why is my deadlift flagged", "the app keeps yelling at me about my deadlift", "where
 * am I weakest out of what the camera tracks", "how many reps has the camera counted").
 */
export function asksTrackedForm(text: string): boolean {
  // "Does the camera count push-ups?", "can the app track my bench?": what it can do, not what it
  // recorded.
  if (
    /\b(does|do|can|could|will|would) (the |this |your |my )?(camera|app|tracker|tracking|ai)\b(?! (has|have)\b)/.test(
      text,
    ) &&
    !/\b(say|says|said|think|thinks|rate|rates|score|scores)\b[^.?!]{0,15}\bmy\b/.test(text)
  )
    return false;
  return (
    /\bhow('?s| (was|is|were|did|does|has|have))\b.{0,15}\bmy\b.{0,20}\b(form|technique|squats?|deadlifts?|reps?|lifts?|back)\b/.test(
      text,
    ) ||
    /(?<!\b(will|would|can|could) (the |this |your )?)\b(app|camera|tracker|tracking|ai) (has |have )?(flagged|said|says|say|tells?|told|noticed|detected|showed|shows|picked up|spotted|caught|seen|found|recorded)\b(?![^?!]{0,30}(\d ?(kg|kgs|kilos?|lbs?|pounds|kcal)\b|\b(weight|weigh\w*|calories|kcal|steps|protein|bmi|body ?fat)\b))/.test(
      text,
    ) ||
    // "Why is my deadlift flagged?", "any safety alerts?", "what's my injury risk?": the Safety
    // area's findings from the tracked form.
    /\bmy\b[^.?!]{0,30}\b(flagged|flags?|alerts?|risks?|risk (profile|factors?|level|score))\b|\b(any|open) (safety )?(alerts?|risks?)\b|\bsafety alerts?\b/.test(
      text,
    ) ||
    // "The app keeps yelling at me about my deadlift", "got any warnings on my account", "how
    // likely am I to get hurt lifting the way I am", "the back rounding thing on my safety page".
    /\b(app|camera|it) (keeps )?(yelling|shouting|nagging|warning|warned|flag|flags|flagging|complaining)\b|\b(any|got any|have i got any|do i have any) (risk )?warnings?\b|\bhow likely am i to (get hurt|get injured|hurt myself)\b|\b(on|in) my safety (page|area|tab)\b|\bwhat does (the )?[\w ]{0,20} (thing|warning|alert) (on|in) (my|the) (safety|app)\b/.test(
      text,
    ) ||
    // The camera's records: "where am I weakest out of what the camera tracks", "squats trending
    // up or down?", "how many reps has the camera counted", "check my form from my last workout".
    /\b(camera|tracked|tracking)\b[^.?!]{0,40}\b(weakest|worst|best|counted|count|trend\w*|score\w*|reps)\b|\b(weakest|worst|strongest)\b[^.?!]{0,20}\b(lift|exercise|movement)\b|\b(squats?|deadlifts?)\b[^.?!]{0,12}\btrending\b|\bcheck my form\b|\bhow many reps (have|has)\b/.test(
      text,
    )
  );
}
