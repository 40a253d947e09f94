// Public API of the workouts domain functions (import from '@repwise/domain/workouts').
export * from './workout-vocabulary';
export * from './workout-engine-types';
export * from './seeded-random';
export * from './recommend-progression';
export * from './advance-progression';
export * from './map-onboarding-to-requirements';
export * from './resolve-training-restrictions';
export * from './build-training-outline';
export * from './choose-training-split';
export * from './prescribe-exercise-dose';
export * from './build-routines';
export * from './build-week-plan';
export * from './summarize-workout-stats';
export * from './compose-session';
export * from './refused-words';
export * from './position-limits';
export * from './requirements-position-limits';
