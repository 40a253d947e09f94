import type { KnowledgeTopic } from './knowledge-topic';

/** Recovery knowledge: soreness, rest, sleep, mobility, deloads, stress and recovery methods. */
export const recoveryTopics: readonly KnowledgeTopic[] = [
  // Source: CDC/NIOSH, Rhabdomyolysis (cdc.gov/niosh); ACSM, Exertional rhabdomyolysis current comment; NHS, Rhabdomyolysis (nhs.uk)
  {
    id: 'dark-urine-after-training',
    intent: 'health',
    title: 'Is dark urine after a hard workout a problem?',
    questions: [
      'my pee is dark brown after a hard workout is that normal',
      'cola coloured urine and very sore muscles after training',
      'extremely sore and swollen after a workout with dark urine',
      'what is rhabdo',
      'can you get rhabdo from spin class',
    ],
    keywords: ['rhabdo', 'rhabdomyolysis', 'dark urine', 'brown urine', 'cola urine', 'dark pee'],
    answer:
      'Dark brown, cola or tea-coloured urine with severe muscle pain, swelling or weakness after a hard session is not normal soreness: it can be rhabdomyolysis, muscle breakdown that can damage the kidneys. Get medical care today, at urgent care or A&E, drink water on the way and do not train. It usually follows a sudden jump in volume or lowering work, spin classes, heat or dehydration, so build new training up gradually once you are cleared.',
    why: 'Severely damaged muscle releases myoglobin into the blood; the kidneys filter it and it turns the urine dark, and in large amounts it can injure them, which early fluids and care prevent.',
    suggestions: ['Is it DOMS or an injury?', 'How do I build up training safely?'],
  },
  // Source: Cheung, Hume & Maxwell, Delayed onset muscle soreness: treatment strategies and performance factors, Sports Med (2003)
  {
    id: 'doms-soreness',
    intent: 'recovery',
    title: 'How do I reduce muscle soreness?',
    questions: [
      'why am i so sore after working out',
      'how to get rid of doms',
      'my legs are so sore i cant walk',
      'how long does muscle soreness last',
      'sore 2 days after gym is that normal',
      'everything aches after my first workout',
      'thighs hurt even more on day two than day one',
      'walking down stairs hurts since my first leg workout',
      'did legs for the first time and now i can barely walk down the stairs, is that normal',
      'best way to recover from soreness',
      'does being sore mean it was a good workout',
      'still sore days later, is something wrong',
      'no soreness the day after, did the session even work',
    ],
    keywords: [
      'doms',
      'soreness',
      'sore muscles',
      'aching',
      'stiff',
      'delayed onset muscle soreness',
    ],
    answer:
      'Delayed onset muscle soreness (DOMS) is normal after new or harder training, usually peaks 24-72 hours later and fades within about 5 days. It is not a sign of a better workout: progress shows in your lifts, not your aches. Light movement helps most: a 10-20 minute walk or easy cycling. Sleep well, eat enough protein, and try gentle massage or foam rolling. Sore legs need not stop an upper-body day. Swelling, dark urine or extreme weakness need a doctor the same day.',
    why: 'DOMS comes from small disturbances in muscle fibres and the inflammation that repairs them, mostly after unfamiliar movements and the lowering phase of lifts; your muscles adapt so the same workout soon hurts less.',
    suggestions: [
      'Can I train while sore?',
      'What is active recovery?',
      'Is it pain or just soreness?',
    ],
  },
  // Source: Cheung, Hume & Maxwell, Delayed onset muscle soreness: treatment strategies and performance factors, Sports Med (2003)
  {
    id: 'training-while-sore',
    intent: 'recovery',
    title: 'Can I train while sore?',
    questions: [
      'can i work out while sore',
      'should i skip the gym if im sore',
      'is it ok to lift with doms',
      'train through soreness or rest',
      'still sore from last workout should i train',
      'legs today? still achy from the last session',
      'my legs have been killing me since leg day should i keep going',
      'is it ok to train legs again today while theyre sore or should i wait',
    ],
    keywords: [
      'train sore',
      'workout while sore',
      'still sore',
      'still achy',
      'achy',
      'skip workout',
      'doms training',
      'killing me',
    ],
    answer:
      'Yes: soreness 24-72 hours after a workout (DOMS) is normal, and mild to moderate soreness is fine to train through; train other muscles or do a lighter session. Warm up well, and if the soreness eases as you move, carry on. If a muscle is so sore that your range of motion or technique suffers, give it another day or two. Soreness is not a sign of a good workout: judge sessions by the progress in your log.',
    why: 'Training sore muscles lightly increases blood flow and does not slow repair, but very stiff muscles move poorly, which raises injury risk under heavy loads.',
    suggestions: [
      'How do I reduce muscle soreness?',
      'How many rest days do I need?',
      'Is it pain or just soreness?',
    ],
  },
  // Source: ACSM's Guidelines for Exercise Testing and Prescription, 11th ed. (2021); the "neck
  // check" for exercising with a minor illness (Eichner, Physician and Sportsmedicine, 1993)
  {
    id: 'train-or-rest-today',
    intent: 'recovery',
    title: 'Should I train today or rest?',
    questions: [
      'should i train or rest today',
      'worth training or just rest',
      'should i skip the gym today or push through',
      'not feeling it today, workout or rest day',
      'should i still work out or take a day off',
    ],
    keywords: [
      'train or rest',
      'rest or train',
      'skip today',
      'take a day off',
      'work out or rest',
    ],
    answer:
      'If you are only a bit tired or unmotivated, start anyway with a lighter session: warm up for 10 minutes and decide then; most days you will feel better and can train at an easier effort. Rest instead if you have a fever, chest symptoms or an illness below the neck, pain that changes how you move, or several nights of poor sleep. One missed day changes nothing, and a short session still keeps the habit going.',
    why: 'Motivation often follows starting, and an easy session keeps the habit without adding much fatigue, while real illness, pain or poor recovery means training would cost more than it gives.',
    suggestions: [
      'How many rest days do I need?',
      'Can I work out with a cold?',
      'What is a deload week?',
    ],
  },
  // Source: ACSM Position Stand, Progression Models in Resistance Training for Healthy Adults (2009)
  {
    id: 'rest-days-per-week',
    intent: 'recovery',
    title: 'How many rest days do I need?',
    questions: [
      'how many rest days a week',
      'do i need rest days',
      'is it ok to work out every day',
      'how many days off from the gym',
      'can i train 7 days a week',
    ],
    keywords: ['rest days', 'rest day', 'days off', 'recovery days', 'every day', 'day off'],
    answer:
      'Take at least 1-2 rest or easy days a week, and give each muscle about 48 hours before training it hard again: muscles recover and adapt between sessions, not during them. Beginners often do best with 3 training days and 4 lighter days. Rest days do not have to be idle; walking, mobility or easy cycling count. If you feel run down, sleep poorly or your lifts drop for more than a week, add an extra rest day.',
    why: 'Training is the stimulus, but the muscle repair and rebuilding that make you stronger happen during recovery, so too little rest lets fatigue pile up faster than you adapt.',
    suggestions: ['What is active recovery?', 'Am I overtraining?', 'What is a deload week?'],
  },
  // Source: Dupuy et al., An evidence-based approach for choosing post-exercise recovery techniques, Front Physiol (2018)
  {
    id: 'active-recovery',
    intent: 'recovery',
    title: 'What is active recovery?',
    questions: [
      'what is active recovery',
      'what to do on rest days',
      'active rest day ideas',
      'light workout on rest day',
      'should i do nothing on my rest day',
      'do i just lie on the sofa on rest days when im trying to lose weight',
      'legs still sore, is a long walk ok or should i rest',
      'is walking good for sore muscles',
      'should i do cardio on my rest days',
    ],
    keywords: [
      'active recovery',
      'cardio on rest days',
      'rest day activity',
      'light exercise',
      'easy day',
      'recovery day',
      'walking',
    ],
    answer:
      'Active recovery means easy movement on rest days instead of sitting still, and light movement like a walk helps sore muscles feel better sooner than full rest. Try 20-40 minutes of walking, easy cycling, swimming, yoga or a mobility routine at an effort of about 3-4 out of 10, where you could easily hold a conversation. It should leave you feeling better than before. Keep it genuinely easy; if it makes you tired or sore, it has become another workout.',
    why: 'Gentle movement boosts blood flow and reduces perceived soreness and stiffness without adding the fatigue that hard training does.',
    suggestions: [
      'How many rest days do I need?',
      'Give me a simple mobility routine',
      'Does foam rolling work?',
    ],
  },
  // Source: Fullagar et al., Sleep and athletic performance, Sports Med (2015); Craven et al., Effects of acute sleep loss on physical performance, Sports Med (2022)
  {
    id: 'training-after-poor-sleep',
    intent: 'recovery',
    title: 'Should I train after a bad night of sleep?',
    questions: [
      'i only slept 4 hours should i still work out',
      'barely slept last night gym or skip',
      'is it bad to lift on no sleep',
      'slept terribly should i train today',
      'running on 5 hours sleep should i go to the gym',
      'pulled an all nighter, can i still lift today',
    ],
    keywords: [
      'slept',
      'no sleep',
      'bad sleep',
      'poor sleep',
      'barely slept',
      'little sleep',
      'sleep deprived',
      'last night',
      'all nighter',
      'all-nighter',
    ],
    answer:
      'Yes, you can usually train, but make it lighter. After one short night, strength holds up fairly well but hard, long or very technical work feels tougher and is riskier: drop a set or two, keep 2-3 reps in reserve, leave heavy singles and PR attempts for another day, and keep the session under an hour. If you feel dizzy, unwell or dangerously drowsy, rest instead. Then prioritise 7-9 hours of sleep tonight, perhaps with a short 20-minute nap.',
    why: 'Sleep loss raises perceived effort and slows reaction time and decision-making more than it lowers raw strength, so the same load feels harder and form slips sooner.',
    suggestions: [
      'How many hours of sleep do I need?',
      'Are naps good for recovery?',
      'Is caffeine good before training?',
    ],
  },
  // Source: Knowles et al., Inadequate sleep and muscle strength: implications for resistance training, J Sci Med Sport (2018); Watson, Sleep and athletic performance, Curr Sports Med Rep (2017); AASM/SRS consensus statement (2015)
  {
    id: 'training-on-little-sleep',
    intent: 'recovery',
    title: 'How should I train when I am short on sleep for weeks?',
    questions: [
      'new baby and barely sleeping, should i still lift heavy',
      'only getting 5-6 hrs a night for weeks will i lose my gains',
      'is getting 6h of sleep killing my strength',
      'exams all week and hardly sleeping, should i still hit the gym',
      'broken sleep every night how should i train',
      'working nights this week, train on my days off or skip',
      'moving to 4 on 4 off nights, how do i still lift without feeling dead',
    ],
    keywords: [
      'broken sleep',
      'newborn',
      'new baby',
      'had a baby',
      'on nights',
      'sleep deprived',
      'short on sleep',
      'lack of sleep',
      'night shifts',
      'exam week',
    ],
    answer:
      'Keep training, but put sleep first and aim to maintain rather than chase records. On 5-6 hours a night or broken sleep, 2-3 shorter sessions a week keep your strength and muscle: do fewer sets, stop 2-3 reps short of failure, pick loads by feel and drop heavy singles. Skip a session for sleep when you are wrecked. Protect what you can: a 20-minute nap, steady wake times, caffeine before noon. Adults need 7-9 hours; progress picks up once you get back there.',
    why: 'Sleep restriction lowers strength endurance, raises perceived effort and shifts the body towards breaking down muscle, but lighter training still gives the signal that keeps muscle, so maintenance costs little while sleep is short.',
    suggestions: [
      'Are naps good for recovery?',
      'What happens if I stop training?',
      'How many hours of sleep do I need?',
    ],
  },
  // Source: Enoka & Duchateau, Muscle fatigue: what, why and how it influences muscle function, J Physiol (2008); ACSM Guidelines for Exercise Testing and Prescription, 11th ed.
  {
    id: 'muscles-shaking',
    intent: 'recovery',
    title: 'Why do my muscles shake when I work out?',
    questions: [
      'is it normal that my muscles shake during planks',
      'legs feel like jelly after squats',
      'why do my arms shake when i lift',
      'my legs were trembling after leg day',
      'shaky muscles at the end of a set',
    ],
    keywords: [
      'shake',
      'shaking',
      'shaky',
      'tremble',
      'trembling',
      'jelly',
      'wobbly legs',
      'jelly legs',
    ],
    answer:
      'Shaking near the end of a hard set is normal: it is fatigue, as tired muscle fibres and your nervous system struggle to keep a steady force. It is common with new exercises, long holds like planks and wall sits, and heavy or high-rep leg work, and it fades as you get stronger. Rest a little longer, eat and drink after training, and end the set when your form breaks. If you shake at rest, feel dizzy, faint or have chest pain, stop and see a doctor.',
    why: 'Each muscle is driven by many motor units firing in turn; when they tire, the nervous system recruits and drops them less smoothly, so the force wobbles and you see a tremor.',
    suggestions: [
      'How long should I rest between sets?',
      'What should I eat after a workout?',
      'Is muscle soreness after training normal?',
    ],
  },
  // Source: Maughan & Shirreffs, Development of individual hydration strategies for athletes, Int J Sport Nutr Exerc Metab (2008); ACSM position stand, Exercise and fluid replacement (2007)
  {
    id: 'sweat-and-fat-loss',
    intent: 'training',
    title: 'Do I burn more fat if I sweat more?',
    questions: [
      'do i burn more fat if i sweat more',
      'does sweating mean a better workout',
      'sauna suit for weight loss',
      'i lose 1 kg after training is that fat',
      'why do i sweat so much at the gym',
    ],
    keywords: [
      'sweat',
      'sweating',
      'sweaty',
      'sauna suit',
      'sweat more',
      'water loss',
      'hot yoga',
      'weighed myself after',
      'water weight',
    ],
    answer:
      'No: sweat is your body cooling down, not fat leaving it. How much you sweat depends on the temperature, humidity, your clothes, genetics and fitness (fit people often sweat sooner), not on how much fat you burn. The weight you lose in a sweaty session is water and comes back when you drink. Sauna suits and hoodies only raise overheating risk: fat loss comes from a calorie deficit over weeks. Drink to replace it, and judge effort by how it feels and your progress.',
    why: 'Fat leaves the body mostly as carbon dioxide you breathe out; sweat is water evaporating to carry heat away, so it tracks heat, not fat use.',
    suggestions: [
      'How much water should I drink a day?',
      'Do I need cardio to lose fat?',
      'Why does my weight go up and down?',
    ],
  },
  // Source: Hotfiel et al., Advances in delayed-onset muscle soreness, Sportverletz Sportschaden (2018); Wilke et al., A pluralistic view on muscle tightness (2018)
  {
    id: 'tight-muscles-after-running',
    intent: 'recovery',
    title: 'What helps tight calves or hamstrings after running?',
    questions: [
      'my calves are super tight after running',
      'tight hamstrings after a run',
      'how do i loosen tight legs after running',
      'calves feel like rocks after my run',
      'legs stiff after running what helps',
    ],
    keywords: [
      'tight calves',
      'tight hamstrings',
      'tight legs',
      'calves tight',
      'stiff legs',
      'after running',
      'after a run',
    ],
    answer:
      'Tightness after running is usually normal fatigue and settles in a day or two. Walk for 5 minutes to cool down, then hold gentle calf and hamstring stretches for 30 seconds each, or foam roll them for a minute. Build mileage by about 10% a week, strengthen your calves with raises 2-3 times a week and check your shoes are not worn out. If one spot is sharply painful, swollen or tight every run, see a physiotherapist.',
    why: 'Running loads the calves with several times your body weight each stride; tired muscles feel tight, and stronger calves and gradual mileage reduce how much each run costs them.',
    suggestions: [
      'Does foam rolling work?',
      'Should I stretch before or after training?',
      'What is active recovery?',
    ],
  },
  // Source: AASM/SRS consensus statement, Recommended Amount of Sleep for a Healthy Adult (2015)
  {
    id: 'sleep-hours',
    intent: 'recovery',
    title: 'How many hours of sleep do I need?',
    questions: [
      'how much sleep do i need',
      'is 6 hours of sleep enough',
      'how can i sleep better',
      'i cant fall asleep after the gym',
      'tips for better sleep',
      'hw many hrs sleep for muscle growth',
    ],
    keywords: [
      'sleep',
      'hours of sleep',
      'insomnia',
      'sleep quality',
      'bedtime',
      'tired',
      'sleep hygiene',
    ],
    answer:
      'Adults need 7-9 hours of sleep a night, and at least 7; teenagers need 8-10. To sleep better, keep the same bed and wake times every day, get daylight in the morning, keep your room dark, cool and quiet, stop caffeine about 8 hours before bed, and put screens away 30-60 minutes before. If you snore loudly, stop breathing at night or still feel exhausted, see a doctor.',
    why: 'Deep sleep is when growth hormone peaks and tissue repair is strongest, and sleeping under 7 hours is linked to worse performance, mood, appetite control and health.',
    suggestions: [
      'Does sleep affect muscle and fat loss?',
      'Are naps good for recovery?',
      'Is caffeine good before training?',
    ],
  },
  // Source: NHS, Sleep apnoea (2022); Iftikhar, Kline & Youngstedt, Effects of exercise training on sleep apnea: a meta-analysis, Lung (2014)
  {
    id: 'snoring-sleep-apnoea',
    intent: 'recovery',
    title: 'Could snoring explain why I am always tired?',
    questions: [
      'i snore and feel tired all day',
      'my partner says i stop breathing at night',
      'do i have sleep apnea',
      'loud snoring and no energy for workouts',
      'wake up gasping and exhausted',
    ],
    keywords: [
      'snore',
      'snoring',
      'sleep apnea',
      'sleep apnoea',
      'apnea',
      'apnoea',
      'gasping',
      'stop breathing',
    ],
    answer:
      'Yes, loud snoring with daytime tiredness despite 7-9 hours in bed can be obstructive sleep apnoea, where breathing keeps stopping at night, so see your GP, who can arrange a sleep test. Pauses in breathing, gasping, morning headaches and dozing off in the day all point to it. Treatment such as a CPAP machine usually restores energy quickly. Meanwhile, losing excess weight, regular exercise, less alcohol in the evening and sleeping on your side all reduce it.',
    why: 'Each pause in breathing briefly wakes the brain, breaking up deep sleep without you noticing, so you wake unrefreshed however long you stay in bed.',
    suggestions: [
      'How much sleep do I need?',
      'Why am I always tired?',
      'Does alcohol affect recovery?',
    ],
  },
  // Source: Nedeltcheva et al., Insufficient sleep undermines dietary efforts to reduce adiposity, Ann Intern Med (2010)
  {
    id: 'sleep-muscle-fat-loss',
    intent: 'recovery',
    title: 'Does sleep affect muscle and fat loss?',
    questions: [
      'does sleep affect weight loss',
      'can bad sleep stop muscle growth',
      'not sleeping enough and losing fat',
      'does lack of sleep make you gain weight',
      'sleep and gains',
      'does not sleeping well affect my results from the gym',
    ],
    keywords: [
      'sleep deprivation',
      'sleep and results',
      'sleep and fat loss',
      'sleep and muscle',
      'short sleep',
      'hunger hormones',
    ],
    answer:
      'Yes, a lot. When dieters sleep about 5.5 hours instead of 8.5, a larger share of the weight they lose comes from muscle rather than fat, and hunger rises. Deep sleep is when growth hormone peaks and muscle repairs, and short sleep lowers training performance and makes junk food more tempting. If you are trying to lose fat or build muscle, protect 7-9 hours a night as seriously as you protect your training and protein.',
    why: 'Sleep loss raises the hunger hormone ghrelin, lowers the fullness hormone leptin, reduces insulin sensitivity and shifts hormones towards breaking down muscle.',
    suggestions: [
      'How many hours of sleep do I need?',
      'Are naps good for recovery?',
      'Does stress affect my gains?',
    ],
  },
  // Source: National Sleep Foundation and AASM guidance on napping
  {
    id: 'naps',
    intent: 'recovery',
    title: 'Are naps good for recovery?',
    questions: [
      'are naps good for recovery',
      'how long should i nap',
      'is napping after the gym good',
      'power nap before workout',
      'do naps ruin night sleep',
    ],
    keywords: [
      'nap',
      'naps',
      'napping',
      'power nap',
      'daytime sleep',
      'siesta',
      'nap after training',
    ],
    answer:
      'Yes, a short nap can top up recovery when your night sleep falls short. Keep it to about 20-30 minutes, or a full 90-minute cycle if you have time, and finish before about 3 pm so it does not hurt your night sleep. A nap does not replace a full night. If you need long naps every day despite sleeping 7-9 hours, mention it to your doctor.',
    why: 'Short naps restore alertness and performance without dropping into deep sleep, which is what causes grogginess on waking.',
    suggestions: [
      'How many hours of sleep do I need?',
      'Does sleep affect muscle and fat loss?',
      'Why am I always tired?',
    ],
  },
  // Source: Behm et al., Acute effects of muscle stretching on physical performance, range of motion, and injury incidence, Appl Physiol Nutr Metab (2016)
  {
    id: 'stretching-before-after',
    intent: 'recovery',
    title: 'Should I stretch before or after training?',
    questions: [
      'should i do toe touches and long stretches before a jog',
      'should i stretch before or after working out',
      'is static stretching before lifting bad',
      'does stretching prevent injury',
      'will stretching stop me getting sore',
      'how long should i hold a stretch',
      'do i need to stretch at all',
    ],
    keywords: [
      'stretching',
      'static stretch',
      'dynamic stretch',
      'flexibility',
      'stretch before',
      'stretch after',
    ],
    answer:
      'Do dynamic stretches before training and static stretches after or on separate days. Stretching before lifting does little to prevent soreness or injury; a proper warm-up and regular strength training lower injury risk more. Before a workout, use leg swings, lunges with a twist and arm circles. For flexibility, hold static stretches for 15-30 seconds, 2-4 times per muscle, on most days.',
    why: 'Long static holds just before exercise can briefly reduce strength and power, while regular stretching over weeks gradually improves range of motion.',
    suggestions: [
      'How should I warm up?',
      'Give me a simple mobility routine',
      'Does foam rolling work?',
    ],
  },
  // Source: ACSM Position Stand, Quantity and Quality of Exercise for Developing and Maintaining Fitness (Garber et al., 2011)
  {
    id: 'mobility-routine',
    intent: 'recovery',
    title: 'Give me a simple mobility routine',
    questions: [
      'simple mobility routine',
      'how to improve flexibility',
      'my hips are so tight',
      'i cant touch my toes',
      'daily stretching routine for desk workers',
      'stiff back from sitting all day',
      'stretches for a stiff lower back after sitting',
    ],
    keywords: [
      'mobility',
      'flexibility',
      'tight hips',
      'stiff',
      'range of motion',
      'desk job',
      'mobility routine',
    ],
    answer:
      "Try this 10-minute routine most days: cat-cow for 10 reps, world's greatest stretch for 5 per side, 90/90 hip switches for 10, deep squat hold for 30-60 seconds, thoracic rotations for 8 per side, and a doorway chest stretch for 30 seconds per side. Move slowly and breathe. For tight hips while sitting, cross one ankle over the other knee and lean forward (a figure-4 stretch). Flexibility improves over weeks of regular practice.",
    why: 'Joints and muscles adapt to the positions you use regularly, so moving through full ranges often tells your body those positions are safe.',
    suggestions: [
      'Should I stretch before or after training?',
      'Does foam rolling work?',
      'What is active recovery?',
    ],
  },
  // Source: Wiewelhove et al., A Meta-Analysis of the Effects of Foam Rolling on Performance and Recovery, Front Physiol (2019)
  {
    id: 'foam-rolling',
    intent: 'recovery',
    title: 'Does foam rolling work?',
    questions: [
      'does foam rolling work',
      'how to use a foam roller',
      'how to foam roll legs properly',
      'should i foam roll before or after',
      'foam rolling it band',
      'foam roller or lacrosse ball for tight glutes',
    ],
    keywords: ['foam roll', 'foam roller', 'foam rolling', 'self massage', 'trigger point'],
    answer:
      'Foam rolling helps a little: it can briefly increase range of motion and ease soreness, though light movement such as a walk and good sleep help general aches as much. Roll each area slowly for about 30-90 seconds at moderate pressure that feels uncomfortable but not painful, pausing on tender spots: calves, hamstrings, quads, outer thighs and glutes. Use it in your warm-up or after training. Avoid rolling directly on bones, joints, the lower back or fresh injuries.',
    why: 'Rolling mainly changes how your nervous system perceives stretch and discomfort rather than breaking up tissue, which is why its effects are real but short-lived.',
    suggestions: [
      'Is massage good for recovery?',
      'Give me a simple mobility routine',
      'How do I reduce muscle soreness?',
    ],
  },
  // Source: Konrad et al., The acute effects of vibration and percussive massage on range of motion and performance, J Sports Sci Med (2020); Dupuy et al., Recovery techniques after exercise: a meta-analysis, Front Physiol (2018)
  {
    id: 'massage-gun',
    intent: 'recovery',
    title: 'Is a massage gun worth it?',
    questions: [
      'is a massage gun worth buying',
      'theragun worth the money or a gimmick',
      'do percussion massagers actually help recovery',
      'how long should i use a massage gun on my legs',
      'massage gun before or after a workout',
    ],
    keywords: [
      'massage gun',
      'massage guns',
      'theragun',
      'hypervolt',
      'percussion massager',
      'percussive therapy',
    ],
    answer:
      'A massage gun is optional, a nice-to-have rather than a gimmick. It gives short-term relief: soreness and tightness feel better and range of motion improves for a while, but it does not speed up muscle repair, and it is not a replacement for sleep, protein and sensible training. Use it for about 30-60 seconds per muscle before or after training, at a pressure that feels good, and keep it off bones, joints, the neck and fresh injuries. A foam roller does much the same for less.',
    why: 'Percussion and vibration stimulate nerve receptors that reduce the feeling of pain and stiffness for a while; studies show short-term gains in range of motion and perceived soreness but little change in actual recovery of strength.',
    suggestions: [
      'Does foam rolling work?',
      'Is massage good for recovery?',
      'How do I reduce muscle soreness?',
    ],
  },
  // Source: NSCA Essentials of Strength Training and Conditioning, 4th ed. (2016), periodization chapter
  {
    id: 'deload-week',
    intent: 'training',
    title: 'What is a deload week?',
    questions: [
      'what is a deload week',
      'when should i deload',
      'how to deload properly',
      'do beginners need deloads',
      'feeling beat up should i deload',
    ],
    keywords: [
      'deload',
      'deload week',
      'back off week',
      'recovery week',
      'fatigue',
      'lighter week',
    ],
    answer:
      'A deload is a planned easier week that lets fatigue clear so you come back stronger. Take one every 4-8 weeks of hard training, or sooner when lifts stall, joints ache or sleep suffers over several sessions; one bad session is just a bad day. Cut your volume by about 40-50%, mainly fewer sets, but keep similar weights and the same exercises. A holiday or a busy spell at work makes a good time for one: light sessions, or even a few days off, cost no strength.',
    why: 'Hard training builds fitness and fatigue at the same time; fatigue fades faster than fitness, so a short reduction reveals the strength you have gained.',
    suggestions: [
      'Am I overtraining?',
      'Why have my lifts stopped going up?',
      'How many rest days do I need?',
    ],
  },
  // Source: ECSS/ACSM Joint Consensus Statement, Prevention, diagnosis and treatment of the overtraining syndrome (2013)
  {
    id: 'overtraining-signs',
    intent: 'recovery',
    title: 'Am I overtraining?',
    questions: [
      'am i overtraining',
      'signs of overtraining',
      'always tired and weaker at the gym',
      'burned out from training',
      'burnt out, every session feels heavy',
      'can you overtrain',
      'my strength keeps going down',
      'training 6 days a week, always sore and sleeping badly, is that normal',
    ],
    keywords: [
      'overtraining',
      'overreaching',
      'burnout',
      'burnt out',
      'burned out',
      'fatigue',
      'underrecovered',
      'performance drop',
      'weaker',
      'always sore',
      'constantly sore',
    ],
    answer:
      'True overtraining is rare; most people are under-recovered from too little sleep, food or rest. Warning signs are performance falling for 2 weeks or more, constant fatigue, poor sleep, low mood, irritability, frequent colds and a resting heart rate several beats higher than usual. Cut training by about half for a week, sleep more and eat at maintenance. If symptoms last beyond 2-3 weeks of easier training, see a doctor.',
    why: "When training stress keeps exceeding recovery, the body's stress and hormone systems stay on alert, and it can take weeks to months to recover if you ignore the early signs.",
    suggestions: [
      'What is a deload week?',
      'Does stress affect my gains?',
      'What is heart rate variability?',
    ],
  },
  // Source: Stults-Kolehmainen & Sinha, The effects of stress on physical activity and exercise, Sports Med (2014)
  {
    id: 'stress-cortisol',
    intent: 'recovery',
    title: 'Does stress affect my gains?',
    questions: [
      'does stress affect muscle growth',
      'cortisol and weight gain',
      'should i work out when stressed',
      'too stressed to go to the gym',
      'does stress slow recovery',
    ],
    keywords: [
      'stress',
      'cortisol',
      'anxiety',
      'work stress',
      'mental stress',
      'recovery',
      'stressed',
    ],
    answer:
      'Yes, high ongoing stress slows recovery and can stall progress. During stressful weeks, keep training but lower the intensity and volume a bit, for example one fewer set per exercise, and favour sessions that leave you feeling better. Protect sleep, eat regular meals, walk outdoors and try 5 minutes of slow breathing. Exercise itself is one of the best stress relievers when it is not overdone.',
    why: 'Your body draws on the same recovery resources for mental and physical stress, so studies show people recover more slowly from hard workouts during high-stress periods.',
    suggestions: [
      'Does exercise help anxiety and depression?',
      'How many hours of sleep do I need?',
      'Am I overtraining?',
    ],
  },
  // Source: Roberts et al., Post-exercise cold water immersion attenuates acute anabolic signalling and long-term adaptations in muscle to strength training, J Physiol (2015)
  {
    id: 'ice-baths',
    intent: 'recovery',
    title: 'Are ice baths good for recovery?',
    questions: [
      'are ice baths good after lifting',
      'do cold plunges help recovery',
      'cold shower after gym',
      'does cold water therapy work',
      'ice bath or sauna',
    ],
    keywords: [
      'ice bath',
      'cold plunge',
      'cold water immersion',
      'cold shower',
      'cryotherapy',
      'sauna',
    ],
    answer:
      'Ice baths reduce soreness but can blunt muscle and strength gains if used right after lifting. If building muscle is your goal, skip them after strength sessions or wait at least 4-6 hours. They are more useful between competitions or hard endurance sessions close together. If you use them, 10-15 minutes at about 10-15 degrees C is typical. Check with a doctor first if you have heart or circulation problems.',
    why: 'Cold reduces blood flow and the inflammation signals that trigger muscle repair and growth, which eases soreness but dampens adaptation.',
    suggestions: [
      'Is massage good for recovery?',
      'How do I reduce muscle soreness?',
      'Does foam rolling work?',
    ],
  },
  // Source: Dupuy et al., An evidence-based approach for choosing post-exercise recovery techniques, Front Physiol (2018)
  {
    id: 'massage',
    intent: 'recovery',
    title: 'Is massage good for recovery?',
    questions: [
      'is massage good for recovery',
      'should i get a sports massage',
      'does massage help sore muscles',
      'deep tissue massage after workout',
      'how often should i get a massage',
    ],
    keywords: [
      'massage',
      'sports massage',
      'deep tissue',
      'massage therapy',
      'recovery',
      'tight muscles',
    ],
    answer:
      'Yes, massage is one of the better-supported ways to reduce soreness and feelings of fatigue, though it does not speed up actual muscle repair much. A 20-30 minute massage within a day or two of hard training is plenty; avoid very deep work just before a heavy session. If cost is an issue, foam rolling and a massage ball give some of the same relief. Avoid massaging fresh injuries.',
    why: 'Massage calms the nervous system and reduces perceived soreness and tension, which helps you feel ready to train even if the muscle itself heals at a similar pace.',
    suggestions: [
      'Does foam rolling work?',
      'Are ice baths good for recovery?',
      'How do I reduce muscle soreness?',
    ],
  },
  // Source: Schoenfeld, Ogborn & Krieger, Effects of resistance training frequency on measures of muscle hypertrophy, Sports Med (2016)
  {
    id: 'same-muscle-consecutive-days',
    intent: 'recovery',
    title: 'Can I train a muscle two days in a row?',
    questions: [
      'can i train the same muscle two days in a row',
      'is it bad to do legs twice in a row',
      'training chest back to back days',
      'how long should muscles rest between workouts',
      'abs every day ok',
      'doing abs or calves daily',
      'how long to rest after a hard leg session',
      'did legs today, can i train legs again tomorrow',
    ],
    keywords: [
      'back to back',
      'consecutive days',
      'same muscle',
      'two days in a row',
      'again tomorrow',
      '48 hours',
      'muscle recovery time',
      'rest between workouts',
    ],
    answer:
      'Usually wait about 48 hours before training the same muscle hard again. Light work two days in a row is fine, such as a few easy sets, walking or core and calf work, which recover quickly. If you train daily, rotate muscle groups, for example upper then lower body. If a muscle is still sore or your performance on it has dropped, give it another day.',
    why: 'Muscle building and repair stay raised for roughly 24-48 hours after a hard session, and strength usually takes 1-3 days to fully return.',
    suggestions: [
      'How many rest days do I need?',
      'Is push pull legs a good split?',
      'Can I train while sore?',
    ],
  },
  // Source: Schwellnus, Cause of exercise associated muscle cramps (EAMC): altered neuromuscular control, dehydration or electrolyte depletion?, Br J Sports Med (2009)
  {
    id: 'muscle-cramps',
    intent: 'recovery',
    title: 'Why do I get muscle cramps?',
    questions: [
      'i get cramp in my calves at night',
      'why do i get muscle cramps',
      'calf cramp during workout',
      'how to stop leg cramps at night',
      'cramping when i exercise',
      'do bananas stop cramps',
    ],
    keywords: [
      'cramp',
      'cramps',
      'muscle cramp',
      'leg cramp',
      'charley horse',
      'spasm',
      'cramping',
      'night cramps',
      'cramp at night',
      'calf cramp',
      'calves cramp',
      'cramp in my calves',
    ],
    answer:
      'Most exercise cramps come from muscle fatigue, often when you push harder or longer than usual. When one hits, stop and gently stretch the muscle for 20-30 seconds, then massage it. To prevent them, build up gradually, warm up and stay hydrated. Night cramps are common with age; stretch your calves before bed. See your GP or pharmacist if cramps are frequent or very painful, come with swelling or weakness, or started with a new medicine (water tablets and statins can cause them).',
    why: 'Fatigue disturbs the balance of nerve signals that tell a muscle to contract or relax; dehydration and salt loss play a smaller role than once thought.',
    suggestions: [
      'Do I need electrolytes or sports drinks?',
      'How much water should I drink?',
      'Should I stretch before or after training?',
    ],
  },
  // Source: Task Force of the European Society of Cardiology and NASPE, Heart rate variability: standards of measurement (1996)
  {
    id: 'heart-rate-variability',
    intent: 'recovery',
    title: 'What is heart rate variability (HRV)?',
    questions: [
      'what is hrv',
      'how do i read my hrv',
      'what does heart rate variability mean',
      'is resting heart rate a good recovery sign',
      'my watch says im not recovered',
    ],
    keywords: [
      'hrv',
      'heart rate variability',
      'resting heart rate',
      'recovery score',
      'wearable',
      'readiness',
    ],
    answer:
      'Heart rate variability is the small variation in time between heartbeats; higher than your own normal usually means you are well recovered. Compare only with your own 7-day average, not with other people. A single low reading means little, but several days well below baseline, together with a resting heart rate 5 or more beats higher and feeling flat, suggest easier training and more sleep. Treat watch scores as hints, not orders.',
    why: 'HRV reflects the balance between your rest-and-digest and fight-or-flight nervous systems, which shifts with fatigue, illness, stress, alcohol and poor sleep.',
    suggestions: [
      'Am I overtraining?',
      'Does stress affect my gains?',
      'How many rest days do I need?',
    ],
  },
  // Source: NSCA Position Statement, Resistance Training for Older Adults (2019)
  {
    id: 'recovery-older-lifters',
    intent: 'recovery',
    title: 'Do I need more recovery as I get older?',
    questions: [
      'do older people need more rest',
      'recovery after 40',
      'im 50 and take longer to recover',
      'how often should i train over 60',
      'recover slower with age',
      'in my 40s now, do i need extra rest days compared to my 20s',
    ],
    keywords: [
      'older lifters',
      'age',
      'over 40',
      'over 50',
      'masters',
      'slower recovery',
      'in my 20s',
      'in my 40s',
      'more rest days with age',
    ],
    answer:
      'Often a little more, but not as much as people think: you still recover well, just a bit slower. Start with 2-3 full-body sessions a week with at least a rest day between, a longer warm-up of 10 minutes, and 1-2 fewer hard sets per muscle than younger lifters. Keep protein at 1.6-2.2 g per kg, with about 30-40 g per meal, and prioritise sleep. Adjust based on how your joints and energy feel.',
    why: 'Ageing muscle responds less to each protein meal and repairs slightly slower, but it still adapts strongly to training when volume and recovery are matched.',
    suggestions: [
      'Is weightlifting safe after 60?',
      'How much protein do I need a day?',
      'What is a deload week?',
    ],
  },
  // Source: Parr et al., Alcohol ingestion impairs maximal post-exercise rates of myofibrillar protein synthesis following a single bout of concurrent training, PLoS One (2014)
  {
    id: 'alcohol-recovery',
    intent: 'recovery',
    title: 'Does drinking alcohol hurt recovery?',
    questions: [
      'does alcohol affect muscle recovery',
      'drinking after the gym',
      'beer after workout bad',
      'can i work out hungover',
      'hungover, should i train or rest today',
      'does alcohol kill gains',
      'had loads of pints on a night out, train today or skip it',
    ],
    keywords: ['alcohol', 'hangover', 'drinking', 'muscle recovery', 'beer', 'gains', 'hungover'],
    answer:
      'Heavy drinking noticeably slows recovery, while one or two drinks have a small effect, so keep it moderate. After hard training, wait a few hours, eat a protein-rich meal first, and alternate drinks with water. Very large amounts, around 10 or more drinks, cut muscle building by about a quarter even when you also eat protein. If you are hungover, skip heavy lifting and go for a walk and water instead.',
    why: 'Alcohol interferes with muscle protein synthesis, dehydrates you and fragments deep sleep, the stage when most physical repair happens.',
    suggestions: [
      'Does alcohol stop fat loss?',
      'How many hours of sleep do I need?',
      'What should I eat after a workout?',
    ],
  },
  // Source: Dupuy et al., An Evidence-Based Approach for Choosing Post-exercise Recovery Techniques to Reduce Markers of Muscle Damage, Soreness, Fatigue, and Inflammation: A Systematic Review With Meta-Analysis, Front Physiol (2018)
  {
    id: 'recover-faster',
    intent: 'recovery',
    title: 'How can I recover faster between workouts?',
    questions: [
      'how do i recover faster',
      'best way to recover between workouts',
      'how to speed up muscle recovery',
      'recovery tips after the gym',
      'still tired from last session how do i bounce back quicker',
      'what helps recovery the most',
    ],
    keywords: [
      'recover faster',
      'recovery tips',
      'speed up recovery',
      'faster recovery',
      'between sessions',
      'recovery',
    ],
    answer:
      'Sleep, food and sensible training do most of the work. Sleep 7-9 hours, eat enough calories with 1.6-2.2 g of protein per kg spread over 3-5 meals, and drink enough water. Leave about 48 hours before training the same muscles hard again, and stop most sets 1-3 reps short of failure. Easy walks or cycling on rest days ease soreness. Foam rolling, massage and compression give small, short-term relief, and a lighter deload week every 4-8 weeks clears built-up fatigue.',
    why: 'Muscle repair happens mostly during deep sleep and needs protein and energy to rebuild; extras such as massage mainly change how sore you feel for a while.',
    suggestions: [
      'How many hours of sleep do I need?',
      'What is active recovery?',
      'What is a deload week?',
    ],
  },
  // Source: NSCA, Essentials of Strength Training and Conditioning (4th ed.), testing and periodisation; Bartolomei et al., Recovery after maximal strength testing, J Strength Cond Res (2017)
  {
    id: 'recovery-after-max-testing',
    intent: 'recovery',
    title: 'How long to recover after testing maxes or a meet?',
    questions: [
      'how long to recover after maxing out',
      'how many days off after a powerlifting meet',
      'when can i train heavy again after a 1rm test',
      'how long until i bounce back after a max day',
    ],
    keywords: ['after maxing', 'after testing', 'after a meet', 'after max day', 'bounce back'],
    answer:
      'Most lifters feel back to normal 3-7 days after a max test: muscles recover in 2-3 days, while joints, the nervous system and motivation can take up to a week. Make the following week lighter, around 70-80% of your new maxes for fewer sets, then start the next block from those numbers. After a full meet, take 1-2 easier weeks. If you still feel flat or achy after two weeks, look at sleep, food and how often you test.',
    why: 'A maximal effort stresses the tendons, joints and nervous system more than usual training, so performance dips for a few days even when muscle soreness is small.',
    suggestions: ['How do I test my one-rep max?', 'What is a deload week?'],
  },
  // Source: Petrofsky et al., Cold vs. heat after exercise: is there a clear winner for muscle soreness?, J Strength Cond Res (2015); Malanga, Yan & Stark, Mechanisms and efficacy of heat and cold therapies for musculoskeletal injury, Postgrad Med (2015)
  {
    id: 'heat-or-cold-for-soreness',
    intent: 'recovery',
    title: 'Heat or ice for sore muscles?',
    questions: [
      'heat or ice for sore muscles',
      'should i use a heat pack when im sore',
      'is ice good for doms',
      'hot bath or cold for muscle soreness',
      'ice or heat after a hard workout',
    ],
    keywords: [
      'heat or ice',
      'ice or heat',
      'ice bath or hot bath',
      'heat pack',
      'hot water bottle',
      'cold pack',
      'sore muscles',
      'soreness relief',
    ],
    answer:
      'For ordinary muscle soreness, warmth is usually the better pick: a warm bath, shower or heat pack for 15-20 minutes eases stiffness. Cold dulls soreness briefly too, but regular ice baths straight after lifting can blunt muscle and strength gains, and ice is mainly for a fresh, swollen injury like a sprain. Neither speeds repair much; gentle movement, sleep and protein matter more. Never put ice or heat straight on skin, and skip heat on a swollen, hot joint.',
    why: 'Warmth increases blood flow and relaxes stiff muscle, while cold mainly numbs pain and limits swelling, which matters after an acute injury rather than after normal training.',
    suggestions: [
      'How do I reduce muscle soreness?',
      'Ice or heat for an injury?',
      'Are ice baths good for recovery?',
    ],
  },
  // Source: ACSM's Guidelines for Exercise Testing and Prescription, 11th ed. (2021), flexibility; Behm et al., Acute effects of muscle stretching on physical performance, range of motion, and injury incidence, Appl Physiol Nutr Metab (2016)
  {
    id: 'flexibility-vs-mobility',
    intent: 'recovery',
    title: 'Is being flexible the same as being mobile?',
    questions: [
      'what is the difference between flexibility and mobility',
      'flexibility vs mobility',
      'is mobility the same as flexibility',
      'do i need flexibility or mobility work',
    ],
    keywords: [
      'flexibility vs mobility',
      'mobility vs flexibility',
      'active range',
      'passive range',
    ],
    answer:
      'Flexibility is how far a muscle lets a joint move when something else moves it (passive range of motion, like a hamstring stretch pulled by a strap). Mobility is how far you can move the joint yourself, with control and strength, through that range (active range of motion, like a deep squat). You need both: stretch to gain range, then use the range with slow, controlled movements and strength work at the end positions so it sticks.',
    why: 'Range you cannot control is not usable in training; loading the end of the range teaches the nervous system that the position is safe, so the range stays.',
    suggestions: ['Give me a mobility routine', 'Should I stretch before lifting?'],
  },
  // Source: Helms et al., Application of the repetitions in reserve-based RPE scale for resistance training (Strength Cond J 2016); Fullagar et al., Sleep and athletic performance, systematic review (Sports Med 2015)
  {
    id: 'strength-varies-day-to-day',
    intent: 'training',
    title: 'Why do I feel weaker on some days?',
    questions: [
      'why do i feel weaker some days',
      'some sessions i feel strong and others weak',
      'bad day at the gym everything felt heavy',
      'my lifts felt way heavier today',
      'off day in the gym is that normal',
    ],
    keywords: [
      'weaker some days',
      'weaker on some days',
      'weak today',
      'off day',
      'bad day at the gym',
      'felt heavy today',
      'strength varies',
    ],
    answer:
      'It is normal: day-to-day strength can vary by 5-10%. The usual causes are short or poor sleep, stress, under-eating or low carbs, not enough fluid, leftover fatigue from recent sessions, an illness coming on and, for some, the menstrual cycle. On a weak day, keep the session but take a little weight off, stopping sets 2-3 reps short of failure. Judge progress over weeks, not one workout; if you feel weak for two weeks or more, take a deload week.',
    why: 'Your performance on a given day reflects how recovered your muscles and nervous system are, which sleep, food, stress and previous training all change.',
    suggestions: ['When do I need a deload?', 'Training after poor sleep?'],
  },
  // Source: Plews et al., Training adaptation and heart rate variability in elite endurance athletes, Sports Med (2013); Vesterinen et al., Individual endurance training prescription with heart rate variability, Med Sci Sports Exerc (2016); Helms et al., Application of the repetitions in reserve-based rating of perceived exertion scale for resistance training, Strength Cond J (2016)
  {
    id: 'low-readiness-heavy-day',
    intent: 'recovery',
    title: 'Readiness down and resting heart rate up on a heavy day: train or not?',
    questions: [
      'my hrv is low should i train heavy today',
      'resting heart rate is up a few beats, still do my heavy session',
      'low readiness score on a heavy squat day, go or skip',
      'hrv has been down for days, should i go lighter',
      'whoop says red recovery, should i still lift',
    ],
    keywords: [
      'low hrv',
      'resting hr',
      'raised resting heart rate',
      'resting heart rate higher',
      'readiness',
      'recovery score',
      'whoop',
      'oura',
    ],
    answer:
      'Usually train, but scale it back. Several days of HRV below your own baseline with resting heart rate 5 or more beats higher point to fatigue, poor sleep, stress or an illness coming on. Warm up: if the bar moves normally, cap top sets at RPE 7-8 or drop loads 5-10% and cut back-off sets by a third to a half; if warm-ups feel slow and heavy, make it a technique day at 60-70%. With a fever or feeling ill, rest. Sleep 8 hours or more and recheck tomorrow.',
    why: 'A falling HRV and a rising resting heart rate over days show the nervous system under strain; studies that lighten training on such days get equal or better results than fixed plans.',
    suggestions: [
      'What is heart rate variability?',
      'Am I overtraining?',
      'What is a deload week?',
    ],
  },
  // Source: ACSM's Guidelines for Exercise Testing and Prescription, 11th ed. (2021): flexibility exercise
  {
    id: 'sore-after-stretching',
    intent: 'injury',
    title: 'Is it normal to be sore after stretching?',
    questions: [
      'hamstrings feel bruised after an hour of splits practice',
      'is it normal to ache the day after a long stretching session',
      'did i overstretch yesterday',
      'is it normal to feel it the day after a long flexibility session',
    ],
    keywords: ['overstretch', 'overstretched', 'splits practice', 'after stretching'],
    answer:
      'A mild, dull ache for a day or two after a long or deep stretching session is common and normal, like soreness after a new workout. Keep it gentle for 2-3 days: easy walking and light movement, no deep stretching. Sharp pain during the stretch, a pop, visible bruising or pain when you walk point to a strain: rest it, and see a physio if it has not eased within a week. Build up stretching time gradually, 10-20 minutes a session.',
    why: 'Long or deep stretching loads the muscle and its tendon more than usual, which causes the same mild soreness as new exercise; a real strain tears fibres and hurts sharply.',
    suggestions: [
      'How do I get the splits?',
      'How long should I hold a stretch?',
      'Stretching or yoga?',
    ],
  },
  // Source: ACSM's Guidelines for Exercise Testing and Prescription, 11th ed. (2021): flexibility exercise
  {
    id: 'yoga-vs-stretching',
    intent: 'recovery',
    title: 'Yoga or stretching for flexibility?',
    questions: [
      'yoga or just normal stretching which is better',
      'im not flexible at all, a class or stretching at home',
      'which loosens you up more, a class or doing it alone',
      'would a beginners class or my own routine help me loosen up more',
    ],
    keywords: ['yoga or stretching', 'yoga vs stretching', 'stretching or yoga'],
    answer:
      'Both work: flexibility comes from time spent in stretches, about 60 seconds per muscle on most days, whichever way you do it. Yoga adds strength, balance and relaxed breathing, and a beginners or gentle class uses blocks and straps, so nobody needs to be flexible to start. Stretching at home is simpler and just as good for range. Pick the one you enjoy and will keep doing: being consistent matters more than the method.',
    why: 'Range of motion improves mainly with total weekly stretch time and tolerance to the stretch, which yoga and plain stretching both build.',
    suggestions: [
      'How long should I hold a stretch?',
      'Are yoga or pilates good for lifters?',
      'Stretch before or after?',
    ],
  },
];
