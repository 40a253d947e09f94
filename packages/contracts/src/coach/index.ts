// Public API of the coach contracts (import from '@repwise/contracts/coach').
export * from './coach-options';
export * from './chat.schema';
export * from './coach-workout.schema';
export * from './coach.endpoints';
