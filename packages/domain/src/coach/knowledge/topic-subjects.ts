// Topics for one group of people or one subject, which answer only a message that speaks of it:
// "good ab exercises | without lying down" is no question about the pregnant belly, and "scale
// says im heavier than last month" none about the period.
const subjects: readonly { topicIds: RegExp; mentioned: RegExp }[] = [
  // Pregnancy and the months after birth.
  {
    topicIds: /pregnan|postpartum|postnatal|diastasis|breastfeed|lactat/,
    mentioned:
      /\b(pregnan\w*|expecting|trimester|bump|midwife|baby|babies|birth|gave birth|postpartum|post-partum|postnatal|post-natal|c-section|caesarean|cesarean|diastasis|mummy tummy|mum tum|newborn|breastfeed\w*|nursing|\d+ ?(wks?|weeks?) (along|in)|weeks? postpartum)\b/,
  },
  // Menopause: "weight stuck around 92 for ages" is no question about it.
  {
    topicIds: /^menopause/,
    mentioned:
      /\b(menopaus\w*|perimenopaus\w*|peri|post-?menopaus\w*|hot (flush|flash)\w*|night sweats|hrt|oestrogen|estrogen|hormon\w*|periods?|women|woman|female|mid-?life|in my (40s|50s|60s|forties|fifties|sixties)|4\d|5\d|6\d)\b/,
  },
  // The period and the menstrual cycle.
  {
    topicIds:
      /^(hunger-before-period|menstrual-cycle|missed-periods-training|cycle-phase-training|period-weight-gain)$/,
    mentioned:
      /\b(periods?|menstrua\w*|cycle|cycles|pms|pmt|pmdd|time of (the|my) month|that time|bleed\w*|cramps?|luteal|follicular|ovulat\w*|pill|contracepti\w*|missed (one|it)|late|amenorrh\w*|red-s|reds|hormon\w*|women|woman|female|girls?)\b/,
  },
  // High blood pressure in everyday life ("carrying heavy shopping, is that a real exercise?" is
  // a question about carries).
  {
    topicIds: /^everyday-lifting-blood-pressure$/,
    mentioned: /\b(blood pressure|bp|hypertension|hypertensive|pressure|heart)\b/,
  },
  // Heavy singles with high blood pressure: "should i max out more often to get used to heavy
  // weight?" asks about maxing alone.
  {
    topicIds: /^heavy-lifting-blood-pressure$/,
    mentioned:
      /\b(blood pressure|bp|hypertension|hypertensive|pressure|heart|stroke|aneurysm|tablets|medication|meds)\b/,
  },
  // Shift work: "5 hours of sleep a night because of work deadlines" is short sleep, not shifts.
  {
    topicIds: /^(shift-work|day-sleep-after-night-shifts)$/,
    mentioned:
      /\b(shifts?|nights|rotas?|nurse|nurses|nursing|doctor|paramedic|carer|security|lates|earlies|graveyard|overnight|12 ?(h|hr|hour)s?|twelve hours?|nocturnal)\b/,
  },
  // Injured again: "whats even the point im always gonna be fat" is despair with no injury.
  {
    topicIds: /^injury-frustration$/,
    mentioned:
      /\b(injur\w*|hurt\w*|pain\w*|sore\w*|flare\w*|flaring|tweak\w*|strain\w*|sprain\w*|pulled|tore|torn|physio\w*|knees?|back|shoulders?|hips?|ankles?|wrists?|elbows?|neck|joints?|hamstrings?|calf|calves|achilles|tendon\w*|niggles?)\b/,
  },
  // Starting in a larger body: "want to get bigger for rugby" asks for muscle.
  {
    topicIds: /^starting-in-a-larger-body$/,
    mentioned:
      /\b(overweight|obese|obesity|plus[- ]size|(?<!how )heavy|heavier|fat|large|larger|big (girl|guy|lad|person|woman|man)|bigger (body|person|people|girl|guy|woman|man)|\d{3} ?(kg|kgs|kilos|lbs|pounds)|\d{2} stone|too big|stare|staring|judg\w*|embarrass\w*|self-conscious|terrified|nervous|scared)\b/,
  },
  // Training before or after work: "4 coffees today because im so tired at work" is no question
  // about when to train.
  {
    topicIds: /^morning-evening-motivation$/,
    mentioned:
      /\b(train\w*|gym|workouts?|work ?out|working out|exercis\w*|sessions?|motivat\w*|lift\w*|run\w*|jog\w*|class(es)?|snooze|alarm|mornings?|evenings?|commute|knackered)\b/,
  },
  // A hot bath: "35c in the gym, drenched after warmups" is training in the heat.
  {
    topicIds: /^hot-bath-epsom-salt$/,
    mentioned: /\b(bath\w*|epsom|soak\w*|tub|jacuzzi|magnesium|shower\w*|sauna)\b/,
  },
  // Knees going downhill: "knees ache in the cold, should i still go for my walks" is the cold.
  {
    topicIds: /^knee-pain-downhill$/,
    mentioned:
      /\b(downhill|down ?hills?|descents?|descend\w*|slopes?|hills?|hik\w*|trek\w*|mountains?|fell|stairs|steps|poles)\b/,
  },
  // Warming up for a racket sport or a meet: "a good warm up before my walk" is neither.
  {
    topicIds: /^racket-sport-warm-up$/,
    mentioned:
      /\b(tennis|padel|squash|badminton|pickleball|ping ?pong|table tennis|rackets?|racquets?|matche?s?|games?|play\w*|court|serves?|rall\w*)\b/,
  },
  {
    topicIds: /^meet-day-warm-up$/,
    mentioned:
      /\b(meets?|comps?|competition\w*|competing|platform|attempts?|openers?|powerlifting|weigh[- ]?ins?|judges?|flights?)\b/,
  },
  // Eating or losing weight for an event: "a wedding fri, can i do fridays one on sat" moves a
  // session, and "away at my sisters for her 40th" is no question about food.
  {
    topicIds: /^(saving-calories-for-an-event|weight-loss-before-an-event)$/,
    mentioned:
      /\b(eat\w*|ate|food|meals?|calori\w*|kcal|drink\w*|alcohol|booze|buffet|cake|dinner|lunch|breakfast|snack\w*|weight|weigh|lose|losing|lost|slim\w*|dress|suit|fit into|kg|kilos?|pounds|lbs|stone|bloat\w*|diet\w*|fat|tone|toned|look (good|my best)|photos?|part(y|ies)|b-?days?|birthdays?|christmas|xmas|celebrat\w*)\b/,
  },
  // Training with bands alone ("enough to build any muscle?" asks about the time, not bands).
  {
    topicIds: /^bands-enough-to-get-stronger$/,
    mentioned: /\b(bands?|resistance|tubes?|elastic)\b/,
  },
  // Free days that change from week to week ("10k in 10 weeks, how many runs a week?" is none).
  {
    topicIds: /^training-days-vary$/,
    mentioned:
      /\b(rotas?|shifts?|irregular|unpredictable|never know|some weeks|(schedule|rota|hours|days|weeks?)( \w+)? (change|changes|changing|varies|vary|differ\w*)|(changes|varies|different) (every|each|from|week to) week)\b/,
  },
  // Which supplements are worth buying ("an exercise bike... or a waste of money" is no pill).
  {
    topicIds: /^supplements-worth-it$/,
    mentioned:
      /\b(supplements?|supps|pills?|powders?|vitamins?|creatine|whey|protein|pre-?workouts?|tablets?|capsules?|fat burners?|bcaas?|collagen|fish oil|omega|magnesium|zinc|ashwagandha|multivitamins?|gummies|boosters?)\b/,
  },
  // The leg press with high blood pressure or sore knees ("feet high or low for glutes" is form).
  {
    topicIds: /^leg-press-bp-knees$/,
    mentioned: /\b(blood pressure|bp|hypertension|knees?|arthritis|arthritic|joints?|heart)\b/,
  },
  // Using a treadmill at all: "10 min on the treadmill and leaving" tells of gym nerves.
  {
    topicIds: /^treadmill-first-time$/,
    mentioned:
      /\b(scar\w*|afraid|terrif\w*|nervous|fall\w*|fell|fly\w*|slip\w*|trip\w*|first time|never (used|been on)|how (do|to|should|can) (i |you |u )?(use|work|start|stop|get on|get off)|properly|safe\w*|key|clip|get on|get off|step (on|off)|belt|speed|buttons?)\b/,
  },
  // Eating at the weekend: "sevens match saturday, i normally pull heavy on fridays" moves
  // training, and "3 workouts a week plus a walk on weekends" tells of exercise.
  {
    topicIds: /^weekend-overeating$/,
    mentioned:
      /\b(eat\w*|ate|food|meals?|calori\w*|kcal|drink\w*|alcohol|booze|beers?|wine|pints?|takeaways?|pizza|burgers?|binge\w*|overeat\w*|snack\w*|treats?|cheat|diet\w*|deficit|weigh\w*|scales?|kg|kilos?|lbs?|pounds|gain\w*|undo\w*|ruin\w*|brunch|dinners?|lunch|breakfast|restaurant|night out|party|parties|social)\b/,
  },
  // Preventing hamstring strains: "physio says i can lift again, how fast back to my old rdl
  // weights?" is a return after one.
  {
    topicIds: /^hamstring-strain-prevention$/,
    mentioned:
      /\b(stop\w*|prevent\w*|avoid\w*|keep|keeps|kept|recurr\w*|every (season|year)|nordics?|bulletproof|protect\w*|reduce|risk)\b/,
  },
  // A vegan shop on a budget: "protein on a student budget" eats meat too.
  {
    topicIds: /^cheap-vegan-shopping$/,
    mentioned:
      /\b(vegan\w*|plant[- ]based|plants?|vegetarian\w*|veggie|no meat|meat[- ]free|dairy[- ]free)\b/,
  },
  // A healthy weight for one's height: "still not losing weight" or "when do i go up in weight"
  // asks nothing of height or BMI.
  {
    topicIds: /^healthy-weight-for-height$/,
    mentioned:
      /\b(bmi|body mass|height|tall|short|ft|feet|foot|cm|inch(es)?|in|\d'\d+|overweight|underweight|ideal weight|should i (actually )?weigh|weigh for)\b|\d'\s?\d/,
  },
  // A knock to the head: "do skulls hit the long head more than pushdowns" is about the triceps.
  {
    topicIds: /^concussion-return$/,
    mentioned:
      /\b(concuss\w*|knock(ed)? (out|my head|to the head)|(hit|bang\w*|bump\w*|smack\w*|whack\w*|knock\w*|clash\w*) (my|his|her|their|your|me on the|it on my|heads?|the back of my) ?(head|heads)?|head (injury|injuries|knock|bang|bump|clash|impact)|blow to the head|headache|dizz\w*|seeing stars|blacked out)\b/,
  },
  // A comeback after time off: "my husband started the same week as me", "starting at 63" and
  // "lost 2 kg" tell of no return.
  {
    topicIds: /^restart-after-long-break$/,
    mentioned:
      /\b(back|again|break|gap|hiatus|time (off|out)|(weeks?|months?|years?|yrs?|ages|a while)( \w+)? (off|out|away)|after (a |the )?(\w+ )?(weeks?|months?|years?|yrs?)|return\w*|comeback|come ?back|used to|old (prs?|pbs?|self|lifts?|numbers|weights?|routine|program\w*)|muscle memory|(lost|lose|losing) (my |all my |all |the |all the )?(gains|muscle|strength|fitness|progress)|weaker than (before|i was|i used)|haven'?t|havent|hadn'?t|stopped|restart\w*|(start|starting|started) (over|again|from scratch))\b/,
  },
  // Couch to 5K ("restarting tips?" is a comeback, "how do i finish onboarding" the app).
  {
    topicIds: /^couch-to-5k-repeat$/,
    mentioned:
      /^(?=.*\b(c25k|couch to 5k|run|runs|running|jog\w*|5k)\b).*\b(repeat\w*|restart\w*|start (over|again)|had to stop|stopped|couldn'?t (finish|do|complete|manage)|fail\w*)\b/,
  },
  // Rheumatoid arthritis: "arthritis in my knees and hands" is most often wear and tear.
  {
    topicIds: /^rheumatoid-arthritis-exercise$/,
    mentioned:
      /\b(rheumatoid|ra|autoimmune|inflammatory|lupus|psoriatic|methotrexate|biologics?)\b/,
  },
  // Eating for comfort: "bring my stress down" asks no question about food.
  {
    topicIds: /^emotional-eating$/,
    mentioned:
      /\b(eat\w*|ate|food|foods|snack\w*|binge\w*|bingi\w*|comfort|crav\w*|fridge|sweets|sugar|chocolate|crisps|hungry|hunger|munch\w*|graz\w*)\b/,
  },
  // Getting up after a fall: "my back hurts when i get up off the floor" is no fall.
  {
    topicIds: /^getting-up-after-a-fall$/,
    mentioned:
      /\b(fall|falls|fell|fallen|falling|trip\w*|alarm|pendant|nobody|no one|on my own|alone|(can'?t|cannot|couldn'?t) get up)\b/,
  },
  // Heat or cold for soreness: "does an ice bath straight after lifting kill gains?" asks about
  // the ice bath alone.
  {
    topicIds: /^heat-or-cold-for-soreness$/,
    mentioned:
      /\b(heat|heated|hot|warm\w*|heat ?packs?|hot water bottle|sore\w*|doms|ach\w*|stiff\w*|tight\w*|pain\w*|hurt\w*)\b/,
  },
  // Kids and grandkids: "lasagne for my grandchildren's visit" is no question about activity, nor
  // "my nan keeps asking to join in my workouts" one about children.
  {
    topicIds: /^(active-with-kids|exercise-with-kids)$/,
    mentioned:
      /\b(kids?|grandkids?|children|child|grandchild\w*|toddlers?|bab(y|ies)|sons?|daughters?|family|them)\b/,
  },
  // Kit worn to sweat: "a session without sweating through my shirt" asks for a quiet session.
  {
    topicIds: /^waist-trainers-sweat-suits$/,
    mentioned:
      /\b(waist|trainers?|belts?|suits?|sauna|wraps?|cinch\w*|corsets?|bin bags?|plastic|bags?|vests?|sweat (it|the fat|fat|weight) (out|off)|sweat\w* (more|burns?|fat|weight|out)|burn\w* (more )?fat by sweat\w*)\b/,
  },
  // Static holds with high blood pressure: "my doctor wants my blood pressure down" asks what
  // exercise helps, not whether planks are safe.
  {
    topicIds: /^static-holds-blood-pressure$/,
    mentioned:
      /\b(isometric\w*|static|holds?|holding|planks?|wall ?sits?|handgrip|grip(per)?s?|squeez\w*)\b/,
  },
  // Cutting or bulking first, both named: "omad while bulking" asks about bulking alone, "thinking
  // of cutting hard" about a cut.
  {
    topicIds: /^bulk-or-cut-first$/,
    mentioned:
      /\bskinny ?fat\b|\b(bulk\w*|build\w*|gain\w*|mass)\b.*\b(cut|cutting|lean\w*|abs|six ?pack|deficit|bf|body ?fat|\d+ ?%)|\b(cut|cutting|lean(ing)? out|abs|six ?pack|bf|body ?fat|\d+ ?%)\b.*\b(bulk\w*|build\w*|gain\w*|mass)\b/,
  },
  // Muscle weighing more than fat: "is the 0.6 kg fat or muscle" asks about the gain.
  {
    topicIds: /^muscle-weighs-more-than-fat$/,
    mentioned: /\b(weighs?|weight more|heavier|denser|dense|lighter)\b/,
  },
  // A smart scale's readings: "I don't own scales, how will I know it's working" asks otherwise.
  {
    topicIds: /^smart-scale-readings$/,
    mentioned:
      /\b(smart|bioimpedance|bia|bluetooth|gimmick)\b|\b(body ?fat|bf|muscle mass|\d+ ?%|percent\w*|readings?)\b[^.?!]{0,40}\bscales?\b|\bscales?\b[^.?!]{0,40}\b(body ?fat|bf|muscle mass|\d+ ?%|percent\w*|readings?|says)\b/,
  },
  // The coach's memory: "so just whack more on next time?" asks about the weight.
  {
    topicIds: /^app-coach-memory$/,
    mentioned:
      /\b(remember\w*|memory|forget\w*|forgot|recall|you know|earlier chat|last (time|chat) we|told you|we talked|keep (track|a record)|store|save)\b/,
  },
  // Chest pain on exertion needs a word of pain: "hit chest monday and its still wrecked" is a
  // trained muscle, sore.
  {
    topicIds: /^chest-pain-exercise$/,
    mentioned:
      /\b(pain\w*|hurt\w*|tight\w*|pressure|squeez\w*|ach\w*|discomfort|heavy|heaviness|angina|heart|crushing|sharp|stabbing|breath\w*)\b/,
  },
  // The pulse at rest: "carry on with the rest or leave it" is no question about the heart.
  {
    topicIds: /^resting-heart-rate$/,
    mentioned: /\b(heart ?rate|pulse|bpm|rhr|beats|heartbeat)\b/,
  },
  // Flexibility work: "sore two days after a workout" is soreness from training.
  {
    topicIds: /^(sore-after-stretching|yoga-vs-stretching)$/,
    mentioned: /\b(stretch\w*|splits|flexib\w*|yoga|mobility|overstretch\w*)\b/,
  },
  // A hurt rib: "bruised my shin on the box" and "hamstrings feel bruised" are not the ribs.
  {
    topicIds: /^rib-injury$/,
    mentioned: /\b(ribs?|ribcage|rib cage|chest|side|breath\w*|breathing|cough\w*|sneez\w*)\b/,
  },
  // Tight legs after running: "can you grow calves or is it genetics" is no question about a run.
  {
    topicIds: /^tight-muscles-after-running$/,
    mentioned:
      /\b(run\w*|ran|jog\w*|marathon|\d+ ?k|parkrun|race|tight\w*|stiff\w*|sore\w*|ach\w*|cramp\w*|knots?)\b/,
  },
  // A part in a cast or sling: "what should I cast on for fishing" or a "sling" bag is no injury.
  {
    topicIds: /^training-with-a-cast$/,
    mentioned:
      /\b(casts?|sling|splint|moon boot|fractur\w*|surgery|operation|immobili[sz]\w*)\b|\b(broke|broken)\b[^.?!]{0,20}\b(wrists?|arms?|hands?|legs?|ankles?|foot|feet|collarbone|elbows?|fingers?|thumbs?|toes?|ribs?|shoulders?)\b|\b(wrists?|arms?|hands?|legs?|ankles?|foot|collarbone|elbows?|fingers?|thumbs?|toes?|ribs?|shoulders?)\b[^.?!]{0,20}\b(broke|broken)\b/,
  },
  // A bone that may be broken: "the ac at the gym is broken" is no injury.
  {
    topicIds: /^suspected-broken-bone$/,
    mentioned:
      /\b(bones?|fractur\w*|snap\w*|crack\w*|x-?rays?|swell\w*|swollen|bruis\w*|deform\w*|bent|throbb\w*|purple|(can'?t|cannot) (put weight|move|bend|walk))\b|\b(broke|broken)\b[^.?!]{0,20}\b(wrists?|arms?|hands?|legs?|ankles?|foot|feet|collarbone|elbows?|fingers?|thumbs?|toes?|ribs?|shoulders?|nose|hip|shin)\b|\b(wrists?|arms?|hands?|legs?|ankles?|foot|collarbone|elbows?|fingers?|thumbs?|toes?|ribs?|shoulders?|nose|hip|shin)\b[^.?!]{0,20}\b(broke|broken)\b/,
  },
];

/** Whether a topic may answer this message: it speaks of the topic's subject, if it has one. */
export function speaksOfTopicSubject(topicId: string, text: string): boolean {
  return subjects.every(
    ({ topicIds, mentioned }) => !topicIds.test(topicId) || mentioned.test(text),
  );
}
