import { z } from 'zod';

/** The coach's communication styles (spec 02 §3 "Chat"), the first being the default. */
export const communicationStyles = [
  'supportive',
  'direct',
  'analytical',
  'humorous',
  'encouraging',
] as const;

/** A communication style. */
export const communicationStyleSchema = z.enum(communicationStyles);

/** A communication style name. */
export type CommunicationStyle = z.infer<typeof communicationStyleSchema>;

/** The coach's motivation approaches (spec 02 §3 "Chat"), the first being the default. */
export const motivationApproaches = [
  'goal-oriented',
  'progress-focused',
  'achievement-based',
] as const;

/** A motivation approach. */
export const motivationApproachSchema = z.enum(motivationApproaches);

/** A motivation approach name. */
export type MotivationApproach = z.infer<typeof motivationApproachSchema>;

/** The suggestions of the welcome message (spec 02 §9), in order. */
export const welcomeSuggestions = [
  'Create a workout plan',
  'Analyze my form',
  'Track my progress',
  'Nutrition advice',
] as const;

/** Messages of the conversation the client sends along (spec 02 §9: the last 4). */
export const chatHistoryLimit = 4;

/** Most characters one chat message may carry. */
export const chatMessageMaxLength = 2000;
