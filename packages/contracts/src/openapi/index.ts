// Node-side view of the whole API (import from '@repwise/contracts/openapi'): every endpoint value
// and the OpenAPI document generated from them. Front ends import their area's entry instead.
export * from './api-endpoints';
export * from './build-openapi-document';
