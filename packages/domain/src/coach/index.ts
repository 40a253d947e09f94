// Public API of the coach domain functions (import from '@repwise/domain/coach').
// The knowledge base is data: it stays behind this sub-path, out of the root domain index.
export * from './coach-types';
export * from './describe-user-context';
export * from './describe-motivation';
export * from './render-in-style';
export * from './compose-coach-reply';
export * from './build-llm-messages';
export type { CoachAnswerInput } from './coach-answer';
export { normalizeMessage, contentTerms } from './language/tokenize';
export { createExerciseMatcher, type CoachExercise } from './understand/exercise-matcher';
export { extractEntities, type MessageEntities } from './understand/extract-entities';
export type { CoachFrame, FollowUp } from './understand/understand-message';
export { forgetReadings } from './understand/understand-message';
export { searchKnowledge, findTopic, type KnowledgeMatch } from './knowledge/knowledge-index';
export { knowledgeTopics, type KnowledgeTopic, type TopicIntent } from './knowledge/topics';
export { describeExerciseHowTo, type ToolAnswer } from './tools/exercise-how-to';
export { describeExercisePain } from './tools/exercise-pain';
export { composeWorkoutAnswer, type CoachWorkoutCard } from './tools/compose-workout';
export { requirementsOf } from './tools/user-requirements';
export { answerFormFeedback } from './tools/form-feedback';
export { answerProgress, answerWorkoutPlan } from './tools/user-data';
export {
  exerciseTechniques,
  type ExerciseTechnique,
  type TechniqueCue,
} from './knowledge/exercise-technique';
