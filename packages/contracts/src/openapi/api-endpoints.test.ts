import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildEndpointPath, readPathParamNames } from '../endpoints/define-endpoint';
import { apiEndpoints } from './api-endpoints';
import { buildOpenApiDocument } from './build-openapi-document';

const openApiFile = new URL('../../openapi.json', import.meta.url);

describe('the endpoint list', () => {
  it('holds each method and path once', () => {
    const keys = apiEndpoints.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
    expect(keys.length).toBeGreaterThan(80);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("names each path parameter in the endpoint's params schema", () => {
    for (const { area, name, endpoint } of apiEndpoints) {
      const shape =
        endpoint.params instanceof z.ZodObject ? Object.keys(endpoint.params.shape) : [];
      expect(shape.sort(), `${area}.${name}`).toEqual(readPathParamNames(endpoint.path).sort());
    }
  });

  it('keeps internal endpoints under /internal and nothing else there', () => {
    for (const { area, name, endpoint } of apiEndpoints) {
      expect(endpoint.path.startsWith('/internal/'), `${area}.${name}`).toBe(
        endpoint.access === 'internal',
      );
    }
  });

  it('describes what every JSON endpoint answers', () => {
    const missing = apiEndpoints.filter(
      ({ endpoint }) => endpoint.answerMediaType === 'application/json' && !endpoint.answer,
    );
    expect(missing.map(({ area, name }) => `${area}.${name}`)).toEqual([]);
  });

  it('builds a path with its parameters encoded and the defined query values', () => {
    const path = buildEndpointPath(
      { path: '/workouts/plans/:planId/week/:week' },
      { planId: 'a b', week: 2 },
      { tzOffset: -60, empty: '', gone: undefined },
    );
    expect(path).toBe('/workouts/plans/a%20b/week/2?tzOffset=-60');
    expect(() => buildEndpointPath({ path: '/ai/conversations/:conversationId' })).toThrow(
      /conversationId/,
    );
  });
});

describe('the OpenAPI document', () => {
  const document = JSON.parse(JSON.stringify(buildOpenApiDocument())) as ReturnType<
    typeof buildOpenApiDocument
  >;

  it('lists every endpoint as an operation with a unique operationId', () => {
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(operations).toHaveLength(apiEndpoints.length);
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('refers only to components it defines', () => {
    const text = JSON.stringify(document);
    const refs = [...text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]);
    const undefinedRefs = refs.filter(
      (id) => id === undefined || !(id in document.components.schemas),
    );
    expect(undefinedRefs).toEqual([]);
  });

  // The committed openapi.json is what remote teams read: it must be the generated one. Rewrite it
  // with `npm run openapi -w @repwise/contracts` after changing an endpoint.
  it('matches the committed openapi.json', () => {
    if (process.env.UPDATE_OPENAPI === '1') {
      writeFileSync(openApiFile, `${JSON.stringify(document, null, 2)}\n`);
    }
    const committed: unknown = JSON.parse(readFileSync(openApiFile, 'utf8'));
    expect(committed).toEqual(document);
  });
});
