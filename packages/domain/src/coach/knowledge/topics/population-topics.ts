import type { KnowledgeTopic } from './knowledge-topic';

/** Training for particular people: teenagers, pregnancy, older adults, wheelchair users, people on crutches or in larger bodies, long covid, and habits that need variety. */
export const populationTopics: readonly KnowledgeTopic[] = [
  // Source: American Academy of Pediatrics, Use of performance-enhancing substances, Pediatrics (2016); IOC consensus statement on dietary supplements and the high-performance athlete, Br J Sports Med (2018)
  {
    id: 'teen-supplements',
    intent: 'health',
    title: 'Shakes and supplements for teenagers?',
    questions: [
      'my 14 year old wants creatine and protein shakes',
      'should my son take creatine',
      'are protein shakes ok for teenagers',
      'is creatine safe for a 15 year old',
      'can teenagers take pre workout or fat burners',
    ],
    keywords: [
      'teenager',
      'teen supplements',
      'supplements for teens',
      '14 year old',
      '15 year old',
      'under 18',
    ],
    answer:
      'Under 18, creatine and pre-workouts are not recommended and protein shakes are rarely needed. A growing athlete gets what they need from food: three meals and two snacks with protein at each (milk, yoghurt, eggs, meat, fish, beans), carbohydrate around training and plenty of water. A glass of milk or a yoghurt after sport does the job of a shake. Skip fat burners too, and ask your GP or a sports dietitian if you are unsure.',
    why: "Teenagers' needs are easily met by food, supplements are poorly regulated and can be contaminated, and creatine has not been studied enough in young people.",
    suggestions: ['Is lifting safe for teens?', 'What should I eat after training?'],
  },
  // Source: Mountjoy et al., IOC consensus statement on relative energy deficiency in sport (RED-S): 2018 update, Br J Sports Med (2018)
  {
    id: 'teen-athlete-energy',
    intent: 'nutrition',
    title: 'How much should a teenage athlete eat?',
    questions: [
      'im 16 and train 4 times a week how many calories to lose weight',
      'should a teenage athlete diet',
      'my teenage daughter is skipping meals to lose weight for her sport',
      'teen girl athlete calories',
      'is it ok for a teenager to cut calories',
    ],
    keywords: ['teenage athlete', 'teen girl', '16 year old', 'under eating', 'red-s', 'growing'],
    answer:
      'A growing teenager who trains four times a week needs plenty of fuel, often 2,200-2,800 kcal or more, and dieting on top of that risks tiredness, injuries and missed periods. Rather than counting calories, eat regular meals with protein, carbs and vegetables, swap sugary drinks for water and keep snacks around training; talk to your GP or a sports dietitian before trying to lose weight.',
    why: 'Too little energy for growth plus training disrupts hormones, bone building and periods (relative energy deficiency in sport), with effects that can last.',
    suggestions: ['What should I eat before training?', 'Is lifting safe for teens?'],
  },
  // Source: ACOG Committee Opinion 804, Physical activity and exercise during pregnancy and the postpartum period (2020)
  {
    id: 'pregnancy-lying-flat',
    intent: 'health',
    title: 'Lying flat makes me lightheaded in pregnancy: what do I swap?',
    questions: [
      '22 weeks and lying flat for bench makes me feel lightheaded',
      'can i lie on my back while pregnant',
      'swap for bench press when pregnant',
      'exercises on my back second trimester',
    ],
    keywords: [
      'lying flat',
      'on my back',
      'supine',
      'lightheaded pregnant',
      'bench pregnant',
      'second trimester',
    ],
    answer:
      'From around 16-20 weeks, swap lying flat on your back for an incline: an incline bench at 30-45 degrees, a seated or standing press, or a landmine press, and do floor work propped up or on your side. Stop and roll onto your left side if you feel dizzy or sick. Keep the weights moderate, breathe steadily and tell your midwife about the lightheadedness.',
    why: 'Lying flat lets the growing womb press on the large vein returning blood to the heart, which can lower blood pressure and cause dizziness.',
    suggestions: ['Exercise during pregnancy', 'Can I lift weights while pregnant?'],
  },
  // Source: ACOG Committee Opinion 804, Physical activity and exercise during pregnancy and the postpartum period (2020); NHS, Exercise in pregnancy
  {
    id: 'late-pregnancy-exercise',
    intent: 'health',
    title: 'What exercise is still OK late in pregnancy?',
    questions: [
      '34 weeks pregnant what is still ok to do',
      'third trimester exercise',
      'exercise in late pregnancy',
      'what workouts can i do at 35 weeks',
    ],
    keywords: ['third trimester', 'late pregnancy', 'last trimester', 'due soon'],
    answer:
      'Most things you feel comfortable doing, made gentler: walking, swimming, a stationary bike, prenatal yoga or pilates, light weights with good breathing, pelvic floor exercises every day and gentle stretching. Avoid lying flat, contact and fall risks, heavy straining and breath-holding. Stop and call your midwife for bleeding, fluid loss, dizziness, chest pain or painful contractions.',
    why: 'Staying active late in pregnancy helps sleep, mood, blood sugar and labour, while the bump changes balance and blood flow, so impact and lying flat are left out.',
    suggestions: ['Pelvic floor exercises', 'Lying flat makes me dizzy'],
  },
  // Source: Sherrington et al., Exercise for preventing falls in older people living in the community, Cochrane Database Syst Rev (2019)
  {
    id: 'falls-prevention-older',
    intent: 'health',
    title: 'What exercises help an older person who has fallen?',
    questions: [
      'my mother is 78 and has fallen twice what exercises could she do',
      'exercises to stop falls',
      'balance exercises for elderly parent',
      'my dad keeps falling what can he do',
    ],
    keywords: ['fallen', 'elderly', 'elderly parent', 'mother', 'grandparent'],
    answer:
      'Balance and leg strength together cut falls by about a quarter: sit-to-stands from a chair, heel raises and toe raises holding the counter, side steps, standing on one leg near support, heel-to-toe walking and tai chi, 3 times a week for at least 3 hours in total, building up over months. After two falls, she should see her GP for a falls assessment (medicines, eyesight, blood pressure).',
    why: 'Falls come mostly from weaker legs and poorer balance, which practice improves at any age; repeated falls can also have medical causes worth checking.',
    suggestions: ['Balance exercises', 'Getting up from a chair'],
  },
  // Source: NHS, Falls: what to do if you fall (nhs.uk); Age UK, Staying steady: what to do if you have a fall (2023)
  {
    id: 'getting-up-after-a-fall',
    intent: 'health',
    title: 'How do I get up off the floor after a fall?',
    questions: [
      'how do i get up off the floor if i fall and nobody is home',
      'what if i fall and cant get up',
      'how to get up from the floor safely',
      'my mum cant get up after a fall what should she do',
      'practise getting up off the floor',
    ],
    keywords: [
      'cant get up',
      'fall at home',
      'after a fall',
      'if i fall',
      'personal alarm',
      'pendant alarm',
    ],
    answer:
      'Stay still for a moment and check for pain. If you are not hurt, roll onto your side, get onto your hands and knees, crawl to a sturdy chair, put your hands on the seat, bring your stronger leg forward with the foot flat, push up and turn to sit. If you cannot get up or are hurt, call for help with a personal alarm, your phone or by shouting, keep warm with anything nearby and shift position every half hour. Practise the get-up with someone present.',
    why: 'Lying on the floor for a long time after a fall causes its own harm (cold, dehydration, pressure sores), so knowing a safe way up, and a way to call for help when there is none, matters as much as preventing the fall.',
    suggestions: ['Balance exercises', 'Exercises to stop falls', 'Getting up from a chair'],
  },
  // Source: WHO Guidelines on physical activity and sedentary behaviour (2020), older adults aged 65 and over; UK Chief Medical Officers' Physical Activity Guidelines (2019)
  {
    id: 'activity-guidelines-older-adults',
    intent: 'health',
    title: 'How much exercise do older adults need?',
    questions: [
      'how much exercise are over 65s meant to get a week',
      'how much activity does an older person need',
      'exercise guidelines for seniors',
      'how much should my parents exercise at 70',
      'what is the recommended exercise for older adults',
    ],
    keywords: ['65s', '70s', 'pensioners', 'older adults guidelines', 'seniors guidelines'],
    answer:
      'Over 65, aim for 150-300 minutes of moderate activity a week, such as brisk walking, or 75-150 of vigorous, in bouts of any length; strength work for the major muscles on 2 or more days; and balance and strength together (tai chi, sit-to-stands, standing on one leg near support) on 3 or more days, which cuts falls. Sit less: break up long sitting. Anyone starting from little should build up slowly, and some is better than none.',
    why: 'Muscle, balance and bone decline fastest from the late 60s without use, and these amounts keep people independent and cut falls, heart disease and dementia risk.',
    suggestions: ['Is weightlifting safe after 60?', 'Balance exercises', 'Chair exercises'],
  },
  // Source: NHS, Sitting exercises for older people (nhs.uk); WHO guidelines on physical activity and sedentary behaviour (2020)
  {
    id: 'chair-exercises',
    intent: 'health',
    title: 'What exercises can I do sitting in a chair?',
    questions: [
      'can you give us a gentle chair routine',
      'seated exercises for older people',
      'exercises i can do sitting down',
      'chair workout for seniors',
    ],
    keywords: [
      'chair routine',
      'chair exercises',
      'seated exercises',
      'sitting down',
      'chair workout',
    ],
    answer:
      'A gentle chair routine: sit tall near the front of a sturdy chair without wheels, then do seated marching, leg extensions (straighten one knee and hold 3 seconds), ankle circles, arm raises and punches, shoulder rolls, seated twists and sit-to-stands if you can, 8-12 of each, twice through, breathing steadily. Ask me for a 15-minute chair session and tap Start to follow it.',
    why: 'Seated exercises keep joints moving and muscles working safely for people who find standing work tiring or unsteady.',
    suggestions: ['Give me a 15 minute chair workout', 'Balance exercises'],
  },
  // Source: Martin Ginis et al., Evidence-based scientific exercise guidelines for adults with spinal cord injury: an update and a new guideline, Spinal Cord (2018)
  {
    id: 'wheelchair-training',
    intent: 'health',
    title: 'How do I train and build muscle as a wheelchair user?',
    questions: [
      'wheelchair user can you give me an upper body session',
      'exercise for wheelchair users',
      'spinal cord injury workout',
      'seated strength training in my wheelchair',
      'can i build muscle in a wheelchair',
    ],
    keywords: [
      'wheelchair',
      'wheelchair user',
      'use a wheelchair',
      'spinal injury',
      'spinal cord injury',
      'paraplegic',
      'para',
    ],
    answer:
      'Aim for 20 minutes of moderate cardio (arm cranking, wheeling, seated boxing) at least twice a week and strength training for the major upper-body muscles twice a week, 3 sets of 8-10, seated with brakes on. Balance pushing with plenty of pulling: rows, face pulls and band pull-aparts protect the shoulders that wheeling overloads. Check your skin for pressure marks after sessions.',
    why: 'Wheeling and transfers load the front of the shoulders all day, so extra pulling work and rotator-cuff strength keep them healthy for the long term.',
    suggestions: ['Rotator cuff exercises', 'Resistance band workout'],
  },
  // Source: NHS, Walking aids, wheelchairs and mobility scooters (nhs.uk); ACSM's Guidelines for Exercise Testing and Prescription, 11th ed. (2021)
  {
    id: 'training-on-crutches',
    intent: 'injury',
    title: 'How do I keep fit while I am on crutches?',
    questions: [
      'on crutches how do i keep burning calories',
      'exercise while on crutches',
      'can i work out with a leg injury',
      'how not to lose progress with a broken leg',
    ],
    keywords: ['crutches', 'on crutches', 'leg in a cast', 'boot', 'non weight bearing'],
    answer:
      "Train everything the injury allows, with your doctor or physio's OK: seated upper-body strength with dumbbells or bands, core work lying down, the uninjured leg (which even helps the injured one keep a little strength), and arm cranking or seated boxing for cardio. Eat enough protein and do not slash calories, since healing needs energy; your progress will come back quickly.",
    why: 'Training the healthy side keeps fitness and some strength in the injured limb through the nervous system, and undereating slows tissue repair.',
    suggestions: ['How do I return after injury?', 'How much protein do I need?'],
  },
  // Source: Jakicic et al., ACSM position stand: Appropriate physical activity intervention strategies for weight loss and prevention of weight regain for adults, Med Sci Sports Exerc (2001)
  {
    id: 'starting-in-a-larger-body',
    intent: 'motivation',
    title: 'I am heavy and nervous: can I start at home?',
    questions: [
      'im 135kg and terrified of the gym can i start at home first',
      'starting exercise when very overweight',
      'too big to go to the gym',
      'exercise for obese beginners at home',
    ],
    keywords: ['135kg', 'heavy', 'overweight', 'obese', 'plus size', 'bigger body', 'stare at me'],
    answer:
      'Yes, absolutely: starting at home is a great choice. Begin with 10-minute walks most days, chair-based strength (sit-to-stands, wall push-ups, seated rows with a band) twice a week, and build the walks to 30 minutes. You will get fitter fast, and when you are ready for a gym, go at a quiet time with a written plan; most people there are focused on themselves.',
    why: 'Small, regular sessions you can repeat build fitness and confidence quickly, and the biggest health gains come from going from very little activity to some.',
    suggestions: ['Joint-friendly workouts', 'How do I stay consistent?'],
  },
  // Source: American Academy of Dermatology, How to prevent and treat chafing (aad.org)
  {
    id: 'chafing',
    intent: 'health',
    title: 'How do I stop my thighs chafing?',
    questions: [
      'my thighs chafe so bad when i walk',
      'how to stop chafing',
      'chafing when running',
      'inner thigh rubbing',
    ],
    keywords: ['chafe', 'chafing', 'thighs rub', 'thigh rub', 'rubbing'],
    answer:
      'Put an anti-chafing balm or petroleum jelly on the areas that rub before you go, wear fitted, moisture-wicking shorts or leggings (or anti-chafe bands) instead of cotton, and stay dry. On sore skin, let it heal before the next long walk; meanwhile cycling, swimming or a rowing machine keep you going. See a pharmacist if the skin cracks or looks infected.',
    why: 'Chafing is skin rubbing on skin or fabric, made worse by sweat; a barrier and fitted fabric remove the friction.',
    suggestions: ['What low-impact cardio can I do?', 'How many steps a day should I walk?'],
  },
  // Source: NICE guideline NG188, COVID-19 rapid guideline: managing the long-term effects of COVID-19 (2020, updated 2024); WHO, Support for rehabilitation: self-management after COVID-19-related illness
  {
    id: 'long-covid-pacing',
    intent: 'health',
    title: 'Long covid: I still crash after effort, should I push through?',
    questions: [
      'still wiped out after any effort months after covid should i push through',
      'long covid exercise',
      'can i work out with long covid',
      'post exertional malaise',
      'exhausted for days after exercise since covid',
    ],
    keywords: ['long covid', 'post covid', 'post exertional', 'crash', 'wiped out', 'pacing'],
    answer:
      'No, do not push through: being wiped out for days after effort (post-exertional malaise) means pacing, not more training. Find the activity you can do without a crash the next day, stay below it, plan rest between tasks and increase only very slowly when you have had several good weeks. Ask your GP about a long covid service; they can guide a safe return.',
    why: 'With post-exertional malaise, pushing past your limits can worsen symptoms for days or weeks, so graded exercise is not advised until it settles.',
    suggestions: ['Coming back after covid', 'How do I come back after being ill?'],
  },
  // Source: NICE guideline CG189 / NG246, Obesity: identification, assessment and management (very-low-calorie diets only with medical supervision)
  {
    id: 'crash-diet',
    intent: 'nutrition',
    title: 'Should I go down to 800 calories to lose weight fast?',
    questions: [
      'should i just drop to 800 cals',
      'crash diet before a big event',
      'is 800 calories a day safe',
      'very low calorie diet to lose weight fast',
    ],
    keywords: ['800 cals', '800 calories', '800 kcal', 'crash diet', 'starve'],
    answer:
      'No: 800 kcal a day is too low to do on your own. It is only used under medical supervision, and it costs muscle, energy and mood, with much of it regained. For an event in 8 weeks, a deficit of about 500 kcal with high protein, strength training and daily walks loses around 4-6 kg, most of it fat, and you will look and feel better on the day.',
    why: 'Very low intakes speed muscle loss and cut your ability to train, while a moderate deficit keeps the loss mostly fat and is far easier to stick to.',
    suggestions: ['How big should my calorie deficit be?', 'How much protein do I need?'],
  },
  // Source: Sylvester et al., Variety support and exercise adherence behavior: experimental and mediating effects, J Behav Med (2016)
  {
    id: 'variety-and-boredom',
    intent: 'motivation',
    title: 'I get bored of every programme and quit: how do I stick with one?',
    questions: [
      'i get bored of every program after 2 weeks',
      'adhd and sticking to workouts',
      'how to stay interested in training',
      'i need variety or i lose interest',
    ],
    keywords: ['adhd', 'bored of every', 'variety', 'bored and give up', 'novelty'],
    answer:
      'Build variety in: keep the same few main lifts to track progress, but rotate accessory exercises, formats (circuits, supersets, intervals) or places every 2-4 weeks, try a class or sport alongside, and set short challenges like a new record each month. Make starting easy, with short sessions and your kit ready, and reward showing up. Variety supports sticking with it.',
    why: 'Enjoyment and novelty predict how long people keep exercising, and changing the details while keeping the core lifts gives both variety and progress.',
    suggestions: ['Workouts feel boring', 'How do I stay consistent?'],
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
      'my dad just turned 60 and wants to start lifting, what should he watch out for',
      'is strength training good for older people',
    ],
    keywords: [
      'older people',
      'older adults',
      'seniors',
      'in my 60s',
      'elderly',
      'ageing',
      'aging',
      'retired',
      'too old',
      'old age',
      'in my 70s',
    ],
    answer:
      "Yes, strength training is safe and strongly recommended at any age, and it is never too late to start. Lift on 2-3 non-consecutive days a week, with a day or two of rest between, starting with machines, bands or bodyweight for 1-2 sets of 10-15 reps, and build up to moderate-to-heavy loads. Add balance exercises on 3 or more days. Sleep well and eat protein at each meal to recover. If you have heart disease, uncontrolled blood pressure, diabetes or recent surgery, get your doctor's clearance first.",
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
      'is my 13 year old too young to lift',
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
      'growth plates',
      'too young',
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
  // Source: ACOG Committee Opinion 804, Physical Activity and Exercise During Pregnancy and the
  // Postpartum Period (2020), warning signs to stop exercising; NHS, Vaginal bleeding in pregnancy
  {
    id: 'pregnancy-warning-signs',
    intent: 'health',
    title: 'Bleeding, leaking fluid or contractions in pregnancy',
    questions: [
      'pregnant and had some bleeding, can i still work out',
      'bleeding in early pregnancy, should i skip my workout',
      'leaking fluid while pregnant after exercise',
      'cramping and spotting while pregnant, is exercise ok',
    ],
    keywords: [
      'bleeding in pregnancy',
      'pregnancy bleeding',
      'spotting',
      'leaking fluid',
      'contractions',
      'reduced movements',
    ],
    answer:
      'Do not exercise today: bleeding in pregnancy needs checking first. Call your midwife, doctor or early pregnancy unit now and tell them how much and what colour. Go to A&E or call emergency services if the bleeding is heavy, you have strong tummy or shoulder pain, you feel faint, or you soak a pad. The same goes for fluid leaking, regular painful contractions or, later on, the baby moving less. Rest until you have been checked, and only go back to training when they say it is safe.',
    why: 'Bleeding can come from harmless causes but also from a miscarriage, an ectopic pregnancy or a placenta problem, which only an examination can tell apart; exertion is stopped until then.',
    suggestions: ['Can I exercise while pregnant?', 'Is it safe to lie flat while pregnant?'],
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
      'how soon after a c-section can i go back to the gym',
      'leaking when i jump after pregnancy',
      'just had a baby when can i start working out again',
      'my baby is a few months old, can i start running again',
    ],
    keywords: [
      'postpartum',
      'after birth',
      'post natal',
      'c-section',
      'caesarean section',
      'pelvic floor',
      'new mum',
      'had a baby',
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
  // Source: Lovelady et al., N Engl J Med (2000): 0.5 kg a week with diet and exercise did not
  // affect infant growth; Dietary Guidelines for Americans 2020-2025, lactation (about 400-500 kcal
  // a day of milk); NHS, Breastfeeding and diet
  {
    id: 'calories-while-breastfeeding',
    intent: 'nutrition',
    title: 'How low can I go on calories while breastfeeding?',
    questions: [
      'how many calories should i eat while breastfeeding',
      'how low can i go on calories breastfeeding',
      'lose the baby weight while breastfeeding',
      'can i diet while nursing',
      'will cutting calories affect my milk supply',
    ],
    keywords: ['calories breastfeeding', 'breastfeeding diet', 'baby weight', 'milk supply diet'],
    answer:
      "Not very low: while breastfeeding, stay at or above about 1,800 kcal a day and lose slowly, about 0.5 kg a week from a 300-500 kcal deficit. That pace does not affect your milk supply or your baby's growth; crash diets can. Making milk uses around 400-500 kcal a day, so eat to hunger, have protein at every meal, and drink to thirst. Wait until feeding is settled, around 6-8 weeks after birth, before cutting back, and speak to your midwife or health visitor if your supply drops.",
    why: 'Milk production needs energy and fluid; a small deficit is covered by body fat, while a large one can lower supply and leaves too little for recovery.',
    suggestions: ['Can I exercise while breastfeeding?', 'How much protein do I need?'],
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
      'Usually yes: if you lifted before pregnancy and it is uncomplicated, you can generally keep lifting, deadlifts included, once your doctor or midwife agrees. Reduce the load and intensity as pregnancy progresses, stopping several reps short of failure, and avoid holding your breath (the Valsalva manoeuvre); breathe out as you lift. As your bump grows, switch to sumo, trap-bar or kettlebell versions, and from the second trimester swap moves lying flat on your back for incline or side-lying ones. Stop for pain, bleeding, leaking, dizziness or pelvic heaviness.',
    why: 'Experienced lifters tolerate familiar loads well, and studies of women lifting heavy in pregnancy found no extra complications, while strained breath-holding sharply raises blood and abdominal pressure.',
    suggestions: [
      'Can I exercise while pregnant?',
      'Returning to exercise after birth',
      'How heavy should I lift?',
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
  // Source: ACOG Committee Opinion 804, Physical activity and exercise during pregnancy and the postpartum period (2020); NICE guideline NG210, Pelvic floor dysfunction (2021); Benjamin et al., Effects of exercise on diastasis of the rectus abdominis, systematic review (Physiotherapy 2014)
  {
    id: 'core-in-and-after-pregnancy',
    intent: 'health',
    title: 'Which ab exercises are safe in and after pregnancy?',
    questions: [
      'can i do ab workouts while pregnant',
      'best ab exercises after having a baby',
      'why no crunches after giving birth',
      'safe core exercises during pregnancy',
      'how do i fix my tummy gap after a baby',
      'how to fix diastasis recti',
    ],
    keywords: [
      'abs after baby',
      'abs pregnant',
      'core after birth',
      'postnatal abs',
      'tummy gap',
      'mummy tummy',
      'abdominal separation',
      'diastasis recti',
      'diastasis',
    ],
    answer:
      'Yes, gentle core work helps, in pregnancy and after birth. Start with pelvic floor exercises daily, breathing that draws the lower belly in, pelvic tilts, bird dogs and side-lying or standing moves. Skip crunches, sit-ups and full planks while the midline domes: they raise pressure in the belly and can widen the gap between the ab muscles (diastasis recti). In pregnancy avoid lying flat on your back after about 16-20 weeks. After birth, a pelvic health physiotherapist can check the gap.',
    why: 'The abdominal wall stretches apart along the linea alba in late pregnancy, and strain that bulges it, or pushes down on the pelvic floor, slows its recovery, while deep-core and pelvic floor work restore support.',
    suggestions: ['Exercise after giving birth?', 'Can I lift weights while pregnant?'],
  },
  // Source: NHS, Pelvic floor exercises; NICE guideline NG210, Pelvic floor dysfunction: prevention and non-surgical management (2021)
  {
    id: 'pelvic-floor-exercises',
    intent: 'health',
    title: 'How do I do Kegel exercises?',
    questions: [
      'pelvic floor exercises how do i do them',
      'how do i do kegels',
      'i leak a bit when i jump or cough, what exercises help',
      'how often should i do pelvic floor squeezes',
      'are kegels for men too',
    ],
    keywords: ['kegel', 'kegels', 'pelvic floor', 'bladder leaks', 'leaking when i jump'],
    answer:
      'Sit or lie comfortably and squeeze the muscles you would use to stop passing wind and urine, lifting them up and in, without holding your breath or clenching your buttocks. Hold for up to 10 seconds, then relax fully; repeat 10 times. Then do 10 quick squeezes. Aim for three sets a day, every day; most people notice less leaking after about 3 months. They help women and men. If leaking or heaviness continues, ask your GP for a pelvic health physiotherapist.',
    why: 'Like any muscle, the pelvic floor gets stronger with regular, progressive contractions, which improves bladder control and support for the pelvic organs.',
    suggestions: ['Exercise after giving birth?', 'Core work in pregnancy?'],
  },
  // Source: NHS, Back pain in pregnancy; ACOG Committee Opinion 804 (2020); Shiri et al., Exercise for the prevention of low back and pelvic girdle pain in pregnancy, meta-analysis (Br J Sports Med 2018)
  {
    id: 'pregnancy-back-pain',
    intent: 'health',
    title: 'What helps pelvic girdle pain or backache in pregnancy?',
    questions: [
      'what exercises help with back pain in pregnancy',
      'backache in the third trimester',
      'pelvic girdle pain pregnancy exercise',
      'spd in pregnancy can i still work out',
      'sore hips and back late in pregnancy',
      'pregnant and my lower back hurts, what can i do',
    ],
    keywords: ['back pain in pregnancy', 'pelvic girdle pain', 'pgp', 'spd'],
    answer:
      'Staying active helps: regular exercise in pregnancy lowers the risk and severity of back and pelvic pain. Try swimming or aqua classes, walking, pelvic tilts and cat-cow on all fours, and side-lying or standing hip and glute work. Keep your knees together when getting in and out of the car or bed, avoid lifting heavy and twisting, and sleep on your side with a pillow between your knees. If pain stops you walking, or with pelvic pain, ask your midwife for a physiotherapist.',
    why: 'Hormones loosen the pelvic joints and the growing bump shifts your posture, so stronger hip, trunk and pelvic muscles take load off the joints.',
    suggestions: ['Core work in pregnancy?', 'Can I lift weights while pregnant?'],
  },
  // Source: NICE guideline NG210, Pelvic floor dysfunction: prevention and non-surgical management (2021); Dumoulin et al., Pelvic floor muscle training versus no treatment for urinary incontinence in women, Cochrane Database Syst Rev (2018)
  {
    id: 'leaking-during-exercise',
    intent: 'health',
    title: 'I leak a little when I jump or run: should I stop?',
    questions: [
      'i leak a bit when i jump since having kids',
      'i wee myself when i run, should i stop running',
      'peeing a little doing star jumps',
      'bladder leaks when skipping after my baby',
      'is leaking when i lift heavy normal',
    ],
    keywords: [
      'leak',
      'leaking',
      'wee myself',
      'pee myself',
      'stress incontinence',
      'incontinence',
      'bladder weakness',
    ],
    answer:
      'You do not have to give up jumping for good: leaking when you jump, run, cough or lift is common, especially after having children, and a sign your pelvic floor needs training, not something to put up with. For now swap jumps for step jacks or marching, and do pelvic floor exercises every day: 10 slow squeezes held up to 10 seconds and 10 quick ones, three times a day. Most people improve within 3 months; if not, ask your GP for a pelvic health physiotherapist.',
    why: 'Impact and straining push down on the bladder, and a pelvic floor stretched by pregnancy and birth cannot yet hold against it; a few months of daily training cures or improves most stress leaking.',
    suggestions: ['How do I do Kegel exercises?', 'Exercise after giving birth?'],
  },
  // Source: ACSM's Guidelines for Exercise Testing and Prescription, 11th ed. (2021), exercise for people with obesity and older adults; NHS, Sitting exercises and strength exercises for older people
  {
    id: 'exercises-without-the-floor',
    intent: 'training',
    title: 'What can I do instead of floor exercises?',
    questions: [
      'getting down on the floor is too hard, what can i do instead',
      'exercises that dont need me to get on the floor',
      'alternatives to floor exercises standing up',
      'cant get up off the floor after sit ups, other options',
      'no floor work please, what can i do',
    ],
    keywords: ['floor exercises', 'floor based', 'get down on the floor', 'without the floor'],
    answer:
      'Almost every floor exercise has a standing or seated version that trains the same muscles. Do push-ups against a wall or kitchen counter, and planks with your hands on the counter. For your core, do standing marches, standing side bends or seated knee lifts instead of crunches. Swap clams and bridges for standing side leg raises and glute kickbacks holding a chair, and do sit-to-stands for your legs. Stretch seated on a chair, or use your bed rather than the floor.',
    why: 'Muscles respond to effort, not to lying down: standing and chair versions load the same muscles while skipping the hardest part, getting down and back up.',
    suggestions: ['Give me a 15 minute chair workout', 'It is hard to get up from a chair'],
  },
];
