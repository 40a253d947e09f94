import type { KnowledgeTopic } from './knowledge-topic';

/**
 * Everyday questions between the big subjects: stretches for a stiff part, a bedtime routine,
 * feeling dizzy on standing, eating for blood pressure, choices between two common options.
 */
export const everydayTopics: readonly KnowledgeTopic[] = [];
