// Public API of the profile contracts (import from '@repwise/contracts/profile').
export * from './profile.schema';
export * from './profile.endpoints';
