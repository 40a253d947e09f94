// How a chat message is spelled out before it is read: the shorthand, slang and look-alike
// phrasings people type, each replaced by what it means (normalizeMessage in tokenize.ts).

// Chat shorthand people type for the small words a question turns on ("wat", "shud", "b4").
// Days of the week typed short ("did mon and wed", "fridays one on sat"): the day, spelled out,
// where a day is meant (after "on", "til", "every"... or in a list of days), so "wed" is never a
// wedding nor "sat" a seat.
const shortDays: readonly [string, string][] = [
  ['mon', 'monday'],
  ['tues?', 'tuesday'],
  ['weds?', 'wednesday'],
  ['thu(?:rs?)?', 'thursday'],
  ['fri', 'friday'],
  ['sat', 'saturday'],
  ['sun', 'sunday'],
];
const anyDay = String.raw`(?:mon|tues?|weds?|thu(?:rs?)?|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday)`;
const dayWords: readonly [RegExp, string][] = shortDays.flatMap(([short, day]) => [
  [
    new RegExp(
      String.raw`\b(on|and|or|til|till|until|every|next|this|last|by|before|after|from|to|then|did|do|train|trained|missed|skip|skipped|move|moved) ${short}\b(?!')`,
      'g',
    ),
    `$1 ${day}`,
  ],
  [
    new RegExp(
      String.raw`\b${short}\b(?=(,| and| or| &| to| thru| through|\/| |-) ?${anyDay}\b| (tho|though|then|instead)\b)`,
      'g',
    ),
    day,
  ],
  [
    new RegExp(
      String.raw`(?<=${anyDay}(,| and| or| &| to| thru| through|\/| |-) ?)${short}\b`,
      'g',
    ),
    day,
  ],
]);

export const shorthand: readonly [RegExp, string][] = [
  ...dayWords,
  [/\b(wat|wut|wht|waht|whta)\b/g, 'what'],
  [/\b(wats|wuts)\b/g, 'whats'],
  [/\b(enuf|enuff)\b/g, 'enough'],
  [/\bprogrammes\b/g, 'programs'],
  [/\bprogramme\b/g, 'program'],
  // "Loose weight" is how "lose weight" is often typed; nothing else loose is asked about.
  [/\bloos(e|ing) (weight|fat|belly|inches|kg|kilos|pounds|lbs)\b/g, 'los$1 $2'],
  // "bf%", "bf percentage": body fat ("my bf" alone is a boyfriend).
  [/\bbf ?(%|percent\w*|levels?)/g, 'body fat $1'],
  // "21.5% bf": body fat after its figure.
  [/(\d ?%) ?bf\b/g, '$1 body fat'],
  // "Tired of dieting", "sick of chicken and rice": fed up with it, not tiredness or illness.
  [/\b(sick and tired|sick n tired|so tired|really tired|tired|so sick|sick) of\b/g, 'fed up with'],
  // "Just whack more on next time?", "chuck another plate on": add weight.
  [
    /\b(whack|slap|chuck|throw|stick|bang|slam|pile) (more|some more|another plate|a plate|more weight|more plates|another \d+ ?(kg|kgs|lbs?)?|\d+ ?(kg|kgs|lbs?) more) on\b/g,
    'add more weight',
  ],
  // "Will cardio eat my gains": take away the muscle, not a meal.
  [/\b(eat|eats|eating|eaten|ate) (into )?(my|your|ur|the|his|her|our) gains\b/g, 'kill $3 gains'],
  [/\b(wek|wk)\b/g, 'week'],
  [/\b(yrs|yeras)\b/g, 'years'],
  // "1200 cals a day": calories.
  [/\b(cals|calz|calries|calroies)\b/g, 'calories'],
  [/\b(wks)\b/g, 'weeks'],
  // "Good morning, im new here": a greeting, not the good morning exercise.
  [/^good (morning|afternoon|evening)([,.!]+)\s*/g, '$1$2 '],
  // "Stuck for ages": a long time, not anyone's age.
  [/\b(for|in|took|taken|takes) ages\b/g, '$1 a long time'],
  // "15 minits", "20 mintues": minutes, as people misspell it.
  [/\b(minits?|minites?|minuits?|mintues?|minuets?|minuts?)\b/g, 'minutes'],
  [/(\d ?)(mnts?|mints)\b/g, '$1minutes'],
  // "No dumbells", "dumbels": dumbbells as people misspell them.
  [/\b(dumbells|dumbels|dumbbels|dumbles|dumbbles|dumb bells)\b/g, 'dumbbells'],
  [/\b(dumbell|dumbel|dumbbel|dumble|dumbble|dumb bell)\b/g, 'dumbbell'],
  // "My stretchy bands": resistance bands, not stretching.
  [/\b(stretchy|stretch|elastic|rubber) (bands?|tubes?)\b/g, 'resistance $2'],
  [/\bhw\b/g, 'how'],
  [/\b(shud|shld|shoud)\b/g, 'should'],
  [/\bwud\b/g, 'would'],
  [/\bcud\b/g, 'could'],
  [/\bb4\b/g, 'before'],
  [/\babt\b/g, 'about'],
  [/\b(cuz|coz|bcoz|bcuz)\b/g, 'because'],
  [/\b(tmrw|tmr|tmrow|tomoz|2moro|2morrow)\b/g, 'tomorrow'],
  [/\b(2day|tdy|tday|tody)\b/g, 'today'],
  // Texting shorthand for the small words ("gimme", "frm", "wen", "idk", "w my dumbbells"), and
  // asides that say nothing of the subject ("ngl", "tbh", "imo").
  [/\bgimme\b/g, 'give me'],
  [/\bhow'?d (i|we|you|u|my)\b/g, 'how did $1'],
  // "Today = ?", "today??": what today holds.
  [/^(so |and |ok )?(today|tmrw|tomorrow)\s*(=|:)?\s*\?+$/g, "what's on $2?"],
  // "C section", "csection", "c-sec": a caesarean, spelt one way.
  [/\bc ?-? ?(section|sec)\b/g, 'c-section'],
  // "Veggie protein", "I'm veggie": vegetarian, not vegetables.
  [
    /\bveggie (protein|diet|meals?|options?|bulk|sources?|burgers?|athletes?|lifters?|friendly)\b/g,
    'vegetarian $1',
  ],
  [/\b(i'?m|im|am|being|gone|going|went|turned) veggie\b/g, '$1 vegetarian'],
  // "When do I go up in weight?": lift heavier, not the scale going up.
  [
    /\b(go|going|move|moving|step|stepping|jump|jumping) up (in|a) (weights?|dumbbells?|kettlebells?|bands?|plates?)\b/g,
    'increase the weight',
  ],
  // "Running out of ideas": none left, not a run.
  [
    /\b(run|runs|running|ran) out of (ideas|time|options|money|patience|names|things)\b/g,
    'have no more $2',
  ],
  // Gym slang for a physique ("boulder shoulders", "3d delts", "barn door back"): the muscle
  // made bigger, not boulders or doors.
  [/\b(boulder|capped|cannonball|3d) (shoulders|delts)\b/g, 'bigger shoulders'],
  [/\b(barn ?door|wide|wider) (back|lats)\b|\bv[- ]?taper\b/g, 'wider back'],
  [/\b(tree ?trunk|tree) (legs|thighs)\b/g, 'bigger legs'],
  // "Weighed myself and I'm up 1.2kg", "my weight's down 2 kilos": weight gained or lost on the
  // scale, not a load moved up ("deadlift only gone up 5kg", "go up 2.5kg on squats").
  // So is "the scales up 1.5kg", "its UP 1kg after a whole week", "up a whole kg from yesterday".
  [
    /\b(?<who>i'?m|im|i am|i was|i'?ve gone|ive gone|my weight(?:'s| is| has gone| went)|(?:the |my )?scales?(?:'s| is| are| says| said| went| have gone| has gone)?|it'?s|its|it is|it went|it'?s gone|it has gone)(?<adv> now| still| actually| literally| somehow| like| already)? up (by )?(?<amount>\d+(\.\d+)? ?(kg|kgs|kilos?|lbs?|pounds)|(a whole|half a|a full|a|one) (kg|kilo|lb|pound))\b/g,
    '$<who>$<adv> gained $<amount>',
  ],
  [
    /\b(i'?m|im|i am|i was|i'?ve gone|ive gone|my weight(?:'s| is| has gone| went))( now| still| actually| literally| only)? down (by )?(\d+(\.\d+)? ?(kg|kgs|kilos?|lbs?|pounds))\b/g,
    '$1$2 lost $4',
  ],
  // "Down 1.8kg", "up 2 lbs": the scale, said without a subject.
  [/^(down) (by )?(\d+(\.\d+)? ?(kg|kgs|kilos?|lbs?|pounds))\b/g, 'lost $3'],
  [/^(up) (by )?(\d+(\.\d+)? ?(kg|kgs|kilos?|lbs?|pounds))\b/g, 'gained $3'],
  // "Had my hip replaced": the operation the knowledge base names.
  [
    /\b(had|got|getting|having|get) (my |a |the |her |his )?(hip|knee|shoulder) replaced\b/g,
    '$1 $2$3 replacement',
  ],
  // "A gap down the middle of my tummy", "my stomach domes when I sit up": the tummy muscles
  // parted after pregnancy (diastasis recti).
  [
    /\b(an? |the |like an? )?(gap|split|separation|ridge) (down|in|along) the (middle|centre|center) of (my |the )?(tummy|stomach|belly|abs)\b|\b(my )?(tummy|stomach|belly) (domes?|doming|cones?|coning)\b/g,
    'diastasis recti (a tummy gap)',
  ],
  // "Without being dead for matches", "i'm dead after work": worn out, not a deadlift.
  [
    /\b(be|being|feel|feeling|felt|am|im|i'?m|i am|was|totally|completely|absolutely) dead (for|on|after|by|from|tired)\b/g,
    '$1 exhausted $2',
  ],
  // "Broke my streak", "broke my diet", "broke a PB": a habit or a record, not a bone.
  [
    /\b(broke|broken|break|breaking) (my |the |a |our )?(streak|habit|routine|run of \w+)\b/g,
    'lost my $3',
  ],
  // "My streak broke at 12 days", "routine's broken": the same, said of the habit.
  [
    /\b(my |the |our )?(streak|habit|routine)('s| has| is| got| just)? (broke|broken|ended|reset|gone)\b/g,
    'lost my $2',
  ],
  [/\b(broke|broken|break|breaking) (my |the )?(diet|cut|meal plan)\b/g, 'slipped on my $3'],
  [/\b(broke|broken|break|breaking) (my |the )?fast\b/g, 'ended my fast'],
  [
    /\b(broke|broken|break|breaking) (my |a |the |another )?(pb|pr|record|personal best)\b/g,
    'set a new $3',
  ],
  [/\b(broke|broken|break|breaking) (through )?(my |the |a )?plateau\b/g, 'got past the plateau'],
  // "Back in the day": years ago, not the back or a day.
  [/\bback in the day\b/g, 'years ago'],
  // "Apple watch says 600 cals": a device, not a fruit.
  [/\bapple (watch|watches)\b/g, 'smartwatch'],
  [/\bapple (health|fitness)( app)?\b/g, 'fitness app'],
  // "Walking to the shops and back", "cycle there and back": a return trip, not the back.
  [
    /\b(there|home|school|work|shops?|store|park|office|station|town|gym|beach|pool|church) and back\b/g,
    '$1 and return',
  ],
  // "The back of my legs", "the back of my arms": the hamstrings and the triceps, not the back.
  [/\bbacks? of (my |the |your |ur )?(legs?|thighs?)\b/g, 'hamstrings'],
  [/\bbacks? of (my |the |your |ur )?(upper )?arms?\b/g, 'triceps'],
  [/\blemme\b/g, 'let me'],
  [/\b(tryna|tryin to)\b/g, 'trying to'],
  [/\b(idk|dunno)\b/g, "i don't know"],
  [/\b(ngl|tbh|tbf|imo|imho|lmao|lmfao|istg)\b/g, ''],
  [/\bfrm\b/g, 'from'],
  // Body parts typed short, under the spelling corrector's reach.
  [/\bbak\b/g, 'back'],
  [/\bnek\b/g, 'neck'],
  [/\bkne\b/g, 'knee'],
  [/\bwen\b/g, 'when'],
  [/\bevry\b/g, 'every'],
  [/\bthru\b/g, 'through'],
  [/\bhav\b/g, 'have'],
  [/\bbc(?= (of|i|im|i'm|my|it|its|it's|the|you|u|we|they|he|she|there|ive|i've)\b)/g, 'because'],
  [
    /\bw(?= (my|the|a|an|some|no|just|only|your|dumbbells?|dbs?|bands?|weights?|kettlebells?)\b)/g,
    'with',
  ],
  [/\b(2nite|tonite)\b/g, 'tonight'],
  // "ppl 6x a week or upper/lower", "my ppl split": push/pull/legs; "how do ppl stay consistent": people.
  [
    /\b((?:a|my|the|doing|do|run|running|start|try) )?ppl(?= (split|routine|program\w*|plan|\d|x\b|or|vs|twice|days?))|\b(a|my|the|doing|run|running) ppl\b/g,
    '$1$3 push pull legs',
  ],
  [/\bppl\b/g, 'people'],
  // "I play 5 a side on Thursdays": small-sided football, not a side stitch.
  [/\b(5|five|6|six|7|seven)[- ]a[- ]side( football| footy)?\b/g, 'five-a-side football'],
  // "Legs are still wrecked 3 days after", "quads are killing me": sore.
  [
    /\b(legs|arms|thighs|glutes|bum|quads|hamstrings|calves|abs|chest|lats|shoulders|body|muscles|everything) (are |is |feel |feels |r )?(so |still |absolutely |totally |completely |properly )?(wrecked|destroyed|killing me|mashed|toast|cooked|shot|battered|in bits|dead|jelly)\b/g,
    '$1 $2$3sore',
  ],
  // "Been feeling super flat lately", "lifts feel flat": low on energy, not a flat bench.
  [
    /\b(feel|feels|feeling|felt|been|so|super|really|pretty|kinda|a bit|bit|totally|just) flat\b(?! (bench|benches|back|feet|foot|shoes?|surface|ground|floor|stomach|tummy|belly|abs|bum|butt|glutes|chest|road|route|run|course|terrain|pressing|press))/g,
    '$1 tired and drained',
  ],
  // "Leg day wrecked me", "yesterday's class destroyed me": it made them sore.
  [
    /\b(leg day|arm day|chest day|back day|workout|session|class|training|yesterday|that|it|squats|deadlifts|lunges|the gym|spin|bootcamp|crossfit|hiit|the run|that run) (has |have |really |absolutely |totally |completely |properly )*(wrecked|destroyed|killed|smashed|obliterated|murdered|battered|broke|wiped out|annihilated) me\b/g,
    '$1 made me so sore',
  ],
  // "My knees buckle in when I squat", "knees collapse inwards": they cave in (valgus), a fault of
  // the lift, not an injury.
  [
    /\bknees? (buckle|buckles|buckling|collapse|collapses|collapsing|fold|folds|go|goes|fall|falls) (in|inwards?)\b/g,
    'knees cave in',
  ],
  // "Averaging 5 hrs a night", "only get like 6 hours a night": hours of sleep, when the message
  // does not say so itself.
  [
    /(?<!\b(sleep|slept|kip)\w*\b[^.?!]{0,30})\b(?<hours>\d+(\.\d+)?) ?(h|hrs?|hours?) (a|per|each|every) night\b(?![^.?!]{0,30}\b(sleep|slept|kip))/g,
    '$<hours> hours of sleep a night',
  ],
  // "Will crunches shift the belly", "can't shift this weight": lose it, not a work shift.
  [
    /\bshift(s|ing)? (the |my |this |that |those |these |a bit of |some )?(extra )?(belly|fat|weight|gut|tummy|stomach|pounds|lbs|kilos?|kgs?|stone|love handles|flab|muffin top)\b/g,
    'lose $2$3$4',
  ],
  // "Sick thx", "mint, cheers": praise in slang, not illness.
  [
    /^(sick|sik|mint|class|lush|ace|dope|fire|banging|mega)( one| mate| bro| man| that)?[,.! ]+(thx|thanks|thank you|ty|cheers|ta)\b/g,
    'great, $3',
  ],
  // Learner's English: "how many time I must do squat in week for lose weight".
  [/\bhow many time\b/g, 'how many times'],
  [/\bin week\b(?! \d)/g, 'a week'],
  [/\bfor (lose|build|gain|burn|reduce|improve|increase|get|make)\b/g, 'to $1'],
  // Idioms that name a body part or pain without meaning either.
  [/\bshoot(ing|s)? (myself|yourself|ourselves|me) in the foot\b/g, 'working against myself'],
  [/\bcost(s|ing)? (me |you )?an arm and a leg\b/g, 'cost a lot'],
  [/\bpull(ing)? (my|your) leg\b/g, 'joking'],
  [/\bon (my|its) last legs\b/g, 'exhausted'],
  [/\b(keep|keeping|kept) (my|your) chin up\b/g, 'stay positive'],
  // "Flying to spain next week", "cheapest way to fly to lisbon": travel, not the chest fly.
  [/\b(fly|flying|flew|flown) (to|from|out|back|home|abroad|over|in)\b/g, 'travelling by plane $2'],
  // "Which is better value for a small flat", "i live in a flat": the home, not the bench.
  [
    /\b((in|to|at|from|around|round|for) (a|the) ((small|tiny|little|rented|upstairs|shared|studio|new|cramped) )?|(my|our|his|her|their) ((small|tiny|little|rented|upstairs|shared|studio|new|cramped) )?|(small|tiny|little|rented|upstairs|shared|studio|council|cramped) )flat\b(?! (bench\w*|press\w*|db|dumbbell|barbell|back|feet|foot|footed|out|surface|floor|ground|shoes?|road|route|course|terrain|or|vs|and))/g,
    '$1home',
  ],
  // "n deadlift?", "shins n knees": and.
  [/^(n|nd|&) (?=\w)/, 'and '],
  [/ (n|nd|&) (?=\w)/g, ' and '],
  [/\bw\/o\b/g, 'without'],
  [/\bw\/(?=\s|[a-z])/g, 'with '],
  [/\b(smth|sth)\b/g, 'something'],
  [/\bur\b/g, 'your'],
  [/\bu\b/g, 'you'],
  [/\br(?= (you|they|we|these|those|there|my|the|it|i)\b)/g, 'are'],
];
