// Public API of the progress domain functions (import from '@repwise/domain/progress').
export * from './progress-types';
export * from './calculate-goal-progress';
export * from './summarize-metric-trend';
export * from './count-goal-statuses';
export * from './calculate-measurement-frequency';
export * from './select-period-start';
export * from './find-longest-streak';
export * from './earn-achievements';
export * from './summarize-measurements';
