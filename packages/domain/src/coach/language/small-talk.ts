/** A message that only acknowledges ("ok", "lol ok", "cool thanks", "got it"): small talk. */
export const acknowledgementPattern =
  /^((ok(ay)?|k+|cool|nice|great|awesome|perfect|sweet|alright|noted|gotcha|got it|sounds good|makes sense|fair enough|good to know|will do|lol|lmao|haha+|hah|thanks?|thx|ty|cheers|bet|then|man|mate|bro|dude|that'?s (exactly |just )?what i needed|that helps|that helped|you'?re (the best|a star|great|amazing)|(nice|good|great) one|(i |we )?(love|luv) (it|that|this|you|u|ya)( (so much|loads|lots))?|you rock|(you'?re|ur) a (legend|star|gem)|brilliant|lovely|wow|omg|yay|woo+|legend|coach|you'?ve been (very |so |really )?helpful|(you'?re |ur )?better than my (old )?(pt|trainer|coach)|ngl)[\s!.,]*)+$/;

/**
 * A goodbye or a wish ("gn coach", "good night", "bye", "see you tomorrow", "have a good one",
 * "enjoy your weekend", "happy thanksgiving"): small talk.
 */
export const farewellPattern =
  /^((ok|okay|k|kk|alright|right|cool|great|perfect|awesome|nice|sweet|lovely|brilliant|fab)[,!.]* )*((thanks?|thx|ty|cheers|thank (you|u))( coach| man| mate| bro)?[,!.]* (and )?)?((gn|good ?night|nighty? night|night|nite|bye+|bye bye|goodbye|see (you|ya|u)( later| tomorrow| soon)?|later|cya|ttyl|talk (to you |tomorrow|later)\w*|(ok |okay )?(cool |great )?that'?s all for (today|now|tonight)|thanks for today|take care|(you )?(have|enjoy) (a |an |your )?(good|great|nice|lovely|fab|fun|amazing|restful|relaxing)? ?(one|day|night|evening|weekend|week|holiday|holidays|break|christmas|xmas|thanksgiving)( too)?|(and )?(you|u) too|same to (you|u)|brb|be right back|back in (a|5|10|five|ten) ?(sec|secs|min|mins|minutes|bit)?|gtg|g2g|got(ta)? to go|gotta (go|run|dash)|(happy|merry) (thanksgiving|christmas|xmas|new year|holidays|easter|diwali|eid|hanukkah|birthday|friday|monday|weekend)|x+)[\s!.,]*((thanks?|thx|ty|cheers|thank (you|u))[\s!.,]*)?(coach|man|mate|bro)?[\s!.,]*)+$/;

/** A message without its emoji and symbols ("cheers, that's exactly what i needed 🙏"). */
export function withoutEmoji(text: string): string {
  return text
    .replace(/[^\w\s'!.,?/-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

// "What exactly am I allowed to ask you about?": what the coach is for.
export const asksWhatToAsk =
  /\bwhat\b[\w ]{0,25}\b(am i allowed to|can i|should i|could i|do i|may i) ask( you)?( about)?\b|\bwhat are you (for|able to do|good for)\b|\b(what|how) (can|could|do|will) (you|u) (actually |even |really |possibly )?(help( me| us)?( out)?( with)?|do for me|offer( me)?)\s*[?!.]*$/;
// "Are you a real person?", "are you ChatGPT?", "what's your name?": about the coach itself.
export const asksAboutCoach =
  /\b(are you|r u|am i talking to) (just |only |really |actually )?(a |an )?(real|actual|human|person|bot|robot|ai|chatgpt|qualified|certified|proper|physio|physiotherapist|doctor|dr|nutritionist|dietitian|dietician|therapist|personal trainer|pt)\b|\bcan (you|u) (actually |even |really )?(diagnose|prescribe)( stuff| things| anything| injuries| me)?\s*\??$|\b(what'?s|whats|what is) (your|ur) name\b|\bdo you have a name\b|\bare you (available|there|around) (at weekends|on weekends|24\/7|all the time|at night)\b|\b(real person|human) or (a )?(bot|ai|robot)\b|\b(you are|you'?re|u r|ur) (a |an )?(robot|bot|ai|real person|human|person)\b|\b(robot|bot|ai) or (a )?(real|human|person)\b|\b(do|did) (you|u) (actually |really |even )?(know|study|understand) (any )?(sports? science|science|what you'?re talking about|fitness|nutrition)\b|\bjust googl\w*\b|\bwhere (do|did) (you|u) get (your|ur|this|that|these|the) (info\w*|advice|facts|answers)\b|\b(are you|r u) (an expert|trained|legit)\b|\b(are you|r u|you'?re|ur|u r) (just |only |really |actually )?(a |an )?(computer|machine|program|app|chatbot)\b|\bdo (you|u) (ever |even |actually )?(sleep|eat|get tired|take (a )?breaks?|run|lift|train|work ?out|exercise)( too| yourself| as well)?\b[\s?!.]*($|or\b)/;

// "Yo coach u awake?", "you there?": checking the coach is listening.
export const asksIfThere =
  /^(\w+ )?(coach )?(are you|r u|u|you) (awake|there|around|up|online|busy)\b[\s?!.]*$/;

// "Can I fire questions at you through the day?", "do you mind if I come back later?": yes.
export const asksToComeBack =
  /\b(come back|ask (you )?(some |a few |more |other )*(more |other )?(things|stuff|questions|qs)?|fire (questions|qs|things)|message (you|u)|talk to (you|u)|pick (this|it) up)\b[^.?!]{0,40}\b(later|again|anytime|any time|through(out)? the day|tomorrow|whenever|as they come( up)?|another time|next time)\b/;

// "Thanks, that helped. Gotta run, school pickup": thanks and on their way, nothing asked.
export function thanksInPassing(text: string): boolean {
  return (
    /^(thanks?|thank (you|u)|thx|ty|cheers|ta)\b/.test(text) &&
    !text.includes('?') &&
    !/\b(how|what|why|when|which|should|can|could|is|are|do|does|will|would)\b/.test(text) &&
    text.split(/\s+/).length <= 14
  );
}

// "Did my first parkrun on saturday, walked most of it but i finished", "finished couch to 5k": a
// first finished, news to celebrate.
export const sharesMilestone =
  /\b(did|done|ran|finished|completed|walked|got through|survived|smashed|nailed)\b[^.?!]{0,15}\bmy (very )?first (ever )?(parkrun|park run|5k|10k|half marathon|half|marathon|race|triathlon|sportive|fun run|spin class|class|hyrox|obstacle race|tough mudder)\b|\b(finished|completed|graduated from|graduated) (couch to 5k|c25k)\b/;

// "Hit a 5kg squat PR today 💪": news to celebrate, nothing asked.
const sharesRecord =
  /\b(pr'?d|pb'?d|pr'?ed|pb'?ed)\b|\b(hit|got|set|smashed|beat|new|hitting|crushed|broke)\b[^.?!]{0,25}\b(pr|pb|prs|pbs|personal (best|record))\b|\b(hit|got|pulled|squatted|benched|deadlifted|pressed|lifted|did)\b[^.?!]{0,12}\b\d{2,3} ?(kg|kgs|kilos?|lbs?)?( ?x ?\d+)?( on)?( my| the)? (deadlift|squat|bench|bench press|ohp|overhead press|press)\b[^?]{0,30}\b(today|finally|first time|beltless|at last)\b|\b(finally|today)\b[^.?!]{0,20}\b(my )?first (ever )?(pull[- ]?ups?|chin[- ]?ups?|push[- ]?ups?|muscle[- ]?ups?|pistol squats?)\b|\b(got|did|hit) my first (ever )?(pull[- ]?ups?|chin[- ]?ups?|push[- ]?ups?|muscle[- ]?ups?)\b/;
/** News to celebrate, a personal best or a first finished: nothing asked. */
export const sharesPersonalBest = new RegExp(`${sharesRecord.source}|${sharesMilestone.source}`);

// "Hey coach, I'm back 👋 did you miss me?": a return, to welcome.
export const saysBack =
  /^(hey|hi|hello|yo|morning|evening)?\b.{0,12}\b(i'?m|im|i am) back\b[^?]{0,40}$|\bdid (you|u) miss me\b/;

// "All set up on my mat, wish me luck 😅": about to start, nothing asked.
export const asksForLuck = /\bwish me luck\b|\bhere goes( nothing)?\b|\bfingers crossed\b/;

// "Good morning coach ☀️ how's it going": how the coach is, nothing about training asked.
export const asksHowAreYou =
  /\b(how'?s it going|hows it going|how are you|how r u|how are u|how'?s things|hows things|how'?s your day|how you doing|how ya doing|you good|wyd|what'?s up|whats up|sup|how (was|were|is) (your|ur) (weekend|day|week|night|morning|evening|holiday|christmas)( going| been)?|how'?s (your|ur) (weekend|day|week|morning|evening) (going|been))\b[\s?!.]*$/;

// "Sorry for the late reply", "sorry, was busy": no harm done, and back to it.
export const apologisesForDelay =
  /^(?!.*\b(can|could|should|how|what|why|when|which|is|are|do|does|will|would)\b)(so+rry|apologies|my bad)\b[^?]{0,30}\b(late|slow|delay\w*|reply|replying|response|busy|away|afk|gone|ghost\w*|quiet|ages|while)\b[^?]{0,30}$/;

// "Tell me a gym joke, need a laugh before deadlifts": a laugh, not advice.
export const asksForJoke =
  /\b(tell|got|know|give|share|hit) (me |us )?(a |any |some |another |one )?(good |funny |quick |gym |fitness |workout |lifting |bad |dad |cheesy )*(jokes?|puns?)\b|\bmake me (laugh|smile)\b|\b(need|want) (a|some) (laugh|giggle|chuckle)\b|\bsay something funny\b/;

// "That answer was useless, you just said the same thing again", "that's not what I asked":
// about the coach's last reply, not a new question.
export const judgesAnswer =
  /\b(that|this|your|the|ur) (last |previous |first |whole )?(answer|reply|response|advice)\b[^.?!]{0,30}\b(useless|rubbish|pointless|wrong|unhelpful|generic|vague|(was|is)( not|n'?t|nt) (helpful|useful|right|it|what i (asked|meant|wanted))|did( not|n'?t|nt) help|(made|makes) no sense|no help)\b|\byou (just )?(keep |kept )?(repeat\w*|said the same|saying the same|say the same)\b|\b(that'?s|thats|that is|that was) not what i (asked|meant|wanted)\b|\b(you'?re|youre|you are|ur|u r) not (listening|reading)\b|\b(you'?re|youre|you are|ur|u r) (just )?(repeat\w*|saying the same)\b|\byou (did ?n'?t|didnt|did not|never) (answer|read|listen)\b|\b(useless|rubbish|stupid|dumb) (bot|coach|ai|answers?|reply|replies)\b/;

// "Help", "can you help me?", "idk", "yes", "hmm": nothing asked yet, so what the coach can do.
export const saysNothingYet =
  /^((coach|hey|so|um+|er+m*)[,.!]? )?(help( me)?( pls| please)?|i need (some )?help|(can|could) (you|u) help( me)?( pls| please)?|yes|yeah|yep|yup|no|nope|nah|idk|i don'?t know|dunno|not sure|maybe|hmm+|um+|uh+|erm+)[.!?\s]*$/;

/**
 * Praise for the coach or its last answer ("ur actually helpful ty", "that was really useful
 * thanks", "you're a legend"): a thank-you in kind, not a request to rate it.
 */
export const praisesCoach =
  /^(?!(is|are|was|were|does|do|did|can|could|should|would|will|how|what|which|why|when|where)\b).*\b(that|this|it|you|u|ur|you'?re|youre|your (advice|answers?|tips?|replies)|your)( (was|were|is|are|'re|r))?( (really|so|very|actually|super|soo+|genuinely|honestly|literally|such))? (a )?(helpful|useful|great|amazing|awesome|brilliant|perfect|spot on|legend|the best|star|class|ace|gold|clutch|life ?saver|lifesaver)\b/;
