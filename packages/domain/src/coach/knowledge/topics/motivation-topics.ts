import type { KnowledgeTopic } from './knowledge-topic';

/** Motivation and habits: consistency, setbacks, goals, mindset and realistic expectations. */
export const motivationTopics: readonly KnowledgeTopic[] = [
  // Source: Bickel, Cross & Bamman, Exercise dosing to retain resistance training adaptations in
  // young and older adults, Med Sci Sports Exerc (2011); Spiering et al., Maintaining physical
  // performance: the minimal dose of exercise needed, J Strength Cond Res (2021).
  {
    id: 'minimum-to-keep-progress',
    intent: 'motivation',
    title: 'What is the least I can do and still make progress?',
    questions: [
      'whats the least i can do and still make progress',
      'minimum workout to not lose progress',
      'busy week, what is the bare minimum to keep my gains',
      'how little training can i get away with',
      'no time this month, how do i at least maintain',
      'is one session a week enough to keep what ive built',
      'only 30 mins 3x a week till january, am i gonna lose my gains',
    ],
    keywords: [
      'bare minimum',
      'minimum',
      'the least',
      'maintain',
      'keep my gains',
      'get away with',
      'minimal dose',
    ],
    answer:
      'Two short full-body sessions a week, 20-30 minutes each, keep you progressing slowly, and even one hard session a week holds on to most of your strength and muscle for months. Keep the big moves (a squat or lunge, a push, a pull, a hinge), do 1-3 hard sets of each, and walk on other days. On the worst weeks a 10-minute session still counts: keeping the habit matters more than the dose.',
    why: 'Keeping strength and muscle takes far less training than building them: studies find about a third of the usual weekly sets, with the same effort, maintains them.',
    suggestions: [
      'Give me a 15 minute workout',
      'How do I stay consistent?',
      'I have no motivation today',
    ],
  },
  // Source: Lally et al., How are habits formed: Modelling habit formation in the real world, Eur J Soc Psychol (2010)
  {
    id: 'staying-consistent',
    intent: 'motivation',
    title: 'How do I stay consistent?',
    questions: [
      'how do i stay consistent with working out',
      'i always quit after a few weeks',
      'how to make exercise a habit',
      'cant stick to a workout routine',
      'how long does it take to form a habit',
      'i keep skipping the gym',
      'skipping workouts all the time',
      'how do i stop missing workouts',
      'how do i stop making excuses not to train',
    ],
    keywords: [
      'consistency',
      'consistent',
      'stick to it',
      'habit',
      'routine',
      'quit',
      'discipline',
      'skipping',
      'stop skipping',
      'stop missing',
      'excuses',
    ],
    answer:
      'Make your plan small enough to do on your worst week, then repeat it. Schedule workouts at fixed times like appointments, start with 2-3 sessions of 30 minutes, and lay out your kit the night before. Track every session so you can see your streak. Expect it to take around 2-3 months before training feels automatic, and know that missing one day does not break the habit.',
    why: 'Habits form through repeating the same action in the same context until it needs little willpower, which on average takes about 66 days.',
    suggestions: [
      'Build a habit that sticks',
      'I have no motivation today',
      'I missed a week. Now what?',
    ],
  },
  // Source: Teixeira et al., Exercise, physical activity, and self-determination theory: a systematic review, Int J Behav Nutr Phys Act (2012)
  {
    id: 'no-motivation-today',
    intent: 'motivation',
    title: 'I have no motivation today',
    questions: [
      'i dont feel like working out today',
      'no motivation to go to the gym',
      'too lazy to exercise',
      'how to motivate myself to workout',
      'cant be bothered training',
      'im so unmotivated lately',
      'too tired to train today',
    ],
    keywords: [
      'no motivation',
      'unmotivated',
      'lazy',
      "don't feel like it",
      'motivate',
      'cant be bothered',
    ],
    answer:
      'Use the 10-minute rule: commit to just 10 minutes, and if you still want to stop after that, stop guilt-free. Most days you will keep going once started. Lower the bar: do a shorter version, your favourite exercises, or just a walk. Put on music, change into your kit, and remember why you started. If low motivation lasts weeks with low mood, talk to someone you trust or a doctor.',
    why: 'Motivation usually follows action rather than preceding it; starting is the hardest part, and a tiny commitment removes the mental barrier.',
    suggestions: [
      'How do I stay consistent?',
      'What can I do in only 20 minutes?',
      'Workouts feel boring',
    ],
  },
  // Source: Lally et al., How are habits formed: Modelling habit formation in the real world, Eur J Soc Psychol (2010)
  {
    id: 'missed-workouts',
    intent: 'motivation',
    title: 'I missed a week. Now what?',
    questions: [
      'i missed a week of workouts',
      'fell off the wagon',
      'how to get back on track after a break',
      'havent been to the gym in a month',
      'i skipped my workouts again',
      'missed a full week of training, have i ruined my progress',
      'how do i get back into it after christmas',
      'will missing my workouts while im away mess up my progress',
      'away all weekend and cant train, does it matter',
    ],
    keywords: [
      'missed workout',
      'missed week',
      'fell off',
      'back on track',
      'restart',
      'break from gym',
      'skipped',
      'after christmas',
      'after the holidays',
      'back into it',
    ],
    answer:
      'It happens to everyone, and there is no need to start over: a missed week changes almost nothing, so pick up with your next planned session and book two or three short, easy ones for the first week back, without extra sessions to make up. After 1-2 weeks off, go back at about 80-90% of your previous weights; after a month or more, start around 60-70% and build back over 2-3 weeks. Strength returns faster than it was first built; then plan around what caused the gap.',
    why: 'Habit research shows a single missed opportunity barely affects habit formation, and muscle memory lets you regain lost strength far faster than building it the first time.',
    suggestions: [
      'All or nothing mindset',
      'How do I stay consistent?',
      'I have no time to work out',
    ],
  },
  // Source: WHO Guidelines on physical activity and sedentary behaviour (2020)
  {
    id: 'no-time-busy',
    intent: 'motivation',
    title: 'I have no time to work out',
    questions: [
      'i have no time to work out',
      'too busy for the gym',
      'how to exercise with a full time job',
      'working parent no time to train',
      'fitting exercise into a busy schedule',
    ],
    keywords: ['no time', 'busy', 'busy schedule', 'full time job', 'parents', 'time management'],
    answer:
      'You need less time than you think: two or three 20-30 minute strength sessions a week, plus daily walking, brings most of the benefit. Put sessions in your calendar at times you control, such as early morning or lunch. Train at home to skip travel, use supersets, and make activity part of life: walk meetings, stairs, cycling to work. Every bit of movement counts.',
    why: 'The biggest health gains come from going from little activity to some; beyond that, time-efficient training keeps most benefits on a fraction of the time.',
    suggestions: [
      'What can I do in only 20 minutes?',
      'Can I build muscle at home with bodyweight?',
      'Build a habit that sticks',
    ],
  },
  // Source: Teixeira et al., Exercise, physical activity, and self-determination theory: a systematic review, Int J Behav Nutr Phys Act (2012)
  {
    id: 'workout-boredom',
    intent: 'motivation',
    title: 'Workouts feel boring',
    questions: [
      'my workouts are boring',
      'bored of the gym',
      'how to make exercise fun',
      'same routine every week is boring',
      'should i switch up my workout',
    ],
    keywords: [
      'boring',
      'bored',
      'variety',
      'fun',
      'switch up',
      'same routine',
      'enjoy',
      'fed up with working out',
      'fed up with training',
    ],
    answer:
      'Keep the core lifts but change the details every 4-8 weeks: swap exercise variations, try new rep ranges or add a small challenge like a new personal best. Add activities you enjoy, such as classes, sports, hiking or climbing. Use playlists, podcasts or a training partner. Setting a goal, like a first pull-up or a 5 km run, gives each session a purpose beyond repeating the same workout.',
    why: 'People stick with exercise much longer when they enjoy it and feel they are progressing, rather than training only because they feel they should.',
    suggestions: [
      'How do I set fitness goals?',
      'Should I get a workout buddy?',
      'Celebrating progress beyond the scale',
    ],
  },
  // Source: Teixeira et al., Exercise, physical activity, and self-determination theory: a systematic review, Int J Behav Nutr Phys Act (2012)
  {
    id: 'gym-anxiety',
    intent: 'motivation',
    title: 'I feel anxious at the gym',
    questions: [
      'im scared to go to the gym',
      'gym anxiety',
      'everyone will judge me at the gym',
      'nervous about using the weights area',
      'embarrassed to work out in public',
      'gymtimidation',
      'first time at the gym and terrified everyone will stare at me',
      'people hog the machines and i feel awkward asking',
    ],
    keywords: [
      'gym anxiety',
      'nervous',
      'scared',
      'intimidated',
      'judged',
      'embarrassed',
      'self-conscious',
      'terrified',
      'stare',
    ],
    answer:
      'Gym nerves are very common and fade with familiarity. Go at quieter times, often mid-morning or early afternoon, with a written plan so you know exactly what to do. Start in a corner with dumbbells or machines, wear headphones, and bring a friend if you can. Everyone there started as a beginner, and nobody is watching you as closely as you think. You can also build confidence at home first, and ask staff for a machine walkthrough.',
    why: 'Uncertainty fuels anxiety; knowing the space and your plan reduces it, and repeated visits teach your brain the situation is safe.',
    suggestions: [
      'Can I build muscle at home with bodyweight?',
      'I am a beginner. Where do I start?',
      'Should I get a workout buddy?',
    ],
  },
  // Source: Locke & Latham, Building a practically useful theory of goal setting and task motivation, Am Psychol (2002); Doran, There's a S.M.A.R.T. way to write management's goals and objectives (1981)
  {
    id: 'smart-goals',
    intent: 'motivation',
    title: 'How do I set fitness goals?',
    questions: [
      'how do i set fitness goals',
      'what are smart goals',
      'good fitness goals for beginners',
      'how to set realistic goals',
      'what should my goal be',
    ],
    keywords: ['goals', 'smart goals', 'goal setting', 'target', 'realistic goals', 'objectives'],
    answer:
      'Set one main goal and make it SMART: specific, measurable, achievable, relevant and time-bound. For example, "squat my body weight for 5 reps by June" beats "get stronger". Add weekly process goals you fully control, like "train 3 times and hit my protein target 5 days". Write it down, review it every 2-4 weeks, and adjust. Pair outcome goals with behaviour goals.',
    why: 'Specific, challenging goals focus effort and let you track progress, while process goals keep you moving even when results lag.',
    suggestions: [
      'Celebrating progress beyond the scale',
      'When will I see results?',
      'Build a habit that sticks',
    ],
  },
  // Source: Harkin et al., Does monitoring goal progress promote goal attainment? A meta-analysis of the experimental evidence, Psychol Bull (2016)
  {
    id: 'tracking-wins',
    intent: 'motivation',
    title: 'Celebrating progress beyond the scale',
    questions: [
      'how do i track my progress',
      'non scale victories',
      'how to see progress when the scale is stuck',
      'what should i measure besides weight',
      'progress photos worth it',
    ],
    keywords: [
      'progress',
      'tracking progress',
      'non-scale victories',
      'measurements',
      'progress photos',
      'wins',
      'log',
    ],
    answer:
      'Track several measures, not just weight. Log your lifts each session, take waist and hip measurements and progress photos every 2-4 weeks in the same light, and note energy, sleep and how clothes fit. Write down wins like your first full push-up, a new personal best or a 10-week streak. Review them monthly; seeing progress on paper keeps you going when one measure stalls.',
    why: 'Monitoring progress reliably increases goal achievement, and tracking several measures shows change that body weight alone often hides.',
    suggestions: [
      'Why is the scale not moving?',
      'How do I set fitness goals?',
      'Should I reward myself?',
    ],
  },
  // Source: ISSN Position Stand: diets and body composition (2017)
  {
    id: 'scale-not-moving',
    intent: 'motivation',
    title: 'Why is the scale not moving?',
    questions: [
      'why is the scale not moving',
      'not losing weight even though im dieting',
      'weight loss plateau',
      'the scale went up even though i was good all week',
      'stuck at the same weight for weeks',
      'working out but not losing weight',
      'im so frustrated no results',
      'lost inches but not weight',
      'how do i keep going when the scale is stuck',
    ],
    keywords: [
      'scale not moving',
      'scale wont budge',
      'scale has barely budged',
      'weight loss plateau',
      'not losing weight',
      'stuck weight',
      'frustrated',
      'no results',
      'inches',
    ],
    answer:
      'Stalls like this are common: judge by a 2-3 week trend, not a few days; water can hide fat loss for a week or more. Compare weekly average weight, waist measurements and photos. If all have been flat for 3 or more weeks, re-check your tracking: weigh food, count oils, drinks and weekends. Then trim about 100-200 kcal a day or add 2,000 daily steps. New lifters may also gain muscle while losing fat. Keep going: consistency over months is what moves it.',
    why: 'As you lose weight your body burns slightly less energy and daily movement quietly drops, so the original deficit shrinks over time.',
    suggestions: [
      'Why does my weight jump around day to day?',
      'Celebrating progress beyond the scale',
      'Should I count calories?',
    ],
  },
  // Source: Burke et al., Group versus individual approach? A meta-analysis of the effectiveness of interventions to promote physical activity, Sport Exerc Psychol Rev (2006); Harkin et al., Psychol Bull (2016)
  {
    id: 'accountability-buddy',
    intent: 'motivation',
    title: 'Should I get a workout buddy?',
    questions: [
      'should i get a workout partner',
      'how to stay accountable',
      'gym buddy worth it',
      'i need someone to keep me on track',
      'working out with friends',
    ],
    keywords: [
      'workout buddy',
      'gym partner',
      'accountability',
      'training partner',
      'group class',
      'support',
      'friends',
      'accountable',
      'lonely',
      'on my own',
      'walking partner',
      'walking group',
      'training partner',
    ],
    answer:
      'Yes, if you struggle to show up, a training partner or group is one of the strongest accountability tools. Pick someone with a similar schedule and commitment, agree fixed times, and message each other after every session. No partner? Join a class, share weekly goals with a friend, post progress in an online group, or book a few sessions with a coach. Make your commitment public.',
    why: 'Social support and telling others your goals increase commitment, because skipping now lets someone else down as well as yourself.',
    suggestions: ['How do I stay consistent?', 'I feel anxious at the gym', 'Workouts feel boring'],
  },
  // Source: Gollwitzer & Sheeran, Implementation intentions and goal achievement: a meta-analysis, Adv Exp Soc Psychol (2006)
  {
    id: 'habit-stacking',
    intent: 'motivation',
    title: 'Build a habit that sticks',
    questions: [
      'what is habit stacking',
      'how to build a workout habit',
      'tips for building healthy habits',
      'how to make working out automatic',
      'start a morning exercise routine',
      'i put off my workout all day and then its too late',
      'how do i stop procrastinating on exercise',
    ],
    keywords: [
      'habit stacking',
      'habits',
      'if-then plan',
      'cue',
      'routine',
      'automatic',
      'implementation intention',
      'forget to work out',
      'keep forgetting',
      'forget',
      'putting it off',
      'procrastinate',
      'procrastinating',
    ],
    answer:
      'Attach your workout to something you already do every day using an if-then plan: "After I drop the kids at school, I go straight to the gym" or "After my morning coffee, I do 10 minutes of mobility." Keep the new habit tiny at first, make the cue obvious, like shoes by the door or a calendar alarm, and repeat it at the same time and place. Grow it once it feels automatic.',
    why: 'Linking a new action to an existing cue makes it automatic faster, and if-then plans roughly double follow-through compared with good intentions alone.',
    suggestions: [
      'How do I stay consistent?',
      'I have no time to work out',
      'Should I reward myself?',
    ],
  },
  // Source: Lally et al., How are habits formed: Modelling habit formation in the real world, Eur J Soc Psychol (2010)
  {
    id: 'all-or-nothing',
    intent: 'motivation',
    title: 'All or nothing mindset',
    questions: [
      'i ruin my diet and give up',
      'all or nothing mindset',
      'one bad day and i quit',
      'i ate badly so the whole week is ruined',
      'perfectionism with fitness',
      'messed up again whats even the point',
      'binged and skipped the gym, i will always be fat',
    ],
    keywords: [
      'all or nothing',
      'perfectionism',
      'give up',
      'ruined',
      'bad day',
      'black and white thinking',
    ],
    answer:
      'Swap all or nothing for "something beats nothing". One big meal or one missed workout changes very little: if you overate, eat normally at your next meal rather than writing off the day, and if you cannot do a full workout, do 15 minutes. Aim to be on plan about 80-90% of the time, which is plenty for great results. Have a minimum version of your week ready, like two short workouts and daily walks, for tough periods.',
    why: 'Results come from the average of many weeks, so one slip costs little, while the give-up-and-restart cycle is what actually stalls progress.',
    suggestions: [
      'I missed a week. Now what?',
      'Are sugar and cheat meals ok?',
      'How do I stay consistent?',
    ],
  },
  // Source: ACSM Position Stand, Progression Models in Resistance Training for Healthy Adults (2009)
  {
    id: 'when-see-results',
    intent: 'motivation',
    title: 'When will I see results?',
    questions: [
      'when will i see results from working out',
      'how long until i see muscle',
      'how long does it take to get in shape',
      'been working out a month no change',
      'how fast can i lose 10kg',
      'how many weeks until muscle gain is visible',
      'when will i notice getting stronger',
      'what should i expect after my first few weeks of training',
    ],
    keywords: [
      'results',
      'how long',
      'timeline',
      'see progress',
      'no change',
      'expectations',
      'expect',
      'how fast',
      'noticeable',
      'visible',
    ],
    answer:
      'You will feel results within 2-4 weeks, such as better energy, sleep and strength, and see visible changes in about 8-12 weeks of consistent training and eating. Beginners can add roughly 0.5-1 kg of muscle a month at first, slowing over time. Fat loss of 0.5-1% of body weight a week means losing 10 kg usually takes 3-5 months. Take photos now so you can compare.',
    why: 'Early strength gains come from your nervous system learning the movements, while visible muscle and fat changes take longer to build up.',
    suggestions: [
      'Celebrating progress beyond the scale',
      'Why is the scale not moving?',
      'How do I set fitness goals?',
    ],
  },
  // Sources: NICE guideline NG69, Eating disorders: recognition and treatment (2017); Tylka &
  // Wood-Barcalow, What is and what is not positive body image?, Body Image (2015)
  {
    id: 'body-image',
    intent: 'motivation',
    title: 'I hate my body',
    questions: [
      'i hate my body',
      'i feel fat and ugly',
      'i dont like how i look',
      'im ashamed of my body',
    ],
    keywords: ['hate my body', 'body image', 'ugly', 'ashamed', 'how i look', 'feel fat'],
    answer:
      'I am sorry it feels that way; many people feel it, and it is not the truth about your worth. Try aiming at what your body can do rather than how it looks: a few more push-ups, a longer walk, a heavier squat. Those wins come quickly and change how you see yourself. Avoid crash diets and punishing workouts. If these thoughts affect your eating, mood or daily life, please talk to a doctor or counsellor.',
    why: 'Goals about what the body can do build confidence and keep people training, while harsh dieting and self-criticism tend to backfire and can lead to disordered eating.',
    suggestions: ['How do I set fitness goals?', 'I keep comparing myself to others'],
  },
  // Source: Zheng et al., Self-weighing in weight management: a systematic literature review, Obesity (2015)
  {
    id: 'weighing-yourself-stress',
    intent: 'motivation',
    title: 'Weighing myself makes me miserable: should I stop?',
    questions: [
      'weighing myself every day makes me miserable',
      'the number on the scale ruins my mood',
      'should i stop weighing myself',
      'im obsessed with the scales',
      'stepping on the scale gives me anxiety',
    ],
    keywords: ['weighing myself', 'weigh myself', 'scales', 'weigh in', 'weigh-ins'],
    answer:
      'Yes, change how you weigh if it hurts your mood. Weighing helps many people, but only the weekly trend matters, since daily swings of 0.5-2 kg are water. Weigh once a week at the same time, or hide daily numbers and look only at the weekly average, or stop for a while and track your waist, photos, how clothes fit and your strength instead. If weighing leads to skipping meals, bingeing or constant worry, talk to your GP.',
    why: 'The scale mixes fat, muscle, water and food in one noisy number, so daily readings often feel like failure even when the trend is going the right way.',
    suggestions: [
      'Why does my weight go up and down?',
      'I hate my body',
      'How do I track progress?',
    ],
  },
  // Source: ACSM, Selecting and Effectively Using a Personal Trainer (brochure, 2011)
  {
    id: 'personal-trainer',
    intent: 'motivation',
    title: 'Do I need a personal trainer?',
    questions: [
      'do i need a personal trainer',
      'is a personal trainer worth it',
      'should i hire a coach',
      'can i get fit without a trainer',
    ],
    keywords: ['personal trainer', 'pt', 'hire a trainer', 'coach', 'trainer worth it'],
    answer:
      'No, many people progress well on their own with a sensible plan, good form and steady progression. A trainer helps most when you are starting out and want your technique checked, have an injury or condition to work around, or need someone to keep you accountable. Even a few sessions to learn the main lifts are worth it. Your RepWise plan and the camera form scores for squats and deadlifts cover much of the rest.',
    why: 'What drives results is a progressive plan done consistently with safe technique; a trainer is one way, not the only way, to get those.',
    suggestions: ['How do I start working out?', 'How do I stay consistent?'],
  },
  // Source: Teixeira et al., Exercise, physical activity, and self-determination theory: a systematic review, Int J Behav Nutr Phys Act (2012)
  {
    id: 'comparing-to-others',
    intent: 'motivation',
    title: 'I keep comparing myself to others',
    questions: [
      'i keep comparing myself to others at the gym',
      'everyone on instagram looks better than me',
      'everyone my age on insta is jacked, whats even the point',
      'why is my friend progressing faster',
      'feel bad about my body',
      'other people lift so much more than me',
      'everyone at my gym is fitter than me',
      'my husband lost way more weight than me in the same weeks, is something wrong with me',
      'my brother started after me and is already bigger and stronger',
    ],
    keywords: [
      'comparing',
      'comparison',
      'social media',
      'body image',
      'insecure',
      'jealous',
      'fitness influencers',
      'instagram',
      'everyone else',
    ],
    answer:
      'Compare yourself only with your past self. Other people differ in genetics, training age, schedule and sometimes lighting, editing or drugs, so their results tell you nothing about yours; men and larger bodies often lose weight faster at first, so the pace of a partner is no measure of yours. Look back at your log from 3 months ago instead. Mute accounts that leave you feeling worse, and follow people who teach skills. If body image worries affect your eating or daily life, talk to a doctor or counsellor.',
    why: 'Comparing against unrealistic standards undermines motivation and self-esteem, while measuring your own progress builds a sense of competence, which keeps people training.',
    suggestions: [
      'Celebrating progress beyond the scale',
      'When will I see results?',
      'I feel anxious at the gym',
    ],
  },
  // Source: Michie et al., The Behavior Change Technique Taxonomy (v1) of 93 hierarchically clustered techniques, Ann Behav Med (2013)
  {
    id: 'rewards',
    intent: 'motivation',
    title: 'Should I reward myself?',
    questions: [
      'should i reward myself for working out',
      'good rewards for hitting fitness goals',
      'is it ok to treat myself after the gym',
      'how to reward progress without food',
      'incentives to exercise',
    ],
    keywords: ['reward', 'rewards', 'treat', 'incentive', 'celebrate', 'milestone', 'incentives'],
    answer:
      'Yes, rewards help build the habit, especially early on. Reward consistency, not just results: for example, after 12 sessions in a month, buy new kit, a massage, a book or an experience. Small instant rewards also work, like a favourite podcast only during workouts. Avoid using food as the main reward, which can undo progress. Over time, the good feeling after training becomes its own reward.',
    why: 'Rewarding a behaviour strengthens it, and linking rewards to actions you control keeps you motivated while results are slow to show.',
    suggestions: [
      'Build a habit that sticks',
      'Celebrating progress beyond the scale',
      'How do I set fitness goals?',
    ],
  },
  // Source: WHO Guidelines on physical activity and sedentary behaviour (2020)
  {
    id: 'travel-routine',
    intent: 'motivation',
    title: 'How do I keep training while travelling?',
    questions: [
      'how to work out on holiday',
      'hotel room workout',
      'staying fit while travelling',
      'no gym on vacation what do i do',
      'keeping routine on business trips',
      'away for 2 weeks with no gym, will i lose my muscle',
      'traveling for a few weeks, how do i keep my gains',
    ],
    keywords: [
      'travel',
      'travelling',
      'traveling',
      'holiday',
      'vacation',
      'hotel workout',
      'business trip',
      'trip',
    ],
    answer:
      'Aim to maintain, not progress: in 2-3 weeks you lose very little muscle. Two or three 20-minute bodyweight sessions a week, such as squats, lunges, push-ups, backpack rows and planks, keep your strength for a couple of weeks, and walking to explore keeps your steps up. Pack a resistance band. Keep protein at most meals and enjoy the trip; missing it all for 1-2 weeks is fine too.',
    why: 'Strength and muscle are maintained with much less training than it took to build them, so a small dose is enough during short breaks.',
    suggestions: [
      'Can I build muscle at home with bodyweight?',
      'I missed a week. Now what?',
      'How do I eat healthy at restaurants?',
    ],
  },
  // Source: Gollwitzer & Sheeran, Implementation intentions and goal achievement: a meta-analysis, Adv Exp Soc Psychol (2006); Harkin et al., Does monitoring goal progress promote goal attainment? A meta-analysis, Psychol Bull (2016)
  {
    id: 'training-solo-focus',
    intent: 'motivation',
    title: 'How do I keep my sessions sharp training alone?',
    questions: [
      'how do i regain focus training solo',
      'my training partner moved away and my sessions got sloppy',
      'my workouts got sloppy since i train on my own',
      'always on my phone between sets',
      'how to stay motivated training alone',
    ],
    keywords: [
      'solo',
      'training alone',
      'on my own',
      'no partner',
      'sloppy',
      'distracted',
      'phone between sets',
    ],
    answer:
      "Book each session at a fixed time, like an appointment, then give it a script: write the exercises, sets and target weights beforehand, log each set and try to beat one number each week. Put your phone on a rest timer only, use a playlist that starts when you warm up, and do the accessories first once a week so they are not the ones you skip. A class, an online log with friends or a monthly session with a coach replaces some of a partner's pull.",
    why: 'A written plan and a target decide in advance what you will do, and tracking each set gives the feedback a partner used to give; both keep effort up when nobody is watching.',
    suggestions: ['How do I stay consistent?', 'Should I get a workout buddy?'],
  },
  // Source: ACSM, Guidelines for Exercise Testing and Prescription (11th ed.), training adaptations; WHO guidelines on physical activity and sedentary behaviour (2020)
  {
    id: 'does-it-get-easier',
    intent: 'motivation',
    title: 'Will working out always be this hard?',
    questions: [
      'does it get easier',
      'that was so hard will it get easier',
      'i could barely finish, does working out get easier',
      'how long until workouts stop feeling so hard',
      'will i always be this out of breath',
    ],
    keywords: ['does it get easier', 'so hard', 'this hard'],
    answer:
      'Yes, it gets easier, usually within 2-4 weeks. Your heart, lungs and muscles adapt quickly, so the same workout soon feels lighter and you recover faster; after 6-8 weeks most people are clearly fitter and stronger. Finishing a session that felt this hard is exactly how that happens. Until then, take longer rests, lower the pace or weight a little and stop sets with 2-3 reps left. When it feels easy, your plan steps it up again.',
    why: "Training raises the heart's stroke volume, builds capillaries and mitochondria in muscle and improves coordination, so the same effort costs less within weeks.",
    suggestions: ['When will I see results?', 'How do I stay consistent?'],
  },
  // Source: Ardern et al., Psychological responses to injury and return to sport, systematic review (Br J Sports Med 2013); NHS, Sports injuries: keeping active
  {
    id: 'injury-frustration',
    intent: 'motivation',
    title: 'Injured again: what is the point?',
    questions: [
      'hurt my knee again whats even the point',
      'another injury, so frustrated with training',
      'my back has flared again, whats the point',
      'always getting hurt, so frustrated',
      'frustrated my shoulder flared up again',
    ],
    keywords: [
      'injured again',
      'hurt again',
      'again whats the point',
      'another injury',
      'injured all the time',
      'fed up with injuries',
    ],
    answer:
      'That is frustrating, and it makes sense to feel fed up, but one sore joint does not stop all training. Train around it: with a sore knee keep upper-body work, seated or lying exercises and glute bridges in a pain-free range, or swim or cycle if they feel fine. Keep your routine going, even shorter, so the habit survives. If the same joint keeps flaring up, see a physiotherapist for a plan that fixes the cause rather than resting and repeating.',
    why: 'Staying active around an injury keeps fitness, mood and the training habit, and repeated flare-ups usually mean load or a weakness that a physiotherapist can address.',
    suggestions: ['When should I see a physio?', 'Low-impact cardio ideas?'],
  },
  // Source: Ardern et al., Psychological responses to injury and return to sport, systematic review (Br J Sports Med 2013); Sherrington et al., Exercise for preventing falls in older people, Cochrane review (2019)
  {
    id: 'confidence-after-a-fall',
    intent: 'motivation',
    title: 'Nervous after a fall or a crash?',
    questions: [
      'scared to ski again after a crash',
      'lost my confidence on the bike after coming off',
      'nervous about running on ice after slipping',
      'how do i stop being afraid of another fall',
    ],
    keywords: ['nerve', 'fear of falling', 'crash', 'confidence after a fall'],
    answer:
      'Losing your nerve after a fall is common and confidence comes back with gradual steps. Build the body first: leg strength and balance work 2-3 times a week, such as squats, step-ups, lunges and single-leg balance, which also lower the risk of falling again. Then return in small steps: a lesson or an instructor, easier slopes or routes you know, good conditions and short sessions, building back up as it feels steady. If the fall hurt your head or the fear stops you, see your doctor or a physio.',
    why: 'Confidence rebuilds through repeated, successful exposure at a manageable level, and stronger legs and better balance make the activity genuinely safer.',
    suggestions: ['How do I get my legs ready for skiing?', 'Exercises for balance'],
  },
  // Source: NHS, Losing weight: getting started (0.5-1 kg a week); Wilson & Brookfield, Effect of
  // goal setting on motivation and adherence in a six-week exercise program, Int J Sport Exerc
  // Psychol (2009)
  {
    id: 'slow-progress-motivation',
    intent: 'motivation',
    title: 'How do I stay motivated when progress is slow?',
    questions: [
      'how do you stay motivated when progress is so slow',
      'progress is too slow, feel like giving up',
      'only lost a little this month, its so slow',
      'results are taking forever',
    ],
    keywords: ['slow progress', 'progress is slow', 'so slow', 'taking forever'],
    answer:
      "Slow is what lasting progress looks like: 0.5 kg a week is a healthy, sustainable pace and adds up to about 6 kg in three months. Judge by the monthly trend, not the daily scale, and count the wins the scale misses: your waist, strength, energy, sleep and how clothes fit. Set weekly goals you control, such as sessions done, steps or protein, and tick them off. Look back at your first week's photos and log every month to see how far you have come.",
    why: 'Motivation follows a sense of progress, so goals you control and measures that move every week keep you going while the slow measures catch up.',
    suggestions: [
      'How fast should I lose weight?',
      'Why has the scale stopped moving?',
      'How do I track progress without a scale?',
    ],
  },
];
