import type { KnowledgeTopic } from './knowledge-topic';

/**
 * Life stages and the body's changes: the menstrual cycle, pregnancy and after birth, ageing and
 * metabolism, joint replacement, balance (other population topics are in population-topics.ts).
 */
export const lifeStageTopics: readonly KnowledgeTopic[] = [
  // Source: McNulty et al., The effects of menstrual cycle phase on exercise performance in eumenorrheic women: a systematic review and meta-analysis, Sports Med (2020); Colenso-Semple et al., Current evidence shows no influence of women's menstrual cycle phase on acute strength performance or adaptations to resistance exercise training, Front Sports Act Living (2023)
  {
    id: 'cycle-phase-training',
    intent: 'health',
    title: 'Should I train differently in my follicular and luteal phases?',
    questions: [
      'should i lift heavier in my follicular phase',
      'is it true you should deload in the luteal phase',
      'phase based training for women, is it worth it',
      'my app says ovulation week is when im strongest, should i plan PBs round it',
      'do the hormones in each cycle phase make me stronger or weaker',
      'is it worth timing my heavy sessions to my cycle',
      'i feel rubbish the week before my period every month, should i plan easier weeks then',
    ],
    keywords: [
      'follicular',
      'follicular phase',
      'luteal',
      'luteal phase',
      'ovulation',
      'ovulation week',
      'ovulating',
      'cycle phase',
      'cycle phases',
      'phase based training',
    ],
    answer:
      'You do not need to: research on training by cycle phase is limited and mixed, and on average strength and muscle gains are similar whichever phase you train hard in, so the lift-heavy-when-follicular, go-light-when-luteal rule is not proven. Individual patterns do exist, so track your cycle and symptoms (energy, sleep, cramps, mood) alongside your lifts for 2-3 months. If a pattern shows, plan lighter sessions for those days; otherwise train by how you feel on the day.',
    why: 'Meta-analyses find only trivial and inconsistent performance differences between phases, and small trials of phase-based programmes show no clear extra gains, while symptoms vary a lot from one woman to the next.',
    suggestions: [
      'Should I train on my period?',
      'Why am I hungrier before my period?',
      'What is a deload week?',
    ],
  },
  // Source: White et al., Fluid retention over the menstrual cycle: 1-year data from the prospective ovulation cohort, Obstet Gynecol Int (2011)
  {
    id: 'period-weight-gain',
    intent: 'health',
    title: 'Why does the scale go up around my period?',
    questions: [
      'why do i weigh more on my period',
      'scale jumps up every month right before my time of the month',
      'put on 1.5kg the week before my period, is that fat',
      'does period water retention show on the scales',
      'should i stop weighing myself on my period',
      'period bloat makes my weight go up, how do i track properly',
    ],
    keywords: [
      'period weight',
      'weight gain on my period',
      'premenstrual water retention',
      'heavier on my period',
      'time of the month',
      'due on',
    ],
    answer:
      'It is water, not fat, and it is normal. Around your period, hormone shifts make your body hold extra fluid, so the scale often reads 0.5-2 kg higher for a few days, peaking around the first days of bleeding, then it drops again as your period ends. Compare weights taken at the same point of your cycle month to month, or use a weekly average, and judge the trend over 4-8 weeks rather than any single morning.',
    why: 'Falling oestrogen and progesterone late in the cycle make the body keep more salt and water; women tracked for a year had the most fluid retention on the first day of their period.',
    suggestions: [
      'Why does my weight jump around day to day?',
      'Why am I hungrier before my period?',
      'Why is the scale not moving?',
    ],
  },
  // Source: ACOG Committee Opinion 804, Physical activity and exercise during pregnancy and the postpartum period (2020); Goom, Donnelly & Brockwell, Returning to running postnatal: guidelines for medical, health and fitness professionals (2019)
  {
    id: 'postpartum-core-timeline',
    intent: 'health',
    title: 'When can I do planks and crunches again after having a baby?',
    questions: [
      'how long after a caesarean before i can do ab exercises',
      'when can i start planks postpartum',
      'csection 8 weeks ago, are sit ups ok yet',
      'had my baby by caesarean, when can i work my abs properly',
      'how do i build back up to core work after a baby',
      'want my flat tummy back, how soon after the c-section can i do crunches',
    ],
    keywords: [
      'abs after caesarean',
      'core after caesarean',
      'planks postpartum',
      'crunches after birth',
      'sit ups postpartum',
      'postpartum core',
      'postpartum abs',
      'ab workouts after birth',
    ],
    answer:
      'Core work comes back in stages once your doctor or midwife agrees, and a C-section usually adds a few weeks. From the first days: relaxed breathing that gently draws in your lower belly, and pelvic floor squeezes. From about 6-8 weeks: pelvic tilts, heel slides, dead bugs and bridges. Planks and crunches usually from 12 weeks or later, and only when they cause no doming along your midline, leaking, heaviness or scar pain. Progress gradually, and see a pelvic health physiotherapist if those signs appear.',
    why: 'The stretched abdominal wall, the pelvic floor and, after a caesarean, the healing scar need months of gradually rising load to regain strength; moves that build a lot of pressure in the belly too early can strain them and slow recovery.',
    suggestions: [
      'Which ab exercises are safe after birth?',
      'Returning to exercise after birth',
      'How do I engage my core?',
    ],
  },
  // Source: Pontzer et al., Daily energy expenditure through the human life course, Science (2021)
  {
    id: 'metabolism-and-age',
    intent: 'nutrition',
    title: 'Does my metabolism slow down as I get older?',
    questions: [
      'does your metabolism slow down with age',
      'im 35 and cant lose weight like i used to, is it my metabolism',
      'is metabolism really slower after 40',
      'is a slow metabolism why im gaining weight in my 30s',
      'how do i get my metabolism back to how it was when i was younger',
      'metabolsim gets worse every birthday right?',
    ],
    keywords: [
      'metabolism',
      'slow metabolism',
      'slower metabolism',
      'metabolism with age',
      'metabolic rate',
      'metabolism slowing',
      'metabolism died',
    ],
    answer:
      'Barely, before 60: a study of over 6,000 people found daily energy use, adjusted for body size, holds steady from about 20 to 60, then falls by under 1% a year. What usually changes is everything around it: less muscle, fewer steps and less everyday movement (NEAT), poorer sleep and more stress. Lift weights 2-3 times a week to keep muscle, aim for 7,000-10,000 steps a day, eat protein at each meal and sleep 7-9 hours.',
    why: 'Energy use measured with doubly labelled water across the lifespan barely changes through adulthood; the weight gain people blame on a slower metabolism mostly comes from losing muscle and moving less, which lowers the calories burned.',
    suggestions: [
      'How many calories do I need?',
      'How many steps a day should I do?',
      'How much protein do I need?',
    ],
  },
  // Source: NICE guideline NG226, Osteoarthritis in over 16s: diagnosis and management (2022); Rausch Osthoff et al., 2018 EULAR recommendations for physical activity in people with inflammatory arthritis and osteoarthritis, Ann Rheum Dis (2018)
  {
    id: 'arthritis-flare-after-busy-day',
    intent: 'health',
    title: 'Arthritis flare after gardening or DIY: do I still exercise?',
    questions: [
      'did too much yesterday and my arthritic knees are flaring, do i skip my exercises',
      'joints flaring up after a long day on my feet, should i still exercise',
      'my arthritis played up after decorating all weekend',
      'hands swollen and achy after a day of weeding, should i do my hand exercises',
      'paid for it today after helping my son move house, my arthritis is angry',
      'how do i exercise the day after an arthritis flare up',
    ],
    keywords: [
      'arthritis flare',
      'joints flaring',
      'arthritis after gardening',
      'arthritis playing up',
    ],
    answer:
      'Yes, but swap your usual session for a light day. A flare after a busy day of gardening, DIY or lifting usually settles within 1-3 days. Today, move each sore joint gently through its range (slow bends and straightens, finger curls, ankle circles), 5-10 easy reps, and skip or lighten band work. Ice wrapped in a towel for 10-15 minutes eases swelling; warmth eases stiffness. Return to your usual routine as it settles. See your doctor if a joint is hot, red or very swollen.',
    why: 'A sudden jump in unaccustomed work irritates the joint and the tissues around it; gentle movement keeps the joint supple without adding load, while complete rest lets stiffness build.',
    suggestions: [
      'Muscle soreness or an arthritis flare?',
      'Can I exercise with arthritis?',
      'Heat or ice for sore muscles?',
    ],
  },
  // Source: Liu & Latham, Progressive resistance strength training for improving physical function in older adults, Cochrane Database Syst Rev (2009); Pescatello et al., Physical activity to prevent and treat hypertension: a systematic review, Med Sci Sports Exerc (2019)
  {
    id: 'stairs-leg-strength',
    intent: 'training',
    title: 'How do I get less out of breath on the stairs?',
    questions: [
      'how do i get better at stairs',
      'stairs wipe me out, what exercises make them easier',
      'legs burn and im puffing halfway up the stairs',
      'how to train for climbing stairs without getting winded',
      'want to manage the stairs at home without stopping, where do i start',
      'exercises for stair climbing with high blood pressure',
    ],
    keywords: ['flight of stairs', 'stair climbing', 'puffing', 'puffed', 'stairs easier'],
    answer:
      'Being puffed and red-faced after a few flights is common and normal while you build fitness: stairs are hard work, and they usually get easier within 4-8 weeks. 2-3 times a week, do step-ups on the bottom stair holding the rail, sit-to-stands and calf raises, 2 sets of 8-12, and walk briskly most days. Climb at a steady pace, breathing out every step or two. Never hold your breath with high blood pressure, and see a doctor for chest pain, dizziness or breathlessness that is new or at rest.',
    why: 'Stronger thighs and calves lift your body weight at a smaller share of their maximum, so heart rate and breathing rise less on each flight, and regular exercise also lowers blood pressure.',
    suggestions: [
      'I get out of breath easily',
      'Exercising with high blood pressure',
      'How do I improve my balance?',
    ],
  },
  // Source: Moyer et al., The value of preoperative exercise and education for patients undergoing total hip and knee arthroplasty: a systematic review and meta-analysis, JBJS Rev (2017); NICE guideline NG157, Joint replacement (primary): hip, knee and shoulder (2020)
  {
    id: 'joint-replacement-prehab',
    intent: 'injury',
    title: 'How do I get ready for a joint replacement (prehab)?',
    questions: [
      'exercises before knee replacement surgery',
      'what should i do to prepare for a hip replacement',
      'is prehab worth it before my knee op',
      'on the list for a new hip, how do i keep my legs strong for the op',
      'got a date for my knee surgery, how do i get fit for it',
      'strengthening before a joint replacement',
    ],
    keywords: [
      'prehab',
      'prehabilitation',
      'joint replacement',
      'before replacement',
      'before the op',
      'before the operation',
      'before my operation',
      'pre surgery',
      'pre op',
    ],
    answer:
      "Yes, train for it: prehab in the 6-8 weeks before the operation usually means an easier recovery. 3 times a week, strengthen your thigh and hip muscles with straight-leg raises, sit-to-stands, bridges, side-lying leg lifts and mini squats holding a counter, 2-3 sets of 10, keeping discomfort mild. Walk or ride an exercise bike most days. Practise with crutches and getting in and out of a chair. Follow your surgeon's team and physio, and go to any pre-op class they offer.",
    why: 'Strength and function before surgery carry over to function afterwards, and reviews of trials find that exercise and education beforehand improve early pain and function and can shorten the hospital stay.',
    suggestions: [
      'How do I exercise after a knee replacement?',
      'Exercise after a hip replacement?',
      'How do I strengthen an arthritic knee?',
    ],
  },
  // Source: NICE guideline NG226, Osteoarthritis in over 16s: diagnosis and management (2022); Timmermans et al., The influence of weather conditions on joint pain in older people with osteoarthritis: results from the EPOSA study, J Rheumatol (2014)
  {
    id: 'cold-morning-stiff-joints',
    intent: 'health',
    title: 'My joints are stiff on cold mornings: when should I exercise?',
    questions: [
      'joints stiff as a board first thing when its cold',
      'is it better to exercise in the afternoon if the cold makes me stiff',
      'my knees and hands ache more when its chilly, what helps',
      'anything i can do in bed to loosen up before getting up on chilly days',
      'winter joint stiffness and exercise',
      'why do my joints hurt more in the cold',
    ],
    keywords: [
      'cold mornings',
      'joints in the cold',
      'winter',
      'stiff first thing',
      'loosen up',
      'rusty',
      'chilly',
    ],
    answer:
      'Exercising later in the day is fine: doing it regularly matters more than when. Stiffness first thing usually eases within 30 minutes of moving. Loosen up in bed with knee rolls, heel slides and ankle circles, then have a warm shower, wear warm layers and keep the room warm. Start every session with 5-10 minutes of gentle warm-up, such as marching on the spot and making fists. See your doctor if morning stiffness lasts over an hour or your joints swell.',
    why: 'After a still, cold night the joints and muscles are stiffer, and warmth and gentle movement loosen them; stiffness lasting over an hour each morning is more typical of inflammatory arthritis, which needs treatment.',
    suggestions: [
      'Can I exercise with arthritis?',
      'How should I warm up?',
      'When is the best time to train?',
    ],
  },
  // Source: Sherrington et al., Exercise for preventing falls in older people living in the community, Cochrane Database Syst Rev (2019); NICE guideline CG161, Falls in older people: assessing risk and prevention (2013)
  {
    id: 'hip-fracture-prevention',
    intent: 'health',
    title: 'How do I avoid falling and breaking a hip?',
    questions: [
      'scared ill fall and break my hip',
      'how to prevent a hip fracture as you get older',
      'my neighbour broke a hip and now im nervous on my feet',
      'what can i do at home so i dont fall',
      'since mum fractured a hip im frightened of a fall',
      'tips for not falling over at home in my 70s',
    ],
    keywords: [
      'hip fracture',
      'broken hip',
      'broke a hip',
      'break my hip',
      'fractured hip',
      'fear of falling',
      'afraid of falling',
      'nervous on my feet',
    ],
    answer:
      'Most hip fractures come from falls, so strong legs, good balance and a safe home protect you most. 3 times a week, hold the kitchen counter and practise standing on one leg and heel-to-toe walking, plus sit-to-stands and heel raises, 10-15 minutes a session; tai chi is excellent too. Clear loose rugs and clutter, and light the stairs and the way to the toilet at night. Ask your GP about a bone density check and a review of your medicines and eyesight.',
    why: 'Exercise that combines balance and strength cuts falls by about a quarter, and more than 9 in 10 hip fractures follow a fall, usually sideways onto the hip.',
    suggestions: [
      'How do I improve my balance?',
      'Exercising with osteoporosis',
      'Is weightlifting safe after 60?',
    ],
  },
];
