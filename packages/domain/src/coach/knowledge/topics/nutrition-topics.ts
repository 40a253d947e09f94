import type { KnowledgeTopic } from './knowledge-topic';

/** Eating for training: protein, calories, timing, hydration, diets and body composition (supplements have their own file). */
export const nutritionTopics: readonly KnowledgeTopic[] = [
  // Source: ISSN Position Stand: protein and exercise (2017)
  {
    id: 'protein-per-day',
    intent: 'nutrition',
    title: 'How much protein do I need a day?',
    questions: [
      'how much protein should i eat',
      'hw much protein shud i eat a day',
      'protein intake to build muscle',
      'grams of protein per kg',
      'am i eating enough protein',
      'daily protein for weight loss',
      'protein per kg when bulking, 1.6 or 2.2',
      'how many grams of protein do i need a day to build muscle',
    ],
    keywords: [
      'protein',
      'grams of protein',
      'protein intake',
      'g/kg',
      'daily protein',
      'protein target',
      'how much protein',
    ],
    answer:
      'Aim for about 1.6-2.2 g of protein per kg of body weight every day if you lift, rest days included, spread over 3-5 meals of 20-40 g. For a 70 kg person that is roughly 110-155 g. Use the top of the range when you are cutting calories, since protein protects muscle and keeps you full. If you carry a lot of body fat, base it on your goal weight instead. Good sources are meat, fish, eggs, dairy, tofu and legumes.',
    why: 'Muscle is constantly broken down and rebuilt, and training speeds both up; gains in muscle from extra protein level off at around 1.6 g/kg, with the higher end as a safety margin. In a calorie deficit more protein also helps keep muscle and keeps you full.',
    suggestions: [
      'How much protein should I eat per meal?',
      'Do I need protein shakes?',
      'Can I build muscle as a vegan or vegetarian?',
    ],
  },
  // Source: ISSN Position Stand: protein and exercise (2017)
  {
    id: 'protein-per-meal',
    intent: 'nutrition',
    title: 'How much protein should I eat per meal?',
    questions: [
      'when is the best time to have a protein shake',
      'how much protein per meal',
      'can my body only absorb 30g protein at once',
      'how many grams of protein in one sitting',
      'is it bad to eat all my protein at once',
      'how to spread protein over the day',
    ],
    keywords: [
      'protein per meal',
      'absorb protein',
      'protein distribution',
      'grams per meal',
      'protein timing',
      'anabolic window',
      'best time',
    ],
    answer:
      'Aim for about 20-40 g of protein per meal, or roughly 0.4 g per kg of body weight, spread over 3-5 meals every 3-5 hours. Your body absorbs all the protein you eat; the 30 g limit is a myth, larger servings just get used more slowly. Spreading intake helps a bit for muscle building, but your daily total matters most, so fit it to your routine.',
    why: 'Each protein-rich meal switches on muscle building for a few hours, so several evenly sized meals trigger it more often than one or two large ones.',
    suggestions: [
      'How much protein do I need a day?',
      'What should I eat after a workout?',
      'Is eating late at night bad?',
    ],
  },
  // Source: ISSN Position Stand: diets and body composition (2017)
  {
    id: 'fat-loss-calories',
    intent: 'nutrition',
    title: 'How big should my calorie deficit be?',
    questions: [
      'how many calories should i eat to lose weight',
      'how big of a calorie deficit',
      'whats a good deficit for fat loss',
      'how fast should i lose weight',
      'is 1200 calories too low',
      'how to lose fat without losing muscle',
      'what is a good weekly weight loss',
    ],
    keywords: [
      'calorie deficit',
      'deficit',
      'lose weight',
      'fat loss',
      'cutting',
      'weight loss rate',
    ],
    answer:
      'A calorie deficit means eating fewer calories than your body burns, so it uses stored fat for the rest. Eat about 300-500 kcal a day below your maintenance calories and aim to lose roughly 0.5-1% of your body weight per week. Estimate maintenance by tracking your intake and weight for two weeks. Keep protein at 1.6-2.2 g per kg and keep lifting so the weight you lose is fat, not muscle. Avoid crash diets; very low intakes make you hungry, tired and likely to regain.',
    why: 'A moderate deficit forces your body to use stored fat while leaving enough energy to train and hold on to muscle; bigger deficits cost more muscle and are harder to sustain.',
    suggestions: [
      'How do I lose belly fat?',
      'Should I count calories?',
      'Why is the scale not moving?',
    ],
  },
  // Source: Vispute et al., The effect of abdominal exercise on abdominal fat, J Strength Cond Res (2011)
  {
    id: 'belly-fat-spot-reduction',
    intent: 'nutrition',
    title: 'How do I lose belly fat?',
    questions: [
      'how do i lose belly fat',
      'best exercises for stomach fat',
      'can i burn fat from my stomach only',
      'how to get rid of love handles',
      'lose fat on my tummy',
      'will crunches burn my belly fat',
      'how to lose arm fat',
      'how do i lose my gut before summer',
      'can i spot reduce my thighs',
    ],
    keywords: [
      'belly fat',
      'stomach fat',
      'spot reduction',
      'love handles',
      'tummy',
      'muffin top',
      'visceral fat',
      'beer belly',
      'gut',
      'spot reduce',
      'thigh fat',
      'arm fat',
      'fat in one area',
      'saddlebags',
      'hip dips',
      'bingo wings',
    ],
    answer:
      'You cannot spot-reduce fat: crunches or side bends will not burn fat from your stomach specifically. Belly fat goes as part of overall fat loss, so eat in a 300-500 kcal daily deficit with high protein, lift weights 2-4 times a week and walk daily. Sleeping 7-9 hours, managing stress and cutting back on alcohol also help, as short sleep, chronic stress and drinking favour fat around the waist.',
    why: 'Your body releases fat for energy from all over, in an order set largely by genetics, not from the muscle you are working; the stomach is often one of the last places to lean out.',
    suggestions: [
      'How big should my calorie deficit be?',
      'How should I train my abs and core?',
      'Does alcohol stop fat loss?',
    ],
  },
  // Source: Iraki et al., Nutrition Recommendations for Bodybuilders in the Off-Season: A Narrative Review, Sports (2019)
  {
    id: 'muscle-gain-surplus',
    intent: 'nutrition',
    title: 'How much should I eat to build muscle?',
    questions: [
      'how many calories to build muscle',
      'how to bulk without getting fat',
      'lean bulk calories',
      'im skinny how do i gain weight',
      'hardgainer cant put on weight',
      'how fast should i gain weight on a bulk',
      'want to gain 5kg, how fast should the scale go up',
      'bulking but dont want to get fat',
      'how long should a bulk last',
      'do i need a surplus to gain lean mass or can i stay at maintenance',
    ],
    keywords: [
      'need to bulk',
      'lean mass',
      'bulk',
      'bulking',
      'calorie surplus',
      'gain weight',
      'lean bulk',
      'skinny',
      'hardgainer',
      'clean bulk',
    ],
    answer:
      'To add muscle steadily, eat a small surplus of about 200-300 kcal a day above maintenance and gain roughly 0.25-0.5% of body weight a week; strength can rise at maintenance, and beginners or returning lifters gain some muscle there too. Keep protein at 1.6-2.2 g per kg and train with progressive overload. If eating enough is hard, add calorie-dense nuts, olive oil, whole milk, rice and smoothies; gaining faster mostly adds fat, so trim 100-200 kcal. Run a bulk for 3-6 months, then hold maintenance for a few weeks.',
    why: 'Building muscle needs spare energy, but you can only add muscle so fast; calories beyond a small surplus are mostly stored as fat.',
    suggestions: [
      'Can I lose fat and build muscle together?',
      'How much protein do I need a day?',
      'Should I take creatine?',
    ],
  },
  // Source: Barakat et al., Body Recomposition: Can Trained Individuals Build Muscle and Lose Fat at the Same Time?, Strength Cond J (2020)
  {
    id: 'body-recomposition',
    intent: 'nutrition',
    title: 'Can I lose fat and build muscle together?',
    questions: [
      'can i lose fat and build muscle at the same time',
      'what is body recomp',
      'should i cut or bulk first',
      'recomp diet',
      'skinny fat what should i do',
      'can i build muscle in a calorie deficit',
      'can i lose fat but keep my muscle',
    ],
    keywords: [
      'recomp',
      'recomposition',
      'skinny fat',
      'cut or bulk',
      'build muscle lose fat',
      'maintenance',
    ],
    answer:
      'Yes, a recomp works best if you are new to lifting, returning after a break or carrying extra fat. Eat at maintenance or in a small deficit of about 200-300 kcal, keep protein high at 1.6-2.2 g per kg, lift 3-4 times a week with progressive overload and sleep 7-9 hours. Judge progress by waist measurement, photos and strength every 2-4 weeks, because the scale may barely move.',
    why: 'With a strong training stimulus and plenty of protein, your body can fuel new muscle partly from stored fat, especially when there is lots of room to grow.',
    suggestions: [
      'Why is the scale not moving?',
      'How much protein do I need a day?',
      'How big should my calorie deficit be?',
    ],
  },
  // Source: Iraki et al., Nutrition recommendations for bodybuilders in the off-season: a narrative
  // review, Sports (2019); Barakat et al., Strength Cond J (2020)
  {
    id: 'weight-gain-fat-or-muscle',
    intent: 'nutrition',
    title: 'Is the weight I gained fat or muscle?',
    questions: [
      'ive gained weight since starting the gym is it fat or muscle',
      'heavier since i started lifting, is that muscle',
      'gained a couple of kilos, how do i know if its muscle',
      'am i gaining fat or muscle on my bulk',
      'how fast does real muscle come on',
      'how do i tell if im actually building muscle',
    ],
    keywords: ['fat or muscle', 'muscle or fat', 'gaining muscle or fat', 'is it muscle'],
    answer:
      'The scale cannot tell you. In the first weeks of training much of a gain is water and stored carbohydrate in working muscle, and real muscle comes slowly: at best about 0.5-1 kg a month for a beginner, half that later. So a faster rise is partly fat or water. Track your waist, photos and lifts every 2-4 weeks: weight up with a steady waist and rising strength is mostly muscle. To gain, aim for about 0.25-0.5% of body weight a week.',
    why: 'Muscle protein is built only a little each day, while fluid, glycogen and food in the gut swing by a kilo or more, so short-term scale changes are mostly not tissue at all.',
    suggestions: [
      'Can I lose fat and build muscle together?',
      'Why does my weight jump day to day?',
      'How much protein do I need a day?',
    ],
  },
  // Source: ACSM/Academy of Nutrition and Dietetics/Dietitians of Canada Joint Position Statement: Nutrition and Athletic Performance (2016)
  {
    id: 'carbohydrates',
    intent: 'nutrition',
    title: 'Are carbs bad for me?',
    questions: [
      'are carbs bad',
      'do carbs make you fat',
      'how many carbs should i eat',
      'should i cut carbs to lose weight',
      'good carbs vs bad carbs',
    ],
    keywords: ['carbs', 'carbohydrates', 'rice', 'pasta', 'bread', 'potatoes', 'glycogen'],
    answer:
      'No: carbs are fine when you are losing fat, and cutting them out is not necessary; only eating too many total calories is fattening. If you train regularly, about 3-5 g of carbs per kg of body weight a day fuels your workouts well, more if you do long endurance sessions. Choose mostly whole grains, potatoes, oats, fruit, vegetables and legumes, and place a good share of your carbs in the meals before and after training.',
    why: 'Carbs are stored as glycogen in your muscles, the main fuel for hard sets and intervals; low glycogen makes training feel harder and lowers output.',
    suggestions: [
      'Is keto or low-carb good for fat loss?',
      'What should I eat before a workout?',
      'How much fiber do I need?',
    ],
  },
  // Source: ACSM/Academy of Nutrition and Dietetics/Dietitians of Canada Joint Position Statement: Nutrition and Athletic Performance (2016)
  {
    id: 'dietary-fats',
    intent: 'nutrition',
    title: 'How much fat should I eat?',
    questions: [
      'how much fat should i eat',
      'is fat bad for you',
      'good fats vs bad fats',
      'is saturated fat ok',
      'do i need omega 3',
    ],
    keywords: [
      'dietary fat',
      'healthy fats',
      'saturated fat',
      'omega-3',
      'olive oil',
      'nuts',
      'avocado',
    ],
    answer:
      'Get about 20-35% of your calories from fat, and do not drop below about 20% for long. Favour olive oil, nuts, seeds, avocado and oily fish such as salmon or sardines, ideally twice a week for omega-3s. Keep saturated fat from fatty meats, butter and pastries under about 10% of calories, and avoid trans fats. Fat is calorie-dense at 9 kcal per gram, so measure oils when cutting.',
    why: 'Fat is needed to make hormones, including testosterone and oestrogen, and to absorb vitamins A, D, E and K; very low-fat diets can disturb both.',
    suggestions: [
      'Are carbs bad for me?',
      'How much fiber do I need?',
      'How much protein do I need a day?',
    ],
  },
  // Source: Reynolds et al., Carbohydrate quality and human health: a series of systematic reviews and meta-analyses, Lancet (2019)
  {
    id: 'fiber',
    intent: 'nutrition',
    title: 'How much fiber do I need?',
    questions: [
      'how much fiber should i eat',
      'high fiber foods',
      'why is fibre important',
      'foods to help me feel full',
      'im always bloated when i add fiber',
    ],
    keywords: ['fiber', 'fibre', 'vegetables', 'whole grains', 'beans', 'fullness', 'gut health'],
    answer:
      'Aim for at least 25-30 g of fibre a day; most people eat well under that. Good sources are vegetables, fruit with the skin, oats, whole grains, beans, lentils, nuts and seeds. Increase gradually over 2-3 weeks and drink more water to avoid bloating. A simple target is vegetables or fruit at every meal plus one serving of beans, lentils or whole grains daily.',
    why: 'Fibre slows digestion, keeping you full on fewer calories, feeds healthy gut bacteria and is linked to lower risk of heart disease, type 2 diabetes and bowel cancer.',
    suggestions: [
      'What are good snacks?',
      'Are carbs bad for me?',
      'How big should my calorie deficit be?',
    ],
  },
  // Source: ISSN Position Stand: nutrient timing (2017)
  {
    id: 'pre-workout-meal',
    intent: 'nutrition',
    title: 'What should I eat before a workout?',
    questions: [
      'what should i eat before the gym',
      'best pre workout meal',
      'how long before working out should i eat',
      'pre workout snack ideas',
      'can i eat right before training',
      'good breakfast before the gym',
      'havent eaten for hours, should i eat before training',
      'should i eat or go hungry before the gym',
    ],
    keywords: [
      'pre-workout',
      'before workout',
      'pre workout meal',
      'before gym',
      'fuel',
      'pre-training',
      'eat something beforehand',
    ],
    answer:
      'Eat a meal with carbs and protein 2-3 hours before training, or a small snack 30-60 minutes before. Meal ideas: chicken with rice, or oats with yoghurt and fruit. Snack ideas: a banana with a glass of milk, toast with peanut butter, or yoghurt. Keep fat and fibre moderate close to training so your stomach feels settled. Sip about 300-500 ml of water in the two hours before.',
    why: 'Carbs top up the glycogen your muscles burn during hard work, and protein provides amino acids for repair, while leaving time for digestion avoids cramps and nausea.',
    suggestions: [
      'What should I eat after a workout?',
      'Should I eat before a morning workout?',
      'Is caffeine good before training?',
    ],
  },
  // Source: ISSN Position Stand: nutrient timing (2017)
  {
    id: 'post-workout-meal',
    intent: 'nutrition',
    title: 'What should I eat after a workout?',
    questions: [
      'what to eat after workout',
      'best post workout meal',
      'is there an anabolic window',
      'do i need a protein shake right after the gym',
      'how soon after training should i eat',
      'what can i eat after the gym on the go',
      'post workout food to build muscle that i can carry with me',
      'do i have to get protein within 30 mins of training or is the session wasted',
    ],
    keywords: [
      'post-workout',
      'after workout',
      'anabolic window',
      'recovery meal',
      'after gym',
      'post workout meal',
    ],
    answer:
      'Have a meal with about 20-40 g of protein plus some carbs within roughly 1-2 hours after training. There is no strict 30-minute anabolic window: your total daily protein matters far more than exact timing. Real food and a whey shake work equally well; a shake is just convenient. Good options are eggs on toast, chicken with rice, Greek yoghurt with fruit, or a shake with a banana. If you ate a meal 1-2 hours before training, there is no rush; if you trained fasted, eat sooner.',
    why: 'Training makes muscles more responsive to protein for 24 hours or more, so a decent meal soon after helps, but total daily protein matters more than minute-perfect timing.',
    suggestions: [
      'How much protein should I eat per meal?',
      'Do I need protein shakes?',
      'What should I eat before a workout?',
    ],
  },
  // Source: Schoenfeld et al., Body composition changes associated with fasted versus non-fasted aerobic exercise, JISSN (2014)
  {
    id: 'fasted-morning-training',
    intent: 'nutrition',
    title: 'Should I eat before a morning workout?',
    questions: [
      'should i eat before a morning workout',
      'is fasted cardio better for fat loss',
      'can i work out on an empty stomach',
      'training fasted in the morning',
      'i feel sick if i eat before the gym',
    ],
    keywords: ['fasted', 'fasting', 'empty stomach', 'fasted training', 'skip breakfast'],
    answer:
      'It is up to you; fasted training does not burn more body fat over time, because your total calories over the day decide fat loss. If you feel fine training on an empty stomach, go ahead, especially for easy cardio, and eat a protein-rich breakfast soon after. For hard lifting or intervals, a light snack like a banana or yoghurt 30-60 minutes before usually boosts performance. If you feel dizzy or weak fasted, always eat something first. BCAAs are not needed when your daily protein is enough.',
    why: 'You burn more fat during fasted exercise but less later in the day, so total fat loss over weeks is the same and still depends on your overall calorie balance.',
    suggestions: [
      'What should I eat before a workout?',
      'Is intermittent fasting good for fat loss?',
      'What should I eat after a workout?',
    ],
  },
  // Source: ACSM Position Stand: Exercise and Fluid Replacement (2007)
  {
    id: 'hydration',
    intent: 'nutrition',
    title: 'How much water should I drink?',
    questions: [
      'how much water should i drink a day',
      'how much water during a workout',
      'how do i know if im dehydrated',
      'is 3 litres of water too much',
      'does coffee or tea count as water',
      'hw much water shud i drink when training',
    ],
    keywords: ['water', 'hydration', 'dehydrated', 'drink', 'fluids', 'litres', 'thirsty'],
    answer:
      'Drink about 30-35 ml per kg of body weight a day, roughly 2-3 litres for most adults, plus about 400-800 ml for each hour of exercise, more in the heat. Tea, coffee, milk and watery foods all count towards it. Sip 300-500 ml in the couple of hours before training. Pale yellow urine means you are well hydrated; dark urine, headache or dizziness suggest you need more. Do not force huge amounts; overdrinking can be dangerous too.',
    why: 'Losing more than about 2% of your body weight as sweat noticeably reduces endurance and concentration, while drinking far beyond thirst can dilute blood sodium.',
    suggestions: [
      'Do I need electrolytes or sports drinks?',
      'How do I exercise safely in heat?',
      'Why does my weight jump around day to day?',
    ],
  },
  // Source: ACSM Position Stand: Exercise and Fluid Replacement (2007)
  {
    id: 'electrolytes',
    intent: 'nutrition',
    title: 'Do I need electrolytes or sports drinks?',
    questions: [
      'do i need electrolytes',
      'are sports drinks worth it',
      'should i add salt to my water',
      'electrolyte drink for the gym',
      'i sweat a lot do i need salt',
      'do i need a sports drink after walking',
      'is plain water enough for a long hot bike ride',
    ],
    keywords: [
      'electrolytes',
      'sports drink',
      'sodium',
      'salt',
      'potassium',
      'sweat',
      'isotonic',
      'high blood pressure',
    ],
    answer:
      'For most gym sessions under an hour, water and normal meals are enough. Electrolytes or a sports drink help when you exercise hard for more than 60-90 minutes, train in heat, or sweat heavily with salt marks on your clothes. Then aim for drinks with about 300-600 mg of sodium per litre. Salty snacks after training also work. With high blood pressure, plain water is enough for walks and most workouts, since sports drinks add salt you do not need; with kidney disease, check with your doctor.',
    why: 'Sweat carries sodium out of your body; over long or hot sessions replacing it helps you keep fluid in, while in short sessions your food easily covers the loss.',
    suggestions: [
      'How much water should I drink?',
      'Why do I get muscle cramps?',
      'How do I exercise safely in heat?',
    ],
  },
  // Source: UK Chief Medical Officers' Low Risk Drinking Guidelines (2016)
  {
    id: 'alcohol-and-fat-loss',
    intent: 'nutrition',
    title: 'Does alcohol stop fat loss?',
    questions: [
      'can i drink alcohol and lose weight',
      'does beer make you fat',
      'how bad is alcohol for fat loss',
      'best alcohol when dieting',
      'drinking on the weekend ruining my diet',
    ],
    keywords: [
      'alcohol',
      'beer',
      'wine',
      'drinking',
      'spirits',
      'booze',
      'weekend drinking',
      'pints',
    ],
    answer:
      'Alcohol does not stop fat loss outright, but it makes it much harder, so limit it: fewer drinks, less often. It has 7 kcal per gram, so a pint of beer or a large glass of wine is about 200 kcal, it lowers your guard around food and it harms your sleep. Keep to at most 14 units a week with several drink-free days, choose zero-calorie mixers, alternate with water and plan it into your calories.',
    why: 'Your body burns alcohol first because it cannot store it, pausing fat burning, and the calories plus late-night snacking and poor sleep add up fast.',
    suggestions: [
      'Does drinking alcohol hurt recovery?',
      'Are sugar and cheat meals ok?',
      'How do I lose belly fat?',
    ],
  },
  // Source: ISSN Position Stand: diets and body composition (2017)
  {
    id: 'intermittent-fasting',
    intent: 'nutrition',
    title: 'Is intermittent fasting good for fat loss?',
    questions: [
      'does intermittent fasting work',
      'is 16 8 fasting good',
      'intermittent fasting and building muscle',
      'should i skip breakfast to lose weight',
      'what is if diet',
      'fasting makes me overeat later, what else can i do',
    ],
    keywords: [
      'intermittent fasting',
      '16:8',
      'fasting',
      'eating window',
      'skip breakfast',
      'omad',
    ],
    answer:
      'Yes, fasting is fine if it suits you, but it works about as well as any other way of cutting calories, no better: if an eating window like 16:8 helps you eat less without misery, fit 2-3 protein-rich meals into it. It is not for everyone; if it leads to bingeing later, switch to 3 regular meals with a protein-rich breakfast, planned snacks and sensible portions. If you have diabetes, take medication or have a history of disordered eating, talk to your doctor first.',
    why: 'Studies comparing fasting with normal calorie cutting at equal calories find similar fat loss; fasting is just a tool for limiting intake.',
    suggestions: [
      'Should I eat before a morning workout?',
      'How much protein should I eat per meal?',
      'Is keto or low-carb good for fat loss?',
    ],
  },
  // Source: ISSN Position Stand: diets and body composition (2017)
  {
    id: 'keto-low-carb',
    intent: 'nutrition',
    title: 'Is keto or low-carb good for fat loss?',
    questions: [
      'is keto good for weight loss',
      'low carb diet for fat loss',
      'can i build muscle on keto',
      'why did i lose so much weight on keto',
      'keto and lifting weights',
    ],
    keywords: ['keto', 'ketogenic', 'low carb', 'low-carb', 'ketosis', 'atkins'],
    answer:
      'Keto and low-carb diets work for fat loss when they cut calories, but not better than other diets at equal calories and protein. The fast early drop of 1-3 kg is mostly water and stored glycogen. Low-carb can reduce hunger for some people but often lowers performance in hard, high-rep or interval training. If you try it, keep protein high and eat plenty of vegetables. Check with your doctor if you take diabetes medication.',
    why: 'Each gram of stored glycogen holds about 3 g of water, so emptying glycogen causes quick scale drops; fat loss itself still comes from the energy deficit.',
    suggestions: [
      'Are carbs bad for me?',
      'Why does my weight jump around day to day?',
      'Is intermittent fasting good for fat loss?',
    ],
  },
  // Source: Academy of Nutrition and Dietetics Position: Vegetarian Diets (2016)
  {
    id: 'vegan-protein',
    intent: 'nutrition',
    title: 'Can I build muscle as a vegan or vegetarian?',
    questions: [
      'can vegans build muscle',
      'best vegan protein sources',
      'vegetarian protein for gym',
      'how to get enough protein without meat',
      'plant based bodybuilding',
    ],
    keywords: ['vegan', 'vegetarian', 'plant based', 'plant protein', 'tofu', 'lentils', 'no meat'],
    answer:
      'Yes, you can build muscle on a plant-based diet. Aim for the upper end of 1.6-2.2 g protein per kg and mix sources across the day: tofu, tempeh, seitan, lentils, chickpeas, beans, edamame, soy milk and a pea or soy protein powder. Eat slightly larger protein servings, around 30-40 g, per meal. Take vitamin B12, and consider getting iron, vitamin D and omega-3 checked.',
    why: 'Plant proteins are often lower in leucine and some essential amino acids and slightly less digestible, so a bit more total protein and variety makes up the gap.',
    suggestions: [
      'How much protein do I need a day?',
      'Do I need protein shakes?',
      'Should I take a multivitamin or vitamin D?',
    ],
  },
  // Source: WHO, Body mass index classification; NICE guideline NG246, Overweight and obesity
  // management (2025): waist-to-height ratio under 0.5
  {
    id: 'healthy-weight-for-height',
    intent: 'nutrition',
    title: 'What should I weigh for my height?',
    questions: [
      'what should i weigh for my height',
      'what is a good weight for my height',
      'ideal weight for 5 ft 4',
      'what bmi should i be',
      'am i overweight for my height',
    ],
    keywords: [
      'bmi',
      'body mass index',
      'ideal weight',
      'what should i weigh',
      'weight for my height',
    ],
    answer:
      'There is a healthy range rather than one number: a BMI of 18.5-24.9, your weight in kg divided by your height in metres squared. At 5 ft 4 in (163 cm) that is about 49-66 kg, or 108-145 lb; at 5 ft 10 in about 58-79 kg. BMI misjudges muscular people and older adults, so also check your waist: under half your height is a good sign. Losing even 5-10 % of your weight improves blood pressure and blood sugar.',
    why: 'BMI tracks health risk across populations but cannot tell muscle from fat, while waist size reflects the fat around the organs that drives most of the risk.',
    suggestions: ['How much weight can I lose a week?', 'What is a healthy body fat percentage?'],
  },
  // Source: Academy of Nutrition and Dietetics Position: Vegetarian Diets (2016); NHS, Eat well for
  // less (budget shopping)
  {
    id: 'cheap-vegan-shopping',
    intent: 'nutrition',
    title: 'What should a cheap vegan shopping list look like?',
    questions: [
      'cheap vegan shopping list',
      'vegan food on a budget for the gym',
      'plant based diet on a student budget',
      'vegan meal plan under 40 a week',
    ],
    keywords: ['shopping list', 'vegan budget', 'cheap vegan', 'budget', 'groceries', 'food shop'],
    answer:
      'Build the week on cheap staples: dried or tinned lentils, chickpeas and beans, tofu, soya milk and soya yoghurt (fortified with calcium and B12), peanut butter, oats, rice, pasta, potatoes and wholemeal bread, plus frozen vegetables, frozen berries, bananas, onions, carrots and tinned tomatoes. Cook a big chilli, dal or curry and a tray of roasted veg twice a week. Own-brand versions keep two people well under about 40 a week, and take a B12 supplement.',
    why: 'Pulses, soya and grains give complete protein together at a fraction of the price of meat substitutes, and frozen produce keeps its nutrients while cutting waste.',
    suggestions: ['Can I build muscle as a vegan or vegetarian?', 'How do I meal prep?'],
  },
  // Source: Islamic Food and Nutrition Council of America (IFANCA), halal certification of whey and
  // gelatin; ISSN position stand: protein and exercise (2017)
  {
    id: 'halal-protein',
    intent: 'nutrition',
    title: 'Is whey halal, and what are good halal protein foods?',
    questions: [
      'is whey protein halal',
      'halal protein powder',
      'halal protein ideas for bulking',
      'are protein bars halal',
    ],
    keywords: ['halal', 'haram', 'gelatin', 'gelatine', 'rennet'],
    answer:
      'Whey itself comes from milk, but some is made with animal rennet or enzymes and some products add pork gelatin, so check for a halal certification logo on the label rather than guessing. Many big brands sell certified halal whey, and plant proteins avoid the question. For food, rotate halal chicken, beef and lamb mince, fish and tinned tuna, eggs, Greek yoghurt, lentils and chickpeas, so bulking is not chicken and rice every day.',
    why: 'Whether a protein is halal depends on how the cheese-making enzymes and any gelatin or flavourings were sourced, which only certification shows.',
    suggestions: ['Do I need protein shakes?', 'How much protein do I need a day?'],
  },
  // Source: WHO Guideline: Sugars intake for adults and children (2015)
  {
    id: 'sugar-and-cheat-meals',
    intent: 'nutrition',
    title: 'Are sugar and cheat meals ok?',
    questions: [
      'are cheat meals ok',
      'can i eat sugar and still lose weight',
      'i ate junk food did i ruin my diet',
      'how many cheat days can i have',
      'is one cheat day a week ok',
      'how do i stop sugar cravings',
      'i binged last night, have i ruined everything',
      'overate at a party, did i undo my progress',
    ],
    keywords: [
      'cheat meal',
      'cheat day',
      'sugar',
      'junk food',
      'sweets',
      'cravings',
      'treats',
      'binged',
      'overate',
      'ruined my diet',
      'undo my progress',
    ],
    answer:
      'Treats fit a healthy diet in sensible amounts, and one big meal or binge does not ruin your progress: just go back to normal at your next meal, without skipping meals to make up for it. Keep free sugars under 10% of calories, about 50 g a day, and plan a treat or favourite meal a few times a week rather than a whole cheat day, which can wipe out a week of deficit. Enough protein and sleep cut cravings.',
    why: 'Fat loss depends on your average intake over weeks, so one meal barely matters, while strict rules often lead to binge-and-restrict cycles.',
    suggestions: [
      'All or nothing mindset',
      'What are good snacks?',
      'How big should my calorie deficit be?',
    ],
  },
  // Source: WHO Guideline: Sugars intake for adults and children (2015)
  {
    id: 'added-sugar-limit',
    intent: 'nutrition',
    title: 'How much sugar a day is too much?',
    questions: [
      'what counts as too much sugar',
      'how many grams of sugar a day is ok',
      'whats the daily sugar limit',
      'how much added sugar should i have',
      'is 100g of sugar a day bad',
      'how many teaspoons of sugar per day',
    ],
    keywords: [
      'added sugar',
      'added sugars',
      'free sugars',
      'sugar limit',
      'sugar intake',
      'grams of sugar',
      'teaspoons of sugar',
    ],
    answer:
      'Keep added, or free, sugars under 10% of your calories, about 50 g or 12 teaspoons a day on 2,000 kcal, and ideally under 5%, about 25 g or 6 teaspoons. Free sugars are those added to food and drinks plus honey, syrups and fruit juice; the sugar in whole fruit, vegetables and plain milk does not count. One can of cola holds about 35 g, so sugary drinks are the quickest to cut. On labels, over 22.5 g of sugar per 100 g is high.',
    why: 'Free sugars add calories without filling you up and, in large amounts, raise the risk of weight gain and tooth decay; whole fruit brings fibre and water that slow eating.',
    suggestions: [
      'Is the sugar in fruit bad?',
      'Are cheat meals ok?',
      'How do I read food labels?',
    ],
  },
  // Source: Dietary Guidelines for Americans, 2020-2025 (USDA/HHS)
  {
    id: 'meal-prep',
    intent: 'nutrition',
    title: 'How do I meal prep?',
    questions: [
      'how to meal prep for the week',
      'easy meal prep for beginners',
      'meal prep for muscle gain',
      'how long does meal prep last in the fridge',
      'cheap healthy meals to prep',
    ],
    keywords: ['meal prep', 'batch cooking', 'prep', 'lunches', 'cooking ahead', 'food prep'],
    answer:
      'Pick one or two prep sessions a week and cook a protein, a carb and a vegetable in bulk. For example, roast chicken or tofu, cook rice or potatoes, and roast a tray of vegetables, then portion into containers. Cooked food keeps about 3-4 days in the fridge, so freeze meals for later in the week. Vary sauces and spices to avoid boredom, and keep easy backups like eggs and canned fish.',
    why: 'Having the right food ready removes daily decisions, which is when most people fall back on takeaways and convenience food.',
    suggestions: [
      'What are good snacks?',
      'Should I count calories?',
      'How do I eat healthy at restaurants?',
    ],
  },
  // Source: Dietary Guidelines for Americans, 2020-2025 (USDA/HHS)
  {
    id: 'healthy-snacks',
    intent: 'nutrition',
    title: 'What are good snacks?',
    questions: [
      'healthy snack ideas',
      'high protein snacks',
      'what can i snack on when dieting',
      'can i still snack in a calorie deficit',
      'good snacks for the gym',
      'im always hungry between meals',
      'best snacks for weight loss',
    ],
    keywords: [
      'snacks',
      'snacking',
      'high protein snack',
      'hungry',
      'between meals',
      'low calorie snack',
      'snacks for work',
      'no fridge',
    ],
    answer:
      'Good snacks pair protein with fibre to keep you full. Try Greek yoghurt with berries, cottage cheese, boiled eggs, a piece of fruit with a small handful of nuts, hummus with carrots, edamame, a tuna pouch on crackers, or a glass of milk. Aim for about 100-250 kcal and 10-20 g of protein per snack. For a bag or desk with no fridge: nuts, fruit, rice cakes with peanut butter, roasted chickpeas, jerky or a protein bar. If you are always hungry, raise the protein in your main meals.',
    why: 'Protein and fibre are the most filling parts of food per calorie, so they curb hunger far better than crisps, biscuits or sweets of the same calories.',
    suggestions: [
      'How do I meal prep?',
      'How much protein should I eat per meal?',
      'Is eating late at night bad?',
    ],
  },
  // Source: Burke, Wang & Sevick, Self-monitoring in weight loss: a systematic review of the literature, J Am Diet Assoc (2011)
  {
    id: 'tracking-calories',
    intent: 'nutrition',
    title: 'Should I count calories?',
    questions: [
      'should i count calories',
      'how do i track my macros',
      'how to find my maintenance calories',
      'do i need to weigh my food',
      'tracking calories is too hard',
      'best app to track what i eat',
    ],
    keywords: [
      'count calories',
      'tracking',
      'macros',
      'maintenance calories',
      'food log',
      'food diary',
      'calorie tracking',
      'tracking app',
      'tdee',
    ],
    answer:
      'You do not have to, but tracking for even 2-4 weeks teaches you portion sizes and makes progress much more predictable. Log in any food-tracking app with a barcode scanner or a simple food diary, weigh food with a kitchen scale, log everything including oils, drinks and sauces, and weigh yourself most mornings. If your average weight holds steady over two weeks, that intake is your maintenance. If tracking stresses you, use the hand method: a palm of protein, a fist of veg, a cupped hand of carbs.',
    why: 'People usually underestimate what they eat by a large margin, and studies consistently link regular self-monitoring with greater weight loss.',
    suggestions: [
      'How big should my calorie deficit be?',
      'How much protein do I need a day?',
      'Why is the scale not moving?',
    ],
  },
  // Source: Dietary Guidelines for Americans, 2020-2025 (USDA/HHS)
  {
    id: 'eating-out',
    intent: 'nutrition',
    title: 'How do I eat healthy at restaurants?',
    questions: [
      'how to eat healthy when eating out',
      'best takeaway when dieting',
      'what to order at a restaurant on a diet',
      'eating out and still losing weight',
      'fast food options for fat loss',
      'family curry night, what should i choose on a diet',
      'chinese takeaway on a cut, what do i get',
      'work dinners with clients most nights, how do i keep building muscle without getting fat',
    ],
    keywords: [
      'eating out',
      'restaurant',
      'takeaway',
      'fast food',
      'ordering',
      'dining out',
      'social eating',
      'curry',
      'indian takeaway',
      'chinese takeaway',
      'work dinners',
      'client dinners',
      'steakhouse',
      'sushi',
    ],
    answer:
      'Build your order around a lean protein and vegetables, then add a carb. Grilled, baked or steamed dishes beat fried or creamy ones: at a curry house, a tandoori or tikka dish with a tomato-based sauce beats a korma, and one shared rice or naan is plenty. Ask for sauces on the side and share starters and desserts. Restaurant portions are often 1,000-1,500 kcal, so stop when satisfied and take the rest home. Water or diet drinks save a lot. One meal out will not undo a good week.',
    why: 'Restaurants use generous amounts of oil, butter and sugar, so the hidden extras, not the main ingredient, make most meals out so calorie-dense.',
    suggestions: [
      'Are sugar and cheat meals ok?',
      'Does alcohol stop fat loss?',
      'Should I count calories?',
    ],
  },
  // Source: ISSN Position Stand: nutrient timing (2017)
  {
    id: 'late-night-eating',
    intent: 'nutrition',
    title: 'Is eating late at night bad?',
    questions: [
      'is eating late at night bad',
      'does eating after 8pm make you gain weight',
      'should i eat before bed',
      'protein before sleep',
      'midnight snack and weight loss',
    ],
    keywords: [
      'late night eating',
      'before bed',
      'night snack',
      'eating at night',
      'casein',
      'bedtime',
    ],
    answer:
      'No, eating late does not cause fat gain by itself: the timing matters far less than your total daily calories, carbs included. A protein-rich snack before bed, like about 30-40 g from Greek yoghurt, cottage cheese or milk, can even help muscle recovery. The problem with late eating is usually mindless snacking in front of a screen. If big meals close to bedtime give you reflux or poor sleep, finish dinner 2-3 hours before bed.',
    why: 'Your body does not store calories differently after a certain hour, and slowly digested protein overnight supplies amino acids while you sleep.',
    suggestions: [
      'What are good snacks?',
      'How much protein should I eat per meal?',
      'How many hours of sleep do I need?',
    ],
  },
  // Source: Kreitzman, Coxon & Szaz, Glycogen storage: illusions of easy weight loss, excessive weight regain, and distortions in estimates of body composition, Am J Clin Nutr (1992)
  {
    id: 'water-weight-fluctuations',
    intent: 'nutrition',
    title: 'Why does my weight jump around day to day?',
    questions: [
      'why did i gain 2kg overnight',
      'why does my weight fluctuate so much',
      'is it water weight',
      'weight went up after a salty meal',
      'gained weight after starting the gym',
      'why am i heavier after a workout',
      'scale up after a good week',
    ],
    keywords: [
      'weighed myself',
      'this morning',
      'overnight',
      'water weight',
      'weigh in',
      'weight fluctuation',
      'bloating',
      'scale jump',
      'water retention',
      'daily weigh-in',
    ],
    answer:
      'Daily swings of 0.5-2 kg are normal water and food changes, not fat. Salty or carb-heavy meals, hard workouts, stress, poor sleep, constipation and the menstrual cycle all hold extra water. To see the real trend, weigh yourself each morning after the toilet and before eating, then compare weekly averages. Gaining a kilo of fat takes roughly 7,000 kcal beyond your needs. If the average is flat for 3-4 weeks, check your tracking for hidden snacks, drinks and oils.',
    why: 'Stored carbs bind about 3 g of water per gram, sodium holds fluid, and muscle swelling after new training temporarily adds water too.',
    suggestions: [
      'Why is the scale not moving?',
      'Should I count calories?',
      'Do I need electrolytes or sports drinks?',
    ],
  },
  // Source: Murakami et al., Accuracy of wearable devices for estimating total energy expenditure, JAMA Intern Med (2016); Shcherbina et al., Accuracy in wrist-worn sensor-based measurements of heart rate and energy expenditure, J Pers Med (2017)
  {
    id: 'eating-back-exercise-calories',
    intent: 'nutrition',
    title: 'Should I eat back the calories I burn exercising?',
    questions: [
      'should i eat back the calories i burned',
      'do i eat back my exercise calories',
      'my watch says i burned 600 calories can i eat more',
      'should i eat more on days i work out to lose weight',
      'fitbit says i burned extra calories should i eat them',
    ],
    keywords: [
      'exercise calories',
      'calories burned',
      'burned calories',
      'calorie burn',
      'active calories',
    ],
    answer:
      'Only part of them, at most half, and none if your calorie target already counts your training, as your RepWise plan target does. Watches and gym machines often overestimate the burn by 20-40% or more, and eating it all back can cancel your deficit. If you are hungry or tired on hard days, add a small snack of about 100-200 kcal, mostly protein and carbs, and let your weekly weight trend tell you whether to adjust.',
    why: 'Activity trackers misjudge energy expenditure by large and varying margins, while a target set from your activity level already includes your usual training, so adding it again counts it twice.',
    suggestions: [
      'How big should my calorie deficit be?',
      'Why is the scale not moving?',
      'How many calories do I need?',
    ],
  },
  // Source: Devries et al., Changes in kidney function do not differ between healthy adults consuming higher- compared with lower- or normal-protein diets: a systematic review and meta-analysis, J Nutr (2018); ISSN Position Stand: protein and exercise (2017)
  {
    id: 'protein-and-kidneys',
    intent: 'nutrition',
    title: 'Is a high-protein diet bad for my kidneys?',
    questions: [
      'is protein powder bad for your kidneys',
      'can too much protein damage kidneys',
      'is a high protein diet safe',
      'will protein shakes hurt my liver or kidneys',
      'how much protein is too much',
    ],
    keywords: ['kidney', 'kidneys', 'liver', 'too much protein', 'high protein', 'protein safe'],
    answer:
      'No, not for healthy kidneys: studies of people eating 1.6-2.2 g per kg a day, and more, find no harm to kidney function, whether the protein comes from food or shakes. Drink enough water and keep most protein from whole foods. If you have kidney disease, diabetes or high blood pressure, ask your doctor how much protein suits you, because damaged kidneys can be strained by high intakes.',
    why: 'Healthy kidneys adapt to a higher protein load by filtering a little more, which is a normal response, not damage; the concern applies to kidneys that already work poorly.',
    suggestions: [
      'How much protein do I need a day?',
      'Do I need protein shakes?',
      'How much water should I drink?',
    ],
  },
  // Source: Institute of Medicine, Dietary Reference Intakes for Energy, Carbohydrate, Fiber, Fat, Fatty Acids, Cholesterol, Protein, and Amino Acids (2005): energy values and acceptable ranges
  {
    id: 'what-are-macros',
    intent: 'nutrition',
    title: 'What are macros?',
    questions: [
      'what are macros',
      'whats a macro',
      'what does macronutrients mean',
      'what should my macros be',
      'explain protein carbs and fat',
    ],
    keywords: ['macro', 'macros', 'macronutrient', 'macronutrients', 'macro split'],
    answer:
      'Macros, or macronutrients, are the three nutrients that give food its calories: protein (4 kcal per gram) builds and repairs muscle, carbohydrate (4 kcal per gram) fuels training, and fat (9 kcal per gram) supports hormones and vitamin uptake. A good starting split is protein at 1.6-2.2 g per kg of body weight, fat at 20-35 % of calories and carbohydrate for the rest; your calorie total matters most for weight.',
    why: 'Each macronutrient does a different job, and protein is the one most people training undereat, so setting it first and filling the rest with carbs and fats suits almost any goal.',
    suggestions: [
      'How much protein do I need a day?',
      'Should I count calories?',
      'How many calories do I need?',
    ],
  },
  // Source: Dietary Guidelines for Americans 2020-2025 (variety within food groups); NHS Eatwell Guide (2016)
  {
    id: 'same-meals-every-day',
    intent: 'nutrition',
    title: 'Is it OK to eat the same meals every day?',
    questions: [
      'is it ok to eat the same meals every day',
      'i eat the same thing every day is that bad',
      'meal prep the same food all week',
      'do i need variety in my diet',
    ],
    keywords: [
      'same meals',
      'same food',
      'same thing every day',
      'variety',
      'boring diet',
      'meal prep',
    ],
    answer:
      'Yes, it is fine and makes hitting your calories and protein easier, as long as those meals cover protein, vegetables or fruit, a whole-grain or starchy carb and some healthy fat. Rotate the vegetables, fruit and protein sources week to week, or swap one meal, so you get the full range of vitamins, minerals and fibre. If you start dreading the food, change it before boredom turns into takeaways.',
    why: 'Different plant foods and proteins carry different vitamins, minerals and fibres, so variety across the week covers gaps that the same few foods can leave, while routine itself does no harm.',
    suggestions: [
      'What does a good day of eating look like?',
      'How much protein do I need a day?',
      'Should I count calories?',
    ],
  },
  // Source: ISSN Position Stand: diets and body composition (2017)
  {
    id: 'maintenance-calories',
    intent: 'nutrition',
    title: 'How many calories do I need to eat a day?',
    questions: [
      'how many calories do i need a day',
      'how many calories should i be eating a day',
      'how do i calculate my calories',
      'what is my tdee',
      'calories to maintain my weight',
      'am i eating too little',
    ],
    keywords: [
      'calories',
      'calories a day',
      'maintenance',
      'tdee',
      'calorie needs',
      'energy needs',
      'bmr',
      'metabolism',
    ],
    answer:
      'A quick estimate for active adults is body weight in kg times 30-35 kcal for maintenance, so about 2,100-2,450 kcal at 70 kg, but everyone differs. Treat that as a starting point: eat it consistently for two weeks while weighing yourself daily. If your average weight is steady, that is your maintenance. From there subtract 300-500 kcal to lose fat or add 200-300 kcal to gain muscle.',
    why: 'Calculators miss individual differences in daily movement, muscle mass and metabolism by several hundred calories, so your real body-weight trend is the most accurate measure.',
    suggestions: [
      'How big should my calorie deficit be?',
      'How much should I eat to build muscle?',
      'Should I count calories?',
    ],
  },
  // Source: Schoenfeld, Aragon & Krieger, Effects of meal frequency on weight loss and body composition: a meta-analysis, Nutr Rev (2015)
  {
    id: 'meal-frequency',
    intent: 'nutrition',
    title: 'How many meals a day should I eat?',
    questions: [
      'how many meals a day should i eat',
      'is it better to eat 6 small meals',
      'how many meals a day to build muscle',
      'does eating more often speed up metabolism',
      'is 2 meals a day enough',
      'meal frequency for fat loss',
      'is it ok to skip dinner to lose weight',
      'does skipping meals help you lose weight',
    ],
    keywords: [
      'meals a day',
      'meal frequency',
      'how many meals',
      'small meals',
      'eating frequency',
      'meals per day',
      'skip meals',
      'skipping meals',
      'skip dinner',
    ],
    answer:
      'Eat the number of meals that suits your day; total calories and protein matter far more than how often you eat. For muscle gain, 3-5 meals or snacks with 20-40 g of protein each, every 3-5 hours, is a good target. Six small meals do not boost your metabolism compared with three larger ones. For fat loss, pick whatever pattern keeps your hunger in check, whether that is 2-3 bigger meals or more frequent smaller ones.',
    why: 'The energy your body spends digesting food depends on how much you eat in total, not how it is split; spreading protein over several meals only slightly improves muscle building.',
    suggestions: [
      'How much protein should I eat per meal?',
      'Is intermittent fasting good for fat loss?',
      'Is eating late at night bad?',
    ],
  },
  // Source: Gallagher et al., Healthy percentage body fat ranges: an approach for developing guidelines based on body mass index, Am J Clin Nutr (2000)
  {
    id: 'body-fat-ranges',
    intent: 'nutrition',
    title: 'What is a healthy body fat percentage?',
    questions: [
      'what is a healthy body fat percentage',
      'is 31% body fat where i should be',
      'what body fat should i be',
      'is my body fat too high',
      'normal body fat for my age',
      'is 24% body fat good for a woman',
    ],
    keywords: ['body fat percentage', 'healthy body fat', 'body fat range', 'bf', 'fat percentage'],
    answer:
      'Healthy ranges by age: men 8-19 % at 20-39, 11-22 % at 40-59 and 13-25 % at 60+; women 21-33 %, 23-34 % and 24-36 %. Above those, health risks start to rise. Home scales can be 3-5 points off, so follow your own trend and your waist (under half your height is a good sign) rather than one reading, and aim to lose about 0.5-1 % of body fat a month.',
    why: 'These ranges line up with a healthy body mass index for each age and sex; women carry more essential fat than men, and everyone carries a little more with age.',
    suggestions: ['How do I lose body fat?', 'Why does my weight jump around?'],
  },
  // Source: ACE, Percent body fat norms for men and women (acefitness.org); Helms, Aragon & Fitschen, Evidence-based recommendations for natural bodybuilding contest preparation: nutrition and supplementation, J Int Soc Sports Nutr (2014)
  {
    id: 'visible-abs-body-fat',
    intent: 'nutrition',
    title: 'How lean do I need to be to see a six-pack?',
    questions: [
      'what body fat do abs show at',
      'how lean do i need to be to see my abs',
      'why cant i see my abs',
      'what bf% for a six pack',
      'can i get abs in 6 weeks',
    ],
    keywords: ['six pack body fat', 'visible six pack', 'lean enough', 'how lean', 'show at'],
    answer:
      'Abs usually start to show at about 10-12 % body fat for men and 16-20 % for women, though genetics decide where you store fat and how your abs are shaped. Crunches build the muscle but do not uncover it: a steady calorie deficit of about 300-500 kcal a day with high protein does, and very low body fat is hard to hold and not needed for health.',
    why: 'The abdominal muscles are there in everyone; they show only when the fat layer over them is thin, and that fat comes off with overall fat loss, not from training the area.',
    suggestions: ['How do I lose belly fat?', 'What is a healthy body fat percentage?'],
  },
  // Source: NHS, Losing weight: getting started (nhs.uk, 0.5-1 kg a week); CDC, Losing weight (1-2 pounds a week)
  {
    id: 'how-long-to-lose-weight',
    intent: 'nutrition',
    title: 'How many weeks to lose the weight?',
    questions: [
      'i want to lose 7 kilo, how long',
      'how long to lose 10 kg',
      'how fast can i lose 5 kilos',
      'how many weeks to lose a stone',
      'how many months to lose 15 kg',
      'is losing 1kg a week too fast',
      'how fast can i lose 10kg',
    ],
    keywords: [
      'lose weight by',
      'lose kilos',
      'lose kg',
      'kilo',
      'kilos',
      'stone',
      'weeks to lose',
      'goal weight',
    ],
    answer:
      'Plan on about 0.5-1 kg a week, so 5 kg takes roughly 5-10 weeks and 10 kg about 10-20 weeks; the first week or two drop faster as water goes, and the pace slows as you get closer. A kg of fat holds about 7,700 kcal, so 0.5 kg a week needs a daily deficit of about 500 kcal and 1 kg about 1,000 kcal. Keep protein high and keep strength training so the loss is fat, not muscle. Judge it by the 3-4 week trend, not single weigh-ins.',
    why: 'A kilogram of body fat holds about 7,700 kcal, so a 500 kcal daily deficit removes about half a kilogram a week; faster losses cost more muscle and are harder to keep.',
    suggestions: ['How big should my calorie deficit be?', 'Why does my weight jump around?'],
  },
  // Source: NICE guideline NG246, Overweight and obesity management (2025); Hall & Kahan, Maintenance of lost weight and long-term management of obesity, Med Clin North Am (2018)
  {
    id: 'weight-loss-before-an-event',
    intent: 'nutrition',
    title: 'How much can I lose before a wedding or event?',
    questions: [
      'wedding in 6 weeks want to drop a dress size',
      'lose weight before a big event',
      'need to slim down for a holiday in 8 weeks',
      'how much weight can i lose in a month before my wedding',
      'want to look good for a photo shoot in 5 weeks',
    ],
    keywords: ['wedding', 'dress size', 'big event', 'deadline', 'slim down', 'bridesmaid'],
    answer:
      'Aim for about 0.5-1 kg a week, so 3-5 kg in 6 weeks, which is often about one dress size. Eat about 500 kcal a day below maintenance with protein at every meal, lift 2-3 times a week to keep a firm shape, and walk 8,000-10,000 steps a day. In the last few days, cut down on salty food and alcohol to reduce bloating. Avoid crash diets: they mostly strip water and muscle, and the weight rebounds.',
    why: 'Fat can only be lost at a limited rate set by your energy deficit, while bigger deficits take more muscle and water and are hard to sustain.',
    suggestions: [
      'How big should my calorie deficit be?',
      'Are crash diets bad?',
      'How many weeks to lose the weight?',
    ],
  },
  // Source: Trabelsi et al., Effects of Ramadan fasting on body composition and performance, Br J Sports Med / Nutr J reviews (2012-2013); Chaouachi et al., Lessons learnt from Ramadan fasting studies in athletes, Br J Sports Med (2012)
  {
    id: 'ramadan-training',
    intent: 'nutrition',
    title: 'How do I keep training during Ramadan?',
    questions: [
      'how do i train while fasting for ramadan',
      'should i lift before or after iftar',
      'best time to workout during ramadan',
      'can i keep my gains during ramadan',
      'what should i eat at suhoor to train',
    ],
    keywords: ['ramadan', 'iftar', 'suhoor', 'sehri', 'suhur', 'religious fast'],
    answer:
      'Keep training, but lighter and shorter: aim to maintain, not to set records. The best times are about 1-2 hours after iftar (breaking your fast), when you have eaten and can drink, or a light session just before iftar if you prefer training fasted. Drink steadily between iftar and suhoor (before dawn), eat protein at both meals, with slow carbs at suhoor. Skip hard cardio in the heat of the day and stop if you feel dizzy.',
    why: 'Studies of fasting athletes show strength and muscle hold up when training and total food stay similar; performance dips come mostly from dehydration and short sleep, which timing around the meals limits.',
    suggestions: ['How much water should I drink?', 'How much protein do I need?'],
  },
  // Source: Evers, Emotional eating research (Appetite reviews); NHS, Emotional eating and mood; Academy of Nutrition and Dietetics, mindful eating guidance
  {
    id: 'emotional-eating',
    intent: 'nutrition',
    title: 'I eat when I am stressed or bored: what can I do?',
    questions: [
      'i eat when im stressed',
      'how do i stop emotional eating',
      'i binge when im bored and feel guilty after',
      'stress eating at night',
      'comfort eating when sad',
    ],
    keywords: [
      'emotional eating',
      'stress eating',
      'comfort eating',
      'boredom eating',
      'eat my feelings',
    ],
    answer:
      'Start by noticing the pattern, not judging it: jot down when it happens, what you felt and whether you were physically hungry. Then plan for those moments: regular meals with protein so real hunger is not adding to it, a 10-minute pause with water or a walk before snacking, another way to cope (a call, a shower, music), and foods you enjoy kept in portions. Guilt afterwards only restarts the cycle; if it feels out of control, talk to your GP.',
    why: 'Stress and low mood raise the appeal of high-calorie food, and strict rules plus guilt feed the restrict-then-binge loop; naming triggers and keeping regular meals breaks it.',
    suggestions: ['How do I stop snacking at night?', 'Does stress affect weight loss?'],
  },
  // Source: PROT-AGE Study Group, evidence-based recommendations for protein intake in older people (Bauer et al., JAMDA 2013); ESPEN expert group, protein intake and exercise in ageing (Deutz et al., Clin Nutr 2014)
  {
    id: 'protein-older-adults',
    intent: 'nutrition',
    title: 'Do older adults need more protein?',
    questions: [
      'do older people need more protein',
      'how much protein should a 70 year old eat',
      'protein needs over 60',
      'im 65 am i eating enuff protein',
      'does protein matter more as you age',
      'best protein intake for seniors to keep muscle',
    ],
    keywords: [
      'protein older adults',
      'protein over 60',
      'protein over 65',
      'elderly protein',
      'seniors protein',
      'protein as you age',
    ],
    answer:
      'Yes: ageing muscles respond less to protein, so older adults need more than the basic 0.8 g per kg. Aim for about 1.0-1.2 g of protein per kg of body weight a day, and 1.2-1.5 g per kg if you are active or strength training. Spread it as 25-30 g at each meal: eggs, yoghurt, milk, fish, chicken, beans or lentils. Pair it with strength training twice a week. If you have kidney disease, check the amount with your doctor first.',
    why: 'After about 65 muscle protein synthesis needs a bigger protein dose to switch on (anabolic resistance), and muscle loss speeds up; more protein plus resistance training slows it.',
    suggestions: [
      'Is weightlifting safe when older?',
      'High-protein foods?',
      'Protein for a poor appetite?',
    ],
  },
  // Source: NHS, Malnutrition (eating well with a small appetite); British Dietetic Association, Food Fact Sheet: Malnutrition; ESPEN guideline on clinical nutrition and hydration in geriatrics (2019)
  {
    id: 'protein-poor-appetite',
    intent: 'nutrition',
    title: 'Protein when your appetite is poor',
    questions: [
      'no appetite after being ill how do i get protein in',
      'my mum barely eats, how do we get more protein in',
      'lost my appetite and scared of losing muscle',
      'cant face big meals, how to eat more protein',
      'dad is not hungry and losing weight what can he eat',
      'zero appetite but want to keep my muscle',
      'elderly dad not eating much and losing muscle',
    ],
    keywords: [
      'no appetite',
      'poor appetite',
      'small appetite',
      'loss of appetite',
      'barely eats',
      'not eating much',
    ],
    answer:
      'Eat little and often: 5-6 small meals or snacks a day, each with some protein, rather than three big plates. Drinks are easier than food: milk, a smoothie with yoghurt, a whey shake or soup with lentils. Eggs, Greek yoghurt, cheese, fish and nut butter are easy to manage, and milk powder stirred into porridge adds protein without bulk. If appetite stays poor for more than a week or two, or weight drops without trying, see a GP or dietitian.',
    why: 'Small, energy- and protein-dense portions fit a small appetite, and unplanned weight loss, especially in older people, can signal illness or malnutrition that needs checking.',
    suggestions: [
      'Do older adults need more protein?',
      'High-protein foods?',
      'Exercising after being ill?',
    ],
  },
  // Source: Buffey et al., The acute effects of interrupting prolonged sitting time with light walking on postprandial glucose, systematic review and meta-analysis (Sports Med 2022); WHO guidelines on physical activity (2020)
  {
    id: 'walk-after-meals',
    intent: 'nutrition',
    title: 'Is a walk after eating better than before?',
    questions: [
      'should i walk before or after dinner',
      'is a stroll after eating good for you',
      'does a walk after meals help weight loss',
      'post meal walk benefits',
      'walk right after lunch ok?',
    ],
    keywords: ['walk after dinner', 'post meal walk', 'walk after eating', 'walk before eating'],
    answer:
      'After is slightly better, but either works for fat loss: walking regularly and your total calories matter most. A 10-20 minute easy walk within about 30 minutes after a meal blunts the rise in blood sugar and can ease bloating; keep it gentle after a big meal. Before a morning walk you need nothing, or a light snack such as a banana if you feel weak, and water is enough unless you walk for over an hour in the heat.',
    why: 'Working muscles pull glucose out of the blood without needing much insulin, so light activity after eating flattens the blood sugar peak; the calories burned are the same either way.',
    suggestions: ['How many steps a day?', 'Best cardio for fat loss?'],
  },
  // Source: Burke et al., Contemporary nutrition strategies to optimize performance in weight-making sports (IJSNEM 2021); Reale et al., Acute-weight-loss strategies for combat sports and applications to Olympic success (IJSPP 2017)
  {
    id: 'making-weight-class',
    intent: 'nutrition',
    title: 'How do I make my weight class for a meet or weigh-in?',
    questions: [
      'meet weigh in is in 3 weeks and im 2kg over',
      'how do i make my class for a comp',
      'safe way to cut for a weigh in',
      'im over my class for powerlifting',
      'should i water cut for my fight',
      'need to drop a kilo or two to lift in a lower class',
      'diet down or water cut for my class',
    ],
    keywords: ['weigh in', 'weigh-in', 'weight class', 'water cut', 'cut for a meet'],
    answer:
      'Diet most of it off and keep any water cut small. With 6-8 weeks to go, a deficit of about 300-500 kcal a day loses 0.25-0.5 kg a week, plenty for 1-3 kg, with protein at 1.6-2.2 g per kg and heavy training; aim to sit within about 1% of the class a week out. With a 24-hour weigh-in, the last 1-2% can come from less salt, fibre and carbs over 2-3 days, then refuel. Saunas, sweat suits and not drinking sap strength and can be dangerous.',
    why: 'Fat loss needs time and a deficit, while gut content and stored glycogen with its water are the safe short-term reserves; severe dehydration impairs strength and heat tolerance.',
    suggestions: ['How to peak for a meet?', 'Choosing my attempts?'],
  },
  // Source: NHS Better Health, Healthier snacking and Lose weight tips; Leidy et al., The role of protein in weight loss and maintenance (Am J Clin Nutr 2015)
  {
    id: 'stop-night-snacking',
    intent: 'nutrition',
    title: 'How do I stop snacking in the evening?',
    questions: [
      'how do i stop snacking at night',
      'i always raid the kitchen after dinner',
      'evening cravings are wrecking my diet',
      'cant stop eating in front of the tv at night',
      'how to stop late night munchies',
    ],
    keywords: [
      'snacking at night',
      'night snacking',
      'evening snacking',
      'evening cravings',
      'raid the kitchen',
      'munchies',
    ],
    answer:
      'Make the day do the work: eat three regular meals with 25-40 g of protein and plenty of vegetables, so you are not starving by the evening. If you like an evening snack, plan it into your calories, such as Greek yoghurt or fruit, and eat it from a bowl, not the packet. Keep snacks out of sight, brush your teeth after dinner, and notice whether it is tiredness, boredom or stress: an early night or a short walk often ends the craving.',
    why: 'Under-eating earlier in the day and tiredness both raise evening hunger and cravings, while protein and fibre keep you full and a planned snack removes the all-or-nothing binge.',
    suggestions: ['Is eating late at night bad?', 'High-protein snacks?'],
  },
  // Source: White et al., The effect of water temperature on energy intake after exercise, Med Sci Sports Exerc (2005); Thackray et al., Exercise, appetite and weight control, Nutrients (2016)
  {
    id: 'hunger-after-swimming',
    intent: 'nutrition',
    title: 'Why am I so hungry after swimming?',
    questions: [
      'why does swimming make me so hungry',
      'ravenous after the pool every time',
      'how do i stop overeating after a swim',
      'swimming makes me eat everything',
    ],
    keywords: ['ravenous', 'starving', 'hungrier', 'cold water appetite'],
    answer:
      'It is normal and common: swimming burns a fair amount, and cold water makes it worse, because cooling down raises appetite more than the same exercise on land, and people eat noticeably more after a cold swim. Plan for it: have a protein-rich snack ready for straight after, such as yoghurt, a banana with milk or a protein shake, and a meal with protein and fibre within the hour. Warm up in the shower, and do not swim on an empty stomach.',
    why: 'Water draws heat from the body far faster than air, and the drop in body temperature seems to raise hunger hormones and food intake after swimming.',
    suggestions: ['How do I stop snacking at night?', 'What should I eat after a workout?'],
  },
  // Source: Thomas, Erdman & Burke, Nutrition and Athletic Performance, ACSM, Academy of Nutrition and Dietetics and Dietitians of Canada joint position statement (2016); Guest et al., ISSN position stand: caffeine and exercise performance (2021)
  {
    id: 'meet-day-eating',
    intent: 'nutrition',
    title: 'What should I eat and drink at a powerlifting meet?',
    questions: [
      'what should i eat on meet day between attempts',
      'food and drinks for a powerlifting comp',
      'what to eat once i have weighed in, before lifting',
      'what to have between squat and bench at a meet',
      'how do i refuel post weigh in',
    ],
    keywords: ['meet food', 'between attempts', 'comp eating', 'meet nutrition'],
    answer:
      'Eat familiar, easy-to-digest carbs with a little protein and sip fluids all day. After weighing in, rehydrate with water and salty drinks and eat a normal carb-rich meal, such as rice, bread, pasta or oats with some meat or yoghurt. Between lifts, snack every 60-90 minutes on small carbs: bananas, rice cakes, sweets, honey or a sports drink. Avoid new foods and big, fatty or high-fibre meals. If you use caffeine, take 3-6 mg per kg about 60 minutes before your first attempt, not a new pre-workout.',
    why: 'A meet lasts many hours, so steady carbs and fluids keep blood sugar and hydration up for the last deadlift, while foods that are slow or new to digest risk stomach trouble.',
    suggestions: ['How do I make my weight class?', 'How much caffeine before lifting?'],
  },
  // Source: Zheng et al., Self-weighing in weight management: a systematic literature review,
  // Obesity (2015); Helander et al., Are breaks in daily self-weighing associated with weight
  // gain?, PLoS One (2014)
  {
    id: 'how-often-to-weigh',
    intent: 'motivation',
    title: 'How often should I weigh myself?',
    questions: [
      'how often should i weigh myself',
      'best time of day to weigh yourself',
      'should i weigh every day or once a week',
      'i weigh myself 3 times a day is that bad',
      'when should i step on the scale',
    ],
    keywords: ['weigh myself', 'how often weigh', 'weigh in', 'scale', 'weighing', 'daily weigh'],
    answer:
      'Once a day or a few times a week is plenty: first thing in the morning, after the toilet and before eating or drinking, in the same clothes. Then look at the weekly average, because daily readings swing 0.5-2 kg with water, salt and food. Weighing several times a day only adds noise and worry. Log one morning reading in Progress so your chart shows the trend, and if the number upsets you, once a week is fine.',
    why: 'Weighing under the same conditions removes most of the water and food swings, and averaging a week of readings shows the real trend.',
    suggestions: [
      'Why does my weight go up and down?',
      'How do I log my weight?',
      'How do I track progress without a scale?',
    ],
  },
  // Source: WHO STEPS surveillance manual, waist circumference protocol (midpoint between the
  // lowest rib and the top of the hip bone); NICE guideline NG246, Overweight and obesity
  // management (2025): waist-to-height ratio under 0.5
  {
    id: 'how-to-measure-waist',
    intent: 'nutrition',
    title: 'How do I measure my waist properly?',
    questions: [
      'how do i measure my waist',
      'where does the tape measure go for my waist',
      'waist measurement belly button or narrowest part',
      'how to take body measurements at home',
      'tips for measuring my waist to track fat loss',
    ],
    keywords: [
      'measure my waist',
      'tape measure',
      'waist measurement',
      'measuring tape',
      'measurements',
    ],
    answer:
      'Stand relaxed with your feet together, find the midpoint between your lowest rib and the top of your hip bone (usually about level with your belly button) and wrap the tape round there, level all the way round and snug without pressing in. Breathe out normally and read it at the end of the breath, without sucking in. Measure in the morning before eating, at the same spot each time, every 2-4 weeks. A waist under half your height is a healthy sign.',
    why: 'The same spot, posture and breath each time make the readings comparable, and waist size tracks the belly fat linked to health risks better than weight alone.',
    suggestions: [
      'How do I log my measurements?',
      'What is a healthy body fat percentage?',
      'How do I lose belly fat?',
    ],
  },
  // Source: Helms et al., Evidence-based recommendations for natural bodybuilding contest preparation: nutrition, JISSN (2014); Iraki et al., Nutrition recommendations for bodybuilders in the off-season, Sports (2019)
  {
    id: 'bulk-or-cut-first',
    intent: 'nutrition',
    title: 'Should I cut or bulk first?',
    questions: [
      'should i cut or bulk first',
      'what body fat percentage is good to start from',
      'im skinny fat what do i do now',
      'lean out before summer or build',
    ],
    keywords: ['cut or bulk', 'skinny fat', 'lean out', 'cut before'],
    answer:
      'Start a bulk lean: at about 10-15 % body fat for men or 20-25 % for women. Above that, cut first with a 300-500 kcal daily deficit until you reach that range, or recomp at maintenance if you are new to lifting; below it, bulk slowly, gaining about 0.25-0.5 % of body weight a week. Visible abs need a cut, and strength can still rise in a moderate deficit with high protein and heavy sets kept, so take one goal at a time: cut first, then build.',
    why: 'Starting a surplus at higher body fat adds more fat than muscle and makes the later cut longer, while a moderate deficit with heavy training keeps muscle and strength.',
    suggestions: [
      'How big a surplus for a lean bulk?',
      'Can I lose fat and build muscle?',
      'How do I cut without losing strength?',
    ],
  },
  // Source: Helms et al., Evidence-based recommendations for natural bodybuilding contest preparation, JISSN (2014)
  {
    id: 'muscle-definition',
    intent: 'nutrition',
    title: 'How do I get more defined?',
    questions: [
      'how do i actually get defined',
      'how do i get veins in my arms',
      'my muscles look smooth no cuts',
      'how to get more muscle definition',
      'how to look shredded',
    ],
    keywords: [
      'defined',
      'definition',
      'vascular',
      'vascularity',
      'veins',
      'cuts',
      'shredded',
      'smooth',
      'separation',
    ],
    answer:
      'Definition is muscle you already have with less fat over it. Keep lifting heavy to hold your size, and lose fat with a moderate calorie deficit of about 300-500 kcal a day, high protein (1.6-2.2 g per kg) and plenty of daily steps. Clear separation and veins show for most men at around 10-12 % body fat and for women at around 18-20 %. Pump, water and lighting change the look from day to day, so judge it over weeks with photos.',
    why: 'Muscle shape only shows through a thin layer of fat under the skin; lifting keeps the muscle while the deficit removes the fat over it.',
    suggestions: [
      'Should I cut or bulk first?',
      'What body fat for visible abs?',
      'How do I cut without losing strength?',
    ],
  },
  // Source: Kyle et al., Bioelectrical impedance analysis, part I and II, Clin Nutr (2004); ACSM's Guidelines for Exercise Testing and Prescription, 11th ed. (2021): body composition
  {
    id: 'smart-scale-readings',
    intent: 'nutrition',
    title: 'Can I trust my smart scale body fat reading?',
    questions: [
      'is the body fat on my smart scale accurate',
      'my scale says muscle mass 29.8kg can i trust that',
      'are those bluetooth body fat scales a gimmick',
      'why does my body fat reading jump around',
    ],
    keywords: [
      'smart scale',
      'bioimpedance',
      'bia',
      'muscle mass reading',
      'bluetooth scale',
      'scale reading',
    ],
    answer:
      'Treat it as a rough estimate. Home scales send a tiny electrical current through you (bioimpedance) and guess fat and muscle from it, so water, food, a workout or even cold feet shift the reading, and it can be 3-5 points off a lab test. Its muscle mass counts all lean tissue, water included, not just skeletal muscle. Use the trend: weigh in the same conditions, first thing in the morning after the toilet, and compare monthly averages alongside a tape measure and photos.',
    why: 'Current passes more easily through water-rich lean tissue than fat, so anything that changes your body water changes the estimate.',
    suggestions: [
      'How often should I weigh myself?',
      'How do I measure my waist?',
      'What body fat is healthy?',
    ],
  },
];
