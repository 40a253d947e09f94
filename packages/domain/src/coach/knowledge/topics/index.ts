import { appTopics } from './app-topics';
import { cardioTopics } from './cardio-topics';
import { comparisonTopics } from './comparison-topics';
import { conditionTopics } from './condition-topics';
import { eventPrepTopics } from './event-prep-topics';
import { everydayTopics } from './everyday-topics';
import { gymKitTopics } from './gym-kit-topics';
import { healthTopics } from './health-topics';
import { illnessTopics } from './illness-topics';
import { injuryTopics } from './injury-topics';
import type { KnowledgeTopic } from './knowledge-topic';
import { lifeStageTopics } from './life-stage-topics';
import { motivationTopics } from './motivation-topics';
import { mythAndHabitTopics } from './myth-and-habit-topics';
import { nutritionFoodTopics } from './nutrition-food-topics';
import { nutritionTopics } from './nutrition-topics';
import { populationTopics } from './population-topics';
import { recoveryTopics } from './recovery-topics';
import { sportTopics } from './sport-topics';
import { supplementTopics } from './supplement-topics';
import { trainingMethodsTopics } from './training-methods-topics';
import { trainingTopics } from './training-topics';
import { wellbeingTopics } from './wellbeing-topics';

export type { KnowledgeTopic, TopicIntent } from './knowledge-topic';
export { topicDetail } from './knowledge-topic';
export {
  appTopics,
  cardioTopics,
  comparisonTopics,
  conditionTopics,
  eventPrepTopics,
  everydayTopics,
  gymKitTopics,
  healthTopics,
  illnessTopics,
  injuryTopics,
  lifeStageTopics,
  motivationTopics,
  mythAndHabitTopics,
  nutritionFoodTopics,
  nutritionTopics,
  populationTopics,
  recoveryTopics,
  sportTopics,
  supplementTopics,
  trainingMethodsTopics,
  trainingTopics,
  wellbeingTopics,
};

/** The coach's whole knowledge base: every topic of every intent. */
/** The topics about stimulants, whose answers put a condition's caution first. */
export const stimulantTopicIds: ReadonlySet<string> = new Set([
  'caffeine',
  'pre-workout-supplements',
  'energy-drinks',
]);

export const knowledgeTopics: readonly KnowledgeTopic[] = [
  ...trainingTopics,
  ...cardioTopics,
  ...appTopics,
  ...trainingMethodsTopics,
  ...nutritionTopics,
  ...supplementTopics,
  ...nutritionFoodTopics,
  ...recoveryTopics,
  ...healthTopics,
  ...conditionTopics,
  ...lifeStageTopics,
  ...illnessTopics,
  ...populationTopics,
  ...sportTopics,
  ...eventPrepTopics,
  ...injuryTopics,
  ...motivationTopics,
  ...wellbeingTopics,
  ...everydayTopics,
  ...gymKitTopics,
  ...comparisonTopics,
  ...mythAndHabitTopics,
];
