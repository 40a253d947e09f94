import type { KnowledgeTopic } from './knowledge-topic';

/**
 * At the gym and with kit at home: choosing bands and kettlebells, the gym bag, etiquette, shoes
 * and grips, reading the plan's notation, busy gyms; and food questions of daily life.
 */
export const gymKitTopics: readonly KnowledgeTopic[] = [
  // Source: ACSM, Selecting and effectively using athletic footwear and clothing (brochure); NHS, Get fit for free: what to wear
  {
    id: 'what-to-wear-to-the-gym',
    intent: 'training',
    title: 'What should I wear to the gym?',
    questions: [
      'what do i wear to the gym',
      'can i work out in jeans',
      'what shoes should i wear for lifting',
      'do i need special gym clothes',
      'do i need gloves or a belt or special shoes for my first day',
    ],
    keywords: [
      'wear',
      'clothes',
      'gym clothes',
      'jeans',
      'trainers',
      'shoes for lifting',
      'leggings',
      'outfit',
    ],
    answer:
      'Anything comfortable you can move and sweat in: joggers, shorts or leggings and a T-shirt; jeans restrict squats and lunges, so save them for after. Trainers with a flat, firm sole suit lifting and machines; running shoes are fine for cardio. Bring a water bottle and a small towel. You do not need gloves, a lifting belt or lifting shoes to start; a belt only helps later, on heavy squats and deadlifts. Nothing needs to be new or branded, and nobody is checking your outfit.',
    why: 'Clothes that stretch let you move through a full range, and a flat, stable shoe keeps your feet planted under heavy weights.',
    suggestions: ['Gym etiquette', 'Gym nerves: how do I feel less anxious?'],
  },
  // Source: NHS, Strength exercises at home (nhs.uk); ACSM, Resistance training guidance: any load taken close to failure builds strength
  {
    id: 'household-weights',
    intent: 'training',
    title: 'Can I use household items as weights?',
    questions: [
      'can i use a backpack full of books instead of dumbbells',
      'can i use tins of beans as weights',
      'water bottles as weights',
      'what can i use as weights at home',
    ],
    keywords: [
      'backpack',
      'rucksack',
      'books',
      'tins',
      'cans',
      'water bottles',
      'bag of rice',
      'household items',
      'milk jugs',
    ],
    answer:
      'Yes: a backpack of books or water bottles is a good stand-in for weights. Hug it or wear it for squats, lunges and hip hinges, hold it by the handle for rows, or press it overhead. Tins and bottles are light, so use them for raises and curls with high reps, or slow the lowering. Pack the bag tight so it does not swing, check the straps, and add books as you get stronger.',
    why: 'Muscles respond to effort, not to where the load comes from; a load you can take close to failure builds strength whatever it is.',
    suggestions: ['Make me a backpack workout', 'No equipment workout'],
  },
  // Source: Schoenfeld et al., Loading recommendations for muscle strength, hypertrophy, and local
  // endurance: a re-examination of the repetition continuum, Sports (2021); Lasevicius et al.,
  // Effects of different intensities of resistance training with equated volume load on muscle
  // strength and hypertrophy, Eur J Sport Sci (2018).
  {
    id: 'progressing-with-light-dumbbells',
    intent: 'training',
    title: 'How do I keep progressing with light dumbbells?',
    questions: [
      'my dumbbells are too light now, how do i keep progressing',
      'only have 5kg dumbbells and everything feels easy',
      'dumbbells too easy now and i dont want to buy more',
      'outgrown my dumbbells, what now',
    ],
    keywords: ['light dumbbells', 'outgrown my dumbbells', 'without buying more'],
    answer:
      'Light weights still build muscle if each set ends close to failure. Add reps first, up to 20-30 per set, then make each rep harder: a 3-4 second lowering, a pause at the hardest point, 1.5 reps, and less rest. Switch to one-arm or one-leg versions (Bulgarian split squats, single-leg RDLs, one-arm floor press) to double the load per side, and finish with a burnout set.',
    why: 'Muscle grows from sets taken close to failure across a wide range of loads, so a light weight works once the reps, tempo or one-sided moves make it hard.',
    suggestions: [
      'Give me a dumbbell workout',
      'What is progressive overload?',
      'How many sets a week?',
    ],
  },
  // Source: ACSM, Resistance training guidance (2009, 2022); Nordic hamstring and single-leg work:
  // van der Horst et al., Am J Sports Med (2015); Speirs et al., J Strength Cond Res (2016).
  {
    id: 'legs-without-weights',
    intent: 'training',
    title: 'How do I train legs with no weights?',
    questions: [
      'how do i keep my legs strong with basically no equipment',
      'leg workout with no weights that actually works',
      'only have bands and a pull up bar, what about legs',
      'stop my legs going backwards without a gym',
    ],
    keywords: ['legs without weights', 'no weights legs', 'bodyweight legs', 'single leg'],
    answer:
      'Go one leg at a time: Bulgarian split squats, step-ups, single-leg RDLs, pistol squats to a box and Nordic curls load one leg as much as a heavy two-leg lift. Add bands to squats and bridges, slow the lowering to 3-4 seconds, pause at the bottom and take sets to 1-3 reps short of failure; 2 sessions a week of 3-4 sets each keeps your legs strong for weeks.',
    why: 'Working one leg at a time roughly doubles the load on it, and slow, hard sets near failure keep the stimulus high without a barbell.',
    suggestions: [
      'Give me a leg workout with no equipment',
      'How do I do a Bulgarian split squat?',
    ],
  },
  // Source: Rodríguez-Ridao et al., Effect of five bench inclinations on the electromyographic
  // activity of the pectoralis major, IJERPH (2020); NSCA Exercise Technique Manual (2016).
  {
    id: 'cable-fly-angles',
    intent: 'training',
    title: 'High-to-low or low-to-high cable fly: what is the difference?',
    questions: [
      'cable fly high to low vs low to high',
      'which cable fly for upper chest',
      'low to high cable crossover what does it hit',
      'difference between cable fly angles',
    ],
    keywords: ['cable fly', 'cable crossover', 'high to low', 'low to high', 'fly angle'],
    answer:
      'The angle you press toward picks the part of the chest: high-to-low flies, pulleys above your shoulders and hands meeting at your lower ribs, work the lower chest and the middle; low-to-high flies, pulleys near the floor and hands rising to chin height, work the upper chest and front shoulders. Do both across the week, 3 sets of 10-15 with a soft elbow and a squeeze where your hands meet.',
    why: 'The chest muscle fans out from the collarbone to the sternum, and each part works hardest when the arms move in line with its fibres.',
    suggestions: ['Best exercises for upper chest?', 'How many sets for chest a week?'],
  },
  // Source: NSCA, Exercise Technique Manual for Resistance Training (2016); ACE, Cable machine
  // training basics
  {
    id: 'cable-machine-basics',
    intent: 'training',
    title: 'What is the cable machine for?',
    questions: [
      'what is the cable machine for',
      'how do i use the cable machine',
      'the tower with pulleys and handles at the gym, what do i do on it',
      'what are the cable attachments for',
      'cable machine exercises for beginners',
    ],
    keywords: ['cable machine', 'cable tower', 'cables', 'pulley', 'pulleys', 'cable station'],
    answer:
      'A cable machine is a weight stack on a pulley you set high, low or in between, with clip-on handles, a rope or a bar, so one station trains almost everything with steady tension. Good first moves: triceps pushdowns and face pulls with the rope, a seated row, a lat pulldown, chest flies with two handles, and woodchops for the core. Set the pin light, slide the pulley to the height the move needs and stand far enough back that the stack never rests between reps.',
    why: 'A pulley keeps tension through the whole movement at any angle, and the pin-loaded stack lets you change weight in seconds, which makes cables easy to learn and adjust.',
    suggestions: ['How heavy should I lift?', 'Machines or free weights?', 'Gym etiquette'],
  },
  // Source: Schwanbeck et al., A comparison of free weight squat to Smith machine squat using
  // electromyography, J Strength Cond Res (2009); NSCA Exercise Technique Manual (2016)
  {
    id: 'smith-machine',
    intent: 'training',
    title: 'Is the Smith machine cheating?',
    questions: [
      'is the smith machine cheating',
      'what is the smith machine',
      'a barbell fixed on rails at the gym, what is it',
      'is it ok to squat on the smith machine',
      'smith machine vs free squat',
    ],
    keywords: ['smith machine', 'smith', 'on rails', 'fixed bar', 'guided bar'],
    answer:
      'Not cheating: the Smith machine is a barbell fixed on rails, so the bar moves along a guided path and hooks on the safety stops at any height, a good place to learn to squat or press without a spotter. Your legs still do the work; the rails balance the bar, so you lift a little more and train the steadying muscles less. Put your feet slightly in front of the bar for squats, set the stops just below your lowest point, and add free weights when ready.',
    why: 'Fixed rails take away the balance demand and give built-in safety catches, so the muscles that move the weight work much as in a free squat while the stabilisers work less.',
    suggestions: ['How do I do a squat?', 'Machines or free weights?', 'Gym etiquette'],
  },
  // Source: U.S. Consumer Product Safety Commission, Treadmill safety; ACSM, Guidelines for
  // Exercise Testing and Prescription, 11th ed. (2021), treadmill familiarisation
  {
    id: 'treadmill-first-time',
    intent: 'training',
    title: 'How do I use a treadmill safely?',
    questions: [
      'how do i use a treadmill properly',
      'scared of falling off the treadmill',
      'first time on a treadmill',
      'how do i get on and off a treadmill',
      'treadmill scares me',
    ],
    keywords: ['treadmill', 'falling off', 'fly off', 'safety key', 'safety clip', 'belt speed'],
    answer:
      'Clip the safety key to your clothes first: if you drift back it pulls out and the belt stops. Stand on the side rails, start the belt at a slow walk (about 2-3 km/h), hold the handrails and step on, then let go and walk upright in the middle, looking ahead. Raise the speed a little at a time, to a brisk walk you can talk through. To finish, slow right down or press the red stop button, and step off only once the belt has stopped.',
    why: 'Most treadmill falls come from stepping onto or off a moving belt, or from drifting to the back, which the safety key and a slow start prevent.',
    suggestions: ['Is incline treadmill walking good?', 'How much cardio should I do?'],
  },
  // Source: ACSM Position Stand, Progression models in resistance training for healthy adults (2009); Lopes et al., Elastic bands vs conventional resistance training, SAGE Open Med (2019)
  {
    id: 'first-resistance-band',
    intent: 'training',
    title: 'Which resistance band should I start with?',
    questions: [
      'which resistance band should a beginner start on',
      'got a pack of bands in different colours, which one do i use first',
      'is the yellow or the green band lighter',
      'what strength band should i buy to start',
      'how do i know which band is right for me',
      'just bought a set of loop bands, no idea which to begin with',
    ],
    keywords: [
      'which band',
      'band colours',
      'band strength',
      'lightest band',
      'first band',
      'set of bands',
      'band set',
    ],
    answer:
      'Start with the lightest band you can do 12-15 slow, controlled reps with in good form, finishing with 2-3 reps left in you. Colours vary by brand, so check the tension or kg chart on the pack rather than the colour; yellow or light is usually easiest, black or extra heavy hardest. Bigger muscles may need a stronger band than your arms. Move up when 15 or more reps feel easy.',
    why: 'A band you can control for 12-15 reps gives enough tension to build strength while you learn the movement; brands use different colour codes, so the stated tension is the only fair comparison.',
    suggestions: [
      'When do I move up a band?',
      'Give me a 20 minute band workout',
      'Where can I anchor my bands?',
    ],
  },
  // Source: Meigh et al., Kettlebell training in clinical practice: a scoping review, BMC Sports Sci Med Rehabil (2019); ACSM Position Stand, Progression models in resistance training for healthy adults (2009)
  {
    id: 'first-kettlebell-weight',
    intent: 'training',
    title: 'What size kettlebell should I buy?',
    questions: [
      'what size kettlebell should i get first',
      'only buying one kettlebell, how heavy',
      'is 8kg or 12kg kettlebell better for a woman starting out',
      'what kg kettlebell for a man beginner',
      'kettlebell weight for swings and goblet squats?',
      'wat size kettlebell shud i get',
    ],
    keywords: [
      'kettlebell weight',
      'one kettlebell',
      'kettlebell size',
      'which kettlebell',
      'buy a kettlebell',
      'kg kettlebell',
    ],
    answer:
      'For swings and goblet squats, most women start well with 8-12 kg and most men with 12-16 kg; pick the lighter end if you are new to lifting or older, the heavier end if you already train. A bell that feels a little light for squats is right for learning the swing. Presses and single-arm work need less. Once 20 clean swings feel easy, add a second, heavier bell, usually 4-8 kg more.',
    why: 'The swing is driven by the hips and legs, so it needs a heavier bell than arm work, but it must be light enough to learn the hinge before the load rises.',
    suggestions: [
      'How do I start with kettlebells?',
      'How do I do a kettlebell swing?',
      'What do I need for a home gym?',
    ],
  },
  // Source: ACSM Position Stand, Progression models in resistance training for healthy adults (2009); ACSM's Guidelines for Exercise Testing and Prescription, 11th ed. (2021)
  {
    id: 'per-side-reps',
    intent: 'training',
    title: 'What does "per side" or "each leg" mean in my plan?',
    questions: [
      'my plan says 10 per side, does that mean 10 total',
      'what does each leg mean on lunges',
      '12 reps each arm, is that 12 altogether or 12 with each arm',
      'what does e/s or /side mean in a workout',
      'per side reps confuse me',
      'do i count both legs as one rep on alternating lunges',
    ],
    keywords: ['per side', 'each side', 'per leg', 'per arm', 'reps per side', 'e/s', 'both sides'],
    answer:
      'Per side means do that many reps on each side: 3 x 8 per side is 3 sets of 8 on the left and 8 on the right. The same goes for "each leg", "each arm" or "e/s". You can do all 8 on one side then switch, or alternate sides, counting one rep each time that side works. Start with your weaker side and match its reps on the stronger side. Hold times per side, like a 30-second side plank, work the same way.',
    why: 'One-sided exercises are written per side so each side gets the full set; starting with the weaker side stops the stronger one doing extra work and widening the gap.',
    suggestions: [
      'What do sets and reps mean?',
      'Are single-leg exercises worth it?',
      'How long should I rest between sets?',
    ],
  },
  // Source: ACSM Position Stand, Exercise and fluid replacement (2007); ACSM's Health/Fitness Facility Standards and Guidelines, 5th ed. (2019)
  {
    id: 'gym-bag-essentials',
    intent: 'training',
    title: 'What should I pack in my gym bag?',
    questions: [
      'what do i need to bring to the gym',
      'gym bag essentials',
      'starting at a new gym monday, what should i take with me',
      'what do people keep in their gym bags',
      'do i need a padlock for the gym',
      'packing my bag for the gym tomorrow, what am i forgetting',
      'what should be in my bag for training',
      'joining a gym soon, what kit do i need in my bag',
    ],
    keywords: ['gym bag', 'bag', 'what to bring', 'padlock', 'towel', 'water bottle', 'headphones'],
    answer:
      'Pack the basics: a water bottle, a small towel for wiping benches, supportive trainers, a padlock for the locker, headphones and your plan, in the app or a small notebook, to log your weights. Add a snack like a banana if you train more than 3-4 hours after eating, a spare top, and deodorant or a wash bag if you shower there. Bring your membership card or app, and a light jumper for the warm-up.',
    why: 'Sipping water keeps performance up, a towel and padlock cover hygiene and security, and writing down what you lift is what lets you add weight from week to week.',
    suggestions: [
      'Tips for my first gym visit',
      'What is gym etiquette?',
      'What should I eat before training?',
    ],
  },
  // Source: ACSM's Health/Fitness Facility Standards and Guidelines, 5th ed. (2019)
  {
    id: 'gym-etiquette',
    intent: 'training',
    title: 'What are the gym etiquette rules?',
    questions: [
      'what are the unwritten rules of the gym',
      'is it rude to stay on a machine between sets',
      'someone asked to work in with me, what does that mean',
      'do i have to re-rack my dumbbells after',
      'can i take plates off a bar no one is using',
      'how long can i use the squat rack when its busy',
      'gym manners, what annoys people',
      'basic gym etiquette i should know',
      'machine taken what do i do',
      'is it ok to ask the staff to show me how things work',
      'is it ok to use light dumbbells in the free weights area',
    ],
    keywords: [
      'gym etiquette',
      'etiquette',
      'rude',
      'manners',
      'work in',
      'working in',
      're-rack',
      'strip the bar',
      'unload the bar',
      'hogging',
      'unwritten rules',
      'wipe down',
      'machine taken',
      'ask the staff',
      'gym staff',
      'induction',
      'free weights area',
    ],
    answer:
      'Treat kit as shared: re-rack dumbbells and plates, strip the bar and wipe benches after use. If a machine is taken, ask how many sets they have left, then wait, work in by alternating sets, or train the same muscle another way; that is normal. When it is busy, rest standing nearby rather than sitting on a machine on your phone. Asking staff to show you how things work is part of their job, and most gyms offer a free induction. Everyone belongs in the free-weights area, whatever they lift.',
    why: 'Gyms run on shared equipment, so a few minutes of tidying and sharing keeps kit free and safe for everyone, and loose plates on the floor are a common trip hazard.',
    suggestions: [
      'Tips for my first gym visit',
      'How do I train when the gym is busy?',
      'How long should I rest between sets?',
    ],
  },
  // Source: Sato, Fortenbaugh & Hydock, Kinematic changes using weightlifting shoes on barbell back squat, J Strength Cond Res (2012); Legg et al., The effect of weightlifting shoes on the kinetics and kinematics of the back squat, J Sports Sci (2017)
  {
    id: 'lifting-shoes',
    intent: 'training',
    title: 'Do I need lifting shoes, or can I squat in running shoes?',
    questions: [
      'do i need weightlifting shoes',
      'is it bad to squat in my runners',
      'what shoes should i wear for leg day',
      'do squat shoes with a heel actually help',
      'can i lift barefoot or in flat shoes like converse',
      'my heels lift when i squat, do i need special shoes',
    ],
    keywords: [
      'weightlifting shoes',
      'lifters',
      'squat shoes',
      'raised heel',
      'heeled shoes',
      'flat shoes',
      'barefoot',
      'shoes for squats',
    ],
    answer:
      'You do not need lifting shoes, but avoid squatting heavy in cushioned running shoes: the soft sole squashes and wobbles under a loaded bar. Flat, firm shoes such as plain trainers, or socks where the gym allows it, work well. Lifting shoes have a hard raised heel of about 2 cm that helps you stay upright and squat deeper if your ankles are stiff; they are worth it once you squat regularly. A small plate under your heels does a similar job.',
    why: 'A raised heel lets the knees travel forward without needing as much ankle bend, so the torso stays more upright; a firm sole transfers force to the floor instead of compressing.',
    suggestions: [
      'How do I improve ankle mobility?',
      'Why do my heels lift when I squat?',
      'Do I need a lifting belt?',
    ],
  },
  // Source: Kloppenburg et al., 2018 update of the EULAR recommendations for the management of hand osteoarthritis, Ann Rheum Dis (2019); NICE guideline NG226, Osteoarthritis in over 16s (2022)
  {
    id: 'gloves-padded-grips',
    intent: 'training',
    title: 'Can gloves or padded grips help when holding weights or bands hurts?',
    questions: [
      'should i wear gloves for lifting',
      'are gym gloves worth it with arthritis in my hands',
      'do foam handle covers help with sore hands',
      'thick grips for dumbbells, good idea for stiff fingers?',
      'band handles dig into my palms, is there something softer',
      'padded gloves or not for weights',
    ],
    keywords: [
      'gloves',
      'lifting gloves',
      'gym gloves',
      'padded',
      'foam grips',
      'foam handles',
      'padded handles',
      'thick grips',
      'fat grips',
    ],
    answer:
      'Yes: padded gloves, foam handle covers or thicker grips spread the pressure and let you hold bands and weights with a looser, less painful grip. For bands, loop the band around your wrist or forearm instead of gripping a handle, or use a lighter band. Thick grips suit stiff, arthritic fingers but tire grip faster, so go lighter. Mild aching that settles within a day is fine; see your doctor or physiotherapist for hot, swollen joints.',
    why: 'A wider, softer handle spreads the load over more of the palm and needs less finger bend, so arthritic finger joints work at lower pressure; gloves also stop rubbing and calluses.',
    suggestions: [
      'How do I look after arthritic hands?',
      'My fingers ache holding bands',
      'Which resistance band should I start with?',
    ],
  },
  // Source: Iversen et al., No time to lift? Designing time-efficient training programs for strength and hypertrophy, Sports Med (2021); Weakley et al., The effects of traditional, superset, and tri-set resistance training structures, Eur J Appl Physiol (2017)
  {
    id: 'busy-gym-session',
    intent: 'training',
    title: 'How do I train when the gym is rammed or crowded?',
    questions: [
      'gym is rammed after work, how do i get my session done',
      'every squat rack is taken, what now',
      'someone has been on the rack i need for ages',
      'how do i avoid waiting around for equipment at peak times',
      'so crowded i cant get on anything',
      'what if the station i need is taken',
      'crowded gym and only an hour to train',
      'how do i finish in an hour without waiting around for kit',
    ],
    keywords: [
      'crowded',
      'rammed',
      'heaving',
      'peak time',
      'rack is taken',
      'squat rack taken',
      'rack busy',
      'waiting for equipment',
      'equipment taken',
      'waiting around',
    ],
    answer:
      'When the gym is packed, plan for it: bring your plan and pair exercises into supersets, alternating two moves that use one spot or different muscles, such as dumbbell split squats with knee raises, so you rest while the other works. Pick a backup for each main lift; when every rack is full, do goblet squats, Romanian deadlifts with dumbbells or a leg press, or swap the order. With pairs you can fit 5-6 exercises into about an hour.',
    why: 'Supersets cut session time by about a third with similar results, and a swap that trains the same muscles keeps progress going while you wait for the rack.',
    suggestions: [
      'What is gym etiquette?',
      'What are supersets?',
      'What can I do in only 20 minutes?',
    ],
  },
  // Source: NICE guideline NG226, Osteoarthritis in over 16s (2022); Rausch Osthoff et al., 2018 EULAR recommendations for physical activity in people with inflammatory arthritis and osteoarthritis, Ann Rheum Dis (2018)
  {
    id: 'machines-for-sore-joints',
    intent: 'health',
    title: 'Are machines, bands or free weights best for sore joints?',
    questions: [
      'are weight machines easier on arthritic joints than free weights',
      'my joints ache, should i use bands or machines',
      'is it safer to use machines with bad knees and hips',
      'resistance bands vs machines for someone with joint pain',
      'which is kinder to my joints, dumbbells or the machines',
    ],
    keywords: [
      'machines or bands',
      'weight machines',
      'easier on joints',
      'machines vs bands',
      'kinder to joints',
    ],
    answer:
      'All three work for sore joints; pick whichever lets you move without pain. Machines guide a fixed, supported path and start at very light loads, which makes them easy to learn and to adjust in small steps. Bands are gentle at the start of a movement and fine to keep using. Free weights need more balance. Aim for 2 sessions a week of 8-12 reps, with pain no higher than 3 out of 10 that settles by the next day.',
    why: 'Muscles strengthen from effort, not the kit, and stronger muscles take load off painful joints; a machine simply makes it easier to control the path and the load.',
    suggestions: [
      'Is the leg press OK for my knees?',
      'Free weights or machines?',
      'Exercises for knee arthritis',
    ],
  },
  // Source: MacDougall et al., Arterial blood pressure response to heavy resistance exercise, J Appl Physiol (1985); Williams et al., Resistance exercise in individuals with and without cardiovascular disease: 2007 update, AHA scientific statement, Circulation (2007); NICE guideline NG226, Osteoarthritis in over 16s (2022)
  {
    id: 'leg-press-bp-knees',
    intent: 'health',
    title: 'Is the leg press OK with high blood pressure or knee arthritis?',
    questions: [
      'can i use the leg press with hypertension',
      'leg press machine and a bad knee, ok or avoid',
      'leg press with wear and tear in my knees',
      'my knee hurts at the bottom of the leg press',
      'how heavy should i go on leg press with hypertension',
    ],
    keywords: ['leg press', 'leg press machine', 'leg press knee', 'leg press hypertension'],
    answer:
      'Yes: the leg press is a good, supported leg exercise with high blood pressure or knee arthritis if you keep it moderate. Choose a load you can press 12-15 times with reps to spare, breathe out as you push and in as you lower, and never hold your breath or lock your knees. If your knees hurt deep down, use a shorter, pain-free range; mild aching under 3 out of 10 is fine. Skip it if your resting blood pressure is 180/110 or higher.',
    why: 'Heavy leg presses with held breath send blood pressure very high for a few seconds, which moderate loads and steady breathing avoid; a shorter range lowers pressure on the kneecap while still strengthening the thighs.',
    suggestions: [
      'Can I exercise with high blood pressure?',
      'Exercises for knee arthritis',
      'Are machines better for sore joints?',
    ],
  },
  // Source: Genel et al., Health effects of a low-inflammatory diet in adults with arthritis: a systematic review and meta-analysis, J Nutr Sci (2020); Daily, Yang & Park, Efficacy of turmeric extracts and curcumin for alleviating the symptoms of joint arthritis: a systematic review and meta-analysis, J Med Food (2016)
  {
    id: 'anti-inflammatory-eating',
    intent: 'nutrition',
    title: 'Which foods calm inflammation and arthritis?',
    questions: [
      'anti inflammatory diet for arthritis',
      'are there foods that help joint pain',
      'does turmeric actually work for inflammation',
      'what foods reduce inflammation',
      'best foods for sore arthritic joints',
      'my nan says cut out tomatoes for arthritis, is that true',
    ],
    keywords: [
      'anti inflammatory',
      'anti-inflammatory diet',
      'inflammation',
      'inflammatory foods',
      'turmeric',
      'curcumin',
      'mediterranean diet for joints',
    ],
    answer:
      'A Mediterranean-style pattern is the best-supported way to eat for arthritis and inflammation: oily fish such as salmon or sardines twice a week for omega-3, plenty of vegetables and fruit, olive oil, nuts, beans and whole grains, with less processed meat, sugar and refined snacks. No single food cures it; turmeric shows only small, uncertain effects, and there is no good evidence for cutting out tomatoes. Losing extra weight eases knee and hip pain too.',
    why: 'Diets rich in omega-3 fats, fibre and plant foods lower markers of inflammation in studies and modestly ease pain and stiffness, while each kilogram of body weight adds several kilograms of load to the knees.',
    suggestions: [
      'Exercises for knee arthritis',
      'What is the Mediterranean diet?',
      'How much fat should I eat?',
    ],
  },
  // Source: EFSA Panel on Dietetic Products, Nutrition and Allergies, Scientific opinion on the safety of caffeine, EFSA Journal (2015); Guest et al., ISSN position stand: caffeine and exercise performance, J Int Soc Sports Nutr (2021)
  {
    id: 'caffeine-how-much-too-much',
    intent: 'nutrition',
    title: 'How much caffeine is too much?',
    questions: [
      'how much caffeine a day is safe',
      'is 2 scoops of pre workout too much',
      'what is the daily caffeine limit',
      'i have like 5 coffees and a preworkout a day, is that bad',
      'can you overdo caffeine',
      'how many mg of caffeine is safe in one go',
    ],
    keywords: [
      'too much caffeine',
      'caffeine limit',
      'caffeine a day',
      'mg of caffeine',
      'safe caffeine',
      'scoops',
      'jittery',
      'caffeine overdose',
    ],
    answer:
      'For most healthy adults, up to about 400 mg of caffeine a day is safe, and around 200 mg at once is plenty before a workout; that is 1-2 strong coffees. Check labels: pre-workouts often hold 300 mg or more per scoop, so two scoops alone pass the daily limit. Stop caffeine 8 hours before bed. Cut back if you get jitters, a racing heart or poor sleep, and keep to 200 mg a day if pregnant.',
    why: 'Caffeine has a half-life of about 5 hours, so large or late doses stack up and disturb sleep; doses above about 3 mg per kg add side effects without much extra performance.',
    suggestions: [
      'Is caffeine ruining my sleep?',
      'Are pre-workout supplements worth it?',
      'Is coffee OK with high blood pressure?',
    ],
  },
  // Source: Surma & Oparil, Coffee and arterial hypertension, Curr Hypertens Rep (2021); NICE guideline NG136, Hypertension in adults: diagnosis and management (2019)
  {
    id: 'coffee-high-blood-pressure',
    intent: 'nutrition',
    title: 'Is coffee OK if I have hypertension?',
    questions: [
      'can i drink coffee with high blood pressure',
      'does coffee raise your bp',
      'i have hypertension, should i give up coffee',
      'how many cups of coffee a day with hypertension',
      'coffee and hypertension, how much is ok',
      'is coffee safe for someone with high bp',
      'my bp reading went up after my morning coffee',
    ],
    keywords: [
      'coffee blood pressure',
      'coffee bp',
      'cups of coffee',
      'coffee hypertension',
      'tea and coffee',
    ],
    answer:
      'Usually yes: 3-4 cups of coffee a day is fine for most people with high blood pressure. Caffeine raises blood pressure for about 2-3 hours, mostly if you rarely drink it, but regular coffee is not linked to lasting hypertension. Avoid caffeine for 30 minutes before a reading and before very hard efforts or heavy lifts, skip energy drinks, and follow your doctor if they have asked you to cut down.',
    why: 'Caffeine briefly tightens blood vessels, but regular drinkers build tolerance, and long-term studies find moderate coffee drinking does not raise the risk of hypertension.',
    suggestions: [
      'Can I exercise with high blood pressure?',
      'How much caffeine is too much?',
      'What is the DASH diet?',
    ],
  },
  // Source: Jäger et al., ISSN position stand: protein and exercise, J Int Soc Sports Nutr (2017); La Bounty et al., ISSN position stand: meal frequency, J Int Soc Sports Nutr (2011)
  {
    id: 'splitting-calories-across-meals',
    intent: 'nutrition',
    title: 'How do I divide my daily calories across meals?',
    questions: [
      'how should i divide my calories between meals',
      'im on 2000 cals, how much per meal',
      'split 1800 calories into 3 meals, how much each',
      'how many calories should breakfast lunch and dinner be',
      'meal prepping and want each box the same calories',
      'hw do i break my macros into meals',
    ],
    keywords: [
      'calories per meal',
      'divide my calories',
      'calories each meal',
      'spread my calories',
      'kcal per meal',
    ],
    answer:
      'Divide your daily target by the number of meals: 2,400 kcal over 4 meals is about 600 each, 1,800 over 3 meals and a snack could be 3 meals of 500 plus a 300 snack. Spread protein evenly too, such as 4 meals of 30-40 g each. Put a little more food around training if you like, and keep a bigger meal where you get hungriest. The daily total matters most, so shift amounts to fit your day.',
    why: 'Even meals keep hunger and energy steadier, and eating 20-40 g of protein every 3-5 hours triggers muscle building more often than one or two large servings.',
    suggestions: [
      'How much protein per meal?',
      'How many meals a day should I eat?',
      'How do I meal prep?',
    ],
  },
  // Source: Fernando et al., Effect of Ramadan fasting on weight and body composition in healthy non-athlete adults: a systematic review and meta-analysis, Nutrients (2019); Chaouachi et al., Effects of Ramadan intermittent fasting on sports performance and training: a review, Int J Sports Physiol Perform (2009)
  {
    id: 'ramadan-weight-loss',
    intent: 'nutrition',
    title: 'Can I lose weight in Ramadan?',
    questions: [
      'can i lose weight during ramadan',
      'will i burn fat in ramadan or just lose water',
      'why do i put weight on every ramadan',
      'how do i keep losing weight this ramadan',
      'is ramadan a good time to diet and drop a few kilos',
    ],
    keywords: [
      'lose weight in ramadan',
      'ramadan weight',
      'ramadan weight loss',
      'ramadan diet',
      'overeating at iftar',
    ],
    answer:
      'Yes, you can lose a little weight in Ramadan if you avoid overeating at iftar: break your fast with water, dates and a balanced plate, not a feast of fried food and sweets. Keep protein high at both iftar and suhoor, and drink water steadily between them. Train lightly just before iftar or 1-2 hours after it, and expect performance to dip. Most people lose about 1 kg, which comes back after Ramadan unless the habits stay.',
    why: 'Fewer eating hours usually mean slightly fewer calories, but large iftar meals can undo that; protein and training help keep muscle, and dehydration is the main reason performance drops.',
    suggestions: [
      'How do I keep training during Ramadan?',
      'How much protein per meal?',
      'How much water should I drink?',
    ],
  },
  // Source: Jaworowska et al., Nutritional challenges and health implications of takeaway and fast food, Nutr Rev (2013); NHS Better Health, Healthier takeaways (2023)
  {
    id: 'takeaway-choices',
    intent: 'nutrition',
    title: 'What are the better takeaway choices?',
    questions: [
      'what should i order from the chinese on a diet',
      'friday is takeaway night, what are the healthier options',
      'what should i get on takeaway night if im on a diet',
      'which indian takeaway dishes are lowest in calories',
      'can i still have a takeaway and lose weight',
      'fakeaway or takeaway, what do i pick from the menu',
      'what takeaway can i have on a cut',
    ],
    keywords: [
      'takeaway',
      'takeaways',
      'takeout',
      'chinese takeaway',
      'takeaway night',
      'healthy takeaway',
      'takeaway on a cut',
      'kebab',
    ],
    answer:
      'You can fit a takeaway in: choose grilled, steamed or stir-fried dishes over battered or deep-fried ones. At a Chinese, pick chicken or prawn stir-fry with vegetables and boiled rice instead of egg fried rice, and share dishes. At an Indian, go for tandoori or tikka with a tomato sauce and one shared rice or naan. For pizza, choose thin crust, have 2 slices with a side salad and skip the garlic bread.',
    why: 'Batter, deep frying, creamy sauces and fried rice add hundreds of calories, so the way a dish is cooked and how much you share matter more than the cuisine.',
    suggestions: [
      'How do I eat healthy at restaurants?',
      'Have I ruined my diet with one meal?',
      'How do I split my calories?',
    ],
  },
];
