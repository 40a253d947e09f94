import type { KnowledgeTopic } from './knowledge-topic';

/** Supplements and sports foods: creatine, whey, caffeine, BCAAs, vitamins, fat burners, protein bars, soy. */
export const supplementTopics: readonly KnowledgeTopic[] = [
  // Source: NHS, Vitamin D (2020) and Calcium (2020) guidance; SACN, Vitamin D and Health (2016); Royal Osteoporosis Society, Vitamin D and bone health (2020)
  {
    id: 'vitamin-d-calcium-bones',
    intent: 'nutrition',
    title: 'Do I need vitamin D or calcium tablets for my bones?',
    questions: [
      'do i need calcium or vit d tablets for my bones',
      'should i take vitamin d',
      'how much vitamin d a day',
      'calcium supplements for osteoporosis',
      'vit d in winter',
      'do older people need vitamin d',
    ],
    keywords: ['vitamin d', 'vit d', 'calcium', 'calcium tablets', 'bone health', 'sunlight'],
    answer:
      'Vitamin D, usually yes: UK guidance is 10 micrograms (400 IU) a day from October to March for everyone, and all year if you are over 65, rarely outdoors or cover your skin. Calcium, usually from food: adults need about 700 mg a day (about 1,000-1,200 mg after menopause or over 70 in US guidance), from dairy or fortified alternatives, tinned fish with bones and tofu. Take calcium tablets only if your diet falls short or your doctor advises it, especially with osteoporosis, and keep up strength and impact exercise.',
    why: 'Vitamin D lets you absorb calcium and keeps muscles strong, and the skin makes little from winter sun; calcium builds bone, but large tablet doses add little when the diet already supplies enough.',
    suggestions: [
      'What exercise is good for my bones?',
      'How much protein do I need at my age?',
      'Is a multivitamin worth it?',
    ],
  },
  // Source: ISSN Position Stand: safety and efficacy of creatine supplementation (2017)
  {
    id: 'creatine',
    intent: 'nutrition',
    title: 'Should I take creatine?',
    questions: [
      'should i take creatine',
      'is creatine safe',
      'how much creatine per day',
      'do i need to load creatine',
      'creatine monohydrate or hcl',
      'how long does creatine take to work',
      'creatine for women',
      'is creatine a steroid',
      'is creatine bad for your kidneys',
    ],
    keywords: [
      'creatine',
      'creatine monohydrate',
      'creatine hcl',
      'loading phase',
      'supplement',
      'strength supplement',
      'steroid',
    ],
    answer:
      'Creatine reliably works and is not a steroid or hormone: it is a natural compound in meat and fish, safe for healthy adults and healthy kidneys. Take 3-5 g of creatine monohydrate daily with any meal; it is the best-studied, cheapest form, and HCl or other forms are not better. Your muscles fill up in about 3-4 weeks, or in a week with an optional 20 g a day loading phase. Expect 1-2 kg of extra water in your muscles, not fat. With kidney disease, ask your doctor first.',
    why: 'Creatine raises stores of phosphocreatine, which recycles energy for short, hard efforts, so you can squeeze out a rep or two more per set and gain slightly more strength and muscle over time.',
    suggestions: [
      'Do I need protein shakes?',
      'Is caffeine good before training?',
      'Do BCAAs work?',
    ],
  },
  // Source: Antonio et al., Common questions and misconceptions about creatine supplementation:
  // what does the scientific evidence really show? J Int Soc Sports Nutr (2021); van der Merwe et
  // al., Clin J Sport Med (2009) (the single DHT study)
  {
    id: 'creatine-side-effects',
    intent: 'nutrition',
    title: 'Does creatine cause bloating, hair loss or cramps?',
    questions: [
      'does creatine make you bloated',
      'will creatine make me lose my hair',
      'creatine side effects',
      'does creatine cause cramps or dehydration',
      'creatine gave me a bloated stomach',
      'does creatine make you look puffy',
    ],
    keywords: [
      'creatine side effects',
      'bloated',
      'bloating',
      'hair loss',
      'balding',
      'puffy',
      'cramps',
    ],
    answer:
      'Mostly no: creatine is one of the safest supplements studied. The 1-2 kg gained in the first weeks is water stored inside the muscle, so you do not look puffy. Big loading doses can upset the stomach: skip loading and take 3-5 g with a meal. Hair loss rests on one small 2009 study that saw a rise in DHT, not hair loss. It does not cause cramps or dehydration and is safe for healthy kidneys, though it can raise creatinine on a blood test, so tell your doctor.',
    why: 'Creatine pulls water into muscle cells as it is stored, which shows on the scale but not as bloating; large single doses draw water into the gut, which is what upsets some stomachs.',
    suggestions: [
      'Should I take creatine?',
      'Do I need to cycle creatine?',
      'Do I need protein shakes?',
    ],
  },
  // Source: ISSN Position Stand: protein and exercise (2017)
  {
    id: 'whey-protein',
    intent: 'nutrition',
    title: 'Do I need protein shakes?',
    questions: [
      'do i need protein powder',
      'can i get enough protein from food or do i need shakes',
      'is whey protein good',
      'are protein shakes necessary',
      'is it true you need protein shakes to build muscle',
      'do i really need shakes if i work out',
      'whey vs casein',
      'is protein powder bad for you',
    ],
    keywords: ['protein shake', 'protein powder', 'whey', 'casein', 'shakes', 'supplement'],
    answer:
      'No, protein shakes are not necessary, just convenient: food covers it, from chicken, fish, eggs, Greek yoghurt, cottage cheese, milk, tofu and beans. If you struggle to reach 1.6-2.2 g per kg from food, one scoop of about 25-30 g of whey or a plant blend fills the gap; before or after training both work, since your daily total matters more than timing. Choose a third-party-tested product, and treat shakes as a supplement to meals, not a replacement.',
    why: 'Muscle responds to total protein eaten, and powder is just a concentrated food protein with nothing special beyond convenience.',
    suggestions: [
      'How much protein do I need a day?',
      'Can I build muscle as a vegan or vegetarian?',
      'What should I eat after a workout?',
    ],
  },
  // Source: ISSN Position Stand: caffeine and exercise performance (2021)
  {
    id: 'caffeine',
    intent: 'nutrition',
    title: 'Is caffeine good before training?',
    questions: [
      'is coffee good before a workout',
      'how much caffeine before the gym',
      'do pre workouts work',
      'caffeine and exercise performance',
      'can i drink coffee before running',
    ],
    keywords: [
      'caffeine',
      'coffee',
      'pre-workout',
      'energy drink',
      'stimulant',
      'pre workout powder',
    ],
    answer:
      'Yes, caffeine reliably improves performance. Take about 3-6 mg per kg of body weight, roughly 200-400 mg for most adults, 30-60 minutes before training; a strong coffee has about 100-200 mg. Start at the low end, stay under 400 mg a day, and stop about 8 hours before you sleep. Skip it if it gives you palpitations, and ask a doctor if you have heart problems, high blood pressure or are pregnant.',
    why: 'Caffeine blocks adenosine, the chemical that signals tiredness, so effort feels easier and you can push harder for longer.',
    suggestions: [
      'Should I take creatine?',
      'What should I eat before a workout?',
      'How many hours of sleep do I need?',
    ],
  },
  // Source: Wolfe, Branched-chain amino acids and muscle protein synthesis in humans: myth or reality?, JISSN (2017)
  {
    id: 'bcaa',
    intent: 'nutrition',
    title: 'Do BCAAs work?',
    questions: [
      'are bcaas worth it',
      'do i need bcaa',
      'bcaa vs protein powder',
      'should i drink amino acids during my workout',
      'do eaas help build muscle',
    ],
    keywords: ['bcaa', 'bcaas', 'amino acids', 'eaa', 'leucine', 'intra workout'],
    answer:
      'BCAAs are not needed if you eat enough protein, which most lifters do. Any protein-rich food or shake already contains plenty of BCAAs along with all the other amino acids muscle needs. Spend the money on food, or on creatine if you want a supplement. They might help a little only if you train fasted for long periods with low daily protein, and even then a protein shake works better.',
    why: 'BCAAs switch on muscle building but cannot sustain it, because muscle needs all nine essential amino acids to actually build new tissue.',
    suggestions: [
      'How much protein do I need a day?',
      'Should I take creatine?',
      'Do I need protein shakes?',
    ],
  },
  // Source: US Preventive Services Task Force, Vitamin, Mineral, and Multivitamin Supplementation recommendation (2022); Endocrine Society vitamin D guideline (2024)
  {
    id: 'vitamins-vitamin-d',
    intent: 'nutrition',
    title: 'Should I take a multivitamin or vitamin D?',
    questions: [
      'should i take a multivitamin',
      'do i need vitamin d',
      'best vitamins for gym',
      'what supplements should i take',
      'vitamin d in winter',
      'going vegan, which supplements do i need',
    ],
    keywords: [
      'multivitamin',
      'vitamin d',
      'vegan supplements',
      'b12',
      'vitamins',
      'minerals',
      'iron',
      'omega-3',
      'supplements',
    ],
    answer:
      'Most people with a varied diet do not need a multivitamin; for training, creatine is the best-supported supplement. Vitamin D is the common exception: in winter or with little sun, many health services suggest about 10-25 micrograms (400-1,000 IU) a day. Vegans usually need B12. Women with heavy periods may run low on iron, but only take iron after a blood test. Ask your doctor to check levels before taking high doses of anything.',
    why: 'Supplements fill gaps rather than boosting health on top of a good diet, and large doses of some vitamins and minerals can cause harm.',
    suggestions: [
      'Should I take creatine?',
      'Do fat burners work?',
      'Can I build muscle as a vegan or vegetarian?',
    ],
  },
  // Source: NIH Office of Dietary Supplements, Dietary Supplements for Weight Loss fact sheet
  {
    id: 'fat-burners',
    intent: 'nutrition',
    title: 'Do fat burners work?',
    questions: [
      'do fat burners work',
      'best fat burner pills',
      'are diet pills safe',
      'thermogenic supplements for weight loss',
      'fat burning supplements worth it',
    ],
    keywords: [
      'fat burner',
      'diet pills',
      'thermogenic',
      'weight loss pills',
      'slimming',
      'metabolism booster',
    ],
    answer:
      'No, there is little evidence that fat burners work, they are not worth the money, and some are risky. Most contain high doses of caffeine plus extracts that add at most a few dozen calories a day. Products have been found to contain banned stimulants or undeclared drugs that can cause high heart rate, raised blood pressure and liver damage. Put the money into good food and your training. Prescription weight-loss medicines are a separate topic for your doctor.',
    why: 'Weight loss supplements are not tested like medicines before sale, and trials show little or no effect beyond what a calorie deficit does on its own.',
    suggestions: [
      'How big should my calorie deficit be?',
      'Is caffeine good before training?',
      'How do I lose belly fat?',
    ],
  },
  // Source: British Dietetic Association, Food Fact Sheet: Protein (2021); NHS, Food labels (nhs.uk)
  {
    id: 'protein-bars',
    intent: 'nutrition',
    title: 'Are protein bars healthy?',
    questions: [
      'are protein bars healthy',
      'are protein bars just candy bars',
      'best protein bar for weight loss',
      'is a protein bar a good snack',
      'can i eat a protein bar every day',
    ],
    keywords: ['protein bar', 'protein bars', 'protein snack', 'snack bar'],
    answer:
      'Some are, but many protein bars are closer to a chocolate bar with added protein: 200-300 kcal, often with plenty of sugar or sugar alcohols. Check the label for at least 15-20 g of protein, under about 10 g of sugar and a calorie count that fits your day. They are handy on the go, but whole foods like Greek yoghurt, eggs, milk, fruit and nuts fill you up better for the calories, so treat bars as an occasional convenience.',
    why: 'Bars are processed snacks whose protein is added to a sweet base; their calories count like any other food, and sugar alcohols can upset the stomach in larger amounts.',
    suggestions: [
      'What are good snacks?',
      'Do I need protein shakes?',
      'How do I read food labels?',
    ],
  },
  // Source: Reed et al., Neither soy nor isoflavone intake affects male reproductive hormones: An expanded and updated meta-analysis of clinical studies, Reprod Toxicol (2021)
  {
    id: 'soy-and-testosterone',
    intent: 'nutrition',
    title: 'Does soy lower testosterone?',
    questions: [
      'is soy bad for men',
      'does tofu lower testosterone',
      'will soy give me man boobs',
      'soy milk and estrogen',
      'is soy protein ok for building muscle',
    ],
    keywords: [
      'soy',
      'tofu',
      'soy milk',
      'testosterone',
      'estrogen',
      'oestrogen',
      'phytoestrogens',
      'isoflavones',
      'man boobs',
      'gynecomastia',
    ],
    answer:
      'No, at normal intakes soy does not lower testosterone or raise oestrogen in men. Research pooling dozens of clinical studies found no effect of soy foods or isoflavones on male hormones. Reports of breast growth come from rare cases of extreme intakes, such as several litres of soy milk a day for months. Tofu, tempeh, edamame and soy milk are complete proteins, and soy protein builds muscle about as well as other sources when you eat enough.',
    why: 'Soy isoflavones are plant compounds that bind only weakly to oestrogen receptors, far too weakly at dietary amounts to change hormone levels in men.',
    suggestions: [
      'Which foods are high in protein?',
      'How much protein do I need a day?',
      'Can I build muscle as a vegan or vegetarian?',
    ],
  },
  // Source: ISSN Position Stand: safety and efficacy of creatine supplementation (Kreider et al., 2017); Antonio & Ciccone, The effects of pre versus post workout supplementation of creatine monohydrate, J Int Soc Sports Nutr (2013); Forbes et al., Timing of creatine supplementation and resistance training, Nutrients (2021)
  {
    id: 'creatine-timing',
    intent: 'nutrition',
    title: 'Creatine timing around training and on rest days',
    questions: [
      'when should i take creatine',
      'creatine before or after a workout',
      'do i take creatine on rest days',
      'creatine morning or night',
      'creatine with food or on an empty stomach',
    ],
    keywords: [
      'creatine timing',
      'creatine before workout',
      'creatine after workout',
      'creatine rest days',
    ],
    answer:
      'Whenever suits you, every day: creatine works by keeping your muscle stores full, so taking 3-5 g of creatine monohydrate daily matters far more than the hour. Take it on rest days too, at any time, to keep the stores topped up. Around training, just after may have a slight edge over just before in some studies, but the difference is small. Taking it with a meal or a drink with carbs and protein can help uptake and settles the stomach. Forgot a day? Just carry on.',
    why: 'Creatine builds up in muscle over weeks; a single dose does nothing on the day, so what counts is the daily total, which keeps the stores full.',
    suggestions: ['Should I take creatine?', 'Do I need to cycle creatine or take breaks?'],
  },
  // Source: ISSN Position Stand: safety and efficacy of creatine supplementation (Kreider et al., 2017); Antonio et al., Common questions and misconceptions about creatine supplementation, J Int Soc Sports Nutr (2021)
  {
    id: 'creatine-cycling',
    intent: 'nutrition',
    title: 'Do I need to cycle creatine or take breaks?',
    questions: [
      'do i need to cycle creatine',
      'should i take breaks from creatine',
      'is it ok to take creatine all year',
      'creatine in cycles or continuous',
      'do i need to come off creatine at some point',
      'does your body stop making creatine if you take it long term',
    ],
    keywords: [
      'cycle creatine',
      'cycling creatine',
      'creatine break',
      'creatine cycle',
      'creatine long term',
      'creatine all year',
    ],
    answer:
      'No, there is no need to cycle creatine: take 3-5 g of creatine monohydrate every day, year-round. Daily use for up to 5 years showed no loss of effect and is safe for healthy people, and your own production returns to normal within weeks of stopping. A break only lets your muscle stores drain over about 4-6 weeks. Loading (about 20 g a day for 5-7 days) is optional: it only fills your muscles faster than the 3-4 weeks that 3-5 g a day takes.',
    why: 'Creatine works by keeping muscle stores full, not by a drug-like effect your body gets used to, so continuous use keeps working and breaks only empty the stores.',
    suggestions: ['Should I take creatine?', 'Is caffeine good before training?'],
  },
];
