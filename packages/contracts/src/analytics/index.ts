// Public API of the analytics contracts (import from '@repwise/contracts/analytics').
export * from './analytics.schema';
export * from './report-custom-metric';
export * from './analytics.endpoints';
