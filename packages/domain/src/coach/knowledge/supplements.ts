/**
 * Supplements people ask about that the knowledge topics do not cover one by one (creatine, whey,
 * caffeine, BCAAs, vitamin D, fat burners, collagen and pre-workouts have topics of their own).
 * Sources: IOC consensus statement on dietary supplements and the high-performance athlete (2018),
 * ISSN exercise & sports nutrition review (2018), NIH Office of Dietary Supplements fact sheets.
 */
export interface SupplementFact {
  id: string;
  name: string;
  /** Words a message names it by (plurals are matched too). */
  aliases: readonly string[];
  evidence: 'good' | 'some' | 'weak' | 'none';
  /** What it does, or does not do, in one sentence. */
  verdict: string;
  /** How people who take it take it; null when there is no point taking it. */
  dose: string | null;
  /** Who should be careful, or what to check. */
  caution: string;
  /** Where food gives the same. */
  food?: string;
}

export const supplements: readonly SupplementFact[] = [
  {
    // Source: Kondo et al., Vinegar intake reduces body weight, body fat mass, and serum triglyceride levels in obese Japanese subjects, Biosci Biotechnol Biochem (2009); Launholt et al., Safety and side effects of apple vinegar intake, Eur J Nutr (2020)
    id: 'apple-cider-vinegar',
    name: 'Apple cider vinegar',
    aliases: ['apple cider vinegar', 'acv', 'cider vinegar', 'vinegar'],
    evidence: 'weak',
    verdict:
      'Apple cider vinegar has only a small effect on weight: the best study found about 1-2 kg over 12 weeks, and it does not burn fat by itself; your calorie balance does.',
    dose: 'If you like it, 1-2 tablespoons a day diluted in a large glass of water, with a meal.',
    caution:
      'Undiluted it can burn the throat and wear tooth enamel; check with your doctor if you take diabetes medication or diuretics.',
  },
  {
    id: 'magnesium',
    name: 'Magnesium',
    aliases: ['magnesium', 'zma'],
    evidence: 'weak',
    verdict:
      'Magnesium only helps sleep, cramps or performance if you are low in it; in people with normal levels studies show little or no effect.',
    dose: '200-350 mg a day from supplements at most (glycinate or citrate are gentler on the gut).',
    caution:
      'Higher doses cause diarrhoea; check with your doctor if you have kidney disease or take antibiotics or blood-pressure medication.',
    food: 'Nuts, seeds, beans, whole grains and leafy greens cover it for most people.',
  },
  {
    id: 'omega-3',
    name: 'Fish oil (omega-3)',
    aliases: [
      'fish oil',
      'omega 3',
      'omega-3',
      'omega3',
      'cod liver oil',
      'krill oil',
      'algae oil',
    ],
    evidence: 'some',
    verdict:
      'Omega-3s support heart health if you rarely eat oily fish; effects on muscle, soreness and performance are small and inconsistent.',
    dose: 'About 250-500 mg of EPA and DHA a day for general health.',
    caution:
      'Check with your doctor if you take blood thinners; choose a product tested for purity.',
    food: 'Two portions of fish a week, one of them oily (salmon, sardines, mackerel), give the same.',
  },
  {
    id: 'ashwagandha',
    name: 'Ashwagandha',
    aliases: ['ashwagandha', 'ksm-66', 'adaptogen'],
    evidence: 'weak',
    verdict:
      'Small studies suggest ashwagandha may lower stress and slightly help strength gains, but the evidence is limited and products vary a lot.',
    dose: 'Studies used 300-600 mg of root extract a day for up to 8-12 weeks.',
    caution:
      'Avoid it when pregnant or with thyroid or autoimmune conditions, and stop if you notice liver problems; check with your doctor if you take medication.',
  },
  {
    id: 'beta-alanine',
    name: 'Beta-alanine',
    aliases: ['beta alanine', 'beta-alanine'],
    evidence: 'good',
    verdict:
      'Beta-alanine helps efforts of about 1-4 minutes (hard sets of many reps, rowing, 400-1500 m) by buffering acid in the muscle; it does little for heavy low-rep lifting.',
    dose: '3-6 g a day split into smaller doses for at least 4 weeks.',
    caution: 'The tingling it causes is harmless; splitting the dose reduces it.',
  },
  {
    id: 'citrulline',
    name: 'Citrulline and nitrates',
    aliases: [
      'citrulline',
      'l-citrulline',
      'arginine',
      'beetroot',
      'beet juice',
      'nitrate',
      'nitric oxide',
    ],
    evidence: 'some',
    verdict:
      'Dietary nitrate (beetroot juice) has good evidence for endurance; citrulline has small, mixed effects on high-rep performance, and arginine does not work.',
    dose: 'About 400-800 mg of nitrate (a 70-140 ml beetroot shot) 2-3 hours before exercise; 6-8 g of citrulline malate an hour before.',
    caution: 'Beetroot colours urine pink, which is harmless.',
  },
  {
    id: 'multivitamin',
    name: 'A multivitamin',
    aliases: ['multivitamin', 'multi vitamin', 'vitamins', 'vitamin c'],
    evidence: 'weak',
    verdict:
      'A multivitamin does not improve performance or health if you eat a varied diet; it can fill gaps if your diet is very restricted.',
    dose: 'One standard daily dose, no megadoses.',
    caution:
      'Vegans need vitamin B12 from a supplement or fortified food; large doses of vitamin C or E can blunt training adaptations.',
  },
  {
    // Source: NIH Office of Dietary Supplements, Vitamin B12 fact sheet; British Dietetic
    // Association, Plant-based diets food fact sheet
    id: 'vitamin-b12',
    name: 'Vitamin B12',
    aliases: ['vitamin b12', 'b12', 'b-12', 'b 12'],
    evidence: 'good',
    verdict:
      'Yes if you are vegan or eat few animal foods: B12 comes almost only from animal foods, so you need a supplement or fortified foods such as plant milks, cereals and nutritional yeast; a normal mixed diet already covers it.',
    dose: 'For vegans about 10-50 mcg a day, or 2,000 mcg once a week; people over 50 absorb less and may need it too.',
    caution:
      'Long-term metformin or acid-reflux tablets lower B12, and tiredness or pins and needles can be a sign of low B12: ask your GP for a blood test.',
    food: 'Meat, fish, eggs and dairy, or fortified plant foods.',
  },
  {
    id: 'iron',
    name: 'Iron',
    aliases: ['iron', 'ferritin', 'iron tablet'],
    evidence: 'some',
    verdict:
      'Iron restores energy and endurance only if you are low in it, which is common in women with heavy periods, endurance athletes, vegans and vegetarians.',
    dose: 'Only after a blood test shows you are low, at the dose your doctor gives.',
    caution:
      'Do not take it without a blood test: too much iron is harmful, and tiredness has many causes.',
    food: 'Red meat, beans, lentils, tofu and leafy greens, with vitamin C (fruit) to absorb more.',
  },
  {
    id: 'zinc',
    name: 'Zinc',
    aliases: ['zinc'],
    evidence: 'weak',
    verdict:
      'Zinc does not raise testosterone or strength unless you are deficient; it may shorten a cold slightly if taken at its start.',
    dose: 'No more than 25-40 mg a day from supplements.',
    caution: 'Long-term high doses cause copper deficiency.',
    food: 'Meat, shellfish, dairy, beans, nuts and seeds.',
  },
  {
    id: 'melatonin',
    name: 'Melatonin',
    aliases: ['melatonin', 'sleeping pill', 'sleep aid', 'sleep supplement'],
    evidence: 'some',
    verdict:
      'Melatonin helps shift your body clock (jet lag, night shifts) more than it fixes ordinary poor sleep, where a regular schedule, a dark cool room and less caffeine do more.',
    dose: '0.5-3 mg about an hour before your target bedtime, for short periods.',
    caution:
      'It is prescription-only in some countries; ask your doctor or pharmacist, especially if you take other medication.',
  },
  {
    id: 'glutamine',
    name: 'Glutamine',
    aliases: ['glutamine'],
    evidence: 'none',
    verdict:
      'Glutamine does not build muscle, speed recovery or reduce soreness in healthy people who eat enough protein.',
    dose: null,
    caution: 'It is safe, just not useful: spend the money on food.',
    food: 'Any protein-rich food already contains plenty.',
  },
  {
    id: 'carnitine',
    name: 'L-carnitine',
    aliases: ['carnitine', 'l-carnitine', 'cla', 'raspberry ketone', 'garcinia'],
    evidence: 'none',
    verdict:
      'L-carnitine, CLA and similar "fat metabolisers" do not cause meaningful fat loss in studies.',
    dose: null,
    caution: 'Your calorie balance, protein and training decide fat loss.',
  },
  {
    id: 'apple-cider-vinegar',
    name: 'Apple cider vinegar',
    aliases: ['apple cider vinegar', 'acv', 'vinegar'],
    evidence: 'weak',
    verdict:
      'Apple cider vinegar may blunt blood sugar after a meal a little, but its effect on weight is tiny (about 1 kg over 3 months in the best study).',
    dose: '1-2 tablespoons diluted in a large glass of water with a meal, if you like it.',
    caution:
      'Always dilute it and drink through a straw: it erodes tooth enamel and irritates the throat.',
  },
  {
    id: 'hmb',
    name: 'HMB',
    aliases: ['hmb'],
    evidence: 'weak',
    verdict:
      'HMB may help complete beginners and older adults keep muscle, but in trained people who eat enough protein it adds little.',
    dose: '3 g a day.',
    caution: 'It is safe; protein intake matters far more.',
  },
  {
    id: 'testosterone-boosters',
    name: 'Testosterone boosters',
    aliases: [
      'testosterone booster',
      'test booster',
      'tribulus',
      'tongkat ali',
      'fenugreek',
      'd-aspartic acid',
    ],
    evidence: 'none',
    verdict:
      'Herbal testosterone boosters do not raise testosterone enough to build muscle in healthy men.',
    dose: null,
    caution:
      'Some have been found to contain hidden drugs; if you think your testosterone is low, see a doctor for a blood test.',
  },
  {
    id: 'probiotics',
    name: 'Probiotics',
    aliases: ['probiotic', 'kefir', 'kombucha', 'gut health'],
    evidence: 'weak',
    verdict:
      'Probiotics may cut the number of colds and stomach upsets a little in hard-training people; other effects on performance are unproven.',
    dose: 'Follow the product; benefits are strain-specific.',
    caution: 'Check with your doctor if your immune system is weakened.',
    food: 'Yoghurt, kefir and fermented foods, with plenty of fibre to feed gut bacteria.',
  },
  {
    id: 'turmeric',
    name: 'Turmeric (curcumin)',
    aliases: ['turmeric', 'curcumin'],
    evidence: 'weak',
    verdict:
      'Curcumin may ease soreness and joint pain slightly, but it is poorly absorbed and studies are small.',
    dose: 'Studies used 500-1,000 mg of curcumin with piperine (black pepper extract) a day.',
    caution: 'Check with your doctor if you take blood thinners or have gallbladder problems.',
  },
  {
    id: 'casein',
    name: 'Casein',
    aliases: ['casein', 'casein protein'],
    evidence: 'good',
    verdict:
      'Casein is a slow-digesting milk protein: 30-40 g before bed supports overnight muscle building, though your total daily protein matters more.',
    dose: '30-40 g before bed, if it helps you reach your daily protein.',
    caution: 'Choose another protein if you are allergic to milk protein.',
    food: 'Cottage cheese, quark and Greek yoghurt are casein-rich foods.',
  },
  {
    id: 'plant-protein-powder',
    name: 'Plant protein powder',
    aliases: [
      'pea protein',
      'rice protein',
      'soy protein',
      'vegan protein powder',
      'plant protein',
    ],
    evidence: 'good',
    verdict:
      'Pea, soy or a pea and rice blend build muscle about as well as whey when the dose is matched: blends give a complete set of amino acids.',
    dose: 'A scoop of 25-40 g, a little more than you would take of whey.',
    caution: 'Pick a third-party tested product (heavy-metal testing matters for rice protein).',
  },
  {
    id: 'electrolyte-tablets',
    name: 'Salt tablets',
    aliases: ['salt tablet', 'salt pill', 'sodium tablet'],
    evidence: 'some',
    verdict:
      'Extra sodium helps in long, hot, sweaty sessions of more than about 2 hours; for ordinary gym sessions water and your meals are enough.',
    dose: 'About 300-600 mg of sodium per hour in long events, with fluid.',
    caution: 'Avoid them if you have high blood pressure unless your doctor agrees.',
  },
];
