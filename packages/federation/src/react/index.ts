export * from './create-remote-lifecycles';
export * from './render-standalone';
export * from './use-api-client';
