// Public API of the coach domain functions (import from '@repwise/domain/coach').
// The knowledge base is data: it stays behind this sub-path, out of the root domain index.
export * from './coach-types';
export * from './normalize-message';
export * from './find-exercise';
export * from './classify-intent';
export * from './select-topics';
export * from './describe-user-context';
export * from './describe-motivation';
export * from './render-in-style';
export * from './compose-coach-reply';
export * from './build-llm-messages';
export type { CoachAnswer, CoachAnswerInput } from './coach-answer';
export {
  exerciseTechniques,
  type ExerciseTechnique,
  type TechniqueCue,
} from './knowledge/exercise-technique';
export { coachingTopics, safetyGuidance, type CoachingTopic } from './knowledge/coaching-topics';
