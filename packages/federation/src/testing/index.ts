export * from './render-remote-root';
export * from './fake-api';
