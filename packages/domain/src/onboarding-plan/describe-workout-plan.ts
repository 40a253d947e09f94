import type { WorkoutPlan } from './plan-types';
import { readCustomAnswer } from './read-custom-answer';

/** The answers a plan's name, description, type, duration and frequency come from. */
export interface WorkoutPlanAnswers {
  primaryGoal: string;
  fitnessLevel: string;
  preferredWorkoutTypes: readonly string[];
  workoutDuration: string;
  workoutFrequency: string;
  intensity: string;
}

const goals: Readonly<Record<string, { label: string; type: string; aim: string }>> = {
  'weight-loss': { label: 'Weight Loss', type: 'Fat Loss', aim: 'lose weight steadily' },
  'muscle-gain': { label: 'Muscle Building', type: 'Hypertrophy', aim: 'build muscle' },
  strength: { label: 'Strength', type: 'Strength', aim: 'get stronger' },
  endurance: { label: 'Endurance', type: 'Endurance', aim: 'build stamina' },
  flexibility: { label: 'Flexibility', type: 'Mobility', aim: 'move more freely' },
  'general-fitness': { label: 'General Fitness', type: 'Full Body', aim: 'get fitter overall' },
  rehabilitation: { label: 'Recovery', type: 'Rehabilitation', aim: 'recover safely' },
  'sport-specific': {
    label: 'Sport Performance',
    type: 'Sport Performance',
    aim: 'perform better in your sport',
  },
};

const levels: Readonly<Record<string, string>> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

const workoutTypes: Readonly<Record<string, string>> = {
  strength: 'strength training',
  cardio: 'cardio',
  yoga: 'yoga',
  pilates: 'pilates',
  sports: 'sports',
  dance: 'dance',
  'martial-arts': 'martial arts',
  outdoor: 'outdoor training',
};

const durations: Readonly<Record<string, string>> = {
  '15-min': '15 min',
  '30-min': '30 min',
  '45-min': '45 min',
  '60-min': '60 min',
  '90-min+': '90+ min',
};

const frequencies: Readonly<Record<string, string>> = {
  '1-2-times': '1-2 times per week',
  '3-4-times': '3-4 times per week',
  '5-6-times': '5-6 times per week',
  daily: 'Daily',
};

/** Session length shown when the duration answer is custom. */
export const defaultSessionDuration = '45 min';
/** Weekly frequency shown when the frequency answer is custom. */
export const defaultSessionFrequency = '3-4 times per week';

/**
 * The plan's headline fields: name ("Beginner Weight Loss Plan"), a one-sentence description, its
 * type, session duration and weekly frequency. Custom answers keep the user's words in the
 * description and fall back to "Personal" and the defaults above for the headline fields.
 */
export function describeWorkoutPlan(
  answers: WorkoutPlanAnswers,
): Pick<WorkoutPlan, 'name' | 'description' | 'type' | 'duration' | 'frequency'> {
  const goal = goals[answers.primaryGoal];
  const customGoal = readCustomAnswer(answers.primaryGoal);
  const level = levels[answers.fitnessLevel] ?? 'Personal';
  const duration = durations[answers.workoutDuration] ?? defaultSessionDuration;
  const frequency = frequencies[answers.workoutFrequency] ?? defaultSessionFrequency;
  const types = answers.preferredWorkoutTypes.map(
    (type) => workoutTypes[type] ?? readCustomAnswer(type) ?? type,
  );
  const aim = goal?.aim ?? (customGoal ? `work towards your goal: ${customGoal}` : 'get fitter');
  const intensity =
    readCustomAnswer(answers.intensity) === null ? answers.intensity : 'your chosen';
  return {
    name: `${level} ${goal?.label ?? 'Personal Goal'} Plan`,
    description:
      `${duration} sessions, ${frequency.toLowerCase()}, of ${joinWords(types)} at ${intensity} ` +
      `intensity to help you ${aim}.`,
    type: goal?.type ?? 'Custom',
    duration,
    frequency,
  };
}

function joinWords(words: readonly string[]): string {
  if (words.length === 0) return 'mixed training';
  if (words.length === 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1) ?? ''}`;
}
