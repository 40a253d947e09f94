import type { KnowledgeTopic } from './knowledge-topic';

/** Cardio: running, walking, cycling, swimming, rowing and skipping, heart-rate zones, HIIT and how much cardio. */
export const cardioTopics: readonly KnowledgeTopic[] = [
  // Source: Heiderscheit et al., Effects of step rate manipulation on joint mechanics during running, Med Sci Sports Exerc (2011); Moore, Is There an Economical Running Technique? A Review of Modifiable Biomechanical Factors Affecting Running Economy, Sports Med (2016)
  {
    id: 'running-form',
    intent: 'training',
    title: 'What is good running form?',
    questions: [
      'what is good running form',
      'how should my foot land when running',
      'is heel striking bad',
      'running cadence 180?',
      'how to run properly',
      'runing form tips',
    ],
    keywords: [
      'running form',
      'arm swing',
      'cadence',
      'heel strike',
      'foot strike',
      'overstriding',
      'stride',
    ],
    answer:
      'Good running form is relaxed and upright with short, quick steps. Land with your foot roughly under your hips rather than far in front, keep shoulders loose, swing your arms forward and back, and look ahead. Heel striking is fine if you are not overstriding. If you have knee or shin niggles, raise your step rate by 5-10%, for example from 160 to about 170 steps a minute. Change your form gradually over several weeks.',
    why: 'A slightly higher cadence shortens your stride and cuts braking forces and load at the knee and hip; forcing a big technique change at once mostly shifts stress to other tissues.',
    suggestions: [
      'How do I run faster?',
      'How fast should my easy runs be?',
      'Knee pain when running',
    ],
  },
  // Source: Seiler, What is best practice for training intensity and duration distribution in endurance athletes? Int J Sports Physiol Perform (2010)
  {
    id: 'run-faster',
    intent: 'training',
    title: 'How do I run faster?',
    questions: [
      'how do i get faster at running',
      'how to improve my 5k time',
      'run faster 5k tips',
      'how to improve running pace',
      'speed work for runners',
      'how to beat my 5k pb',
    ],
    keywords: [
      'run faster',
      '5k time',
      'running pace',
      'speed work',
      'threshold',
      'track workout',
      'pb',
      'pr',
    ],
    answer:
      'Run more, mostly easy, and add one or two quality sessions a week. Keep about 80% of your running at an easy, chatty pace. For speed, add intervals such as 6 x 800 m at 5k pace with 2-3 minutes of jogging, or a 20-minute tempo run at a comfortably hard pace. Add a few 20-second strides after easy runs and lift weights twice a week. Raise weekly distance by no more than about 10%.',
    why: 'Easy mileage builds the heart, blood vessels and muscle endurance that set your pace, a little hard running raises VO2 max and threshold, and strength work improves running economy.',
    suggestions: [
      'How fast should my easy runs be?',
      'What is good running form?',
      'What heart rate should I train at?',
    ],
  },
  // Source: Stöggl & Sperlich, Polarized training has greater impact on key endurance variables than threshold, high intensity, or high volume training, Front Physiol (2014)
  {
    id: 'long-run-pace',
    intent: 'training',
    title: 'How fast should my easy runs be?',
    questions: [
      'how fast should my long run be',
      'easy run pace',
      'is my easy run too fast',
      'what pace for long runs',
      '80 20 running',
      'zone 2 running pace',
      'why run slow',
    ],
    keywords: [
      'easy pace',
      'long run',
      'easy run',
      'conversational pace',
      '80/20',
      'slow running',
      'zone 2 running',
    ],
    answer:
      'Easy and long runs should be slow enough to speak in full sentences, usually about 60-90 seconds per kilometre slower than your 5k race pace, or roughly 65-75% of your maximum heart rate. Your long run can be about 25-30% of your weekly distance. Most recreational runners run easy days too fast, which leaves them tired for the hard sessions. Walk breaks on hills are fine.',
    why: 'Easy running builds aerobic fitness, capillaries and durable tendons with little fatigue, so you can run more often and save energy for the few sessions that should be hard.',
    suggestions: [
      'How do I run faster?',
      'What heart rate should I train at?',
      'How do I start running?',
    ],
  },
  // Source: Tanaka, Monahan & Seals, Age-predicted maximal heart rate revisited, J Am Coll Cardiol (2001); ACSM Guidelines for Exercise Testing and Prescription, 11th ed. (2021)
  {
    id: 'heart-rate-zones',
    intent: 'training',
    title: 'What heart rate should I train at?',
    questions: [
      'what heart rate should i train at',
      'how to calculate max heart rate',
      'heart rate zones explained',
      'what is zone 2',
      '220 minus age accurate?',
      'is the fat burning zone real',
    ],
    keywords: [
      'heart rate zones',
      'max heart rate',
      'zone 2',
      'bpm',
      '220 minus age',
      'fat burning zone',
      'target heart rate',
    ],
    answer:
      'Estimate your maximum heart rate as 208 minus 0.7 times your age, for example about 180 at age 40; 220 minus age is a rougher guide. Easy or zone 2 work is about 60-70% of max, where you can still talk. Tempo work is about 70-85%, and hard intervals reach 85-95%. Keep most of your cardio easy. The fat burning zone is not special for fat loss; total calories burned matters more.',
    why: 'Heart rate tracks effort and which energy systems you use, but formulas can be off by 10 beats or more, so check them against how hard the effort feels.',
    suggestions: [
      'How fast should my easy runs be?',
      'HIIT or steady-state cardio?',
      'Do beta blockers affect my heart rate?',
    ],
  },
  // Source: Tanaka, Monahan & Seals, Age-predicted maximal heart rate revisited, J Am Coll Cardiol (2001); AHA, Warning Signs of a Heart Attack
  {
    id: 'high-heart-rate-exercise',
    intent: 'health',
    title: 'Is a very high heart rate during exercise dangerous?',
    questions: [
      'my heart rate goes to 190 when i run is that dangerous',
      'heart rate too high during cardio',
      'my watch says 185 bpm on a jog',
      'is it bad if my heart rate hits max',
      'heart pounding really fast on easy runs',
    ],
    keywords: [
      'bpm',
      'high heart rate',
      'heart rate too high',
      'heart racing',
      'pulse too high',
      '190',
    ],
    answer:
      'Usually not: a high heart rate on hard efforts is normal, and your maximum is about 208 minus 0.7 times your age, though it varies by 10-15 beats between people, so 190 can be normal if you are young. If easy runs push you that high, slow down to a pace where you can talk and let fitness build. Stop and get checked for chest pain, dizziness, fainting, or a racing or irregular beat at rest.',
    why: 'Heart rate rises with effort, heat, caffeine, dehydration and low fitness, and maximum heart rate differs a lot between people, so a single high number matters less than how you feel.',
    suggestions: [
      'What are heart rate zones?',
      'What is zone 2 cardio?',
      'How do I start running?',
    ],
  },
  // Source: Milanović, Sporiš & Weston, Effectiveness of high-intensity interval training (HIT) and continuous endurance training for VO2max improvements: a systematic review and meta-analysis, Sports Med (2015)
  {
    id: 'improve-vo2-max',
    intent: 'training',
    title: 'How do I improve my VO2 max?',
    questions: [
      'how do i improve my vo2 max',
      'my watch says my vo2max is low',
      'best workouts to raise vo2 max',
      'how to increase aerobic capacity',
      'how long to improve vo2max',
    ],
    keywords: ['vo2 max', 'vo2max', 'vo2', 'aerobic capacity', 'cardio fitness level'],
    answer:
      'Whether a VO2 max is good depends on age and sex (about 40-45 is average for men in their 30s, 33-37 for women), and you can raise it. Combine lots of easy cardio with one or two hard interval sessions a week. Keep most sessions chatty, and add intervals such as 4 x 4 minutes at 85-95% of max heart rate with 3 minutes easy between. Expect roughly a 10-15% rise over 8-12 weeks if you are starting out; losing excess fat also raises it.',
    why: 'VO2 max depends mostly on how much blood your heart pumps per beat; hard intervals near your maximum strain the heart most, while easy volume builds the capillaries and mitochondria that use the oxygen.',
    suggestions: ['What are heart rate zones?', 'HIIT or steady cardio?', 'What is zone 2 cardio?'],
  },
  // Sources: Foster et al., The talk test as a marker of exercise training intensity, J Cardiopulm
  // Rehabil Prev (2008); WHO guidelines on physical activity and sedentary behaviour (2020)
  {
    id: 'zone-2-cardio',
    intent: 'training',
    title: 'How do I do zone 2 cardio?',
    questions: [
      'how do i know if im in zone 2 without a watch',
      'zone 2 without a heart rate monitor',
      'how much zone 2 cardio per week',
      'is nose breathing a good zone 2 check',
      'zone 2 talk test',
      'wat pace is zone 2 for a beginer',
    ],
    keywords: [
      'zone 2',
      'zone two',
      'talk test',
      'nose breathing',
      'heart rate monitor',
      'hr monitor',
      'conversational pace',
    ],
    answer:
      'Zone 2 is steady, easy cardio at about 60-70% of your maximum heart rate. Without a monitor, use the talk test: you can speak in full sentences but not sing, or keep breathing through your nose; if you can only get a few words out, slow down. For health and fat loss, aim for 150-300 minutes of moderate activity a week, such as 3-5 sessions of 30-60 minutes of brisk walking, cycling or easy jogging. Fat loss still depends mostly on your calorie deficit.',
    why: 'The point where talking gets hard sits close to the ventilatory threshold, so the talk test tracks easy aerobic effort about as well as heart-rate formulas, which can be 10 or more beats off.',
    suggestions: [
      'What heart rate should I train at?',
      'HIIT or steady-state cardio?',
      'How much cardio should I do?',
    ],
  },
  // Source: ACSM Guidelines for Exercise Testing and Prescription, 11th ed. (2021), metabolic equation for walking on a grade
  {
    id: 'incline-treadmill-walking',
    intent: 'training',
    title: 'Is incline treadmill walking good?',
    questions: [
      'is 12 3 30 good',
      '12-3-30 workout',
      'incline walking for fat loss',
      'incline treadmill walk vs running',
      'stairmaster vs incline walk',
      'is walking on an incline good cardio',
    ],
    keywords: [
      '12-3-30',
      'incline walking',
      'incline treadmill',
      'treadmill',
      'stairmaster',
      'stair climber',
      'hill walking',
    ],
    answer:
      'Yes, incline walking is excellent low-impact cardio. The popular 12-3-30 workout means a 12% incline at 3 miles per hour, about 4.8 km/h, for 30 minutes, which burns roughly as much as an easy jog for many people. If it is new, build up from a 5-8% incline and 15-20 minutes. Avoid holding the handrails, which cuts the work a lot. Stair climbers work similarly. Expect your calves and shins to feel it at first.',
    why: 'Walking uphill raises the energy cost sharply with each percent of grade while keeping impact low, so your heart rate climbs without the pounding of running.',
    suggestions: [
      'Do I need cardio to lose fat?',
      'How much cardio should I do a week?',
      'What heart rate should I train at?',
    ],
  },
  // Source: WHO Guidelines on physical activity and sedentary behaviour (2020); ACSM's Guidelines for Exercise Testing and Prescription, 11th ed. (2021)
  {
    id: 'activity-enough-exercise',
    intent: 'training',
    title: 'Is my activity enough exercise on its own?',
    questions: [
      'is running enough exercise',
      'is dancing enough exercise',
      'does my sport count as exercise',
      'is football enough exercise on its own',
      'is my job active enough to count',
      'does hiking count as a workout',
    ],
    keywords: [
      'enough exercise',
      'count as exercise',
      'counts as exercise',
      'enough activity',
      'dancing',
    ],
    answer:
      'It counts, and it is probably not all you need. Anything that makes you breathe harder counts toward the WHO target of 150-300 minutes of moderate activity a week, or 75-150 minutes of vigorous activity; running, dancing, swimming and most sports are moderate to vigorous. What one activity rarely covers is strength: add muscle-strengthening work for all the major muscle groups on 2 or more days a week (squats, push-ups, rows, lunges), plus balance work if you are over 65.',
    why: 'Aerobic activity and muscle strengthening each lower the risk of disease and early death on their own, and do most together; strength work also protects bones, joints and independence with age.',
    suggestions: ['Give me a 20 minute strength workout', 'How many days a week should I lift?'],
  },
  // Source: Oja et al., Health benefits of cycling: a systematic review, Scand J Med Sci Sports (2011)
  {
    id: 'cycling-for-fitness',
    intent: 'training',
    title: 'Is cycling good exercise?',
    questions: [
      'is cycling good exercise',
      'spin class good for weight loss',
      'does biking build leg muscle',
      'stationary bike workout',
      'is peloton enough exercise',
      'cycling vs running',
    ],
    keywords: [
      'cycling',
      'bike',
      'biking',
      'spin class',
      'stationary bike',
      'peloton',
      'exercise bike',
    ],
    answer:
      'Yes, cycling is great cardio that is easy on the joints. Riding at a moderate effort for 150 minutes a week, commuting included, meets the health guidelines and is linked to lower heart disease risk. For fitness, mix easy rides with one interval session, such as 5 x 3 minutes hard with 3 minutes easy. It builds leg endurance but little muscle, so keep 2 strength sessions a week. Set the saddle so your knee stays slightly bent at the bottom.',
    why: 'Cycling is non-weight-bearing, so you can train your heart and lungs hard with little impact, but it does little for bone density or upper-body strength.',
    suggestions: [
      'Cardio before or after weights?',
      'Is swimming good exercise?',
      'How much cardio should I do a week?',
    ],
  },
  // Source: Lahart & Metsios, Chronic Physiological Effects of Swim Training Interventions in Non-Elite Swimmers: A Systematic Review and Meta-Analysis, Sports Med (2018)
  {
    id: 'swimming-for-fitness',
    intent: 'training',
    title: 'Is swimming good exercise?',
    questions: [
      'is swimming good exercise',
      'swimming for weight loss',
      'how to get fitter at swimming',
      'swim workout for beginners',
      'does swimming build muscle',
      'cant swim more than 1 length',
    ],
    keywords: ['swimming', 'swim', 'pool', 'laps', 'lengths', 'freestyle', 'front crawl'],
    answer:
      'Yes, swimming is excellent full-body cardio with almost no impact, ideal if your joints are sore. Start with intervals: swim 1-2 lengths, rest 20-60 seconds, and repeat for 20-30 minutes, 2-3 times a week. Vary strokes and use a kickboard or pull buoy to focus on legs or arms. Technique limits most beginners more than fitness, so a few lessons pay off. Keep lifting on land, because swimming does little for bone density.',
    why: 'Water supports your weight and resists movement in every direction, so the heart, lungs and upper body work hard without loading the joints, but the lack of impact gives bones little stimulus.',
    suggestions: [
      'Is cycling good exercise?',
      'How much cardio should I do a week?',
      'Can I exercise with arthritis?',
    ],
  },
  // Source: Soper & Hume, Towards an Ideal Rowing Technique for Performance: The Contributions from Biomechanics, Sports Med (2004)
  {
    id: 'rowing-machine',
    intent: 'training',
    title: 'Is the rowing machine good cardio?',
    questions: [
      'is rowing good cardio',
      'is the rower a good workout',
      'what damper setting on rower',
      'rowing machine workout for beginners',
      'how long should i row for',
      'erg workouts',
    ],
    keywords: ['rowing machine', 'rower', 'rowing', 'erg', 'concept2', 'damper', 'stroke rate'],
    answer:
      'Yes, the rower is excellent low-impact cardio that works legs, back and heart together. Drive with your legs first, then lean back slightly and pull the handle to your lower ribs; most of the power, roughly 60%, should come from your legs. Keep the damper around 3-5, not 10, and aim for 20-28 strokes a minute. Start with 10-20 minutes easy, or intervals like 8 x 1 minute hard and 1 minute easy.',
    why: 'The rower works the big muscles of the legs, hips and back in sequence, so it burns a lot of energy without impact; a high damper just makes each stroke heavier, not better.',
    suggestions: [
      'Is jumping rope good cardio?',
      'HIIT or steady-state cardio?',
      'Is cycling good exercise?',
    ],
  },
  // Source: Ainsworth et al., 2011 Compendium of Physical Activities: a second update of codes and MET values, Med Sci Sports Exerc (2011)
  {
    id: 'jump-rope',
    intent: 'training',
    title: 'Is jumping rope good cardio?',
    questions: [
      'is jumping rope good cardio',
      'skipping rope for fat loss',
      'jump rope workout beginner',
      'how long should i jump rope',
      'jumprope every day ok?',
      'how to skip without tripping',
    ],
    keywords: ['jump rope', 'skipping', 'skipping rope', 'jumprope', 'double unders', 'rope'],
    answer:
      'Yes, jumping rope is very efficient cardio, burning about as much per minute as a steady run. Start with 30 seconds on and 30 seconds off for 10 minutes, 2-3 times a week. Stay on the balls of your feet, jump only 2-3 cm, keep elbows close and turn the rope with your wrists. Size the rope so the handles reach your armpits when you stand on its middle. Add volume slowly; if your knees or shins complain, switch to low-impact cardio like cycling or swimming.',
    why: 'Skipping works calves, shoulders and coordination at a high heart rate; the repeated small hops load the Achilles and calves, which need time to adapt.',
    suggestions: [
      'What is a Tabata workout?',
      'HIIT or steady-state cardio?',
      'Achilles tendon pain',
    ],
  },
  // Source: ACSM, High-intensity interval training (ACSM information on, 2014); Gibala et al., Physiological adaptations to low-volume, high-intensity interval training, J Physiol (2012)
  {
    id: 'what-is-hiit',
    intent: 'training',
    title: 'What is HIIT and how do I start?',
    questions: [
      'what is hiit',
      'hiit for beginners',
      'how do i start hiit',
      'explain interval training',
      'give me an example of a hiit session',
    ],
    keywords: [
      'hiit',
      'what is hiit',
      'interval training',
      'intervals',
      'tabata',
      'hiit for beginners',
    ],
    answer:
      'HIIT is high-intensity interval training: short bursts of hard work, about 20-60 seconds, with easy recovery of 1-2 minutes between, repeated 6-10 times, for 10-25 minutes in all. A first session: warm up 5 minutes on a bike or brisk walk, then 30 seconds hard and 90 seconds easy, six times, and cool down. Do it 1-3 times a week on non-consecutive days. With high blood pressure or a heart condition, ask your doctor first.',
    why: 'Near-maximal efforts push the heart and muscles harder than steady cardio can for long, so short sessions improve fitness quickly, while the rest periods make that intensity possible.',
    suggestions: ['How often should I do HIIT?', 'HIIT or steady-state cardio?'],
  },
  // Source: ACSM's Guidelines for Exercise Testing and Prescription, 11th ed. (2021); WHO guidelines on physical activity and sedentary behaviour (2020)
  {
    id: 'hiit-frequency',
    intent: 'training',
    title: 'How often should I do HIIT?',
    questions: [
      'hiit every day to burn fat quicker',
      'can i do hiit every day',
      'how many times a week should i do hiit',
      'is daily hiit too much',
      'how often should you do interval training',
    ],
    keywords: ['hiit frequency', 'hiit sessions a week', 'too much hiit', 'daily hiit'],
    answer:
      'No: 2-3 HIIT sessions a week is the sweet spot, with at least a day between them. Fill the other days with easy cardio such as walking or cycling and your strength training. Daily all-out intervals pile up fatigue, hurt your lifting and raise the risk of injury and burnout without burning more fat than a sensible week; the fat loss itself comes from your calorie deficit.',
    why: 'Hard intervals stress muscles, joints and the nervous system; they need about 48 hours to recover, and tired sessions cannot reach the intensity that makes HIIT work.',
    suggestions: ['HIIT or steady cardio for fat loss?', 'How much cardio should I do?'],
  },
  // Source: Nigg et al., Running shoes and running injuries: mythbusting and a proposal for two new paradigms, Br J Sports Med (2015); Malisoux et al., Shoe cushioning influences the running injury risk, Eur J Sport Sci (2020)
  {
    id: 'running-shoes',
    intent: 'training',
    title: 'What running shoes should I buy?',
    questions: [
      'what running shoes should i buy',
      'do i need special shoes for running',
      'best trainers for the gym',
      'how often should i replace my running shoes',
      'do i need a gait analysis',
    ],
    keywords: [
      'shoes',
      'running shoes',
      'trainers',
      'sneakers',
      'footwear',
      'gait analysis',
      'insoles',
    ],
    answer:
      'Pick the pair that feels most comfortable when you jog a few steps in the shop: comfort predicts fewer injuries better than labels like stability or motion control, and a gait analysis is optional. Look for a thumb of room at the toes. Replace running shoes about every 500-800 km or when the cushioning feels flat. For lifting, flat, firm shoes or bare feet give a stabler base than soft running shoes.',
    why: 'Studies that matched shoes to foot type found no fewer injuries, while runners who chose by comfort did as well or better; soft midsoles absorb force but make heavy lifts less stable.',
    suggestions: [
      'How do I start running?',
      'How do I avoid shin splints?',
      'How should I warm up before a run?',
    ],
  },
  // Source: ACSM's Guidelines for Exercise Testing and Prescription, 11th ed. (energy systems); Gastin, Energy system interaction and relative contribution during maximal exercise, Sports Med (2001)
  {
    id: 'aerobic-vs-anaerobic',
    intent: 'training',
    title: 'What is the difference between aerobic and anaerobic exercise?',
    questions: [
      'difference between aerobic and anaerobic exercise',
      'what is anaerobic exercise',
      'is weightlifting aerobic or anaerobic',
      'what does aerobic mean',
    ],
    keywords: ['aerobic', 'anaerobic', 'energy system', 'oxygen', 'lactate'],
    answer:
      'Aerobic exercise is steady effort your body fuels with oxygen, so you can keep it up for many minutes: brisk walking, easy running, cycling or swimming, where you can still talk. Anaerobic exercise is a short, hard burst, from a few seconds to about two minutes, fuelled mostly without oxygen: sprints, heavy lifts and hard intervals that leave you breathless. Most sessions mix both; aim for 150 minutes of aerobic activity a week plus strength training twice.',
    why: "Aerobic work trains the heart, lungs and the muscles' endurance, while anaerobic work builds power, speed and strength; each system recovers and adapts differently.",
    suggestions: [
      'How much cardio do I need?',
      'Is HIIT better than steady cardio?',
      'What are heart rate zones?',
    ],
  },
  // Source: Arthritis Foundation and NICE NG226 (2022) on low-impact exercise; Hootman et al., Physical activity levels among the general US adult population and in adults with and without arthritis, Arthritis Rheum (2003)
  {
    id: 'low-impact-cardio',
    intent: 'training',
    title: 'Which cardio is kindest to my joints?',
    questions: [
      'is swimming or cycling better for my joints',
      'what cardio is easy on the knees',
      'low impact cardio options',
      'which exercise is kinder to my joints',
      'joint friendly exercise',
      'running hurts my knee, what cardio can i do instead',
      'cardio without running',
    ],
    keywords: [
      'low impact',
      'instead of running',
      'kinder to my joints',
      'easy on the joints',
      'joint friendly',
      'elliptical',
      'aqua',
    ],
    answer:
      'Swimming and cycling are both among the kindest cardio for the joints: water takes almost all weight off them, and cycling keeps the knees moving with little impact if the saddle is high enough that your knee stays slightly bent at the bottom. Pick the one you enjoy and can reach easily; the elliptical, rowing and brisk walking are good too. Do 20-40 minutes most days at a pace where you can talk, and add strength work twice a week, which protects joints most.',
    why: 'Water supports body weight and cycling removes the landing forces of running, so both train the heart with far less load on knees and hips, while strong muscles absorb forces the joints would otherwise take.',
    suggestions: [
      'Exercising with arthritis',
      'How much cardio do I need?',
      'I want to start swimming',
    ],
  },
  // Source: Wilson et al., Concurrent training: a meta-analysis examining interference of aerobic and resistance exercises, J Strength Cond Res (2012); WHO Guidelines on physical activity (2020)
  {
    id: 'cardio-while-bulking',
    intent: 'training',
    title: 'Does cardio kill muscle gains?',
    questions: [
      'should i do cardio when bulking',
      'will cardio kill my gains',
      'how much cardio while building muscle',
      'can i run while trying to gain weight',
      'does cycling to work every day affect my leg gains',
    ],
    keywords: [
      'kill my gains',
      'cardio gains',
      'interference effect',
      'concurrent training',
      'cycling commute',
      'commute',
    ],
    answer:
      'Yes, keep some: 2-3 sessions a week of 20-30 minutes of easy or moderate cardio, such as cycling, brisk walking or rowing, barely affects muscle gain and keeps your heart, recovery and appetite in good shape. An easy daily commute by bike or on foot is fine and can even help recovery. Keep hard cardio away from heavy leg days or after lifting, avoid long hard runs, and eat about 100-300 kcal more on those days so your surplus stays intact.',
    why: 'Moderate cardio interferes little with muscle growth, mostly when it is long, hard running; the bigger risk is that it eats into the calorie surplus that building muscle needs.',
    suggestions: [
      'How much should I eat to build muscle?',
      'Cardio before or after weights?',
      'How many days a week should I train?',
    ],
  },
  // Source: ACSM Position Stand, Appropriate Physical Activity Intervention Strategies for Weight Loss and Prevention of Weight Regain for Adults (2009)
  {
    id: 'cardio-for-fat-loss',
    intent: 'training',
    title: 'Do I need cardio to lose fat?',
    questions: [
      'do i need cardio to lose weight',
      'best cardio to burn fat',
      'cardio or weights for fat loss',
      'how much cardio to lose fat',
      'does running burn belly fat',
      'is cardio necessary for weight loss',
      'is daily cardio a must to drop weight',
      'can i lose weight without exercise',
    ],
    keywords: [
      'cardio',
      'fat loss',
      'burn fat',
      'weight loss',
      'calories burned',
      'aerobic',
      'lose weight without exercise',
    ],
    answer:
      'Cardio helps but is not required; your diet creates most of the calorie deficit. Combine 2-4 strength sessions a week, which help you keep muscle, with cardio you enjoy, such as walking, cycling or swimming. For meaningful weight loss, working up towards about 200-300 minutes of moderate activity a week helps, and daily steps count too. Choose whatever kind you will actually keep doing.',
    why: 'Fat loss depends on burning more energy than you eat; cardio adds to the burn, while lifting signals your body to keep muscle so more of the weight lost is fat.',
    suggestions: [
      'HIIT or steady-state cardio?',
      'How many steps a day should I walk?',
      'How big should my calorie deficit be?',
    ],
  },
  // Source: Wewege et al., HIIT vs moderate-intensity continuous training on body composition in overweight and obese adults, Obes Rev (2017)
  {
    id: 'hiit-vs-steady-state',
    intent: 'training',
    title: 'HIIT or steady-state cardio?',
    questions: [
      'is hiit better than steady cardio',
      'hiit vs liss for fat loss',
      'should i do intervals or jog',
      'how often can i do hiit',
      'what is hiit',
      'sprints or long slow cardio',
    ],
    keywords: [
      'hiit',
      'intervals',
      'liss',
      'steady state',
      'sprints',
      'interval training',
      'zone 2',
    ],
    answer:
      'Both work about equally for fat loss; HIIT just takes less time. HIIT, high-intensity interval training, means short hard efforts near all-out, for example 30 seconds to 1 minute followed by 1-2 minutes easy, repeated 6-10 times. Because the intensity is so high, limit it to about 1-3 sessions a week and keep it away from heavy leg days. Steady cardio at a lower intensity, where you can still talk, can be done most days and recovers easily.',
    why: 'Total energy burned is similar when time is matched to effort, so fat loss ends up similar; HIIT is harder to recover from, which limits how often you can do it.',
    suggestions: [
      'How much cardio should I do a week?',
      'Do I need cardio to lose fat?',
      'How do I start running?',
    ],
  },
  // Source: WHO Guidelines on physical activity and sedentary behaviour (2020)
  {
    id: 'how-much-cardio',
    intent: 'training',
    title: 'How much cardio should I do a week?',
    questions: [
      'how much cardio per week',
      'how many minutes of exercise do i need',
      'recommended cardio for health',
      'is 150 minutes a week enough',
      'did i do enough exercise this week',
      'how much aerobic exercise shud i do',
      'is it ok to do cardio every day',
    ],
    keywords: [
      '150 minutes',
      'cardio per week',
      'aerobic',
      'moderate activity',
      'vigorous',
      'guidelines',
      'minutes of exercise',
    ],
    answer:
      'Aim for 150-300 minutes of moderate cardio a week, or 75-150 minutes of vigorous cardio, or a mix, plus strength training on 2 or more days. Moderate means you can talk but not sing, such as brisk walking; vigorous means only a few words at a time. Break it into chunks of any length; even 10 minutes counts. Daily cardio is fine if most days are easy, with hard sessions no more than 2-3 times a week. More than 300 minutes brings extra benefit.',
    why: 'These amounts come from large studies linking them to lower risk of heart disease, type 2 diabetes, several cancers, depression and early death.',
    suggestions: [
      'HIIT or steady-state cardio?',
      'How many steps a day should I walk?',
      'Do I need cardio to lose fat?',
    ],
  },
  // Source: Jones & Doust, A 1% treadmill grade most accurately reflects the energetic cost of
  // outdoor running, J Sports Sci (1996)
  {
    id: 'treadmill-vs-outdoor-running',
    intent: 'training',
    title: 'Treadmill or outdoor running?',
    questions: [
      'is running on a treadmill as good as running outside',
      'treadmill vs running outside',
      'is treadmill running easier',
      'should i run on the treadmill or outdoors',
    ],
    keywords: ['treadmill running', 'run outside', 'outdoor running', 'treadmill vs outdoor'],
    answer:
      'Yes, both build the same fitness. Treadmill running is a little easier because there is no wind and the belt helps, so set a 1% incline to match running outside. The belt is also a bit softer on the joints and lets you control pace, which suits intervals and bad weather. Outdoors trains you for hills, turns and uneven ground, so do some runs outside before a road race. Pick whichever you will do consistently.',
    why: 'Without air resistance a flat treadmill costs slightly less energy than the same pace outdoors; a 1% grade makes up the difference.',
    suggestions: ['How do I start running?', 'How do I run faster?'],
  },
  // Source: NHS Couch to 5K running plan for beginners
  {
    id: 'running-beginner',
    intent: 'training',
    title: 'How do I start running?',
    questions: [
      'how do i start running',
      'beginner running plan',
      'i cant run for more than a minute',
      'how to get better at running',
      'couch to 5k tips',
      'running for beginers',
      'how do i run longer without stopping',
      'i get puffed out jogging after a few minutes',
      'how many days a week should a beginner run',
    ],
    keywords: [
      'running',
      'jogging',
      'run',
      '5k',
      'couch to 5k',
      'beginner runner',
      'run longer',
      'running stamina',
    ],
    answer:
      'Start with run-walk intervals three times a week on non-consecutive days. For example, in week one alternate 60 seconds of easy jogging with 90 seconds of walking for 20 minutes, and lengthen the running bits gradually over about 9 weeks until you can run 30 minutes. Run slowly enough to talk. Increase your weekly running time by no more than about 10-20%, and wear comfortable, supportive shoes.',
    why: 'Heart and lungs adapt within weeks, but bones, tendons and joints adapt more slowly, so gradual build-ups avoid the overuse injuries that stop many new runners.',
    suggestions: [
      'How much cardio should I do a week?',
      'Why do my shins hurt?',
      'Knee pain when running',
    ],
  },
  // Source: Alentorn-Geli et al., The association of recreational and competitive running with hip and knee osteoarthritis: a systematic review and meta-analysis, J Orthop Sports Phys Ther (2017)
  {
    id: 'running-and-knee-health',
    intent: 'training',
    title: 'Is running bad for my knees?',
    questions: [
      'is running bad for your knees',
      'will running wreck my knees long term',
      'do runners get arthritis',
      'running ruins your joints right',
    ],
    keywords: ['running arthritis', 'wear and tear', 'joint damage', 'ruin my knees'],
    answer:
      'No, recreational running does not wear out healthy knees; runners actually have lower rates of knee and hip arthritis, about 3.5%, than people who do not exercise, about 10%. Only very high-volume elite careers show more. Build mileage by about 10% a week, mix in softer surfaces, keep 2 strength sessions a week for your legs, and replace worn shoes. If your knees hurt while running, cut back and see a physio if it lasts.',
    why: 'Cartilage adapts to regular loading much like muscle and bone, and running also keeps body weight down, which lowers knee load all day.',
    suggestions: [
      'Why do my knees hurt when running?',
      'How do I start running?',
      'Are squats bad for my knees?',
    ],
  },
  // Source: WHO Guidelines on physical activity and sedentary behaviour (2020); NHS, Walking for
  // health (2022): brisk = able to talk but not sing
  {
    id: 'start-walking-routine',
    intent: 'training',
    title: 'Starting to walk for exercise: minutes and pace',
    questions: [
      'new to walking, how many minutes to start with',
      'just starting walking, how far and how fast',
      'how fast should i walk for exercise',
      'whats a brisk walk',
      'beginner walking plan',
      'never really exercised, want to start walking regularly, where do i begin',
    ],
    keywords: ['brisk pace', 'talk test', 'walking pace'],
    answer:
      'Start with 10-15 minutes a day, or whatever feels comfortable, at a brisk pace: you can talk in sentences but could not sing. Add about 5 minutes every week or two until you reach 30 minutes on most days (150 minutes a week), then add a hill or a faster stretch. Two or three short walks count as much as one long one, and new shoes or sore feet are a reason to build more slowly.',
    why: 'The talk test keeps the effort moderate, which is where most of the health benefit comes from, and building time gradually lets feet, joints and muscles adapt without aches that stop you.',
    suggestions: ['How many steps a day should I walk?', 'Is incline walking good?'],
  },
  // Source: Paluch et al., Daily steps and all-cause mortality: a meta-analysis of 15 international cohorts, Lancet Public Health (2022)
  {
    id: 'walking-steps',
    intent: 'training',
    title: 'How many steps a day should I walk?',
    questions: [
      'how many steps a day should i walk',
      'is 10000 steps necessary',
      'does walking help lose weight',
      'is walking good exercise',
      'how much walking per day',
      'is 3 miles a day good exercise',
      'does walking count as cardio',
    ],
    keywords: [
      'steps',
      'walking',
      '10000 steps',
      'step count',
      'daily steps',
      'walk',
      'neat',
      'miles a day',
      'km a day',
    ],
    answer:
      'Every walk counts, errands included. About 7,000-10,000 steps a day is a great target for most adults, and 6,000-8,000 brings most of the benefit if you are over 60. If you currently do 3,000, add about 1,000 a day each week or two. Brisk walking is moderate cardio: 150 minutes a week, such as 30 minutes on 5 days, meets the heart-health guideline and, with a calorie deficit, helps fat loss without hurting recovery. Alone it is not enough for muscle and bone: add strength training twice a week.',
    why: 'Large studies show risk of early death falls steadily as steps rise, levelling off around 8,000-10,000 a day for adults under 60 and 6,000-8,000 for older adults.',
    suggestions: [
      'Do I need cardio to lose fat?',
      'How much cardio should I do a week?',
      'What is active recovery?',
    ],
  },
  // Source: Knapik et al., Soldier load carriage: historical, physiological, biomechanical, and medical aspects, Mil Med (2004); ACSM Guidelines for Exercise Testing and Prescription, 11th ed. (2021)
  {
    id: 'rucking-weighted-vest',
    intent: 'training',
    title: 'Is rucking or a weighted vest good exercise?',
    questions: [
      'is rucking good exercise',
      'should i walk with a weighted vest',
      'how heavy should my ruck be',
      'is a weight vest worth it for walks',
      'weighted backpack walks for fat loss',
    ],
    keywords: ['rucking', 'ruck', 'vest', 'rucksack', 'backpack', 'loaded walks'],
    answer:
      'Yes, walking with a loaded backpack or vest is good low-impact cardio and burns more than plain walking. Start with about 10% of your body weight for 20-30 minutes, 2-3 times a week, keeping the load high and snug, and add 1-2 kg or 10 minutes a week, up to around 20-30%. Walk rather than run with weight: running loaded raises the strain on knees, shins and back. It complements but does not replace strength training.',
    why: 'Extra load raises the energy cost of every step and strengthens legs and trunk, but it also multiplies impact forces, which is why running with it raises injury risk.',
    suggestions: [
      'How many steps a day should I walk?',
      'Is incline treadmill walking good?',
      'What is low-impact cardio?',
    ],
  },
  // Source: WHO Guidelines on Physical Activity and Sedentary Behaviour (2020)
  {
    id: 'everyday-activity-counts',
    intent: 'training',
    title: 'Do gardening and housework count as exercise?',
    questions: [
      'is gardening exercise',
      'does housework count as a workout',
      'does cleaning the house burn calories',
      'mowing the lawn is that cardio',
      'does carrying shopping up the stairs count',
      'i have a physical job do i still need to exercise',
      'i cycle to work, do i still need cardio',
      'does walking the kids to school count as cardio',
    ],
    keywords: [
      'gardening',
      'housework',
      'cleaning',
      'chores',
      'mowing',
      'digging',
      'diy',
      'physical job',
      'commute',
      'cycle to work',
    ],
    answer:
      'Yes, every bit of movement counts. Brisk gardening, digging, mowing, vigorous cleaning or carrying shopping upstairs is moderate activity that counts towards the 150 minutes a week if it makes you breathe harder, and an hour of heavy gardening burns roughly 250-400 kcal. It builds little strength, though, so still add 2 sessions a week of muscle-strengthening work such as squats, push-ups or lifting. Bend at the hips and knees when lifting heavy bags or pots.',
    why: 'Health benefits come from total movement across the day, not only formal workouts, but muscles and bones need progressively heavier loads to get stronger.',
    suggestions: [
      'How much cardio should I do a week?',
      'How many steps a day should I walk?',
      'Is sitting all day bad?',
    ],
  },
  // Source: Westgarth et al., Dog owners are more likely to meet physical activity guidelines than people without a dog, Sci Rep (2019)
  {
    id: 'exercising-with-a-dog',
    intent: 'training',
    title: 'Can my dog exercise with me?',
    questions: [
      'can i take my dog running',
      'workouts i can do with my dog',
      'does walking the dog count as exercise',
      'how far can my dog run with me',
      'canicross for beginners',
      'can my puppy come jogging',
    ],
    keywords: ['dog', 'dogs', 'puppy', 'canicross', 'dog walking'],
    answer:
      'Yes, for walks, runs and hikes: dog owners are about four times more likely to meet activity guidelines, and brisk dog walks count as moderate cardio. Build your dog up gradually like yourself, avoid hot pavements and midday heat, carry water for you both, and ask your vet before running with a puppy under 12-18 months or an older or flat-faced dog. Add strength work for your muscles twice a week while your dog rests.',
    why: 'A dog needs walking every day, which turns activity into a routine you do not skip, and dogs tire and overheat just as people do when mileage jumps.',
    suggestions: [
      'How many steps a day should I walk?',
      'How do I start running?',
      'How do I exercise safely in heat?',
    ],
  },
  // Source: NHS, Physical activity guidelines for adults; WHO guidelines on physical activity and sedentary behaviour (2020)
  {
    id: 'walking-in-bad-weather',
    intent: 'training',
    title: 'What can I do when rain stops my walk?',
    questions: [
      'what if its raining and i cant walk',
      'too wet to go for my walk what else can i do',
      'how do i get my steps in when the weather is bad',
      'indoor alternative to walking',
      'its too hot to walk outside today',
    ],
    keywords: [
      'raining',
      'rainy',
      'bad weather',
      'too wet',
      'indoor walking',
      'walk indoors',
      'too hot to walk',
    ],
    answer:
      'Move it indoors. March on the spot or do a walking workout video at home for 10-20 minutes, walk up and down the stairs, walk laps of a shopping centre, or use a treadmill at the gym. Short indoor bouts of 10 minutes add up just as well as one long walk. A waterproof jacket and good shoes also make light rain easy to walk in. If it is very hot, walk early or late, or indoors.',
    why: 'What counts for health and fat loss is your total moderate activity over the week, about 150 minutes, not where it happens.',
    suggestions: ['How many steps a day?', 'Give me a 10 minute home workout'],
  },
  // Source: ACSM, Guidelines for Exercise Testing and Prescription (11th ed.), aerobic exercise prescription; Ainsworth et al., Compendium of Physical Activities (2011)
  {
    id: 'cardio-machines',
    intent: 'training',
    title: 'Which cardio machine is best?',
    questions: [
      'is the elliptical good for fat loss',
      'which cardio machine burns the most calories',
      'cross trainer or treadmill for weight loss',
      'is the stairmaster worth it',
      'best machine at the gym for cardio',
    ],
    keywords: [
      'elliptical',
      'cross trainer',
      'cardio machine',
      'stairmaster',
      'stair climber',
      'stepper',
      'air bike',
    ],
    answer:
      'The best machine is the one you will use: at the same effort, the elliptical (cross trainer), bike, rower, stair climber and an incline treadmill walk burn similar calories, roughly 300-500 kcal an hour at a moderate pace. The elliptical and bike are kindest to the knees and hips, the rower adds upper body, and the stair climber is the hardest per minute. Do 20-40 minutes at a pace where you can talk, or short intervals once or twice a week.',
    why: 'Calories burned depend on how hard you work and for how long, not on the machine; the machines differ mainly in impact and which muscles they use.',
    suggestions: ['HIIT or steady cardio?', 'How much cardio a week?'],
  },
  // Source: NHS, Home workout videos and Get active at home; WHO guidelines on physical activity (2020)
  {
    id: 'home-cardio-no-equipment',
    intent: 'training',
    title: 'How do I raise my heart rate at home with no kit?',
    questions: [
      'how do i do cardio at home with no equipment',
      'how to get my heart rate up without jumping',
      'quiet heart-pumping workout for a flat',
      'no treadmill, how do i get fitter at home',
    ],
    keywords: ['home cardio', 'no jumping', 'without jumping', 'raise my heart rate'],
    answer:
      'Build a circuit of moves that raise your heart rate: marching or jogging on the spot, step-ups on the bottom stair, squats, shadow boxing, step jacks and fast feet. Do each for 30-40 seconds with 15-20 seconds of rest, for 10-20 minutes, at a pace where talking is hard but possible. For no jumping, keep one foot on the floor: marching, step-backs and punches still work. Stairs, dancing or a brisk walk count too.',
    why: 'Any continuous movement of big muscle groups raises the heart rate enough to train the heart and lungs; impact is not needed, effort is.',
    suggestions: ['Give me a 15 minute home workout', 'How much cardio a week?'],
  },
  // Source: Tanaka, Effects of cross-training: transfer of training effects on VO2max between cycling, running and swimming, Sports Med (1994); Reilly et al., Deep-water running, a review, Sports Med (2003)
  {
    id: 'cross-training-for-runners',
    intent: 'training',
    title: 'What cross-training is good for runners?',
    questions: [
      'what can i do on my non running days',
      'best cardio that is not running to give my legs a break',
      'how do i keep my running fitness while injured',
      'is the bike or the pool good cross training',
    ],
    keywords: [
      'cross training',
      'cross-training',
      'besides running',
      'pool running',
      'elliptical for runners',
    ],
    answer:
      'Low-impact cardio keeps your running fitness while your legs recover: cycling or a spin bike, swimming or pool running (aqua jogging), the elliptical cross-trainer and the rowing machine. Do 30-60 minutes mostly at an easy, conversational effort, or swap a hard run for intervals on the bike. Add two strength sessions a week for calves, hips and thighs. If a heel, shin or knee flares up when you run more, replace some runs with these rather than pushing through, and see a physio if it persists.',
    why: 'Fitness of the heart and lungs carries over between cycling, swimming and running, while the legs and joints are spared the repeated impact that overuse injuries come from.',
    suggestions: ['How do I start running?', 'Knee pain when running'],
  },
  // Source: Harbour et al., Breathing mechanics during running, Front Physiol (2022); NHS Couch to
  // 5K guidance (run slowly enough to talk)
  {
    id: 'breathing-while-running',
    intent: 'training',
    title: 'How should I breathe when I run?',
    questions: [
      'how am i supposed to breathe when running',
      'im gasping for air after 2 minutes of jogging',
      'nose or mouth breathing when i run',
      'cant catch my breath running',
      'breathing technique for running',
    ],
    keywords: [
      'breathe',
      'breathing',
      'gasping',
      'out of breath',
      'catch my breath',
      'nose or mouth',
    ],
    answer:
      'Breathe through your mouth and nose together, deep into your belly rather than your chest, and let it settle into a rhythm with your steps, such as in for 3 steps and out for 3 (3:3), or 2:2 when it gets harder. Gasping after 2 minutes almost always means you are running too fast: slow to a pace where you can say a full sentence, or mix 1 minute of jogging with 1-2 minutes of walking. Your breathing improves within a few weeks.',
    why: "Deep belly breaths move more air per breath than shallow chest ones, and an easy pace keeps the body's demand for oxygen within what your fitness can supply.",
    suggestions: [
      'How do I start running?',
      'What should my easy pace be?',
      'I get a stitch when I run',
    ],
  },
  // Source: NHS Couch to 5K running plan for beginners (repeat a run or a week whenever you need)
  {
    id: 'couch-to-5k-repeat',
    intent: 'training',
    title: 'Do I have to restart Couch to 5K if I could not finish a run?',
    questions: [
      'had to stop during my c25k run, do i have to restart',
      'couldnt finish week 5 of couch to 5k',
      'should i repeat a week of couch to 5k',
      'failed the 20 minute run on c25k what now',
      'is it ok to repeat a c25k week',
    ],
    keywords: ['c25k', 'couch to 5k', 'repeat a week', 'repeat the run', 'restart the plan'],
    answer:
      'No need to restart: repeat that run, or the whole week, until it feels doable, which is normal and part of the plan. Week 5 run 3 is the big jump to 20 minutes nonstop and catches many people out. Slow right down, to a pace you could chat at, since most people stop because they go too fast rather than from lack of fitness. Count finishing at any pace as a win. The whole plan usually takes 9 weeks, and longer is fine.',
    why: 'Your heart, lungs and legs adapt over weeks, and a slower pace lets you run longer while they do; repeating a week gives them that time.',
    suggestions: [
      'How should I breathe when I run?',
      'What should my easy pace be?',
      'How do I start running?',
    ],
  },
  // Source: RunRepeat/Running Level analysis of parkrun and race results (average recreational
  // 5K about 30-36 minutes, 10K about 55-65 minutes)
  {
    id: 'typical-5k-10k-times',
    intent: 'training',
    title: 'What is a decent 5K or 10K time for a beginner?',
    questions: [
      'whats a decent 5k time for a beginner',
      'what is a good 10k time',
      'average parkrun time',
      'is 35 minutes for a 5k slow',
      'how long should a 10k take me',
    ],
    keywords: ['5k time', '10k time', 'parkrun time', 'race time', 'average time', 'finish time'],
    answer:
      'For a beginner, finishing a 5K in 30-40 minutes is typical, and many people walk parts of their first one; under 30 minutes is a solid goal. For a 10K, about 60-75 minutes is typical for new runners, and under an hour is a popular target. Times vary with age and sex, so compare yourself with your own last run: most new runners take minutes off in their first few months simply by running 3 times a week, mostly at an easy pace.',
    why: 'Most gains in the first months come from aerobic fitness built by easy running, so consistency matters more than speed work at the start.',
    suggestions: [
      'How do I run a faster 5K?',
      'How do I start running?',
      'How many runs a week for a 10K?',
    ],
  },
];
