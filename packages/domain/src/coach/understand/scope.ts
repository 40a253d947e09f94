import { knowledgeVocabulary } from '../knowledge/knowledge-index';
import type { CoachExercise } from './exercise-matcher';
import type { MessageEntities } from './extract-entities';

// Subjects far from fitness: with none of the domain's words, such a message is declined. A
// language is far from it when learnt ('learn spanish'), not when eaten ('ordering a chinese').
export const offTopicPattern =
  /\b(stocks?|shares|crypto\w*|bitcoin|invest\w*|forex|mortgage|loans?|taxe?s|bank( account| balance| statements?)?|banking|my spending|savings account|credit cards?|baby monitors?|prams?|pushchairs?|car seats?|lottery|insurance|weather|forecast|translat\w*|(learn\w*|speak\w*|study\w*|lessons?|fluent|classes|course) (in )?(spanish|french|german|italian|chinese|mandarin|japanese)|grammar|time zones?|what time is it|capital of|president|election|politic\w*|rappers?|singers?|songs?|lyrics|albums?|movies?|films?|netflix|tv shows?|series|celebrit\w*|video games?|fortnite|minecraft|poems?|jokes?|riddles?|essays?|homework|novels?|book club|fiction|paint(ing|ed|s)?|wallpaper|decorat\w*|interior design|curtains|colou?r scheme|crime novels?|mystery (books?|novels?)|math\w*|algebra|code|coding|debug\w*|typeerror|syntax error|stack trace|javascript|python|programming|sql|excel|spreadsheet|landlord|tenant|deposit|rent|(gas|electric\w*|energy|phone|household|utility) bills?|bills and|and bills|budget(ing)? (my|our|the) (rent|bills|money|finances|month)|small claims|lawyer|solicitor|sue|court|legal|divorce|quantum|physics|chemistry|astronomy|laptop|ipads?|zoom|facetime|skype|video calls?|wifi|printer|whatsapp|facebook|phone settings|tv|telly|television|remote control|router|iphone|android|car|cars|engine|tyres?|tires?|plumb\w*|boiler|garden\w*|tomatoes|recipes? for (cake|cookies|bread)|how (do|to|can|should|would) (i |you |u |we )?(bake|ice|decorate) (a |an |some |the |my )?([\w-]+ ){0,3}(cakes?|cookies|biscuits|brownies|muffins|cupcakes)|girlfriend|boyfriend|dating|dog|dogs|puppy|kitten|hotel prices|holiday destination|meaning of life|religio\w*|god|aliens?|horoscope|zodiac|astrology|crosswords?|sudoku|descal\w*|limescale|stains?|tablecloth|upholstery|red wine out|wordle|jigsaws?|board games?|(baby|babies|girl|boy|dog|cat|pet|puppy) names?|(user|nick)?names? for (my|our|a|an|the) ([\w-]+ ){0,2}(cat|dog|pet|kitten|puppy|baby|instagram|tiktok|account|page|channel|blog|business|shop|team|group|club|band|boat|car|podcast)|champions league|premier league|world cup|super bowl|world series|grand prix|formula (1|one)|ps[345]|playstation|arguing|argument|(her|his|my) ex|cheating on|jealous\w*|break ?up|broke up|xbox|nintendo|game controller|goldfish|sharks?|elephants?|dolphins?|penguins?|octopus\w*|whales?|giraffes?|snakes?|spiders?)\b|\bhow (far|many (km|kms|kilomet\w+|miles)) is it from [a-z]+ to [a-z]+|\b(cheap\w*|price\w*|cost\w*|book\w*|deals?|fares?)\b[^.?!]{0,30}\b(flights?|plane tickets?|air ?fares?|travelling by plane)\b/;
// A general-knowledge question or everyday admin, whatever fitness words frame it ("between
// sets, quick, what's the capital of Australia?", "help me pick a new phone plan").
export const triviaQuestion =
  /\b(what|which) (wine|wines|beer|beers|cocktail|cocktails|red|white)( \w+)? (goes?|go|pairs?|to serve|should i serve|would go) with\b|\bwine pairings?\b|\b(what'?s|whats|what is|who is|who was|who won|when was|where is) the (capital|president|prime minister|population|currency|tallest|largest|longest|biggest (country|city|ocean))\b|\bcapital (city )?of\b|\bwho won (the|last|yesterday|that|this)\b|\bwho(?:'?s| is| do (?:you|u) (?:reckon|think)(?: will)?)? (?:gonna |going to )?wins? (the|this|next|tonight'?s|the next)\b(?! (battle|war|fight) (against|with|between) )|\b(phone|mobile|broadband|internet|energy|pension|mortgage|insurance) (plans?|contracts?|bills?|deals?|providers?|tariffs?)\b|\b(budget(ing)?|money|finance|banking) apps?\b|\bpunctures?\b|\b(tyre|tire|inner tube)s?\b[^.?!]{0,25}\b(flat|fix|change|pump|patch)|\b(check engine|engine (warning )?light|warning light (on|came)|flat (tyre|tire|battery)|jump ?start|safe to drive|mechanic|breakdown (cover|service))\b|\b(hinges?|doors?|gates?|locks?)\b[^.?!]{0,60}\b(spray|wd-?40|grease|lubricant|oil)\b|\b(tax (return|form|deductible|relief|code)|self[- ]assessment|medical expenses|expenses (box|claim)|deduct(ible|ion)|claim (it|this|that|my \w+) (on|against) (my )?tax\w*)\b|\b(track|tracking|manage|managing|monitor\w*) (my |our )?(bank )?(money|finances|spending|budget|bank account)\b|\b(how (do|would|can|to) (you |u |i |we )?(say|spell|pronounce|write)|translate)\b.{0,40}\b(in|into) (spanish|english|french|german|italian|portuguese|chinese|mandarin|japanese|arabic|hindi|russian|dutch|polish|korean|greek|turkish|latin)\b/;

// Asks the coach to act in the world ("order me a pizza", "book me a table", "help me fill in my
// mum's attendance allowance form"): it cannot.
// An animal's health ("my dog keeps limping on his back leg, what can I give him?"): for a vet.
export const petHealth =
  /\b(my|our|the|his|her) (dog|dogs|cat|cats|puppy|kitten|horse|pony|rabbit|pet|parrot|hamster)('?s)?\b[^.?!]{0,50}\b(limp\w*|pain\w*|hurt\w*|sick|ill|vomit\w*|injur\w*|lame|diarrh\w*|not eating|off (his|her|its) food|vet)\b/;

export const actionRequest =
  /\b(write|draft|compose|send) (me |us )?(an? )?(text|message|note|msg) (to|for) (my|the|our|a|an) (?!(coach|trainer|pt|physio|doctor|gp)\b)\w+|\b(write|draft|compose|word) (me |us )?(an? |the |my |our )?(\w+ )?(email|e-mail|letter|complaint|cover letter|cv|resume|text message|msg|message|card|reply|speech|toast|essay|poem|eulogy|bio|caption|tweet)\b|\b(fill(ing)?|filled) (in|out)\b[^.?!]{0,40}\b(form|application|paperwork|tax return|claim)\b|(?<!\b(what|which|where) )\b(can|could|would|will) you (please )?(order|book|buy|call|phone|text|email|pay|deliver|reserve)\b|^(please )?(order|book|buy|call) me\b|\b(what time|when) (does|do|is|will) (my|the|our) (train|bus|flight|plane|ferry)\b|\b(train|bus|flight|plane|ferry) (times?|timetable|tickets?|departures?)\b|\b(the|a|any) (trains?|buses|flights?|ferries|ferry) (to|from|into) (?!failure|exhaustion)[a-z]+\b|\b(my|the) (train|bus|flight|plane|ferry) (from|to) [a-z]+ (leaves|departs|arrives|goes)\b/;
// "Can u help me with my chem homework, its balancing equations": schoolwork (declined unless it
// speaks of training: "my revision timetable so i still fit the gym in").
export const schoolworkRequest =
  /\b(help|do|check|mark|finish|solve)\b[^.?!]{0,25}\b(my |the |this |some )?(chem\w*|maths?|algebra|physics|biology|science|history|geography|english|french|spanish|latin|economics|accounting)? ?(home ?work|assignment|coursework|worksheet|equations?|exam paper|revision)\b/;
export const domainWords =
  /\b(work ?outs?|train\w*|gym|rpe|rir|1 ?rm|one rep max|powerlift\w*|bodybuild\w*|weightlift\w*|hypertrophy|periodi[sz]\w*|(training|workout|strength|lifting|running|gym) program\w*|exercis\w*|fitness|fit|muscles?|strength|strong\w*|weights?|lift\w*|reps?|sets?(?! (up|(it|them|this|that|everything|things|((this|the|my|an?) )?(app|account|phone|profile|reminders?|alarms?|notifications)) up)\b)|cardio|run\w*|walk\w*|swim\w*|cycl\w*|stretch\w*|mobility|yoga|pilates|calori\w*|protein|diet\w*|eat\w*|nutrition|food|meals?|sleep\w*|recover\w*|sore\w*|injur\w*|pain|health\w*|body|fat|lose|losing|gain\w*|steps|active|sport\w*|coach|plan|motivat\w*)\b/;

export function hasDomainSignal(
  entities: MessageEntities,
  exercise: CoachExercise | null,
): boolean {
  return (
    exercise !== null ||
    entities.bodyParts.length > 0 ||
    entities.focus !== null ||
    entities.hasPain ||
    (entities.equipment?.length ?? 0) > 0 ||
    // "Something quick in the hotel room, 10 min": minutes and a place ask for a session.
    (entities.minutes !== null && entities.place !== null)
  );
}

// Words that point back at the conversation ("what about with lemon?", "is that ok with my dog?",
// "why not tho seems logical").
export const pointsBackAt =
  /^(and |but |so |ok |okay )*(what about|how about|what if|if|with|for|in|at|on|during|why|how come|really|seriously|are (you|u) sure|(you|u) sure)\b|\b(it|that|this|them|those|these|there)\b/;

/**
 * Most of what the message says (words of 4 letters or more: slang such as "ugh cba" is too short
 * to tell) is words the knowledge base never uses, with no word of fitness, the app or the day
 * ("when should I plant tulip bulbs?", "the euro to dollar exchange rate").
 */
export function mostlyUnknownWords(terms: readonly string[], text: string): boolean {
  const unknown = terms.filter(
    (term) => term.length >= 4 && !/\d/.test(term) && !knowledgeVocabulary().has(term),
  );
  return (
    unknown.length >= 2 &&
    unknown.length * 2 > terms.length &&
    !domainWords.test(text) &&
    !/\b(app|repwise|today|tonight|tomorrow)\b/.test(text)
  );
}
