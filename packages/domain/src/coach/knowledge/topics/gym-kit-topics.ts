import type { KnowledgeTopic } from './knowledge-topic';

/**
 * At the gym and with kit at home: choosing bands and kettlebells, the gym bag, etiquette, shoes
 * and grips, reading the plan's notation, busy gyms; and food questions of daily life.
 */
export const gymKitTopics: readonly KnowledgeTopic[] = [];
