import type { TrainingGoal } from './workout-vocabulary';

/** Kinds of training day the engine builds. */
export type DayKind = 'full' | 'upper' | 'lower' | 'cardio' | 'mobility';

/** Training days of the week (1 = Monday) for 2–7 days, spread so rest days fall between. */
export const trainingDaysByCount: Record<number, readonly number[]> = {
  2: [1, 4],
  3: [1, 3, 5],
  4: [1, 2, 4, 5],
  5: [1, 2, 3, 5, 6],
  6: [1, 2, 3, 4, 5, 6],
  7: [1, 2, 3, 4, 5, 6, 7],
};

const splitCycles: Record<TrainingGoal, readonly DayKind[]> = {
  STRENGTH: ['upper', 'lower', 'upper', 'lower', 'full', 'mobility', 'cardio'],
  MUSCLE_GAIN: ['upper', 'lower', 'upper', 'lower', 'full', 'mobility', 'cardio'],
  WEIGHT_LOSS: ['full', 'cardio', 'full', 'cardio', 'full', 'mobility', 'cardio'],
  ENDURANCE: ['cardio', 'full', 'cardio', 'full', 'cardio', 'mobility', 'cardio'],
  FLEXIBILITY: ['mobility', 'full', 'mobility', 'full', 'mobility', 'cardio', 'mobility'],
  REHABILITATION: ['mobility', 'full', 'mobility', 'full', 'mobility', 'mobility', 'full'],
  MAINTENANCE: ['upper', 'lower', 'cardio', 'full', 'mobility', 'upper', 'lower'],
};

/** Goals whose 2–3 day weeks are all full-body sessions (one session must cover every muscle group). */
const fullBodyWhenFew: readonly TrainingGoal[] = ['STRENGTH', 'MUSCLE_GAIN', 'MAINTENANCE'];

/**
 * The week's training days: which week days (1 = Monday) and what kind of session each is, for a
 * goal and 2–7 days per week (out-of-range counts are clamped).
 */
export function chooseTrainingSplit(
  goal: TrainingGoal,
  daysPerWeek: number,
): { dayNumber: number; kind: DayKind }[] {
  const count = Math.min(7, Math.max(2, Math.round(daysPerWeek)));
  const days = trainingDaysByCount[count] ?? [1, 3, 5];
  const kinds: readonly DayKind[] =
    count <= 3 && fullBodyWhenFew.includes(goal)
      ? ['full', 'full', 'full']
      : count === 2 && goal === 'WEIGHT_LOSS'
        ? ['full', 'full']
        : splitCycles[goal];
  return days.map((dayNumber, index) => ({ dayNumber, kind: kinds[index] ?? 'full' }));
}

/** Movement slots a day fills in order, as far as the session's time allows. */
export const slotsByDayKind: Record<DayKind, readonly string[]> = {
  full: [
    'squat',
    'push',
    'hinge',
    'row',
    'lunge',
    'press',
    'core',
    'pulldown',
    'glute',
    'arms',
    'calf',
    'core',
  ],
  upper: ['push', 'row', 'press', 'pulldown', 'push', 'row', 'arms', 'arms', 'core', 'core'],
  lower: ['squat', 'hinge', 'lunge', 'glute', 'calf', 'core', 'squat', 'hinge', 'core'],
  cardio: ['cardio', 'conditioning', 'core', 'conditioning', 'cardio', 'core', 'conditioning'],
  mobility: [
    'mobility',
    'stretch',
    'balance',
    'mobility',
    'stretch',
    'core',
    'balance',
    'stretch',
    'mobility',
  ],
};

/**
 * Gentle conditioning and mobility slots: a circuit for a day or session whose own patterns found
 * almost nothing within the user's limits (seated, no equipment).
 */
export const circuitSlots: readonly string[] = [
  'conditioning',
  'cardio',
  'mobility',
  'stretch',
  'balance',
  'stretch',
];

/** Patterns to try, in order, when no suitable exercise has a slot's own pattern. */
export const fallbackPatterns: Record<string, readonly string[]> = {
  squat: ['lunge', 'glute'],
  lunge: ['squat', 'glute'],
  hinge: ['glute', 'squat'],
  glute: ['hinge', 'squat'],
  push: ['press', 'arms'],
  press: ['push', 'arms'],
  row: ['pulldown', 'arms'],
  pulldown: ['row', 'arms'],
  calf: ['balance'],
  conditioning: ['cardio'],
  cardio: ['conditioning'],
  mobility: ['stretch'],
  stretch: ['mobility'],
  balance: ['mobility'],
};

/** Names and types of each kind of day. */
export const dayKindLabels: Record<DayKind, { name: string; type: string }> = {
  full: { name: 'Full Body', type: 'strength' },
  upper: { name: 'Upper Body', type: 'strength' },
  lower: { name: 'Lower Body', type: 'strength' },
  cardio: { name: 'Cardio Conditioning', type: 'cardio' },
  mobility: { name: 'Mobility & Core', type: 'flexibility' },
};
