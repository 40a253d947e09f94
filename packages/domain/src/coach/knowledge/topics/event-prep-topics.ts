import type { KnowledgeTopic } from './knowledge-topic';

/**
 * Getting ready for an event or a sport beside lifting: races and long walks, ski trips, match
 * days, fitness tests, fuelling for them (other sports are in sport-topics.ts).
 */
export const eventPrepTopics: readonly KnowledgeTopic[] = [];
