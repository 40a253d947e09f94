import type { KnowledgeTopic } from './knowledge-topic';

/**
 * "Which is better, A or B?" for a criterion (upper chest, a bad knee, a beginner, fat loss):
 * each topic gives a verdict and what to do, not "both are good". Questions and keywords carry
 * both sides' words, so a question about one exercise alone still finds its how-to.
 */
export const comparisonTopics: KnowledgeTopic[] = [
  // Source: Rodríguez-Ridao et al., Effect of five bench inclinations on the electromyographic
  // activity of the pectoralis major, anterior deltoid and triceps brachii, IJERPH (2020);
  // Chaves et al., Effects of horizontal and incline bench press on muscle thickness, J Strength
  // Cond Res (2024)
  {
    id: 'incline-vs-flat-bench',
    intent: 'training',
    title: 'Incline or flat press for the upper chest?',
    questions: [
      'incline or flat for upper chest',
      'incline vs flat press which is better',
      'does incline work the upper chest more than flat',
      'flat or incline for upper pecs',
      'what angle incline for upper chest',
      'is flat enough or do i need incline',
    ],
    keywords: [
      'incline vs flat',
      'incline or flat',
      'flat or incline',
      'upper chest',
      'upper pecs',
      'clavicular',
    ],
    answer:
      'For the upper chest, the incline press wins: a bench set to about 15-45 degrees, with 30 degrees a good default, works the upper (clavicular) chest more than a flat bench. Above about 45 degrees the front shoulders take over. The flat bench still builds the middle and lower chest and usually lets you lift the most. For a fuller chest, do both across the week, for example a flat press one day and a low-incline press another, with 6-12 reps taken close to failure.',
    why: 'The upper chest fibres run up towards the collarbone, so pressing at an upward angle lines the load up with them; too steep an angle turns the press into a shoulder press.',
    suggestions: [
      'Barbell or dumbbell bench press?',
      'How many sets for chest a week?',
      'How do I bench press?',
    ],
  },
  // Source: Contreras et al., A comparison of gluteus maximus EMG activity in the back squat and
  // barbell hip thrust, J Appl Biomech (2015); NSCA, Essentials of Strength Training and
  // Conditioning, 4th ed. (2016)
  {
    id: 'glute-bridge-vs-hip-thrust',
    intent: 'training',
    title: 'Bridge or thrust: which should I do?',
    questions: [
      'bridge vs thrust',
      'difference between a bridge and a thrust',
      'thrust or bridge which is better',
      'are bridges as good as thrusts',
      'bridges or thrusts for my bum',
      'is a thrust just a bridge on a bench',
    ],
    keywords: ['bridge vs thrust', 'thrust or bridge', 'bridges or thrusts'],
    answer:
      'They are the same hip movement; the difference is where your back rests. In a glute bridge you lie on the floor or a mat with your shoulders down, so the range is short and it is easy to learn, good for beginners, older adults and home training. In a hip thrust your upper back rests on a bench or sofa edge, so the hips travel further and you can load a barbell or dumbbell more heavily. Start with bridges; move to thrusts when 15-20 bridges feel easy.',
    why: 'Raising the shoulders on a bench lengthens the hips’ range of motion, so the glutes work through more of it and can handle a heavier load.',
    suggestions: [
      'How do I do a hip thrust?',
      'How do I grow my glutes?',
      'How do I do a glute bridge?',
    ],
  },
  // Source: McGill, Low Back Disorders, 3rd ed. (2015); ACSM's Guidelines for Exercise Testing and
  // Prescription, 11th ed. (2021): core and trunk stabilisation exercise
  {
    id: 'plank-vs-dead-bug',
    intent: 'training',
    title: 'Plank or dead bug: which is better for the core?',
    questions: [
      'plank or dead bug for core',
      'dead bugs vs planks which is better',
      'should i do planks or dead bugs',
      'are dead bugs better than planks for abs',
      'plank vs deadbug',
    ],
    keywords: ['plank vs dead bug', 'dead bugs or planks', 'deadbug'],
    answer:
      'Keep both: they train the core in different ways. The plank teaches you to brace and hold your trunk still against gravity, like when you lift or carry something. The dead bug teaches you to keep your lower back and ribs down on the floor while your arms and legs move, which is great for control and for people whose back arches. Do 2-3 sets of each: planks of 20-45 seconds and dead bugs of 6-10 slow reps per side.',
    why: 'The core’s main job is resisting unwanted movement of the spine; a plank resists it in a held position and a dead bug while the limbs move, so they cover different skills.',
    suggestions: [
      'How do I do a plank properly?',
      'How do I train my abs?',
      'What does engage your core mean?',
    ],
  },
  // Source: Schoenfeld et al., Dose-response relationship between weekly resistance training
  // volume and increases in muscle mass, J Sports Sci (2017); Schoenfeld et al., Effects of
  // low- vs. high-load resistance training on muscle strength and hypertrophy, J Strength Cond Res
  // (2017)
  {
    id: 'sets-reps-schemes-equal-volume',
    intent: 'training',
    title: 'Which sets and reps build more muscle, e.g. 4x8 or 3x12?',
    questions: [
      '4 sets of 8 or 3 sets of 12 for muscle',
      '3x12 vs 4x8 which is better',
      'is 5x5 or 3x10 better for size',
      'fewer heavier reps or more lighter reps for the same volume',
      '3 sets of 10 vs 4 sets of 6 for hypertrophy',
    ],
    keywords: ['rep scheme', 'same volume', 'equal volume', 'sets of 8 or sets of 12'],
    answer:
      'For muscle, both build about the same when the total hard sets are similar and each set ends close to failure, about 1-3 reps in reserve. Anything from roughly 6 to 20 reps grows muscle if the last reps are hard. 4x8 uses a heavier weight, so it builds a little more strength; 3x12 uses a lighter one and suits joints and isolation moves. Pick the scheme you enjoy and can progress, and add weight once you reach the top of your rep range.',
    why: 'Muscle growth follows the number of hard sets per muscle and how close each set gets to failure, not the exact rep number within a broad range.',
    suggestions: [
      'How many sets should I do?',
      'High reps or low reps?',
      'What is progressive overload?',
    ],
  },
  // Source: Escamilla et al., Patellofemoral joint force and stress during the forward lunge with
  // and without a stride, Clin Biomech (2008); NICE NG226, Osteoarthritis in over 16s (2022)
  {
    id: 'lunges-vs-squats',
    intent: 'training',
    title: 'Lunges or squats: which is better?',
    questions: [
      'lunges or squats which is better',
      'squats vs lunges which burns more',
      'lunge or squat with bad knees',
      'are lunges harder on the knees than squats',
    ],
    keywords: ['lunges or squats', 'box squats', 'step back'],
    answer:
      'Both work the quads and glutes and burn a similar amount for the same effort, so do both. Squats let you lift more; lunges train one leg at a time for balance and fix side-to-side differences. With a sore knee, pick the version that stays pain-free: reverse lunges (stepping back) and box or chair squats load the knee less than forward lunges and deep squats. Use a shorter range, keep the knee in line with your toes, and stop if the pain gets sharp or worse.',
    why: 'Stepping back keeps the shin more upright and lets the hips take more of the work, and a box limits depth, both cutting the load on the front of the knee.',
    suggestions: [
      'Are squats bad for my knees?',
      'How do I do a reverse lunge?',
      'Leg exercises with knee pain',
    ],
  },
  // Source: NICE NG226, Osteoarthritis in over 16s (2022); ACSM's Guidelines for Exercise Testing
  // and Prescription, 11th ed. (2021): low-impact aerobic exercise for knee osteoarthritis
  {
    id: 'bike-vs-treadmill-bad-knee',
    intent: 'injury',
    title: 'Bike or treadmill with a bad knee?',
    questions: [
      'bike or treadmill for bad knees',
      'is cycling or running better for my knee',
      'exercise bike vs treadmill with knee pain',
      'treadmill or stationary bike, which is easier on the knees',
      'bike or walking for a dodgy knee',
    ],
    keywords: [
      'bike or treadmill',
      'treadmill vs bike',
      'cycling or running',
      'cycling or walking',
    ],
    answer:
      'With a sore knee the exercise bike usually wins: it is low impact, so the knee bends without taking your body weight on each step. Set the seat so the knee is slightly bent at the bottom and start light for 10-20 minutes. Treadmill walking is also fine if it stays pain-free; running has the most impact. Mild discomfort up to 3 out of 10 that settles by the next day is okay; sharp or worsening pain means back off and see a physio.',
    why: 'Cycling moves the knee through a smooth range without the landing forces of walking or running, and moving the joint helps feed the cartilage and ease stiffness.',
    suggestions: [
      'Low impact cardio ideas',
      'Are squats bad for my knees?',
      'How much cardio should I do?',
    ],
  },
  // Source: WHO guidelines on physical activity and sedentary behaviour (2020); AHA, Physical
  // activity and blood pressure; Arthritis Foundation / NICE NG226: aquatic exercise for arthritis
  {
    id: 'walking-vs-swimming',
    intent: 'training',
    title: 'Walking or swimming: which is better?',
    questions: [
      'walking or swimming which is better',
      'swimming vs walking for my bp',
      'is swimming better than walking for my joints',
      'walk or swim for arthritis',
      'should i swim or walk',
    ],
    keywords: ['walking or swimming', 'swimming vs walking', 'walk or swim'],
    answer:
      'Both lower blood pressure about equally, so choose by your joints and what you will keep doing. Swimming or aqua aerobics is low impact: the water takes the weight off achy hips and knees, which makes it the better pick on bad joint days. Walking is easier to do daily and loads the bones, which helps them stay strong. Aim for 150 minutes a week of either or both, such as 30 minutes on 5 days, building up gradually at a pace where you can talk but not sing.',
    why: 'Regular moderate aerobic exercise lowers blood pressure by several points whatever the type; buoyancy in water removes most of the body weight from the joints.',
    suggestions: [
      'Exercise for high blood pressure',
      'Low impact cardio ideas',
      'Is swimming good exercise?',
    ],
  },
  // Source: Saeterbakken et al., Effect of five bench press variations on muscle activity, J
  // Strength Cond Res (2011); Schoenfeld et al., Loading recommendations for muscle strength,
  // hypertrophy, and local endurance, Sports (2021)
  {
    id: 'barbell-vs-dumbbell-bench',
    intent: 'training',
    title: 'Barbell or dumbbells for the chest?',
    questions: [
      'barbell bench or dumbbell bench for chest',
      'dumbbells vs barbell which builds more chest',
      'is db pressing better than the barbell',
      'can i build my chest with only dumbbells',
      'should i use a barbell or dumbbells for chest',
    ],
    keywords: ['barbell or dumbbell', 'dumbbell vs barbell', 'barbell or dumbbells'],
    answer:
      'Both build the chest about equally; the barbell lets you lift the most and track strength, while dumbbells give a deeper stretch, let each arm work alone and are kinder to sore shoulders. Use both if you can. With only dumbbells, the dumbbell bench press, or a floor press without a bench, plus dumbbell flyes covers it: when the weights get light, progress with more reps, a slow 3-second lowering, a pause at the bottom, or by taking sets closer to failure.',
    why: 'Muscle grows from hard sets through a good range, whatever the tool; dumbbells trade some load for range and freedom of the shoulder.',
    suggestions: [
      'Incline or flat bench for upper chest?',
      'How do I train with only dumbbells?',
      'What is progressive overload?',
    ],
  },
  // Source: NSCA, Exercise Technique Manual for Resistance Training, 3rd ed. (2016); Sweeney,
  // The Arnold press and deltoid activation (EMG comparisons of overhead press variations)
  {
    id: 'arnold-vs-dumbbell-shoulder-press',
    intent: 'training',
    title: 'Arnold press or regular dumbbell shoulder press?',
    questions: [
      'arnold press vs dumbbell shoulder press',
      'arnold press or db shoulder press',
      'why do the arnold press over a regular shoulder press',
      'arnold or regular shoulder press which is better',
    ],
    keywords: [
      'arnold press vs shoulder press',
      'arnold vs regular press',
      'rotating shoulder press',
      'palms rotate',
    ],
    answer:
      'The difference is the rotation. In an Arnold press you start with the dumbbells at chin height, palms facing you, and turn the palms to face forward as you press up, so the front shoulders work through a longer range. In a regular dumbbell shoulder press the palms face forward (or each other) the whole way, which lets you press heavier. Use the regular press for strength and the Arnold press as a lighter variation, or rotate them; skip the twist if it pinches your shoulder.',
    why: 'Turning the palms while pressing keeps the front deltoid working from a lower starting position, at the cost of load.',
    suggestions: [
      'How do I do an overhead press?',
      'How do I build bigger shoulders?',
      'Barbell or dumbbell bench press?',
    ],
  },
  // Source: Holt et al., A satiety index of common foods, Eur J Clin Nutr (1995); NHS Eatwell
  // Guide: starchy carbohydrates
  {
    id: 'rice-vs-potatoes',
    intent: 'nutrition',
    title: 'Rice or potatoes: which should I eat?',
    questions: [
      'rice or potatoes when dieting',
      'potatoes vs rice which is better when dieting',
      'is rice or potato better for losing fat',
      'should i eat rice or potatoes on a cut',
    ],
    keywords: ['rice or potatoes', 'potatoes vs rice', 'potato or rice'],
    answer:
      'Both are fine for fat loss; the portion matters far more than the choice. Boiled or baked potatoes have fewer calories per plate, about 80-90 kcal per 100 g against about 130 for cooked rice, and are among the most filling foods, so they can make a deficit easier. Rice is easy to measure and prep. Keep either to about a fist-sized portion per meal, eat the skin on potatoes for fibre, and go easy on butter, oil and chips.',
    why: 'Fat loss depends on total calories; potatoes hold more water and fibre per calorie, so they fill you up for fewer calories.',
    suggestions: [
      'How much should I eat to lose weight?',
      'Are carbs bad for fat loss?',
      'Brown or white rice?',
    ],
  },
  // Source: ACSM's Guidelines for Exercise Testing and Prescription, 11th ed. (2021); Lopes et
  // al., Effectiveness of digital health interventions for physical activity, systematic review
  {
    id: 'ai-coach-vs-personal-trainer',
    intent: 'motivation',
    title: 'Is an AI coach as good as a personal trainer?',
    questions: [
      'are you better than a real pt',
      'ai coach vs personal trainer',
      'is an app as good as a real trainer',
      'can you replace my personal trainer',
      'should i get a real pt or use you',
    ],
    keywords: ['human trainer', 'ai coach', 'replace my trainer', 'app or trainer'],
    answer:
      'Not better, different. A good personal trainer sees you in person: they can watch your form from every angle, spot you on heavy lifts, adjust your position hands-on and push you in the room. I can build and adjust your plan any time, answer questions, track your workouts and score your squats and deadlifts on camera, but I cannot see you the way a person can, and I am no physio. Many people use both: a few PT sessions to learn the lifts, and the app for the rest.',
    why: 'Coaching works through a good plan, feedback and accountability; an app covers the plan and much of the feedback, a person adds hands-on correction and presence.',
    suggestions: [
      'Do I need a personal trainer?',
      'How do the form scores work?',
      'How are my plans made?',
    ],
  },
  // Source: van Vliet et al., The skeletal muscle anabolic response to plant- versus animal-based
  // protein consumption, J Nutr (2015); Messina et al., No difference between the effects of
  // supplementing with soy protein versus animal protein on gains in muscle mass and strength,
  // Int J Sport Nutr Exerc Metab (2018); ISSN Position Stand: protein and exercise (2017)
  {
    id: 'whey-vs-plant-protein',
    intent: 'nutrition',
    title: 'Plant protein powder: is it worse for gains?',
    questions: [
      'whey vs plant protein for muscle',
      'is pea protein as good as milk protein',
      'plant protein powder or whey which is better',
      'is vegan protein worse for gains',
      'soy or animal protein shake',
    ],
    keywords: ['plant protein powder', 'pea protein', 'soy protein', 'pea and rice'],
    answer:
      'Both work: plant protein builds muscle about as well as whey once you eat enough. Whey has a little more leucine and digests fast; single plant powders have less, so pick a pea and rice blend or soy and take a slightly bigger scoop, about 30-40 g instead of 25 g. Total daily protein matters most, about 1.6-2.2 g per kg. Choose by taste, digestion and price: if regular whey upsets your stomach, whey isolate has almost no lactose, or go plant.',
    why: 'Muscle building is triggered by enough essential amino acids, above all leucine; a blend or a larger serving of plant protein reaches the same amount.',
    suggestions: [
      'How much protein do I need?',
      'Can I build muscle as a vegan?',
      'Do I need protein shakes?',
    ],
  },
  // Source: ACSM Position Stand, Appropriate physical activity intervention strategies for weight
  // loss (2009); Williams, Greater weight loss from running than walking, Med Sci Sports Exerc
  // (2013)
  {
    id: 'walking-vs-running',
    intent: 'training',
    title: 'Walking or running: which is better?',
    questions: [
      'walking or running for fat loss',
      'is running better than walking',
      'should i walk or jog to burn fat',
      'walk vs run which burns more calories',
      'running or walking which burns more fat',
    ],
    keywords: [
      'walking or running',
      'running or walking',
      'walk or run',
      'walk vs run',
      'jog or walk',
    ],
    answer:
      'Running burns about twice the calories per minute, but walking works just as well per kilometre and is easier to do every day without injury. For a beginner or a heavier body, brisk walking is the better start: aim for 150-300 minutes a week, then add short jogging intervals if your joints and breathing are fine. Fat loss still comes mostly from your diet, a deficit of about 300-500 kcal a day; the best cardio is the one you will keep doing.',
    why: 'Calories burned depend mostly on body weight and distance covered; running covers more distance per minute, but walking can be done longer and more often.',
    suggestions: [
      'How do I start running?',
      'How many steps a day should I do?',
      'How much cardio should I do?',
    ],
  },
  // Source: NICE NG226, Osteoarthritis in over 16s (2022); ACSM's Guidelines for Exercise Testing
  // and Prescription, 11th ed. (2021): aerobic exercise modes
  {
    id: 'running-vs-cycling',
    intent: 'training',
    title: 'Running or cycling: which is better?',
    questions: [
      'running or cycling for weight loss',
      'is cycling as good as running',
      'bike or run which burns more fat',
      'should i run or cycle for fitness',
      'cycling vs running for my joints',
    ],
    keywords: [
      'running or cycling',
      'cycling vs running',
      'run or cycle',
      'cycle or run',
      'bike or run',
    ],
    answer:
      'Both improve fitness and help fat loss about equally for the same effort and time, so pick the one you can do most often. Running burns a few more calories per minute and loads the bones, but its impact is harder on sore knees, hips and heavier bodies. Cycling is low impact, easier to do for longer and to recover from, which suits beginners, bad joints and heavy training weeks. Aim for 150 minutes a week of either, or mix them.',
    why: 'The heart and lungs respond to the effort, not the type of movement; running adds impact, which strengthens bones but raises injury risk.',
    suggestions: [
      'How do I start running?',
      'Is cycling good exercise?',
      'Low impact cardio ideas',
    ],
  },
  // Source: Calatayud et al., Bench press and push-up at comparable levels of muscle activity
  // results in similar strength gains, J Strength Cond Res (2015)
  {
    id: 'push-ups-vs-bench-press',
    intent: 'training',
    title: 'Push-ups or the bench: which builds the chest better?',
    questions: [
      'push ups vs bench for chest',
      'are pushups as good as benching',
      'bench or push ups to build my chest',
      'can push-ups replace the bench',
    ],
    keywords: ['push ups or bench', 'pushups instead of bench', 'press ups or bench'],
    answer:
      'Both build the chest similarly when the effort is matched: a study found push-ups and bench press gave the same strength gains at the same muscle activity. The bench press is easier to load heavy and track; push-ups need no kit, train the core and let the shoulder blades move freely. If push-ups get easy past about 20-25 reps, make them harder: feet raised, a slow 3-second lowering, a pause, a backpack or a band, so sets still end close to failure.',
    why: 'Muscles respond to tension and effort, not the tool; push-ups just need a harder variation once bodyweight is too light.',
    suggestions: [
      'How do I progress push-ups?',
      'How do I bench press?',
      'Barbell or dumbbell bench press?',
    ],
  },
];
