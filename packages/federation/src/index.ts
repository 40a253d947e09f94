export * from './remote-registry';
export * from './shared-singletons.mjs';
export * from './shared-compatibility.mjs';
