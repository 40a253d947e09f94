// Endpoint values' building blocks (import from '@repwise/contracts/endpoints').
export * from './define-endpoint';
export * from './call-endpoint';
export * from './upload-to-endpoint';
export * from './ignored-answer';
