import { healthTopics } from './health-topics';
import { injuryTopics } from './injury-topics';
import type { KnowledgeTopic } from './knowledge-topic';
import { motivationTopics } from './motivation-topics';
import { nutritionTopics } from './nutrition-topics';
import { recoveryTopics } from './recovery-topics';
import { trainingTopics } from './training-topics';

export type { KnowledgeTopic, TopicIntent } from './knowledge-topic';
export {
  healthTopics,
  injuryTopics,
  motivationTopics,
  nutritionTopics,
  recoveryTopics,
  trainingTopics,
};

/** The coach's whole knowledge base: every topic of every intent. */
export const knowledgeTopics: readonly KnowledgeTopic[] = [
  ...trainingTopics,
  ...nutritionTopics,
  ...recoveryTopics,
  ...healthTopics,
  ...injuryTopics,
  ...motivationTopics,
];
