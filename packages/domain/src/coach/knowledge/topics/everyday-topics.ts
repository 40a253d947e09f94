import type { KnowledgeTopic } from './knowledge-topic';

/**
 * Everyday questions between the big subjects: stretches for a stiff part, a bedtime routine,
 * feeling dizzy on standing, eating for blood pressure, choices between two common options.
 */
export const everydayTopics: readonly KnowledgeTopic[] = [
  // Source: NICE NG59, Low back pain and sciatica in over 16s: assessment and management (2016, updated 2020); Hayden et al., Exercise therapy for chronic low back pain, Cochrane Database Syst Rev (2021)
  {
    id: 'lower-back-stretches',
    intent: 'recovery',
    title: 'Tight, achy lower back: what gentle moves ease it?',
    questions: [
      'good stretches for a stiff lower back',
      'my lower back feels tight and achy, any stretches',
      'how do i loosen up my lowr back',
      'what can i do at home to ease a tight back',
      'woke with a stiff lower back, how do i ease it',
      'is it ok to stretch my back when it aches',
    ],
    keywords: [
      'lower back stretches',
      'achy lower back',
      "child's pose",
      'pelvic tilts',
      'knee hugs',
    ],
    answer:
      "Gentle stretches usually ease a stiff, achy lower back. Try cat-cow for 10 slow reps, child's pose, knee-to-chest, pelvic tilts lying on your back, knee rolls side to side as a gentle twist, and a kneeling hip flexor stretch. Hold each 20-30 seconds, 2-3 times, once or twice a day, to mild tension, never pain. Get urgent help for numbness around your groin or new bladder or bowel problems; see a doctor for pain down a leg, leg weakness or pain lasting over 2-3 weeks.",
    why: 'Gentle movement eases muscle guarding and stiffness and helps back pain settle faster than rest; numbness, weakness or bladder changes can mean a nerve is being pressed and needs checking.',
    suggestions: [
      'What should I do about lower back pain?',
      'Give me a simple mobility routine',
      'What stretches help me sleep?',
    ],
  },
  // Source: D'Aurea et al., You better move or relax: stretching versus resistance exercise for chronic insomnia, Rev Bras Psiquiatr (2019); Wang et al., The effect of yoga on sleep quality and insomnia in women with sleep problems: a systematic review and meta-analysis, BMC Psychiatry (2020)
  {
    id: 'bedtime-stretching-routine',
    intent: 'recovery',
    title: 'What stretches help me sleep? A bedtime routine',
    questions: [
      'stretches to do before bed to help me sleep',
      'bedtime stretching routine for better sleep',
      'does stretching at night help you fall asleep',
      'what should i stretch before going to sleep',
      'cant unwind at night, would some gentle stretching in bed help',
      'nighttime stretch routine to relax',
    ],
    keywords: [
      'bedtime stretches',
      'stretch before bed',
      'stretch in bed',
      'before sleep',
      'unwind',
    ],
    answer:
      "Yes: 5-10 minutes of slow, gentle stretching in the hour before bed can help you relax and fall asleep. Try child's pose, lying knee-to-chest, a lying knee-roll twist, a figure-4 hip stretch and legs up the wall, holding each for 30-60 seconds. Breathe slowly through your nose, in for 4 and out for 6, letting each breath out relax you further. Keep it easy, never to pain, with dim lights and your phone away. Save hard workouts for earlier in the evening.",
    why: 'Slow stretching and long out-breaths shift the nervous system towards its calming side, lowering heart rate and muscle tension; trials of stretching and yoga in people with poor sleep show better sleep quality within a few weeks.',
    suggestions: [
      'How many hours of sleep do I need?',
      'Does working out at night ruin my sleep?',
      'Stretches for a stiff lower back',
    ],
  },
  // Source: Chen et al., Workplace-based interventions for neck pain in office workers: systematic review and meta-analysis, Phys Ther (2018); Louw et al., Effectiveness of exercise in office workers with neck pain: a systematic review and meta-analysis, S Afr J Physiother (2017)
  {
    id: 'desk-neck-shoulder-stretches',
    intent: 'recovery',
    title: 'Tight neck and shoulders from desk work: what helps?',
    questions: [
      'neck and shoulder stretches for office workers',
      'my neck and shoulders get so tight working at a computer',
      'stretches i can do at my desk for stiff shoulders',
      'tight traps after hours at a screen, what helps',
      'how do i loosen my neck during the work day',
      'quick desk stretches for neck tension',
    ],
    keywords: [
      'desk stretches',
      'office neck',
      'chin tucks',
      'tight traps',
      'tech neck',
      'neck and shoulder tension',
    ],
    answer:
      'Short movement breaks through the day ease desk neck and shoulder tightness best. Every 30-60 minutes, do 10 backward shoulder rolls and 10 chin tucks (slide your chin straight back), then hold an ear-to-shoulder side stretch and a nose-to-armpit stretch for 20-30 seconds each side, plus a doorway chest stretch. Twice a week, strengthen your upper back with band rows or pull-aparts. Raise your screen to eye level. See a doctor for pain or tingling down an arm, or neck pain lasting beyond 6 weeks.',
    why: 'Holding one position loads the same neck and shoulder muscles for hours; frequent short breaks and upper-back strengthening reduce office neck pain more than stretching alone, and arm symptoms can mean an irritated nerve.',
    suggestions: [
      'Can exercise improve my posture?',
      'What should I do about neck pain?',
      'Is sitting all day bad if I work out?',
    ],
  },
  // Source: ACSM's Guidelines for Exercise Testing and Prescription, 11th ed. (2021), flexibility training; Winters et al., Passive versus active stretching of hip flexor muscles in subjects with limited hip extension: a randomized clinical trial, Phys Ther (2004)
  {
    id: 'tight-hip-flexor-stretches',
    intent: 'recovery',
    title: 'How do I loosen tight hips and hip flexors from sitting?',
    questions: [
      'stretches for tight hip flexors from sitting',
      'my hips feel locked up after work, how do i open them',
      'best hip flexor stretch',
      'how to loosen tight hips at home',
      'the front of my hips feels tight when i stand up after driving',
      'tight hips from a desk job, what stretches help',
    ],
    keywords: [
      'tight hips',
      'hip flexor stretch',
      'couch stretch',
      'half-kneeling lunge',
      'hip opener',
      'pigeon',
      '90/90',
    ],
    answer:
      'Stretch your hip flexors, the muscles at the front of the hips, daily and strengthen your glutes. Kneel in a half-kneeling lunge, squeeze the back-leg glute and tuck your pelvis until the front of that hip stretches; hold 30 seconds, 2-3 times per side. Progress to the couch stretch, back foot up against a sofa or wall. Add a figure-4 or pigeon stretch for the back of the hip and 2-3 sets of 10-15 glute bridges. Get up every 30-60 minutes when sitting.',
    why: 'Long sitting keeps the hip flexors shortened; tucking the pelvis while squeezing the glute stretches them instead of arching the lower back, and regular holds of about 30 seconds raise flexibility over weeks.',
    suggestions: [
      'Give me a simple mobility routine',
      'Hip pain during exercise',
      'Is sitting all day bad if I work out?',
    ],
  },
  // Source: ACSM's Guidelines for Exercise Testing and Prescription, 11th ed. (2021), flexibility
  // training; Page, Current concepts in muscle stretching for exercise and rehabilitation, Int J
  // Sports Phys Ther (2012)
  {
    id: 'tight-hamstring-stretches',
    intent: 'recovery',
    title: 'How do I stretch tight hamstrings?',
    questions: [
      'best stretch for tight hamstrings',
      'cant touch my toes how do i loosen my hamstrings',
      'how do i get more flexible in my hamstrings',
      'hamstrings always feel tight what stretches help',
      'gentle hamstring stretch for a beginner',
    ],
    keywords: [
      'tight hamstrings',
      'hamstring stretch',
      'hamstring flexibility',
      'touch my toes',
      'touch your toes',
    ],
    answer:
      'Stretch your hamstrings gently most days, after training or later, not just before lifting: warm up with lighter sets instead. Standing, put a heel on a low step, keep that knee soft and back long, and hinge from the hips until you feel the back of the thigh. Lying, loop a towel round one foot and raise the straight leg. Hold 30 seconds, 2-3 times a side, to mild tension, never pain. Add Romanian deadlifts or bridges twice a week; most people gain in 4-8 weeks.',
    why: 'Regular holds of about 30 seconds raise your tolerance to stretch and your range over weeks, and strengthening the hamstrings through a long range keeps the new length usable.',
    suggestions: [
      'Should I stretch before or after training?',
      'Give me a simple mobility routine',
      'Stretches for tight hip flexors',
    ],
  },
  // Source: Freeman et al., Consensus statement on the definition of orthostatic hypotension, neurally mediated syncope and the postural tachycardia syndrome, Clin Auton Res (2011); NICE CG109, Transient loss of consciousness ('blackouts') in over 16s (2010, updated 2023)
  {
    id: 'dizzy-standing-up',
    intent: 'health',
    title: 'Why do I feel dizzy on standing after floor exercises or lying flat?',
    questions: [
      'head spins when i get up off the mat',
      'i go lightheaded when i stand up after lying down',
      'everything goes black for a second when i get up from the floor after yoga',
      'is it normal to feel woozy getting up after sit ups',
      'dizzy every time i get out of bed or up off the floor, should i be worried',
      'blood rushes from my head when i stand up quickly',
    ],
    keywords: [
      'dizzy on standing',
      'dizzy when i stand',
      'lightheaded on standing',
      'woozy',
      'orthostatic hypotension',
      'postural hypotension',
      'blood pressure drop',
      'room spinning',
      'head rush',
      'got up too quick',
    ],
    answer:
      'A brief head rush on standing is common and usually harmless: your blood pressure dips for a few seconds before your body catches up. Get up slowly, in stages: roll onto your side, push up to sitting for 20-30 seconds, come to kneeling, then stand holding something steady. Drink enough water and clench your calves before you rise. Blood-pressure tablets can cause it, so mention it to your doctor. See a doctor if it happens often, or comes with fainting, chest pain or palpitations.',
    why: 'Standing pools blood in your legs and briefly drops blood pressure until your heart and vessels respond; lying down, heat, dehydration and blood-pressure tablets slow that response, and fainting or heart symptoms can mean a rhythm or blood pressure problem.',
    suggestions: [
      'Why do I feel dizzy when training?',
      'BP tablets make me lightheaded',
      'What can I do instead of floor exercises?',
    ],
  },
  // Source: NICE NG226, Osteoarthritis in over 16s: diagnosis and management (2022); Kolasinski et al., 2019 American College of Rheumatology/Arthritis Foundation guideline for the management of osteoarthritis of the hand, hip, and knee, Arthritis Care Res (2020)
  {
    id: 'walking-with-knee-arthritis',
    intent: 'health',
    title: 'How much walking is good for an arthritic knee?',
    questions: [
      'is walking good for arthritic knees',
      'how far is safe to walk with osteoarthritis',
      'can walking make knee arthritis worse',
      'how many minutes of walking a day with wear and tear in my knee',
      'knee oa, how often should i go for a walk',
      'stiff sore knees, will walking loosen them up',
      'my knees ache from arthritis after a long walk, should i cut back',
    ],
    keywords: [
      'walking with arthritis',
      'arthritis walks',
      'walking distance',
      'walking time',
      'walks help',
    ],
    answer:
      'Walking is one of the best things for knee arthritis and will not wear your knees out. Start with 10-15 minutes at an easy pace on most days, and add 2-5 minutes a week until you reach 30 minutes, in one walk or several. Aching up to 3 out of 10 that settles by morning is fine; if it is worse the next day, cut back for a few days. Wear cushioned walking shoes on flat paths. See your doctor for a hot, swollen knee.',
    why: 'Regular walking strengthens the muscles that support the knee and keeps cartilage nourished by movement; people with knee osteoarthritis who walk have less pain without faster joint damage, and a slow build-up lets the joint adapt.',
    suggestions: [
      'How do I strengthen an arthritic knee?',
      'Do several short walks count?',
      'Should I take the stairs with a sore knee?',
    ],
  },
  // Source: ACSM's Guidelines for Exercise Testing and Prescription, 11th ed. (2021), arthritis; Rausch Osthoff et al., 2018 EULAR recommendations for physical activity in people with inflammatory arthritis and osteoarthritis, Ann Rheum Dis (2018)
  {
    id: 'stretching-with-arthritis',
    intent: 'health',
    title: 'How often should I stretch with arthritis?',
    questions: [
      'is stretching good for arthritis',
      'should i stretch every day with arthritic joints',
      'which stretches are safe with osteoarthritis',
      'will stretching help my arthritis',
      'gentle stretches for arthritis, how many minutes a day',
      'can stretching make arthritis worse',
    ],
    keywords: ['range of motion', 'gentle range of motion', 'joint flexibility'],
    answer:
      'Yes, gentle stretching helps arthritis, and daily is best. Spend 5-10 minutes a day moving each stiff joint, your back included, through its comfortable range, ideally after a warm shower or a short walk. Hold each stretch 15-30 seconds, 2-4 times, breathing slowly, and stop at mild tension, never sharp pain. On flare days, keep to gentle pain-free movement without long holds. Mild aching that settles within 2 hours is fine; see your doctor for a hot, red or very swollen joint.',
    why: 'Arthritic joints stiffen when they are not moved; regular gentle range-of-motion work keeps the joint capsule and muscles supple, warmth makes tissues more pliable, and staying in a pain-free range avoids irritating an inflamed joint.',
    suggestions: [
      'Can I exercise with arthritis?',
      'Stiff joints on cold mornings',
      'Muscle soreness or an arthritis flare?',
    ],
  },
  // Source: Kleiber, Kunz & Disselhorst-Klug, Muscular coordination of biceps brachii and brachioradialis in elbow flexion with respect to hand position, Front Physiol (2015); Schoenfeld, Ogborn & Krieger, Dose-response relationship between weekly resistance training volume and increases in muscle mass: a systematic review and meta-analysis, J Sports Sci (2017)
  {
    id: 'hammer-vs-regular-curls',
    intent: 'training',
    title: 'Hammer curls or regular curls: which is better?',
    questions: [
      'hammer curls vs regular bicep curls',
      'whats better for bigger arms, hammer or normal curls',
      'do hammer curls work the biceps as much as supinated curls',
      'palms up or thumbs up curls, which should i do',
      'should i swap my curls for hammer curls',
      'neutral grip curl vs underhand curl',
    ],
    keywords: [
      'hammer curl',
      'hammer curls',
      'supinated curl',
      'regular curl',
      'neutral grip curl',
      'thumbs up curl',
      'brachialis',
      'biceps peak',
    ],
    answer:
      'Do both: they train the same elbow flexors with a different emphasis. Normal curls, palms up (supinated), load the biceps most and build its peak. Hammer curls, palms facing in (neutral grip), shift more work to the brachialis under the biceps and the brachioradialis in your forearm, which thicken the arm, and you can usually lift a little heavier. For bigger arms, do 2-3 hard sets of 8-15 of each a week, or alternate them. Hammer curls are often kinder to sore wrists and elbows.',
    why: 'The biceps both bends the elbow and turns the palm up, so it works hardest with the palm up; with a neutral, thumbs-up grip it sits at a weaker angle and the brachialis and brachioradialis take a bigger share.',
    suggestions: [
      'How do I build bigger forearms?',
      'Compound or isolation exercises?',
      'How many sets per muscle a week?',
    ],
  },
  // Source: NSCA, Essentials of Strength Training and Conditioning, 4th ed. (2016), deadlift technique; McGill, Low Back Disorders: Evidence-Based Prevention and Rehabilitation, 3rd ed. (2016)
  {
    id: 'deadlift-back-rounding',
    intent: 'training',
    title: 'My lower back rounds on the last deadlift reps: what do I change?',
    questions: [
      'back rounds at the end of my deadlift sets',
      'my form breaks down on the final reps of deadlifts',
      'lower back curls over near the end of a deadlift set',
      'should i keep going if my back starts rounding on rep 5',
      'how do i stop my spine rounding when im tired on dl',
      'deadlift form falls apart on the last couple of reps',
    ],
    keywords: [
      'back rounding',
      'rounding',
      'form breaks down',
      'last reps',
      'deadlift form',
      'rounded spine',
    ],
    answer:
      'Lower the weight 10-15% and end each set as soon as your back starts to round, even with reps left. Reset every rep: pause on the floor, set a flat back, pull the slack out of the bar, breathe into your belly and brace hard before each pull. Keep the bar against your legs. Film from the side to check. Add 2.5-5 kg a week while every rep looks the same. Pain or tingling down a leg needs a doctor or physio.',
    why: 'As your back and hip muscles tire on the last reps, the spine bends under load and stress shifts onto discs and ligaments; a lighter load and a fresh brace each rep keep it stiff and neutral, and stopping at the first breakdown avoids practising poor form.',
    suggestions: [
      'Touch and go or reset each rep?',
      'What should I do about lower back pain?',
      'Sumo or conventional deadlift?',
    ],
  },
  // Source: Schoenfeld, Ogborn & Krieger, Effects of resistance training frequency on measures of muscle hypertrophy: a systematic review and meta-analysis, Sports Med (2016); Schoenfeld, Ogborn & Krieger, Dose-response relationship between weekly resistance training volume and increases in muscle mass, J Sports Sci (2017)
  {
    id: 'ppl-vs-full-body',
    intent: 'training',
    title: 'Whole-body sessions or a six-day rotation: which builds more muscle?',
    questions: [
      'ppl or full body with just dumbbells at home',
      'push pull legs vs full body for building muscle',
      'ppl twice through or full body 3x a week for size',
      'is full body 3 days better than ppl 6 days',
      'ppl or full body for size',
      'i can train 3 days a week, ppl or whole body?',
    ],
    keywords: ['ppl or full body', 'six-day ppl', 'ppl at home'],
    answer:
      'Both build muscle equally well if each muscle gets about 10-20 hard sets a week, trained at least twice a week. With 3 days a week, do full body on alternate days: a squat or lunge, a hinge, a press, a row and an arm or core move, 3-4 sets each. With 6 days, run push pull legs twice through; PPL on only 3 days hits each muscle once a week. At home with dumbbells either works: pick the one you can keep up.',
    why: 'Muscle growth follows weekly hard sets and training each muscle at least twice a week, not the name of the split; the split only decides how those sets are spread over the days you can train.',
    suggestions: [
      'Is push pull legs a good split?',
      'Can I build muscle with only dumbbells?',
      'Six-day split or upper/lower?',
    ],
  },
  // Source: NICE CKS, Carpal tunnel syndrome (2023); NHS, Pins and needles; Slane et al., Cyclist's palsy, Clin J Sport Med (2011)
  {
    id: 'pins-and-needles-hands',
    intent: 'injury',
    title: 'Why do my fingers get pins and needles or go numb?',
    questions: [
      'pins and needles in my fingers after typing all day',
      'my hands go numb on long bike rides',
      'tingling fingers wake me up at night, can i still lift',
      'numb pinky and ring finger when i grip the bar',
      'is tingling in my hand carpal tunnel',
    ],
    keywords: [
      'pins and needles',
      'tingling',
      'numb fingers',
      'numb hands',
      'carpal tunnel',
      'ulnar nerve',
      'cyclists palsy',
    ],
    answer:
      'Tingling or numb fingers usually mean a nerve at the wrist or elbow is pressed: thumb to ring finger, at night or after typing, suggests carpal tunnel; little and ring fingers, on bikes or gripping, the ulnar nerve. Keep wrists straight, change hand position often, pad your grip, check the bike fit and avoid moves that bring it on. See your doctor if it lasts two weeks, wakes you or weakens your grip; sudden numbness with a drooping face or slurred speech needs 999.',
    why: 'A nerve squeezed in a tight tunnel at the wrist or elbow sends tingling to the fingers it supplies; keeping the joint straight and off pressure lets it recover, while weakness means the nerve is struggling and needs checking.',
    suggestions: [
      'Wrist pain on push-ups',
      'Gloves or padded grips',
      'When should I see a doctor?',
    ],
  },
  // Source: Lowden et al., Eating and shift work: effects on habits, metabolism and performance, Scand J Work Environ Health (2010); NHS, Healthy eating for shift workers
  {
    id: 'eating-on-night-shifts',
    intent: 'nutrition',
    title: 'What and when should I eat on night shifts?',
    questions: [
      'what do i eat on night shifts',
      'i work nights, when should i have my meals',
      'always end up at the vending machine on nights, what should i bring instead',
      'is my breakfast at 6pm now that im on nights',
      'best snacks for a 12 hour night shift',
    ],
    keywords: ['vending machine', 'night shift food', 'night shift snacks', 'shift snacks'],
    answer:
      'Treat the meal after you wake, around 5-6pm, as breakfast: your main meal, before the shift. Have a smaller meal around midnight, then only light snacks between 2 and 6am, when digestion is slowest. Pack them so the vending machine is not the only option: Greek yoghurt, boiled eggs, cheese, nuts, hummus with vegetables, fruit, a tuna wrap. Drink water through the shift, keep caffeine to its first half, and have a light snack, not a big meal, before you sleep.',
    why: 'The body clock handles food worst at night, so big meals then sit heavily and push up blood sugar, while planned protein snacks keep hunger and vending-machine grazing down.',
    suggestions: [
      'How do I sleep after night shifts?',
      'When should I train on shift work?',
      'What are good high-protein snacks?',
    ],
  },
  // Source: Gupta et al., Shift work and sleep, Sleep Med Clin (2019); NHS, How to get to sleep after a night shift
  {
    id: 'day-sleep-after-night-shifts',
    intent: 'recovery',
    title: 'How do I sleep during the day after night shifts?',
    questions: [
      'night shifts are wrecking my sleep, how do i get daytime sleep',
      'cant get to sleep after a night shift',
      'how to get decent daytime sleep working nights',
      'blackout blinds and earplugs for sleeping after nights?',
    ],
    keywords: [
      'daytime sleep',
      'day sleep',
      'working nights',
      'night shift sleep',
      'blackout blinds',
    ],
    answer:
      'Protect one main sleep of 7-9 hours, starting soon after you get home. Wear sunglasses on the way back, keep the bedroom dark (blackout blinds or an eye mask), cool and quiet (earplugs, phone on silent), and tell the household your sleep hours. Have no caffeine in the last 6 hours of the shift and skip big meals and alcohol before bed. If the main block is short, add a 20-90 minute nap before the next shift, and keep a similar sleep time on days off.',
    why: 'Daylight and noise tell the body clock it is time to be awake, so day sleep is lighter and shorter; darkness, cool quiet rooms and a fixed routine help the clock shift, while caffeine late in the shift keeps you from falling asleep.',
    suggestions: [
      'When should I train on shift work?',
      'Should I train after a bad night?',
      'How much sleep do I need?',
    ],
  },
  // Source: NHS, Heavy sweating (hyperhidrosis): things you can do; ACSM's Guidelines for
  // Exercise Testing and Prescription, 11th ed. (2021), cool-down
  {
    id: 'lunch-workout-freshen-up',
    intent: 'training',
    title: 'How do I not smell after a lunchtime workout?',
    questions: [
      'how do i not stink going back to the office after the gym',
      'no shower at work, how do i freshen up after training',
      'lunch break workout without being sweaty all afternoon',
      'how to not be smelly after a workout at work',
      'gym at lunch then back to my desk, tips',
    ],
    keywords: ['stink', 'smell', 'smelly', 'sweaty', 'freshen up', 'shower', 'deodorant', 'wipes'],
    answer:
      'Cool down before you change: finish the hard part 5-10 minutes early and walk or stretch until you stop sweating. A quick shower is best; without one, use body wipes or a damp flannel on your armpits, neck and chest, then fresh deodorant. Keep a spare shirt, socks and a small towel at work, and take the sweaty kit home in a sealed bag. On office days pick strength sets with full rests rather than HIIT, which sweat less.',
    why: 'Sweat itself hardly smells; the smell comes from skin bacteria breaking it down over the next hours, so cooling down, wiping it off and a clean shirt stop it.',
    suggestions: [
      'What should I do on a 45 minute lunch?',
      'Is a short workout worth it?',
      'What should I eat after training?',
    ],
  },
];
