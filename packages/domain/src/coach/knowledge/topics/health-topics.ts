import type { KnowledgeTopic } from './knowledge-topic';

/** Special populations and medical situations: age, pregnancy, conditions, illness and medication. */
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
      'Most healthy people can start light to moderate exercise without a check-up. See a doctor first if you have heart, kidney or metabolic disease such as diabetes, or symptoms like chest pain, fainting, unusual breathlessness or palpitations, or if you are pregnant or recovering from surgery. If you have been inactive with any of those, get clearance before vigorous training. Everyone should start gently and build up.',
    why: 'The risk of a cardiac event during exercise is very low overall, but it is concentrated in people with existing disease or warning symptoms who suddenly start vigorous activity.',
    suggestions: [
      'I am a beginner. Where do I start?',
      'Exercising with a heart condition',
      'Chest pain during exercise',
    ],
  },
  // Source: NSCA Position Statement, Resistance Training for Older Adults (2019); WHO Guidelines on physical activity and sedentary behaviour (2020)
  {
    id: 'older-adults-lifting',
    intent: 'health',
    title: 'Is weightlifting safe after 60?',
    questions: [
      'is weightlifting safe for older adults',
      'im 65 can i lift weights',
      'am i too old to start lifting',
      'is this app suitable for seniors',
      'strength training for seniors',
      'exercise for over 70s',
      'my mum is 68 should she do weights',
    ],
    keywords: [
      'older adults',
      'seniors',
      'over 60',
      'elderly',
      'ageing',
      'aging',
      'retired',
      'too old',
      'old age',
      'over 65',
    ],
    answer:
      "Yes, strength training is safe and strongly recommended at any age, and it is never too late to start building strength and balance. Do muscle-strengthening work on 2 or more days a week, starting with machines, bands or bodyweight for 1-2 sets of 10-15 reps, and build up to moderate-to-heavy loads. Add balance exercises on 3 or more days. If you have heart disease, uncontrolled blood pressure, diabetes or recent surgery, get your doctor's clearance first.",
    why: 'From middle age you lose muscle and strength each decade unless you train, and lifting reverses much of that, reducing falls, frailty and loss of independence.',
    suggestions: [
      'How do I improve my balance?',
      'Do I need more recovery as I get older?',
      'Exercising with osteoporosis',
    ],
  },
  // Source: WHO Guidelines on physical activity and sedentary behaviour (2020)
  {
    id: 'balance-falls',
    intent: 'health',
    title: 'How do I improve my balance?',
    questions: [
      'how do i improve my balance',
      'exercises to prevent falls',
      'im scared of falling',
      'balance exercises for elderly',
      'feel wobbly on one leg',
      'how often should i do balance exercises',
    ],
    keywords: ['balance', 'falls', 'fall prevention', 'stability', 'unsteady', 'wobbly'],
    answer:
      'Practise balance at least 3 days a week, ideally daily, for 10-15 minutes. Start next to a counter or sturdy chair: stand with feet together, then one foot in front of the other, then on one leg, for 10-30 seconds each. Progress to heel-to-toe walking, sit-to-stands without hands and step-ups. Tai chi is excellent. Combine this with leg strength training, and see your doctor if you have had falls or dizziness.',
    why: "Balance relies on leg strength, reaction and the body's position sense, all of which decline without practice; combined balance and strength programmes cut fall rates substantially.",
    suggestions: [
      'Is weightlifting safe after 60?',
      'Exercising with osteoporosis',
      'Why do I feel dizzy when training?',
    ],
  },
  // Source: NSCA Youth Resistance Training Position Statement (Faigenbaum et al., 2009); AAP Clinical Report, Resistance Training for Children and Adolescents (2020)
  {
    id: 'teens-lifting',
    intent: 'health',
    title: 'Is it safe for teenagers to lift weights?',
    questions: [
      'is lifting safe for teenagers',
      'will weights stunt my growth',
      'im 14 can i go to the gym',
      'how should a teen start lifting',
      'weight training for kids',
    ],
    keywords: [
      'teen',
      'teenager',
      'youth',
      'kids',
      'adolescent',
      'stunt growth',
      'under 18',
      '14 year old',
    ],
    answer:
      'Yes, supervised strength training is safe for teenagers and does not stunt growth. Start with bodyweight and light weights for 1-3 sets of 8-15 reps, 2-3 non-consecutive days a week, with a qualified coach checking technique. Increase load by about 5-10% only once form is solid. Avoid max lifts until technique is mastered, and aim for 60 minutes of activity daily overall.',
    why: 'Growth plate injuries come from poor supervision, bad technique and excessive loads, not from training itself, which actually builds stronger bones.',
    suggestions: [
      'I am a beginner. Where do I start?',
      'How heavy should I lift?',
      'How should I warm up?',
    ],
  },
  // Source: ACOG Committee Opinion 804, Physical Activity and Exercise During Pregnancy and the Postpartum Period (2020)
  {
    id: 'pregnancy-exercise',
    intent: 'health',
    title: 'Can I exercise while pregnant?',
    questions: [
      'is it safe to work out while pregnant',
      'can i lift weights when pregnant',
      'exercise in first trimester',
      'what exercises to avoid during pregnancy',
      'im pregnant can i still run',
      'pregnant workout tips',
    ],
    keywords: ['pregnant', 'pregnancy', 'trimester', 'prenatal', 'expecting', 'baby'],
    answer:
      'Yes, for most uncomplicated pregnancies exercise is safe and recommended; check with your doctor or midwife first. Aim for 150 minutes of moderate activity a week, where you can still talk. Avoid contact sports, activities with fall risk, exercising in heat, and lying flat on your back for long after the first trimester. Stop and seek care for bleeding, fluid leakage, contractions, chest pain, dizziness or calf swelling.',
    why: 'Regular activity lowers the risk of gestational diabetes, pre-eclampsia and excess weight gain, while lying flat later in pregnancy can press on a major vein and reduce blood flow.',
    suggestions: [
      'Returning to exercise after birth',
      'How do I exercise safely in heat?',
      'Why do I feel dizzy when training?',
    ],
  },
  // Source: ACOG Committee Opinion 804, Physical Activity and Exercise During Pregnancy and the Postpartum Period (2020)
  {
    id: 'postpartum-return',
    intent: 'health',
    title: 'Returning to exercise after birth',
    questions: [
      'when can i exercise after giving birth',
      'postpartum workout',
      'getting back in shape after baby',
      'exercise after c section',
      'how to fix diastasis recti',
      'leaking when i jump after pregnancy',
    ],
    keywords: [
      'postpartum',
      'after birth',
      'post natal',
      'c-section',
      'diastasis recti',
      'pelvic floor',
      'new mum',
    ],
    answer:
      'You can usually start gentle walking and pelvic floor exercises within days of an uncomplicated birth, then build up gradually once your doctor or midwife agrees, typically after the 6-8 week check. Wait longer after a caesarean. Reintroduce core and strength work before running or jumping, which many guides suggest delaying until about 12 weeks. Leaking, heaviness, pain or an abdominal bulge are reasons to see a pelvic health physiotherapist.',
    why: 'Pregnancy and birth stretch the abdominal wall and pelvic floor, which need time and graded loading to regain strength before high-impact exercise.',
    suggestions: [
      'How should I train my abs and core?',
      'I am a beginner. Where do I start?',
      'How do I start running?',
    ],
  },
  // Source: ACOG Committee Opinion 804 (2020), breastfeeding and exercise; Lovelady et al., The effect of weight loss in overweight, lactating women on the growth of their infants, N Engl J Med (2000)
  {
    id: 'exercise-while-breastfeeding',
    intent: 'health',
    title: 'Can I exercise while breastfeeding?',
    questions: [
      'is it safe to work out while breastfeeding',
      'does exercise affect breast milk',
      'will lifting weights reduce my milk supply',
      'can i diet and train while nursing',
      'exercise when breastfeeding',
    ],
    keywords: [
      'breastfeeding',
      'breast feeding',
      'breastfed',
      'nursing mother',
      'lactating',
      'lactation',
    ],
    answer:
      "Yes, it is safe: moderate exercise, strength training included, does not reduce your milk supply or affect your baby's growth. Feed or pump before you train so you are comfortable, wear a supportive sports bra, and drink a glass of water with every feed on top of your usual. Lose weight slowly, about 0.5 kg a week at most, and eat at least 1,800 kcal a day. Return to training after birth once your doctor or midwife agrees.",
    why: 'Studies of exercising mothers find the same milk volume and infant growth as in mothers who do not exercise; only very hard sessions can briefly raise lactic acid in milk, which babies rarely mind.',
    suggestions: [
      'Returning to exercise after birth',
      'How do I train my pelvic floor and core?',
      'How much water should I drink?',
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
    ],
    keywords: [
      'out of breath',
      'breathless',
      'winded',
      'short of breath',
      'stairs',
      'puffed out',
      'unfit',
    ],
    answer:
      'Getting out of breath on stairs is common when fitness is low, and regular exercise usually helps a lot: your heart and muscles get better at using oxygen within 4-8 weeks. Start with brisk walks of 10-20 minutes most days, at a pace where you can talk but not sing, and add a few minutes each week. See a doctor first if breathlessness is new, getting worse, wakes you at night, or comes with chest pain, dizziness or swollen ankles.',
    why: 'Breathlessness on effort in a healthy person mostly reflects deconditioned heart and muscles, which aerobic training improves; new or worsening breathlessness can signal heart or lung disease that needs checking.',
    suggestions: [
      'How do I start running?',
      'How much cardio do I need?',
      'Exercising with high blood pressure',
    ],
  },
  // Source: Bohannon, Sit-to-stand test for measuring performance of lower extremity muscles, Percept Mot Skills (1995); WHO Guidelines on physical activity (2020), older adults: muscle strengthening and balance
  {
    id: 'getting-up-from-a-chair',
    intent: 'health',
    title: 'It is hard to get up from a chair: what helps?',
    questions: [
      'i find it hard to get up from a chair',
      'exercises to help me stand up from sitting',
      'my legs are weak getting out of a chair',
      'how to get up off the floor more easily',
      'functional exercises for daily life',
    ],
    keywords: [
      'get up from a chair',
      'stand up',
      'sit to stand',
      'out of a chair',
      'off the floor',
      'everyday tasks',
    ],
    answer:
      'Practise the movement itself: sit-to-stands from a sturdy chair, 2-3 sets of 5-10, 3 times a week, using your hands on the armrests at first and then without them, and a higher seat or cushion if needed. Add step-ups on the bottom stair, glute bridges and calf raises while holding the counter. Most people stand up noticeably more easily within 4-8 weeks. Tell your doctor if weakness came on suddenly or you have had a fall.',
    why: 'Standing up takes leg strength and power, especially in the thighs and hips; training the exact movement builds both and the balance to go with them, and it is the best measure of progress too.',
    suggestions: [
      'Balance exercises to prevent falls',
      'Is weightlifting safe for older adults?',
      'Give me a 15 minute chair workout',
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
      'Yes, people with well-controlled asthma can exercise fully and it often improves symptoms. Follow your asthma plan, which may mean using your reliever inhaler 5-20 minutes before training. Warm up gradually for 10-15 minutes, and cover your mouth with a scarf or train indoors in cold, dry air. Keep your inhaler with you: without it, keep the session light or postpone the hard work, and stop if you wheeze or feel tight. If you need it more than usual, or symptoms limit you, see your doctor to review your treatment.',
    why: 'Breathing large volumes of cold, dry air can narrow irritated airways; a gradual warm-up and pre-exercise medication reduce that reaction.',
    suggestions: [
      'How should I warm up?',
      'HIIT or steady-state cardio?',
      'Should I train with a cold?',
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
      'Exercise is safe and beneficial with type 1 diabetes if you plan around glucose. Check glucose before, during and after training, ideally starting around 7-10 mmol/L (126-180 mg/dL). Carry fast-acting carbs; if you go low, stop, take about 15-20 g and recheck after 15 minutes. Cardio tends to drop glucose, while heavy lifting or sprints can raise it. Work out insulin adjustments with your diabetes team.',
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
      'Exercise is one of the best treatments for type 2 diabetes. Aim for at least 150 minutes of moderate cardio a week with no more than 2 days in a row off, plus strength training 2-3 times a week. A 10-15 minute walk after meals lowers glucose spikes. If you use insulin or sulfonylureas, check glucose before and after and carry fast carbs. Check your feet daily and get doctor clearance if you have complications.',
    why: 'Each session improves insulin sensitivity for a day or two, and muscle takes up glucose, so regular activity lowers blood sugar and A1c.',
    suggestions: [
      'How many steps a day should I walk?',
      'Exercising with type 1 diabetes',
      'Can I exercise with high blood pressure?',
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
    ],
    keywords: [
      'high blood pressure',
      'hypertension',
      'blood pressure',
      'bp',
      'valsalva',
      'holding breath',
    ],
    answer:
      "Yes, regular exercise lowers blood pressure, but get your doctor's OK if it is uncontrolled. Aim for 30 minutes of moderate cardio on most days plus strength training 2-3 times a week at moderate loads, around 10-15 reps per set. Breathe out as you lift and do not hold your breath or strain (the Valsalva manoeuvre). Avoid max lifts. If your resting reading is 180/110 or higher, do not train until your doctor has seen you.",
    why: 'Regular exercise can lower blood pressure by around 5-7 mmHg, while breath-holding under heavy load causes sharp, temporary spikes.',
    suggestions: [
      'Exercising with a heart condition',
      'How much cardio should I do a week?',
      'Do beta blockers affect my heart rate?',
    ],
  },
  // Source: AHA Scientific Statement, Resistance Exercise in Individuals With and Without Cardiovascular Disease (2007 update); ACSM's Guidelines for Exercise Testing and Prescription
  {
    id: 'heart-conditions',
    intent: 'health',
    title: 'Exercising with a heart condition',
    questions: [
      'can i exercise with a heart condition',
      'working out after a heart attack',
      'is exercise safe with heart disease',
      'i have a stent can i lift',
      'cardiac rehab exercises',
    ],
    keywords: [
      'heart condition',
      'heart disease',
      'heart attack',
      'cardiac',
      'stent',
      'cardiac rehab',
      'arrhythmia',
    ],
    answer:
      'Exercise is usually very good for heart conditions, but only once your cardiologist or doctor has cleared you and set limits. After a heart event, a supervised cardiac rehab programme is the safest start. Typically that means moderate cardio you can talk through and light-to-moderate strength work without breath-holding. Stop and seek urgent help for chest pain or pressure, severe breathlessness, fainting or a racing, irregular heartbeat.',
    why: 'Exercise strengthens the heart and lowers future risk, but the right intensity depends on your specific condition, which needs medical assessment.',
    suggestions: [
      'Chest pain during exercise',
      'Do beta blockers affect my heart rate?',
      'Can I exercise with high blood pressure?',
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
      'rheumatoid arthritis exercise',
      'will running make my arthritis worse',
    ],
    keywords: [
      'arthritis',
      'osteoarthritis',
      'rheumatoid',
      'joint pain',
      'stiff joints',
      'wear and tear',
    ],
    answer:
      'Yes, exercise is a core treatment for arthritis and usually reduces pain and stiffness. Do strength training 2-3 times a week plus low-impact cardio like cycling, swimming or walking. Some discomfort up to about 2-3 out of 10 that settles within 24 hours is acceptable. During a flare, scale back rather than stop. A physiotherapist can tailor a plan, and see your doctor for hot, red or very swollen joints.',
    why: 'Stronger muscles absorb load and support the joint, and movement nourishes cartilage, while inactivity leads to weakness that makes joint pain worse.',
    suggestions: [
      'Knee pain when squatting',
      'Exercising with osteoporosis',
      'Starting exercise when very overweight',
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
      'Yes, the right exercise helps protect your bones. Do muscle-strengthening work 2-3 times a week, building towards moderate-to-heavy loads, plus impact such as brisk walking, stair climbing or small jumps if your doctor agrees, and balance training. Keep your spine neutral; if you have had spinal fractures, avoid repeated forward bending and twisting under load. A physiotherapist can adapt exercises to your fracture risk.',
    why: 'Bone responds to load by laying down new mineral, and stronger muscles and better balance reduce the falls that cause fractures.',
    suggestions: [
      'How do I improve my balance?',
      'Is weightlifting safe after 60?',
      'Menopause and exercise',
    ],
  },
  // Source: ACSM Position Stand, Appropriate Physical Activity Intervention Strategies for Weight Loss and Prevention of Weight Regain for Adults (2009)
  {
    id: 'obesity-joint-friendly-start',
    intent: 'health',
    title: 'Starting exercise when very overweight',
    questions: [
      'how to start exercising when obese',
      'im very overweight where do i start',
      'low impact workouts for heavy people',
      'exercise hurts my knees because of my weight',
      'best exercise for 150kg person',
    ],
    keywords: [
      'obese',
      'obesity',
      'overweight',
      'low impact',
      'joint friendly',
      'plus size',
      'heavy',
    ],
    answer:
      'Start with low-impact activity you can repeat daily and build slowly. Walking, cycling, swimming, water aerobics and seated or machine strength work are easy on the joints. Begin with 10-15 minutes a day and add about 5 minutes each week toward 150-300 minutes a week, plus strength training twice a week. Avoid jumping and running at first. Get a check-up if you have high blood pressure, diabetes or joint pain.',
    why: 'Each kilo of body weight multiplies the load on knees and hips with every step, so low-impact activity lets your fitness rise without overloading joints.',
    suggestions: [
      'How many steps a day should I walk?',
      'How big should my calorie deficit be?',
      'I feel anxious at the gym',
    ],
  },
  // Source: Sports medicine "neck check" rule (Eichner, The Physician and Sportsmedicine); ACSM guidance on exercise and the common cold
  {
    id: 'training-with-a-cold',
    intent: 'health',
    title: 'Should I train with a cold?',
    questions: [
      'should i work out with a cold',
      'can i go to the gym when sick',
      'exercise with a runny nose',
      'is it ok to train with a sore throat',
      'sweat out a cold',
      'workout when ill',
    ],
    keywords: ['cold', 'sick', 'runny nose', 'sore throat', 'neck check', 'ill', 'blocked nose'],
    answer:
      'Use the neck check. If your symptoms are only above the neck, like a runny or blocked nose, sneezing or a mild sore throat, light exercise at about half your normal effort is usually fine. If you have a fever, chest congestion, a cough from the chest, body aches, upset stomach or swollen glands, rest until they pass. Stop if you feel worse, and wipe equipment down.',
    why: 'Mild activity does not worsen a simple cold, but hard exercise with a fever or body-wide infection strains the heart and can, rarely, lead to inflammation of the heart muscle.',
    suggestions: [
      'Can I exercise with a fever or flu?',
      'Getting back to training after being sick',
      'Does stress affect my gains?',
    ],
  },
  // Source: Sports medicine "neck check" rule (Eichner, The Physician and Sportsmedicine); ACSM guidance on exercise and illness
  {
    id: 'flu-fever',
    intent: 'health',
    title: 'Can I exercise with a fever or flu?',
    questions: [
      'can i exercise with a fever',
      'working out with the flu',
      'i have a temperature should i train',
      'gym with body aches',
      'sweating out a fever',
    ],
    keywords: ['fever', 'flu', 'temperature', 'body aches', 'influenza', 'chills'],
    answer:
      'No, do not exercise with a fever or the flu; rest, drink fluids and recover. Wait until you have been fever-free for at least 24-48 hours without fever-reducing medicine, then return gradually. Fever with body aches means your whole body is fighting infection. See a doctor for chest pain, shortness of breath, a fever that lasts more than 3 days, or symptoms that improve then suddenly worsen.',
    why: 'Fever raises your heart rate and dehydrates you, reducing performance, and training hard during a systemic viral infection carries a small risk of myocarditis, inflammation of the heart.',
    suggestions: [
      'Getting back to training after being sick',
      'Should I train with a cold?',
      'Returning to exercise after COVID',
    ],
  },
  // Source: Salman et al., Returning to physical activity after covid-19, BMJ (2021)
  {
    id: 'return-after-illness',
    intent: 'health',
    title: 'Getting back to training after being sick',
    questions: [
      'how to get back to the gym after being sick',
      'returning to exercise after illness',
      'first workout after flu',
      'lost strength after being ill',
      'how long to wait after sickness to train',
    ],
    keywords: [
      'after illness',
      'after being sick',
      'return to training',
      'recovery from illness',
      'comeback',
      'stomach bug',
      'gastro',
      'food poisoning',
      'vomiting',
      'diarrhoea',
      'diarrhea',
    ],
    answer:
      'Wait until symptoms are gone, then ease back in over about a week. Start with 2-3 days of light activity like walking, then train at around 50-70% of your usual volume and intensity, building back up over 1-2 weeks. Expect to feel a bit weaker; strength returns quickly. If you get chest pain, palpitations, unusual breathlessness or relapse, stop and see your doctor.',
    why: 'Your body is still recovering even after symptoms fade, and a gradual return reduces the chance of relapse or overstraining a weakened system.',
    suggestions: [
      'Returning to exercise after COVID',
      'Can I exercise with a fever or flu?',
      'How heavy should I lift?',
    ],
  },
  // Source: Salman et al., Returning to physical activity after covid-19, BMJ (2021)
  {
    id: 'covid-return',
    intent: 'health',
    title: 'Returning to exercise after COVID',
    questions: [
      'when can i exercise after covid',
      'working out after covid',
      'still out of breath after covid',
      'long covid and exercise',
      'back to the gym post covid',
    ],
    keywords: ['covid', 'coronavirus', 'long covid', 'post covid', 'after covid', 'covid-19'],
    answer:
      'Wait at least 7 days after your symptoms end, then return in stages over at least 2 weeks: start with walking and stretching, then easy cardio, then moderate strength and cardio, before full training. Move to the next stage only if you feel normal for 24-48 hours. After severe illness, or if you have chest pain, palpitations, breathlessness or exhaustion after effort, see your doctor before training.',
    why: 'COVID can affect the heart and lungs and sometimes causes crashes after exertion, so a staged return helps catch problems before they get worse.',
    suggestions: [
      'Getting back to training after being sick',
      'Why am I always tired?',
      'Chest pain during exercise',
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
    ],
    keywords: [
      'beta blockers',
      'medication',
      'medicine',
      'heart rate',
      'blood pressure meds',
      'prescription',
      'meds',
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
      'Yes, it is safe: you can train normally throughout your cycle, and there is no need to follow a strict phase-based plan. Performance changes are small and differ between people, so adjust to how you feel: go lighter on days with heavy cramps or fatigue, and push on good days. Light exercise often eases cramps. See a doctor if periods stop for 3 months or more, are very heavy or very painful.',
    why: 'Research finds only trivial average performance differences between cycle phases, while missed periods can signal low energy availability that harms bone health.',
    suggestions: [
      'Menopause and exercise',
      'Why does my weight jump around day to day?',
      'Should I take a multivitamin or vitamin D?',
    ],
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
    ],
    answer:
      'Yes, with precautions. Train in the cooler early morning or evening, reduce pace or intensity by about 10-20% at first, and build up over 1-2 weeks as you acclimatise. Drink before you are thirsty, wear light breathable clothing and take shade breaks. Stop immediately for dizziness, headache, nausea, confusion or chills. Confusion or collapse is an emergency: call for help and cool the person quickly.',
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
      'Yes, regular exercise helps reduce symptoms of mild to moderate depression and anxiety. Aim for about 3 sessions a week of 30-60 minutes of any activity you enjoy, such as walking, lifting, cycling or group classes; even 10 minutes helps on hard days. Exercise supports but does not replace professional care. If low mood lasts over 2 weeks, or you have thoughts of harming yourself, contact a doctor or crisis line.',
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
  // Source: ACOG Committee Opinion No. 804, Physical Activity and Exercise During Pregnancy and the Postpartum Period (2020); Prevett et al., Impact of heavy resistance training on pregnancy and postpartum health outcomes, Int Urogynecol J (2023)
  {
    id: 'lifting-while-pregnant',
    intent: 'health',
    title: 'Can I lift heavy while pregnant?',
    questions: [
      'can i lift heavy while pregnant',
      'is deadlifting safe during pregnancy',
      'can i still squat while pregnant',
      'how heavy can i lift when pregnant',
      'crossfit while pregnant',
      'weight training in the second trimester',
    ],
    keywords: [
      'lifting while pregnant',
      'pregnancy weightlifting',
      'deadlifting pregnant',
      'prenatal strength training',
      'valsalva',
    ],
    answer:
      'Usually yes: if you lifted before pregnancy and it is uncomplicated, you can generally keep lifting, deadlifts included, once your doctor or midwife agrees. Reduce the load and intensity as pregnancy progresses, stopping several reps short of failure, and avoid holding your breath (the Valsalva manoeuvre); breathe out as you lift. Listen to your body and adapt, for example switching to sumo, trap-bar or kettlebell versions as your bump grows. Stop for pain, bleeding, leaking, dizziness or pelvic heaviness.',
    why: 'Experienced lifters tolerate familiar loads well, and studies of women lifting heavy in pregnancy found no extra complications, while strained breath-holding sharply raises blood and abdominal pressure.',
    suggestions: [
      'Can I exercise while pregnant?',
      'Returning to exercise after birth',
      'How heavy should I lift?',
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
    keywords: ['epilepsy', 'epileptic', 'seizure', 'seizures', 'fits', 'convulsions'],
    answer:
      'Yes, most people with epilepsy can exercise safely, and regular activity rarely triggers seizures. Talk to your doctor or neurologist about your seizure control first. Never swim, climb or train at height alone; have someone with you who knows what to do. In the gym, prefer machines over free weights held above your face or chest, or train with a partner or spotter. Keep sleep, meals, fluids and medication regular, since tiredness and missed doses are common triggers.',
    why: 'Exercise does not raise seizure risk for most people and may improve control and mood; the real danger is where a seizure happens, such as in water, at height or under a bar.',
    suggestions: [
      'Free weights or machines?',
      'How many hours of sleep do I need?',
      'Why am I always tired?',
    ],
  },
  // Source: Morton & Callister, Exercise-related transient abdominal pain (ETAP), Sports Med (2015)
  {
    id: 'side-stitch',
    intent: 'health',
    title: 'What causes a stitch, and how do I stop it?',
    questions: [
      'keep getting a stitch when i run',
      'what causes a side stitch',
      'sharp pain in my side when walking fast',
      'how do i get rid of a stitch',
      'stitch during exercise',
    ],
    keywords: ['stitch', 'side stitch', 'side pain', 'etap', 'cramp in my side'],
    answer:
      'A stitch is a sharp pain under the ribs during exercise, most common when running or walking fast soon after eating or drinking a lot. To ease it, slow down, breathe deeply, push your fingers into the spot and lean slightly forward. To prevent it, leave 2-3 hours after a big meal, sip rather than gulp drinks, warm up and build your pace gradually. A pain that does not go away when you stop needs a doctor.',
    why: 'It is thought to come from irritation of the lining of the abdomen, which a full stomach and jolting movement make worse; it fades as fitness improves.',
    suggestions: ['What should I eat before exercise?', 'How do I start running?'],
  },
  // Source: NHS, Rashes in adults (nhs.uk); American Academy of Dermatology, Sports and skin: rashes and infections in athletes
  {
    id: 'skin-rash',
    intent: 'health',
    title: 'I have a rash: what is it?',
    questions: [
      'what is this rash on my arm',
      'itchy red rash after the gym',
      'heat rash from working out',
      'red bumps on my skin after exercise',
      'can you tell what this rash is',
    ],
    keywords: ['rash', 'itchy', 'hives', 'skin', 'red bumps', 'chafing', 'eczema', 'ringworm'],
    answer:
      'I cannot tell what a rash is: a pharmacist or GP can, and a pharmacist is a quick first stop. Get urgent help if it spreads fast, blisters, comes with a fever, swelling of the face or trouble breathing. Meanwhile keep it clean and dry, wear loose breathable clothes, shower soon after training, wipe shared equipment and skip swimming or mat work until it is checked.',
    why: 'Heat, sweat, friction and shared equipment cause several different rashes, from harmless heat rash and chafing to fungal or bacterial infections that need treatment.',
    suggestions: ['Can I train with a cold?', 'How do I stay hydrated?'],
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
      'Usually yes, gently; tell your GP or pharmacist, as the dose or timing may need a change, and never stop tablets on your own. Train when you feel steady, warm up and cool down for longer, stand up slowly, sit or hold support for band exercises, drink water, and sit down if you feel dizzy. Swollen ankles can be a side effect of some tablets (such as amlodipine): keep exercising and mention it to your GP.',
    why: 'Blood pressure medicines lower pressure further when you change position or after exercise widens your blood vessels, so sudden standing and abrupt stops can leave too little blood reaching the head for a moment.',
    suggestions: ['Can I exercise with high blood pressure?', 'Why do I feel dizzy when training?'],
  },
  // Source: NHS, Recovering from an operation (nhs.uk); Royal College of Surgeons, Get well soon: helping you make a speedy recovery after surgery (patient guides)
  {
    id: 'exercise-after-surgery',
    intent: 'health',
    title: 'When can I exercise after an operation?',
    questions: [
      'had my appendix out when can i lift again',
      'how long after surgery can i work out',
      'exercise after an operation',
      'when can i go back to the gym after keyhole surgery',
      'how long should i stop exercising after eye surgery',
    ],
    keywords: [
      'surgery',
      'operation',
      'appendix',
      'appendix out',
      'lifting after surgery',
      'keyhole',
      'stitches',
      'cataract',
      'eye surgery',
      'post op',
    ],
    answer:
      'Follow what your surgeon or GP advised for your operation, and ask them if you are unsure; they know how it went. As a guide: walk gently from the first days, avoid heavy lifting and straining for about 4-6 weeks after abdominal surgery (and 1-2 weeks of no heavy lifting or bending head-down after cataract surgery), then build back from light weights over several weeks. Stop and get checked for pain, swelling, redness or fever at the wound.',
    why: 'Wounds and the tissue under them regain most of their strength over about 6 weeks, and straining raises the pressure on them; gentle walking meanwhile speeds recovery and lowers the risk of clots.',
    suggestions: ['How do I come back after being ill?', 'What is a good low-impact workout?'],
  },
  // Source: NHS Blood and Transplant, After your donation (blood.co.uk); American Red Cross, Blood donation aftercare
  {
    id: 'exercise-after-giving-blood',
    intent: 'health',
    title: 'Can I work out after giving blood?',
    questions: [
      'is working out after giving blood ok',
      'can i go to the gym after donating blood',
      'gave blood today can i lift',
      'how long after blood donation can i exercise',
    ],
    keywords: ['giving blood', 'gave blood', 'donating blood', 'blood donation', 'donor'],
    answer:
      'Skip strenuous exercise and heavy lifting for the rest of the day, about 24 hours: a gentle walk is fine. Drink extra fluids and eat normally, keep the dressing on for a few hours and avoid heavy use of that arm. Your performance in hard cardio can stay a little lower for a week or two while your red cells rebuild, so ease back in. Stop and sit or lie down if you feel faint.',
    why: 'Donating takes about half a litre of blood, which lowers blood volume for a day and red cells for a few weeks, so hard effort can make you dizzy or faint.',
    suggestions: ['Why do I feel dizzy when training?', 'How much water should I drink?'],
  },
];
