export * from './start-test-server';
