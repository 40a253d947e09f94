import type { CoachUserContext } from '../coach-types';
import { aliasPosition, createAliasFinder, escapeRegExp } from '../language/alias-finder';
import { countWords } from '../language/number-words';
import { foods, type FoodFact } from '../knowledge/foods';
import type { ToolAnswer } from './exercise-how-to';
import { requirementsOf } from './user-requirements';

/** A food a message names, with the alias it was named by. */
export interface FoodMention {
  food: FoodFact;
  alias: string;
}

const findFoodMentions = createAliasFinder(foods);

/** The food a (normalised) message names first, or null. */
export function findFood(text: string): FoodMention | null {
  return findFoods(text)[0] ?? null;
}

/** Every food a message names, in order (each once, by its longest alias, which hides the words it holds). */
export function findFoods(text: string): FoodMention[] {
  // "Water weight", "retaining water": fluid in the body, not the drink.
  const said = text.replace(
    /\bwater (weight|retention)\b|\b(retain\w*|holding|hold) (onto |on to )?water\b/g,
    ' ',
  );
  return findFoodMentions(said).map(({ item, alias }) => ({ food: item, alias }));
}

// Says the message asks about the food as food: eating it, its calories, or whether it is good.
const foodQuestion =
  /\b(eat\w*|ate|food|snack\w*|diet\w*|calori\w*|kcal|fattening|healthy|unhealthy|good|bad|ok|okay|fine|allowed|drink\w*|protein|carbs?|sugar|macros?|bulk\w*|cutting|weight|fat|fats|before|after|night|bed|how much|how many|every day|daily|better|worse|instead|safe|avoid|allowed|give (it|them|that) up|cut (it|them|that)? ?out|stop (eating|drinking)|can i (have|still have)|have to|problem\w*|harm\w*|hurt|ruin\w*|kill\w*|affect\w*|worth)\b/;

// What may come before a food that is the subject of the question, not an aside ("..., i eat
// lots of eggs"): a short opening ("is", "are bananas", "i love"), a verb of eating or avoiding,
// a quantity ("how many calories in a slice of"), or a portion ("a glass of red").
const subjectLeads = [
  /\b(can|could|should|do) i (still |really |even )?(eat|have|drink)\s+(a |an |some |more |less |\d+ )?$/,
  /\b(eat|eating|ate|drink|drinking|avoid|avoiding|give up|cut out|stop eating|stop drinking|quit|quitting|take|taking|try|trying|use|using|on|about|swears? by|swore by|recommends?|recommended|heard of)\s+(a |an |some |more |less |so much |\d+ )?$/,
  /\b(calori\w*|kcal|protein|carbs?|sugar|fat)\b.{0,12}\b(in|of)\s+(a |an |one |two |three |\d+ )?$/,
  /\b(a|an|the|one|two|\d+) (cans?|glass(es)?|slices?|bowls?|cups?|bars?|pieces?|pints?|bottles?|bags?|handfuls?|portions?|servings?|spoons?|spoonfuls?|tablespoons?|teaspoons?) of (\w+ )?$/,
];

/**
 * Whether a thing the message names (a food, a supplement) is what it asks about, rather than an
 * example or an aside.
 */
export function isNamedTheSubject(text: string, alias: string): boolean {
  const at = aliasPosition(text, alias);
  if (at < 0) return false;
  const before = text.slice(0, at);
  if (before.split(/\s+/).filter((word) => word.length > 0).length <= 3) return true;
  // Named after a question already asked ("how much protein do i need, i take magnesium"): an aside.
  const clauses = before.split(/[,.?!;]/);
  if (
    clauses.length > 1 &&
    /^\s*(how|what|which|when|why|should|can|could|is|are|do|does)\b/.test(clauses[0] ?? '')
  )
    return false;
  return subjectLeads.some((lead) => lead.test(before));
}

/** Whether a message asks about a food it names (rather than naming one in passing). */
export function asksAboutFood(text: string, mention: FoodMention | null): mention is FoodMention {
  return (
    mention !== null &&
    foodQuestion.test(text.replace(mention.alias, ' ')) &&
    isNamedTheSubject(text, mention.alias)
  );
}

function round(value: number, step: number): number {
  return Math.round(value / step) * step;
}

/** An amount of a food the message names ("3 eggs", "200g of chicken", "a pint of beer"). */
export interface FoodAmount {
  /** The words the message named it by. */
  label: string;
  grams: number;
}

// Household measures any food can be counted in (a food's own unit comes first).
const measureGrams: Readonly<Record<string, number>> = {
  tablespoon: 15,
  tbsp: 15,
  teaspoon: 5,
  tsp: 5,
};
const measureNames: Readonly<Record<string, string>> = { tbsp: 'tablespoon', tsp: 'teaspoon' };
const count = `(\\d+(?:\\.\\d+)?|half an?|half|a couple of|couple of|a couple|an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve)`;
const weightUnits: Readonly<Record<string, number>> = { g: 1, kg: 1000, ml: 1, l: 1000, oz: 28 };
const weightUnit = `(kg|kilos?|g|grams?|gr|gms?|ml|millilit(?:re|er)s?|l|lit(?:re|er)s?|oz|ounces?)`;

function gramsPerWeightUnit(unit: string): number {
  if (/^k/.test(unit)) return weightUnits.kg ?? 1000;
  if (/^(l|lit)/.test(unit)) return weightUnits.l ?? 1000;
  if (/^(oz|ounce)/.test(unit)) return weightUnits.oz ?? 28;
  return 1;
}

/**
 * The amount of `mention`'s food the message names: a weight ("200g chicken", "chicken 200 g",
 * "100 grams of oats"), or a count in the food's own unit or a spoon ("3 eggs", "two slices of
 * bread", "a pint of beer", "2 tbsp of peanut butter"); null when it names none.
 */
export function readFoodAmount(text: string, mention: FoodMention): FoodAmount | null {
  const alias = `${escapeRegExp(mention.alias)}(?:s|es)?`;
  const filler = `(?:(?:large|medium|small|big|whole|boiled|fried|scrambled|poached|cooked|raw|grilled|slices? of|pieces? of|of|plain|greek|full[- ]fat|low[- ]fat|skimmed|semi[- ]skimmed|white|brown|wholemeal|red|dark|milk|the|my)\\s+){0,3}`;
  const weighed =
    new RegExp(`\\b(\\d+(?:\\.\\d+)?)\\s?${weightUnit}\\s+${filler}${alias}\\b`).exec(text) ??
    new RegExp(`\\b${alias}\\s+(\\d+(?:\\.\\d+)?)\\s?${weightUnit}\\b`).exec(text);
  if (weighed) {
    const [label, amount, unit] = weighed;
    return { label, grams: Number(amount) * gramsPerWeightUnit(unit ?? 'g') };
  }
  const { unit } = mention.food;
  const units = [...(unit ? [unit.name] : []), ...Object.keys(measureGrams)];
  const unitWords = units.map((name) => `${escapeRegExp(name)}(?:s|es)?`).join('|');
  const counted = new RegExp(
    `\\b${count}\\s+(?:(?:large|medium|small|big|whole|full|level|heaped)\\s+)?(?:(${unitWords})\\s+(?:of\\s+)?)?${filler}${alias}\\b`,
  ).exec(text);
  if (!counted) return null;
  const [label, howMany, unitSaid] = counted;
  const number = countWords[howMany ?? ''] ?? Number(howMany);
  if (!Number.isFinite(number) || number <= 0) return null;
  const said = units.find((name) => [name, `${name}s`, `${name}es`].includes(unitSaid ?? ''));
  const unitGrams =
    said === undefined
      ? // "3 eggs": the food is counted in itself.
        unit && mention.alias.replace(/s$/, '') === unit.name
        ? unit.grams
        : null
      : unit && (measureNames[said] ?? said) === unit.name
        ? unit.grams
        : (measureGrams[said] ?? null);
  return unitGrams === null ? null : { label, grams: number * unitGrams };
}

// Asks how much of a nutrient or energy a food holds: "how many calories in", "protein in",
// "macros of", "how much sugar does ... have".
const amountQuestion =
  /\b(how (much|many) (calori\w*|cals?|kcals?|protein|carbs?|carbohydrates?|fat|sugar|macros?)|(calori\w*|cals?|kcals?|protein|macros?)\b.{0,20}\b(in|of|does|do|has|have)\b|how (many|much) (is|are|does|do|in)\b)/;

/** The numbers of an amount: "3 eggs (about 150 g): about 215 kcal and 19 g of protein." */
function amountLine(food: FoodFact, amount: FoodAmount): string {
  const kcal = round((food.kcalPer100 * amount.grams) / 100, 5);
  const protein = Math.round((food.proteinPer100 * amount.grams) / 100);
  const unit =
    food.kind === 'drink' ||
    food.kind === 'alcohol' ||
    /^(glass|pint|can|cup)$/.test(food.unit?.name ?? '')
      ? 'ml'
      : 'g';
  const weight = /\d\s?(g|grams?|gr|gms?|ml|kg|l|oz)\b/.test(amount.label)
    ? ''
    : ` (about ${Math.round(amount.grams)} ${unit})`;
  const proteinPart = protein >= 1 ? ` and ${protein} g of protein` : '';
  const each =
    food.unit && amount.grams > food.unit.grams && weight !== ''
      ? ` (one ${food.unit.name}: about ${round((food.kcalPer100 * food.unit.grams) / 100, 5)} kcal${food.proteinPer100 * food.unit.grams >= 100 ? ` and ${Math.round((food.proteinPer100 * food.unit.grams) / 100)} g of protein` : ''})`
      : '';
  return `${amount.label.charAt(0).toUpperCase()}${amount.label.slice(1)}${weight}: about ${kcal} kcal${proteinPart}${each}.`;
}

/** The portion line: what a typical portion holds ("Beer: a typical portion..." when named). */
function portionLine(food: FoodFact, named = false): string {
  const opening = named ? `${food.name}: a typical portion` : 'A typical portion';
  const kcal = round((food.kcalPer100 * food.portion.grams) / 100, 5);
  if (kcal === 0) return `${opening}, ${food.portion.label}, has next to no calories.`;
  const protein = Math.round((food.proteinPer100 * food.portion.grams) / 100);
  const unit = food.kind === 'drink' || food.kind === 'alcohol' ? 'ml' : 'g';
  const proteinPart = protein >= 1 ? ` and ${protein} g of protein` : '';
  return `${opening}, ${food.portion.label} (about ${food.portion.grams} ${unit}), has roughly ${kcal} kcal${proteinPart}.`;
}

/** What kind of food it is for the body: calorie density, protein, liquid or alcohol calories. */
function characterLine(food: FoodFact): string {
  const proteinShare = (food.proteinPer100 * 4) / Math.max(1, food.kcalPer100);
  if (food.kind === 'alcohol')
    return 'Alcohol adds calories that do not fill you up, lowers the drive to eat well and, in larger amounts, slows recovery and muscle building: keep it to a few drinks a week, never before training.';
  if (food.kind === 'drink')
    return food.kcalPer100 >= 20
      ? 'Calories you drink do not fill you up the way food does, so they add up unnoticed.'
      : /\b(coffee|tea|espresso|latte|cappuccino)\b/i.test(`${food.name} ${food.aliases.join(' ')}`)
        ? 'It fits any goal; what you add to it (milk, sugar, syrups) is what counts.'
        : 'It fits any goal.';
  if (food.kcalPer100 >= 350)
    return `It is calorie-dense, so the portion decides everything: measure it (a level spoon or a weighed serving) rather than eating it freely${proteinShare >= 0.25 ? '; it is a decent protein source too' : ''}.`;
  if (proteinShare >= 0.3)
    return 'It is an excellent protein source for few calories: it helps you keep muscle and stay full.';
  if (food.kcalPer100 <= 100)
    return 'It is low in calories for its volume and filling, so it is easy to fit into any goal.';
  if (food.kind === 'carb')
    return 'It is mostly carbohydrate, the fuel for hard training and for refilling your muscles after it: neither a problem nor a magic food, it fits in portions sized to your goal.';
  if (food.kind === 'fat')
    return 'It is mostly fat, which your body needs for hormones and vitamins, but it is calorie-dense, so measure the portion.';
  if (food.kind === 'treat')
    return 'It is a treat: fine now and then in a portion you plan, as long as most of your week is built on whole foods and enough protein.';
  return 'It is a middle-of-the-road food: neither a problem nor a magic one, it fits in sensible portions.';
}

const foodSuggestions = [
  'How much protein do I need a day?',
  'What should I eat after a workout?',
  'How do I eat in a calorie deficit?',
];

/** The goal a message names ("for weight loss", "bulking"), or null. */
function namedGoal(text: string): 'WEIGHT_LOSS' | 'MUSCLE_GAIN' | null {
  if (
    /\b(los\w*|lose|cut\w*|fat loss|fat[- ]?burn\w*|lean|shred\w*|deficit|diet\w*|slim\w*|fattening)\b/.test(
      text,
    )
  )
    return 'WEIGHT_LOSS';
  return /\b(bulk\w*|gain\w*|mass|muscle|surplus)\b/.test(text) ? 'MUSCLE_GAIN' : null;
}

/** How the food fits the user's goal (or the goal the message names). */
// Source: NHS, High blood pressure: prevention (alcohol); Diabetes UK, Alcohol and diabetes;
// NICE NG133, Hypertension in pregnancy (no alcohol is safe in pregnancy)
const alcoholWithCondition: Readonly<Record<string, string>> = {
  hypertension:
    'With high blood pressure, keep it moderate: at most one small drink a day, several alcohol-free days a week, and ask your GP whether it mixes with your blood pressure tablets, since regular drinking raises blood pressure.',
  diabetes:
    'With diabetes, have it with food and check your blood sugar: alcohol can cause a low for up to 24 hours afterwards, especially on insulin or sulfonylureas, so keep it moderate.',
  'heart-condition':
    'With a heart condition, keep it to small amounts, not daily, and check with your doctor or cardiac team what is safe with your medication.',
  pregnancy:
    'In pregnancy the safest choice is none at all: no amount of alcohol is known to be safe.',
};

// Source: UK Chief Medical Officers' Low Risk Drinking Guidelines (2016): no more than 14 units
// a week, spread over 3 or more days; a single heavy session raises the short-term risks.
/** Three drinks or more at once ("3 or 4 glasses on a saturday"): a heavy session, or null. */
function heavyDrinkingLine(food: FoodFact, amount: FoodAmount | null): string | null {
  if (food.kind !== 'alcohol' || amount === null) return null;
  const serving = food.unit?.grams ?? food.portion.grams;
  if (amount.grams < serving * 3) return null;
  return 'That many in one evening counts as heavy drinking: keep to 14 units a week at most (about 2 in a 175 ml glass of wine, 2-3 in a pint of beer), spread over 3 or more days with some alcohol-free ones, rather than saving them for one night.';
}

/** What the user's conditions mean for a drink of alcohol, or null. */
function conditionLine(food: FoodFact, context: CoachUserContext): string | null {
  if (food.kind !== 'alcohol') return null;
  const notes = (context.profile?.conditions ?? [])
    .map((condition) => alcoholWithCondition[condition])
    .filter((note): note is string => note !== undefined);
  return notes.length > 0 ? notes.join(' ') : null;
}

function goalLine(food: FoodFact, text: string, context: CoachUserContext): string {
  const goal = namedGoal(text) ?? requirementsOf(context).primaryGoal;
  const isDense = food.kcalPer100 >= 350 || food.kind === 'alcohol' || food.kind === 'treat';
  if (goal === 'WEIGHT_LOSS')
    return isDense
      ? 'For weight loss no single food makes or breaks it: your total calories over the week do. You can keep it in a planned portion that fits your deficit.'
      : 'For weight loss no single food makes or breaks it: your total calories over the week do, and filling foods like this make a deficit easier to keep.';
  if (goal === 'MUSCLE_GAIN')
    return isDense
      ? 'For muscle gain it is an easy way to add calories, as long as your meals are built around protein.'
      : 'For muscle gain, build each meal around 20-40 g of protein and add enough calories for a small surplus.';
  return 'What matters most is your overall diet: mostly whole foods, enough protein, plenty of fruit and vegetables, and treats in portions you plan.';
}

/** When to eat it, if the message asks about timing (before or after training, at night). */
function timingLine(food: FoodFact, text: string): string | null {
  if (
    /\b(before|pre)\b.{0,20}\b(workout|training|gym|run|lift|session|game|match)\b|\bpre-?workout\b/.test(
      text,
    )
  )
    return food.kind === 'carb' || food.kind === 'fruit-veg'
      ? 'Before training, eat it 1-3 hours ahead, or a small portion 30-60 minutes before, for energy without a heavy stomach.'
      : 'Before training, keep fatty or large portions 2-3 hours away: they digest slowly; easy carbohydrates sit better close to a session.';
  if (
    /\b(after|post)\b.{0,20}\b(workout|training|gym|run|lift|session|game|match)\b|\bpost-?workout\b/.test(
      text,
    )
  )
    return 'After training, a meal with 20-40 g of protein and some carbohydrate within a few hours is what counts; the exact food matters little.';
  if (
    food.kind !== 'alcohol' &&
    food.kind !== 'drink' &&
    /\b(night|bed|bedtime|late|evening|midnight)\b/.test(text)
  )
    return 'Eating late does not by itself make you gain fat: what you eat over the whole day matters; just leave 2-3 hours before bed if big meals disturb your sleep.';
  return null;
}

/** Two foods side by side ("rice or sweet potato for gains?"): per portion, then the goal. */
function compareFoods(
  pair: readonly [FoodFact, FoodFact],
  text: string,
  context: CoachUserContext,
): ToolAnswer {
  const describe = (food: FoodFact) => {
    const kcal = round((food.kcalPer100 * food.portion.grams) / 100, 5);
    const protein = Math.round((food.proteinPer100 * food.portion.grams) / 100);
    return `${food.name.toLowerCase()} (${food.portion.label}) about ${kcal} kcal and ${protein} g of protein`;
  };
  const [first, second] = pair;
  const richer = first.proteinPer100 >= second.proteinPer100 ? first : second;
  const lighter = first.kcalPer100 <= second.kcalPer100 ? first : second;
  return {
    lines: [
      `Both can work; the difference is smaller than it looks, so pick the one you enjoy and will keep eating. Per typical portion: ${describe(first)}; ${describe(second)}.`,
      `${richer.name} brings more protein and ${lighter.name.toLowerCase()} fewer calories per gram.`,
      goalLine(lighter, text, context),
    ],
    suggestions: foodSuggestions,
  };
}

/**
 * Answers a question about a food ("is peanut butter bad for weight loss?", "eggs every day ok?"):
 * what a typical portion holds, what kind of food it is, its one evidence-based point, the timing
 * asked about, and how it fits the user's goal.
 */
export function answerFoodQuestion(input: {
  mention: FoodMention;
  text: string;
  context: CoachUserContext;
}): ToolAnswer {
  // A follow-up naming another food ("and a pint of beer?" after wine) asks about that one.
  const named = findFoods(input.text);
  const switched = !named.some((mention) => mention.food.id === input.mention.food.id);
  const { food } = (switched ? named[0] : undefined) ?? input.mention;
  const others = named.filter((mention) => mention.food.id !== food.id);
  if (others[0] && /\b(or|vs|versus|better|worse|instead|than)\b/.test(input.text)) {
    return compareFoods([food, others[0].food], input.text, input.context);
  }
  // The direct answer first: the numbers asked for, the timing asked about, or the point people
  // ask this food about.
  const mention = named.find((other) => other.food.id === food.id) ?? input.mention;
  const amount = readFoodAmount(input.text, mention);
  if (amount !== null || amountQuestion.test(input.text)) {
    const lines = [
      amount === null
        ? `${portionLine(food)} ${characterLine(food)}`
        : `${amountLine(food, amount)} ${characterLine(food)}`,
    ];
    const timing = timingLine(food, input.text);
    // Its point only where it is about what it holds (beer's calories, not eggs' cholesterol).
    const note =
      food.note && /\b(kcal|calori\w*|protein|sugar)\b/i.test(food.note) ? food.note : null;
    if (timing) lines.push(timing);
    else if (note) lines.push(note);
    for (const other of others) {
      const otherAmount = readFoodAmount(input.text, other);
      lines.push(
        [
          otherAmount === null
            ? portionLine(other.food, true)
            : amountLine(other.food, otherAmount),
          other.food.note,
        ]
          .join(' ')
          .trim(),
      );
    }
    const heavy = heavyDrinkingLine(food, amount);
    if (heavy) lines.push(heavy);
    const condition = conditionLine(food, input.context);
    if (condition) lines.push(condition);
    lines.push(goalLine(food, input.text, input.context));
    return { lines, suggestions: foodSuggestions };
  }
  const timing = timingLine(food, input.text);
  const lines = [conditionLine(food, input.context), timing, food.note ?? null].filter(
    (line): line is string => line !== null,
  );
  // "Is peanut butter good for bulking?": the verdict for the goal asked about comes first.
  const goalAsked = namedGoal(input.text) !== null;
  const goalFirst = lines.length === 0 && goalAsked;
  if (goalFirst) lines.push(goalLine(food, input.text, input.context));
  if (lines.length === 0) lines.push(`${food.name} can fit a healthy diet.`);
  lines.push(`${portionLine(food)} ${characterLine(food)}`);
  // "Calories in a glass of wine and a pint of beer?": every food asked about gets its numbers.
  if (/\b(calori\w*|kcal|how much|how many|protein)\b/.test(input.text)) {
    for (const other of others)
      lines.push([portionLine(other.food, true), other.food.note].join(' ').trim());
  }
  if (!goalFirst) lines.push(goalLine(food, input.text, input.context));
  return { lines, suggestions: foodSuggestions };
}
