export * from './render-remote-root';
