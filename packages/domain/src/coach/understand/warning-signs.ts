// Warning signs a message tells, which come before any other answer: the heart on exertion, a
// sudden severe headache or stroke signs, a muscle or tendon that may have torn, and a joint that
// only makes a noise. Pure reading of the message; the stages of reading/ decide what answers.

// Warning signs of the heart on exertion: a chest that tightens, presses or hurts ("a tight
// pressure feeling in my chest"), an arm or jaw that aches or goes numb or "funny" with it.
const cardiacWarningWords =
  /\bchest\b[^.?!,;]{0,20}(?<!\b(go|going|goes|went|lift|lifting|train|training) )\b(tight\w*|heavy|heaviness|pressure|squeez\w*|pain\w*|hurt\w*|ach\w*)\b|\b(tight|heavy|painful) chest\b|\b(tight\w*|heav\w*|pressure|squeez\w*|pain\w*|ach\w*|discomfort)( (feeling|sensation|kind of|sort of|weird|strange|funny))* (in|across|on|around) (my|the) chest\b|\b(left arm|jaw)\b[^.?!]{0,25}\b(ach\w*|pain\w*|hurt\w*|numb\w*|tingl\w*|funny|weird|strange|dead|heavy)\b/;

// "Bench dies 2 inches off my chest on heavy sets": where the bar is and how much it weighs, not
// how the chest feels.
const liftLoad =
  /\bheavy (sets?|reps?|singles?|doubles?|triples?|weights?|loads?|lifts?|days?|bench\w*|squats?|pulls?|presses?|bars?|work|top sets?)\b/g;
const barAtChest =
  /\b(off|to|touch(es|ing)?|from|onto|at|on|down to|towards?) (my|the|your) (lower |upper |mid )?chest\b/g;
const namesPress = /\b(bench\w*|bar|barbell|press\w*|push-?ups?|dips?|flyes|flys?|reps?|lockout)\b/;

/** Chest pain, pressure or tightness, or an aching left arm or jaw: a heart warning sign. */
export function cardiacWarningIn(text: string): boolean {
  const plain = namesPress.test(text)
    ? text.replace(liftLoad, 'hard sets').replace(barAtChest, 'at the bottom')
    : text.replace(liftLoad, 'hard sets');
  return cardiacWarningWords.test(plain);
}

// Signs to stop exercising (ACSM): a racing, pounding or irregular heart, dizziness or faintness,
// chest pain or tightness, unusual breathlessness, a sudden hot flush with any of them.
const warningSign =
  /\bheart (was |is |keeps |kept |started |starts )?(pounding|racing|fluttering|flutters|skipping|skips|beating (really |so |very )?(fast|hard)|going (crazy|mad|really fast))\b|\bpalpitations?\b|\b(dizzy|dizziness|light ?headed|faint\w*|room (was )?spinning|blurr?(ed|y) vision|see(ing)? spots)\b|\bchest (pain|hurts?|tight\w*|pressure)\b|\b(tight\w*|pain|pressure) (in|across) (my|the) chest\b|\bcan'?t (catch my |get my )?breath\b/;
// A sudden, severe headache ("worst ever", "thunderclap") or a stroke sign (a drooping face, one
// side weak or numb, slurred speech).
export const brainWarning =
  /\b(sudden\w*|worst|thunderclap|explod\w*|excruciating|blinding|splitting)\b[^.?!]{0,40}\bheadache\b|\bheadache\b[^.?!]{0,40}\b(worst|ever had|of my life|out of nowhere|came on (suddenly|all of a sudden)|like (a|being) (hit|kicked))\b|\b(face|mouth|smile) (is |was |went |started )?(droop\w*|drop\w*|lopsided)\b|\bslurr\w* (my )?(speech|words|talking)|\b(speech|words) (is |was |went |were )?slurr\w*|\b(one side|left side|right side) of my (body|face)\b[^.?!]{0,20}\b(numb\w*|weak\w*|dead|tingl\w*)|\b(arm|leg) (went|is|was|goes) (suddenly )?(weak|numb|dead)\b[^.?!]{0,30}\b(one side|face|speech|slurr\w*)/;
// Dark urine after hard training ("my pee is kinda dark brown", "cola coloured wee"): possible
// rhabdomyolysis, muscle breakdown that can harm the kidneys (CDC/NIOSH; ACSM).
export const darkUrineWarning =
  /\b(pee|wee|urine|piss)\b[^.?!]{0,30}\b(dark|brown\w*|cola|coke|tea[- ]colou?red|red|reddish|blood|bloody|black)\b|\b(dark|brown|cola|coke[- ]colou?red|tea[- ]colou?red)\b[^.?!]{0,15}\b(pee|wee|urine)\b/;
// Something gave way ("felt a pop", "heard a snap", "I think I tore it") and signs after it
// (bruising, swelling, a dent or bunching, weakness, can't use it).
const tearSigns = /\b(pop(ped|ping)?|snap(ped|ping)?|tore|torn|tear|ripped|gave way|twang(ed)?)\b/;
const tearAfter =
  /\b(bruis\w*|swell\w*|swollen|dent|gap|lump|bunch(ed|ing)? up|balled up|weak\w*|no strength|can'?t (lift|push|pull|move|straighten|bend|grip|use)|black and blue|purple)\b/;
// The sign came while training, or the question is whether to go on.
const duringExercise =
  /\b(during|while|mid|middle of|in the middle|doing (the |my )?\w+|just now|right now|halfway|keep going|carry on|continue|push through|finish (the|my) (set|session|workout))\b/;

/** A warning sign said with training going on, or the question whether to go on. */
export function warningSignDuring(text: string): boolean {
  return warningSign.test(text.replace(dizzyOnStanding, ' ')) && duringExercise.test(text);
}

// Dizzy on standing up ("dizzy when I stand up after my floor exercises"): blood pressure
// dropping with the change of position, which its own topic answers, not a sign to stop now.
const dizzyOnStanding =
  /\b(dizzy|dizziness|light ?headed|woozy|wobbly|spinning)\b[^.?!]{0,30}\b(when|as|after|if|whenever) (i )?(stand|standing|stood|get up|getting up|got up|sit up|sat up|come up|came up)\b|\b(stand|standing|stood|(get|getting|got) up)\b[^.?!]{0,25}\b(dizzy|light ?headed|woozy)\b/g;

// Kit that gave way ("the band snapped"), not the body.
const kitGaveWay =
  /\b(bands?|bar|cable|rope|strap|handle|chain|clip|collar|pin|seam|shorts|leggings|trousers|pants)\b[^.?!]{0,12}\b(snapped|popped|tore|ripped|broke|gave way)\b/;
// An old tear ("tore my acl last year, knee still weak") is a return to training, not news.
const longAgo =
  /\b(years?|months?|weeks?) ago\b|\blast (year|month|summer|winter|spring|autumn)\b|\b(surgery|operation|op|reconstruct\w*|rehab|physio|repaired|healed)\b/;

/** Something of the body gave way just now and signs followed: a possible tear. */
export function suggestsTear(text: string): boolean {
  return (
    tearSigns.test(text.replace(kitGaveWay, ' ')) && tearAfter.test(text) && !longAgo.test(text)
  );
}

// A joint that clicks, pops or grinds ("my knee clicked a few times", "clicking in my shoulder").
const jointNoise =
  /\b(knees?|hips?|shoulders?|ankles?|joints?|wrists?|elbows?|neck)\b[^.?!]{0,20}\b(click\w*|pop(s|ped|ping)?|crack(s|ed|ing|le\w*)?|clunk\w*|grind\w*|creak\w*|snap(s|ped|ping)?)\b|\b(click\w*|popping|cracking|clunk\w*|grinding|creak\w*)\b[^.?!]{0,12}\b(knees?|hips?|shoulders?|ankles?|joints?|wrists?|elbows?)\b/;

// "I felt a pop in my knee during squats": a joint that gave, once, not one that is noisy.
const feltGive = /\b(felt|heard) (a|something|it|my \w+) (pop|snap|crack|give|tear|go)\b/;

/** A joint that clicks or pops, not one felt giving way. */
export function onlyJointNoise(text: string): boolean {
  return jointNoise.test(text) && !feltGive.test(text);
}

// A calf or leg that is swollen and warm, red or tender, or swollen or painful after a long
// journey, an operation or days off one's feet: a possible clot in a deep vein.
const legSwelling =
  /\b(calf|calves|leg|legs|shin|ankle)\b[^.?!]{0,40}\b(swollen|swelling|swelled|puffy|bigger than the other)\b|\b(swollen|swelling|puffy)\b[^.?!]{0,20}\b(calf|calves|leg|legs)\b/;
const clotSigns = /\b(warm|hot|red|reddish|tender|throbb\w*|heavy)\b/;
const clotRisks =
  /\b(flight|flew|flying|plane|long (drive|journey|car journey|coach trip|haul)|surgery|operation|op\b|bed ?rest|laid up|immobil\w*|cast|on the pill|pregnan\w*)\b/;

/** A possible deep-vein clot: a swollen calf that is warm, red or tender, or after a journey. */
export function suggestsClot(text: string): boolean {
  return (
    legSwelling.test(text) &&
    (clotSigns.test(text) ||
      (clotRisks.test(text) && /\b(pain\w*|ach\w*|hurt\w*|sore|tight)\b/.test(text)))
  );
}

// "Don't see the point of anything anymore", "I want to end it all": thoughts of not wanting to
// live or of self-harm, which come before anything else the message asks.
export const crisisWarning =
  /\b(don'?t|dont|do not|can'?t|cant|cannot) see (the|a|any) point (in|of|to) (anything|living|life|going on|it all|being here)\b|\b(kill(ing)? myself|end(ing)? it all|end(ing)? my life|take my (own )?life|want(ed)? to die|wish i (was|were) dead|better off (dead|without me)|suicid\w*|self[- ]?harm\w*|harm(ing)? myself|hurt(ing)? myself on purpose|no reason to (live|go on)|don'?t want to (be here|live|wake up) anymore)\b/;

// Bleeding, fluid leaking, contractions or the baby moving less, said in a pregnancy.
const pregnancySaid =
  /\b(pregnan\w*|\d+ ?(wks?|weeks?) (pregnant|along|gone)|trimester|expecting)\b/;
const pregnancySigns =
  /\b(bleed\w*|blood(?! (pressure|sugar|tests?|work|glucose|levels?))|spotting|leak\w* (fluid|water)|fluid leak\w*|waters? (broke|breaking|leaking|went)|contractions?|(baby|bump)( is| has been)? (moving|kicking) less|reduced movements?|less movement)\b/;

/** A warning sign in a pregnancy ("10 weeks pregnant, had some bleeding this morning"). */
export function pregnancyWarningIn(text: string): boolean {
  return pregnancySaid.test(text) && pregnancySigns.test(text);
}
