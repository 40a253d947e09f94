import { domainWords } from './scope';

// The patterns a message is read by: greetings, requests for a session, questions about the plan
// or the records, how-to questions. Pure data; the stages of reading/ and thread/ decide with them.

export const greetingPattern =
  /^(hi+|hello+|hey+|heya|hiya|hola|bonjour|yo|howdy|sup|greetings|good (morning|afternoon|evening|day)|morning|evening|thanks?|thank (you|u)|thx|ty|cheers|who are you|what can (you|u) (actually |even |really )?do(?! (for|about|with|if|when) (?!me\b))|what can i ask|what (can|do) (you|u) help( me)?( with)?|how can (you|u) help( me)?|what do (you|u) (actually |even |really )?do|what (does|can) (this|the) app (actually |even |really )?do)\b|^(i'?m |im |i am |just |all )?(done|finished)( for (today|the day|tonight)| with (my|the|today'?s) (workout|session|training))?[.!]*$/;
// A hello before a question of three words or more ("morning! what exercises have i got today?").
const helloBeforeQuestion =
  /^(hi+|hello+|hey+|heya|hiya|hola|yo|morning|evening|afternoon|good (morning|afternoon|evening|day))( (there|coach|again|all))?[,.!]+ *(?=\S+( \S+){2,}\?)/;

/** The question asked after a hello, or null when the message is no hello with a question. */
export function questionAfterGreeting(text: string): string | null {
  const hello = helloBeforeQuestion.exec(text);
  return hello ? text.slice(hello[0].length) : null;
}
/**
 * A hello with a little chatter and no question ("morning! first coffee down", "Hello there, I'm
 * Linda. Nice to meet you.", "hola coach!!"): a greeting.
 */
export function chattyGreeting(text: string, termCount: number): boolean {
  return (
    /^(hi+|hello+|hey+|heya|hiya|hola|bonjour|hallo|ciao|salut|namaste|g'?day|howdy|yo|morning|evening|good (morning|afternoon|evening))\b/.test(
      text,
    ) &&
    !text.includes('?') &&
    !/\b(how|what|why|when|which|can|could|should|is|are|do|does)\b/.test(text) &&
    termCount <= 6 &&
    !domainWords.test(text)
  );
}

// "Is 4 days a week enough for my goals?" asks advice for them, not their progress.
// So does "is drinking on weekends hurting my results?": what helps or harms them.
export const asksAdviceForOwn =
  /\b(enough|good|right|best|ok|okay|better|ideal) for my (goals?|plan|program\w*)\b|\b(hurt\w*|affect\w*|kill\w*|ruin\w*|harm\w*|sabotag\w*|slow\w* down|help\w*|hold\w* back) (my|me) (results?|progress|gains|goals?)\b/;
// "My profile says 5-6 days but the plan has 4, which do i follow?", "are negatives worth it?",
// "do i push on?", "which exercise is good for my balance?": what to do, whatever records the
// story names.
export const asksWhatToDo =
  /\b(is (it|that|this)|are (they|those|these|\w+s)) (even |actually |really |still )?worth\b|\bworth it\b|\bdo i (push on|push through|keep going|carry on|stick with|follow|go with|trust|listen to)\b|\bwhich (one )?(do|should) i (follow|do|go with|trust|pick|choose|listen to|believe)\b|\b(exercises?|moves?|workouts?|stretches|training|lifts?)\b[^.?!]{0,20}\b(good|best|better|safe|safest|ok|okay|bad|help\w*) for (my|me)\b/;
// "Did I undo everything?", "have I ruined all my progress": a worry about a slip, not the records.
export const fearsUndoing =
  /\b(did i|have i|will (this|that|it)|is (this|that|it) (going to|gonna))\b[^.?!]{0,20}\b(undo|undone|ruin\w*|wreck\w*|blow|blown|blew|sabotag\w*|set (me|myself) back|wipe\w* out|cancel\w* out)\b|\b(ruin\w*|undo|undone|wreck\w*|blew|blown) (all )?(my |the )?(progress|diet|week|weeks|everything|it all)\b/;
/** Words that name an injury or its care, with no pain said ("recovering from a sprain"). */
export const injuryWords =
  /\b(injur\w*|strain\w*|sprain\w*|tears?|torn|tore|pulled|hurt\w*|pain\w*|rehab\w*|physio\w*|surgery|operation|fractur\w*|broke|broken|tendin\w*|tendon\w*|sciatica|hernia\w*|dislocat\w*|concussion|rolled|twisted|jammed|swollen|swelling|bruis\w*|(hip|knee|shoulder|joint) replace\w*|surgeon|new (hip|knee)|(hamstring|groin|calf|muscle) pulls?)\b/;
// A session, or a day of a split asked as one ("make me a push day").
export const workoutNoun =
  /\b(workouts?|wrkouts?|work ?out|session|sesh|routine|circuit|wod|exercises|excercises|training|sweat|hiit|something to do|moves)\b|\b(mins?|minutes)\b[a-z -]{0,30}\b(thing|flow|blast|burner)\b|\bsomething\b.{0,25}\b(i|we) (can|could) do\b|\b\d+ ?(mins?|minutes)\b.{0,15}\b(i|we) (can|could) do\b|\bsomething (quick|short|easy|light|gentle)\b|\b(an? |one )(push|pull|legs?|upper( body)?|lower( body)?|full[- ]body|arms?|chest|back|shoulders?|glutes?|core|abs?|cardio|conditioning) day\b/;
export const requestVerb =
  // "Quick 15 min no kit workout for today?": a session asked for by naming it, no verb.
  /^(?!.*\b(enough|ok|okay|good|worth|better|best|too|really|even|count|counts|burn|burns|normal|bad|breakfasts?|lunch\w*|dinners?|meals?|snacks?|food|eat\w*|recipes?|cook\w*|prep|naps?|sleep\w*)\b)(a |an |some |one )?(quick |short |fast |easy |gentle |light |hard |tough )?\d+[- ]?(min|mins|minutes?)\b|\b((swap|switch|change|replace) (it|this|that|today'?s (workout|session)|my (workout|session)) (for|with|into) (something|an? (\d+|quick\w*|short\w*))|give|(make|build) (me|us|a|an|some|something|my|the|one|this|that)|make it (\d|a |an |into|for|shorter|longer|quick)|create|design|write|suggest|recommend|plan me|send|(make|making|build|building|prepare|preparing|create|creating|do|doing) for me|put together|put (something|anything|one|an? \w+( \w+){0,3}) together|come up with|(?<!\b(do|should|must) )i need an?|(?<!\bdo )i want an?|can i get an?|(can|could|may) i (have|get)|i'?d like|i would like|do me (like |just )?an?|(want|wanna|need|like) to do something|(do|doing|train|training) (an? |some )?(\w+ )?(workout|session|routine|circuit|sesh)? ?(w|with|wiv) me|work ?out (w|with) me|let'?s (do|train|work ?out|get (started|going)))\b|\bi (have|got) \d+|\bgot (like |about |around |only |just )?\d+ ?(min|mins|minutes)\b|\bcan i (still )?(do|fit in|squeeze in) (my |a |some |the )?(exercises|workout|session|routine)\b.{0,80}\b(got|have) (like |about |around )?\d+ ?(min|mins|minutes)\b|\bwhat can i do\b|\bwhat (should|could|shall) i (actually |even |maybe )?do (tonight|today|now|this (morning|afternoon|evening))\b|\b(is there )?anything i (can|could) do\b|\bwhat'?s the best (thing|workout|session) (i can|i could|to) do\b|\b(some|a quick|a short|a little) (mobility|stretch(es|ing)?|cardio|core|abs?|legs?|arms?|upper body|lower body|full body)( work| routine| session| flow| stuff)? (for|to)\b|\bi (really |just )?(want|wanna|need|'?m going|am going|'?m gonna) to (do|train|hit) (legs|arms|chest|back|shoulders|core|abs|glutes|upper body|lower body|full body|cardio|mobility)\b|\b(can|could) i (do|get|have) (a |an |some )?(\w+ )?\d+[- ]?(min\w*|mins?)\b|\bsomething\b.{0,25}\b(i|we) (can|could) do\b/;
export const ownPlanPattern =
  /\b(anything|what) (i should|should i|do i need to|i need to|to) know (before|about|for) (today'?s|tonight'?s|my|this) (workout|session|training)\b|\b(what'?s|whats|what is|anything) (on|planned|scheduled|happening|up)( for( me| us)?)? (today|tonight|tomorrow)\b|\b(my|the) next rest day\b|\bwhen('?s| is| are)? my (next )?(rest|off) days?\b|\b(what'?s|whats|what is|what comes|what do i do|which (one|exercise) is) (next|first|up next|first up)\b|(?<!\b(after|before|during|post|pre|from|since) )\b(my|today'?s?|tonight'?s?|tomorrow'?s?|next|this week'?s?)\s(workout|session|training|plan|program+e?|schedule)\b|\bwhat('?s| is) (on|in) (my|the) (plan|schedule|program\w*)\b|\b(plan|workout|session) (for )?(today|tonight|tomorrow)\b|\bwhat (am i|do i|should i|are we) (supposed to |meant to |meant to be |supposed to be )?(do|doing|be doing|train|training|working on|hitting|lifting)\b.{0,15}\b(today|tonight|tomorrow)\b/;
export const askPattern =
  /^(what|whats|what's|show|when|which|tell|how many|how long|where|remind|read|list|do i have|is there)\b|\banything (i should|to) know\b|\?$|\b(what|whats|what's|show|when|which)\b/;
export const ownDataPattern =
  /\b(my )?(\w+ )?(goal|target) (says|shows|is at)\b|\bwhen (do|will|would|can|could) i (get|reach|hit|make) (there|it|that|my goal|my target)\b|\b(am i|have i|did i|do i weigh|i weigh|(what|how much) i weighed|(?<!\b(at|for|with|carrying) )my (current |last |latest )?(weight|body ?fat|progress|results?|stats|streak|measurements?|goals?|numbers|trend|check[- ]?ins?|weigh[- ]?ins?)|how close am i|how far am i)\b/;
/** When or how the user usually trains, told ("i work out at 6am", "we train at home"). */
export const toldWhenTheyTrain =
  /\b(i|we) (usually |normally |always |often |mostly |only |just |tend to )?(work ?out|train|exercise)\b/;
/** The user's weight now against a time before ("scale says im heavier than last month"). */
export const comparesOwnWeight =
  /\b(scales?|i'?m|im|i am|i weigh|weighing|my weight( is)?)\b[^.?!]{0,25}\b(heavier|lighter|higher|lower)\b[^.?!]{0,10}\bthan (last|a|at|when|before|i was)\b|\bweigh(ing)? (more|less) than (last|a|at|when|before|i did)\b/;
export const ownDataWords =
  /\b(weigh\w*|check[- ]?ins?|body ?fat|progress\w*|goals?|results?|stats|streak|measurements?|lost|losing|gained|gaining|improv\w*|trend|numbers|doing)\b/;
/**
 * The kit pressing on the body ("the bar hurts my neck", "the dumbbell keeps rolling off my hips
 * and it hurts"): the exercise's set-up fixes it; it is not an injury.
 */
export const kitPressesOnBody =
  /\b(the |my )?(bar|barbell|dumbbells?|db|kettlebells?|kb|weights?|plates?)\b[^.?!]{0,30}\b(hurts?|hurting|digs?|digging|rolls?|rolling|press(es|ing)? (on|into)|bruis\w*|rubs?|rubbing|scrapes?|scraping|sits? on|slides?|sliding|falls? off|slips?|slipping)\b/;

export const howToPattern =
  /\b(feel (it|them|this|that)|chin|look(ing)? (up|down|forward|ahead)|how (do|to|should|can|would)|how'?s|properly|correct|correctly|form|technique|cues?|tips?|what is an?|what'?s an?|whats an?|teach|explain|muscles?|benefits?|good for|instructions?|(?<!(?:\d[\d,.]*\s?k?|thousand|many|my|daily|more|extra|total) )steps?(?! (?:a|per|each) day| count)|mistakes?|wrong|variation|alternative|instead of|deep|depth|grip|stance|breath\w*|set ?up|set-up|supposed to|meant to|right|correctly|doing it)\b|\b(what|which)\b[^.?!]{0,30}\bworks?\b(?! out)/;
export const asksHowToDo =
  /\bhow (do|to|can|should) (i |you |u )?(do|perform|execute|set up)\b|\b(form|technique|cues?|properly|correctly)\b/;
export const ownFormPattern =
  /\b(my|i)\b[^.?!]{0,30}\b(form|technique|reps?|lifts?|squats?|deadlifts?)\b[^.?!]{0,30}\b(look(?! after| like an? (man|woman|guy|girl|bloke|dude|lad|bodybuilder))|looked|score\w*|rating|analy[sz]\w*|tracked|camera|going|doing|getting (better|worse)|improv\w*|progress\w*)\b|\b(analy[sz]e|rate|review|check|assess|score|grade)\b.{0,25}\b(my|me)\b.{0,25}\b(form|technique|reps?|lifts?|squats?|deadlifts?)\b|\bmy form\b|\bform (scores?|report|analysis)\b|\bmy (back|spine|knees?|hips?|bar path|butt|chest)\b[^.?!]{0,40}\b(look|looks|looked)\b[^.?!]{0,40}\bwhen i (squat|deadlift|lift|pull|bench|press)\w*\b/;

/** Asks where an answer comes from ("source?", "any studies on that?", "says who?"). */
export const asksForSource =
  /^(and |but |ok |okay |so )?((what'?s|whats|what is|got|have you got|any) (the |a |your )?)?(sources?|evidence|proof|studies|study|research|citations?|references?)\b|\b(says who|who says( so)?|where('?s| is| does) (that|this) (from|come from)|where did you get (that|this))\b|\b(is|are) (that|this|there) (proven|backed by|(any )?(research|evidence|science|studies))\b/;

/**
 * Asks the coach's view or tips ("so what do you think", "any tricks to actually get going",
 * "thoughts?"): a question, though it has no question mark or question word first.
 */
export const asksOpinion =
  /\b(any (tips|tricks|advice|ideas|suggestions|hacks|pointers)|what do (you|u) (think|reckon|suggest|recommend)|what would (you|u) (do|suggest|recommend)|(your|ur) (thoughts|take|opinion|advice))\b|\bthoughts\s*\??\s*$/;

/**
 * Everyday sums, money and chores, whatever gym word frames them ("wats 15% tip on 64 quid", "10%
 * of £85", "best machine for washing gym clothes, front loader or top loader", "50 euros to
 * dollars", "what time does the gym open"): not about fitness, so declined. A bare percentage ("80%
 * of 140") may be a lifter's working weight, so it is not declined.
 */
export const everydayTask =
  /\b\d+(\.\d+)? ?(%|percent) (tip|of [£$€]\d|of \d+(\.\d+)? ?(quid|dollars?|euros?|bucks)\b)|\b(tip|tips|tipping) (on|for) (a |the |my )?[£$€]?\d|\b(what'?s|whats|wats|what is|how much is|calculate|work out) [£$€]?\d+(\.\d+)? ?(times|plus|minus|divided by|multiplied by|[*/+]) ?\d|\bsplit (the|a|our) (bill|check|tab)\b|\b\d+ ?(dollars?|euros?|quid|bucks|usd|gbp|eur)\b[^.?!]{0,12}\b(to|into|in) (dollars?|euros?|pounds|quid|usd|gbp|eur|yen)\b|\b(washing machines?|washing powder|laundry|detergent|fabric softener|tumble dr\w*|front[- ]loader|top[- ]loader|dishwasher|hoover|vacuum cleaner|sweat stains?)\b|\bmachine for washing\b|\bwhat time (does|do|is) (the |my )?[a-z]+ (open|close|shut)\b|\bopening (hours|times)\b|\b(best|cheapest|good|which|what) (car|van|phone|laptop|tv|telly)s? (for|to)\b/;

/**
 * Asks for a verdict on the user's own squat or deadlift, the lifts the camera tracks ("squat form
 * ok or nah", "is my deadlift technique decent?", "does my squat look good"): the tracked form
 * answers, not the how-to.
 */
export const judgesOwnLift =
  /^(?!.*\b(how (do|to|should|can)|what('?s| is| are)( a)? good|tips?|cues?)\b).*\b(squats?|deadlifts?)( form| technique)?\b[^.?!]{0,12}\b(form|technique|look(s|ing)?)\b[^.?!]{0,12}\b(ok|okay|good|bad|alright|decent|fine|solid|legit|improving|any good|getting better|right)\b(?! (for|to|way|cues?|tips?))/;

/**
 * Asks what the user's own change did to their measurements ("have i lost anything since i cut out
 * takeaways", "did giving up beer make any difference to my weight", "has cutting out sugar
 * worked"): the measured trend answers, whatever food or habit it names.
 */
export const asksOwnResult =
  /\b(have|did|has) i (actually |really |even )?(lost|lose|gained|gain|dropped|drop|put on)\b(?! (my|all|the|muscle|fitness|strength|progress|gains|motivation|it|touch|interest|count))|\b(made|make|making) (any|a|much) difference to my (weight|results?|waist|body|measurements?)\b|\b(has|did|is) (cutting|stopping|quitting|giving up|dropping|ditching)\b[^.?!]{0,30}\b(work|worked|working|help|helped|helping|paid off|made a difference)\b/;

// "If I do 100 crunches a day will my belly fat go away?", "200 crunches every day, will it go":
// fat asked to go from one spot by training it, which no exercise does.
export const asksSpotReduction =
  /\b(crunch\w*|sit[- ]?ups?|planks?|ab (exercises?|workouts?|rollers?|circuits?)|abs? work|leg raises?|russian twists?)\b[^?]{0,80}\b(will|would|does|do|can|make)\b[^.?!]{0,30}\b(belly|stomach|tummy|gut|love handles|muffin top|fat|it)\b( fat)? (go|go away|disappear|shift|melt|burn off|come off|get smaller|flatten|shrink)\b/;

// A short night said ("slept like 4 hrs", "barely slept", "an all-nighter").
export const sleptLittle =
  /\b(slept|sleep|got|had|running on) (like |about |around |maybe |only |just |barely |less than |under )*[0-5](\.5)? ?(h|hrs?|hours?)\b|\bbarely slept\b|\b(no|zero|hardly any|barely any) sleep\b|\ball[- ]?nighter\b|\b(terrible|awful|bad|rough|horrible|crap|shit) night'?s? (of )?sleep\b/;
// Asks whether to train now ("go for it or nah", "should I still squat", "or skip?").
export const asksWhetherToTrain =
  /\b(or nah|or not|or skip\w*|or rest\w*|go for it|push (thru|through)( it)?|what'?s the move|whats the play|should i (still )?(train|lift|go|do|squat|deadlift|bench|run|work ?out|hit)|still (train|lift|go|do|squat|deadlift|bench|run|work ?out|hit)|skip (it|today|the gym|training|my workout)|train today|gym today)\b/;

// A stage of life a whole story is about ("38f pretty sure im perimenopausal... cardio or
// weights?").
export const lifeStageSaid =
  /\b(peri-?menopaus\w*|menopaus\w*|post-?menopaus\w*|hot flush\w*|hot flash\w*)\b/;
