import type { KnowledgeTopic } from './knowledge-topic';

/**
 * Life stages and the body's changes: the menstrual cycle, pregnancy and after birth, ageing and
 * metabolism, joint replacement, balance (other population topics are in population-topics.ts).
 */
export const lifeStageTopics: readonly KnowledgeTopic[] = [];
