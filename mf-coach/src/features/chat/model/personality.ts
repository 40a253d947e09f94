import {
  communicationStyles,
  motivationApproaches,
  type CommunicationStyle,
  type MotivationApproach,
} from '@repwise/contracts/coach';

/** The coach's personality: how it talks and how it motivates. */
export interface CoachPersonality {
  communicationStyle: CommunicationStyle;
  motivationApproach: MotivationApproach;
}

/** The personality a new user starts with. */
export const defaultPersonality: CoachPersonality = {
  communicationStyle: 'supportive',
  motivationApproach: 'goal-oriented',
};

/** Label and one-line description of each communication style. */
export const styleOptions: Record<CommunicationStyle, { label: string; description: string }> = {
  supportive: { label: 'Supportive', description: 'Patient and reassuring, at your pace.' },
  direct: { label: 'Direct', description: 'Short, clear instructions. No fluff.' },
  analytical: { label: 'Analytical', description: 'Numbers, structure and the reasons why.' },
  humorous: { label: 'Humorous', description: 'Light-hearted, with a joke or two.' },
  encouraging: { label: 'Encouraging', description: 'Upbeat energy to keep you going.' },
};

/** Label and one-line description of each motivation approach. */
export const motivationOptions: Record<MotivationApproach, { label: string; description: string }> =
  {
    'goal-oriented': { label: 'Goal-oriented', description: 'Keeps your targets in view.' },
    'progress-focused': { label: 'Progress-focused', description: 'Celebrates beating last week.' },
    'achievement-based': { label: 'Achievement-based', description: 'Counts milestones and wins.' },
  };

/** The welcome message of each communication style (spec 02 §4: the chat starts with it). */
export const welcomeMessages: Record<CommunicationStyle, (name: string) => string> = {
  supportive: (name) =>
    `Hi ${name}! I'm your AI fitness coach, and I'm here to support you every step of the way. Whether it's a workout plan, your form, your progress or what to eat, we'll take it at your pace. What would you like to start with?`,
  direct: (name) =>
    `${name}, I'm your AI coach. Tell me what you need: a workout plan, form analysis, progress tracking or nutrition. Let's get to work.`,
  analytical: (name) =>
    `Hello ${name}. I'm your AI fitness coach. I can break down your training plan, form scores, progress trends and nutrition targets in detail. Which area should we analyse first?`,
  humorous: (name) =>
    `Hey ${name}! I'm your AI coach: available 24/7, never skips leg day, and I don't judge your snack choices (much). Workout plan, form check, progress or nutrition: what are we tackling?`,
  encouraging: (name) =>
    `Welcome, ${name}! I'm your AI fitness coach and I'm so excited to train with you! Every rep counts, and together we'll crush your goals. Where would you like to begin?`,
};

const motivationLines: Record<MotivationApproach, string> = {
  'goal-oriented': "I'll keep your goals front and centre.",
  'progress-focused': "I'll help you beat last week's you, one step at a time.",
  'achievement-based': "I'll count every milestone you hit along the way.",
};

/** The welcome message for a personality and the user's first name ("there" when unknown). */
export function buildWelcomeMessage(
  personality: CoachPersonality,
  firstName: string | null,
): string {
  const name = firstName?.trim() || 'there';
  return `${welcomeMessages[personality.communicationStyle](name)} ${motivationLines[personality.motivationApproach]}`;
}

/** Reads a stored personality, falling back to the default for anything unknown. */
export function parsePersonality(value: unknown): CoachPersonality {
  const style =
    typeof value === 'object' && value !== null ? Reflect.get(value, 'communicationStyle') : null;
  const motivation =
    typeof value === 'object' && value !== null ? Reflect.get(value, 'motivationApproach') : null;
  return {
    communicationStyle:
      communicationStyles.find((known) => known === style) ?? defaultPersonality.communicationStyle,
    motivationApproach:
      motivationApproaches.find((known) => known === motivation) ??
      defaultPersonality.motivationApproach,
  };
}
