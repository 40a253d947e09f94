import type { KnowledgeTopic } from './knowledge-topic';

/** Everyday food questions: meals, sample days, budget, drinks, supplements, labels, special diets and fuelling for events. */
export const nutritionFoodTopics: readonly KnowledgeTopic[] = [
  // Source: WHO Healthy diet fact sheet (2020); Public Health England, The Eatwell Guide (2016)
  {
    id: 'healthy-eating-basics',
    intent: 'nutrition',
    title: 'Where do I start with healthy eating?',
    questions: [
      'how do i start eating healthy',
      'what is a healthy diet',
      'want to eat healthier where do i start',
      'basic nutrition tips for beginners',
      'how to eat clean',
      'healthy diet for dummies lol',
      'nutrition advice',
    ],
    keywords: [
      'healthy eating',
      'healthy diet',
      'healthier',
      'nutrition basics',
      'nutrition advice',
      'balanced diet',
      'eatwell',
    ],
    answer:
      'Start with a few habits rather than a strict plan. Build each meal around a palm-sized portion of protein, fill half your plate with vegetables or fruit, add a fist of whole grains or potatoes, and cook with a little olive oil. Aim for at least 5 portions of fruit and veg a day, drink mostly water, and keep sweets, sugary drinks and fried food small. Change one habit a week.',
    why: 'Whole foods give more protein, fibre, vitamins and fullness per calorie, and small changes that stick beat big overhauls that are dropped within weeks.',
    suggestions: [
      'What is a healthy breakfast?',
      'How much protein do I need a day?',
      'How do I meal prep?',
    ],
  },
  // Source: Public Health England, The Eatwell Guide (2016); Leidy et al., The role of protein in weight loss and maintenance, Am J Clin Nutr (2015)
  {
    id: 'healthy-breakfast',
    intent: 'nutrition',
    title: 'What is a healthy breakfast?',
    questions: [
      'breakfast ideas?',
      'healthy breakfast for weight loss',
      'what shud i eat for breakfast',
      'high protein breakfast ideas',
      'is cereal a good breakfast',
      'quick brekkie before work',
    ],
    keywords: [
      'breakfast',
      'brekkie',
      'morning meal',
      'oats',
      'porridge',
      'greek yoghurt',
      'cereal',
      'wholegrain toast',
    ],
    answer:
      'A good breakfast pairs 20-40 g of protein with fibre. Try oats made with milk plus berries and a spoon of nuts, 2-3 eggs on wholegrain toast with tomatoes, Greek yoghurt with fruit and seeds, or cottage cheese on rye. In a rush, have a protein shake and a banana. Sugary cereals and pastries leave you hungry quickly. Skipping breakfast is fine if it suits you; your daily total matters most.',
    why: 'Protein and fibre digest slowly and keep blood sugar steadier, so you stay full until lunch instead of snacking mid-morning.',
    suggestions: [
      'Which foods are high in protein?',
      'What are good snacks?',
      'Is intermittent fasting good for fat loss?',
    ],
  },
  // Source: Harvard T.H. Chan School of Public Health, The Healthy Eating Plate (2011)
  {
    id: 'healthy-meal-ideas',
    intent: 'nutrition',
    title: 'What should I eat for lunch and dinner?',
    questions: [
      'healthy dinner ideas',
      'what to eat for lunch',
      'easy healthy meals',
      'high protein dinner ideas',
      'what do i cook tonight thats healthy',
      'quick meals after work',
    ],
    keywords: ['dinner', 'lunch', 'meal ideas', 'healthy meals', 'recipes', 'plate', 'easy meals'],
    answer:
      'Use a simple plate: half vegetables or salad, a quarter lean protein and a quarter whole grains or potatoes, plus a little healthy fat. Quick examples are chicken stir-fry with rice, salmon with potatoes and greens, bean chilli, a tuna or chicken wholegrain wrap with salad, tofu curry with brown rice, or a vegetable omelette. Aim for 30-40 g of protein per meal and keep a few go-to recipes on repeat.',
    why: 'Filling half the plate with vegetables adds volume and fibre for few calories, while protein at each meal supports muscle and keeps you full.',
    suggestions: [
      'How do I meal prep?',
      'Which foods are high in protein?',
      'How do I eat healthy on a budget?',
    ],
  },
  // Source: USDA FoodData Central nutrient database; ISSN Position Stand: protein and exercise (2017)
  {
    id: 'high-protein-foods',
    intent: 'nutrition',
    title: 'Which foods are high in protein?',
    questions: [
      'high protein foods list',
      'best protein sources',
      'foods with lots of protein',
      'how to get more protein without shakes',
      'wat has the most protein',
      'protein foods that arent meat',
    ],
    keywords: [
      'protein foods',
      'protein sources',
      'high protein',
      'chicken',
      'eggs',
      'cottage cheese',
      'tuna',
      'lentils',
    ],
    answer:
      'Good sources per typical serving: 100 g cooked chicken breast, about 31 g of protein; a can of tuna, about 25 g; 200 g Greek yoghurt, about 18-20 g; 150 g cottage cheese, about 17 g; 3 eggs, about 19 g; 150 g firm tofu, about 20 g; 200 g cooked lentils, about 18 g; 300 ml milk, about 10 g. Lean meat, fish, dairy, eggs, soy and legumes give the most protein per calorie.',
    why: 'Animal foods and soy contain all the essential amino acids in useful amounts, and lean options deliver protein without much added fat or sugar.',
    suggestions: [
      'How much protein do I need a day?',
      'Can I build muscle as a vegan or vegetarian?',
      'How do I eat healthy on a budget?',
    ],
  },
  // Source: ISSN Position Stand: diets and body composition (Aragon et al., 2017); Helms et al.,
  // Evidence-based recommendations for natural bodybuilding contest preparation: nutrition and
  // supplementation, J Int Soc Sports Nutr (2014)
  {
    id: 'running-a-cut',
    intent: 'nutrition',
    title: 'How do I run a cut?',
    questions: [
      'thinking of doing a cut',
      'how do i start a cut',
      'how long should a cut last',
      'how aggressive should my cut be',
      'should i do a mini cut',
      'cutting before summer',
    ],
    keywords: ['lean out', 'shred', 'get lean', 'diet phase'],
    answer:
      'Eat about 300-500 kcal a day below maintenance so you lose roughly 0.5-1% of your body weight a week; faster costs muscle and strength. Keep protein high, about 1.6-2.2 g per kg, and keep lifting heavy with the same main lifts so your body has a reason to hold muscle. Plan 6-12 weeks, or 3-6 for a mini cut, then eat at maintenance for a while. Expect strength to hold or dip slightly, not climb.',
    why: 'A moderate deficit takes most of the lost weight from fat, while heavy training and high protein signal your body to keep its muscle.',
    suggestions: ['Can I keep my strength on a cut?', 'How much protein do I need?'],
  },
  // Source: ISSN Position Stand: diets and body composition (Aragon et al., 2017)
  {
    id: 'day-of-eating-fat-loss',
    intent: 'nutrition',
    title: 'What does a day of eating for fat loss look like?',
    questions: [
      'full day of eating for fat loss',
      'what i eat in a day to lose weight',
      'sample meal plan for cutting',
      'give me a diet plan to lose fat',
      'example cutting diet',
      'meal plan 1800 cals',
    ],
    keywords: [
      'meal plan',
      'day of eating',
      'cutting diet',
      'diet plan',
      'sample diet',
      'what i eat in a day',
      'weight loss meal plan',
    ],
    answer:
      'Here is a sample day of about 1,800 kcal and 130 g of protein; scale the portions to your needs. Breakfast: Greek yoghurt, berries and oats. Lunch: a chicken or tofu wrap with salad and a piece of fruit. Snack: 2 boiled eggs and an apple. Dinner: salmon or lean mince with potatoes and a big pile of vegetables. Evening: cottage cheese or a square of dark chocolate. Drink water or zero-calorie drinks.',
    why: 'Meals built on protein and high-volume foods keep hunger down in a deficit, which is what makes a diet sustainable for long enough to work.',
    suggestions: [
      'How big should my calorie deficit be?',
      'How do I stop feeling hungry on a diet?',
      'How do I meal prep?',
    ],
  },
  // Source: Iraki et al., Nutrition Recommendations for Bodybuilders in the Off-Season: A Narrative Review, Sports (2019)
  {
    id: 'day-of-eating-muscle-gain',
    intent: 'nutrition',
    title: 'What does a day of eating to build muscle look like?',
    questions: [
      'full day of eating for bulking',
      'meal plan to build muscle',
      'what to eat in a day to gain muscle',
      'bulking diet example',
      'lean bulk meal plan',
      '3000 calorie meal plan',
    ],
    keywords: [
      'bulking meal plan',
      'muscle gain diet',
      'day of eating',
      'mass gain',
      'lean bulk',
      'meal plan',
      'bulking diet',
    ],
    answer:
      'Here is a sample day of roughly 3,000 kcal and 170 g of protein for an 80 kg lifter; adjust portions to your needs. Breakfast: oats with milk, a banana, peanut butter and 2 eggs. Lunch: chicken, rice, vegetables and olive oil. Snack: Greek yoghurt with granola and berries. Around training: a protein shake and a bagel. Dinner: beef or tofu stir-fry with noodles. Add milk or cottage cheese before bed if you need more.',
    why: 'A modest surplus with protein spread over 4-5 meals gives your muscles the building blocks and energy to grow without excess fat gain.',
    suggestions: [
      'How much should I eat to build muscle?',
      'Which foods are high in protein?',
      'Should I take creatine?',
    ],
  },
  // Source: Public Health England, The Eatwell Guide (2016); ISSN Position Stand: protein and
  // exercise (2017), 20-40 g of protein per meal
  {
    id: 'no-cook-meals',
    intent: 'nutrition',
    title: 'What can I eat when I cannot be bothered to cook?',
    questions: [
      'quick meals with no cooking',
      'too tired to cook what do i eat',
      'healthy dinner with basically no cooking',
      'lazy high protein meals',
      'what to eat when i get home late and cant be bothered',
      'i cant cook, how do i get enough protein',
    ],
    keywords: [
      'no cooking',
      'no cook',
      'lazy meals',
      'too tired to cook',
      'cant be bothered to cook',
      'assemble',
    ],
    answer:
      'Assemble rather than cook: a wrap with ready-cooked chicken, salad and hummus; Greek yoghurt or cottage cheese with fruit and oats; tinned tuna or mackerel with a microwave rice pouch and bagged salad; eggs boiled in a batch; or microwaved frozen vegetables with a pouch of lentils. Aim for 25-40 g of protein, some vegetables and a carb. Keep a few of these stocked so a tired evening does not end in a takeaway.',
    why: 'Meals you can put together in five minutes remove the main reason tired people skip meals or order in, and ready-cooked protein keeps them filling.',
    suggestions: [
      'How do I eat healthy on a budget?',
      'How much protein do I need?',
      'What should I eat for lunch and dinner?',
    ],
  },
  // Source: USDA MyPlate, Healthy Eating on a Budget; Public Health England, The Eatwell Guide (2016)
  {
    id: 'eating-on-a-budget',
    intent: 'nutrition',
    title: 'How do I eat healthy on a budget?',
    questions: [
      'eating healthy on a budget',
      'im broke how do i eat healthy',
      'budget meal plan for the gym',
      'cheap student diet',
      'healthy food is too expensive',
    ],
    keywords: [
      'budget',
      'cheap',
      'cheap food',
      'student',
      'save money',
      'low cost',
      'affordable',
      'broke',
    ],
    answer:
      'Build meals around cheap staples: eggs, milk, canned tuna or sardines, frozen chicken, lentils, beans, oats, rice, pasta, potatoes, peanut butter, and frozen vegetables and fruit, which are as nutritious as fresh. Buy own brands and larger packs, plan meals before you shop, and cook in batches to cut waste. Dried or canned beans and lentils are among the cheapest protein, and whey powder often costs less per gram of protein than meat.',
    why: 'Most of a healthy diet can come from inexpensive basics, and planning plus batch cooking cuts the food waste and takeaways that drain a budget.',
    suggestions: [
      'How do I meal prep?',
      'Which foods are high in protein?',
      'What should I eat for lunch and dinner?',
    ],
  },
  // Source: Jäger et al., ISSN position stand: protein and exercise (2017); USDA MyPlate, Healthy Eating on a Budget
  {
    id: 'cheap-protein',
    intent: 'nutrition',
    title: 'What is the cheapest way to get enough protein?',
    questions: [
      'cheapest protein sources',
      'cheap high protein foods',
      'how do i hit my protein on a budget',
      'protein is so expensive any cheap options',
      'broke student need more protein for the gym',
      'cheap protein for bulking',
    ],
    keywords: [
      'cheap protein',
      'cheapest protein',
      'protein on a budget',
      'budget protein',
      'affordable protein',
      'protein is expensive',
    ],
    answer:
      'Aim for about 1.6-2.2 g of protein per kg of body weight a day, roughly 110-155 g for a 70 kg lifter, and get most of it from the cheapest staples: eggs (about 6 g each), milk (10 g per 300 ml), canned tuna or sardines, dried lentils, beans and chickpeas, frozen chicken thighs, cottage cheese, peanut butter and soya mince. Whey powder often costs less per 25 g of protein than meat. Buy own brands and big packs, and batch-cook chilli or dal.',
    why: 'Dried legumes, eggs, milk and whey give the most protein per unit of money, and hitting a daily total matters far more for muscle than which source it comes from.',
    suggestions: [
      'How much protein do I need a day?',
      'Which foods are high in protein?',
      'How do I eat healthy on a budget?',
    ],
  },
  // Source: WHO Guideline: Sugars intake for adults and children (2015); Aune et al., Fruit and vegetable intake and the risk of cardiovascular disease, total cancer and all-cause mortality, Int J Epidemiol (2017)
  {
    id: 'fruit-sugar',
    intent: 'nutrition',
    title: 'Is fruit bad because of the sugar?',
    questions: [
      'is fruit too much sugar',
      'does fruit make you fat',
      'is fruit sugar bad',
      'how many bananas a day is too many',
      'are smoothies healthy',
      'can i eat fruit on a diet',
      'fructose bad?',
    ],
    keywords: [
      'fruit',
      'fruit sugar',
      'fructose',
      'bananas',
      'smoothie',
      'fruit juice',
      'natural sugar',
    ],
    answer:
      'No, whole fruit is healthy, even when you are losing fat; its sugar comes packaged with fibre and water that fill you up. Aim for at least 2 portions of fruit a day as part of 5 or more portions of fruit and veg, and eat it with meals or as snacks. Juice and smoothies are different: they count as free sugar, so keep them to about 150 ml a day. Whole fruit beats juice every time.',
    why: 'Fibre slows how fast fruit sugar is absorbed, and eating more fruit is linked to lower heart disease and mortality, unlike added or juiced sugars.',
    suggestions: [
      'Are sugar and cheat meals ok?',
      'How much fiber do I need?',
      'What are good snacks?',
    ],
  },
  // Source: WHO Guideline: Use of non-sugar sweeteners (2023); JECFA and IARC aspartame assessments (2023)
  {
    id: 'sweeteners-diet-soda',
    intent: 'nutrition',
    title: 'Are artificial sweeteners and diet drinks ok?',
    questions: [
      'is diet coke bad for you',
      'are artificial sweeteners bad',
      'coke zero on a diet ok?',
      'does aspartame cause cancer',
      'do sweeteners make you gain weight',
      'is sucralose safe',
    ],
    keywords: [
      'sweeteners',
      'artificial sweeteners',
      'diet soda',
      'diet coke',
      'coke zero',
      'aspartame',
      'sucralose',
      'stevia',
    ],
    answer:
      'Sweeteners are safe in normal amounts, and swapping sugary drinks for diet versions cuts calories: a can of regular cola has about 35 g of sugar and 140 kcal, diet has none. The aspartame safety limit of 40 mg per kg is roughly 9-14 cans a day for an adult. The WHO suggests not relying on sweeteners for long-term weight control, so make water your main drink and keep diet drinks to a few a day.',
    why: 'Safety panels have reviewed sweeteners repeatedly and set limits far above normal use; they do not raise blood sugar, but they may keep a strong taste for sweetness going.',
    suggestions: [
      'How much water should I drink?',
      'Are sugar and cheat meals ok?',
      'Are energy drinks bad for you?',
    ],
  },
  // Source: EFSA Scientific Opinion on the safety of caffeine (2015)
  {
    id: 'energy-drinks',
    intent: 'nutrition',
    title: 'Are energy drinks bad for you?',
    questions: [
      'are energy drinks bad for you',
      'monster before a workout ok?',
      'how many red bulls a day is safe',
      'energy drink vs coffee',
      'energy drinks every day ok?',
      'heart racing after energy drink',
    ],
    keywords: [
      'energy drinks',
      'red bull',
      'monster',
      'taurine',
      'sugar-free energy drink',
      'cans',
    ],
    answer:
      'One a day is usually fine for healthy adults, but they are easy to overdo. A 500 ml can often has 150-200 mg of caffeine and, unless sugar-free, around 50 g of sugar. Keep total caffeine under 400 mg a day and 200 mg at once, do not mix them with alcohol, and skip them after early afternoon. Under-18s, pregnant women and anyone with heart problems should avoid them. Palpitations or chest pain mean stop.',
    why: 'Beyond caffeine and sugar, ingredients like taurine add little, and large doses of stimulants at once raise heart rate and blood pressure.',
    suggestions: [
      'Is caffeine good before training?',
      'Are pre-workout supplements worth it?',
      'Is caffeine ruining my sleep?',
    ],
  },
  // Source: IOC consensus statement: dietary supplements and the high-performance athlete (Maughan et al., Br J Sports Med, 2018)
  {
    id: 'supplements-worth-it',
    intent: 'nutrition',
    title: 'Which supplements are worth taking?',
    questions: [
      'which supplements are actually worth it',
      'best supplements for the gym',
      'what supps should i buy',
      'what supplements should i be taking',
      'are supplements a waste of money',
      'beginner supplement stack',
      'what supplements do bodybuilders really need',
    ],
    keywords: [
      'supplements',
      'supps',
      'best supplements',
      'supplement stack',
      'waste of money',
      'testosterone booster',
    ],
    answer:
      'Only a few supplements have strong evidence. First, creatine monohydrate, 3-5 g a day, for strength and muscle. Next, protein powder, but only for convenience when food falls short. Caffeine at 3-6 mg per kg before training boosts performance. Vitamin D helps if your levels are low, often in winter. Most others, like BCAAs, fat burners, testosterone boosters and glutamine, have weak evidence. Choose third-party tested products.',
    why: 'Supplements need no proof they work before sale, and sleep, food and training matter far more than any pill; the few listed have repeated high-quality trials behind them.',
    suggestions: [
      'Should I take creatine?',
      'Do I need protein shakes?',
      'Are pre-workout supplements worth it?',
    ],
  },
  // Source: ISSN Position Stands on caffeine (2021) and beta-alanine (Trexler et al., 2015); Jagim et al., Common Ingredient Profiles of Multi-Ingredient Pre-Workout Supplements, Nutrients (2019)
  {
    id: 'pre-workout-supplements',
    intent: 'nutrition',
    title: 'Are pre-workout supplements worth it?',
    questions: [
      'is pre workout worth it',
      'best pre workout',
      'why does pre workout make me itchy',
      'pre workout tingles',
      'is preworkout bad for you',
      'can i take pre every day',
    ],
    keywords: [
      'pre-workout',
      'preworkout',
      'pre workout powder',
      'beta-alanine',
      'citrulline',
      'tingles',
      'stim',
    ],
    answer:
      'They can help, but mostly because of the caffeine; a strong coffee does a similar job for less money. Check the label for useful doses: caffeine 3-6 mg per kg, citrulline malate 6-8 g, and beta-alanine 4-6 g a day, which causes a harmless tingle. Avoid proprietary blends that hide doses, and anything over about 300 mg of caffeine per scoop. Take it 30-60 minutes before training, not within 8 hours of bed.',
    why: 'Caffeine has strong evidence, beta-alanine helps hard efforts of about 1-4 minutes and citrulline has small, mixed effects, so much of the rest is marketing.',
    suggestions: [
      'Is caffeine good before training?',
      'Which supplements are worth taking?',
      'Are energy drinks bad for you?',
    ],
  },
  // Source: Shaw et al., Vitamin C-enriched gelatin supplementation before intermittent activity augments collagen synthesis, Am J Clin Nutr (2017); Khatri et al., The effects of collagen peptide supplementation on body composition, collagen synthesis, and recovery from joint injury and exercise: a systematic review, Amino Acids (2021)
  {
    id: 'collagen',
    intent: 'nutrition',
    title: 'Is collagen worth taking?',
    questions: [
      'is collagen worth it',
      'does collagen help joints',
      'collagen for skin and hair',
      'does collagen count as protein',
      'collagen peptides for tendons',
      'colagen powder any good',
    ],
    keywords: ['collagen', 'collagen peptides', 'gelatin', 'joints', 'tendons', 'skin', 'hair'],
    answer:
      'Collagen is a nice extra at best, not a must. Some studies find 10-15 g a day, taken with vitamin C about 30-60 minutes before exercise, may help tendons and joint pain a little, and small trials suggest benefits for skin, but the evidence is limited. Do not count it toward your muscle-building protein: it lacks tryptophan and is low in leucine. Whey or food protein is better for muscle.',
    why: 'Collagen supplies building blocks for connective tissue, but as an incomplete protein it barely switches on muscle building.',
    suggestions: [
      'Which supplements are worth taking?',
      'Do I need protein shakes?',
      'How much protein do I need a day?',
    ],
  },
  // Source: WHO Guideline: Sodium intake for adults and children (2012); NHS, Salt: the facts
  {
    id: 'salt-sodium',
    intent: 'nutrition',
    title: 'How much salt should I eat?',
    questions: [
      'how much salt per day',
      'is salt bad for you',
      'should i cut salt',
      'too much sodium',
      'is salt bad for blood pressure',
      'how much sodium is too much',
      'how much salt a day with hypertension',
    ],
    keywords: [
      'salt',
      'sodium',
      'salty',
      'salt intake',
      'processed food',
      'blood pressure',
      'high bp',
      'low salt diet',
    ],
    answer:
      "Keep salt under about 5-6 g a day, roughly a teaspoon, which is under 2,300 mg of sodium; with high blood pressure aim lower, ideally about 1,500 mg of sodium, and follow your doctor's advice. Many adults eat 8-11 g of salt. About three-quarters comes from bread, processed meat, cheese, sauces, ready meals and takeaways, so cooking at home, reading labels and flavouring with herbs help most, with more fruit and vegetables for potassium. Heavy sweaters in long or hot sessions lose more and should replace it then.",
    why: 'Too much salt raises blood pressure, a major cause of heart disease and stroke, while sweat losses in long sessions can genuinely raise your needs.',
    suggestions: [
      'Do I need electrolytes or sports drinks?',
      'How do I read food labels?',
      'Can I exercise with high blood pressure?',
    ],
  },
  // Source: ACSM/Academy of Nutrition and Dietetics/Dietitians of Canada Joint Position Statement: Nutrition and Athletic Performance (2016); Impey et al., Fuel for the Work Required, Sports Med (2018)
  {
    id: 'training-day-calories',
    intent: 'nutrition',
    title: 'Should I eat more on training days?',
    questions: [
      'should i eat more on training days',
      'less food on rest days?',
      'is carb cycling worth it',
      'do i need extra fuel on leg day',
      'same food on rest days?',
      'how much more should i eat on gym days',
    ],
    keywords: ['training days', 'carb cycling', 'gym days', 'leg day', 'rest day eating', 'fuel'],
    answer:
      'You can, but on a cut your weekly calories and deficit decide fat loss, not how the carbs are spread. A simple approach is to eat roughly 50-150 g more carbs on hard or long training days, in the meals before and after training, and a little less on rest days, keeping protein the same every day. For typical gym sessions under an hour, eating the same every day works fine and is simpler. Endurance athletes benefit most from matching fuel to training.',
    why: 'Carbs refill the muscle glycogen used in hard sessions, so matching fuel to the work helps you train better, while total weekly calories still decide fat gain or loss.',
    suggestions: [
      'Are carbs bad for me?',
      'What should I eat before a workout?',
      'How many calories do I need?',
    ],
  },
  // Source: Trexler, Smith-Ryan & Norton, Metabolic adaptation to weight loss: implications for the athlete, JISSN (2014)
  {
    id: 'reverse-dieting',
    intent: 'nutrition',
    title: 'What is reverse dieting?',
    questions: [
      'what is reverse dieting',
      'how to come off a diet without gaining weight',
      'how do i increase calories after a cut',
      'is a reverse diet worth it',
      'finished my diet now what',
      'will i gain it all back after dieting',
    ],
    keywords: [
      'reverse diet',
      'reverse dieting',
      'after a cut',
      'increase calories',
      'metabolic adaptation',
    ],
    answer:
      'Reverse dieting means raising calories slowly after a diet, for example by 100-200 kcal a week, until you reach maintenance. It can help you control the rebound, but evidence that it "fixes your metabolism" is weak. A quicker option is to go straight to your estimated maintenance, expect 1-2 kg of water and food weight to return, then adjust from your weekly average weight. Keep protein high and keep lifting.',
    why: 'After dieting your body burns slightly less energy and hunger is higher, so a planned return to maintenance helps you avoid overshooting into fat regain.',
    suggestions: [
      'How many calories do I need?',
      'Should I take diet breaks or refeeds?',
      'Why does my weight jump around day to day?',
    ],
  },
  // Source: Byrne et al., Intermittent energy restriction improves weight loss efficiency in obese men: the MATADOR study, Int J Obes (2018); Peos et al., Intermittent Dieting: Theoretical Considerations for the Athlete, Sports (2019)
  {
    id: 'refeeds-diet-breaks',
    intent: 'nutrition',
    title: 'Should I take diet breaks or refeeds?',
    questions: [
      'what is a refeed day',
      'should i take a diet break',
      'do refeeds work',
      'been cutting for months should i eat at maintenance for a week',
      'matador diet',
      'how often should i refeed',
    ],
    keywords: [
      'refeed',
      'refeed day',
      'diet break',
      'maintenance week',
      'matador',
      'diet fatigue',
      'fed up with dieting',
    ],
    answer:
      'They are optional tools that can make a long diet easier, and unlike a cheat day they are planned and counted, so your weekly deficit stays. A diet break is 1-2 weeks at maintenance every 6-12 weeks of dieting; a refeed is 1-2 days a week at maintenance, mostly from extra carbs. They mainly help hunger, mood and training rather than speeding up fat loss. Expect a small water-weight jump that soon disappears. For diets shorter than about 8-12 weeks, most people do not need them.',
    why: 'Long periods of dieting lower energy use and raise hunger; short planned returns to maintenance ease diet fatigue and may make it easier to stick with the plan.',
    suggestions: [
      'What is reverse dieting?',
      'How big should my calorie deficit be?',
      'Why is the scale not moving?',
    ],
  },
  // Source: British Dietetic Association, Food Fact Sheet: Portion sizes
  {
    id: 'portion-size-hand-guide',
    intent: 'nutrition',
    title: 'How do I judge portions without counting?',
    questions: [
      'how to portion food without counting calories',
      'hand portion guide',
      'portion sizes for weight loss',
      'how much rice should i eat',
      'cant be bothered weighing food',
      'how big should my portions be',
    ],
    keywords: [
      'portion size',
      'portions',
      'hand portion',
      'portion control',
      'serving size',
      'palm',
      'fist',
      'rice portion',
    ],
    answer:
      'Use your hand as a guide. Per meal, most men aim for 2 palms of protein, 2 fists of vegetables, 2 cupped hands of carbs and 2 thumbs of fats; most women 1 of each. Then add or remove a cupped hand of carbs or a thumb of fat based on your weekly weight trend. Smaller plates, eating slowly and serving food in the kitchen rather than at the table also help.',
    why: 'Your hands scale with your body size and are always with you, so they give consistent portions that track calories reasonably well without weighing anything.',
    suggestions: [
      'Should I count calories?',
      'What should I eat for lunch and dinner?',
      'How big should my calorie deficit be?',
    ],
  },
  // Source: NHS, Food labels guidance (UK front-of-pack criteria); US FDA, How to Understand and Use the Nutrition Facts Label
  {
    id: 'reading-food-labels',
    intent: 'nutrition',
    title: 'How do I read food labels?',
    questions: [
      'how to read nutrition labels',
      'what to look for on food labels',
      'per 100g or per serving?',
      'traffic light labels meaning',
      'how much sugar is high on a label',
      'nutrition facts label explained',
    ],
    keywords: [
      'food labels',
      'nutrition label',
      'nutrition facts',
      'ingredients list',
      'per 100g',
      'traffic light',
      'daily value',
    ],
    answer:
      'Check the serving size first, then compare foods per 100 g. Per 100 g, high means over 17.5 g fat, 5 g saturated fat, 22.5 g sugars or 1.5 g salt; low means under 3 g fat, 1.5 g saturated fat, 5 g sugars or 0.3 g salt. On US labels, 5% daily value or less is low and 20% or more is high. Ingredients are listed by weight, so the first three matter most.',
    why: 'Comparing per 100 g removes tricks with small serving sizes, and the ingredient order shows what the product is mostly made of.',
    suggestions: [
      'How much salt should I eat?',
      'Are processed foods bad for me?',
      'Which foods are high in protein?',
    ],
  },
  // Source: Burke et al., Low carbohydrate, high fat diet impairs exercise economy and negates the performance benefit from intensified training in elite race walkers, J Physiol (2017)
  {
    id: 'keto-for-athletes',
    intent: 'nutrition',
    title: 'Can I train hard on keto?',
    questions: [
      'can i run a marathon on keto',
      'keto for athletes',
      'does keto hurt performance',
      'fat adapted endurance training',
      'keto and crossfit',
      'low carb for cyclists',
    ],
    keywords: [
      'keto athlete',
      'fat adapted',
      'fat adaptation',
      'ketogenic performance',
      'endurance keto',
      'low carb high fat',
      'lchf',
    ],
    answer:
      'You can train on keto, but it usually lowers performance in hard efforts. After 3-4 weeks of adapting you burn much more fat, yet sprints, intervals and race pace suffer because fat cannot supply energy as fast as carbs. For races, team sports and hard intervals, eat about 5-10 g of carbs per kg on heavy days. If you prefer keto, keep most sessions easy and expect a slower top speed.',
    why: 'Fat adaptation raises fat burning but makes the body less efficient at high intensities; elite race walkers on keto did not improve their race times while carb-fed walkers did.',
    suggestions: [
      'Is keto or low-carb good for fat loss?',
      'How do I carb load for a race?',
      'Are carbs bad for me?',
    ],
  },
  // Source: Amiri et al., Chocolate milk for recovery from exercise: a systematic review and meta-analysis of controlled clinical trials, Eur J Clin Nutr (2019)
  {
    id: 'chocolate-milk-recovery',
    intent: 'nutrition',
    title: 'Is choc milk a good recovery drink?',
    questions: [
      'is choc milk good after the gym',
      'choc milk post workout legit',
      'flavoured milk vs protein shake after training',
      'should i drink flavoured milk after a run',
      'is milk the best recovery drink',
    ],
    keywords: ['choc milk', 'flavoured milk', 'flavored milk', 'milk after training'],
    answer:
      'Yes, it is legit: about 500 ml of chocolate milk gives roughly 16-18 g of protein plus 50-60 g of carbs, a good mix for refuelling after hard or long sessions, and studies find it aids recovery at least as well as sports drinks. It is still sugary, about 350 kcal, so count it if you are cutting; plain milk or a normal meal with protein and carbs does the job too. Skip it if dairy upsets your stomach.',
    why: 'Hard training uses up muscle glycogen and breaks down muscle protein; carbs with protein refill the glycogen and start repair, and the fluid and sodium in milk also help you rehydrate.',
    suggestions: [
      'What should I eat after a workout?',
      'Do I need protein shakes?',
      'Do I need electrolytes?',
    ],
  },
  // Source: EFSA Scientific Opinion on lactose thresholds in lactose intolerance and galactosaemia (2010); NIDDK, Lactose Intolerance
  {
    id: 'dairy-lactose',
    intent: 'nutrition',
    title: 'Is dairy ok if I am lactose intolerant?',
    questions: [
      'is dairy bad for you',
      'lactose intolerant protein options',
      'milk makes me bloated',
      'can i have whey if im lactose intolerant',
      'is milk good for the gym',
      'dairy free protein',
      'milk upsets my stomach, how do i get enough calcium for my bones',
    ],
    keywords: [
      'dairy',
      'lactose',
      'lactose intolerant',
      'milk',
      'cheese',
      'whey isolate',
      'lactose-free',
      'dairy free',
      'calcium without dairy',
      'bloated after milk',
    ],
    answer:
      'Dairy is a cheap, high-quality source of protein and calcium and fine for most people. If it bloats you, you may be lactose intolerant, yet most people still tolerate about 12 g of lactose at once, roughly a glass of milk, especially with food. Hard cheese and Greek yoghurt are low in lactose, and lactose-free milk or whey isolate work well. If you cut dairy, get calcium from fortified plant milks, tofu or greens.',
    why: 'Lactose intolerance means you make less of the enzyme that digests milk sugar, so symptoms depend on the dose; aged and fermented dairy contain little lactose.',
    suggestions: [
      'Which foods are high in protein?',
      'Do I need protein shakes?',
      'Can I build muscle as a vegan or vegetarian?',
    ],
  },
  // Source: Lis et al., No effects of a short-term gluten-free diet on performance in nonceliac athletes, Med Sci Sports Exerc (2015); NICE guideline NG20, Coeliac disease (2015)
  {
    id: 'gluten-free',
    intent: 'nutrition',
    title: 'Should I go gluten-free?',
    questions: [
      'is gluten free healthier',
      'should i cut gluten',
      'gluten free for weight loss',
      'does gluten cause bloating',
      'gluten free diet for athletes',
      'am i gluten intolerant',
    ],
    keywords: [
      'gluten',
      'gluten-free',
      'gluten free',
      'coeliac',
      'celiac',
      'wheat',
      'gluten intolerance',
    ],
    answer:
      'Only if you have coeliac disease or a diagnosed gluten or wheat problem; otherwise it is no healthier and does not help weight loss or performance. Gluten-free products are often lower in fibre and cost more. If foods with gluten cause bloating, diarrhoea, weight loss or tiredness, see a doctor for a coeliac blood test before cutting gluten out, because the test only works while you are still eating it.',
    why: 'In athletes without coeliac disease, a controlled trial found no difference in performance, gut symptoms or wellbeing between gluten-free and normal diets.',
    suggestions: [
      'How much fiber do I need?',
      'Are carbs bad for me?',
      'Is dairy ok if I am lactose intolerant?',
    ],
  },
  // Source: ACSM/Academy of Nutrition and Dietetics/Dietitians of Canada Joint Position Statement: Nutrition and Athletic Performance (2016); Burke et al., Carbohydrates for training and competition, J Sports Sci (2011)
  {
    id: 'carb-loading',
    intent: 'nutrition',
    title: 'How do I carb load for a race?',
    questions: [
      'how to carb load',
      'carb loading before a marathon',
      'what to have the day before a race',
      'do i need to carb load for a 10k',
      'pasta party before race?',
      'race morning breakfast',
      'dinner the night before a race',
    ],
    keywords: [
      'carb loading',
      'carb load',
      'race',
      'marathon',
      'half marathon',
      'race day',
      'glycogen loading',
    ],
    answer:
      'Carb loading only helps for events longer than about 90 minutes, like a marathon. For 36-48 hours beforehand, eat about 10-12 g of carbs per kg a day, around 700-840 g at 70 kg, from rice, pasta, bread, potatoes, juice and sweets, while cutting back on fibre and fat. On race morning, eat 1-4 g per kg 1-4 hours before. For a 5-10 km race, a normal carb-rich dinner and breakfast is enough. Practise first.',
    why: 'Extra carbs fill muscle glycogen stores, which delays fatigue in long events; shorter events do not use enough glycogen to benefit.',
    suggestions: [
      'How do I fuel during long sessions?',
      'Can I train hard on keto?',
      'Do I need electrolytes or sports drinks?',
    ],
  },
  // Source: Jeukendrup, A step towards personalized sports nutrition: carbohydrate intake during exercise, Sports Med (2014); ACSM/AND/DC Joint Position Statement: Nutrition and Athletic Performance (2016)
  {
    id: 'fuelling-long-sessions',
    intent: 'nutrition',
    title: 'How do I fuel during long sessions?',
    questions: [
      'what to eat during a long run',
      'how many gels for a marathon',
      'are gels needed for a 5k or a parkrun',
      'what should i eat on the bike during a long ride',
      'how many carbs per hour on the bike',
      'fuel for a long bike ride',
      'do i need to eat during a 2 hour workout',
      'keep hitting the wall',
    ],
    keywords: [
      'energy gels',
      'gels',
      'carbs per hour',
      'during exercise',
      'long run',
      'fuelling',
      'hitting the wall',
      'bonk',
    ],
    answer:
      'For sessions under about an hour, such as most 5k and 10k races, you do not need gels: water is enough. From 1 to 2.5 hours, take 30-60 g of carbs per hour, such as a gel, a banana or 500 ml of sports drink, starting about 30-45 minutes in. Beyond 2.5 hours, up to 90 g per hour from glucose-fructose products helps, but train your gut to handle it in practice. Drink to thirst, and add salt in heat or heavy sweating.',
    why: 'Muscle and liver glycogen run low after about 90 minutes of hard work; taking in carbs keeps blood sugar up and delays hitting the wall.',
    suggestions: [
      'How do I carb load for a race?',
      'Do I need electrolytes or sports drinks?',
      'How much water should I drink?',
    ],
  },
  // Source: NHS guidance on the common cold, flu, and diarrhoea and vomiting
  {
    id: 'eating-when-sick',
    intent: 'nutrition',
    title: 'What should I eat when I am sick?',
    questions: [
      'what to eat when sick',
      'best food when you have a cold',
      'feed a cold starve a fever?',
      'no appetite when ill',
      'what to eat with a stomach bug',
      'sick should i still hit my protein',
    ],
    keywords: [
      'eat when sick',
      'food when ill',
      'no appetite',
      'stomach bug',
      'soup',
      'feed a cold',
      'rehydration',
    ],
    answer:
      'Focus on fluids first, then eat what you can. Drink regularly: water, tea, broth, or an oral rehydration solution if you have diarrhoea or vomiting. With a cold or flu, soup, porridge, yoghurt, eggs, toast and fruit are easy options; "starve a fever" is a myth. If your stomach is upset, start with small bland meals like rice, bananas and toast. Do not worry about calorie or protein targets for a few days.',
    why: 'Fever and infection increase fluid losses and energy needs, and a few days below your usual intake will not cost meaningful muscle.',
    suggestions: [
      'Should I train with a cold?',
      'Getting back to training after being sick',
      'How much water should I drink?',
    ],
  },
  // Source: Rolls, The relationship between dietary energy density and energy intake, Physiol Behav (2009); Leidy et al., The role of protein in weight loss and maintenance, Am J Clin Nutr (2015)
  {
    id: 'hunger-on-a-diet',
    intent: 'nutrition',
    title: 'How do I stop feeling hungry on a diet?',
    questions: [
      'always hungry on a diet',
      'how to stop being hungry when cutting',
      'starving on my deficit',
      'how to stay full on a cut',
      'how to feel full on less calories',
      'hungry all the time while dieting',
      'why am i so hungry since i started training',
      'working out makes me starving',
    ],
    keywords: ['hunger', 'always hungry', 'appetite', 'volume eating', 'satiety', 'starving'],
    answer:
      'Some hunger is normal in a deficit, but you can cut it a lot. Eat 25-40 g of protein at every meal, fill half your plate with vegetables, salad, soup or fruit for volume, and choose potatoes, oats and beans over crisps and pastries. Drink water, sleep 7-9 hours and limit liquid calories. If you are starving all day, your deficit may be too big; keep it to about 300-500 kcal.',
    why: 'Protein, fibre and water-rich foods fill your stomach and trigger fullness hormones for few calories, while short sleep raises hunger hormones.',
    suggestions: [
      'How big should my calorie deficit be?',
      'What are good snacks?',
      'How much fiber do I need?',
    ],
  },
  // Source: Hall et al., Quantification of the effect of energy imbalance on bodyweight, Lancet (2011); Linardon & Mitchell, Rigid dietary control, flexible dietary control and intuitive eating, Eat Behav (2017)
  {
    id: 'one-big-meal',
    intent: 'nutrition',
    title: 'Did one big meal or binge ruin my progress?',
    questions: [
      'ate a whole pizza last night have i ruined everything',
      'i binged yesterday did i undo my diet',
      'had a massive takeaway and dessert, is my week ruined',
      'went way over my calories today, did i just gain all the weight back',
      'pigged out at a party, how bad is it',
      'ate a whole family bag of crisps and a tub of ice cream 😭',
    ],
    keywords: [
      'binge',
      'binged',
      'pigged out',
      'ate a whole',
      'blew my diet',
      'one bad day',
      'over my calories',
    ],
    answer:
      "No: one big meal cannot undo weeks of work. To gain 1 kg of fat you would need roughly 7,000 kcal above maintenance, and a whole pizza is about 2,000. The jump on the scale tomorrow is water and salt from the food, gone in 2-3 days. Don't skip meals or try to burn it off with extra cardio; just go back to your usual plan with the next meal, with protein and vegetables, and drink water.",
    why: 'Body fat changes with the energy balance of weeks, not one meal; the quick rise on the scale is the water that carbohydrate and salt hold, and compensating by restricting tends to set off another overeat.',
    suggestions: [
      'Why do I overeat at weekends?',
      'Why does my weight jump around?',
      'How do I stop late-night snacking?',
    ],
  },
  // Source: Polivy & Herman, Dieting and binging: a causal analysis, Am Psychol (1985); Schubert et al., Acute exercise and hormones related to appetite regulation, Sports Med (2014); Hall et al., Lancet (2011)
  {
    id: 'saving-calories-for-an-event',
    intent: 'nutrition',
    title: 'Should I save up calories before a wedding, party or big meal?',
    questions: [
      'should i not eat all day so i can save calories for the party tonight',
      'big wedding on saturday, is it ok to skip meals before to save up for the reception',
      'can i bank calories during the week for a night out',
      'fasting all day before a big dinner out, good idea?',
      'scared of undoing all my progress at a party',
    ],
    keywords: [
      'save up calories',
      'save calories',
      'saving calories',
      'bank calories',
      'banking calories',
      'skip meals before',
      'not eat all day',
      'reception',
      'wedding food',
    ],
    answer:
      "Don't skip meals all day: arriving ravenous makes overeating far more likely, and drinks hit harder on an empty stomach. Eat a normal, lighter day: protein-rich breakfast and lunch with vegetables, few snacks, plenty of water. At the event, enjoy the food you really want, alternate alcohol with water and stop when comfortably full. One day or one meal won't undo weeks of work: fat loss follows your average over weeks, so go back to your usual plan the next morning, with no fasting or punishment cardio.",
    why: 'Hunger built up by skipping meals drives larger intake later, and body fat changes with the energy balance of weeks, not of one meal.',
    suggestions: [
      'Did one big meal ruin my progress?',
      'How do I handle drinking on a diet?',
      'Why does my weight jump the day after?',
    ],
  },
  // Source: Racette et al., Influence of weekend lifestyle patterns on body weight, Obesity (2008)
  {
    id: 'weekend-overeating',
    intent: 'nutrition',
    title: 'Why do I overeat at weekends?',
    questions: [
      'i always overeat on weekends',
      'i undo my whole week at the weekend',
      'good all week then binge on saturday',
      'how to stay on track at the weekend',
      'weekends undo all my progress',
      'friday takeaway every week',
    ],
    keywords: ['weekend', 'weekends', 'overeating', 'saturday', 'weekend eating', 'friday night'],
    answer:
      'Weekends can easily cancel a weekday deficit: 500 kcal a day below maintenance for 5 days is 2,500 kcal, which two big days can erase. Keep your usual breakfast and protein, plan one treat meal rather than grazing all weekend, go easy on drinks, and stay active with a walk or a session. If your weekdays are very strict, loosen them slightly, since harsh restriction often drives weekend overeating.',
    why: 'People tend to eat more, drink more and move less at weekends, and studies show weight creeping up across them, so a little planning matters.',
    suggestions: [
      'Are sugar and cheat meals ok?',
      'Does alcohol stop fat loss?',
      'All or nothing mindset',
    ],
  },
  // Source: Hall et al., Ultra-processed diets cause excess calorie intake and weight gain: an inpatient randomized controlled trial of ad libitum food intake, Cell Metab (2019); Monteiro et al., Ultra-processed foods: what they are and how to identify them, Public Health Nutr (2019)
  {
    id: 'ultra-processed-foods',
    intent: 'nutrition',
    title: 'Are processed foods bad for me?',
    questions: [
      'are processed foods bad',
      'what is ultra processed food',
      'is upf bad for you',
      'should i avoid all processed food',
      'are protein bars processed junk',
      'clean eating vs processed food',
    ],
    keywords: [
      'processed food',
      'ultra-processed',
      'ultra processed',
      'upf',
      'whole foods',
      'additives',
      'ready meals',
    ],
    answer:
      'Not all processed food is bad: frozen vegetables, canned beans, tinned fish, wholegrain bread and plain yoghurt are great. Ultra-processed foods like crisps, sweets, sugary cereals, fast food and many ready meals are easy to overeat; in one trial people ate about 500 kcal more a day on them. Aim to get most of your calories, say 80%, from whole or minimally processed foods, and enjoy the rest in moderation.',
    why: 'Ultra-processed foods are often soft, energy-dense and low in fibre and protein, so you eat them faster and feel full later.',
    suggestions: [
      'How do I read food labels?',
      'Where do I start with healthy eating?',
      'What are good snacks?',
    ],
  },
  // Source: Appel et al., A clinical trial of the effects of dietary patterns on blood pressure (DASH), N Engl J Med (1997); Whelton et al., 2017 ACC/AHA hypertension guideline; Estruch et al., PREDIMED, N Engl J Med (2018)
  {
    id: 'diet-for-blood-pressure',
    intent: 'nutrition',
    title: 'What is the DASH or Mediterranean diet?',
    questions: [
      'what is the dash diet',
      'is a mediterranean diet good for high blood pressure',
      'what should i eat to lower my blood pressure',
      'dash diet in practice',
      'foods that lower blood pressure',
    ],
    keywords: [
      'dash',
      'dash diet',
      'mediterranean',
      'mediterranean diet',
      'lower blood pressure diet',
    ],
    answer:
      'Yes: DASH and Mediterranean-style eating both lower blood pressure, DASH by about 5-11 mmHg. In practice: fruit and vegetables at every meal (8-10 portions a day), whole grains, beans, lentils, nuts, fish, low-fat dairy and olive oil, with little red and processed meat, sweets and sugary drinks. Cut salt to under 6 g a day (ideally about 4 g), and keep alcohol low. It adds to the effect of exercise and any tablets; keep taking those unless your doctor changes them.',
    why: 'The pattern is rich in potassium, magnesium, calcium and fibre and low in sodium, which together relax blood vessels and lower the fluid the body holds.',
    suggestions: ['How much salt is too much?', 'Can I exercise with high blood pressure?'],
  },
  // Source: American Diabetes Association, Standards of Care in Diabetes, Facilitating positive health behaviors (2024); Diabetes UK, Eating well with type 2 diabetes; Shukla et al., Food order and postprandial glucose, Diabetes Care (2015)
  {
    id: 'diet-for-type-2-diabetes',
    intent: 'nutrition',
    title: 'What should I eat with type 2 diabetes?',
    questions: [
      'what should i eat with type 2 diabetes',
      'diabetic, what foods should i eat or avoid',
      'my doctor says watch my carbs because of diabetes, what do i eat',
      'best diet for prediabetes',
      'how do i eat to lower my blood sugar',
    ],
    keywords: [
      'diabetic diet',
      'diabetes diet',
      'diabetes food',
      'prediabetes diet',
      'lower my blood sugar',
    ],
    answer:
      'No single diet is best: use the plate method. Fill half the plate with non-starchy vegetables, a quarter with lean protein and a quarter with high-fibre carbs such as wholegrains, beans or lentils, keeping those portions steady. Swap sugary drinks for water or zero-sugar ones, and keep sweets and white bread occasional. Eating the vegetables and protein before the carbs, and a 10-15 minute walk after meals, blunts sugar spikes. On insulin or sulfonylureas, change carbs only with your diabetes team, as cutting them can cause a hypo.',
    why: 'Fibre, protein and steady carbohydrate portions slow how fast glucose enters the blood, and losing 5-10% of body weight improves insulin sensitivity, sometimes enough to bring blood sugar back to normal.',
    suggestions: ['Can I exercise with type 2 diabetes?', 'What are good snacks?'],
  },
  // Source: Jäger et al., ISSN position stand: protein and exercise, J Int Soc Sports Nutr (2017); Wirunsawanya et al., Whey protein supplementation and body weight and composition in overweight and obese individuals: meta-analysis, J Am Coll Nutr (2018)
  {
    id: 'protein-shake-weight-gain',
    intent: 'nutrition',
    title: 'Do protein shakes cause weight gain?',
    questions: [
      'will protein shakes make me gain weight',
      'do protein shakes make you fat',
      'is a protein shake gonna make me put on weight',
      'can i have protein shakes while losing weight',
      'do shakes make you bulky',
    ],
    keywords: ['shakes fattening', 'protein shake weight gain', 'shake calories'],
    answer:
      'Only if it takes you over your daily calories. Shakes are optional, just a convenient top-up. A shake is food: about 100-150 kcal with water, 200-300 with milk. Counted within your calorie target, extra protein helps fat loss, because it keeps you fuller and helps you keep muscle while you lose weight. Use one when you cannot reach your protein from meals, as a snack or after training, not on top of everything you already eat.',
    why: 'Weight changes with total calories; protein is the most filling nutrient and protects muscle in a deficit, which is why higher-protein diets tend to lose more fat.',
    suggestions: ['How much protein do I need?', 'Do I need protein shakes?'],
  },
  // Source: SACN, Carbohydrates and Health (2015); Reynolds et al., Carbohydrate quality and human health, systematic reviews and meta-analyses (Lancet 2019)
  {
    id: 'brown-vs-white-carbs',
    intent: 'nutrition',
    title: 'Is brown or wholegrain better than white for weight loss?',
    questions: [
      'is brown rice better than white rice for losing weight',
      'white bread or brown bread for fat loss',
      'is wholemeal pasta better than white pasta',
      'should i switch to brown rice to lose weight',
      'does white rice make you fat',
    ],
    keywords: ['brown vs white', 'brown or white', 'wholemeal', 'wholegrain', 'whole grain'],
    answer:
      'Both can fit into weight loss: brown and white rice have similar calories, about 130 kcal per 100 g cooked. Brown rice, wholemeal bread and wholegrain pasta have more fibre, so they fill you up a little more, digest more slowly and are better for your gut and heart, which makes them the better everyday choice. Still, portion size and total calories decide weight loss: a cupped hand or about 150 g cooked per meal is a sensible serving.',
    why: 'Fibre slows digestion and adds fullness for almost no extra calories, and higher fibre intake is linked to lower body weight and heart disease risk.',
    suggestions: ['Are carbs bad for me?', 'How big should my portions be?'],
  },
  // Source: ISSN position stand, Protein and exercise (2017), 20-40 g protein per meal; BDA, Food Fact Sheet: Breakfast
  {
    id: 'overnight-oats',
    intent: 'nutrition',
    title: 'A high-protein breakfast you prepare the night before',
    questions: [
      'overnight oats recipe with protein',
      'overnight oats with more protein',
      'protein oats i can grab in the morning',
      'breakfast to prep the night before with protein',
      'proats recipe',
    ],
    keywords: ['overnight oats', 'proats', 'protein breakfast jar'],
    answer:
      'Mix 50 g of oats with 150 g of Greek yoghurt or skyr, 100 ml of milk and either a scoop of whey protein or a tablespoon of chia seeds in a jar, top with berries or a sliced banana, and leave it in the fridge overnight. That gives about 30-40 g of protein and roughly 400-450 kcal. For variety, stir in cocoa, cinnamon or a spoon of peanut butter. Make 3-4 jars at once; they keep for about three days.',
    why: 'Oats soak up the liquid overnight, so they need no cooking, and the dairy and whey bring a meal to the 20-40 g of protein that best supports muscle.',
    suggestions: ['Healthy breakfast ideas?', 'High-protein snacks?'],
  },
  // Source: Hollands et al., Altering the availability or proximity of food, alcohol, and tobacco
  // products to change their selection and consumption, Cochrane Database Syst Rev (2019)
  {
    id: 'treats-in-the-house',
    intent: 'nutrition',
    title: 'How do I stop eating the treats in the house?',
    questions: [
      'my partner keeps buying crisps and biscuits and i cant resist them',
      'how do i stop eating junk food when its in the house',
      'no willpower around junk food at home',
      'the kids treats are always in the cupboard and i keep eating them',
      'how to stop grazing on biscuits all day',
    ],
    keywords: [
      'willpower',
      'junk food in the house',
      'biscuits',
      'temptation',
      'grazing',
      'out of sight',
    ],
    answer:
      'Make it about the kitchen, not willpower: we eat more of what we see and can reach. Ask for the crisps and biscuits to go in one cupboard or an opaque tub, on a high shelf, out of sight, and keep fruit, yoghurt or nuts at eye level instead. Buy single-portion packs, put a portion in a bowl instead of eating from the bag, and plan one treat a day. Regular meals with protein cut the grazing, and eating elsewhere than the kitchen helps.',
    why: 'Food that is visible and close is eaten more often, which trials of moving food further away or out of view confirm; effort and planning work better than resisting it each time.',
    suggestions: [
      'How do I stop snacking at night?',
      'Healthy snacks for weight loss?',
      'Can I still have treats?',
    ],
  },
  // Source: NHS Better Health, Healthy eating for families; Birch & Marlin, I don't like it; I never
  // tried it: effects of exposure on two-year-old children's food preferences, Appetite (1982)
  {
    id: 'family-meals',
    intent: 'nutrition',
    title: 'How do I eat healthily when my family eats differently?',
    questions: [
      'my kids wont eat healthy food what do i cook',
      'how do i diet when i cook for my family',
      'my partner refuses to eat healthy meals',
      'cooking for the whole family while losing weight',
      'healthy dinners the kids will actually eat',
    ],
    keywords: ['family meals', 'whole family', 'fussy eaters', 'picky eaters', 'wont eat'],
    answer:
      'Cook one meal for everyone and change only your plate. Build-your-own meals work best: tacos, rice or pasta bowls, jacket potatoes or a roast, with the protein, vegetables and carbs served separately so each person takes what they like. You take more vegetables and protein and a smaller portion of carbs and sauce; the kids eat it their way. Hide extra vegetables in sauces and keep offering new ones without pressure: children often need 8-15 tries to accept a food.',
    why: 'One shared meal saves time and avoids cooking twice, and children come to like foods through repeated, relaxed exposure rather than being made to eat them.',
    suggestions: [
      'Cheap healthy meal ideas?',
      'How do I meal prep?',
      'How much protein do I need a day?',
    ],
  },
  // Source: NHS, Salt: the facts (adults no more than 6 g a day); UK Department of Health,
  // Front-of-pack nutrition labelling guidance (2016: high salt over 1.5 g per 100 g, low 0.3 g
  // or less); WHO, Sodium reduction fact sheet (2023)
  {
    id: 'ready-meals-and-salt',
    intent: 'nutrition',
    title: 'Are ready meals and tinned soup ok?',
    questions: [
      'is soup from a tin ok for lunch',
      'are ready meals bad for you',
      'i mostly live on supermarket ready meals',
      'microwave meals every night, is that bad',
      'cooking for one is a pain, are ready meals fine',
    ],
    keywords: [
      'ready meals',
      'ready meal',
      'tinned soup',
      'canned soup',
      'microwave meals',
      'salt',
      'sodium',
    ],
    answer:
      'They are fine on busy days, but watch the salt: many ready meals and tins of soup hold 1.5-3 g a portion, a quarter to half of the 6 g daily limit, which matters most for blood pressure. On the label, 0.3 g of salt or less per 100 g is low and over 1.5 g is high, so pick green or amber. Choose ones with a protein such as chicken, beans or lentils, and add a bag of salad, frozen vegetables or fruit on the side.',
    why: 'Most of the salt we eat is already in processed food, and too much salt raises blood pressure, a main cause of heart disease and stroke.',
    suggestions: [
      'How much salt with high blood pressure?',
      'What can I eat without cooking?',
      'Which foods are high in protein?',
    ],
  },
];
