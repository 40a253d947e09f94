// Public API of the quiz contracts (import from '@repwise/contracts/quiz').
export * from './quiz.schema';
// The answer rules both ends apply (the screen records only answers the service would accept).
export {
  findQuizAnswerError,
  isQuizAnswerEmpty,
  quizRequiredMessage,
  quizScaleBounds,
} from '@repwise/domain/quiz';
export * from './quiz.endpoints';
