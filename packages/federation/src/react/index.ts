export * from './create-remote-lifecycles';
export * from './render-standalone';
