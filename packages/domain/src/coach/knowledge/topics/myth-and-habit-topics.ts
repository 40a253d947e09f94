import type { KnowledgeTopic } from './knowledge-topic';

/**
 * Common gym myths and habits the other topics leave open: stiff ankles that stop a deep squat,
 * "no pain no gain", whether more protein is always better, where 10,000 steps came from,
 * "lose the weight with cardio first, lift later", and what to do when beginner linear
 * progression keeps stalling.
 */
export const mythAndHabitTopics: readonly KnowledgeTopic[] = [
  // Source: Konor et al., Reliability of three measures of ankle dorsiflexion range of motion (weight-bearing lunge test), Int J Sports Phys Ther (2012); Medeiros & Martini, Chronic effect of different types of stretching on ankle dorsiflexion range of motion: systematic review and meta-analysis, Foot (Edinb) (2018); Fuglsang et al., Effect of heel elevation on squat kinematics, J Strength Cond Res (2017)
  {
    id: 'ankle-mobility-squat',
    intent: 'training',
    title: 'How do I fix tight ankles so I can squat deeper?',
    questions: [
      'my ankles are too stiff to squat deep',
      'how to improve ankle mobility for squatting',
      'cant get low in my squat cause my ankles dont bend',
      'stiff ankles, what stretches help me sit lower',
      'heels lift off the floor at the bottom of my squat, is it my ankles',
      'ankle dorsiflexion drills',
      'my ankle so tight i fall backwards when i squat',
    ],
    keywords: [
      'ankle mobility',
      'tight ankles',
      'stiff ankles',
      'dorsiflexion',
      'knee to wall',
      'calf stretch',
      'ankle flexibility',
      'tight calves squat',
    ],
    answer:
      'Test it with the knee-to-wall drill: foot about 10 cm from a wall, bend your knee to touch the wall without the heel lifting; if you cannot, your ankles are limiting the squat. Spend 2-3 minutes daily: 10 slow knee-to-wall rocks per side, then calf stretches against a wall for 30 seconds each, knee straight and then bent. Meanwhile squat with your heels on small plates or in lifting shoes. Most people improve within 4-8 weeks.',
    why: 'When the ankle cannot bend far enough the shin cannot travel forward, so the heels lift or you tip back; regular stretching of the calf muscles increases ankle bend over weeks, and a raised heel does the bending for you meanwhile.',
    suggestions: [
      'Do I need lifting shoes?',
      'Is a pelvic tuck in my squat bad?',
      'Give me a simple mobility routine',
    ],
  },
  // Source: Schoenfeld & Contreras, Is postexercise muscle soreness a valid indicator of muscular adaptations? Strength Cond J (2013); Davies et al., Effect of training leading to repetition failure on muscular strength: a systematic review and meta-analysis, Sports Med (2016); ACSM Position Stand: progression models in resistance training (2009)
  {
    id: 'no-pain-no-gain',
    intent: 'training',
    title: 'No pain, no gain: do I need to be wrecked after every workout?',
    questions: [
      'no pain no gain is that true',
      'if i dont feel destroyed after the gym did it even count',
      'should every workout leave me completely exhausted',
      'do i have to go till i puke for results',
      'is a good session one where you can barely walk after',
      'nopain no gain or is that rubbish',
    ],
    keywords: [
      'no pain no gain',
      'nopain',
      'exhausted after every workout',
      'puke',
      'hardcore',
      'beast mode',
      'go hard',
    ],
    answer:
      'No: being wrecked, exhausted or very sore is not what makes a workout good; progress is, meaning a few more reps or a little more weight over the weeks. Finish most sets with 1-3 reps left in the tank, and save all-out efforts for the last set or a test day. Joint or sharp pain is not gain: ease off or stop instead of pushing through, and see a physio if it keeps coming back.',
    why: 'Muscle and strength respond to repeated hard sets over time, not to how much it hurts; going to exhaustion every session piles up fatigue that slows recovery, so the next sessions get worse instead of better.',
    suggestions: [
      'Should I train to failure?',
      'What is progressive overload?',
      'Is it pain or just soreness?',
    ],
  },
  // Source: Morton et al., A systematic review, meta-analysis and meta-regression of the effect of protein supplementation on resistance training-induced gains in muscle mass and strength, Br J Sports Med (2018); ISSN Position Stand: protein and exercise (2017)
  {
    id: 'more-protein-not-better',
    intent: 'nutrition',
    title: 'Is more protein always better for muscle?',
    questions: [
      'is more protein always better for gains',
      'would 300g protein a day build more muscle',
      'im already on 2g per kg should i eat even more protein',
      'the more protein the more muscle right',
      'can extra protein make me grow faster',
      'is eating loads of protein overkill',
      'my mate eats 350 grams of protein is that better',
    ],
    keywords: [
      'more protein',
      'extra protein',
      'excess protein',
      'protein overkill',
      'loads of protein',
      '300g protein',
    ],
    answer:
      'No: muscle gain from protein levels off at about 1.6 g per kg of body weight a day, with up to 2.2 g/kg as a safety margin. Eating 300 g a day adds no extra muscle, only calories and cost. If you already eat about 2 g/kg, you do not need more; put the effort into training harder, sleeping well and eating enough calories overall. Spread it over 3-5 meals of 20-40 g.',
    why: 'Muscle building is limited by the training signal, not by amino acid supply once you eat about 1.6 g/kg; extra protein is burned for energy or stored like other calories.',
    suggestions: [
      'How much protein do I need a day?',
      'Is high protein bad for my kidneys?',
      'How much should I eat to build muscle?',
    ],
  },
  // Source: Paluch et al., Daily steps and all-cause mortality: a meta-analysis of 15 international cohorts, Lancet Public Health (2022); Tudor-Locke & Bassett, How many steps/day are enough? Sports Med (2004), on the 1965 manpo-kei pedometer
  {
    id: 'ten-thousand-steps-origin',
    intent: 'training',
    title: 'Where does 10,000 steps a day come from, and is it a myth?',
    questions: [
      'where does the 10000 steps thing come from',
      'is 10k steps a day a myth',
      'who came up with 10,000 steps',
      'was 10000 steps just invented by a company',
      'is there any science behind 10 thousand steps',
      'do i really need 10000 steps or is it marketing',
    ],
    keywords: [
      '10000 steps myth',
      '10k steps',
      'ten thousand steps',
      'pedometer',
      'manpo-kei',
      'marketing',
    ],
    answer:
      'The 10,000 figure began as marketing for a Japanese pedometer in the 1960s, the manpo-kei (10,000-step meter), not as science. Studies since then show the benefit is real but levels off lower: the drop in risk of early death flattens at about 6,000-8,000 steps a day for over-60s and 8,000-10,000 for younger adults. Walking still burns calories and counts as exercise, and any increase helps: add about 1,000 steps a day every week or two.',
    why: 'Walking burns energy and improves heart and metabolic health in proportion to how much you do, so the biggest gains come from moving up from a low count, whatever the round number.',
    suggestions: [
      'How many steps a day should I walk?',
      'Do several short walks count?',
      'Is incline treadmill walking good?',
    ],
  },
  // Source: Cava et al., Preserving healthy muscle during weight loss, Adv Nutr (2017); Villareal et al., Aerobic or resistance exercise, or both, in dieting obese older adults, N Engl J Med (2017); ACSM Position Stand: appropriate physical activity intervention strategies for weight loss (2009)
  {
    id: 'lift-from-day-one',
    intent: 'training',
    title: 'Cardio to get slim now, weights later?',
    questions: [
      'should i lose weight with cardio first and lift later',
      'is it better to burn the fat off with cardio and leave weights till later',
      'do i need to get slim before strength training',
      'will lifting leave me heavier on a diet',
      'im overweight, only cardio until the weight is off?',
      'lifting bumped the scale, should i quit weights',
      'heard weights make you heavier, is that true',
    ],
    keywords: [
      'slim',
      'thinner',
      'heavier',
      'heavier on the scale',
      'weights later',
      'lifting later',
      'lost the weight then lift',
      'weights while dieting',
    ],
    answer:
      'Lift from day one: 2-3 strength sessions a week while you lose weight keep your muscle, so more of what you lose is fat. Your calorie deficit decides how much weight you lose; cardio and walking add to it. The scale may drop a little slower early on, as muscles hold water and may gain a little, but the fat loss is the same or better, and your waist and clothes show it. Add cardio alongside, not instead.',
    why: 'In a calorie deficit the body breaks down muscle as well as fat unless muscles are given a reason to stay; resistance training provides that reason, which also keeps your metabolism and strength up.',
    suggestions: [
      'Do I need cardio to lose fat?',
      'Why is the scale not moving?',
      'How big should my calorie deficit be?',
    ],
  },
  // Source: Rippetoe & Baker, Practical Programming for Strength Training, 3rd ed. (2014); NSCA Essentials of Strength Training and Conditioning, 4th ed. (2016), periodization chapter; Rhea et al., A comparison of linear and daily undulating periodized programs with equated volume and intensity for strength, J Strength Cond Res (2002)
  {
    id: 'after-linear-progression',
    intent: 'training',
    title: 'Linear progression stopped working: what do I do next?',
    questions: [
      'keep failing and resetting on 5x5, what now',
      'linear progression has stopped working for me',
      'ive reset my squat three times on stronglifts',
      'cant add weight every session anymore',
      'outgrown my novice program, now what',
      'newbie gains over, how do i progress now',
    ],
    keywords: [
      'linear progression',
      'resetting',
      'weekly progression',
      'intermediate program',
      'heavy light medium',
      'texas method',
      'madcow',
    ],
    answer:
      'After 2-3 resets on the same lift, switch from adding weight every session to adding it every week. Try heavy, light and medium days, such as 5x5 heavy on Monday, 2x5 at 80% of that on Wednesday and a heavier triple on Friday, or a 3-4 week wave that raises intensity then starts again a little higher. Add 2-3 lighter back-off sets for volume. First check you sleep 7-9 hours and eat enough, then take a deload week before starting.',
    why: 'Beginners recover and adapt between sessions, but as you get stronger one workout is no longer enough to force a new level, so the stress has to be planned over a week or more.',
    suggestions: ['What is a deload week?', 'What is periodization?', 'Is a 5x5 routine any good?'],
  },
  // Source: ACE, Does muscle weigh more than fat? (2019); Aragon et al., ISSN position stand: diets and body composition, JISSN (2017)
  {
    id: 'muscle-weighs-more-than-fat',
    intent: 'nutrition',
    title: 'Does muscle weigh more than fat?',
    questions: [
      'does muscle weigh more than fat',
      'is muscle heavier than fat',
      'she gained weight lifting and says its because muscle weighs more than fat',
      'is it true muscle weighs more',
    ],
    keywords: [
      'muscle weighs more',
      'weighs more than fat',
      'heavier than fat',
      'muscle is denser',
      'muscle weighs',
    ],
    answer:
      'Not quite: a kilo of muscle weighs the same as a kilo of fat, but muscle is denser and takes up about a fifth less space, so at the same weight more muscle looks slimmer. A 2 kg rise in the first weeks of lifting is mostly water and stored carbohydrate in the working muscles, not 2 kg of new muscle: beginners add at most about 0.5-1 kg of muscle a month. Judge it by the waist, photos and rising strength.',
    why: 'Muscle is about 1.06 kg per litre against fat at about 0.9, and new training draws water and glycogen into the muscles within days.',
    suggestions: [
      'Why did I gain weight lifting?',
      'How fast can I build muscle?',
      'How do I track progress besides the scale?',
    ],
  },
  // Source: American Society of Plastic Surgeons, Body contouring after weight loss; Aragon et al., ISSN position stand: diets and body composition, JISSN (2017)
  {
    id: 'loose-skin',
    intent: 'nutrition',
    title: 'Will I have loose skin after losing weight?',
    questions: [
      'if i lose weight will i have loose skin',
      'any exercises that tighten loose skin',
      'how to avoid loose skin when losing weight',
      'saggy skin after weight loss',
    ],
    keywords: [
      'loose skin',
      'saggy skin',
      'excess skin',
      'skin tighten',
      'tighten skin',
      'sagging skin',
      'skin sag',
    ],
    answer:
      'Most people who lose a moderate amount, up to about 20 kg, have little loose skin, and what there is often firms up over 1-2 years. Losing about 0.5-1 kg a week, lifting weights to build the muscle underneath, eating plenty of protein, staying hydrated and not smoking all help. No exercise tightens the skin itself: strength training fills it out from beneath. After very large losses, extra skin may need a surgeon to look at it.',
    why: 'Skin shrinks back slowly as its collagen remodels, which depends on age, genes, how long it was stretched and how fast the weight came off.',
    suggestions: [
      'How fast should I lose weight?',
      'Can I lose belly fat specifically?',
      'Why lift weights to lose fat?',
    ],
  },
];
