import type { CoachIntent } from '../coach-types';

/** A piece of coaching knowledge for one intent, found by the words a user asks it with. */
export interface CoachingTopic {
  id: string;
  intent: CoachIntent;
  keywords: string[];
  text: string;
  /** Answered when no topic of the intent matches the message. */
  isDefault?: boolean;
}

/** Nutrition, recovery, training and safety basics, written for RepWise. */
export const coachingTopics: readonly CoachingTopic[] = [
  {
    id: 'protein',
    intent: 'nutrition',
    keywords: ['protein', 'whey', 'meat', 'shake'],
    text: 'Protein: aim for 1.6-2.2 g per kg of body weight a day, spread over 3-5 meals of about 20-40 g each (meat, fish, eggs, dairy, tofu, legumes or a shake).',
  },
  {
    id: 'calories-loss',
    intent: 'nutrition',
    keywords: ['lose', 'losing', 'fat loss', 'cut', 'cutting', 'deficit', 'weight loss', 'lean'],
    text: 'Fat loss: eat in a moderate deficit of about 300-500 kcal a day below maintenance, aiming to lose roughly 0.5-1% of body weight per week while keeping protein high and lifting to hold on to muscle.',
  },
  {
    id: 'calories-gain',
    intent: 'nutrition',
    keywords: ['bulk', 'bulking', 'gain', 'surplus', 'build muscle', 'mass'],
    text: 'Muscle gain: eat a small surplus of about 200-300 kcal a day above maintenance and aim to gain about 0.25-0.5% of body weight per week; a bigger surplus mostly adds fat.',
  },
  {
    id: 'carbs',
    intent: 'nutrition',
    keywords: ['carb', 'carbs', 'carbohydrate', 'carbohydrates', 'rice', 'pasta', 'bread', 'sugar'],
    text: 'Carbohydrates fuel hard training: build meals around whole grains, potatoes, fruit and vegetables, and put a good share of them around your workouts.',
  },
  {
    id: 'fats',
    intent: 'nutrition',
    keywords: ['fat', 'fats', 'oil', 'omega', 'avocado', 'nuts'],
    text: 'Fats: keep them at roughly 20-35% of calories from olive oil, nuts, seeds, avocado and oily fish; they support hormones and absorbing vitamins.',
  },
  {
    id: 'pre-post',
    intent: 'nutrition',
    keywords: [
      'before',
      'after',
      'pre-workout',
      'post-workout',
      'preworkout',
      'postworkout',
      'pre workout',
      'post workout',
    ],
    text: 'Around training: eat a meal with carbs and protein 1-3 hours before, and have 20-40 g of protein with some carbs within a few hours after.',
  },
  {
    id: 'hydration',
    intent: 'nutrition',
    keywords: ['water', 'hydration', 'hydrate', 'drink', 'thirsty', 'electrolytes'],
    text: 'Hydration: drink regularly through the day (about 30-35 ml per kg of body weight) plus roughly 500 ml for each hour of training; pale yellow urine is a good sign.',
  },
  {
    id: 'supplements',
    intent: 'nutrition',
    keywords: ['supplement', 'supplements', 'creatine', 'vitamin', 'vitamins', 'caffeine'],
    text: 'Supplements: food comes first; the best-supported extras are creatine monohydrate (3-5 g a day), vitamin D if you lack sun, and caffeine before training. Check with your doctor if you take medication.',
  },
  {
    id: 'meals',
    intent: 'nutrition',
    keywords: [
      'meal',
      'meals',
      'eat',
      'eating',
      'diet',
      'food',
      'nutrition',
      'breakfast',
      'lunch',
      'dinner',
      'snack',
    ],
    isDefault: true,
    text: 'Balanced plate: fill half with vegetables or fruit, a quarter with lean protein and a quarter with whole-grain carbs, plus a thumb of healthy fat, and eat mostly minimally processed food.',
  },

  {
    id: 'sleep',
    intent: 'recovery',
    keywords: ['sleep', 'sleeping', 'tired', 'fatigue', 'fatigued', 'exhausted', 'insomnia'],
    text: 'Sleep: aim for 7-9 hours a night on a regular schedule; it is when muscle repair and most recovery happen, and short sleep lowers strength and raises injury risk.',
  },
  {
    id: 'soreness',
    intent: 'recovery',
    keywords: ['sore', 'soreness', 'doms', 'stiff', 'aching', 'ache'],
    text: 'Muscle soreness (DOMS) usually peaks 24-72 hours after training and fades on its own; light movement, walking and easy mobility work help more than total rest.',
  },
  {
    id: 'rest-days',
    intent: 'recovery',
    keywords: [
      'rest',
      'rest day',
      'rest days',
      'day off',
      'overtraining',
      'recover',
      'recovery',
      'every day',
      'break',
    ],
    isDefault: true,
    text: 'Rest days: give each muscle group about 48 hours before training it hard again, and take at least 1-2 full rest or easy days a week.',
  },
  {
    id: 'deload',
    intent: 'recovery',
    keywords: ['deload', 'plateau', 'stalled', 'burnout', 'burned out'],
    text: 'Deload: every 4-8 weeks, or when progress stalls and you feel run down, train one week at about half your usual volume to let fatigue clear.',
  },
  {
    id: 'mobility',
    intent: 'recovery',
    keywords: [
      'stretch',
      'stretching',
      'mobility',
      'foam',
      'roller',
      'flexibility',
      'warm up',
      'warm-up',
      'cool down',
    ],
    text: 'Mobility: warm up with 5-10 minutes of light cardio and dynamic moves before training, and keep static stretching and foam rolling for after the session or rest days.',
  },

  {
    id: 'overload',
    intent: 'workout-plan',
    keywords: ['progress', 'progression', 'heavier', 'increase', 'overload', 'stronger', 'plateau'],
    text: 'Progressive overload: when you complete every set at the top of the rep range with good form, add about 2.5-5% weight or one or two reps next session.',
  },
  {
    id: 'structure',
    intent: 'workout-plan',
    keywords: [
      'plan',
      'program',
      'programme',
      'routine',
      'split',
      'schedule',
      'week',
      'weekly',
      'days',
    ],
    isDefault: true,
    text: 'Structure: 3-4 sessions a week works well; beginners do best with full-body sessions, and each session should pair a squat or lunge, a hinge, a push, a pull and some core work.',
  },
  {
    id: 'sets-reps',
    intent: 'workout-plan',
    keywords: ['sets', 'reps', 'repetitions', 'how many', 'volume'],
    text: 'Sets and reps: 2-4 sets of 8-12 reps with 60-90 seconds of rest builds muscle; 3-5 sets of 3-6 reps with 2-3 minutes of rest builds strength. Stop each set 1-3 reps before failure.',
  },
  {
    id: 'body-part',
    intent: 'workout-plan',
    keywords: [
      'bigger',
      'grow',
      'arms',
      'biceps',
      'triceps',
      'abs',
      'six pack',
      'six-pack',
      'chest',
      'legs',
      'glutes',
      'tone',
      'toned',
    ],
    text: 'Growing one area: train it about twice a week with 10-20 hard sets in total, 8-12 reps per set, on top of the big compound lifts; for visible abs, lowering body fat through diet matters more than extra crunches.',
  },
  {
    id: 'cardio',
    intent: 'workout-plan',
    keywords: ['cardio', 'running', 'run', 'hiit', 'conditioning', 'endurance', 'cycling'],
    text: 'Cardio: about 150 minutes a week of moderate cardio (or 75 of hard intervals) supports heart health and recovery; keep hard intervals away from heavy leg days.',
  },
];

/** The safety-first advice every pain, injury or medical question gets. */
export const safetyGuidance = {
  stop: 'Stop any exercise that causes sharp or worsening pain; do not train through it.',
  professional:
    'Please get it checked by a doctor or a physiotherapist before loading it again, especially if the pain lasted more than a few days.',
  emergency:
    'Seek urgent medical care straight away for chest pain, fainting, severe shortness of breath, numbness, or a joint that is swollen, deformed or cannot bear weight.',
  meanwhile:
    "Until then, train only movements that are completely pain-free and keep the painful area out of today's session.",
} as const;
