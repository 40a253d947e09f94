import type { KnowledgeTopic } from './knowledge-topic';

/**
 * Training methods and jargon (Tabata, EMOM, AMRAP, drop sets...), 1RM testing, meet peaking,
 * equipment, grip and neck work, weekly splits and other questions people ask a personal trainer
 * (cardio, and skills such as the first pull-up, have their own files).
 */
export const trainingMethodsTopics: readonly KnowledgeTopic[] = [
  // Source: ACSM Position Stand, Progression models in resistance training for healthy adults (2009); Lopes et al., Elastic bands vs conventional resistance training, SAGE Open Med (2019); TheraBand resistance band safety instructions
  {
    id: 'resistance-band-progression',
    intent: 'training',
    title: 'When do I move up to a stronger resistance band?',
    questions: [
      'when do i move up to the stronger resistance band',
      'my band feels too easy now',
      'which band colour should i use',
      'how do i make band exercises harder',
      'my resistance band snapped, how do i stop that',
    ],
    keywords: [
      'resistance band',
      'stronger band',
      'heavier band',
      'band colour',
      'band tension',
      'band snapped',
      'bands',
    ],
    answer:
      'Move up when you can do 2 more reps than the top of your range, say 15 instead of 12-13, with good form for two sessions in a row; first try stepping further from the anchor, a 3-second lowering or doubling up two bands. Pushed this hard, bands build strength and muscle as well as weights. Check bands before each use for nicks, tears or sticky spots, replace damaged ones, anchor them securely and keep them away from your face.',
    why: 'Bands build strength as well as weights when the effort is similar; they get harder the more they stretch, so position and band strength together set the load.',
    suggestions: [
      'How many reps should I do with a band?',
      'Give me a 20 minute band workout',
      'What is progressive overload?',
    ],
  },
  // Source: Tabata et al., Effects of moderate-intensity endurance and high-intensity intermittent training on anaerobic capacity and VO2max, Med Sci Sports Exerc (1996)
  {
    id: 'tabata',
    intent: 'training',
    title: 'What is a Tabata workout?',
    questions: [
      'tabata?',
      'what is tabata training',
      'how long is a tabata round',
      'tabata 20 10 how many rounds',
      'is tabata good for fat loss',
      'tabbata workout for beginers',
    ],
    keywords: [
      'tabata',
      '20 on 10 off',
      '20/10',
      '4 minute workout',
      'tabata protocol',
      'tabata intervals',
    ],
    answer:
      'Tabata is an interval format of 20 seconds all-out work and 10 seconds rest, repeated 8 times, so one round takes exactly 4 minutes. The original study used near-maximal cycling, so true Tabata should leave you struggling by round 8. Pick one simple move such as bike sprints, burpees, squat jumps or kettlebell swings. Warm up for 5-10 minutes first, do 1-3 rounds with 1-2 minutes between, and limit it to 2-3 sessions a week.',
    why: 'The short rests stop you recovering, so both aerobic and anaerobic systems are pushed hard; the original study found gains in VO2 max and anaerobic capacity after 6 weeks.',
    suggestions: [
      'What is an EMOM workout?',
      'HIIT or steady-state cardio?',
      'What is circuit training?',
    ],
  },
  // Source: Feito et al., High-Intensity Functional Training (HIFT): Definition and Research Implications for Improved Fitness, Sports (2018)
  {
    id: 'emom',
    intent: 'training',
    title: 'What is an EMOM workout?',
    questions: [
      'emom?',
      'what does emom mean',
      'emom vs amrap',
      'how do emom workouts work',
      'good emom for beginners',
      'every minute on the minute workout',
    ],
    keywords: [
      'emom',
      'every minute on the minute',
      'e2mom',
      'emom workout',
      'crossfit',
      'conditioning',
    ],
    answer:
      'EMOM means every minute on the minute: at the start of each minute you do a set number of reps, and the time left is your rest. For example, 10 minutes of 5 pull-ups and 10 air squats. Pick work you finish in about 30-40 seconds so you get 20-30 seconds rest; if you cannot finish in time, cut the reps. Unlike an AMRAP, an EMOM fixes the work and pace, so it suits skill practice and keeps quality high.',
    why: 'The built-in rest keeps each set crisp, so you pile up lots of good-quality reps while your heart rate stays high.',
    suggestions: [
      'What does AMRAP mean?',
      'What is a Tabata workout?',
      'What is circuit training?',
    ],
  },
  // Source: Feito et al., High-Intensity Functional Training (HIFT): Definition and Research Implications for Improved Fitness, Sports (2018)
  {
    id: 'amrap',
    intent: 'training',
    title: 'What does AMRAP mean?',
    questions: [
      'amrap?',
      'what is an amrap',
      'amrap meaning gym',
      'amrap vs emom which is better',
      'how to pace an amrap',
      'as many reps as possible set',
    ],
    keywords: [
      'amrap',
      'as many reps as possible',
      'as many rounds as possible',
      'amrap set',
      'metcon',
      'crossfit',
    ],
    answer:
      'AMRAP means as many reps as possible, or as many rounds as possible. In a timed AMRAP you repeat a circuit, for example 5 push-ups, 10 lunges and 15 sit-ups, for a set time such as 12 minutes and count your rounds. In strength programmes, an AMRAP set means doing as many clean reps as you can with a given weight, often on the last set. Pace yourself steadily, stop when form breaks, and try to beat your score next time.',
    why: 'A fixed time or weight with an open rep count gives you a score to beat, which makes progress easy to measure and shows when to add weight.',
    suggestions: [
      'What is an EMOM workout?',
      'How do I estimate my 1RM?',
      'What is circuit training?',
    ],
  },
  // Source: Iversen et al., No time to lift? Designing time-efficient training programs for strength and hypertrophy, Sports Med (2021)
  {
    id: 'supersets',
    intent: 'training',
    title: 'What is a superset?',
    questions: [
      'what is a superset',
      'are supersets good for muscle',
      'superset vs giant set',
      'how to superset exercises',
      'do supersets burn more fat',
      'supersetting chest and back',
      'can i superset legs and upper body to save time',
      'superset ideas for a home workout',
    ],
    keywords: ['superset', 'supersets', 'giant set', 'compound set', 'antagonist', 'paired sets'],
    answer:
      'A superset is two exercises done back to back with little or no rest, then about 1-2 minutes of rest before repeating. Pairing opposing or non-competing muscles, like bench press with rows, or a lower-body move with an upper-body one such as squats with push-ups, saves roughly half the time without hurting performance. Pairing two moves for the same muscle is harder. Three or more moves in a row is a giant set. Avoid supersetting squats with deadlifts.',
    why: 'While one muscle works its opposite rests, so sets and loads stay about the same in less time; same-muscle supersets add fatigue that lowers the weight you can use.',
    suggestions: [
      'What are drop sets?',
      'What can I do in only 20 minutes?',
      'What is circuit training?',
    ],
  },
  // Source: Krzysztofik et al., Maximizing Muscle Hypertrophy: A Systematic Review of Advanced Resistance Training Techniques and Methods, Int J Environ Res Public Health (2019)
  {
    id: 'drop-sets',
    intent: 'training',
    title: 'What are drop sets?',
    questions: [
      'what is a drop set',
      'do drop sets build muscle',
      'how to do drop sets',
      'drop sets every workout?',
      'dropset vs normal sets',
      'drop sets vs supersets difference',
      'strip sets',
    ],
    keywords: [
      'drop set',
      'drop sets',
      'dropset',
      'strip set',
      'running the rack',
      'intensity technique',
    ],
    answer:
      'In a drop set you take a set close to failure, then immediately drop the weight by about 20-30% and continue for more reps, usually for 1-3 drops. Unlike a superset, it stays on one exercise. It builds about as much muscle as normal sets in less time. Use it on the last set of machine, cable or dumbbell moves, not heavy barbell squats, and on 1-2 exercises per session; with no weights, switch to an easier variation instead (push-ups, then incline or knee push-ups).',
    why: 'Dropping the weight lets you keep working a muscle that is already near failure, piling up hard reps in a short time; studies show similar growth to traditional sets.',
    suggestions: [
      'What is rest-pause training?',
      'What is a superset?',
      'Should I train to failure?',
    ],
  },
  // Source: Krzysztofik et al., Maximizing Muscle Hypertrophy: A Systematic Review of Advanced Resistance Training Techniques and Methods, Int J Environ Res Public Health (2019)
  {
    id: 'pyramid-sets',
    intent: 'training',
    title: 'What are pyramid sets?',
    questions: [
      'what is a pyramid set',
      'pyramid training good?',
      'reverse pyramid training',
      'how to do pyramid sets on bench',
      'ascending vs descending sets',
      'rpt workout',
    ],
    keywords: [
      'pyramid',
      'pyramid sets',
      'reverse pyramid',
      'rpt',
      'ascending sets',
      'descending sets',
    ],
    answer:
      'Pyramid sets change the weight and reps each set. In an ascending pyramid you add weight and drop reps, for example 12, 10, 8, then 6 reps. Reverse pyramid training starts with your heaviest set of about 4-6 reps after warming up, then cuts the weight by about 10% each set while adding 1-2 reps. Reverse pyramid is usually better because your heaviest set is done fresh. Count only the hard sets toward your weekly volume.',
    why: 'Varying load within a session trains both heavy strength and higher-rep volume; doing the top set first means fatigue does not limit your heaviest work.',
    suggestions: ['What are drop sets?', 'High reps or low reps?', 'What is progressive overload?'],
  },
  // Source: Wilk et al., The Influence of Movement Tempo During Resistance Training on Muscular Strength and Hypertrophy Responses: A Review, Sports Med (2021)
  {
    id: 'tempo-notation',
    intent: 'training',
    title: 'How do I read numbers like 3-1-1-0 in a program?',
    questions: [
      'what does 3010 tempo mean',
      'what does 3010 mean in my program',
      'what do the 4 numbers in tempo mean',
      'my program says 31x0 what is that',
      'what is the x in 31x0',
      'how to read tempo notation',
    ],
    keywords: [
      'tempo notation',
      '3-0-1-0',
      '3010',
      '3-1-1-0',
      '31x0',
      'eccentric',
      'concentric',
      'pause',
    ],
    answer:
      'Tempo is written as four numbers in seconds: lowering, pause at the bottom, lifting, then pause at the top. So 3-1-1-0 on a squat means take 3 seconds to go down, pause 1 second, stand up in 1 second, and start the next rep straight away. An X means lift as fast as you can while staying in control. Slow tempos make a weight feel much harder, so expect to use about 10-20% less load.',
    why: 'Writing tempo down makes every rep the same length, so sessions are comparable; slower lowering and pauses remove bounce and keep the muscle working for longer.',
    suggestions: [
      'Does lifting slowly build more muscle?',
      'What is rest-pause training?',
      'How heavy should I lift?',
    ],
  },
  // Source: Prestes et al., Strength and muscular adaptations after 6 weeks of rest-pause vs. traditional multiple-sets resistance training in trained subjects, J Strength Cond Res (2019)
  {
    id: 'rest-pause-sets',
    intent: 'training',
    title: 'What is rest-pause training?',
    questions: [
      'what is rest pause',
      'rest-pause sets how to',
      'rest pause vs drop set',
      'myo reps?',
      'are rest pause sets good for hypertrophy',
      'what is myo rep training',
    ],
    keywords: [
      'rest-pause',
      'rest pause',
      'myo reps',
      'myo-reps',
      'mini sets',
      'intensity technique',
    ],
    answer:
      'Rest-pause means doing a set close to failure, resting 10-20 seconds, then doing a few more reps with the same weight, usually for 2-3 mini sets. For example, 10 reps, rest 15 seconds, 4 reps, rest 15 seconds, 2 reps. Myo-reps are a similar method. It saves time and builds muscle about as well as normal sets. Use it on safer exercises like machines, cables, dumbbells and pull-ups, not heavy squats or deadlifts, and on 1-2 moves per session.',
    why: 'The short pauses let you do more reps near failure with the same load, so you get several hard, muscle-building reps in much less time.',
    suggestions: ['What are drop sets?', 'What are cluster sets?', 'Should I train to failure?'],
  },
  // Source: Tufano, Brown & Haff, Theoretical and practical aspects of different cluster set structures: a systematic review, J Strength Cond Res (2017)
  {
    id: 'cluster-sets',
    intent: 'training',
    title: 'What are cluster sets?',
    questions: [
      'what are cluster sets',
      'cluster set vs rest pause',
      'how to do clusters for strength',
      'cluster sets for power',
      'intra set rest?',
    ],
    keywords: [
      'cluster sets',
      'cluster set',
      'clusters',
      'intra-set rest',
      'bar speed',
      'power training',
    ],
    answer:
      'Cluster sets break a set into small chunks with short rests, so every rep stays fast and clean. For example, instead of 5 straight reps at 85% of your max, do 5 singles or 2+2+1 with 15-30 seconds between, then rest normally before the next set. Clusters let you lift heavier for more total reps and keep bar speed high, which suits strength, power and sport training. Unlike rest-pause, you stay well short of failure.',
    why: 'Short breaks partly restore quick energy stores between reps, so fatigue builds more slowly and each rep can be heavier or more explosive.',
    suggestions: [
      'What is rest-pause training?',
      'How do I jump higher?',
      'What is periodization?',
    ],
  },
  // Source: Muñoz-Martínez et al., Effectiveness of resistance circuit-based training for maximum oxygen uptake and upper-body one-repetition maximum improvements: a systematic review and meta-analysis, Sports Med (2017)
  {
    id: 'circuit-training',
    intent: 'training',
    title: 'What is circuit training?',
    questions: [
      'what is circuit training',
      'is circuit training good for weight loss',
      'how to make a circuit workout',
      'circuits vs normal sets',
      'full body circuit for beginners',
    ],
    keywords: [
      'circuit training',
      'circuit',
      'circuits',
      'stations',
      'full body circuit',
      'metcon',
    ],
    answer:
      'Circuit training means moving through 5-10 exercises in a row with little rest, then repeating the circuit 2-4 times. Mix body areas so each muscle rests while another works, for example squat, push-up, row, lunge, plank and kettlebell swing. Work for 30-45 seconds or 10-15 reps per station, rest 1-2 minutes between rounds, and use weights you can move with good form. It builds strength and fitness together in 20-30 minutes.',
    why: 'Short rests keep your heart rate up while each muscle still gets a break, so one session improves both strength and aerobic fitness.',
    suggestions: [
      'What is a Tabata workout?',
      'What is a superset?',
      'Do I need cardio to lose fat?',
    ],
  },
  // Source: NSCA Essentials of Strength Training and Conditioning, 4th ed. (2016), 1RM testing protocol
  {
    id: 'one-rep-max-testing',
    intent: 'training',
    title: 'How do I test my one-rep max?',
    questions: [
      'how to test 1rm',
      'how do i find my max',
      'how to max out safely',
      'should beginners test 1rm',
      '1 rep max test protocol',
      'how often shud i test my max',
    ],
    keywords: ['1rm', 'one rep max', '1rm test', 'max out', 'maxing', 'heavy single', 'max test'],
    answer:
      'Test a one-rep max when you are fresh, with a spotter or safety bars, ideally after a few months of consistent training. Warm up with about 5 reps at 50%, 3 at 70%, 1-2 at 80% and 1 at 90% of your expected max, resting 2-5 minutes between. Then add 2.5-5% per attempt and find your max within 3-5 attempts. Stop when form breaks or bar speed slows sharply. Do not max out every week: test every 8-12 weeks and practise heavy singles at about 85-90% instead.',
    why: 'Gradual warm-up singles prime your nervous system without tiring you, and capping the heavy attempts means your best effort comes before fatigue sets in.',
    suggestions: [
      'How do I estimate my 1RM?',
      'How do I peak for a powerlifting meet?',
      'What is periodization?',
    ],
  },
  // Source: NSCA Essentials of Strength Training and Conditioning, 4th ed. (2016), spotting and safety equipment; ACSM's Guidelines for Exercise Testing and Prescription, 11th ed. (2021)
  {
    id: 'failing-a-rep-safely',
    intent: 'training',
    title: 'How do I fail a heavy rep safely?',
    questions: [
      'scared to fail a squat',
      'what if i get stuck under the bar',
      'how do i bail a squat',
      'scared of failing a pr',
      'what happens if i fail on bench',
      'how to fail a lift safely',
    ],
    keywords: [
      'bail',
      'bailing',
      'fail a rep',
      'failing a lift',
      'safety pins',
      'safeties',
      'spotter',
      'stuck under the bar',
    ],
    answer:
      'Set it up so failing is a non-event. Squat inside a rack with the safety pins or straps just below the bottom of your squat: if you stall, sit down onto them and step out. Bench with safeties at chest height or a spotter who knows your plan, and never with collars alone in an empty gym. Practise a bail with an empty bar, take attempts only when warmed up and fresh, and go up in small jumps so a miss is rare.',
    why: 'Safety pins and a practised exit turn a missed rep into a controlled set-down, and fear of failing fades once you have done it on purpose with a light bar.',
    suggestions: [
      'How do I test my one-rep max?',
      'How heavy should I lift?',
      'What should I do after a bad session?',
    ],
  },
  // Source: LeSuer et al., The accuracy of prediction equations for estimating 1-RM performance in the bench press, squat, and deadlift, J Strength Cond Res (1997)
  {
    id: 'estimate-one-rep-max',
    intent: 'training',
    title: 'How do I estimate my 1RM?',
    questions: [
      '1rm calculator',
      'estimate my max from reps',
      'if i bench 80kg for 8 whats my max',
      'how to calculate one rep max',
      'epley formula',
      'whats my max if i can do 100 for 5',
    ],
    keywords: [
      '1rm calculator',
      'estimated 1rm',
      'e1rm',
      'epley',
      'brzycki',
      'rep max',
      'calculate max',
    ],
    answer:
      'Estimate your 1RM from a hard set of 3-10 reps with the Epley formula: weight x (1 + reps / 30). For example, 80 kg for 8 reps gives about 101 kg. As rough guides, your 5-rep max is about 87% of your 1RM and your 10-rep max about 75%. Estimates are most accurate under about 10 reps and from sets taken close to failure, and can be 5-10% off for some people and lifts.',
    why: 'The reps you can manage fall in a fairly predictable way as the load rises, so a near-failure set tells you roughly what a single would be without the risk and fatigue of maxing out.',
    suggestions: [
      'How do I test my one-rep max?',
      'How heavy should I lift?',
      'What does AMRAP mean?',
    ],
  },
  // Source: Williams et al., Comparison of periodized and non-periodized resistance training on maximal strength: a meta-analysis, Sports Med (2017)
  {
    id: 'periodization',
    intent: 'training',
    title: 'What is periodization?',
    questions: [
      'what is periodization',
      'linear vs undulating periodization',
      'do i need to periodize my training',
      'what is a mesocycle',
      'how long should a mesocycle or training block last',
      'dup programming',
      'block periodisation explained',
    ],
    keywords: [
      'periodization',
      'periodisation',
      'linear periodization',
      'undulating',
      'dup',
      'block periodization',
      'mesocycle',
      'macrocycle',
      'microcycle',
      'training block',
      'training cycle',
    ],
    answer:
      'Periodization means planning training in phases so volume and intensity change over time instead of staying the same. A mesocycle is one such block or phase, usually 4-8 weeks of building ending in a deload week. Linear periodization moves from lighter, higher-rep weeks to heavier, lower-rep weeks over a 4-12 week block. Undulating periodization varies reps within the week, for example heavy 3-5 reps Monday, moderate 8-10 Wednesday and lighter 12-15 Friday. Both beat unplanned training for strength; beginners progress fine just adding weight each session.',
    why: 'Changing the stimulus in planned steps keeps you adapting and manages fatigue, so you can peak for a test or competition instead of stalling.',
    suggestions: [
      'What is a deload week?',
      'How do I peak for a powerlifting meet?',
      'Why have my lifts stopped going up?',
    ],
  },
  // Source: ACSM Position Stand, Progression models in resistance training for healthy adults,
  // Med Sci Sports Exerc (2009); Simao et al., Exercise order in resistance training, Sports Med (2012)
  {
    id: 'exercise-order',
    intent: 'training',
    title: 'What order should I do my exercises in?',
    questions: [
      'what order should i do my exercises in',
      'why does every workout start with the heavy barbell stuff',
      'compound or isolation first',
      'can i do arms before chest',
      'why do you put squats first',
    ],
    keywords: [
      'exercise order',
      'order of exercises',
      'which first',
      'compound first',
      'isolation first',
    ],
    answer:
      'Do the exercises that matter most and use the most muscle first: big compound lifts such as squats, deadlifts, presses, rows and pull-ups, while you are fresh, your technique is sharpest and you can lift the most. Smaller single-joint moves such as curls, raises and calf work come after, when fatigue matters less. To bring up a lagging muscle or a skill you are learning, move it to the start of the session.',
    why: 'The exercises done first get the most reps and load; fatigue from earlier sets cuts what later ones can do, so the order decides which lifts improve fastest.',
    suggestions: [
      'How many sets per muscle a week?',
      'How long should I rest between sets?',
      'Should I do cardio before or after weights?',
    ],
  },
  // Source: Murlasits, Kneffel & Thalib, The physiological effects of concurrent strength and endurance training sequence: a systematic review and meta-analysis, J Sports Sci (2018); Wilson et al., Concurrent training: a meta-analysis examining interference of aerobic and resistance exercises, J Strength Cond Res (2012)
  {
    id: 'cardio-and-lifting-order',
    intent: 'training',
    title: 'Cardio before or after weights?',
    questions: [
      'cardio before or after weights',
      'should i lift or run first',
      'does cardio kill gains',
      'can i do cardio and weights same day',
      'concurrent training interference',
      'treadmill before or after lifting',
    ],
    keywords: [
      'cardio before weights',
      'cardio after weights',
      'concurrent training',
      'interference effect',
      'lift first',
      'same day',
      'kill gains',
      'eat my gains',
      'fit cardio in',
    ],
    answer:
      'Yes, you can do both on the same day. If strength or muscle is your main goal, lift first and do cardio after, or separate them by 6 or more hours or put them on different days. If endurance is the priority, do cardio first. A 5-10 minute easy bike warm-up is fine before lifting either way. Moderate cardio does not kill gains; keep hard running away from heavy leg days and choose cycling when legs are tired. For fat loss, your calorie deficit matters more than the order.',
    why: 'Cardio beforehand tires your muscles and cuts the weight and reps you can lift; the small interference with strength comes mostly from lots of running and shrinks when sessions are spaced apart.',
    suggestions: [
      'How much cardio should I do a week?',
      'HIIT or steady-state cardio?',
      'Is cycling good exercise?',
    ],
  },
  // Source: Travis et al., Tapering and Peaking Maximal Strength for Powerlifting Performance: A Review, Sports (2020)
  {
    id: 'powerlifting-peaking',
    intent: 'training',
    title: 'How do I peak for a powerlifting meet?',
    questions: [
      'how to peak for a powerlifting meet',
      'taper before a meet',
      'meet prep last 4 weeks',
      'how many weeks out should i taper',
      'peaking program squat bench deadlift',
      'what to do the week of my meet',
    ],
    keywords: [
      'peaking',
      'peak',
      'taper',
      'tapering',
      'meet prep',
      'powerlifting meet',
      'competition',
      'heavy singles',
    ],
    answer:
      'Peak over the last 3-4 weeks by cutting volume while keeping intensity high. About 3-4 weeks out, work up to heavy singles at roughly 90-95% of your max, including your planned openers. In the final 1-2 weeks cut total sets by about 40-60%, keep a few lighter singles, and take your last very heavy session 7-10 days before the meet. Rest or do light technique work for the last 2-3 days, and never test a new max in meet week.',
    why: 'Strength fades slowly while fatigue clears quickly, so dropping volume but keeping heavy weight lets the strength you have built show on the day.',
    suggestions: [
      'How do I pick my meet attempts?',
      'How do I test my one-rep max?',
      'What is a deload week?',
    ],
  },
  // Source: IPF Technical Rules Book (attempts); Travis et al., Tapering and Peaking Maximal Strength for Powerlifting Performance: A Review, Sports (2020)
  {
    id: 'powerlifting-attempts',
    intent: 'training',
    title: 'How do I pick my meet attempts?',
    questions: [
      'what should my opener be',
      'how to choose attempts powerlifting',
      'opener percentage',
      'first meet attempts advice',
      'second and third attempt how much',
      'openers for first powerlifting meet',
    ],
    keywords: [
      'opener',
      'openers',
      'attempts',
      'attempt selection',
      'second attempt',
      'third attempt',
      'powerlifting meet',
    ],
    answer:
      'Open with a weight you could lift for 2-3 reps even on a bad day, around 88-92% of your current max. Take your second attempt at about 95-97%, and go for a personal best of 100-103% on your third only if the second moved well. At a first meet, aim to make all 9 lifts rather than chase records. Practise your openers with competition commands in the last 3-4 weeks.',
    why: 'Missing all three attempts at one lift means no total, so a safe opener secures your meet and builds confidence, and each good lift tells you how much to take next.',
    suggestions: [
      'How do I peak for a powerlifting meet?',
      'How do I estimate my 1RM?',
      'How do I test my one-rep max?',
    ],
  },
  // Source: Lake & Lauder, Kettlebell swing training improves maximal and explosive strength, J Strength Cond Res (2012)
  {
    id: 'kettlebell-basics',
    intent: 'training',
    title: 'How do I start with kettlebells?',
    questions: [
      'kettlebell workout for beginners',
      'what weight kettlebell should i buy',
      'are kettlebells good for fat loss',
      'what size kettlebell for beginners',
      'kettle bell exercises',
      'is a single kettlebell enough to build muscle',
    ],
    keywords: [
      'kettlebell',
      'kettlebells',
      'kb',
      'kettlebell workout',
      'kettlebell weight',
      'kettlebell training',
    ],
    answer:
      'Start with a moderate bell and learn the swing, goblet squat, press, row and Turkish get-up. Most people start swings with 8-16 kg. The swing is a hip hinge, not a squat: push your hips back, then snap them forward so the bell floats to chest height while your arms just guide it. Try 10 sets of 10 swings with short rests, or a 20-minute circuit, 2-3 times a week. One bell builds muscle if you keep progressing: more reps, a slower tempo, single-arm and single-leg moves.',
    why: 'The swing trains hip power and the whole back of the body at a high heart rate, so kettlebells build strength and conditioning together with little equipment.',
    suggestions: [
      'What do I need for a home gym?',
      'What is circuit training?',
      'What is an EMOM workout?',
    ],
  },
  // Source: Lopes et al., Effects of training with elastic resistance versus conventional resistance on muscular strength: A systematic review and meta-analysis, SAGE Open Med (2019)
  {
    id: 'home-gym-essentials',
    intent: 'training',
    title: 'What do I need for a home gym?',
    questions: [
      'what equipment do i need for a home gym',
      'home gym essentials',
      'best home gym on a budget',
      'should i buy adjustable dumbbells',
      'home gym setup ideas',
      'garage gym what to buy first',
    ],
    keywords: [
      'home gym',
      'garage gym',
      'adjustable dumbbells',
      'equipment',
      'resistance bands',
      'power rack',
      'budget',
    ],
    answer:
      'Start with adjustable dumbbells, a sturdy adjustable bench, resistance bands and a doorframe pull-up bar; together they train nearly every muscle. One or two kettlebells add conditioning. If you want to lift heavy, a power rack with safety bars, a barbell and about 100 kg of plates is the next step, plus rubber flooring. Buy kit that lets you keep adding load, because a few fixed light weights soon become too easy.',
    why: 'Progress depends on gradually increasing the challenge, so adjustable equipment keeps working for years, and bands build strength about as well as weights.',
    suggestions: [
      'How do I start with kettlebells?',
      'Can I build muscle at home with bodyweight?',
      'How do I build up to pull-ups?',
    ],
  },
  // Source: Bohannon, Grip Strength: An Indispensable Biomarker For Older Adults, Clin Interv Aging (2019); Leong et al., Prognostic value of grip strength: findings from the PURE study, Lancet (2015)
  {
    id: 'grip-strength',
    intent: 'training',
    title: 'How do I improve my grip strength?',
    questions: [
      'how to improve grip strength',
      'my grip gives out on deadlifts',
      'grip training',
      'should i use lifting straps',
      'weak grip on pull ups',
      'how to get a stronger grip',
    ],
    keywords: [
      'grip',
      'grip strength',
      'straps',
      'lifting straps',
      'farmers carry',
      'dead hang',
      'chalk',
      'hook grip',
    ],
    answer:
      'Train grip directly twice a week and hold the bar more often. Do farmers carries for 3-4 trips of 20-40 m with heavy dumbbells, dead hangs from a pull-up bar for 3 sets of 20-60 seconds, and double-overhand deadlifts in your warm-ups. Use chalk, and save straps for your heaviest sets. Grip is also a marker of health: weaker grip is linked to higher risk of disability and early death.',
    why: 'Grip adapts like any muscle when it is loaded hard and often; straps on every set remove that stimulus, while chalk and a hook grip let you hold more.',
    suggestions: [
      'How do I build bigger forearms?',
      'How do I build up to pull-ups?',
      'Is weightlifting safe after 60?',
    ],
  },
  // Source: Schoenfeld, Ogborn & Krieger, Dose-response relationship between weekly resistance training volume and increases in muscle mass, J Sports Sci (2017)
  {
    id: 'forearm-training',
    intent: 'training',
    title: 'How do I build bigger forearms?',
    questions: [
      'how to get bigger forearms',
      'forearm workout',
      'are wrist curls worth it',
      'do forearms grow from deadlifts',
      'forearm size tips',
      'my forarms wont grow',
    ],
    keywords: [
      'forearms',
      'forearm',
      'wrist curls',
      'reverse curls',
      'hammer curls',
      'brachioradialis',
      'wrist extension',
    ],
    answer:
      'Train forearms directly 2-3 times a week with 6-10 hard sets in total. Use hammer curls and reverse curls for the top of the forearm, and wrist curls and reverse wrist curls for the flexors and extensors, in sets of 10-20 reps through a full range. Farmers carries and heavy pulling add more. Forearms respond like any muscle but start small, so expect slow, steady growth over months.',
    why: 'Heavy holding builds grip strength but limited size; full-range, higher-rep curls stretch and shorten the forearm muscles, which drives growth.',
    suggestions: [
      'How do I improve my grip strength?',
      'How many sets should I do?',
      "Tennis or golfer's elbow",
    ],
  },
  // Source: Hrysomallis, Neck Muscular Strength, Training, Performance and Sport Injury Risk: A Review, Sports Med (2016)
  {
    id: 'neck-training',
    intent: 'training',
    title: 'Should I train my neck?',
    questions: [
      'should i train my neck',
      'neck exercises for bigger neck',
      'neck training for rugby',
      'is neck training safe',
      'neck curls with a harness',
      'how to get a thicker neck',
    ],
    keywords: [
      'neck training',
      'neck',
      'neck curls',
      'neck harness',
      'neck strength',
      'thicker neck',
      'neck isometrics',
    ],
    answer:
      'Yes, if you play contact sports or want a thicker neck, and it is safe when built up slowly. Start with isometric holds: press your head into your hand forwards, backwards and to each side for 10-20 seconds at moderate effort. Then progress to neck curls and extensions lying on a bench, or a neck harness, for 2-3 sets of 15-25 slow reps twice a week. Use light loads and never jerk.',
    why: 'A stronger neck resists sudden head movement, which reduces whiplash-type forces in collision sports; the muscles respond well but are small, so light loads are enough.',
    suggestions: [
      'What should I do about neck pain?',
      'Can exercise improve my posture?',
      'How do I improve my grip strength?',
    ],
  },
  // Source: Speirs et al., Unilateral vs. Bilateral Squat Training for Strength, Sprints, and Agility in Academy Rugby Players, J Strength Cond Res (2016)
  {
    id: 'unilateral-training',
    intent: 'training',
    title: 'Are single-leg exercises worth it?',
    questions: [
      'are unilateral exercises good',
      'single leg exercises worth it',
      'one side stronger than the other',
      'how to fix a muscle imbalance',
      'bulgarian split squats worth it',
      'single arm vs both arms',
    ],
    keywords: [
      'unilateral',
      'single-leg',
      'single arm',
      'one arm',
      'imbalance',
      'weaker side',
      'left side',
      'right side',
      'uneven',
      'split squat',
      'bulgarian split squat',
      'lunges',
    ],
    answer:
      'Yes, include 1-2 unilateral exercises per session, such as Bulgarian split squats, lunges, step-ups, single-leg Romanian deadlifts or one-arm rows. They build strength about as well as two-sided lifts, improve balance and hip stability, and load your back less. If one side is weaker, start with that side and match its reps on the other. Differences of up to about 10-15% are normal and not worth chasing.',
    why: 'Working one side at a time stops the stronger side taking over and demands more from stabilising muscles; studies find similar strength and speed gains from single-leg and two-leg squat training.',
    suggestions: [
      'How do I learn a pistol squat?',
      'How do I jump higher?',
      'Compound or isolation exercises?',
    ],
  },
  // Source: ACSM Position Stand, Progression Models in Resistance Training for Healthy Adults (2009)
  {
    id: 'exercises-per-workout',
    intent: 'training',
    title: 'How many exercises per workout?',
    questions: [
      'how many exercises per workout',
      'how many exercises for each muscle',
      'is 10 lifts too many',
      'how many moves in a full body session',
      'how many exercises for each body part',
      'too many moves in my routine?',
    ],
    keywords: [
      'exercises per workout',
      'lifts per session',
      'moves per session',
      'too many moves',
      'workout size',
    ],
    answer:
      'Most sessions need 4-8 exercises. A full-body workout works well with 5-7: a squat or leg press, a hinge, a push, a pull and 1-3 smaller moves. On a split day, use 2-3 exercises per muscle group for 3-4 sets each. Beyond 8-10 exercises, quality and effort usually drop. What matters is hard sets per muscle each week, so a few exercises done well beat many done half-heartedly.',
    why: 'Muscles respond to total hard sets, not variety; a few well-chosen exercises let you progress each one and keep effort high to the end of the session.',
    suggestions: [
      'How many sets should I do?',
      'How long should a workout be?',
      'Compound or isolation exercises?',
    ],
  },
  // Source: Schoenfeld, Grgic & Krieger, How many times per week should a muscle be trained to maximize muscle hypertrophy? A systematic review and meta-analysis, J Sports Sci (2019)
  {
    id: 'split-by-days',
    intent: 'training',
    title: 'Which split suits the days I can train?',
    questions: [
      'best 4 day split',
      'best 5 day split',
      '3 day split?',
      'i train 5 days a week what split should i do',
      '6 day split ideas',
      'what split for 4 days a week',
      'how should i split my training days',
      'good beginner program for 3 days a week',
    ],
    keywords: [
      'day split',
      'days a week split',
      'workout split',
      'four days',
      'five days',
      'six days',
      'three days',
    ],
    answer:
      'Match the split to your training days so each muscle is worked about twice a week. Two days: two full-body sessions. Three days: full body each time, or push, pull, legs. Four days: upper, lower, upper, lower. Five days: upper, lower, then push, pull, legs. Six days: push, pull, legs twice. A bro split, one muscle group a day, hits each muscle only once a week. Keep at least one full rest day.',
    why: 'Results come from weekly hard sets per muscle, effort and recovery; training each muscle twice a week tends to beat once, and the split just fits that into your schedule.',
    suggestions: [
      'How does an upper/lower split work?',
      'Is push pull legs a good split?',
      'What if I can only train twice a week?',
    ],
  },
  // Source: Schoenfeld, Grgic & Krieger, How many times per week should a muscle be trained to maximize muscle hypertrophy? A systematic review and meta-analysis, J Sports Sci (2019)
  {
    id: 'two-day-split',
    intent: 'training',
    title: 'What if I can only train twice a week?',
    questions: [
      'i can only train twice a week what should i do',
      'two day program',
      'two day full body routine',
      'gym 2x a week plan',
      'twice a week program',
      'plan for two gym days a week',
    ],
    keywords: [
      'twice a week',
      'two days',
      'two sessions a week',
      'two day routine',
      'two full body',
    ],
    answer:
      'Training twice a week is definitely enough to make real strength and muscle gains, especially as a beginner. Do two full-body sessions at least 2 days apart, such as Monday and Thursday. Each session, include a squat or leg press, a hinge, a horizontal push and pull, a vertical push and pull, and a core move, doing 2-4 hard sets of each. Vary exercises slightly between days, for example squats on day A and lunges on day B.',
    why: 'Full-body sessions train every muscle twice a week, giving roughly 6-10 weekly sets per muscle, which is enough for steady progress when the sets are hard.',
    suggestions: [
      'Which split suits the days I can train?',
      'How many exercises per workout?',
      'How many days a week should I train?',
    ],
  },
  // Source: Schoenfeld, Grgic & Krieger, How many times per week should a muscle be trained to maximize muscle hypertrophy? A systematic review and meta-analysis, J Sports Sci (2019)
  {
    id: 'upper-lower-split',
    intent: 'training',
    title: 'How does an upper/lower split work?',
    questions: [
      'upper lower split 4 days',
      'upper lower routine example',
      'is upper lower good for hypertrophy',
      'what to do on upper day',
      'lower body day exercises',
      'upper lower split how many days',
    ],
    keywords: [
      'upper lower',
      'upper/lower',
      'upper lower split',
      'upper day',
      'lower day',
      'upper body day',
      'lower body day',
    ],
    answer:
      'An upper/lower split trains the upper body one day and the lower body the next, four days a week, for example upper Monday, lower Tuesday, upper Thursday and lower Friday, so each muscle gets trained twice weekly. Make one of each pair heavier, 4-6 reps on main lifts, and one lighter, 8-15 reps. Upper days need a press, row, vertical pull, overhead press and arms; lower days a squat, hinge, lunge, hamstrings and calves.',
    why: 'Halving the body keeps sessions shorter than full body while still hitting each muscle twice a week, which suits lifters who need more weekly volume.',
    suggestions: [
      'Which split suits the days I can train?',
      'Is push pull legs a good split?',
      'How many exercises per workout?',
    ],
  },
  // Source: Schoenfeld, Grgic & Krieger, How many times per week should a muscle be trained to maximize muscle hypertrophy? A systematic review and meta-analysis, J Sports Sci (2019)
  {
    id: 'ppl-vs-upper-lower',
    intent: 'training',
    title: 'Six-day split or upper/lower?',
    questions: [
      'ppl or upper lower for hypertrophy',
      'ppl vs upper lower which is better',
      'should i run ppl 6 days or upper lower 4 days',
      'upper lower vs ppl for muscle growth',
      'switch from ppl to upper lower?',
    ],
    keywords: ['six day split', '6 day split', 'four or six days'],
    answer:
      'Both build muscle equally well: each trains every muscle twice a week, and growth follows weekly volume, about 10-20 hard sets per muscle, not the split. Upper/lower 4 days a week leaves 3 rest days, so recovery and a busy schedule are easier, and a missed day hurts less. Push pull legs 6 days spreads the same volume into shorter sessions but needs 6 free days and good sleep. Pick the one you can stick to for months; consistency matters more than the split.',
    why: 'Studies that match weekly sets find similar growth whatever the split once each muscle is trained about twice a week, so adherence and recovery decide which works better for you.',
    suggestions: [
      'Is push pull legs a good split?',
      'How does an upper/lower split work?',
      'How many sets should I do?',
    ],
  },
  // Source: Iversen et al., No time to lift? Designing time-efficient training programs for strength and hypertrophy, Sports Med (2021)
  {
    id: 'shorten-a-workout',
    intent: 'training',
    title: 'How do I shorten my workout?',
    questions: [
      'how do i fit a 90 min program into 45 minutes',
      'my session takes an hour but i only have 40 min',
      'how to cut my workout short without losing gains',
      'how can i make my gym sessions shorter',
      'condense a long workout',
      'trim my routine to fit my lunch break',
    ],
    keywords: ['shorten my workout', 'shorter sessions', 'cut my session', 'less time', 'condense'],
    answer:
      'Keep the main lifts and squeeze the rest. Do your 1-2 big compound lifts first with full rest, then superset the accessories in pairs that do not compete, such as rows with overhead presses or curls with calf raises. Cut rest on accessories to 60-90 seconds, drop one set from each or the least important accessory, and use 2-3 quick warm-up sets instead of many. A 60-minute session usually fits in 40 this way with almost the same hard sets.',
    why: 'Results come from the number of hard sets, not the clock; supersets of non-competing muscles fit the same sets into roughly half the time without lowering the weights you can use.',
    suggestions: [
      'What is a superset?',
      'How long should a workout be?',
      'How long should I rest between sets?',
    ],
  },
  // Source: Slater et al., "Sit Up Straight": Time to Re-evaluate, J Orthop Sports Phys Ther (2019)
  {
    id: 'posture-exercises',
    intent: 'training',
    title: 'Can exercise improve my posture?',
    questions: [
      'exercises to fix posture',
      'how to fix rounded shoulders',
      'forward head posture exercises',
      'hunched back from desk job',
      'bad posture fix',
      'anterior pelvic tilt exercises',
    ],
    keywords: [
      'posture',
      'rounded shoulders',
      'forward head',
      'hunchback',
      'desk posture',
      'pelvic tilt',
      'upper back',
    ],
    answer:
      'Exercise helps you feel better and hold positions more easily, but there is no single perfect posture to fix. Strengthen your upper back 2-3 times a week with rows, face pulls, band pull-aparts and reverse flyes for 3 sets of 12-15, and add doorway chest stretches and upper-back extensions over a foam roller. Most important, change position often: stand up or move every 30-45 minutes if you sit all day.',
    why: 'Research finds only weak links between posture and pain; moving often and having strong, capable muscles matter more than holding one upright position all day.',
    suggestions: [
      'Give me a simple mobility routine',
      'What should I do about neck pain?',
      'What should I do about lower back pain?',
    ],
  },
  // Source: Polsgrove, Eggleston & Lockyer, Impact of 10-weeks of yoga practice on flexibility and balance of college athletes, Int J Yoga (2016); Fernández-Rodríguez et al., Best Exercise Options for Reducing Pain and Disability in Adults With Chronic Low Back Pain, J Orthop Sports Phys Ther (2022)
  {
    id: 'yoga-pilates-for-lifters',
    intent: 'training',
    title: 'Should lifters do yoga or pilates?',
    questions: [
      'is yoga good for lifters',
      'should i do pilates or weights',
      'yoga vs stretching',
      'does yoga build muscle',
      'is pilates good for core',
      'can yoga replace the gym',
      'is yoga good on a rest day',
    ],
    keywords: ['yoga', 'pilates', 'reformer pilates', 'mat pilates', 'hot yoga', 'mind-body'],
    answer:
      'Yes, 1-2 yoga or pilates sessions a week are a good addition to lifting, improving flexibility, balance, core control and relaxation. They do not fully replace lifting, because they build far less strength and muscle than progressively heavier weights. Pilates is especially useful for core control and back pain; yoga for mobility and stress. Do them on rest days or after lifting. With high blood pressure, choose gentle classes, skip long head-down poses and keep breathing.',
    why: 'Yoga and pilates train range of motion, body control and breathing, which lifting covers less, but their loads do not keep increasing enough to drive big strength gains.',
    suggestions: [
      'How do I learn to do the splits?',
      'Give me a simple mobility routine',
      'What is active recovery?',
    ],
  },
  // Source: Escamilla et al., An electromyographic analysis of sumo and conventional style deadlifts, Med Sci Sports Exerc (2002); Cholewa et al., Anthropometrical determinants of deadlift variant performance, J Sports Sci Med (2019)
  {
    id: 'sumo-vs-conventional-deadlift',
    intent: 'training',
    title: 'Sumo or conventional deadlift?',
    questions: [
      'sumo or conventional deadlift',
      'should i pull sumo',
      'is sumo deadlift cheating',
      'which deadlift stance is better for me',
      'sumo vs conventional for long legs',
      'how to choose a deadlift style',
    ],
    keywords: [
      'sumo deadlift',
      'conventional deadlift',
      'sumo',
      'conventional',
      'deadlift stance',
      'wide stance deadlift',
      'deadlift style',
    ],
    answer:
      'Neither is better overall; pick the style that suits your build and lets you lift the most with good form. Sumo, with a wide stance and hands inside the knees, keeps the torso upright, shortens the bar path and works the quads and inner thighs (adductors) more; it often suits long torsos and good hip mobility. Conventional, with feet about hip-width, works the lower back and hamstrings more and often suits long arms. Try both for a few weeks at moderate weights and keep the stronger one.',
    why: 'Limb and torso proportions change how far the bar travels and how upright you can stay, so the same lifter can be noticeably stronger in one style; both train the hips, legs and back well.',
    suggestions: [
      'Should I wear a lifting belt?',
      'How heavy should I lift?',
      'What is progressive overload?',
    ],
  },
  // Source: Harman et al., Effects of a belt on intra-abdominal pressure during weight lifting, Med Sci Sports Exerc (1989); Lander, Simonton & Giacobbe, The effectiveness of weight-belts during the squat exercise, Med Sci Sports Exerc (1990)
  {
    id: 'lifting-belt',
    intent: 'training',
    title: 'Should I wear a lifting belt?',
    questions: [
      'should i wear a lifting belt',
      'do i need a weightlifting belt for squats',
      'how tight should a lifting belt be',
      'when should i start using a belt',
      'does a belt make your core weak',
      'lever or prong belt',
    ],
    keywords: [
      'lifting belt',
      'weightlifting belt',
      'belt',
      'powerlifting belt',
      'belt tightness',
      'bracing',
    ],
    answer:
      'A belt is optional: it helps most on heavy squats and deadlifts, roughly 80% of your max and above, by giving your core something to brace against, which can add a little weight. Learn to brace without one first, and skip it for light and moderate sets. Wear it snug around your belly, tight enough to feel it but with room to slide about one finger in. Take a big breath into your belly and push out into the belt before each rep.',
    why: 'Bracing against a belt raises the pressure inside your abdomen, which stiffens the trunk and supports the spine under heavy loads; it does not weaken your core if you also train without it.',
    suggestions: [
      'Sumo or conventional deadlift?',
      'How heavy should I lift?',
      'How should I warm up?',
    ],
  },
  // Source: Machek et al., Neoprene knee sleeves of varying tightness and their effects on squat performance and pain in trained males, J Strength Cond Res (2021); Harman et al., Effects of a belt on intra-abdominal pressure during weight lifting, Med Sci Sports Exerc (1989)
  {
    id: 'knee-sleeves',
    intent: 'training',
    title: 'Are lifting sleeves and wraps worth it?',
    questions: [
      'are knee sleeves worth buying',
      'do knee sleeves help your squat',
      'knee sleeves or knee wraps',
      'do i need sleeves and a belt to lift',
      'should i squat in knee sleeves',
    ],
    keywords: ['sleeves', 'sleeve', 'neoprene', 'wraps'],
    answer:
      'Knee sleeves are optional: neoprene sleeves keep your knees warm and many lifters find squats feel less achy in them, but they add almost no strength and do not prevent injury. Pick a snug 5-7 mm sleeve that does not pinch. A belt is similar: skip it for light sets and wear it for heavy squats and deadlifts around 80% of your max and above, bracing against it to raise the pressure in your abdomen. Knee pain that lingers needs a physio.',
    why: 'Sleeves add warmth and compression, which can ease joint discomfort; a belt gives the abdominal wall something to push against, stiffening the trunk under heavy loads.',
    suggestions: [
      'Should I wear a lifting belt?',
      'Why do my knees hurt when I squat?',
      'How should I warm up?',
    ],
  },
  // Source: Oranchuk et al., Isometric training and long-term adaptations: effects of muscle length, intensity, and intent: a systematic review, Scand J Med Sci Sports (2019)
  {
    id: 'isometric-training',
    intent: 'training',
    title: 'Do isometric exercises build muscle?',
    questions: [
      'do isometrics build muscle',
      'are isometric holds good for strength',
      'isometric exercises vs normal reps',
      'are wall sits and static holds enough to grow',
      'isometrics for tendon pain',
      'iso holds worth doing',
    ],
    keywords: [
      'isometric',
      'isometrics',
      'isometric training',
      'iso holds',
      'static holds',
      'isometric hold',
    ],
    answer:
      'Yes, isometrics build strength and some muscle, not just in physio. Hard holds at 70-100% effort for 3-5 seconds, or longer holds at lower effort, adding up to about 1-3 minutes per muscle per session 3 times a week, work well. Strength grows mostly near the joint angle you train, so hold at long muscle lengths or several positions. They help tendon pain and sticking points, and combine well with normal dynamic lifts, which build size across the full range better.',
    why: 'Muscle grows from high tension held over time, which isometrics supply, but the nervous system learns strength mostly at the trained angle, so gains transfer less across a full range.',
    suggestions: [
      'How do I train my core?',
      'What is progressive overload?',
      'What is tempo training?',
    ],
  },
  // Source: NSCA, Exercise Technique Manual for Resistance Training, 3rd ed. (2016): Romanian and stiff-leg deadlift
  {
    id: 'rdl-vs-stiff-leg-deadlift',
    intent: 'training',
    title: 'Romanian or stiff-leg deadlift: what is the difference?',
    questions: [
      'romanian deadlift vs stiff leg deadlift',
      'difference between rdl and sldl',
      'straight leg deadlift or rdl',
      'are stiff legged deadlifts the same as rdls',
      'which is better for hamstrings rdl or stiff leg',
    ],
    keywords: [
      'stiff leg deadlift',
      'stiff-legged deadlift',
      'straight leg deadlift',
      'sldl',
      'rdl vs',
      'romanian vs stiff leg',
    ],
    answer:
      'Both are hip hinges for the hamstrings and glutes; the difference is the knees and the range. In a Romanian deadlift you start standing, keep the knees softly bent, push the hips back and lower the bar to about mid-shin, or until your hamstrings are fully stretched. In a stiff-leg deadlift the knees stay almost straight and the bar usually goes down to the floor, which stretches the hamstrings more and needs more flexibility. Keep your back flat in both.',
    why: 'Straighter knees lengthen the hamstrings further at the bottom, so the stiff-leg version loads them in a longer stretch, while soft knees let the hips travel back and keep the spine neutral more easily.',
    suggestions: [
      'Sumo or conventional deadlift?',
      'How heavy should I lift?',
      'What is progressive overload?',
    ],
  },
  // Source: Schoenfeld & Contreras, The muscle pump: potential mechanisms and applications for enhancing hypertrophic adaptations, Strength Cond J (2014)
  {
    id: 'muscle-pump',
    intent: 'training',
    title: 'What is a pump, and does it matter?',
    questions: [
      'whats a pump',
      'does the pump matter for growth',
      'why do my muscles swell after lifting',
      'chasing the pump worth it',
      'no pump does that mean bad workout',
    ],
    keywords: ['pump', 'the pump', 'swell', 'swollen muscles', 'blood flow', 'cell swelling'],
    answer:
      'A pump is the temporary swelling of a working muscle as blood and fluid collect in it during higher-rep sets; it fades within an hour or two. It may add a little to growth, but it is not what builds muscle: hard sets taken close to failure and progressive overload are. Enjoy it from 10-20 rep sets and short rests, but do not judge a workout by it.',
    why: 'Fluid pushed into the muscle cells stretches them, which may signal growth a little; the main driver of hypertrophy is still mechanical tension from hard, progressively heavier sets.',
    suggestions: ['What rep range builds muscle?', 'How close to failure should I train?'],
  },
  // Source: NSCA, Essentials of Strength Training and Conditioning, 4th ed. (2016), chapter on exercise technique and spotting
  {
    id: 'safety-pins-spotter',
    intent: 'training',
    title: 'Should I use safety pins or a spotter?',
    questions: [
      'should i use the safety pins',
      'do i need a spotter for bench',
      'how high should the safety bars be',
      'squatting alone without a spotter',
      'safety arms in the rack',
    ],
    keywords: ['safety pins', 'pins', 'safety bars', 'safety arms', 'spotter', 'spotting', 'rack'],
    answer:
      'Yes: use the pins or safety arms on every heavy squat and bench press, and a spotter when you have one. Set the pins just below the bottom of your range (an inch under the bar at the bottom of the squat, just above your chest on the bench), test them with the empty bar, and if a rep fails, lower the bar onto them. Never bench heavy alone with collars on.',
    why: 'A failed rep with nothing to catch the bar is how lifters get pinned or hurt; pins set at the right height cost nothing and let you push hard sets safely.',
    suggestions: ['How do I bail out of a squat?', 'How heavy should I lift?'],
  },
  // Source: ACSM position stand, Progression models in resistance training for healthy adults (2009); NSCA, Essentials of Strength Training and Conditioning (4th ed.), load increments for novices
  {
    id: 'five-by-five',
    intent: 'training',
    title: 'Is a 5x5 routine any good?',
    questions: [
      'is 5x5 good for beginners',
      'should i do stronglifts 5x5',
      'how much weight do i add each week on 5x5',
      '5x5 program any good for strength',
      'i finished all my 5x5 reps what next',
      'is a five by five routine good for building muscle',
    ],
    keywords: ['5x5', '5 x 5', 'five by five', 'stronglifts', 'starting strength'],
    answer:
      'Yes, 5x5 is a simple, proven strength programme for beginners: 3 full-body sessions a week of squats plus alternating bench press or overhead press and rows or deadlifts, 5 sets of 5 with 2-5 minutes of rest. When you complete all 25 reps with clean form, add weight next session: 2.5 kg on squats and deadlifts, 1-2.5 kg on presses and rows. Warm-up sets do not count. If you miss reps three sessions running, drop the load by 10% and build back.',
    why: 'Beginners recover from and adapt to a heavy session within 48-72 hours, so small, regular load increases on a few compound lifts give fast, measurable strength gains.',
    suggestions: [
      'How many reps for size?',
      'What is progressive overload?',
      'When do I need a deload?',
    ],
  },
  // Source: Willardson & Burkett, The effect of rest interval length on bench press performance (J Strength Cond Res 2006); ACSM position stand, Progression models in resistance training (2009)
  {
    id: 'reps-drop-across-sets',
    intent: 'training',
    title: 'Is it normal that my reps drop on later sets?',
    questions: [
      'my reps drop every set is that normal',
      'pull ups went 8 7 6 5 across sets am i weak',
      'why cant i do the same reps on my last set',
      'first set 10 reps then only 6 by the third',
      'losing reps set to set',
    ],
    keywords: [
      'reps drop',
      'reps dropping',
      'fewer reps each set',
      'losing reps',
      'reps went down',
      'across sets',
      'set to set',
    ],
    answer:
      'Yes, that is normal and expected: fatigue builds over the sets, so reps falling by 1-2 each set, like 8, 7, 6, 5, is common when each set is hard. It means you are working close to failure, which is what builds strength and muscle. To keep more reps, rest longer, about 2-3 minutes on big moves like pull-ups. Progress by beating your total reps across all sets, then your first set.',
    why: 'A hard set uses up phosphocreatine and tires muscle fibres, and 1-2 minutes is not enough to restore them fully, so each later set starts more fatigued.',
    suggestions: ['How long should I rest between sets?', 'How do I get more pull-ups?'],
  },
  // Source: NSCA, Essentials of Strength Training and Conditioning (4th ed.), deadlift technique and set-up; Escamilla et al., biomechanics of the deadlift (Med Sci Sports Exerc 2000)
  {
    id: 'touch-and-go-vs-reset',
    intent: 'training',
    title: 'Touch and go or reset between deadlift reps?',
    questions: [
      'touch and go or reset each rep',
      'should i reset between deadlift reps',
      'is touch and go deadlift bad',
      'dead stop vs touch and go',
      'do i need to let go of the bar between reps',
    ],
    keywords: ['touch and go', 'touch-and-go', 'dead stop', 'reset each rep', 'reset between reps'],
    answer:
      'Both work; resetting each rep is the safer default. A reset, setting the bar down, re-bracing and pulling your back flat before every rep, keeps technique consistent, trains the start of the lift and suits heavy sets or a back that rounds as sets go on. Touch and go, lightly tapping the floor without bouncing, keeps tension for more muscle-building volume, but only while every rep looks like the first. If your form breaks down late in sets, reset.',
    why: 'Dead-stop reps remove the stretch reflex and let you brace afresh, so fatigue is less likely to show up as a rounding back; touch-and-go reps keep the muscles under continuous tension.',
    suggestions: ['Sumo or conventional deadlift?', 'How do I brace properly?'],
  },
  // Source: Grgic et al., Effect of resistance training frequency on gains in muscular strength, systematic review and meta-analysis (Sports Med 2018); NSCA, Essentials of Strength Training and Conditioning (4th ed.)
  {
    id: 'lift-frequency-per-exercise',
    intent: 'training',
    title: 'How often can I squat, bench or deadlift?',
    questions: [
      'is it ok to deadlift twice a week',
      'can i squat 3 times a week',
      'how often should i bench press per week',
      'is deadlifting every week too much',
      'can i squat every day',
      'is it bad to go heavy every session',
    ],
    keywords: [
      'deadlift twice a week',
      'squat twice a week',
      'squat every day',
      'bench twice a week',
      'deadlift frequency',
      'squat frequency',
    ],
    answer:
      'Training a lift 2-3 times a week is fine and often better for strength than once, since practice spreads the same weekly sets over more sessions; every day is too often for heavy work. Keep one session heavy and the other lighter, around 70-80% of your heavy weight or a variation such as pause squats, with 48 hours between. Deadlifts tire the back most, so 1-2 pulls a week suit most people: one heavy, one lighter. Cut back if your lower back stays stiff.',
    why: 'Strength is partly a skill, so more frequent practice with the same weekly volume improves it, while alternating heavy and light days leaves time to recover.',
    suggestions: ['How many sets per week?', 'Sumo or conventional deadlift?'],
  },
  // Source: NSCA, Essentials of Strength Training and Conditioning (4th ed.), program design and
  // recovery; Schoenfeld et al., Resistance training volume and frequency (Sports Med 2016, 2019)
  {
    id: 'training-twice-a-day',
    intent: 'training',
    title: 'Can I work out twice a day?',
    questions: [
      'is it ok to workout twice a day',
      'can i train twice a day',
      'morning and evening workouts same day',
      'two workouts in one day good or bad',
    ],
    keywords: ['two a day', 'two-a-days', 'twice daily'],
    answer:
      'Yes, twice a day is fine if you recover: keep at least 6 hours between sessions, make one of them easy or short (a walk, easy cardio or mobility), or train different muscles in each. Weekly volume and sleep matter more than the number of sessions, so two a day does not beat one good daily session for most people. Eat a proper meal with protein between them, and drop back to one if your lifts stall, you sleep badly or feel run down.',
    why: 'Muscles adapt to the total work of the week and need about 48 hours after hard work; splitting that work into two sessions helps only when each session is fresh.',
    suggestions: ['How many sets per week?', 'Cardio before or after weights?'],
  },
  // Source: NSCA, Essentials of Strength Training and Conditioning (4th ed.), grips and lifting aids; Kompf & Arandjelović, The sticking point in the bench press and grip in the deadlift (Sports Med 2016)
  {
    id: 'straps-and-grip-types',
    intent: 'training',
    title: 'Should I use straps, a mixed grip or a hook grip?',
    questions: [
      'should i use lifting straps',
      'mixed grip or hook grip for deadlifts',
      'are straps cheating',
      'is mixed grip bad for your biceps',
      'how do i do a hook grip',
    ],
    keywords: [
      'straps',
      'lifting straps',
      'mixed grip',
      'hook grip',
      'alternate grip',
      'over under grip',
    ],
    answer:
      'Use straps when your grip, not the target muscle, ends the set: heavy rows, shrugs and top deadlift sets are fine with them, but do warm-ups and lighter sets without so your grip keeps up. A mixed grip (one palm forward, one back) stops the bar rolling; swap which hand faces forward between sets and keep the under-hand arm straight to protect the biceps. A hook grip, the thumb trapped under the fingers, is as secure and symmetrical but hurts for the first few weeks.',
    why: 'Grip often fails before the back and legs on pulling lifts, so aids let the big muscles work harder, while regular strap-free work keeps grip strength growing.',
    suggestions: ['How do I improve my grip?', 'Sumo or conventional deadlift?'],
  },
  // Source: NSCA, Essentials of Strength Training and Conditioning (4th ed.), squat technique; Schoenfeld, Squatting kinematics and kinetics and their application to exercise performance (J Strength Cond Res 2010)
  {
    id: 'butt-wink',
    intent: 'training',
    title: 'Is a pelvic tuck at the bottom of my squat bad?',
    questions: [
      'is it bad if my butt winks',
      'my lower back rounds at the bottom of my squat',
      'how do i fix buttwink',
      'pelvis tucks under at the bottom of squats',
    ],
    keywords: ['buttwink', 'pelvic tuck', 'tuck at the bottom', 'butt wink squat'],
    answer:
      'A little tuck of the pelvis at the very bottom of a deep squat is normal and usually harmless with light or moderate weights. Under heavy load, squat only as deep as you can keep your lower back neutral, often just below parallel. To gain depth, brace harder before each rep, try a slightly wider stance with toes turned out, raise your heels on small plates or use lifting shoes, and work on ankle mobility. If it causes back pain, see a physiotherapist.',
    why: 'Past a certain depth the hips run out of flexion and the pelvis tilts back, which bends the lower spine; that matters most when it is loaded heavily and repeatedly.',
    suggestions: ['How deep should I squat?', 'How do I brace properly?'],
  },
  // Source: Kompf & Arandjelović, Understanding and overcoming the sticking point in resistance exercise, Sports Med (2016); van den Tillaar, Andersen & Saeterbakken, The existence of a sticking region in free weight squats, J Hum Kinet (2014)
  {
    id: 'squat-out-of-the-hole',
    intent: 'training',
    title: 'How do I stop getting stuck out of the hole in the squat?',
    questions: [
      'i get stuck right out of the hole on heavy squats',
      'squat slows down just above parallel, what helps',
      'best accessory for a weak bottom position in the squat',
      'squat stalls coming out of the bottom',
      'how to get stronger out of the hole',
      'squat always dies in the hole',
    ],
    keywords: [
      'out of the hole',
      'weak in the hole',
      'bottom of the squat',
      'pause squat',
      'pin squat',
      'tempo squat',
    ],
    answer:
      'Train the bottom on its own with paused and pin squats. Pause squats: 2-3 seconds in the hole, staying tight, at 65-80% of your max for 3-5 sets of 2-4. Pin squats start dead from pins set at your sticking point, 3-5 sets of 1-3 at 60-80%. Tempo squats, 3-5 seconds down, teach you to stay in position. Then build the quads and hips with front squats, safety-bar or high-bar squats and split squats for 6-10 reps, and drive your upper back into the bar as you leave the bottom.',
    why: 'Missing out of the hole usually means the quads and hip extensors are weakest at that joint angle, or tightness is lost on the bounce; pauses and pins take away the stretch reflex so the weak range has to do the work.',
    suggestions: [
      'My knees cave on heavy squats',
      'How do I pick accessories?',
      'How do I fix my bench off the chest?',
    ],
  },
  // Source: Escamilla, Knee biomechanics of the dynamic squat exercise, Med Sci Sports Exerc (2001); Kompf & Arandjelović, Understanding and overcoming the sticking point in resistance exercise, Sports Med (2016)
  {
    id: 'knees-cave-heavy-squats',
    intent: 'training',
    title: 'How much valgus is OK on heavy singles?',
    questions: [
      'my knees cave in coming out of the hole on heavy singles',
      'knee valgus only on max squats, is it a problem',
      'knees buckle in when the squat gets heavy',
      'is a little valgus bounce ok on max squats',
      'how do i stop my knees caving in',
      'knees collapse inward on heavy reps',
    ],
    keywords: ['valgus', 'valgus bounce', 'max singles', 'heavy singles valgus'],
    answer:
      'Cue "knees out" or "spread the floor" so your knees track over your toes, and lower the load until they do. On near-max singles, a brief inward drift out of the hole that comes back over the toes is common in strong lifters and harmless; knees that keep collapsing, worsen or hurt need work. Keep most sets at 75-85%, where reps stay clean, cap singles above 90% at RPE 8-9, and build the glutes and adductors with paused and tempo squats, Copenhagen planks and hip abduction.',
    why: 'The adductors help extend the hip out of the bottom, so the knees drift in as they take over when the glutes and quads tire; it is grinding repeated collapse under load, not a brief drift, that strains the knee.',
    suggestions: [
      'Weak out of the hole in the squat?',
      'Are squats bad for your knees?',
      'How do I pick accessories?',
    ],
  },
  // Source: Kompf & Arandjelović, The sticking point in the bench press, the squat, and the deadlift, Sports Med (2017); NSCA, Essentials of Strength Training and Conditioning (4th ed.), bench press technique
  {
    id: 'bench-off-the-chest',
    intent: 'training',
    title: 'What helps a bench that stalls at the bottom?',
    questions: [
      'my bench dies a few inches off my chest',
      'weak off the chest on bench press, what accessories',
      'bench slows down just above the chest',
      'how to get stronger at the bottom of the bench',
      'bench slows down right off the chest on heavy sets',
      'what is a spoto press for',
      'is pause bench worth doing',
    ],
    keywords: ['bench bottom', 'paused bench', 'spoto', 'larsen', 'bench dies low'],
    answer:
      'Train the bottom range directly: paused bench with a 1-2 second pause on the chest at 70-85% of your max, Spoto press (pausing 2-3 cm above the chest without touching) and Larsen press (legs out, no leg drive), 3-5 sets of 3-6. Build the pecs and front delts with dumbbell bench or a slightly wider grip for 6-12 reps, and rows and pull-ups so the lats keep the bar path tight. Keep your leg drive and touch the lower chest with elbows under the bar.',
    why: 'The slowest point of a heavy bench is usually 5-10 cm off the chest, where the stretch reflex has faded and the pecs and delts are at a poor angle; pauses remove the bounce so that range has to get stronger.',
    suggestions: [
      'Best accessory for a slow bench lockout?',
      'How do I pick accessories?',
      'Weak out of the hole in the squat?',
    ],
  },
  // Source: Kompf & Arandjelović, The sticking point in the bench press, the squat, and the deadlift, Sports Med (2017); NSCA, Essentials of Strength Training and Conditioning (4th ed.), exercise technique
  {
    id: 'bench-lockout',
    intent: 'training',
    title: 'What helps a slow bench lockout?',
    questions: [
      'best accessory for a slow bench lockout',
      'bench stalls halfway up and i cant lock it out',
      'weak lockout on bench press',
      'how to get stronger triceps for bench',
      'what is a board press or pin press for',
    ],
    keywords: ['bench lockout', 'lockout', 'lock it out', 'board', 'close grip', 'triceps'],
    answer:
      'A lockout that slows in the top third is mostly a triceps job. Use close-grip bench, hands about shoulder-width, for 3-5 sets of 4-8; board or pin press from the top half at 90-105% of your bench for 3-5 sets of 1-3; and floor press. Add triceps work such as JM presses, dips or skull crushers for 3-4 sets of 8-12, twice a week. Check the bar travels back over the shoulders as you press, not forward towards your feet.',
    why: 'The triceps do most of the work as the elbows straighten, and partial presses from pins or boards let you overload that top range with more than your full-range max.',
    suggestions: ['How do I fix my bench off the chest?', 'How do I pick accessories?'],
  },
  // Source: Kompf & Arandjelović, The sticking point in the bench press, the squat, and the deadlift, Sports Med (2017); NSCA, Essentials of Strength Training and Conditioning (4th ed.), deadlift technique
  {
    id: 'deadlift-sticking-point',
    intent: 'training',
    title: 'What helps a deadlift that stalls at the knees or from the floor?',
    questions: [
      'my deadlift stalls right at the knees',
      'deadlift flies off the floor but grinds at my knees',
      'slow off the floor on deadlifts, what accessories',
      'best accessories for deadlift lockout',
      'dl slows down below the knee',
      'what are block pulls and paused deadlifts for',
    ],
    keywords: [
      'at the knees',
      'slow from the floor',
      'block pull',
      'rack pull',
      'deadlift lockout',
      'paused deadlift',
    ],
    answer:
      'Train the range where it slows. At or above the knees, or at lockout, the hips and upper back are behind: paused deadlifts (1-2 seconds below the knee), block or rack pulls at 90-105% for 3-5 sets of 1-3, and RDLs, good mornings or hip thrusts for 3-4 sets of 6-10. Keep the lats tight ("protect your armpits") so the bar stays on your legs. Slow off the floor instead: deficit deadlifts from a 2-5 cm platform, pauses just off the floor and front squats for the quads.',
    why: 'Off the floor the quads do more of the work, while at the knees the hip extensors and back take over; if the bar drifts away from the legs there, the hips must overcome a longer lever.',
    suggestions: [
      'RDL or stiff-leg deadlift?',
      'Sumo or conventional deadlift?',
      'How do I pick accessories?',
    ],
  },
  // Source: NSCA, Essentials of Strength Training and Conditioning (4th ed.), front squat technique; Gullett et al., A biomechanical comparison of back and front squats, J Strength Cond Res (2009)
  {
    id: 'front-squat-elbows-drop',
    intent: 'training',
    title: 'Why do I get dumped forward on heavy front squats?',
    questions: [
      'my elbows drop on heavy front squats',
      'front squat dumps me forward after a few reps',
      'how do i keep my elbows up in the front squat',
      'upper back rounds on heavy front squat triples',
      'losing the bar forward on front squats',
    ],
    keywords: ['dumped forward', 'rack collapses', 'losing the rack', 'heavy front squats'],
    answer:
      'Both: cue "elbows up" out of the bottom, but elbows that drop after a rep or two mostly mean the upper back and brace tire first. Take a big brace before every rep and reset between reps. Build the upper back with paused front squats (2 seconds), front-squat holds or walkouts at 100-110% for 10-15 seconds, and rows. If the rack is hard, stretch the lats, triceps and wrists, or use 2-3 fingers or straps. Keep heavy triples at RPE 8 until the position holds.',
    why: 'The bar sits in front of the spine, so when the thoracic spine rounds and the elbows fall, the bar rolls forward and the torso follows; the upper back keeps the rack shelf up.',
    suggestions: ['Front squat or back squat?', 'Weak out of the hole in the squat?'],
  },
  // Source: Helms et al., Application of the repetitions in reserve-based rating of perceived exertion scale for resistance training, Strength Cond J (2016); Zourdos et al., Novel resistance training-specific RPE scale measuring repetitions in reserve, J Strength Cond Res (2016)
  {
    id: 'back-off-sets-rpe',
    intent: 'training',
    title: 'Should backoffs change when the top set felt easier or harder than its RPE?',
    questions: [
      'top set felt way easier than the rpe, do i add weight to my backoffs',
      'my top single was rpe 9 instead of 7, what do i do for back off sets',
      'how heavy should back off sets be after a top set',
      'follow the planned percentage or go by rpe',
      'top triple flew, should i go heavier',
    ],
    keywords: [
      'backoff sets',
      'backoffs',
      'top set rpe',
      'top triple',
      'top single',
      'autoregulation',
    ],
    answer:
      'Adjust: the top set tells you how strong you are today. Each RPE point is worth about 2-4% of the load, so if a triple planned at RPE 8 felt like RPE 6, add about 5-8% (5-10 kg on a 150 kg triple), either as a heavier top set or straight onto the back-offs. If it felt harder than planned, drop the back-offs by the same amount. Back-off sets usually sit 5-15% below the top set; keep their reps and sets as written and stop when bar speed clearly drops.',
    why: 'Strength moves up and down day to day with sleep and fatigue, so fixed percentages can be too light or too heavy; scaling by RPE keeps the effort the plan wanted.',
    suggestions: ['What does RPE 8 mean?', 'Block or DUP for an advanced lifter?'],
  },
  // Source: Kompf & Arandjelović, The sticking point in the bench press, the squat, and the deadlift, Sports Med (2017); Suchomel et al., The importance of muscular strength: training considerations, Sports Med (2018)
  {
    id: 'choosing-accessories',
    intent: 'training',
    title: 'How should an advanced lifter pick accessories?',
    questions: [
      'how should an advanced lifter pick accessory exercises',
      'what accessories should i do for powerlifting',
      'how do i choose accessory lifts for my weak points',
      'are my accessories a waste, i just do random bodybuilding stuff',
      'best bang for buck accessories for squat bench and deadlift',
    ],
    keywords: [
      'accessory',
      'accessories',
      'accessory exercises',
      'accessory lifts',
      'weak points',
      'weak point',
      'assistance exercises',
    ],
    answer:
      'Pick them for your weak points: where heavy reps slow or fail, and muscles that lag. Off the chest: paused bench and dumbbell press; at bench lockout: close-grip bench and triceps work; out of the hole: pause or front squats; at the knees or lockout on deadlifts: RDLs, block or rack pulls and hip thrusts. Add rows for all three. Do 2-4 accessories per session, 3-4 sets of 6-12 reps at RPE 7-9, keep each for a 4-8 week block and judge it by whether the main lift improved.',
    why: 'Accessories build the muscles and positions that limit a main lift, and keeping them long enough lets them grow and show up in the lift rather than just adding fatigue.',
    suggestions: [
      'How do I fix my bench off the chest?',
      'Deadlift slow at the knees?',
      'Weak out of the hole in the squat?',
    ],
  },
  // Source: Harries et al., Systematic review and meta-analysis of linear and undulating periodized resistance training programs on muscular strength, J Strength Cond Res (2015); Issurin, New horizons for the methodology and physiology of training periodization, Sports Med (2010)
  {
    id: 'block-vs-dup',
    intent: 'training',
    title: 'Block periodisation or DUP for an advanced lifter?',
    questions: [
      'block periodization or dup for an advanced lifter',
      'linear progression stopped working, what programming now',
      'daily undulating vs block periodisation which is better',
      'should i run a block program before my meet',
      'dup or block for strength',
    ],
    keywords: [
      'block periodization',
      'block periodisation',
      'daily undulating',
      'dup',
      'undulating periodization',
      'advanced programming',
    ],
    answer:
      'Both work about equally well for strength; pick by your calendar. Block periodisation runs 3-6 week blocks that each focus on one quality: accumulation (more volume at 65-80%, sets of 5-8), transmutation (75-88%, 3-5 reps), then a peak (88-95%, singles and doubles), which suits a meet date. DUP changes intensity within the week, for example heavy triples, moderate fives and lighter eights, for frequent practice at each intensity, and suits training without a meet soon. Many advanced lifters run DUP inside each block and deload every 4-6 weeks.',
    why: 'Advanced lifters need planned changes in volume and intensity to keep adapting, and meta-analyses find similar strength gains from block and undulating plans when the total work is matched.',
    suggestions: [
      'How do I peak for a powerlifting meet?',
      'Top set felt easy, adjust back-offs?',
      'What is a deload week?',
    ],
  },
  // Source: Latella et al., Long-term strength adaptation: a 15-year analysis of powerlifting athletes, J Strength Cond Res (2020)
  {
    id: 'advanced-lifter-long-stall',
    intent: 'training',
    title: 'My total has not moved in a year: am I at my genetic limit?',
    questions: [
      'same total for a year, am i at my genetic limit',
      'strength stalled for a year as an advanced lifter',
      'no pr in 12 months, is it pointless',
      'have i maxed out my genetic potential for strength',
      'lifting for years and stuck at the same numbers',
    ],
    keywords: ['genetic limit', 'genetic potential', 'same total', 'stalled for a year', 'no pr'],
    answer:
      'Probably not: long-term data on powerlifters show totals still rising after 5-10 years, just slower, often only 1-3% a year, so judge progress over months and years, not weeks. Check the basics first: sleep, enough food (many stall after they stop gaining bodyweight) and whether you have run the same program for years. Then change the stimulus: an 8-12 week higher-volume block to add muscle, work on your weak points, and set small goals such as rep PRs, variation PRs or 2.5 kg on one lift.',
    why: 'Strength gains shrink as you approach your ceiling, so a plan that worked for years eventually stops driving change; more muscle and a new stimulus usually restart progress.',
    suggestions: [
      'Block or DUP for an advanced lifter?',
      'How do I pick accessories?',
      'What is a deload week?',
    ],
  },
  // Source: Kompf & Arandjelović, Understanding and overcoming the sticking point in resistance exercise, Sports Med (2016); Schoenfeld, Squatting kinematics and kinetics and their application to exercise performance, J Strength Cond Res (2010)
  {
    id: 'squat-hips-rise-first',
    intent: 'training',
    title: 'Why do my hips rise first when I squat heavy?',
    questions: [
      'my hips shoot up first out of the hole on heavy squats',
      'squat turns into a good morning when it gets heavy',
      'chest falls forward coming up from a heavy squat',
      'butt rises faster than my shoulders on squats',
      'how do i stop good morning squatting',
    ],
    keywords: ['hips rise first', 'good morning squat', 'hips shoot', 'torso collapses'],
    answer:
      'Hips rising first, turning the squat into a good morning, usually means the quads are the weak link or you lose upper-back tightness out of the bottom. Cue "chest up" or "drive your back into the bar" as you leave the hole. Build the quads with pause squats (2-3 seconds) and front, high-bar or safety-bar squats for 3-5 sets of 3-6, plus leg press or split squats for 8-12. Keep heavy sets at RPE 8 until the torso angle holds, and check ankle mobility or try heeled shoes.',
    why: 'When the quads cannot keep extending the knees, the body shifts the work to the hips and back by straightening the legs first, which tips the chest forward and lengthens the lever on the back.',
    suggestions: [
      'Weak out of the hole in the squat?',
      'Front squat or back squat?',
      'How do I pick accessories?',
    ],
  },
  // Source: NSCA, Essentials of Strength Training and Conditioning (4th ed.), 1RM testing protocol; Travis et al., Tapering and Peaking Maximal Strength for Powerlifting Performance: A Review, Sports (2020)
  {
    id: 'meet-day-warm-up',
    intent: 'training',
    title: 'How do I warm up for my opener at a powerlifting meet?',
    questions: [
      'how do i warm up for my opener on meet day',
      'meet day warm up attempts, what weights',
      'when do i start warming up in the back room',
      'how many warm up sets before my first attempt',
      'warmups at a powerlifting comp',
    ],
    keywords: ['opener', 'warm up for opener', 'meet warm ups', 'warm-up attempts', 'flights'],
    answer:
      'Plan warm-ups back from your opener so the last one ends 5-10 minutes before your attempt. A typical ladder: the bar for 5-10 reps, then about 40-50% x 5, 60% x 3, 70% x 2, 80% x 1 and a last single about 5-10% under the opener, 2-4 minutes apart. A flight of about 10 lifters takes roughly 10-12 minutes a round, so start about 30-45 minutes before your flight lifts. For bench and deadlift you are already warm: take fewer, bigger jumps.',
    why: 'A steady ladder of lighter singles primes the nervous system and rehearses the lift without tiring you, and timing it to the flights stops you cooling down or rushing before the opener.',
    suggestions: ['How do I pick my meet attempts?', 'How do I peak for a powerlifting meet?'],
  },
  // Source: Weakley et al., Velocity-based training: from theory to application, Strength Cond J (2021); Pareja-Blanco et al., Effects of velocity loss during resistance training on athletic performance, strength gains and muscle adaptations, Scand J Med Sci Sports (2017)
  {
    id: 'velocity-based-training',
    intent: 'training',
    title: 'Is velocity-based training worth it?',
    questions: [
      'is velocity based training worth it',
      'what is vbt in lifting',
      'should i buy a velocity tracker for my lifts',
      'how do i use velocity loss to end a set',
      'vbt or rpe for autoregulation',
    ],
    keywords: [
      'velocity based training',
      'vbt',
      'velocity tracker',
      'velocity loss',
      'linear encoder',
    ],
    answer:
      'It is a useful tool, not a must. Measuring bar speed lets you set loads for the day and end sets when speed drops by a set amount: about a 10-20% velocity loss for strength and power, 20-30% or more for muscle size. Studies find it as good as or slightly better than fixed percentages for strength, with less fatigue. You need a reliable device, a linear encoder or a validated app; RPE and reps in reserve give much of the same benefit for free.',
    why: 'Bar speed falls in a predictable way as a set nears failure and as daily strength dips, so it tracks effort and readiness objectively rather than by feel.',
    suggestions: ['What does RPE 8 mean?', 'Block or DUP for an advanced lifter?'],
  },
  // Source: Zatsiorsky & Kraemer, Science and Practice of Strength Training (2nd ed., 2006), maximal and dynamic effort methods; Williams et al., Comparison of periodized and non-periodized resistance training on maximal strength: a meta-analysis, Sports Med (2017)
  {
    id: 'conjugate-method',
    intent: 'training',
    title: 'What is the conjugate method?',
    questions: [
      'what is conjugate method',
      'should i run westside',
      'max effort and dynamic effort days explained',
      'is conjugate good for raw powerlifting',
      'how does westside barbell training work',
    ],
    keywords: ['conjugate', 'conjugate method', 'westside', 'westside barbell'],
    answer:
      'Conjugate, made famous by Westside Barbell, trains several qualities in the same week. A max effort day works up to a 1-3 rep max on a variation (box squat, good morning, floor press) rotated every 1-3 weeks; a dynamic effort day uses fast sets, such as 8-12 doubles at 50-60%, often with bands or chains; and lots of accessory work targets weak points. It suits experienced lifters who like variety; most raw lifters do as well with block or DUP plans that practise the competition lifts often.',
    why: 'Rotating the max effort lift lets you train near your limit every week without stalling on one movement, while the dynamic work trains speed; raw lifting rewards practising the exact competition lifts more.',
    suggestions: ['Block or DUP for an advanced lifter?', 'How do I pick accessories?'],
  },
  // Source: Soria-Gila et al., Effects of variable resistance training on maximal strength: a meta-analysis, J Strength Cond Res (2015); Wallace et al., Effects of elastic bands on force and power characteristics during the back squat exercise, J Strength Cond Res (2006)
  {
    id: 'bands-and-chains',
    intent: 'training',
    title: 'Is there any benefit to chains or bands on the barbell?',
    questions: [
      'are chains on the bar worth it',
      'what do banded squats do',
      'should i add bands to my bench press',
      'accommodating resistance for powerlifting',
      'chains vs bands for deadlift lockout',
    ],
    keywords: ['chains', 'bands and chains', 'accommodating resistance', 'variable resistance'],
    answer:
      'Yes, mainly for experienced lifters: bands or chains add load as the bar rises, so the top of the lift, where you are strongest, gets heavier and you must push hard all the way to lockout. Trained lifters gain slightly more strength and power than with a plain bar; beginners gain little extra. Put about 50-70% of your max on the bar with bands or chains adding 15-35% at the top, for fast sets of 2-5 as speed work, or heavier for lockout strength.',
    why: 'A plain bar is only as heavy as your weakest point allows, so the strong top range is underloaded; variable resistance matches the load to the strength curve.',
    suggestions: ['What is the conjugate method?', 'Best accessory for a slow bench lockout?'],
  },
  // Source: Helms et al., RPE vs. percentage 1RM loading in periodized programs matched for sets and repetitions, Front Physiol (2018); Graham & Cleather, Autoregulation by repetitions in reserve leads to greater improvements in strength over a 12-week training program than fixed loading, J Strength Cond Res (2021)
  {
    id: 'rpe-vs-percentages',
    intent: 'training',
    title: 'RPE or percentages: which should I program by?',
    questions: [
      'rpe or percentages, which is better for programming',
      'should i train off percentages of my max or rpe',
      'is percentage based training better than autoregulation',
      'my percentages feel too heavy on bad days',
      'how do i mix rpe and percent of 1rm',
    ],
    keywords: [
      'percentages',
      'percentage based',
      'percent of 1rm',
      'rpe or percentages',
      'rpe vs percentage',
    ],
    answer:
      'Both work; in studies RPE-based loading matches or slightly beats fixed percentages for strength because it adjusts to the day. Percentages are simple and good for beginners to RPE, peaking and lifts you know well, but a max that is out of date makes them too light or too heavy. A good mix: use percentages of a recent max for the plan, then let RPE adjust, for example a top set at RPE 8 with back-off sets 5-10% lighter. Rate RPE honestly and on video now and then.',
    why: 'Daily strength swings by several percent with sleep, stress and fatigue, so a fixed percentage is a different effort each day while an RPE target keeps the effort the plan intended.',
    suggestions: [
      'Top set felt easy, adjust back-offs?',
      'What does RPE 8 mean?',
      'How do I test my one-rep max?',
    ],
  },
  // Source: Schoenfeld, Ogborn & Krieger, Dose-response relationship between weekly resistance training volume and increases in muscle mass, J Sports Sci (2017); Bickel et al., Exercise dosing to retain resistance training adaptations in young and older adults, Med Sci Sports Exerc (2011)
  {
    id: 'volume-landmarks',
    intent: 'training',
    title: 'What are MEV and MRV (training volume landmarks)?',
    questions: [
      'what is mrv and mev',
      'how do i find my maximum recoverable volume',
      'what is minimum effective volume',
      'maintenance volume sets per week',
      'how many sets before i cant recover',
    ],
    keywords: [
      'mrv',
      'mev',
      'maximum recoverable volume',
      'minimum effective volume',
      'volume landmarks',
    ],
    answer:
      'They are coaching terms for weekly hard sets per muscle. Maintenance volume, about 3-6 sets a week, keeps what you have. Minimum effective volume, often around 6-10 sets, is the least that still drives growth. Most gains come from about 10-20 sets. Maximum recoverable volume is the most you can still recover from, often 20 or more for trained lifters, and it varies by person, muscle and life stress. Start a block near the low end, add 1-2 sets a week, and deload when performance drops.',
    why: 'Muscle growth rises with weekly volume up to a point, but fatigue rises too; the landmarks are rough markers of where extra sets stop paying for the fatigue they cost.',
    suggestions: ['How many sets should I do?', 'What is a deload week?'],
  },
  // Source: Wendler, 5/3/1: The Simplest and Most Effective Training System for Raw Strength (2nd ed., 2011); NSCA, Essentials of Strength Training and Conditioning (4th ed.), load assignment
  {
    id: 'training-max',
    intent: 'training',
    title: 'What is a training max?',
    questions: [
      'what is a training max in 531',
      'how do i set my training max',
      'why use 90 percent of my max for 5/3/1',
      'should i raise my training max every cycle',
      'my training max feels too heavy',
    ],
    keywords: ['training max', '5/3/1', '531', 'wendler'],
    answer:
      'A training max is a deliberately low max that a program takes its percentages from, usually 85-90% of your true one-rep max, so the prescribed sets are heavy but repeatable. In 5/3/1 you add about 2.5 kg to it each cycle for bench and press and 5 kg for squat and deadlift. If you miss the minimum reps on a top set, or sets feel like grinders, lower it by about 10% and build back up.',
    why: 'Programming from a slightly low max leaves room for bad days and lets you beat rep targets, so progress lasts for many cycles instead of stalling after a few weeks.',
    suggestions: ['How do I test my one-rep max?', 'RPE or percentages?'],
  },
  // Source: International Powerlifting Federation, Technical Rules Book (2024), bench press rules and referee commands
  {
    id: 'competition-bench-pause',
    intent: 'training',
    title: 'How long is the pause on a competition bench?',
    questions: [
      'how long do i pause bench in competition',
      'what are the bench commands at a powerlifting meet',
      'how do i practise the press command',
      'what counts as a legal pause at a meet',
      'got red lights for not pausing on bench',
    ],
    keywords: ['bench commands', 'competition pause', 'referee commands', 'meet bench rules'],
    answer:
      'Until the head referee calls "press": the bar must sit motionless on your chest first, usually for about half a second to a second and a half. The commands are "start" once your arms are locked with the bar, "press" when it is still on your chest, and "rack" after the lockout. Practise by pausing 1-2 seconds on most heavy sets, with a training partner calling the commands, and keep your butt on the bench and your feet still throughout.',
    why: 'The press command only comes once the bar is visibly still, so a sinking bar or a bounce delays it or costs the lift; training a longer pause makes the meet pause feel short.',
    suggestions: ['How do I pick my meet attempts?', 'How do I warm up for my opener?'],
  },
  // Source: International Powerlifting Federation, Technical Rules Book (2024), personal equipment; NSCA, Essentials of Strength Training and Conditioning (4th ed.), lifting aids
  {
    id: 'wrist-wraps',
    intent: 'training',
    title: 'Should I use wrist wraps?',
    questions: [
      'should i use wrist wraps for heavy bench',
      'are wrist wraps worth it for overhead press',
      'how tight should wrist wraps be',
      'do wrist wraps weaken your wrists',
      'stiff or flexible wrist wraps',
    ],
    keywords: ['wrist wraps', 'wrist wrap', 'wrist support'],
    answer:
      'Use them for heavy pressing, usually sets above about 80% of your max, when your wrists bend back under the bar; keep warm-ups and lighter work unwrapped so the wrists stay strong. Wrap them around the joint, firm enough to stop it bending back but loose enough to keep feeling in your fingers, and loosen them between sets. Stiff wraps suit bench and squat; in powerlifting meets wraps up to 1 m long and 8 cm wide are allowed. Wrist pain needs a physiotherapist, not tighter wraps.',
    why: 'Wraps stop the wrist extending under a heavy bar, so the load passes straight down the forearm; used only for the heaviest sets they help without taking the work off the wrist muscles.',
    suggestions: ['Should I use straps or a hook grip?', 'Knee sleeves or wraps?'],
  },
  // Source: Lopes et al., Effect of resistance training with elastic bands vs conventional
  // equipment on muscle strength: a systematic review and meta-analysis, SAGE Open Med (2019)
  {
    id: 'bands-enough-to-get-stronger',
    intent: 'training',
    title: 'Are resistance bands enough to get stronger and build muscle?',
    questions: [
      'is a resistance band really enough to get stronger',
      'can you build muscle with just bands',
      'bands vs weights for strength',
      'only have bands at home, will i still get strong',
      'small flat, no room for weights, are bands enough',
    ],
    keywords: ['bands enough', 'just bands', 'only bands', 'bands vs weights'],
    answer:
      'Yes: bands are enough to get stronger and build muscle, especially in your first year or two, as long as each set ends close to failure, within 1-3 reps, and you keep progressing. Studies comparing bands with free weights at a similar effort find similar strength gains. A set of 3-5 bands or tubes with handles fits in a drawer and needs only a mat of floor space. Progress with a stronger band, two bands, slower lowering and pauses.',
    why: 'Muscle responds to hard effort against a load, not to where the load comes from; bands simply get harder as they stretch.',
    suggestions: [
      'When do I move to a stronger band?',
      'Give me a 20 minute band workout',
      'How many reps should I do?',
    ],
  },
  // Source: Lake & Lauder, Kettlebell swing training improves maximal and explosive strength,
  // J Strength Cond Res (2012); NSCA, Kettlebell training (Strength Cond J, 2017)
  {
    id: 'kettlebell-swing-styles',
    intent: 'training',
    title: 'Russian or American kettlebell swing?',
    questions: [
      'russian or american swing',
      'should the kettlebell go overhead on swings',
      'american kettlebell swing vs russian',
      'how high should the kettlebell go',
    ],
    keywords: [
      'russian swing',
      'american swing',
      'overhead swing',
      'swing height',
      'kettlebell swing',
    ],
    answer:
      'For strength and your deadlift, choose the Russian swing, which stops at about chest or eye height. The hips do all the work, you can use a heavier bell, and it is easier on the shoulders and lower back. The American swing carries the bell all the way overhead, where the hips are no longer driving it; it needs good overhead mobility and mostly makes a lighter bell feel harder for conditioning. Keep a flat back and snap the hips either way.',
    why: "The swing's benefit comes from the hip snap; the extra height of the American swing is lifted by the shoulders once the hips have finished.",
    suggestions: [
      'How do I do a kettlebell swing?',
      'How heavy should my kettlebell be?',
      'Do swings help my deadlift?',
    ],
  },
  // Source: Farrokhi et al., Trunk position influences the kinematics, kinetics, and muscle activity
  // of the lead lower extremity during the forward lunge exercise, J Orthop Sports Phys Ther (2008);
  // Schoenfeld, Contreras et al., NSCA Strength Cond J reviews of single-leg squat variations
  {
    id: 'single-leg-lean-quads-or-glutes',
    intent: 'training',
    title: 'Lunges and split squats: lean forward for glutes or stay upright for quads?',
    questions: [
      'bulgarian split squat lean forward or stay upright',
      'how do i make lunges more glute focused',
      'split squats quads or glutes',
      'long or short stride on lunges',
      'torso angle on bulgarian split squats',
    ],
    keywords: [
      'lean forward',
      'stay upright',
      'torso lean',
      'upright torso',
      'quads or glutes',
      'glute focused',
      'quad focused',
      'stride length',
    ],
    answer:
      'Both work; choose by the muscle you want to bias. A slight forward lean of the torso (hinging at the hips, back flat) with a longer stride puts more work on the glutes and hamstrings. An upright torso with a shorter stride, letting the front knee travel forward over the toes, puts more on the quads. Keep the front knee tracking over the toes either way, lower under control, and push through the whole front foot. Pick one set-up and keep it the same so you can track progress.',
    why: 'Leaning forward flexes the hip more, lengthening and loading the glutes, while an upright torso and a forward knee put more bend and load through the knee and quadriceps.',
    suggestions: [
      'How do I do a Bulgarian split squat?',
      'Best exercises for glutes?',
      'Why do my knees hurt on lunges?',
    ],
  },
  // Source: Maeo et al., Triceps brachii hypertrophy is substantially greater after elbow extension
  // training performed in the overhead versus neutral arm position, Eur J Sport Sci (2023)
  {
    id: 'triceps-long-head',
    intent: 'training',
    title: 'Which triceps exercises hit the long head?',
    questions: [
      'do skull crushers hit the long head more than pushdowns',
      'best exercise for the triceps long head',
      'overhead extensions or pushdowns for bigger triceps',
      'which triceps exercise works the long head',
    ],
    keywords: ['long head', 'triceps long head', 'lateral head', 'pushdowns', 'overhead extension'],
    answer:
      'Yes, it is not a myth: the long head is the one triceps head that crosses the shoulder, so it works hardest when your arms are overhead or angled back and the muscle is stretched. Overhead extensions grew it about 1.5 times more than pushdowns in a 12-week study, and skull crushers with the elbows angled slightly back behind your head also stretch it. Pushdowns still load the lateral and medial heads well, so do both: an overhead or skull-crusher move plus a pushdown, 6-10 hard sets a week.',
    why: 'A muscle trained at long lengths, under stretch, tends to grow more; only the long head lengthens further when the shoulder flexes overhead.',
    suggestions: ['How do I do a skull crusher?', 'How do I build bigger arms?'],
  },
];
