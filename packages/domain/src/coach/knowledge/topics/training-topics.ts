import type { KnowledgeTopic } from './knowledge-topic';

/** Programming knowledge: reps, sets, splits, overload and training principles (cardio has its own file). */
export const trainingTopics: readonly KnowledgeTopic[] = [
  // Source: Hartmann et al., Analysis of the load on the knee joint and vertebral column with changes in squatting depth and weight load, Sports Med (2013); Schoenfeld, Squatting kinematics and kinetics and their application to exercise performance, J Strength Cond Res (2010)
  {
    id: 'squats-and-knees',
    intent: 'training',
    title: 'Are squats bad for your knees?',
    questions: [
      'are squats bad for your knees',
      'are deep squats bad for knees',
      'will squatting ruin my knees',
      'is it safe to squat below parallel',
    ],
    keywords: ['bad for your knees', 'bad for knees', 'ruin my knees', 'knee safe', 'deep squats'],
    answer:
      'No: for healthy knees, squats done with control strengthen the muscles and tissues around the knee, and deep squats are safe when your heels stay down and your knees follow your toes; knees moving past the toes is normal. Build the load gradually and stop a set when form breaks. If a knee already hurts, squat to a box at a pain-free depth and see a physiotherapist if it lasts.',
    why: 'Knee forces in a squat are well within what healthy joints adapt to, and stronger quadriceps and glutes support the knee; problems come from sudden jumps in load or poor control, not from squatting itself.',
    suggestions: [
      'How deep should I squat?',
      'My knee hurts when I squat',
      'How do I stop my knees caving in?',
    ],
  },
  // Source: Kraemer & Ratamess, Fundamentals of resistance training: progression and exercise prescription, Med Sci Sports Exerc (2004); Baz-Valle et al., The effects of exercise variation in muscle thickness, maximal strength and motivation in resistance trained men, PLoS One (2019)
  {
    id: 'muscle-confusion',
    intent: 'training',
    title: 'Does muscle confusion work?',
    questions: [
      'does muscle confusion work',
      'do i need to change my workout every week',
      'should i keep switching exercises to shock my muscles',
      'will my body get used to my routine',
    ],
    keywords: [
      'muscle confusion',
      'confuse',
      'shock my muscles',
      'switch exercises',
      'change routine',
      'plateau effect',
    ],
    answer:
      'No: muscles do not need confusing, they need progressive overload, doing a little more weight, reps or sets over time on mostly the same exercises. Keep your main lifts for 4-8 weeks or longer so you can measure progress, and swap accessory exercises every few weeks if you enjoy variety. Changing everything every session makes it hard to get stronger at anything.',
    why: 'Strength and muscle grow from a gradually rising demand on the same movements; some variation helps motivation and covers different muscle angles, but constant novelty removes the progression that drives results.',
    suggestions: [
      'What is progressive overload?',
      'I hit a plateau. What now?',
      'How many sets and reps should I do?',
    ],
  },
  // Source: McGill, Low Back Disorders, 3rd ed. (abdominal bracing vs hollowing); Grenier & McGill, Quantification of lumbar stability by using 2 different abdominal activation strategies, Arch Phys Med Rehabil (2007)
  {
    id: 'engage-core',
    intent: 'training',
    title: 'How do I engage my core?',
    questions: [
      'how do i engage my core',
      'what does brace your core mean',
      'how to tighten abs during exercise',
      'how do i activate my core when lifting',
      'should i suck my stomach in',
    ],
    keywords: [
      'engage',
      'engaging',
      'brace',
      'bracing',
      'activate core',
      'tighten core',
      'suck in',
    ],
    answer:
      'Brace rather than suck in: breathe into your belly, then tighten the muscles all around your waist as if someone were about to poke you in the stomach, keeping your ribs stacked over your hips. You should still be able to breathe in short sips. Use a light brace for planks and everyday moves and a hard brace, with a held breath, for heavy squats and deadlifts. Practise it lying down with dead bugs first.',
    why: 'Tightening the whole waist stiffens the spine more than hollowing the stomach, so it protects the back under load while letting you keep breathing.',
    suggestions: [
      'How should I breathe when lifting?',
      'How should I train my abs and core?',
      'How do I do a dead bug?',
    ],
  },
  // Source: NSCA Essentials of Strength Training and Conditioning, 4th ed. (breathing and the Valsalva manoeuvre); Hackett & Chow, The Valsalva maneuver: its effect on intra-abdominal pressure and safety issues during resistance exercise, J Strength Cond Res (2013)
  {
    id: 'breathing-while-lifting',
    intent: 'training',
    title: 'How should I breathe when I lift?',
    questions: [
      'how do i breathe when lifting',
      'when do you breathe in and out on a rep',
      'should i hold my breath when i squat',
      'breathing during bench press',
      'how to brace my core for heavy lifts',
    ],
    keywords: [
      'breathe',
      'breathing',
      'breath',
      'brace',
      'bracing',
      'valsalva',
      'exhale',
      'inhale',
    ],
    answer:
      'Breathe in before the hard part and out as you push through it: for most sets, inhale as you lower the weight and exhale as you lift it. On heavy squats and deadlifts, take a big belly breath, brace your core, hold it through the hardest part of the rep and breathe out at the top, one rep at a time. With high blood pressure, a heart condition or pregnancy, never hold your breath: breathe out on every effort.',
    why: 'A braced breath raises the pressure inside your trunk, which stiffens the spine and lets you push more safely; holding it also briefly raises blood pressure, which is why some people should not.',
    suggestions: [
      'Should I wear a lifting belt?',
      'How do I keep my back straight when lifting?',
      'How long should I rest between sets?',
    ],
  },
  // Source: Schoenfeld et al., Strength and hypertrophy adaptations between low- vs. high-load resistance training, J Strength Cond Res (2017)
  {
    id: 'rep-ranges',
    intent: 'training',
    title: 'High reps or low reps?',
    questions: [
      'should i do high reps or low reps',
      'how many reps to build muscle',
      'best rep range for strength',
      'how many reps to get stronger without getting big',
      'lite weight high reps vs heavy low reps',
      'how many reps per set should i do',
      'do 15 reps build muscle',
      'is 5x5 or 3x10 better for size',
    ],
    keywords: [
      'reps',
      'rep range',
      'repetitions',
      'high reps',
      'low reps',
      'heavy',
      'light weight',
    ],
    answer:
      'Both build muscle; pick the range that fits your goal. For strength, lift heavy loads, about 80-90% of your max, for 1-6 reps; low reps build strength with less size gain. For muscle growth (hypertrophy), 6-12 reps is the classic range, though sets of up to about 30 reps also build muscle if you take them close to failure. For muscular endurance, use 15-20 or more. Do 2-4 sets per exercise, and mix ranges: heavy compound lifts, then moderate or higher reps on accessories.',
    why: 'Muscle grows when its fibres are worked hard, which happens near the end of any set taken close to failure, whatever the load. Strength is partly a skill, so you get better at lifting heavy by practising with heavy loads.',
    suggestions: [
      'How many sets should I do?',
      'How heavy should I lift?',
      'Should I train to failure?',
    ],
  },
  // Source: Schoenfeld, Ogborn & Krieger, dose-response of weekly resistance training volume and muscle mass, J Sports Sci (2017)
  {
    id: 'how-many-sets',
    intent: 'training',
    title: 'How many sets should I do?',
    questions: [
      'how many sets per exercise',
      'how many sets a week per muscle',
      'is 3 sets enough',
      'hw many sets shud i do for chest',
      'how much volume do i need to grow',
      'am i doing too many sets',
    ],
    keywords: ['sets', 'volume', 'weekly sets', 'sets per muscle', 'training volume', 'hard sets'],
    answer:
      'Aim for about 10-20 hard sets per muscle group per week, usually 2-4 sets per exercise. Beginners grow well on the lower end, around 6-10 weekly sets, and can add sets gradually as they adapt. Split the weekly total over two or more sessions rather than doing it all in one day, and count only sets taken within about 1-3 reps of failure.',
    why: 'More weekly sets produce more growth up to a point, but each extra set adds fatigue, so returns shrink past about 20 sets and recovery starts to suffer.',
    suggestions: [
      'How many days a week should I train?',
      'High reps or low reps?',
      'What is a deload week?',
    ],
  },
  // Source: Schoenfeld, Ogborn & Krieger, Effects of resistance training frequency on measures of muscle hypertrophy, Sports Med (2016)
  {
    id: 'training-frequency',
    intent: 'training',
    title: 'How many days a week should I train?',
    questions: [
      'how many days a week should i work out',
      'how often should i go to the gym',
      'is 3 days a week enough to build muscle',
      'can i lift every day',
      'is working out 5 or 6 days a week too much',
      'how many times a week shud i train',
      'is working out twice a week enough',
    ],
    keywords: ['days a week', 'frequency', 'how often', 'times per week', 'gym schedule', 'weekly'],
    answer:
      'Three to four strength sessions a week suits most people, and two full-body sessions a week are enough to build real muscle and strength. Five or six days is fine if you use a split so each muscle gets about 48 hours between hard sessions, keep weekly volume manageable and recover well, with 7-9 hours of sleep. Try to hit each muscle group at least twice a week, and keep at least one or two rest or easy days. Pick a number you can sustain for months.',
    why: 'Training a muscle twice a week tends to beat once a week for growth, because muscle-building signals stay raised for only about one to two days after a session.',
    suggestions: [
      'Full body or split routine?',
      'How long should a workout be?',
      'How many rest days do I need?',
    ],
  },
  // Source: ACSM Position Stand, Appropriate Physical Activity Intervention Strategies for Weight
  // Loss and Prevention of Weight Regain for Adults (2009); WHO physical activity guidelines (2020)
  {
    id: 'enough-exercise-to-lose-weight',
    intent: 'training',
    title: 'Is 3 workouts a week enough to lose weight?',
    questions: [
      'is 3 workouts a week enough to lose weight',
      'do i need to work out every day to lose weight',
      'how much exercise do i need to lose weight',
      'is twice a week enough for fat loss',
      'are my workouts enough or do i need to do more',
    ],
    keywords: ['workouts enough', 'enough exercise', 'exercise every day'],
    answer:
      'Three workouts a week is plenty when your eating makes a small calorie deficit, which drives most weight loss; you do not need to train every day. Add daily movement on top, walking towards 7,000-10,000 steps, since everyday activity burns more across a week than extra sessions. Aim for about 150-300 minutes of moderate activity a week in all, keep strength training in so the weight you lose is fat, and add a fourth session only if you enjoy it and recover well.',
    why: 'A workout burns a few hundred calories while food can add or save far more, and steps and everyday movement (NEAT) add up to the biggest share of the calories activity burns.',
    suggestions: ['How many steps a day should I walk?', 'How big should my calorie deficit be?'],
  },
  // Source: ACSM Position Stand, Progression Models in Resistance Training for Healthy Adults (2009)
  {
    id: 'full-body-vs-split',
    intent: 'training',
    title: 'Full body or split routine?',
    questions: [
      'full body or split which is better',
      'should i do full body workouts',
      'is a bro split good',
      'upper lower split vs full body',
      'best split for beginners',
      'whats better full body or body part split',
      'should i hit every muscle in one session or split them into days',
      'chest day back day leg day or whole body each time',
    ],
    keywords: [
      'full body',
      'split',
      'bro split',
      'upper lower',
      'routine',
      'workout split',
      'program',
      'whole body',
      'all muscles in one day',
    ],
    answer:
      'If you train 2-3 days a week, do full-body sessions; with 4 days, an upper/lower split works well. Both give similar results when weekly volume, the hard sets per muscle each week, matches and you recover between sessions. Full body is the best start for beginners because you practise the main lifts more often. Single body part splits, one muscle a week, are the least efficient unless you train 5-6 days with high-quality sessions.',
    why: 'What drives results is weekly volume, effort and hitting each muscle about twice a week; the split is just a way to arrange that around your schedule.',
    suggestions: [
      'Is push pull legs a good split?',
      'How many sets should I do?',
      'I am a beginner. Where do I start?',
    ],
  },
  // Source: ACSM Position Stand, Progression Models in Resistance Training for Healthy Adults (2009)
  {
    id: 'push-pull-legs',
    intent: 'training',
    title: 'Is push pull legs a good split?',
    questions: [
      'is ppl a good split',
      'push pull legs routine',
      'how does a push pull legs split work',
      'ppl 6 days a week too much',
      'what goes on push day',
      'pull day exercises',
    ],
    keywords: ['push pull legs', 'ppl', 'push day', 'pull day', 'leg day', 'split'],
    answer:
      'Yes, push pull legs is a solid split if you can train 3 or 6 days a week. Push day covers chest, shoulders and triceps; pull day covers back, biceps and rear shoulders; legs covers quads, hamstrings, glutes and calves. Run it twice through (6 days) to hit each muscle twice weekly, or once (3 days) with a bit more volume per session. Keep one day fully off.',
    why: 'Grouping muscles that work together means one session does not pre-tire the next, so each muscle is fresh when its day comes round.',
    suggestions: [
      'Full body or split routine?',
      'How many rest days do I need?',
      'How long should a workout be?',
    ],
  },
  // Source: ACSM Position Stand, Progression Models in Resistance Training for Healthy Adults (2009)
  {
    id: 'progressive-overload',
    intent: 'training',
    title: 'What is progressive overload?',
    questions: [
      'what is progressive overload',
      'how do i progress my lifts',
      'when should i increase the weight',
      'when do i move up a weight or go up in weight',
      'how to get stronger every week',
      'when to go heavier on squats',
      'how do i keep making progress',
      'my workouts feel too easy now',
      'my program is too easy should i change it',
      'my workout is getting easy, how do i up the challenge',
      'workouts are too easy now, i need them harder',
    ],
    keywords: [
      'progressive overload',
      'progression',
      'harder',
      'too easy',
      'more challenging',
      'add weight',
      'heavier',
      'double progression',
      'increase load',
      'get stronger',
    ],
    answer:
      'Progressive overload means gradually asking more of your muscles over time. The simplest method is double progression: pick a rep range such as 3 sets of 8-12, add reps from session to session until you hit 12 on every set with good form, then add weight, about 2.5-5%, and work back up from 8. You can also add a rep, a set, slow the tempo or cut rest. Log your workouts so you know what to beat.',
    why: 'Your body adapts only to demands it is not used to; once a weight feels easy it stops being a reason to change, so the challenge has to keep creeping up.',
    suggestions: [
      'Why have my lifts stopped going up?',
      'How heavy should I lift?',
      'How many sets should I do?',
    ],
  },
  // Sources: Lauersen et al., The effectiveness of exercise interventions to prevent sports
  // injuries, Br J Sports Med (2014); ACSM Position Stand, Progression Models in Resistance
  // Training (2009)
  {
    id: 'injury-prevention',
    intent: 'training',
    title: 'How do I avoid getting injured?',
    questions: [
      'how do i prevent injuries when lifting',
      'how to avoid getting injured at the gym',
      'how can i train without getting hurt',
      'tips to stay injury free',
      'how do i lower my injury risk',
      'scared of getting injured lifting heavy',
      'im scared of hurting myself lifting',
    ],
    keywords: [
      'prevent injury',
      'injury prevention',
      'avoid injury',
      'injury free',
      'stay safe',
      'hurting myself',
    ],
    answer:
      'Warm up with easy cardio and lighter sets of your first lift. Learn each lift with light loads and good form before going heavy, and add weight in small steps, about 2.5-5% at a time. Stop most sets 1-3 reps short of failure, brace your core on heavy lifts, and plan rest days and 7-9 hours of sleep. Strength training itself cuts sports injuries by about two thirds. Stop a lift that causes sharp pain.',
    why: 'Most training injuries come from doing too much too soon or with tired, sloppy reps, which gradual loading and recovery prevent.',
    suggestions: [
      'How should I warm up?',
      'How heavy should I lift?',
      'How many rest days do I need?',
    ],
  },
  // Source: Rippetoe & Kilgore, Practical Programming for Strength Training (2006), strength
  // standards tables
  {
    id: 'strength-standards',
    intent: 'training',
    title: 'How much should I be able to lift?',
    questions: [
      'how much should i be able to squat',
      'what is a good bench press for my weight',
      'is my deadlift strong',
      'how strong should i be',
    ],
    keywords: ['strength standards', 'how strong', 'good squat', 'good bench', 'good deadlift'],
    answer:
      'It depends on your body weight, sex, age and how long you have trained, so compare yourself with last month more than with others. As a rough guide after a year or two of steady training, many men squat about 1.25-1.5 times body weight, deadlift 1.5-2 times and bench 1-1.25 times; many women reach about two thirds of those ratios. Beginners start well below, and good form matters more than the number.',
    why: 'Strength grows fastest in the first year and then more slowly, so the same lifter is far stronger after steady training than at the start.',
    suggestions: ['What is progressive overload?', 'How heavy should I lift?'],
  },
  // Source: Helms, Aragon & Fitschen, Evidence-based recommendations for natural bodybuilding
  // contest preparation: nutrition and supplementation, J Int Soc Sports Nutr (2014)
  {
    id: 'strength-on-a-cut',
    intent: 'training',
    title: 'Losing strength on a cut?',
    questions: [
      'losing strength on a cut',
      'my lifts are dropping while dieting',
      'everything feels heavy on a diet',
      'how do i stay motivated on a cut when weights feel heavy',
      'should i go light and high reps while cutting',
      'my squat is weaker now that im dieting, is that ok',
      'lifts have dropped since starting my diet, normal?',
      'cutting a few kg but i dont want to lose my deadlift, how aggressive can i diet',
    ],
    keywords: [
      'strength on a cut',
      'cutting',
      'lifts dropping',
      'diet strength',
      'cut',
      'while cutting',
    ],
    answer:
      'A small drop in strength on a cut is normal and temporary, so judge the cut by how well you keep your lifts, not by new records. Keep lifting heavy with fewer sets rather than switching to light weights to tone: heavy work tells your body to keep its muscle. Keep protein at about 1.6-2.2 g per kg and lose no more than 0.5-1% of body weight a week. A week at maintenance every 6-12 weeks helps, and strength returns once you eat at maintenance.',
    why: 'In a deficit there is less energy and glycogen for hard sets, but heavy training and enough protein tell the body to keep its muscle.',
    suggestions: ['How much protein do I need?', 'Should I take a diet break?'],
  },
  // Source: NSCA, Essentials of Strength Training and Conditioning, 4th ed. (2016)
  {
    id: 'squat-vs-deadlift',
    intent: 'training',
    title: 'Squat or deadlift: what is the difference?',
    questions: [
      'whats the difference between a squat and a deadlift',
      'squat vs deadlift',
      'should i squat or deadlift',
      'do squats and deadlifts work the same muscles',
    ],
    keywords: ['squat vs deadlift', 'squat or deadlift', 'knee dominant', 'hip hinge'],
    answer:
      'A squat is knee-dominant: you sit down between your legs with an upright torso, and it loads the quads most, with the glutes and adductors. A deadlift is a hip hinge: you push the hips back with a flatter back and shins more vertical, and it loads the glutes, hamstrings and back most. Both train the whole lower body and the core, so most programmes use both, on different days or with the lighter one second.',
    why: 'They share muscles but load the knees and hips differently, so each covers what the other leaves lighter.',
    suggestions: ['How do I squat with good form?', 'How do I deadlift safely?'],
  },
  // Source: Gullett et al., A biomechanical comparison of back and front squats in healthy trained individuals, J Strength Cond Res (2009)
  {
    id: 'squat-variations',
    intent: 'training',
    title: 'Front or back squat: which should I do?',
    questions: [
      'goblet squat vs back squat',
      'front squat or back squat for quads',
      'is goblet squat as good as barbell squat',
      'which squat variation is best for beginners',
      'high bar vs low bar squat',
    ],
    keywords: ['front squat', 'back squat', 'squat variation', 'high bar', 'low bar'],
    answer:
      'All three build the legs; pick by your level and goal. The goblet squat, a dumbbell or kettlebell held at the chest, is the best place to learn: it keeps you upright and is easy on the back, but your arms limit the load. The back squat lets you lift the most, so it suits strength and size once your form is solid. The front squat keeps the torso more upright, hits the quads hard with less load on the lower back, and needs good wrist and upper-back mobility.',
    why: 'Where the weight sits changes how far you lean forward: a load in front keeps you upright and shifts work to the quads, while a bar on the back lets the hips and back take more, so you can lift heavier.',
    suggestions: [
      'Should I squat or deadlift?',
      'Are squats bad for my knees?',
      'Free weights or machines?',
    ],
  },
  // Sources: ACSM Position Stand, Progression Models in Resistance Training (2009); Schoenfeld et
  // al., Dose-response relationship between weekly resistance training volume and increases in
  // muscle mass, J Sports Sci (2017); ISSN Position Stand: protein and exercise (2017)
  {
    id: 'not-seeing-results',
    intent: 'training',
    title: 'Training for months but not seeing results?',
    questions: [
      'ive been going to the gym for months and im not seeing results',
      'i dont see any change in the mirror',
      'why am i not seeing results from working out',
      'i look the same after months of training what should i change',
      'not making any gains what am i doing wrong',
      'been training a while and nothing is changing',
    ],
    keywords: [
      'not seeing results',
      'no change',
      'mirror',
      'look the same',
      'no gains',
      'nothing changing',
      'not growing',
      'what should i change',
    ],
    answer:
      'Check four things. Progression: log your lifts and add a rep or a little weight whenever you can; the same machines at the same weight stop giving results. Volume: about 10-20 hard sets per muscle a week, each ending 1-3 reps short of failure, on a structured plan. Food: about 1.6 g of protein per kg a day, with a small surplus to build or a deficit to lose fat. Sleep: 7-9 hours. Give it 8-12 weeks and track photos and measurements.',
    why: 'Muscle only grows when the training keeps getting harder and there is enough protein and energy to build with; the mirror is a poor judge of slow change.',
    suggestions: [
      'What is progressive overload?',
      'How many sets should I do?',
      'How much protein do I need?',
    ],
  },
  // Source: Iversen et al., No time to lift? Designing time-efficient training programs for strength and hypertrophy, Sports Med (2021)
  {
    id: 'workout-length',
    intent: 'training',
    title: 'How long should a workout be?',
    questions: [
      'how long should my workout be',
      'is a 30 minute workout enough',
      'do i need to spend hours in the gym',
      'how long shud i be in the gym',
      'are 2 hour workouts too long',
      'ideal workout duration',
    ],
    keywords: [
      'how long',
      'workout length',
      'duration',
      'minutes',
      'session length',
      'time in gym',
      'hours in the gym',
    ],
    answer:
      'Most effective strength sessions take 45-75 minutes including the warm-up, but 30-40 minutes is enough for good results if you focus on 4-5 compound exercises and use supersets; you do not need hours in the gym. Sessions much past 90 minutes usually mean long chats, too many exercises or too much rest. If your focus and effort drop off late in the session, end earlier and train slightly more often instead.',
    why: 'Results come from the number of hard sets, not the hours spent; after about an hour fatigue builds and the quality of later sets tends to fall.',
    suggestions: [
      'What can I do in only 20 minutes?',
      'How long should I rest between sets?',
      'How many sets should I do?',
    ],
  },
  // Source: WHO guidelines on physical activity and sedentary behaviour (2020): bouts of any
  // length count towards the weekly total
  {
    id: 'short-daily-or-longer-sessions',
    intent: 'training',
    title: 'Short daily workouts or fewer longer ones?',
    questions: [
      '15 minutes every day or 45 minutes 3 times a week',
      'are short daily workouts as good as longer ones',
      'is it better to work out a little every day or longer a few days',
      '10 min a day vs an hour twice a week',
      'do short workouts add up',
      'daily mini workouts or proper gym sessions',
      'can i do my workout in two 10 min chunks',
      'can i break my workout up into morning and evening',
    ],
    keywords: [
      'chunks',
      'short daily workouts',
      'daily workouts',
      'mini workouts',
      'exercise snacks',
      'weekly total',
      'longer sessions',
    ],
    answer:
      'Both work, so pick the one you will keep doing: results follow your weekly total and consistency, not the length of each session. 15 minutes a day adds up to 105 minutes a week, more than three 30-minute sessions, and short bouts count fully towards the 150 weekly minutes of activity guidelines advise. For strength, hit each muscle 2-3 times a week with hard sets, for example alternating upper and lower body days. Longer sessions leave more room for warm-ups and rest on heavy lifts.',
    why: 'Fitness and muscle respond to the total work done over the week; splitting it into short bouts gives similar health benefits, and the plan you can repeat week after week beats the ideal one you skip.',
    suggestions: [
      'How long should a workout be?',
      'What can I do in only 20 minutes?',
      'How many days a week should I train?',
    ],
  },
  // Source: Fradkin et al., Effects of warming-up on physical performance: a systematic review with meta-analysis, J Strength Cond Res (2010)
  {
    id: 'warm-up',
    intent: 'training',
    title: 'How should I warm up?',
    questions: [
      'how do i warm up before lifting',
      'do i need to warm up',
      'best warm up before workout',
      'how long shud my warmup be',
      'warm up sets for squats',
    ],
    keywords: [
      'warm up',
      'warm-up',
      'warmup',
      'warm-up sets',
      'ramp up',
      'dynamic stretching',
      'before workout',
    ],
    answer:
      'Yes, warm up for about 5-10 minutes before every session. Start with 3-5 minutes of easy cardio, then do dynamic moves such as leg swings, arm circles and bodyweight squats. Finish with 2-3 lighter ramp-up sets of your first lift, for example the empty bar, then about 50% and 75% of your working weight for fewer reps; they do not count towards your working sets. Save long static stretches for after.',
    why: 'Raising muscle temperature and rehearsing the movement improves force, range of motion and coordination, and warm-ups are linked to better performance in most studies.',
    suggestions: [
      'Do I need to cool down after a workout?',
      'Should I stretch before or after training?',
      'How long should I rest between sets?',
    ],
  },
  // Source: Van Hooren & Peake, Do We Need a Cool-Down After Exercise? A Narrative Review, Sports Med (2018)
  {
    id: 'cool-down',
    intent: 'training',
    title: 'Do I need to cool down after a workout?',
    questions: [
      'do i need to cool down',
      'what should i do after my workout',
      'is a cool down necessary',
      'how to cooldown after running',
      'can i skip the cool down',
    ],
    keywords: [
      'cool down',
      'cool-down',
      'cooldown',
      'after workout',
      'wind down',
      'finish workout',
    ],
    answer:
      'A cool-down is optional for most people, but it is useful after hard cardio. Spend 5-10 minutes walking or cycling easily after intense running or intervals so your heart rate comes down gradually and you do not feel dizzy. After lifting, a short walk or some gentle stretching is fine if it helps you relax or improves flexibility, but skipping it will not ruin your recovery.',
    why: 'Studies show a cool-down does little to prevent next-day soreness, but slowing down gradually after hard effort avoids blood pooling in the legs, which can cause light-headedness.',
    suggestions: [
      'Should I stretch before or after training?',
      'How do I reduce muscle soreness?',
      'How should I warm up?',
    ],
  },
  // Source: Refalo et al., Influence of resistance training proximity-to-failure on skeletal muscle hypertrophy, Sports Med (2023)
  {
    id: 'training-to-failure',
    intent: 'training',
    title: 'Should I train to failure?',
    questions: [
      'should i train to failure',
      'do i need to go to failure to grow',
      'is failure training bad',
      'how close to failure shud i go',
      'should every set be to failure',
    ],
    keywords: ['failure', 'to failure', 'reps in reserve', 'rir', 'intensity', 'all out'],
    answer:
      'No, stop 1-3 reps short of failure on most sets, which builds muscle almost as well. That is 1-3 reps in reserve: you could have done one to three more clean reps. Going to failure adds a lot of fatigue and needs more recovery, so save it for the last set of safer exercises like machines, curls or push-ups, and avoid it on heavy squats and deadlifts. Beginners should stay 2-3 reps short while learning technique.',
    why: 'Sets near failure recruit the muscle fully, so growth is similar, but going all the way adds much more fatigue and form breakdown, which costs recovery and raises injury risk.',
    suggestions: [
      'How heavy should I lift?',
      'High reps or low reps?',
      'How many sets should I do?',
    ],
  },
  // Source: Schoenfeld et al., Longer interset rest periods enhance muscle strength and hypertrophy in resistance-trained men, J Strength Cond Res (2016)
  {
    id: 'rest-between-sets',
    intent: 'training',
    title: 'How long should I rest between sets?',
    questions: [
      'how long to rest between sets',
      'rest time between sets for muscle',
      'is 1 minute rest enough',
      'how long shud i rest between sets',
      'rest periods for strength',
      'what should i do between sets',
    ],
    keywords: [
      'rest between sets',
      'rest period',
      'rest time',
      'interset rest',
      'break between sets',
      'between sets',
    ],
    answer:
      'Rest about 2-3 minutes between sets of big compound lifts like squats, presses and rows, and 60-90 seconds for small isolation moves like curls. For heavy sets of 1-5 reps, 3-5 minutes is fine. Start the next set when your breathing has settled and you feel able to hit your target reps. Meanwhile, sip water, note the weight and reps and breathe slowly; a phone timer keeps it honest. Use supersets if time is short.',
    why: 'Longer rest lets you lift more weight for more reps in the next set, and that extra quality work drives strength and size more than the short breather saves.',
    suggestions: [
      'How long should a workout be?',
      'What can I do in only 20 minutes?',
      'How many sets should I do?',
    ],
  },
  // Source: ACSM Position Stand, Progression Models in Resistance Training for Healthy Adults (2009)
  {
    id: 'compound-vs-isolation',
    intent: 'training',
    title: 'Compound or isolation exercises?',
    questions: [
      'compound vs isolation exercises',
      'do i need isolation exercises',
      'what are compound lifts',
      'are bicep curls a waste of time',
      'which exercises should i prioritize',
    ],
    keywords: [
      'compound',
      'isolation',
      'compound lifts',
      'multi-joint',
      'single-joint',
      'accessories',
    ],
    answer:
      'Build your workout on compound exercises, then add isolation work. Compound lifts such as squats, deadlifts, rows, presses and pull-ups train several muscles at once, so do them first when you are fresh. Isolation exercises like curls, lateral raises and leg extensions then add targeted volume to muscles the big lifts miss or that you want to grow. A good ratio is 2-3 compounds to 1-3 isolations per session.',
    why: 'Compound moves give the most strength and muscle per minute, while isolation moves let you load a single muscle fully without other muscles tiring first.',
    suggestions: [
      'Free weights or machines?',
      'How many sets should I do?',
      'How long should a workout be?',
    ],
  },
  // Source: ACSM Position Stand, Progression Models in Resistance Training for Healthy Adults (2009)
  {
    id: 'free-weights-vs-machines',
    intent: 'training',
    title: 'Free weights or machines?',
    questions: [
      'free weights or machines',
      'are machines as good as free weights',
      'is the smith machine bad',
      'can i build muscle with only machines',
      'dumbells vs machines for beginners',
    ],
    keywords: ['free weights', 'machines', 'dumbbells', 'barbell', 'cables', 'smith machine'],
    answer:
      'Both build muscle and strength well, so use a mix. Machines are easier to learn, safer to push hard without a spotter and great for isolating a muscle. Free weights like barbells and dumbbells train balance and stabiliser muscles and carry over better to everyday lifting. A sensible plan is a free-weight compound lift first, then machines or cables for extra volume. Choose what fits your gym and joints.',
    why: 'Muscles respond to tension and effort, not to the type of equipment; the differences show up mainly in coordination and how well strength transfers to other tasks.',
    suggestions: [
      'Compound or isolation exercises?',
      'Can I build muscle at home with bodyweight?',
      'I am a beginner. Where do I start?',
    ],
  },
  // Source: WHO guidelines on physical activity and sedentary behaviour (2020); ACSM's Guidelines
  // for Exercise Testing and Prescription, 11th ed. (2021): body-weight and band resistance training
  {
    id: 'do-i-need-a-gym',
    intent: 'training',
    title: 'Do I need a gym?',
    questions: [
      'do i need a gym',
      'is a gym membership necessary',
      'do i have to join a gym',
      'can i train without going to the gym',
      'is it worth paying for a gym',
    ],
    keywords: ['need a gym', 'gym membership', 'join a gym', 'without going to the gym'],
    answer:
      'You do not need a gym to get fit. Brisk walking, jogging, cycling or stairs cover the cardio, and bodyweight moves (squats, lunges, push-ups, rows under a sturdy table, glute bridges, planks) with a resistance band or two build strength at home. Aim for 150 minutes of moderate activity and 2 strength sessions a week. A gym helps later with heavier weights and variety, but training consistently matters far more than where you train.',
    why: 'Fitness comes from regular effort that is progressed over time; muscles and the heart respond to the work, not to the place or the equipment.',
    suggestions: ['Give me a 20 minute home workout', 'Can I build muscle at home?'],
  },
  // Source: Schoenfeld et al., Strength and hypertrophy adaptations between low- vs. high-load resistance training, J Strength Cond Res (2017)
  {
    id: 'bodyweight-home-training',
    intent: 'training',
    title: 'Can I build muscle at home with bodyweight?',
    questions: [
      'can i build muscle without a gym',
      'home workout no equipment',
      'are push ups enough to build muscle',
      'bodyweight only workout plan',
      'can calisthenics build muscle',
      'workout at home with no weights',
    ],
    keywords: [
      'bodyweight',
      'home workout',
      'no equipment',
      'calisthenics',
      'push-ups',
      'at home',
      'without a gym',
      'need a gym',
    ],
    answer:
      'Yes, bodyweight training builds muscle if you push sets close to failure and keep progressing. Cover the whole body: squats or split squats, push-ups, rows under a table or with a band, glute bridges and planks. Progress by adding reps, slowing the lowering to 3 seconds, pausing, or moving to harder versions like single-leg squats and feet-elevated push-ups. A pull-up bar and resistance bands add a lot for little money.',
    why: 'Light loads build muscle about as well as heavy ones when sets end near failure, so your bodyweight is enough until the exercises become too easy to reach that point.',
    suggestions: [
      'What can I do in only 20 minutes?',
      'What is progressive overload?',
      'How many days a week should I train?',
    ],
  },
  // Source: ACSM's Guidelines for Exercise Testing and Prescription, 11th ed. (2021): resistance training with body weight and low-impact aerobic exercise
  {
    id: 'quiet-home-workout',
    intent: 'training',
    title: 'How do I work out quietly without bothering the neighbours?',
    questions: [
      'quiet workout for an upstairs flat',
      'exercises that wont annoy my neighbours',
      'no jumping workout for apartment',
      'how to train at home without making noise',
      'my downstairs neighbour complains when i work out',
      'workout in my student room so people below cant hear',
    ],
    keywords: [
      'quiet',
      'neighbours',
      'neighbors',
      'downstairs',
      'apartment',
      'noise',
      'no jumping',
      'too loud',
      'upstairs',
    ],
    answer:
      'Skip jumps and dropped weights and choose slow, controlled moves that stay on the floor: squats, split squats, step-back lunges, glute bridges, push-ups, band or backpack rows, and core work like planks, dead bugs and side planks. Use a thick mat or folded rug, train in socks, and lower every rep in 2-3 seconds. For cardio, do fast marching, shadow boxing or a quiet bike; slow tempo and pauses make sets just as hard as jumping does.',
    why: 'Noise comes from impact, and slow, controlled reps taken close to failure build strength and raise your heart rate without any landing forces.',
    suggestions: [
      'Can I build muscle with bodyweight?',
      'What can I do in only 20 minutes?',
      'How do I train my core?',
    ],
  },
  // Source: Iversen et al., No time to lift? Designing time-efficient training programs for strength and hypertrophy, Sports Med (2021)
  {
    id: 'short-on-time',
    intent: 'training',
    title: 'What can I do in only 20 minutes?',
    questions: [
      'i only have 20 minutes to work out',
      'quick workout when busy',
      'is a 15 min workout worth it',
      'fastest way to train',
      'short workout ideas',
    ],
    keywords: ['20 minutes', 'quick workout', 'short workout', 'time efficient', 'circuit'],
    answer:
      'A 20-minute session is worth doing: pick 3-4 compound exercises and pair them as supersets. For example, alternate goblet squats with push-ups, then Romanian deadlifts with rows, doing 3 rounds of 8-12 reps with about 60 seconds between exercises. Skip long warm-ups; do one light set of each move instead. Two or three short sessions a week keep strength and muscle and beat skipping entirely.',
    why: 'Pairing non-competing muscles lets one rest while the other works, so you fit the same number of hard sets into roughly half the time.',
    suggestions: [
      'How long should a workout be?',
      'I have no time to work out',
      'Can I build muscle at home with bodyweight?',
    ],
  },
  // Source: ACSM Position Stand, Progression Models in Resistance Training for Healthy Adults (2009)
  {
    id: 'beginner-start',
    intent: 'training',
    title: 'I am a beginner. Where do I start?',
    questions: [
      'im a beginner where do i start',
      'first time at the gym what do i do',
      'beginner workout plan',
      'how to start working out',
      'never lifted before how to begin',
      'newbie gym routine',
      'what should my first week look like',
    ],
    keywords: ['beginner', 'start', 'first time', 'new to gym', 'novice', 'starting out', 'newbie'],
    answer:
      'Start with 2-3 full-body sessions a week of 5-6 exercises: a squat, a hinge like Romanian deadlifts, a push, a pull, and a core move. Do 2-3 sets of 8-12 reps with a weight that leaves 2-3 reps in reserve, and focus on clean technique. Add weight slowly each week. Add walking or easy cardio on other days, and expect to feel sore for the first couple of weeks.',
    why: 'Beginners improve fastest from simple, repeated practice of the main movement patterns, and starting light lets your tendons and technique catch up with your growing strength.',
    suggestions: [
      'How should I warm up?',
      'What is progressive overload?',
      'When will I see results?',
    ],
  },
  // Source: NSCA Essentials of Strength Training and Conditioning, 4th ed. (2016), periodization chapter
  {
    id: 'strength-plateau',
    intent: 'training',
    title: 'Why have my lifts stopped going up?',
    questions: [
      'plateaued on everything for weeks, sleeping 6h and eating maintenance, what do i change first',
      'my bench press is stuck',
      'hit a plateau in strength',
      'why am i not getting stronger',
      'lifts stalled for weeks',
      'how to break a plateau',
      'cant increase my weight anymore',
    ],
    keywords: [
      'plateau',
      'stalled',
      'stuck',
      'not progressing',
      'strength plateau',
      'no gains',
      'gone backwards',
      'getting weaker',
    ],
    answer:
      'A stall of 2-3 weeks usually means you need to change one variable, not everything. First check sleep, protein and whether you are in a calorie deficit. Then try a lighter deload week, switch rep ranges for 4-6 weeks, add a set, or swap in a close variation such as paused or incline bench. If heavy reps always slow at the same point, train that range with paused or pin work. Use smaller jumps of 1-2.5 kg. Logging every session shows where progress really stopped.',
    why: 'Repeating the same stimulus stops forcing new adaptation, and accumulated fatigue hides the strength you have built; changing the stimulus or clearing fatigue lets progress resume.',
    suggestions: ['What is a deload week?', 'What is progressive overload?', 'Am I overtraining?'],
  },
  // Sources: Schoenfeld, Ogborn & Krieger, Effect of repetition duration during resistance
  // training on muscle hypertrophy, Sports Med (2015); Gonzalez-Badillo et al., Maximal intended
  // velocity training induces greater gains in bench press performance than deliberately slower
  // half-velocity training, Eur J Sport Sci (2014)
  {
    id: 'tempo-time-under-tension',
    intent: 'training',
    title: 'Does lifting slowly build more muscle?',
    questions: [
      'does time under tension matter',
      'should i lift slow or fast',
      'what tempo should i use',
      'is slow reps better for muscle',
      'how fast should each rep be',
      'best rep tempo for hypertrophy',
      'what tempo for strength training',
      'shud i lift explosive for strength',
    ],
    keywords: [
      'tempo',
      'time under tension',
      'tut',
      'slow reps',
      'eccentric',
      'rep speed',
      'lifting tempo',
      'rep tempo',
    ],
    answer:
      'For building muscle, tempo and time under tension matter little: any controlled rep of about 2-6 seconds works similarly. A good default is lowering in 2-3 seconds under control and lifting in about 1 second, without bouncing; reps slower than 8-10 seconds just force lighter weights. For strength, lower under control, then push up as fast as you can: heavy bars still move slowly, but the intent to accelerate builds more strength and power. Slowing the lowering is a useful way to make light exercises harder.',
    why: 'Muscle growth tracks effort and tension across a full range of motion, so extra seconds add little; strength also depends on recruiting fast muscle fibres quickly, which trying to move the bar fast trains.',
    suggestions: [
      'What does a tempo like 3010 mean?',
      'What is progressive overload?',
      'Does the mind-muscle connection matter?',
    ],
  },
  // Source: Vispute et al., The effect of abdominal exercise on abdominal fat, J Strength Cond Res (2011)
  {
    id: 'core-abs-training',
    intent: 'training',
    title: 'How should I train my abs and core?',
    questions: [
      'best ab exercises',
      'how do i get a six pack',
      'how often should i train abs',
      'can i do ab workouts every day',
      'core workout for beginners',
      'are crunches good',
      'how to strengthen my core',
    ],
    keywords: [
      'abs',
      'core',
      'six pack',
      'crunches',
      'planks',
      'abdominals',
      'obliques',
      'abs every day',
    ],
    answer:
      'Train your core 2-3 times a week rather than every day, since abs recover like other muscles, with 2-3 exercises that cover different jobs, so both planks and crunches have a place: resisting movement (planks, side planks, dead bugs), bending (crunches, hanging knee raises) and resisting rotation (cable presses). Do 2-3 sets of 8-15 reps or 20-45 second holds. Heavy squats and deadlifts also work the core. Visible abs depend mostly on low body fat, so diet matters more than endless crunches.',
    why: 'Ab exercises build the muscle underneath but do not burn the fat on top of it; abs show once overall body fat drops low enough.',
    suggestions: [
      'How do I lose belly fat?',
      'How do I tone up?',
      'How big should my calorie deficit be?',
    ],
  },
  // Source: ACSM Position Stand, Progression Models in Resistance Training for Healthy Adults (2009)
  {
    id: 'toning',
    intent: 'training',
    title: 'How do I tone up?',
    questions: [
      'how do i tone my body',
      'how to get toned arms',
      'best exercises to tone legs',
      'i want to look toned not big',
      'light weights or heavy weights for toning',
      'how to tone up fast',
    ],
    keywords: ['tone', 'toned', 'toning', 'firm', 'definition', 'lean look', 'sculpt'],
    answer:
      'Toning means building some muscle and losing some fat, so lift weights and eat well. Do 2-4 strength sessions a week with 8-15 reps per set, taken close to failure, and add weight over time. Light weights for endless reps are not special for toning. Pair that with a small calorie deficit if you want to lose fat, high protein, and daily walking or cardio.',
    why: 'A muscle cannot become firmer without growing; the toned look is simply visible muscle with less fat covering it.',
    suggestions: [
      'Will lifting weights make me bulky?',
      'Can I lose fat and build muscle together?',
      'How do I lose belly fat?',
    ],
  },
  // Source: Roberts, Nuckols & Krieger, Sex differences in resistance training: a systematic review and meta-analysis, J Strength Cond Res (2020)
  {
    id: 'women-lifting-bulky',
    intent: 'training',
    title: 'Will lifting weights make me bulky?',
    questions: [
      'will lifting weights make me bulky',
      'should women lift heavy',
      'im a girl will weights make me big',
      'i dont want to get too muscular',
      'do heavy weights make women bulky',
    ],
    keywords: [
      'bulky',
      'women',
      'female',
      'girls lifting',
      'too muscular',
      'heavy weights',
      'bigger thighs',
      'bulky legs',
    ],
    answer:
      'No, lifting will not make you bulky by accident. Building noticeable size takes years of hard training and eating in a surplus, and women, with a small fraction of the testosterone men have, build muscle more slowly in absolute terms. Lifting heavy for 6-12 reps on squats, hip thrusts, rows and presses builds strength, shape and bone density. If you ever feel you are gaining more size than you want, you can simply hold your current weights.',
    why: 'Women make far less testosterone than men, so absolute muscle gain is slower, even though relative strength gains are similar; bulk comes from muscle plus body fat, which depends on diet.',
    suggestions: [
      'How do I tone up?',
      'High reps or low reps?',
      'I am a beginner. Where do I start?',
    ],
  },
  // Sources: ACSM Position Stand, Progression Models in Resistance Training (2009); WHO
  // Guidelines on physical activity (2020)
  {
    id: 'doing-more-than-the-plan',
    intent: 'training',
    title: 'Can I do more than my plan?',
    questions: [
      'can i do more than my plan says',
      'can i add extra workouts',
      'is it ok to train on my rest days',
      'my plan feels like not enough can i add more',
    ],
    keywords: ['extra workouts', 'more than my plan', 'add sessions', 'train more'],
    answer:
      'Yes, within reason. Extra easy activity such as walking, cycling or mobility work is always fine and helps recovery. Extra hard sessions should leave about 48 hours between hard work for the same muscles, and your sleep and energy should stay good. If every week feels easy, your plan is ready to progress: update your progress or your assessment so it can ask more of you.',
    why: 'Muscles grow and get stronger while they recover between sessions, so extra hard work only helps when there is recovery to match it.',
    suggestions: ['How many rest days do I need?', 'What is progressive overload?'],
  },
  // Sources: ACSM Position Stand, Progression Models in Resistance Training (2009): 48 hours
  // between hard sessions for the same muscles; WHO Guidelines on physical activity (2020):
  // weekly totals
  {
    id: 'moving-a-workout',
    intent: 'training',
    title: 'Can I move a workout to another day?',
    questions: [
      'can i move todays workout to tomorrow',
      'i missed monday can i do it today',
      'can i do two workouts in one day to catch up',
      'is it ok to swap my training days',
      'busy friday, can i do fridays session on saturday instead',
      'did monday and wednesday, can i go again today or wait till tomorrow',
      'away this weekend, can i double up and do the workout twice today',
    ],
    keywords: [
      'move workout',
      'reschedule',
      'missed workout',
      'catch up',
      'swap days',
      'double up',
    ],
    answer:
      'Yes, moving a session by a day or two is fine: what counts is the week as a whole. Keep about 48 hours between hard sessions for the same muscles so they recover, and move the next one along if needed. Do not cram two missed sessions into one long one; if part of the week is lost, carry on with the next planned session rather than trying to make it all up.',
    why: 'Muscles adapt over the week between sessions, so the weekly amount and the rest between hard sessions matter more than the exact days.',
    suggestions: ['How many rest days do I need?', "What's today's workout?"],
  },
  // Source: Schoenfeld et al., Differential effects of attentional focus strategies during long-term resistance training, Eur J Sport Sci (2018)
  {
    id: 'mind-muscle-technique',
    intent: 'training',
    title: 'Does the mind-muscle connection matter?',
    questions: [
      'does mind muscle connection work',
      'i dont feel my chest when benching',
      'how to feel the muscle working',
      'good form tips for lifting',
      'how do i know my technique is right',
    ],
    keywords: [
      'mind muscle connection',
      'form',
      'technique',
      'feel the muscle',
      'squeeze',
      'range of motion',
    ],
    answer:
      'It helps a bit for growth on lighter isolation work, so focus on squeezing the target muscle during curls, raises and flyes. On heavy compound lifts, focus on the movement instead, like pushing the floor away. Good technique basics: use a full range of motion you can control, keep a neutral spine, brace before each rep, and lower the weight under control. Filming a set from the side shows form errors quickly.',
    why: 'Focusing internally on a muscle raises its activation on light to moderate loads, but on heavy lifts an external focus on the movement tends to produce more force and better coordination.',
    suggestions: [
      'Does lifting slowly build more muscle?',
      'How heavy should I lift?',
      'Compound or isolation exercises?',
    ],
  },
  // Source: ACSM's Guidelines for Exercise Testing and Prescription, 11th ed. (2021), resistance
  // training technique and supervision for novices
  {
    id: 'checking-your-form',
    intent: 'training',
    title: 'How do I know if I am doing an exercise right?',
    questions: [
      'how do i know if im doing the exercises right',
      'how can i check my form on my own',
      'not sure my technique is right, how do i tell',
      'is my form good how do i check',
      'no trainer how do i know my form is ok',
    ],
    keywords: ['doing it right', 'check my form', 'form check', 'own form', 'technique check'],
    answer:
      "Film a set from the side on your phone and compare it with the exercise steps: joints lined up, a controlled range and no jerking. You should feel the muscle the exercise is for, and no sharp pain in a joint. Go slow with a light weight, 2-3 seconds down, and use a mirror for knee and hip alignment. For squats and deadlifts, the app's camera scores your form each rep in the active workout. One session with a qualified trainer is worth it for the big lifts.",
    why: 'Video shows what you cannot feel, such as a rounding back or knees caving, and slowing down with light loads lets you learn the pattern before the weight hides mistakes.',
    suggestions: [
      'How does the form tracking work?',
      'How heavy should I lift?',
      'What is the most common squat mistake?',
    ],
  },
  // Source: NSCA, Essentials of Strength Training and Conditioning, 4th ed. (the 2-for-2 rule for load increases); Helms et al., Strength Cond J (2016) (reps in reserve)
  {
    id: 'next-set-weight',
    intent: 'training',
    title: 'Should I go up or down in weight mid-workout?',
    questions: [
      'what weight for my next set',
      'last set was easy should i go heavier',
      'barely got my reps do i drop the weight',
      'my form broke on the last reps what do i put on next',
      'do i finish my sets or drop the weight',
      'how much do i add for the next set',
      'legs shaking mid set do i keep the same weight',
    ],
    keywords: ['remaining sets', 'mid set', 'mid workout', 'mid session'],
    answer:
      'Let the set you just did decide. If you had 3 or more reps left, or passed the top of your rep range, go up: 2.5-5 kg on a barbell, or the next dumbbells. With 1-2 reps left, stay. If you missed reps, ground out the last ones or your form broke, such as a rounding back, drop the weight 5-10% for the remaining sets, or stop that exercise for today. Never add weight after a set your form failed.',
    why: 'Matching the load to how the last set went keeps each set hard enough to progress, while a set that broke down says fatigue is already high and more load only adds injury risk.',
    suggestions: ['How heavy should I lift?', 'What is progressive overload?'],
  },
  // Source: Helms et al., Application of the repetitions in reserve-based rating of perceived exertion scale for resistance training, Strength Cond J (2016)
  {
    id: 'how-heavy-rpe-rir',
    intent: 'training',
    title: 'How heavy should I lift?',
    questions: [
      'how heavy should i lift',
      'how do i pick the right weight',
      'what is rpe in lifting',
      'what does rir mean',
      'what does rpe 8 mean',
      'rpe 7 vs rpe 9 whats the difference exactly',
      'is my weight too light',
      'how much weight should i be using',
      'how heavy should i lift to build muscle',
      'how heavy should i start in my first week at the gym',
    ],
    keywords: [
      'rpe',
      'rir',
      'rpe meaning',
      'reps in reserve',
      'how heavy',
      'weight choice',
      'effort',
      'intensity',
      'too light',
    ],
    answer:
      'Choose a weight you can lift for your target reps with about 1-3 reps in reserve (RIR), meaning 1-3 more clean reps left. On the 10-point rate of perceived exertion (RPE) scale, RPE 10 is all-out, RPE 9 leaves 1 rep, RPE 8 leaves 2 reps and RPE 7 leaves 3. If you could easily do 5 more reps, it is too light; if form breaks first, too heavy. Beginners should start light, with a weight they can lift 12-15 times with good form.',
    why: 'Reps in reserve self-adjusts for good and bad days, so you keep the effort in the range that drives progress without grinding into excessive fatigue.',
    suggestions: [
      'Should I train to failure?',
      'High reps or low reps?',
      'What is progressive overload?',
    ],
  },
  // Source: Grgic et al., The effects of time of day-specific resistance training on adaptations in skeletal muscle hypertrophy and muscle strength, Chronobiol Int (2019)
  {
    id: 'best-time-to-train',
    intent: 'training',
    title: 'Is morning or evening training better?',
    questions: [
      'is it better to work out in the morning or at night',
      'best time of day to exercise',
      'morning vs evening workout',
      'is it bad to train late at night',
      'what time should i go to the gym',
      'can i train on my lunch break',
    ],
    keywords: [
      'morning',
      'evening',
      'midday',
      'time of day',
      'night workout',
      'best time',
      'early workout',
      'what time',
      'train late',
    ],
    answer:
      'The best time is the one you can stick to; long-term results are similar morning or evening. Strength and power tend to peak in the late afternoon, but your body adapts to whatever time you train regularly. If you train early, warm up a little longer. If you train late, finish hard sessions 1-2 hours before bed if they keep you awake, and keep the timing consistent week to week.',
    why: 'Body temperature and alertness rise through the day, giving a small performance edge later, but regular training at one time of day shrinks that gap.',
    suggestions: [
      'Should I eat before a morning workout?',
      'How many hours of sleep do I need?',
      'How should I warm up?',
    ],
  },
  // Source: ACSM Position Stand, Progression models in resistance training (2009); Alcaraz et
  // al., Circuit versus traditional strength training, J Strength Cond Res (2011)
  {
    id: 'sets-or-rounds',
    intent: 'training',
    title: 'Is 3x12 three sets of each exercise or three rounds?',
    questions: [
      'how many rounds do i do of the workout',
      'is it 3 rounds of the whole thing or 3 sets each',
      'do i do all the sets of one exercise before the next',
      'should i do the exercises as a circuit',
      'circuit or straight sets',
    ],
    keywords: [
      'rounds',
      'circuit',
      'straight sets',
      'sets each',
      'whole thing',
      'one after another',
    ],
    answer:
      'Either way works; the total work is the same. 3x12 means 3 sets of 12 of each exercise. As straight sets, finish all 3 sets of one exercise, resting 60-90 seconds between them, then move to the next. As a circuit, do one set of each exercise in a row, rest 1-2 minutes, and repeat for 3 rounds. Circuits save time and raise your heart rate; straight sets let you lift a little heavier.',
    why: 'Muscles respond to the number of hard sets they do, not their order; a circuit lets one muscle rest while another works, so less time is spent standing still.',
    suggestions: [
      'How long should I rest between sets?',
      'What does 3x10 mean?',
      'What is circuit training?',
    ],
  },
  // Source: ACSM position stand, Progression models in resistance training for healthy adults (2009); ACSM, Resistance training for health (2022)
  {
    id: 'sets-and-reps-explained',
    intent: 'training',
    title: 'What is a set and what is a rep?',
    questions: [
      'what is a set and what is a rep',
      'what does 3x10 mean',
      'the app says 4x15 what does that mean',
      'what is a rep in the gym',
      'whats the difference between sets and reps',
      'what does 4 x 8 mean in a workout',
      'what does rest 60s mean on my plan',
      'how do i read 4x8 @ rpe 7',
    ],
    keywords: [
      'what is a rep',
      'what is a set',
      'sets and reps',
      '3x10',
      'repetition meaning',
      'what does 3x10 mean',
    ],
    answer:
      'A rep, short for repetition, is one full movement, like one squat down and back up. A set is a group of reps done in a row before you rest. So 3x10 means 3 sets of 10 reps: do 10 reps, rest, and repeat until you have done 3 sets. "Rest 90s" means 90 seconds between sets (1-2 minutes if none is given). "@ RPE 8" is the effort out of 10: 8 means stopping with about 2 reps left in reserve. Add reps or weight as it gets easier.',
    why: 'Breaking work into sets with rest lets you do more good-quality reps in total than one long effort, and total hard sets per muscle drive progress.',
    suggestions: ['How long should I rest between sets?', 'How many reps for my goal?'],
  },
  // Source: Schoenfeld et al., Strength and hypertrophy adaptations between low- vs. high-load resistance training, meta-analysis (J Strength Cond Res 2017); ACSM position stand, Progression models in resistance training (2009)
  {
    id: 'dumbbells-only-training',
    intent: 'training',
    title: 'Can I build muscle with only dumbbells?',
    questions: [
      'can i build muscle with just dumbbells',
      'only have dumbbells at home, is that enough',
      'can i get big legs with only dumbbells',
      'leg workout with dumbells only',
      'full body routine with nothing but dumbbells',
    ],
    keywords: ['big legs', 'only have dumbbells', 'grow my legs'],
    answer:
      'Yes, dumbbells alone can build muscle all over, legs included. For legs use goblet squats, Bulgarian split squats, Romanian deadlifts, reverse lunges and step-ups; for the upper body, presses, rows, flyes and curls. Do 3-4 sets of 8-20 reps with the last few hard. When the weights feel light, make it harder without new kit: go single-leg or single-arm, slow the lowering to 3 seconds, pause at the bottom or add reps. Adjustable dumbbells let you keep adding load.',
    why: 'Muscle grows from sets taken close to failure across a wide range of loads, and single-limb moves double the load each side handles, so light weights still give a strong stimulus.',
    suggestions: ['How do I do a Bulgarian split squat?', 'How many sets per week?'],
  },
  // Source: ACSM, Guidelines for Exercise Testing and Prescription (11th ed.), getting started; NHS, Gym-free and gym beginner guides
  {
    id: 'first-gym-session',
    intent: 'training',
    title: 'Tips for my first gym visit',
    questions: [
      'tips for my first day at the gym',
      'first gym visit tomorrow, any advice',
      'what should i do on my first visit',
      'never been to a gym before, what do i need to know',
      'gym newbie etiquette, what to bring',
    ],
    keywords: [
      'first day at the gym',
      'first time at the gym',
      'gym induction',
      'first visit',
      'gym etiquette',
    ],
    answer:
      'Keep your first visit simple. Go at a quiet, off-peak time with a short written plan: 5-6 full body exercises, such as a leg press, a chest press machine, a row and a plank. Warm up for 5-10 minutes on a bike or treadmill, then do 2 sets of 10-12 with light weights while you learn each movement. Ask staff to show you how the machines adjust; most gyms offer a free induction. Bring water and a towel, wipe kit down after use and put weights back on the rack.',
    why: 'Starting light with a few machine and basic moves lets you learn technique and build confidence, and it limits the soreness that puts many beginners off going back.',
    suggestions: ['I feel anxious at the gym', 'Beginner workout plan?'],
  },
  // Source: WHO guidelines on physical activity (2020), muscle-strengthening for all major muscle groups; ACSM position stand, Progression models in resistance training (2009)
  {
    id: 'skipping-leg-day',
    intent: 'training',
    title: 'Can I drop leg day?',
    questions: [
      'can i drop leg day for good',
      'do i really need to train legs',
      'is it ok to only do my top half',
      'can i just do arms and no legs',
      'is never training legs bad',
    ],
    keywords: ['drop leg day', 'never do legs', 'no legs'],
    answer:
      'You can miss one, but do not drop legs for good: your legs and hips hold about half your muscle, and training them builds strength for everyday life, protects your knees and back, burns the most calories and helps you look balanced. If you hate leg day, keep it short: 2-3 exercises such as squats or leg presses, Romanian deadlifts and lunges, 2-3 sets each, twice a week. Running or cycling does not replace it.',
    why: 'Guidelines ask for muscle-strengthening work for all major muscle groups, and the large leg and hip muscles matter most for strength, bone density and function with age.',
    suggestions: ['Leg exercises with only dumbbells?', 'How many sets per week?'],
  },
  // Source: ACSM position stand, Progression models in resistance training for healthy adults (2009), 48 hours between hard sessions for a muscle; WHO guidelines on physical activity (2020)
  {
    id: 'same-exercises-every-day',
    intent: 'training',
    title: 'Is it ok to do the same exercises every day?',
    questions: [
      'is it ok to do the same workout every day',
      'i do 100 push ups every day, is that ok',
      'doing the same moves daily ok?',
      'is doing the same routine daily bad',
      'daily push-up challenge, good idea?',
    ],
    keywords: ['same workout every day', 'same routine every day', 'daily push-ups'],
    answer:
      'Light daily bodyweight work such as push-ups or squats is fine for most people, but muscles grow between sessions: if the sets are hard, rest each muscle about 48 hours, for example alternate push and leg days. Keep progressing too, because the same routine stops giving results after a few weeks: add reps or sets, slow the lowering, or move to a harder variation like decline push-ups or split squats. Stop for joint pain rather than pushing through.',
    why: 'Hard sets cause muscle damage and fatigue that take 48-72 hours to clear, and muscles adapt to a fixed load, so the stimulus has to rise over time.',
    suggestions: ['How many rest days do I need?', 'What is progressive overload?'],
  },
  // Source: Plotkin et al., Hip thrust and back squat training elicit similar gluteus muscle hypertrophy (J Sports Sci 2023); Schoenfeld et al., Dose-response relationship between weekly resistance training volume and muscle mass, meta-analysis (J Sports Sci 2017)
  {
    id: 'glute-growth',
    intent: 'training',
    title: 'How do I grow my glutes?',
    questions: [
      'do squats make your butt bigger',
      'how do i grow my bum',
      'best exercises to grow glutes',
      'how long to build a rounder booty',
    ],
    keywords: ['booty', 'glute growth', 'grow my glutes', 'bum'],
    answer:
      'Squats do grow your glutes: in a 2023 trial they did about as well as hip thrusts. Combine a squat or leg press, a hinge such as Romanian deadlifts, a single-leg move like split squats or step-ups, and hip thrusts or glute bridges: about 10-20 hard sets a week for the glutes over 2-3 sessions, 6-20 reps, going deep and adding weight or reps over time. Eat enough protein, and expect visible change over 2-3 months.',
    why: 'The glutes grow like any muscle, from hard sets through a long range of motion with progressive overload, and deep squats load them strongly in the stretched position.',
    suggestions: ['How many sets per week?', 'What is progressive overload?'],
  },
  // Source: ACSM Position Stand, Progression models in resistance training for healthy adults
  // (2009); Kraemer & Ratamess, Fundamentals of resistance training: progression and exercise
  // prescription, Med Sci Sports Exerc (2004)
  {
    id: 'when-to-change-programme',
    intent: 'training',
    title: 'When should I change my training programme?',
    questions: [
      'should i change my program',
      'how often should i change my workout routine',
      'been on the same programme for months, time for a new one',
      'do i need to switch up my routine to keep progressing',
      'is muscle confusion a thing',
    ],
    keywords: [
      'change program',
      'change programme',
      'new program',
      'new programme',
      'same program',
      'program hopping',
      'switch routine',
      'muscle confusion',
    ],
    answer:
      'Change it when progress has stalled for 3-4 weeks despite good sleep, food and effort, not because it feels boring after a fortnight: most programmes need 8-12 weeks. If you have run one for months and your main lifts are stuck, take a deload week, then start a new block: change the rep range (sets of 3-5 instead of 6-8, say), swap a main lift for a close variation such as paused squats or deficit deadlifts, and adjust volume. Keep the big lifts; change one or two things, not everything.',
    why: 'The body adapts to a repeated stress, so a new block with a different rep range or variation restarts progress, while changing everything at once loses the practice that skill-heavy lifts need.',
    suggestions: [
      'What is a deload week?',
      'Why have my lifts stopped going up?',
      'What is progressive overload?',
    ],
  },
  // Source: Hubal et al., Variability in muscle size and strength gain after unilateral
  // resistance training, Med Sci Sports Exerc (2005); Schoenfeld et al., Dose-response
  // relationship between weekly resistance training volume and increases in muscle mass,
  // J Sports Sci (2017)
  {
    id: 'genetics-and-muscle-growth',
    intent: 'training',
    title: 'Is it my genetics if I am not building muscle?',
    questions: [
      'is it my genetics',
      'do i have bad genetics for building muscle',
      'some people just dont grow, is that me',
      'are my genetics holding me back',
    ],
    keywords: ['genetics', 'genetic', 'bad genetics', 'non responder', 'genes'],
    answer:
      'Genetics set how fast and where you build muscle, but almost everyone grows with the right training; true non-responders are rare. Before blaming genes, check the usual causes: progressive overload (adding reps or weight over time), about 10-20 hard sets per muscle a week, enough protein (about 1.6 g per kg) and calories to grow, and 7-9 hours of sleep. Arms are small muscles, so changes show slowly; measure them every 4 weeks rather than judging by the mirror.',
    why: 'Studies of the same programme show wide differences between people, yet most still gain; the slow responders usually gain with more volume or more food.',
    suggestions: [
      'How many sets should I do?',
      'How much protein do I need a day?',
      'Why am I not seeing results?',
    ],
  },
  // Source: Helms, Aragon & Fitschen, Evidence-based recommendations for natural bodybuilding
  // contest preparation, J Int Soc Sports Nutr (2014); Roberts et al., Sex differences in
  // resistance training: a systematic review and meta-analysis, J Strength Cond Res (2020)
  {
    id: 'muscle-gain-per-year',
    intent: 'training',
    title: 'How much muscle can I realistically gain in a year?',
    questions: [
      'whats a realistic amount of muscle to gain in a year',
      'how much muscle can a beginner build in a year',
      'is 10kg of muscle in a year possible',
      'how fast can you build muscle naturally',
    ],
    keywords: [
      'muscle in a year',
      'muscle per year',
      'realistic muscle gain',
      'rate of muscle gain',
    ],
    answer:
      'In the first year of good training most men gain about 4-8 kg of muscle, roughly 0.3-0.7 kg a month, then about half that in the second year and less each year after. Women gain a similar percentage of their muscle but start with less, so about half those kilos: around 2-4 kg in year one. The scale climbs faster on a bulk, since some of the gain is water and fat, so judge by strength and measurements too.',
    why: 'Muscle protein builds slowly, and the gap between what you have and your ceiling shrinks each year, so gains are fastest at the start.',
    suggestions: [
      'How fast should I gain weight on a bulk?',
      'How much protein do I need a day?',
      'How long until I see results?',
    ],
  },
  // Source: Schoenfeld, Ogborn & Krieger, Effects of resistance training frequency on measures of
  // muscle hypertrophy, Sports Med (2016); ACSM Position Stand, Progression models in resistance
  // training for healthy adults (2009)
  {
    id: 'training-days-vary',
    intent: 'training',
    title: 'How do I plan training when my free days change every week?',
    questions: [
      'some weeks i can train 5 days and some weeks only 2, how do i program that',
      'my schedule changes every week, how do i plan my workouts',
      'work rota is different every week, what split should i run',
      'how do i train when i never know which days im free',
      'flexible training plan for irregular hours',
    ],
    keywords: [
      'rota',
      'schedule changes',
      'different days',
      'irregular',
      'rotating list',
      'varies week to week',
    ],
    answer:
      'Use a rotating list instead of fixed days: write 3-4 sessions, such as full-body A, B and C or upper, lower, upper, lower, and do the next one on the list whenever you can train, picking up where you left off. On 2-day weeks do full-body sessions built round the main lifts and cut the extras; on 5-day weeks add a session or a few sets. Keep about 10 hard sets per muscle a week as your minimum, and judge progress by the fortnight.',
    why: 'Weekly volume per muscle drives progress more than which days you train, so a list you work through keeps the volume steady whatever the week allows.',
    suggestions: [
      'Which split suits the days I can train?',
      'How many sets per muscle a week?',
      'How do I train on shift work?',
    ],
  },
];
