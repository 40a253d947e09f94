import type { KnowledgeTopic } from './knowledge-topic';

/** Medical conditions and medication: asthma, diabetes, blood pressure, heart, arthritis, bones, hormones, mental health (particular people, illness and operations have their own files). */
export const healthTopics: readonly KnowledgeTopic[] = [
  // Source: ACSM pre-participation health screening recommendations (Riebe et al., 2015) and the PAR-Q+ questionnaire
  {
    id: 'medical-clearance',
    intent: 'health',
    title: "Do I need a doctor's OK to start exercising?",
    questions: [
      'do i need a doctor before starting exercise',
      'should i get checked before joining a gym',
      'is it safe for me to start working out',
      'medical clearance for exercise',
      'i have a health condition can i train',
    ],
    keywords: [
      'medical clearance',
      'doctor',
      'check-up',
      'health screening',
      'par-q',
      'safe to exercise',
      'health condition',
    ],
    answer:
      'Most people can start light to moderate exercise without a check-up, and it helps nearly every long-term condition. See a doctor first if you have heart, kidney or metabolic disease such as diabetes, or symptoms like chest pain, fainting, unusual breathlessness or palpitations, or if you are pregnant or recovering from surgery, and get clearance before vigorous training. With any other condition, ask your doctor or nurse what to watch for. Start gently, such as 10-minute walks, and build up over weeks.',
    why: 'The risk of a cardiac event during exercise is very low overall, but it is concentrated in people with existing disease or warning symptoms who suddenly start vigorous activity.',
    suggestions: [
      'I am a beginner. Where do I start?',
      'Exercising with a heart condition',
      'Chest pain during exercise',
    ],
  },
  // Source: NHS, Shortness of breath (2023); ACSM's Guidelines for Exercise Testing and Prescription, 11th ed. (aerobic training for deconditioned adults)
  {
    id: 'out-of-breath-easily',
    intent: 'health',
    title: 'I get out of breath easily: can exercise help?',
    questions: [
      'i get out of breath climbing the stairs',
      'why do i get breathless so easily',
      'i am so unfit i get winded walking uphill',
      'can exercise help my breathing',
      'how do i stop getting out of breath',
      'should i be worried that i get out of breath',
      'how do i build up my stamina so i can keep up with my walking group',
    ],
    keywords: [
      'out of breath',
      'breathless',
      'winded',
      'short of breath',
      'stairs',
      'puffed out',
      'unfit',
      'stamina',
      'huffing and puffing',
      'keep up',
    ],
    answer:
      'Getting out of breath on stairs is common when fitness is low, and regular exercise usually helps a lot: your heart and muscles get better at using oxygen within 4-8 weeks. Start with brisk walks of 10-20 minutes most days, at a pace where you can talk but not sing, and build up gradually by adding a few minutes each week. See a doctor first if breathlessness is new, getting worse, wakes you at night, or comes with chest pain, dizziness or swollen ankles.',
    why: 'Breathlessness on effort in a healthy person mostly reflects deconditioned heart and muscles, which aerobic training improves; new or worsening breathlessness can signal heart or lung disease that needs checking.',
    suggestions: [
      'How do I start running?',
      'How much cardio do I need?',
      'Exercising with high blood pressure',
    ],
  },
  // Source: ATS Clinical Practice Guideline, Exercise-induced Bronchoconstriction (Parsons et al., 2013); Global Initiative for Asthma (GINA) report
  {
    id: 'asthma',
    intent: 'health',
    title: 'Can I exercise with asthma?',
    questions: [
      'can i work out with asthma',
      'exercise induced asthma',
      'i get wheezy when running',
      'best exercise for asthmatics',
      'asthma and cold weather running',
    ],
    keywords: [
      'asthma',
      'wheezing',
      'inhaler',
      'exercise-induced asthma',
      'breathless',
      'bronchoconstriction',
      'wheezy',
    ],
    answer:
      'Yes, people with well-controlled asthma can exercise fully and it often improves symptoms. Follow your asthma plan, which may mean using your reliever inhaler 5-20 minutes before training. Warm up gradually for 10-15 minutes and cover your mouth in cold, dry air. Keep your inhaler with you, and stop if you wheeze or feel tight. If your reliever does not help, or you are too breathless to speak, call emergency services. If you need it more than usual, see your doctor to review your treatment.',
    why: 'Breathing large volumes of cold, dry air can narrow irritated airways; a gradual warm-up and pre-exercise medication reduce that reaction.',
    suggestions: [
      'How should I warm up?',
      'HIIT or steady-state cardio?',
      'Should I train with a cold?',
    ],
  },
  // Source: GOLD Report, Global Strategy for the Prevention, Diagnosis and Management of COPD (2024); NICE guideline NG115, COPD in over 16s (2018)
  {
    id: 'copd-exercise',
    intent: 'health',
    title: 'Can I exercise with COPD?',
    questions: [
      'i have copd can i still exercise',
      'emphysema and the gym',
      'exercise for chronic bronchitis',
      'copd breathless when walking is that ok',
    ],
    keywords: [
      'copd',
      'emphysema',
      'chronic bronchitis',
      'pulmonary rehab',
      'pulmonary rehabilitation',
      'lung disease',
    ],
    answer:
      'Yes, exercise is one of the most helpful treatments for COPD, and feeling moderately breathless while you do it is expected and safe. Ask your GP about pulmonary rehabilitation, a supervised 6-8 week programme. Walk or cycle 20-30 minutes most days, in intervals if needed, and do light strength work 2-3 times a week. Use pursed-lip breathing, take your reliever as prescribed, and pace yourself. Stop for chest pain, severe breathlessness or blue lips.',
    why: 'COPD itself cannot be reversed, but trained muscles use oxygen more efficiently, so the same activity makes you less breathless and daily tasks get easier.',
    suggestions: [
      'I get out of breath easily',
      'What is low-impact cardio?',
      'Do I need a check-up first?',
    ],
  },
  // Source: Riddell et al., Exercise management in type 1 diabetes: a consensus statement, Lancet Diabetes Endocrinol (2017)
  {
    id: 'type-1-diabetes',
    intent: 'health',
    title: 'Exercising with type 1 diabetes',
    questions: [
      'exercise with type 1 diabetes',
      'my blood sugar drops when i work out',
      'type 1 diabetic lifting weights',
      'hypo during exercise what to do',
      'insulin and working out',
    ],
    keywords: [
      'type 1 diabetes',
      't1d',
      'insulin',
      'hypo',
      'hypoglycaemia',
      'blood sugar',
      'glucose',
    ],
    answer:
      'Exercise is safe and beneficial with type 1 diabetes if you plan around glucose. Check glucose before, during and after training, ideally starting around 7-10 mmol/L (126-180 mg/dL). Carry fast-acting carbs; if you go low, stop, take about 15-20 g and recheck after 15 minutes. Cardio tends to drop glucose, while heavy lifting or sprints can raise it for a while through stress hormones such as adrenaline. Work out insulin adjustments with your diabetes team.',
    why: 'Working muscles take up glucose without needing much insulin, so insulin on board plus exercise can cause lows during and up to 24 hours after activity.',
    suggestions: [
      'Exercising with type 2 diabetes',
      'What should I eat before a workout?',
      'Why do I feel dizzy when training?',
    ],
  },
  // Source: ADA Position Statement, Physical Activity/Exercise and Diabetes (Colberg et al., 2016); ACSM/ADA Joint Position Statement, Exercise and Type 2 Diabetes (2010)
  {
    id: 'type-2-diabetes',
    intent: 'health',
    title: 'Exercising with type 2 diabetes',
    questions: [
      'best exercise for type 2 diabetes',
      'does exercise lower blood sugar',
      'can diabetics lift weights',
      'prediabetes workout plan',
      'walking after meals for blood sugar',
    ],
    keywords: [
      'type 2 diabetes',
      'diabetes',
      'prediabetes',
      'insulin resistance',
      'blood sugar',
      'a1c',
      'metformin',
    ],
    answer:
      'Exercise is one of the best treatments for type 2 diabetes. Aim for at least 150 minutes of moderate cardio a week with no more than 2 days in a row off, plus strength training 2-3 times a week. A 10-15 minute walk after meals lowers glucose spikes. If you use insulin or sulfonylureas, check glucose before and after and carry fast carbs in case of a hypo (low blood sugar). Check your feet daily and get doctor clearance if you have complications.',
    why: 'Each session improves insulin sensitivity for a day or two, and muscle takes up glucose, so regular activity lowers blood sugar and A1c.',
    suggestions: [
      'How many steps a day should I walk?',
      'Exercising with type 1 diabetes',
      'Can I exercise with high blood pressure?',
    ],
  },
  // Source: Colberg et al., Physical activity/exercise and diabetes: a position statement of the American Diabetes Association, Diabetes Care (2016)
  {
    id: 'peripheral-neuropathy-exercise',
    intent: 'health',
    title: 'How do I exercise with neuropathy in my feet?',
    questions: [
      'i have peripheral neuropathy in my feet',
      'numb feet can i still walk for exercise',
      'diabetic neuropathy exercise',
      'exercise when i cant feel my feet properly',
    ],
    keywords: [
      'neuropathy',
      'peripheral neuropathy',
      'numb feet',
      'numbness in feet',
      'diabetic foot',
    ],
    answer:
      'Yes, you can exercise with neuropathy, including walking, as long as you protect your feet. Check both feet daily for blisters, cuts or redness, wear well-fitting cushioned shoes and moisture-wicking socks, and stop and get any wound seen quickly. Cycling, swimming if you have no open wounds, chair exercises and strength training are good choices, and balance work lowers fall risk. Ask your doctor or podiatrist before weight-bearing exercise if you have foot ulcers.',
    why: 'Numb feet do not warn you of rubbing or injury, so small wounds can go unnoticed and become serious, while exercise improves circulation, strength and balance.',
    suggestions: [
      'How do I improve my balance?',
      'What is low-impact cardio?',
      'Exercise with type 2 diabetes',
    ],
  },
  // Source: ACSM Position Stand, Exercise and Hypertension (Pescatello et al., 2004); 2017 ACC/AHA High Blood Pressure Guideline
  {
    id: 'hypertension',
    intent: 'health',
    title: 'Can I exercise with high blood pressure?',
    questions: [
      'can i lift weights with high blood pressure',
      'exercise for hypertension',
      'does exercise lower blood pressure',
      'is heavy lifting bad for blood pressure',
      'high bp and gym',
      'i hold my breath when i push and feel lightheaded, is that bad with my blood pressure',
      'is pressing overhead safe with borderline high blood pressure',
      'what exercise gets my blood pressure down',
    ],
    keywords: [
      'high blood pressure',
      'hypertension',
      'blood pressure',
      'bp',
      'hbp',
      'valsalva',
      'holding breath',
    ],
    answer:
      "Yes, regular exercise lowers blood pressure, but get your doctor's OK if it is uncontrolled. Aim for 30 minutes of moderate cardio such as brisk walking on most days (150 minutes a week) plus strength training 2-3 times a week at moderate loads of around 10-15 reps. Breathe out as you lift, never holding your breath or straining. Avoid max lifts; stop if you feel dizzy or get a headache or chest pain. If your resting reading is 180/110 or higher, do not train until your doctor has seen you.",
    why: 'Regular exercise can lower blood pressure by around 5-7 mmHg, while breath-holding under heavy load causes sharp, temporary spikes.',
    suggestions: [
      'Exercising with a heart condition',
      'How much cardio should I do a week?',
      'Do beta blockers affect my heart rate?',
    ],
  },
  // Source: AHA Scientific Statement, Resistance Exercise in Individuals With and Without Cardiovascular Disease (2007 update); ACSM's Guidelines for Exercise Testing and Prescription; BACPR Standards and Core Components for Cardiovascular Disease Prevention and Rehabilitation (2023); McDonagh et al., 2021 ESC Guidelines for heart failure, Eur Heart J (2021)
  {
    id: 'heart-conditions',
    intent: 'health',
    title: 'Exercising with a heart condition, a stent or heart failure',
    questions: [
      'can i exercise with a heart condition',
      'working out after a heart attack',
      'i have angina, is exercise safe',
      'my angina comes on when i walk, should i stop',
      'is exercise safe with heart disease',
      'i have a stent can i lift',
      'how soon after a stent or bypass can i exercise',
      'cardiac rehab exercises',
      'can you exercise with heart failure',
    ],
    keywords: [
      'heart condition',
      'heart disease',
      'heart attack',
      'cardiac',
      'stent',
      'heart stent',
      'cardiac rehab',
      'arrhythmia',
      'heart failure',
      'angina',
    ],
    answer:
      'Exercise is usually very good for heart conditions once your cardiologist has cleared you and set limits. After a heart attack or stent, or with heart failure, supervised cardiac rehab is the safest start: moderate cardio you can talk through, building to 20-30 minutes most days, and light strength work without breath-holding. With angina, keep your GTN spray with you. Stop and seek urgent help for chest pain, severe breathlessness, fainting or a racing, irregular heartbeat. With heart failure, tell your team if you gain 2 kg in 3 days.',
    why: 'Exercise strengthens the heart and lowers future risk, but the right intensity depends on your specific condition, which needs medical assessment.',
    suggestions: [
      'Chest pain during exercise',
      'Do beta blockers affect my heart rate?',
      'Can I exercise with high blood pressure?',
    ],
  },
  // Source: Billinger et al., Physical activity and exercise recommendations for stroke survivors: a scientific statement from the AHA/ASA, Stroke (2014)
  {
    id: 'exercise-after-stroke',
    intent: 'health',
    title: 'Can I exercise after a stroke?',
    questions: [
      'is it safe to work out after a stroke',
      'exercise after a stroke',
      'stroke survivor workout at the gym',
      'weak side after stroke what exercises',
    ],
    keywords: [
      'stroke survivor',
      'after a stroke',
      'had a stroke',
      'mini stroke',
      'tia',
      'hemiplegia',
    ],
    answer:
      'Yes, exercise after a stroke is safe and recommended once your doctor or stroke team agrees, and it lowers the risk of another. Aim to build up to 150 minutes a week of moderate activity such as walking or a recumbent bike, plus strength work 2-3 days a week for both sides, and balance practice near support. Start with 10-minute bouts, and keep taking your blood pressure medicine. Sudden face drooping, arm weakness or slurred speech means call 999.',
    why: 'Regular activity lowers blood pressure and improves strength, walking, balance and mood, and the brain keeps relearning movement long after a stroke.',
    suggestions: [
      'How do I improve my balance?',
      'Can I exercise with high blood pressure?',
      'What are chair exercises?',
    ],
  },
  // Source: Pelliccia et al., 2020 ESC Guidelines on sports cardiology and exercise in patients with cardiovascular disease, Eur Heart J (2021)
  {
    id: 'atrial-fibrillation-exercise',
    intent: 'health',
    title: 'Can I exercise with atrial fibrillation (AF or AFib)?',
    questions: [
      'can i exercise with atrial fibrillation',
      'af and working out',
      'i have afib, is running or lifting ok',
      'irregular heartbeat can i lift weights',
      'exercise on blood thinners',
    ],
    keywords: [
      'atrial fibrillation',
      'afib',
      'irregular heartbeat',
      'arrhythmia',
      'blood thinners',
      'anticoagulants',
    ],
    answer:
      'Yes, most people with AF can and should exercise: aim for 150 minutes a week of moderate activity, where you can still talk, plus strength training twice a week, once your doctor agrees. Use how you feel rather than heart rate, which is unreliable in AF. On blood thinners you bleed and bruise more easily, so avoid contact sports and activities with a fall risk. Stop and get help for chest pain, fainting, severe breathlessness or a racing heartbeat that does not settle.',
    why: 'Moderate exercise improves heart fitness and can reduce AF episodes and symptoms, while an irregular rhythm makes heart rate readings jump around.',
    suggestions: [
      'Can I exercise with a heart condition?',
      'Is a high heart rate dangerous?',
      'What are heart rate zones?',
    ],
  },
  // Source: EULAR recommendations for physical activity in people with inflammatory arthritis and osteoarthritis (2018); OARSI guidelines for knee, hip and polyhand osteoarthritis (2019)
  {
    id: 'arthritis',
    intent: 'health',
    title: 'Can I exercise with arthritis?',
    questions: [
      'can i exercise with arthritis',
      'best workouts for arthritic knees',
      'osteoarthritis and lifting weights',
      'will running make my arthritis worse',
      'i have arthritis in my spine or lower back',
      'how often should i train with arthritis, how many rest days',
    ],
    keywords: [
      'arthritis',
      'osteoarthritis',
      'joint pain',
      'stiff joints',
      'wear and tear',
      'morning stiffness',
      'stiff in the morning',
    ],
    answer:
      'Yes, exercise is a core treatment for arthritis and usually reduces pain and stiffness. Do strength training 2-3 times a week with a rest day between, plus low-impact cardio like cycling, swimming or walking. Discomfort up to 2-3 out of 10 that settles within 24 hours is fine. If your back or joints are stiff in the morning, exercise later or after a warm shower. During a flare, scale back rather than stop. A physiotherapist can tailor a plan, and see your doctor for hot, red or very swollen joints.',
    why: 'Stronger muscles absorb load and support the joint, and movement nourishes cartilage, while inactivity leads to weakness that makes joint pain worse.',
    suggestions: [
      'Knee pain when squatting',
      'Exercising with osteoporosis',
      'Starting exercise when very overweight',
    ],
  },
  // Source: EULAR recommendations for physical activity in people with inflammatory arthritis and osteoarthritis (2018); Arthritis Foundation guidance on exercise and flares
  {
    id: 'arthritis-flare-or-soreness',
    intent: 'health',
    title: 'Muscle soreness or an arthritis flare?',
    questions: [
      'achy after a new workout, is that doms or my arthritis',
      'how do i tell muscle soreness from an arthritis flare',
      'my joints feel worse after exercising with arthritis',
      'stiff for two days after my first session, arthritis flaring?',
      'should i stop exercising during an arthritis flare',
    ],
    keywords: ['flare', 'flaring', 'arthritis flare', 'soreness or arthritis'],
    answer:
      'Achy, stiff muscles 1-3 days after a new or harder session are normal DOMS: the soreness sits in the muscle bellies, eases as you move and fades within a few days. A flare sits in the joint itself: more swelling, warmth, redness or sharp joint pain, or pain that is worse for over 24 hours. For DOMS, keep moving gently. For a flare, scale back to easy range-of-motion work and shorter sessions rather than stopping; see your doctor if a joint is hot or badly swollen.',
    why: 'Unfamiliar exercise causes temporary muscle soreness in everyone, while an arthritis flare is joint inflammation, which shows as heat and swelling around the joint rather than in the muscles.',
    suggestions: [
      'Can I exercise with arthritis?',
      'How do I reduce muscle soreness?',
      'Is it pain or just soreness?',
    ],
  },
  // Source: Royal Osteoporosis Society, Strong, Steady and Straight expert consensus statement (2019)
  {
    id: 'osteoporosis',
    intent: 'health',
    title: 'Exercising with osteoporosis',
    questions: [
      'exercise for osteoporosis',
      'can i lift weights with osteoporosis',
      'how to build bone density',
      'osteopenia workout',
      'exercises to avoid with weak bones',
      'do i need to lift heavy to protect my bones',
    ],
    keywords: [
      'osteoporosis',
      'osteopenia',
      'bone density',
      'brittle bones',
      'bone health',
      'fracture risk',
    ],
    answer:
      'Yes, the right exercise helps protect your bones, but walking alone is not enough. Add strength training with weights, bands or machines 2-3 times a week, building towards moderate-to-heavy loads, plus impact such as brisk walking, stair climbing or small jumps if your doctor agrees, and balance training. Keep your spine neutral; if you have had spinal fractures, avoid repeated forward bending and twisting under load. A physiotherapist can adapt exercises to your fracture risk.',
    why: 'Bone responds to load by laying down new mineral, and stronger muscles and better balance reduce the falls that cause fractures.',
    suggestions: [
      'How do I improve my balance?',
      'Is weightlifting safe after 60?',
      'Menopause and exercise',
    ],
  },
  // Source: ACSM's Guidelines for Exercise Testing and Prescription, 11th ed. (2021)
  {
    id: 'medications-beta-blockers',
    intent: 'health',
    title: 'Do beta blockers affect my heart rate?',
    questions: [
      'beta blockers and exercise',
      'my heart rate wont go up when i run',
      'does medication affect working out',
      'heart rate zones on beta blockers',
      'can i exercise on blood pressure meds',
      'on my tablets my heart rate barely goes up even when im puffing, am i doing it wrong',
    ],
    keywords: [
      'beta blockers',
      'medication',
      'medicine',
      'heart rate',
      'blood pressure meds',
      'prescription',
      'meds',
      'bisoprolol',
      'atenolol',
      'propranolol',
      'metoprolol',
      'nebivolol',
    ],
    answer:
      'Yes, beta blockers lower your heart rate at rest and during exercise, so heart rate zones and watch targets are not reliable. Use perceived effort instead: moderate is about 12-14 on the 6-20 scale, where you can talk but not sing. Other medicines matter too, such as diuretics, which raise dehydration risk, and insulin, which can cause lows. Always ask your doctor or pharmacist how your medication affects exercise.',
    why: "Beta blockers block adrenaline's effect on the heart, capping how fast it can beat, so the usual formulas for target heart rate no longer apply.",
    suggestions: [
      'Can I exercise with high blood pressure?',
      'Exercising with a heart condition',
      'How heavy should I lift?',
    ],
  },
  // Source: Benton et al., Appetite across the menstrual cycle (systematic review, 2016); McNeil &
  // Doucet, Possible factors for altered energy balance across the menstrual cycle (Int J Obes 2012)
  {
    id: 'hunger-before-period',
    intent: 'nutrition',
    title: 'Why am I hungrier before my period?',
    questions: [
      'why am i so hungry the week before my period',
      'cravings before my period',
      'period hunger ruining my diet',
      'pms cravings what do i eat',
    ],
    keywords: ['period cravings', 'period hunger', 'pms cravings', 'premenstrual'],
    answer:
      'It is normal: in the week or so before a period, hormones raise appetite and cravings, and your body burns about 100-300 kcal a day more. Plan for it rather than fight it: eat a little more that week, build meals on protein, fibre and slow carbs, keep a satisfying planned snack such as yoghurt with fruit or dark chocolate, and judge progress on your weekly or monthly average. Water weight also rises then, so the scale goes up without any fat gain.',
    why: 'Progesterone, high in the second half of the cycle, raises energy use and appetite, and water retention adds to the scale.',
    suggestions: ['Why is the scale not moving?', 'Training and the menstrual cycle'],
  },
  // Source: The Menopause Society, 2022 hormone therapy and nutrition guidance; NHS, Menopause:
  // things you can do; Volpe et al., protein needs of older women
  {
    id: 'menopause-nutrition',
    intent: 'nutrition',
    title: 'What should I eat around menopause?',
    questions: [
      'menopause belly what should i eat',
      'how do i lose weight during menopause',
      'best diet for menopause',
      'menopause weight gain food changes',
    ],
    keywords: [
      'menopause belly',
      'menopause diet',
      'menopause weight',
      'perimenopause weight',
      'menopausal weight gain',
    ],
    answer:
      'Falling oestrogen shifts fat to the belly and muscle declines, so eat to protect muscle while losing fat slowly: protein at every meal (about 1.2 g per kg a day), a modest deficit of 300-500 kcal if you want to lose weight, plenty of vegetables, fibre and whole grains, calcium-rich foods and vitamin D for your bones, and less alcohol, which also worsens hot flushes and sleep. Pair it with strength training 2-3 times a week: it is what keeps the muscle.',
    why: 'After menopause muscle and bone are lost faster and fat collects around the waist; protein and resistance training keep muscle, and a small deficit loses fat without speeding that loss.',
    suggestions: ['Strength training around menopause', 'How much protein do I need?'],
  },
  // Source: McNulty et al., The Effects of Menstrual Cycle Phase on Exercise Performance in Eumenorrheic Women: A Systematic Review and Meta-Analysis, Sports Med (2020)
  {
    id: 'menstrual-cycle',
    intent: 'health',
    title: 'Should I train differently on my period?',
    questions: [
      'can i work out on my period',
      'should i train based on my cycle',
      'period cramps and exercise',
      'cycle syncing workouts',
      'feel weak during my period',
      'pms making me feel awful, should i still train',
      'so bloated on my period, how do i brace',
    ],
    keywords: [
      'period',
      'menstrual cycle',
      'menstruation',
      'cycle syncing',
      'pms',
      'period cramps',
    ],
    answer:
      'Yes, it is safe: you can train normally throughout your cycle; the evidence for cycle syncing is weak and mixed, so you need no phase-based plan. Performance changes are small and vary: adjust to how you feel, going lighter on days with heavy cramps or fatigue. If bloating makes bracing uncomfortable, breathe into your belly and sides, brace around that breath and drop the weight a little. Light exercise often eases cramps. See a doctor if periods stop for 3 months or more, are very heavy or very painful.',
    why: 'Research finds only trivial average performance differences between cycle phases, while missed periods can signal low energy availability that harms bone health.',
    suggestions: [
      'Menopause and exercise',
      'Why does my weight jump around day to day?',
      'Should I take a multivitamin or vitamin D?',
    ],
  },
  // Source: NICE guideline NG23, Menopause: identification and management (2024); British Menopause Society, HRT: the facts (2023)
  {
    id: 'hrt-and-exercise',
    intent: 'health',
    title: 'Does HRT help with menopause weight, sleep and training?',
    questions: [
      'does hrt help with menopause belly fat',
      'will hrt help my hot flushes and sleep',
      'does hormone replacement therapy make you gain weight',
      'should i take hrt to help my training',
      'can i exercise on hrt',
    ],
    keywords: ['hrt', 'hormone replacement', 'hormone therapy', 'oestrogen patch', 'estrogen'],
    answer:
      'HRT eases hot flushes and night sweats for most women, which often improves sleep, and it helps protect bone. It does not cause weight gain on its own, nor does it melt belly fat: fat loss still comes from eating and strength training. Whether it suits you depends on your history, so talk it through with your GP or a menopause specialist. Training is safe on HRT, and lifting plus brisk walking work alongside it for bone and muscle.',
    why: 'Falling oestrogen drives the flushes, poor sleep and faster bone loss of menopause; replacing it treats those, while body fat still follows energy balance and muscle.',
    suggestions: ['Menopause and training', 'Menopause belly fat', 'Exercising with osteoporosis'],
  },
  // Source: NICE guideline NG23, Menopause: diagnosis and management (2015, updated 2024)
  {
    id: 'menopause',
    intent: 'health',
    title: 'Menopause and exercise',
    questions: [
      'best exercise during menopause',
      'menopause weight gain belly',
      'perimenopause and lifting weights',
      'hot flashes and working out',
      'how to keep muscle after menopause',
    ],
    keywords: [
      'menopause',
      'perimenopause',
      'perimenopausal',
      'menopause joint pain',
      'hot flushes',
      'hot flashes',
      'hormones',
      'postmenopausal',
    ],
    answer:
      'Yes: strength training is one of the best things you can do around menopause, and it often eases achy joints. Lift 2-3 times a week, progressing towards moderate-to-heavy loads, plus impact like brisk walking or stair climbing if your joints allow, and 150 minutes of cardio weekly. Keep protein high and sleep regular. Train in cool rooms and layers if you get hot flushes. Talk to your doctor about symptoms and bone health.',
    why: 'Falling oestrogen speeds up loss of bone and muscle and shifts fat to the waist; loaded training counters these changes directly.',
    suggestions: [
      'Exercising with osteoporosis',
      'How much protein do I need a day?',
      'How do I lose belly fat?',
    ],
  },
  // Source: Mountjoy et al., 2023 IOC consensus statement on relative energy deficiency in sport (REDs), Br J Sports Med (2023); NICE CKS, Amenorrhoea (2024)
  {
    id: 'missed-periods-training',
    intent: 'health',
    title: 'Why have my periods stopped with hard training?',
    questions: [
      'my period stopped since i started training hard, is that bad',
      'havent had a period in 4 months since upping my running',
      'lost my period while dieting',
      'is it normal for periods to stop if you exercise a lot',
    ],
    keywords: ['periods stopped', 'missed periods', 'lost my period', 'amenorrhoea', 'amenorrhea'],
    answer:
      'No, it is not a normal side effect of fitness: periods that stop for 3 months or more, or come further apart than every 35 days, usually mean you are eating too little for the training you do (relative energy deficiency, REDs). Rule out pregnancy, then eat more, especially carbohydrate around training, and ease the volume for a while. See your GP: they check hormones, iron and bone health, and a sports dietitian can help. Left alone, it weakens bones and raises the risk of stress fractures.',
    why: 'When intake falls short of training needs, the body turns down the hormones that run the cycle to save energy, and low oestrogen slows bone building.',
    suggestions: [
      'Should I train differently on my period?',
      'How much should a teenage athlete eat?',
    ],
  },
  // Source: NICE guideline NG23, Menopause: diagnosis and management (2015, updated 2024); Daley et al., Exercise for vasomotor menopausal symptoms, Cochrane Database Syst Rev (2014)
  {
    id: 'menopause-sleep-fatigue',
    intent: 'health',
    title: 'Menopause sweats and poor sleep: train or rest?',
    questions: [
      'perimenopausal and waking drenched at night, should i still train',
      'menopause night sweats ruin my sleep, too tired to work out',
      'hot flushes keep me up, is there any point exercising',
      'so exhausted from perimenopause insomnia, rest or work out',
    ],
    keywords: [
      'sweats',
      'drenched',
      'perimenopause tired',
      'menopause insomnia',
      'menopause fatigue',
    ],
    answer:
      'Yes, there is a point, but match it to your night: after a bad one keep it light, such as a brisk walk, yoga or a shorter, easier strength session, and save harder workouts for better-slept days. Regular exercise helps sleep, mood, muscle and bone around menopause, though it does not stop night sweats. Keep the bedroom cool, sleep in layers and cut late caffeine and alcohol. Night sweats that wreck your sleep are worth taking to your GP: HRT and other treatments often help a lot.',
    why: 'Falling oestrogen unsettles temperature control and sleep, and tired muscles and judgement make hard sessions riskier, while easy activity still brings the benefits; hormone therapy treats the sweats themselves.',
    suggestions: ['Menopause and exercise', 'Should I train after a bad night?'],
  },
  // Source: NHS, Leg cramps; Garrison et al., Magnesium for skeletal muscle cramps, Cochrane Database Syst Rev (2020)
  {
    id: 'night-leg-cramps',
    intent: 'health',
    title: 'Why do I get leg cramps at night?',
    questions: [
      'i get cramp in my calves at night after walking',
      'leg cramps in bed, what can i do',
      'woken up by calf cramps most nights',
      'could my tablets be giving me cramps at night',
      'woken by cramp in my feet at night',
    ],
    keywords: ['night cramps', 'cramps at night', 'cramp at night', 'leg cramps', 'cramps in bed'],
    answer:
      'Night cramps are common after 50 and walking is rarely the cause, though a longer or harder walk than usual can set them off. Stretch your calves for 30 seconds, 3 times, before bed and after walks, and drink normally through the day. When one hits, pull your toes up towards you and walk it off. Magnesium tablets rarely help. Some medicines, such as water tablets and statins, can cause cramps, so ask your GP or pharmacist, and see them if cramps are frequent or come with swelling.',
    why: 'Night cramps are sudden involuntary contractions of tired or shortened calf muscles, more common with age; regular stretching keeps the muscle longer, while some medicines shift the salts nerves and muscles rely on.',
    suggestions: ['Why do I get muscle cramps?', 'Statins and muscle aches'],
  },
  // Source: NICE guideline NG206, Myalgic encephalomyelitis (or encephalopathy)/chronic fatigue syndrome (2021)
  {
    id: 'low-energy-fatigue',
    intent: 'health',
    title: 'Why am I always tired?',
    questions: [
      'why am i always tired',
      'no energy to work out',
      'constantly exhausted even after sleeping',
      'chronic fatigue and exercise',
      'tired all the time should i still train',
    ],
    keywords: [
      'tired',
      'fatigue',
      'exhausted',
      'low energy',
      'chronic fatigue',
      'no energy',
      'lethargic',
      'energy levels',
    ],
    answer:
      'Tiredness usually comes from short sleep, under-eating, stress or overtraining, so check those first: 7-9 hours of sleep, enough calories and protein, and at least 1-2 rest days. If you stay tired for more than 2-3 weeks despite fixing them, see a doctor, who may check for anaemia, thyroid problems, low vitamin D or other causes. If exertion makes you crash for days, do not push through; get assessed.',
    why: 'Ongoing fatigue can be a sign of a medical issue, and with conditions like chronic fatigue syndrome, pushing harder can make symptoms worse.',
    suggestions: [
      'How many hours of sleep do I need?',
      'Am I overtraining?',
      'I have no motivation today',
    ],
  },
  // Source: ACSM Position Stand, Exertional Heat Illness during Training and Competition (2007)
  {
    id: 'exercise-in-heat',
    intent: 'health',
    title: 'How do I exercise safely in heat?',
    questions: [
      'is it safe to run in hot weather',
      'working out in the heat',
      'signs of heat exhaustion',
      'training in summer tips',
      'heat stroke while exercising',
    ],
    keywords: [
      'heat',
      'hot weather',
      'heat exhaustion',
      'heat stroke',
      'humidity',
      'summer',
      'overheating',
      'heatwave',
      'no air con',
      'drenched in sweat',
    ],
    answer:
      'Yes, with precautions. Train in the cooler early morning or evening, reduce pace or intensity by about 10-20% at first, and build up over 1-2 weeks as you acclimatise. Drink before you are thirsty, adding electrolytes (sodium) on sessions over about an hour, wear light breathable clothing and take shade breaks. Stop immediately for dizziness, headache, nausea, confusion or chills. Confusion or collapse is an emergency: call for help and cool the person quickly.',
    why: 'In heat your body sends blood to the skin to cool down, leaving less for muscles, and if heat builds faster than you can shed it, core temperature rises dangerously.',
    suggestions: [
      'How much water should I drink?',
      'Do I need electrolytes or sports drinks?',
      'Why do I feel dizzy when training?',
    ],
  },
  // Source: ACSM's Guidelines for Exercise Testing and Prescription, 11th ed. (2021)
  {
    id: 'dizziness',
    intent: 'health',
    title: 'Why do I feel dizzy when training?',
    questions: [
      'why do i feel dizzy after working out',
      'lightheaded during exercise',
      'i almost fainted at the gym',
      'dizzy after squats',
      'head rush when i stand up from bench',
    ],
    keywords: [
      'dizzy',
      'dizziness',
      'lightheaded',
      'faint',
      'fainting',
      'head rush',
      'vertigo',
      'fainted',
    ],
    answer:
      'Stop, sit or lie down with your legs raised until it passes. Common causes are standing up quickly, not eating, dehydration, heat, holding your breath while lifting, or stopping suddenly after hard cardio. Eat 1-3 hours before training, drink water, breathe out on effort and cool down gradually. If you faint, or dizziness comes with chest pain, palpitations or breathlessness, stop exercising and see a doctor promptly.',
    why: 'Most exercise dizziness is a short drop in blood flow to the brain, but fainting during exertion can be a sign of a heart rhythm problem.',
    suggestions: [
      'Chest pain during exercise',
      'Should I eat before a morning workout?',
      'How much water should I drink?',
    ],
  },
  // Source: NHS, Swollen ankles, feet and legs (oedema) (2023)
  {
    id: 'swollen-ankles',
    intent: 'health',
    title: 'Why do my ankles swell after walking?',
    questions: [
      'my ankles swell after walking',
      'swollen feet after exercise',
      'puffy ankles at the end of the day',
      'one leg swollen after a run',
      'my legs swell after walking',
    ],
    keywords: [
      'swollen ankles',
      'ankle swelling',
      'swollen feet',
      'oedema',
      'edema',
      'puffy ankles',
      'legs swell',
      'swollen legs',
    ],
    answer:
      'Mild swelling of both ankles after long walks or standing, especially in heat, is common and usually settles overnight. Raise your legs above hip level, move your ankles often, walk regularly, and wear comfortable shoes or compression socks. See a GP if it is new, lasts or comes with breathlessness, or if a medicine such as a blood pressure tablet started it. Swelling, pain and warmth in one calf needs urgent care, as it can be a blood clot.',
    why: 'Gravity pulls fluid into the lower legs when you stand, and heat widens blood vessels; leg muscles pump it back, which is why moving and raising the legs help.',
    suggestions: [
      'Does compression clothing help recovery?',
      'How do I exercise safely in heat?',
      'Can I exercise with a heart condition?',
    ],
  },
  // Source: NICE guideline CG168, Varicose veins: diagnosis and management (2013); NHS, Varicose veins (2023)
  {
    id: 'varicose-veins-exercise',
    intent: 'health',
    title: 'Can I exercise with varicose veins?',
    questions: [
      'i have varicose veins can i run',
      'do squats make varicose veins worse',
      'exercise for varicose veins',
      'spider veins and lifting',
    ],
    keywords: ['varicose veins', 'varicose', 'spider veins', 'thread veins'],
    answer:
      'Yes, exercise helps varicose veins rather than harming them: walking, cycling, swimming and running all use the calf muscles that pump blood back up the leg. Lifting is fine too; just avoid long breath-holds on very heavy sets. Compression socks can ease aching during long days or flights, and raising your legs helps after standing. See a GP if veins are painful, hot, red or hard, or if the skin over them changes or bleeds.',
    why: 'Calf muscles squeeze the deep veins with every step, pushing blood upwards, which lowers the pressure that stretches weakened surface veins.',
    suggestions: [
      'Does compression clothing help recovery?',
      'Why do my ankles swell after walking?',
      'How do I start running?',
    ],
  },
  // Source: Newman et al., Statin safety and associated adverse events: a scientific statement from the American Heart Association, Arterioscler Thromb Vasc Biol (2019)
  {
    id: 'statins-muscle-aches',
    intent: 'health',
    title: 'Do statins cause muscle aches when I exercise?',
    questions: [
      'i am on statins and my muscles ache',
      'can i exercise on statins',
      'statins and weight training',
      'muscle pain from cholesterol tablets',
    ],
    keywords: [
      'statin',
      'statins',
      'atorvastatin',
      'simvastatin',
      'cholesterol tablets',
      'cholesterol medication',
    ],
    answer:
      'Yes, you can and should exercise on statins; true statin muscle problems are uncommon, and most aches after training are ordinary soreness. Build intensity gradually and expect normal soreness after new workouts. Tell your GP if muscle pain or weakness is new, lasts more than a few days or has no link to exercise, since they may check a blood test or change the dose or drug. Dark urine with severe muscle pain needs urgent care.',
    why: 'In trials, statins cause muscle symptoms in only a small share of people, but rarely they damage muscle, which shows as weakness, lasting pain and a raised CK blood test.',
    suggestions: [
      'How do I reduce muscle soreness?',
      'Can I exercise with a heart condition?',
      'Do I need a check-up first?',
    ],
  },
  // Source: de Oliveira, Burini & Jeukendrup, Gastrointestinal complaints during exercise: prevalence, etiology, and nutritional recommendations, Sports Med (2014)
  {
    id: 'nausea-after-exercise',
    intent: 'health',
    title: 'Why does hard exercise make me nauseous?',
    questions: [
      'feel like puking after hiit',
      'why do i get nauseous after leg day',
      'nearly puked after sprints',
      'nausea during hard cardio',
      'vomiting after a workout is that normal',
      'i feel sick after working out',
    ],
    keywords: [
      'nausea',
      'throwing',
      'puke',
      'puking',
      'vomit',
      'vomiting',
      'feel sick after',
      'sick after exercise',
    ],
    answer:
      'Feeling sick after very hard intervals or leg day is common and usually harmless. Eat a larger meal 2-3 hours before rather than within the hour, sip water instead of gulping, warm up fully, and build intensity over a few weeks. After a hard set, keep walking slowly rather than stopping or lying down, and breathe steadily. See a doctor if nausea comes with chest pain, fainting or confusion, or happens even at easy effort.',
    why: 'Hard exercise diverts blood from the gut to working muscles and slows digestion, and sudden stopping lets blood pool in the legs, so a full stomach and an abrupt finish make nausea more likely.',
    suggestions: [
      'What should I eat before a workout?',
      'Why do I feel dizzy when training?',
      'How often should I do HIIT?',
    ],
  },
  // Source: NICE guideline NG222, Depression in adults: treatment and management (2022); WHO Guidelines on physical activity and sedentary behaviour (2020)
  {
    id: 'mental-health',
    intent: 'health',
    title: 'Does exercise help anxiety and depression?',
    questions: [
      'does exercise help depression',
      'working out for anxiety',
      'exercise and mental health',
      'im depressed and cant get motivated to exercise',
      'does lifting help with stress and mood',
    ],
    keywords: [
      'depression',
      'anxiety',
      'mental health',
      'mood',
      'stress relief',
      'low mood',
      'wellbeing',
      'feeling down',
      'sad',
      'grief',
      'grieving',
      'bereavement',
      'passed away',
    ],
    answer:
      'Yes, regular exercise helps reduce symptoms of mild to moderate depression and anxiety. Aim for about 3 sessions a week of 30-60 minutes of any activity you enjoy, such as walking, lifting, cycling or group classes; even 10 minutes helps on hard days, and a few minutes of slow breathing eases stress in the moment. Exercise supports but does not replace professional care. If low mood lasts over 2 weeks, or you have thoughts of harming yourself, contact a doctor or crisis line.',
    why: 'Exercise changes brain chemistry and stress hormones, improves sleep and gives a sense of achievement and routine, all of which lift mood.',
    suggestions: [
      'I have no motivation today',
      'Does stress affect my gains?',
      'I feel anxious at the gym',
    ],
  },
  // Source: US Surgeon General's Report, Smoking Cessation (2020)
  {
    id: 'smoking',
    intent: 'health',
    title: 'Does smoking affect my fitness?',
    questions: [
      'does smoking affect working out',
      'can exercise help me quit smoking',
      'vaping and fitness',
      'smoker getting out of breath running',
      'will my lungs recover if i quit',
    ],
    keywords: ['smoking', 'smoker', 'cigarettes', 'vaping', 'quit smoking', 'nicotine', 'lungs'],
    answer:
      'Yes, smoking reduces endurance, slows recovery and healing, and raises heart and injury risks; quitting brings benefits within weeks. Exercise helps you quit: a 10-15 minute brisk walk can ease cravings. Expect breathing and stamina to improve noticeably within 2-12 weeks of stopping. Your doctor or a stop-smoking service can offer support and medicines that greatly improve your chances. Vaping is less harmful than smoking, but not harmless.',
    why: 'Carbon monoxide from smoke binds to your red blood cells in place of oxygen, so less oxygen reaches working muscles, and smoking narrows blood vessels.',
    suggestions: [
      'How do I start running?',
      'How much cardio should I do a week?',
      'Build a habit that sticks',
    ],
  },
  // Source: Colberg et al., Physical Activity/Exercise and Diabetes: A Position Statement of the American Diabetes Association, Diabetes Care (2016)
  {
    id: 'metformin-exercise',
    intent: 'health',
    title: 'Does metformin change how I should exercise?',
    questions: [
      'can i work out on metformin',
      'does metformin affect exercise',
      'metformin and low blood sugar when training',
      'metformin and muscle gains',
      'exercising while taking diabetes tablets',
    ],
    keywords: [
      'metformin',
      'diabetes medication',
      'diabetes tablets',
      'glucophage',
      'hypo',
      'low blood sugar',
    ],
    answer:
      'You can usually train normally on metformin, and exercise and metformin work well together to lower blood sugar. On its own, metformin rarely causes low blood sugar, but the risk rises if you also take insulin or sulfonylureas, skip meals or do long sessions, so check your glucose around new or long workouts and carry fast sugar. If it upsets your stomach, avoid hard training right after a dose. Ask your doctor or diabetes nurse about your medicines and targets.',
    why: "Metformin lowers the liver's glucose output rather than raising insulin, so on its own it seldom drives blood sugar too low, while exercise adds extra glucose uptake by muscle.",
    suggestions: [
      'Exercising with type 2 diabetes',
      'Do beta blockers affect my heart rate?',
      'What should I eat before a workout?',
    ],
  },
  // Source: Varkey et al., Exercise as migraine prophylaxis: a randomized study using relaxation and topiramate as controls, Cephalalgia (2011); American Migraine Foundation, Exercise and Migraine
  {
    id: 'migraine-exercise',
    intent: 'health',
    title: 'Can I exercise with a migraine or headache?',
    questions: [
      'can i work out with a migraine',
      'should i train with a bad headache',
      'headache during or after lifting',
      'does exercise trigger migraines',
      'can exercise help prevent migraines',
      'going to the gym after a migraine',
    ],
    keywords: ['migraine', 'migraines', 'headache', 'headaches', 'exercise headache', 'aura'],
    answer:
      'Skip training during a migraine attack: exercise usually makes the pain worse, so rest somewhere dark and quiet and take your usual treatment, then restart gently with a walk or light session once it passes. Between attacks, regular moderate cardio, about 40 minutes 3 times a week, can make migraines less frequent. Warm up gradually, drink enough, eat beforehand and keep breathing during heavy lifts. See a doctor about any headache that starts suddenly or severely during exercise or lifting.',
    why: 'Hard effort raises blood flow and pressure in the head, which worsens an active migraine, while regular aerobic training lowers attack frequency over months, about as well as a preventive medicine did in one trial.',
    suggestions: [
      'How much water should I drink?',
      'How many hours of sleep do I need?',
      'What should I eat before a workout?',
    ],
  },
  // Source: NHS, Inguinal hernia repair: recovery (2023); European Hernia Society, International guidelines for groin hernia management, Hernia (2018)
  {
    id: 'hernia-exercise',
    intent: 'health',
    title: 'Can I lift with a hernia?',
    questions: [
      'can i lift with a hernia',
      'inguinal hernia and the gym',
      'lump in my groin when i lift',
      'when can i train after hernia surgery',
      'umbilical hernia workout',
    ],
    keywords: [
      'hernia',
      'inguinal hernia',
      'umbilical hernia',
      'hiatus hernia',
      'groin lump',
      'hernia repair',
    ],
    answer:
      'Get any new bulge in your groin or belly checked by a doctor first. With a small, painless hernia many people keep training: walking, cycling and moderate weights with steady breathing are usually fine, while very heavy lifts and long breath-holds that bear down are best avoided until it is reviewed. After repair, walk from day one, do light activity for 2-4 weeks and build back to heavy lifting over about 6 weeks. Severe pain, a hard lump that will not go back, or vomiting needs A&E.',
    why: 'A hernia is tissue pushing through a weak spot in the abdominal wall, and straining with a held breath raises the pressure behind it; a trapped hernia can cut off its blood supply, which is an emergency.',
    suggestions: [
      'How do I breathe when lifting?',
      'Should I wear a lifting belt?',
      'How do I come back after surgery?',
    ],
  },
  // Source: American College of Rheumatology, Guideline for the Management of Gout (2020); NHS, Gout (2023)
  {
    id: 'gout-exercise',
    intent: 'health',
    title: 'Can I exercise with gout?',
    questions: [
      'i have gout can i exercise',
      'working out during a gout flare',
      'does exercise help gout',
      'can protein shakes trigger gout',
      'gout in my big toe can i run',
    ],
    keywords: ['gout', 'uric acid', 'gout flare', 'purines'],
    answer:
      'Yes, between flares regular exercise helps gout: aim for 150 minutes of moderate activity a week plus strength work, and lose weight gradually, since crash diets can trigger attacks. During a flare rest the painful joint and ice it, and train only what does not load it, such as upper body on a bench. Drink plenty of water, especially in hot sessions, limit alcohol, sugary drinks and large portions of red meat, and take your prescribed treatment. Dairy protein is fine.',
    why: 'Gout comes from uric acid crystals in joints; a healthy weight, fluids and regular activity lower uric acid, while dehydration, alcohol and rapid weight loss raise it.',
    suggestions: [
      'Can I exercise with arthritis?',
      'How much water should I drink?',
      'How big should my calorie deficit be?',
    ],
  },
  // Source: Macfarlane et al., EULAR revised recommendations for the management of fibromyalgia, Ann Rheum Dis (2017)
  {
    id: 'fibromyalgia-exercise',
    intent: 'health',
    title: 'What exercise helps fibromyalgia?',
    questions: [
      'i have fibromyalgia what exercise helps',
      'exercise with fibro flare ups',
      'does working out help fibromyalgia pain',
      'chronic widespread pain can i lift',
      'i hurt all over with fibro, can i still exercise',
    ],
    keywords: ['fibromyalgia', 'fibro', 'widespread pain', 'chronic pain'],
    answer:
      'Exercise is the best-supported treatment for fibromyalgia; start very low and build slowly. Begin with 5-10 minutes of gentle walking, cycling or warm-water exercise most days, adding a few minutes each week towards 20-30 minutes, plus light strength work twice a week, 1-2 sets of 8-12 easy reps. Expect some extra aching at first; cut back, not stop, on flare days. Tai chi and yoga help too. Plan your progression with your GP or physio.',
    why: 'Regular, gently progressed activity calms how the nervous system processes pain and improves sleep, mood and fitness, while big jumps in effort can trigger flares.',
    suggestions: [
      'What is low-impact cardio?',
      'Is yoga or pilates good for me?',
      'How much sleep do I need?',
    ],
  },
  // Source: NHS, Tattoos and piercings: aftercare; American Academy of Dermatology, How to care for a new tattoo
  {
    id: 'exercise-after-tattoo',
    intent: 'health',
    title: 'When can I work out after a new tattoo?',
    questions: [
      'can i workout after getting a tattoo',
      'gym with a fresh tattoo',
      'how long after a tattoo can i swim',
      'new piercing can i still train',
    ],
    keywords: ['tattoo', 'tattoos', 'new tattoo', 'piercing', 'tattooed'],
    answer:
      'Give a new tattoo about 48 hours before a sweaty workout, then train as long as the area is not stretched, rubbed or pressed on gym equipment. Wear loose clothing over it, wipe benches and mats before use, and wash the tattoo gently after training. Avoid swimming pools, the sea, saunas and hot tubs for about 2-4 weeks until it has fully healed, and keep it out of the sun. See a doctor for spreading redness, heat, pus or fever.',
    why: 'A fresh tattoo is an open wound for the first days; sweat, friction and shared equipment raise the risk of infection and poor healing.',
    suggestions: [
      'Is the sauna good for recovery?',
      'How do I avoid skin rashes from the gym?',
      'Can swimming get me fit?',
    ],
  },
  // Source: International Headache Society, ICHD-3: 4.2 Primary exercise headache (2018); NHS, Headaches (2023)
  {
    id: 'headache-when-lifting',
    intent: 'health',
    title: 'Why do I get a headache when I lift heavy?',
    questions: [
      'i get a headache every time i lift heavy',
      'head pain when straining on squats',
      'headache after deadlifts',
      'why does my head hurt during workouts',
      'throbbing headache after exercise',
      'whooshing in my ears and my head feels full when i hold my breath on deadlifts',
    ],
    keywords: [
      'whooshing',
      'head feels full',
      'exertion headache',
      'exercise headache',
      'headache lifting',
      'head pain',
      'headaches',
    ],
    answer:
      'Exercise headaches, a full head or whooshing ears are common with heavy lifting, often from holding your breath and straining too long, which spikes the blood pressure in your head, or from dehydration. Breathe out through the hard part on lighter sets, keep breath holds to 1-2 reps on heavy ones, eat and drink 1-3 hours before, and ease loads back for a week or two. See a doctor before lifting heavy again if it is new. A sudden, severe headache, the worst you have had, needs emergency help.',
    why: 'Straining with a held breath sharply raises pressure in the chest and head and widens blood vessels, which can trigger pain; rarely a bleed or another problem causes it, so new ones need checking.',
    suggestions: [
      'How do I breathe when lifting?',
      'Why do I feel dizzy when training?',
      'Can I exercise with migraines?',
    ],
  },
  // Source: Patricios et al., Consensus statement on concussion in sport: the 6th International Conference on Concussion in Sport, Amsterdam 2022, Br J Sports Med (2023)
  {
    id: 'concussion-return',
    intent: 'health',
    title: 'When can I train after a knock to the head?',
    questions: [
      'hit my head at rugby can i lift tomorrow',
      'when can i train after a concussion',
      'headache after a knock to the head',
      'concussion return to gym',
      'got knocked out playing football when can i play again',
    ],
    keywords: [
      'concussion',
      'concussed',
      'head injury',
      'knock to the head',
      'hit my head',
      'head knock',
      'knocked out',
    ],
    answer:
      'A headache after a knock to the head means a possible concussion: do not lift or play until you have seen a doctor. Rest for the first 24-48 hours, with gentle walking allowed, then return step by step, from light cardio to training without contact to full training, only while symptoms do not come back, usually over at least 1-2 weeks. Go to A&E now for a worsening headache, vomiting, confusion, drowsiness, weakness or a seizure.',
    why: 'A concussed brain needs time to recover, and a second hit or hard exertion before it has can bring on longer and more serious symptoms.',
    suggestions: [
      'Why do I get headaches when lifting?',
      'When should I see a physio?',
      'How do I come back after an injury?',
    ],
  },
  // Source: Capovilla et al., Epilepsy, seizures, physical exercise, and sports: A report from the ILAE Task Force on Sports and Epilepsy, Epilepsia (2016)
  {
    id: 'epilepsy-exercise',
    intent: 'health',
    title: 'Can I exercise with epilepsy?',
    questions: [
      'is it safe to work out with epilepsy',
      'can exercise trigger seizures',
      'lifting weights with epilepsy',
      'can i swim if i have seizures',
      'gym tips for someone with epilepsy',
    ],
    keywords: ['epilepsy', 'epileptic', 'seizure', 'seizures', 'convulsions'],
    answer:
      'Yes, most people with epilepsy can exercise safely, and regular activity rarely triggers seizures. Talk to your doctor or neurologist about your seizure control first. Never swim, climb or train at height alone; have someone with you who knows what to do. In the gym, prefer machines over free weights held above your face or chest, or train with a partner or spotter. Keep sleep, meals, fluids and medication regular, since tiredness and missed doses are common triggers.',
    why: 'Exercise does not raise seizure risk for most people and may improve control and mood; the real danger is where a seizure happens, such as in water, at height or under a bar.',
    suggestions: [
      'Free weights or machines?',
      'How many hours of sleep do I need?',
      'Why am I always tired?',
    ],
  },
  // Source: Pescatello et al., Exercise for hypertension, Curr Hypertens Rep (2015); American
  // Heart Association, Physical activity and blood pressure; NHS, High blood pressure: prevention
  {
    id: 'everyday-lifting-blood-pressure',
    intent: 'health',
    title: 'Is carrying shopping or digging the garden ok with high blood pressure?',
    questions: [
      'can i carry heavy shopping with high blood pressure',
      'is digging in the garden ok with high blood pressure',
      'will lifting heavy things at home make my blood pressure spike',
      'moving furniture with hypertension',
      'is gardening safe with my bp',
    ],
    keywords: [
      'shopping bags',
      'carrying',
      'digging',
      'gardening',
      'housework',
      'moving furniture',
    ],
    answer:
      'Yes, with blood pressure that is treated and under control, everyday jobs like carrying shopping and digging are good activity. Keep breathing as you lift and never hold your breath or strain, which is what makes pressure spike. Split heavy loads into two lighter bags, carry them close, bend your knees, and dig in short spells with rests. Stop and sit down if you get a headache, dizziness, chest pain or breathlessness.',
    why: 'Holding your breath while straining (the Valsalva manoeuvre) briefly drives blood pressure very high; breathing steadily through moderate effort keeps the rise small and safe.',
    suggestions: [
      'Can I lift weights with high blood pressure?',
      'Which exercise lowers blood pressure?',
      'Why do I feel dizzy when I stand up?',
    ],
  },
  // Source: Pescatello et al., Exercise for hypertension: a prescription update integrating existing recommendations with emerging research, Curr Hypertens Rep (2015); NHS, Side effects of blood pressure medicines (nhs.uk)
  {
    id: 'blood-pressure-tablets-lightheaded',
    intent: 'health',
    title: 'My blood pressure tablets make me lightheaded or my ankles swell: can I exercise?',
    questions: [
      'my bp tablets make me lightheaded can i exercise',
      'blood pressure pills make me dizzy when i work out',
      'is it ok to exercise after taking blood pressure medication',
      'dizzy when i stand up on my bp meds',
    ],
    keywords: [
      'bp tablets',
      'blood pressure tablets',
      'blood pressure pills',
      'bp meds',
      'lightheaded',
      'light headed',
      'head rush',
      'ankles swelling',
      'swollen ankles',
      'side effect',
      'new tablet',
    ],
    answer:
      'Usually yes, gently; tell your GP or pharmacist, as the dose or timing may need a change, and never stop tablets on your own. Keep sessions light to moderate, about 3-5 out of 10 effort, where you can still talk in full sentences, and go easier on tired days. Warm up and cool down for longer, stand up slowly, hold support for band exercises and sit down if you feel dizzy. Swollen ankles can be a side effect of some tablets: mention it to your GP.',
    why: 'Blood pressure medicines lower pressure further when you change position or after exercise widens your blood vessels, so sudden standing and abrupt stops can leave too little blood reaching the head for a moment.',
    suggestions: ['Can I exercise with high blood pressure?', 'Why do I feel dizzy when training?'],
  },
  // Source: ACSM's Guidelines for Exercise Testing and Prescription, 11th ed. (2021): resting blood
  // pressure above 200/110 contraindicates exercise; NICE NG136 (2019) and NHS: 180/120 or higher is
  // severe and needs same-day advice
  {
    id: 'high-blood-pressure-reading-today',
    intent: 'health',
    title: 'A high blood pressure reading today: train or skip?',
    questions: [
      'my reading this morning was high, still work out?',
      'reading of 150/95 today, skip training?',
      'got a 170/105 reading, exercise today or not',
      'home monitor reading high before the gym',
    ],
    keywords: ['bp reading', 'monitor reading', 'reading today'],
    answer:
      'Sit quietly for 5 minutes and measure again. If it is still 180/110 or higher, skip exercise today and call your doctor or a nurse line today; call emergency services if it comes with chest pain, a severe headache, confusion or changes in vision. From about 160/100 to 179/109, keep to an easy walk and book a check soon. Below that, train as planned at a moderate effort where you can talk, breathing out on every lift.',
    why: 'Effort raises blood pressure further for a while; from a very high starting point that extra rise is a risk, while at ordinary levels moderate exercise lowers blood pressure in the hours after.',
    suggestions: ['Exercising with high blood pressure', 'Safe effort with high blood pressure?'],
  },
  // Source: Pescatello et al., ACSM position stand: Exercise and hypertension, Med Sci Sports Exerc (2004); Pescatello et al., Curr Hypertens Rep (2015) on post-exercise hypotension; NHS, How to check your blood pressure at home (nhs.uk)
  {
    id: 'blood-pressure-after-exercise',
    intent: 'health',
    title: 'A high reading right after a workout: is that normal?',
    questions: [
      'my bp was high right after my workout is that normal',
      'blood pressure higher after exercise should i worry',
      'checked my blood pressure straight after training and it was high',
      'why does my blood pressure go up when i exercise',
      'bp reading after the gym was high',
    ],
    keywords: ['high reading', 'bp spike', 'hypotension'],
    answer:
      'Yes, that is normal: blood pressure, especially the top number, rises during and just after exercise, then usually falls below your usual level for several hours (post-exercise hypotension), which is one way exercise lowers it over time. Take readings only after 30 minutes of rest, seated, arm supported, at the same times of day. See your GP if resting readings stay above your target, and get urgent care for 180/120 or more with chest pain, a severe headache, breathlessness or vision changes.',
    why: 'Working muscles need more blood, so the heart pumps harder and systolic pressure climbs with effort; once you stop, the widened blood vessels stay open for a while and pressure dips below baseline.',
    suggestions: [
      'Can I exercise with high blood pressure?',
      'Which exercises lower blood pressure?',
      'Do BP tablets affect exercise?',
    ],
  },
  // Source: Teede et al., International evidence-based guideline for the assessment and management of polycystic ovary syndrome (2023); Kite et al., Exercise in PCOS: systematic review, Br J Sports Med (2019)
  {
    id: 'pcos-exercise',
    intent: 'health',
    title: 'Can exercise help with PCOS?',
    questions: [
      'can exercise help pcos',
      'best workouts for pcos',
      'i have polycystic ovaries what exercise should i do',
      'does lifting help pcos',
      'pcos weight loss exercise',
    ],
    keywords: ['pcos', 'polycystic', 'polycystic ovary syndrome'],
    answer:
      'Yes: regular exercise improves insulin sensitivity, which drives many PCOS symptoms, and helps weight, mood and cycle regularity even when the scale barely moves. The international PCOS guideline suggests 150-300 minutes a week of moderate activity or 75-150 of vigorous, plus strength training on 2 days. Any mix you can keep up works; consistency matters more than the type. Pair it with regular, protein-rich meals, and keep your doctor involved for medication and symptoms.',
    why: 'Muscle is the main place glucose goes after a meal; training it and moving regularly lower insulin levels, which in PCOS helps reduce the excess androgens insulin drives.',
    suggestions: ['How often should I lift weights?', 'How much cardio do I need?'],
  },
  // Source: NHS, Iron deficiency anaemia (treatment and diet); WHO, Nutritional anaemias: tools for effective prevention and control (2017)
  {
    id: 'anaemia-exercise',
    intent: 'health',
    title: 'I have anaemia: what should I eat and can I exercise?',
    questions: [
      'been told im anaemic what should i eat',
      'iron deficiency anemia and working out',
      'low iron so tired on my runs',
      'can i exercise with anaemia',
      'heavy periods leave me exhausted, could i be low on iron',
      'what foods are high in iron for anemia',
    ],
    keywords: [
      'anaemia',
      'anemia',
      'anaemic',
      'anemic',
      'iron deficiency',
      'low iron',
      'ferritin',
      'iron levels',
    ],
    answer:
      'Take the treatment your doctor gives, usually iron tablets, and go easier until your levels recover: gentle walks at a pace where you can talk, with rest days. Eat iron-rich foods every day: red meat, fish, eggs, beans, lentils, tofu, fortified cereals and dark green vegetables like spinach. Have vitamin C with them, such as an orange, peppers or berries, to boost absorption, and keep tea and coffee away from meals. Stop and see your doctor if you get chest pain, dizziness or unusual breathlessness.',
    why: 'Iron carries oxygen in red blood cells, so low iron leaves less oxygen for working muscles; vitamin C turns plant iron into a form the gut absorbs, while tea and coffee block it.',
    suggestions: ['Why am I always tired?', 'High-protein foods?'],
  },
  // Source: Versus Arthritis, Exercises for hands and wrists; NICE guideline NG226, Osteoarthritis in over 16s (2022); Lamb et al., SARAH trial of hand exercise in rheumatoid arthritis (Lancet 2015)
  {
    id: 'hand-arthritis-exercises',
    intent: 'health',
    title: 'How do I look after arthritic hands and stiff fingers?',
    questions: [
      'what exercises help arthritis in my hands',
      'my fingers are stiff from arthritis, should i still use my hands',
      'knuckles hurt from arthritis can i still do my band work',
      'fingers ache holding the resistance band',
      'hand arthritis grip exercises',
    ],
    keywords: ['hand arthritis', 'arthritic fingers', 'knuckles', 'stiff fingers'],
    answer:
      'Yes, gentle hand exercise helps arthritic fingers: it eases stiffness and keeps your grip. Warm your hands in warm water for a few minutes first, then once or twice a day move them through their range of motion: make a loose fist and open wide, touch each fingertip to your thumb, spread your fingers, and squeeze a soft ball 10 times. If gripping a band hurts, loop it around your wrist or forearm or use handles. Mild aching is fine; rest a hot, swollen joint and see your doctor.',
    why: 'Movement spreads joint fluid and keeps tendons gliding, which eases morning stiffness, and stronger hand muscles support the joints; warmth relaxes tissues first.',
    suggestions: ['Can I exercise with arthritis?', 'Band exercises for my shoulders?'],
  },
  // Source: NICE guideline NG226, Osteoarthritis in over 16s (2022); OARSI guidelines for the non-surgical management of knee, hip and polyarticular osteoarthritis (2019)
  {
    id: 'knee-arthritis-exercises',
    intent: 'health',
    title: 'How do I strengthen a knee with osteoarthritis?',
    questions: [
      'exercises for knee arthritis',
      'my knee has arthritis which exercises can i do with a band',
      'how to strengthen an arthritic knee',
      'knee osteoarthritis strengthening at home',
      'best leg exercises with wear and tear in my knee',
      'my knees hurt from arthritis, is cycling or swimming ok',
    ],
    keywords: ['arthritic knee', 'knee osteoarthritis', 'knee oa', 'wear and tear in my knee'],
    answer:
      'Strengthening the thigh and hip muscles is one of the best treatments for knee arthritis, with low-impact cardio like cycling, swimming or walking. With a band try seated leg extensions (band round the ankle, tied to the chair leg), sit-to-stands from a chair, glute bridges with the band above the knees, side-lying clams and slow side steps. Do 2-3 slow sets of 10-15, 2-3 times a week. Mild discomfort up to 2-3 out of 10 that settles by the next day is fine; a hot, swollen knee needs your doctor.',
    why: 'Stronger quadriceps and hip muscles absorb load that would otherwise pass through the joint and steady the knee, which reduces pain and improves function.',
    suggestions: ['Can I exercise with arthritis?', 'Low-impact cardio ideas?'],
  },
  // Source: Edwards et al., Exercise training and resting blood pressure: a large-scale pairwise and network meta-analysis of randomised controlled trials (Br J Sports Med 2023); AHA Scientific Statement, Resistance exercise training in individuals with and without cardiovascular disease (2023)
  {
    id: 'static-holds-blood-pressure',
    intent: 'health',
    title: 'Are static holds like wall sits safe with high blood pressure?',
    questions: [
      'can i do planks with high blood pressure',
      'are wall sits ok with hypertension',
      'is a plank bad for my blood pressure',
      'do isometric exercises lower blood pressure',
      'handgrip exercise for blood pressure',
    ],
    keywords: ['isometric', 'wall sit', 'wall sits', 'handgrip', 'planks with high blood pressure'],
    answer:
      'Yes, usually: short holds such as planks and wall sits are fine when your blood pressure is controlled, and regular isometric training, for example 4 wall sits or handgrip squeezes of 2 minutes at moderate effort, 3 times a week, lowers resting blood pressure by about 8/4 mmHg. The rule is to keep breathing: never hold your breath or strain. Start with 20-30 second holds and build up, and skip them if your reading is 180/110 or higher or your doctor says no.',
    why: 'Holding a muscle contraction briefly squeezes the blood vessels; repeated over weeks this improves how the vessels relax, while breath-holding is what spikes pressure during the effort.',
    suggestions: [
      'Can I lift weights with high blood pressure?',
      'How should I breathe when lifting?',
    ],
  },
  // Source: NHS, Deep vein thrombosis (DVT): symptoms and when to get help; NICE NG158, Venous thromboembolic diseases: diagnosis and management (2020)
  {
    id: 'suspected-dvt',
    intent: 'injury',
    title: 'My calf is swollen, warm and sore: could it be a blood clot?',
    questions: [
      'could my sore calf be a blood clot',
      'signs of a dvt after a long flight',
      'is it a dvt or a pulled calf muscle',
      'how do i know if i have a clot in my leg',
      'is it deep vein thrombosis or just a sore calf',
    ],
    keywords: ['dvt', 'deep vein thrombosis', 'clot in my leg', 'blood clot in my calf'],
    answer:
      "Don't massage, foam roll or stretch it, and don't train on it: a calf that is swollen, warm, red or tender, especially in one leg and after a long flight or drive, an operation or time off your feet, can be a blood clot (deep vein thrombosis). Get seen today: call your doctor (GP) for an urgent appointment or 111. Call 999 if you also feel short of breath, have chest pain or cough up blood, because a clot can travel to the lungs.",
    why: 'A clot in a deep leg vein blocks the blood coming back, which makes the calf swell, warm and ache; pressing or rubbing it risks part of the clot breaking off and reaching the lungs, so it needs a scan and blood thinners, not a muscle treatment.',
    suggestions: [
      'When can I exercise after a blood clot?',
      'Exercises on a long flight',
      'Warning signs to stop exercising',
    ],
  },
  // Source: NHS, Deep vein thrombosis (DVT): prevention when travelling; WHO, International travel and health: travel-related deep vein thrombosis
  {
    id: 'exercises-on-a-long-journey',
    intent: 'health',
    title: 'What exercises can I do on a long flight or coach trip?',
    questions: [
      'any exercises for on the plane',
      'long flight tomorrow how do i stop my legs getting stiff',
      'stretches i can do sitting on a coach trip',
      'how to avoid dvt on a long haul flight',
      'exercises for a long car journey',
      'long layover at the airport after sitting for hours, what can i do',
    ],
    keywords: [
      'layover',
      'airport',
      'flight',
      'plane',
      'long haul',
      'coach trip',
      'car journey',
      'dvt',
      'on the train',
      'flying',
      'legs on a flight',
    ],
    answer:
      'Move a little every 30-60 minutes. Seated: ankle pumps and circles, 10-20 heel and toe raises, knee lifts, shoulder rolls and gentle twists; for tight hips, cross one ankle over the opposite knee and lean forward slightly (a figure-4 stretch), holding 20-30 seconds a side while breathing normally. Walk the aisle or stretch your legs at every stop, drink water and go easy on alcohol. If you have had a clot or are at higher risk, ask your GP about compression socks.',
    why: 'Sitting still for hours slows blood flow in the calves, which raises the risk of a clot; calf muscle pumping and short walks keep blood moving.',
    suggestions: ['Exercises I can do in a chair?', 'How do I keep training while travelling?'],
  },
  // Source: ACSM Position Stand, Exercise and Hypertension (Pescatello et al., 2004); Paluch et al., Resistance exercise training in individuals with and without cardiovascular disease: 2023 update, AHA Scientific Statement, Circulation (2024)
  {
    id: 'heavy-lifting-blood-pressure',
    intent: 'health',
    title: 'Are heavy singles or maxes OK with high blood pressure?',
    questions: [
      'can i do heavy singles on blood pressure meds',
      'i used to powerlift, can i go heavy again with high blood pressure',
      'is maxing out safe if my bp is controlled with tablets',
      'heavy deadlifts with hypertension, ok or not',
      'can i compete in powerlifting with high blood pressure',
    ],
    keywords: [
      'heavy singles',
      'maxing',
      'max attempts',
      'powerlifting with hypertension',
      'heavy weights hypertension',
    ],
    answer:
      'Possibly, but only once your blood pressure is controlled and your doctor has cleared you for heavy lifting; with heart disease or readings of 160/100 or more, get checked first. Most people with high blood pressure do better with sets of 5-10 than true maxes, so build back over 2-3 months at RPE 6-8 and keep any singles rare, around 90%, never grinding. Hold your breath only through the hardest part of a rep, then exhale; long Valsalva holds spike blood pressure. Stop for dizziness, headache or chest pain.',
    why: 'Heavy lifting briefly raises blood pressure, most of all with long breath-holds and slow maximal reps; with controlled pressure and short holds the spike is brief, and regular training lowers resting pressure.',
    suggestions: [
      'Can I exercise with high blood pressure?',
      'Do beta blockers affect my heart rate?',
    ],
  },
  // Source: American Heart Association, All about heart rate (2024); NHS, How do I check my pulse?
  {
    id: 'resting-heart-rate',
    intent: 'health',
    title: 'Is my resting heart rate normal?',
    questions: [
      'my watch says my resting heart rate is 78 is that bad',
      'what is a normal heart rate for my age',
      'how do i get my pulse down',
      'is a morning pulse of 90 normal',
    ],
    keywords: ['resting heart rate', 'rhr', 'resting pulse', 'bpm'],
    answer:
      'For adults, 60-100 beats a minute at rest is normal, and fitter people often sit at 50-60. Measure it in the morning before getting up, over a few days. Regular cardio usually lowers it by a few beats over 2-3 months. Beta blockers lower it, while caffeine, stress, poor sleep, illness and some tablets raise it. See your doctor if it is often above 100, or below 50 with dizziness, fainting or breathlessness.',
    why: 'A trained heart pumps more blood with each beat, so it needs fewer beats at rest; medicines and stress change the rate through the nerves that set it.',
    suggestions: [
      'What are heart rate zones?',
      'How do I improve my VO2 max?',
      'How much cardio a week?',
    ],
  },
];
