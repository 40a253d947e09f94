import type { KnowledgeTopic } from './knowledge-topic';

/**
 * Getting ready for an event or a sport beside lifting: races and long walks, ski trips, match
 * days, fitness tests, fuelling for them (other sports are in sport-topics.ts).
 */
export const eventPrepTopics: readonly KnowledgeTopic[] = [
  // Source: Thomas, Erdman & Burke, Nutrition and athletic performance: joint position statement of the Academy of Nutrition and Dietetics, Dietitians of Canada and the ACSM, Med Sci Sports Exerc (2016); Kerksick et al., ISSN exercise & sports nutrition review update: research & recommendations, J Int Soc Sports Nutr (2018)
  {
    id: 'pre-match-meal',
    intent: 'nutrition',
    title: 'What should I eat before a morning match or race?',
    questions: [
      'what to eat before a game in the morning',
      'early kick off, what time should i have breakfast',
      'best brekkie before a 9am race',
      'how long before a match shud i eat',
      'i get too nervous to eat on match day, what can i have',
      'is it ok to play sunday league on an empty stomach',
      'what should i eat on game day before the start',
      'what should i eat the morning of my 10k or fun run',
      'what should i eat the morning of a sportive or long bike ride',
    ],
    keywords: [
      'match day',
      'game day',
      'kick off',
      'kickoff',
      'pre-match meal',
      'pre-race meal',
      'breakfast before a match',
      'breakfast before a race',
      'breakfast before a game',
      'race day',
      'sportive',
      'morning of the race',
    ],
    answer:
      'Eat a familiar, carb-rich meal 2-3 hours before the start: for a 10am kick-off or race, breakfast around 7-8am, such as porridge with banana, toast with jam or cereal with milk, plus water. Keep fat, fibre and spice low. Top up 30-60 minutes before with a banana or cereal bar; if nerves kill your appetite, a smoothie or sports drink works. For an event over 90 minutes, eat 30-60 g of carbs an hour once you start and drink to thirst. Never try new foods on the day.',
    why: 'A meal 2-3 hours before tops up the liver glycogen used overnight and has time to leave your stomach; foods you already eat before training are the least likely to upset your gut under the jolting and nerves of competition.',
    suggestions: [
      'How do I carb load for a race?',
      'How do I fuel during long sessions?',
      "I can't sleep before a big race or game",
    ],
  },
  // Source: Schwellnus, Cause of exercise associated muscle cramps (EAMC): altered neuromuscular control, dehydration or electrolyte depletion?, Br J Sports Med (2009); Bergeron, Muscle cramps during exercise: is it fatigue or electrolyte deficit?, Curr Sports Med Rep (2008)
  {
    id: 'cramp-swimming-running',
    intent: 'recovery',
    title: 'Why do my calves cramp when swimming or jogging?',
    questions: [
      'calf cramp halfway through my run',
      'why do i get cramp in the water',
      'my foot and calf seize up doing lengths',
      'keep cramping up in the last few miles',
      'got cramp in the cold sea, what do i do',
      'is getting cramp in the pool dangerous',
      'do electrolytes stop cramp on long sessions',
    ],
    keywords: [
      'swimming cramp',
      'cramp in the pool',
      'cramp in the sea',
      'cramp in cold water',
      'calf cramp',
      'cramping',
    ],
    answer:
      'Cramp in a swim or run is mostly muscle fatigue: it strikes when you go longer or harder than usual, or when pointed toes keep the calf short. Sweat losses add to it, so stay hydrated and, in sessions over an hour or in heat, take electrolytes with sodium. Cold water makes cramp likelier, so warm up. Build distance by about 10% a week. Mid-swim, float on your back, pull your toes up and stretch for 20-30 seconds. See a GP if cramps are frequent.',
    why: 'Fatigue upsets the nerve signals that tell a muscle to contract and relax, which is why cramps come late in sessions; heavy sweating with sodium loss and cold muscles add to the risk in some people.',
    suggestions: [
      'Why do I get muscle cramps?',
      'How much water should I drink?',
      'How do I build up my swimming?',
    ],
  },
  // Source: McGill, McDermott & Fenwick, Comparison of different strongman events: trunk muscle activation and lumbar spine motion, load, and stiffness, J Strength Cond Res (2009); McGill, Marshall & Andersen, Low back loads while walking and carrying: comparing the load carried in one hand or in both hands, Ergonomics (2013)
  {
    id: 'loaded-carries',
    intent: 'training',
    title: "How do I do farmer's and suitcase carries?",
    questions: [
      'how to do a farmers walk with dumbbells',
      'suitcase carry, how heavy should i go',
      'walking with one dumbbell in one hand, what is that good for',
      'not much space at home, can i still do carries',
      'training carries with just dumbbells in the house',
      'how do i progress loaded carries',
      'my grip goes before my legs on farmers walks',
    ],
    keywords: [
      'farmers carry',
      "farmer's carry",
      'farmers walk',
      "farmer's walk",
      'suitcase carry',
      'loaded carry',
      'loaded carries',
      'carries',
      'carry',
    ],
    answer:
      "Hold a heavy dumbbell in each hand for a farmer's carry, or one in one hand for a suitcase carry, stand tall with shoulders down and ribs over hips, and walk with short, steady steps. At home, walk laps of a room, hallway or garden, turning slowly. Do 3-5 rounds of 30-60 seconds or 20-40 m, resting 60-90 seconds. Progress by adding time or distance each week, then weight. On suitcase carries, do not lean away from the weight, and swap hands each round.",
    why: 'Carries load your grip, shoulders, core and legs together while you walk; the one-sided suitcase carry makes the muscles at the side of your trunk resist leaning, which builds the stiffness that protects your back when you carry shopping or kit.',
    suggestions: [
      'How do I improve my grip strength?',
      'How should I train my abs and core?',
      'Can I build muscle with only dumbbells?',
    ],
  },
  // Source: Wilson et al., Concurrent training: a meta-analysis examining interference of aerobic and resistance exercises, J Strength Cond Res (2012); Jäger et al., International Society of Sports Nutrition position stand: protein and exercise, J Int Soc Sports Nutr (2017)
  {
    id: 'football-and-muscle-gain',
    intent: 'training',
    title: 'Will playing football stop me building muscle?',
    questions: [
      'does playing 5 a side stop you building muscle',
      'i play sunday league, can i still bulk',
      'football twice a week while trying to gain weight, bad idea?',
      'will footy kill my gains',
      'how do i keep gaining size when i play a team sport',
      'started basketball on top of lifting, will i lose muscle',
    ],
    keywords: [
      'footy',
      'football',
      '5 a side',
      'five a side',
      'sunday league',
      'team sport',
      'basketball',
      'futsal',
    ],
    answer:
      'No: a game or two a week will not stop you building muscle if you eat for it. A 60-90 minute match burns roughly 500-900 kcal, so eat that much more on match days, mostly carbs, keep protein at 1.6-2.2 g per kg a day, and keep lifting 2-4 times a week. Schedule heavy leg days at least 48 hours before a match or a day or two after it, so sore legs do not hurt your game or your squats. Sleep 7-9 hours.',
    why: 'Muscle growth needs a calorie surplus and enough protein; a couple of matches a week only get in the way when they eat into that surplus or leave your legs too tired to lift hard, which extra food and sensible scheduling prevent.',
    suggestions: [
      'Should I train legs before a game?',
      'Does cardio kill muscle gains?',
      'How much protein do I need a day?',
    ],
  },
  // Source: Silbernagel et al., Continued sports activity, using a pain-monitoring model, during rehabilitation in patients with Achilles tendinopathy, Am J Sports Med (2007); NICE guideline NG226, Osteoarthritis in over 16s: diagnosis and management (2022)
  {
    id: 'running-with-a-dodgy-knee',
    intent: 'training',
    title: 'Can I start couch to 5k with a dodgy knee?',
    questions: [
      'bad knee but i want to start running',
      'is c25k ok if my knee plays up',
      'how do i start jogging without my knee flaring up',
      'my knee aches after my runs, should i stop the couch to 5k',
      'had knee trouble before, how do i ease into running',
      'running with a sore knee, how much pain is ok',
    ],
    keywords: [
      'dodgy knee',
      'bad knee',
      'c25k',
      'couch to 5k',
      'knee flare',
      'knee plays up',
      'pain scale',
    ],
    answer:
      'Usually yes, if you build up gradually: start with walk-run intervals, such as 1 minute jogging and 90 seconds walking for 20 minutes, 3 times a week, and move on only when a week feels fine. Use a 0-10 pain scale: up to 3-4 during a run, settled by next morning, is OK; more, or worse the next day, means repeat a week. Add 2 strength sessions a week of squats, step-ups and bridges. See a physio for swelling, giving way or locking.',
    why: 'Knees tolerate running well when the load rises gradually; checking pain during a run and 24 hours later shows whether the knee is coping, and stronger thighs and hips take load off the joint.',
    suggestions: [
      'How do I start running?',
      'Knee pain when running',
      'Is running bad for my knees?',
    ],
  },
  // Source: American College of Sports Medicine, ACSM's Guidelines for Exercise Testing and Prescription, 11th ed. (2021); NICE guideline NG226, Osteoarthritis in over 16s: diagnosis and management (2022)
  {
    id: 'walking-event-training',
    intent: 'training',
    title: 'How do I train for a charity walk or a 10k walk?',
    questions: [
      'signed up for a sponsored walk, how do i get ready',
      'training plan for a half marathon walk',
      'how far should i be walking each week before a 20 mile challenge',
      'i have arthritis, can i manage a long charity walk',
      'walking a marathon for charity, how do i build up',
      'never walked 10 km in one go, whats a good build up',
    ],
    keywords: [
      'charity walk',
      'sponsored walk',
      '10k walk',
      'walking event',
      'marathon walk',
      'walking challenge',
      'moonwalk',
      'long walk',
    ],
    answer:
      'Build up gradually over 6-12 weeks: walk 3-5 times a week, mostly 30-60 minutes at a brisk pace, plus one longer walk each week that grows by about 10% until it reaches about three quarters of the event distance 2 weeks before. Wear the shoes and socks you will use, broken in, and practise drinking and snacking on the long walks. With arthritis, pace yourself, try walking poles, and keep pain at 3-4 out of 10 or less, settling by the next day.',
    why: 'Muscles, joints and the skin of your feet adapt to distance over weeks; small weekly steps plus one long walk build endurance without flaring joints or causing blisters, and the long walk shows what your feet and kit need.',
    suggestions: [
      'I have a blister: can I still walk or train?',
      'How do I get ready for a long hike?',
      'Walking or running: which is better?',
    ],
  },
  // Source: Fradkin, Zazryn & Smoliga, Effects of warming-up on physical performance: a systematic review with meta-analysis, J Strength Cond Res (2010); McCrary, Ackermann & Halaki, A systematic review of the effects of upper body warm-up on performance and injury, Br J Sports Med (2015)
  {
    id: 'racket-sport-warm-up',
    intent: 'training',
    title: 'How do I warm up for tennis, padel or pickleball?',
    questions: [
      'warm up before pickleball',
      'what stretches should i do before padel',
      'how do i warm up before a tennis match',
      'do i need to warm up for badminton or squash',
      'always pull something playing padel, what warmup should i do',
      'quick warm up before a racket game at my age',
    ],
    keywords: [
      'pickleball',
      'padel',
      'racket sports',
      'racquet',
      'tennis warm up',
      'warm up before tennis',
      'badminton',
      'squash',
    ],
    answer:
      'Spend 5-10 minutes building up before you play. Start with 2-3 minutes of brisk walking, a light jog or side shuffles to raise your heart rate, then do dynamic moves: 10 walking lunges, leg swings, 10 shoulder circles each way, trunk rotations and wrist circles. Finish with gentle rallies, a few practice shots and serves, getting gradually faster. Skip long static stretches beforehand and save them for afterwards. Sip water and ease in during the first games.',
    why: 'A warm-up raises muscle temperature and rehearses the quick lunges, turns and overhead swings of the game, which sharpens reactions and power and lowers the chance of calf, hamstring and shoulder strains; long static holds just before play can slightly blunt power.',
    suggestions: [
      'What strength work helps my tennis?',
      "Tennis or golfer's elbow",
      'How should I warm up?',
    ],
  },
  // Source: Bartels et al., Aquatic exercise for the treatment of knee and hip osteoarthritis, Cochrane Database Syst Rev (2016); Igarashi & Nogami, The effect of regular aquatic exercise on blood pressure: a meta-analysis of randomized controlled trials, Eur J Prev Cardiol (2018)
  {
    id: 'aqua-aerobics',
    intent: 'health',
    title: 'Is aqua aerobics good for my joints and blood pressure?',
    questions: [
      'is aquafit any good',
      'water aerobics for arthritis',
      'are aqua classes a proper workout',
      'i have high blood pressure, is an aqua aerobics class safe',
      'exercising in the pool with bad knees and hips',
      'does water exercise lower blood pressure',
      'thinking about aqua zumba but my joints are sore',
    ],
    keywords: [
      'aqua aerobics',
      'aqua',
      'aquafit',
      'water aerobics',
      'aqua class',
      'water exercise',
      'aqua zumba',
      'hydrotherapy',
      'buoyancy',
    ],
    answer:
      "Yes: aqua aerobics is a good low-impact choice for sore joints and is fine with high blood pressure. The water's buoyancy supports much of your weight, so knees and hips move with less pain, while its resistance works your muscles. Aim for 2-3 classes a week at a moderate effort where you can talk but not sing, building towards 150 minutes of activity a week. In trials, regular water exercise lowered the top blood pressure number by about 8 mmHg. Stop if you feel dizzy.",
    why: 'Chest-deep water takes around two thirds of your body weight off your joints and resists movement in every direction, so muscles work without jarring; like other moderate aerobic exercise, it lowers blood pressure over weeks.',
    suggestions: [
      'Which cardio is kindest to my joints?',
      'Can I exercise with high blood pressure?',
      'Is swimming good exercise?',
    ],
  },
  // Source: Hauschild et al., Fitness tests and occupational tasks of military interest: a systematic review of correlations, Occup Environ Med (2017); American College of Sports Medicine, ACSM's Guidelines for Exercise Testing and Prescription, 11th ed. (2021)
  {
    id: 'military-fitness-test',
    intent: 'training',
    title: 'How do I train for an army or police fitness test?',
    questions: [
      'joining the army, how do i pass the fitness test',
      'police fitness assessment training plan',
      'how do i get better at the run and push ups for my army test',
      'firefighter fitness test prep',
      'how many weeks do i need to get ready for a military pft',
      'failed the push ups on my army test, how do i improve',
    ],
    keywords: [
      'army',
      'army fitness test',
      'military',
      'police fitness',
      'firefighter',
      'pft',
      'recruit',
      'raf',
      'navy',
    ],
    answer:
      "Train each part for 8-12 weeks. Run 3 times a week: one interval session (such as 6 x 400 m fast with 90 seconds' rest, or shuttles for a bleep test), one tempo run and one easy run. For push-ups, grease the groove: easy sets of about half your max several times a day, 5-6 days a week. Add 2 strength sessions with farmer's carries, squats and rows. Do a full mock test every 2-3 weeks and ease off in the final week.",
    why: 'Tests reward specific fitness: interval and tempo running raise the pace you can hold, frequent submaximal push-up sets build endurance without fatigue, and mock tests teach pacing and show your progress.',
    suggestions: [
      'How do I train for the bleep test?',
      'Does greasing the groove work?',
      "How do I do farmer's and suitcase carries?",
    ],
  },
];
