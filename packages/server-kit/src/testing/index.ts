export * from './start-test-server';
export * from './start-tcp-proxy';
export * from './read-metric-sample';
export * from './find-closed-url';
