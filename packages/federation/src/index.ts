export * from './remote-registry';
export * from './shared-singletons.mjs';
