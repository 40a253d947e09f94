export * from './contrast';
export * from './theme';
