export * from './password/password-patterns';
export * from './password/score-password-strength';
