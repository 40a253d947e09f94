// Public API of the quiz domain functions (import from '@repwise/domain/quiz').
export * from './quiz-types';
export * from './personal-training-assessment';
export * from './find-quiz-answer-error';
export * from './list-quiz-questions';
export * from './validate-quiz-submission';
export * from './read-quiz-answers';
export * from './assess-risk-profile';
export * from './assess-fitness-readiness';
export * from './recommend-approach';
export * from './build-quiz-insights';
