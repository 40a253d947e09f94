// Public API of the progress contracts (import from '@repwise/contracts/progress').
export * from './progress-messages';
export * from './measurement.schema';
export * from './goal.schema';
export * from './analytics.schema';
export * from './photo.schema';
export * from './detect-image-type';
export * from './responses.schema';
export { defaultAnalyticsPeriodDays } from '@repwise/domain/progress';
export * from './progress.endpoints';
