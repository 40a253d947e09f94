export * from './errors/error-codes';
export * from './errors/error-body.schema';
export * from './errors/error-suggestions';
export * from './errors/describe-api-failure';
export * from './errors/format-error-banner';
export * from './auth/auth.schema';
export * from './validation/zod-issues-to-details';
