export * from './password/password-patterns';
export * from './password/score-password-strength';
export * from './tours/tour-types';
export * from './tours/reduce-tour';
export * from './tours/is-tour-offered';
export * from './tours/validate-tour';
export * from './tours/find-current-tour-step';
