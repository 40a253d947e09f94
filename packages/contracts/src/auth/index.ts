export * from './auth.schema';
export * from './auth.endpoints';
