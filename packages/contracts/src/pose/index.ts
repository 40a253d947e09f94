// Public API of the pose contracts (import from '@repwise/contracts/pose').
export * from './pose-landmarks.schema';
export * from './form-analysis.schema';
export * from './rep-fault.schema';
export * from './exercise-result.schema';
export * from './risk.schema';
export * from './milestone.schema';
export * from './adaptive-plan.schema';
export * from './pose-panels';
export * from './pose-api';
export * from './pose-progress-api';
export * from './pose.endpoints';
