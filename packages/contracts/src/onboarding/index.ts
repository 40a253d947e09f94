// Public API of the onboarding contracts (import from '@repwise/contracts/onboarding'). The schemas
// are also in the root entry, which the remotes already use; the endpoint values are only here.
export * from './onboarding-options';
export * from './onboarding-answers';
export * from './onboarding-completion.schema';
export * from './onboarding-progress.schema';
export * from './onboarding-status.schema';
export * from './recommendations.schema';
export * from './onboarding.endpoints';
export * from './onboarding.readings';
