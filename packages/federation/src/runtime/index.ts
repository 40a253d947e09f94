export * from './federation-runtime';
export * from './incompatible-remote-error';
export * from './load-federated-module';
export * from './provided-shared-versions';
export * from './remote-manifest';
