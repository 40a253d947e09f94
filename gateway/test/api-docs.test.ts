import { createHash } from 'node:crypto';
import { buildOpenApiDocument } from '@repwise/contracts/openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceStyles } from '../src/docs/render-api-reference';
import { startGatewayTestApp, type GatewayTestApp } from './gateway-test-app';

let gateway: GatewayTestApp;

beforeAll(async () => {
  gateway = await startGatewayTestApp({ NODE_ENV: 'production' });
});
afterAll(async () => {
  await gateway.close();
});

describe('the API reference', () => {
  it('serves the OpenAPI document generated from the endpoint values, without a token', async () => {
    const response = await fetch(`${gateway.url}/api/docs/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
  });

  it('serves a page that loads nothing but its own hashed stylesheet', async () => {
    const response = await fetch(`${gateway.url}/api/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const hash = createHash('sha256').update(referenceStyles).digest('base64');
    expect(response.headers.get('content-security-policy')).toBe(
      `default-src 'none'; style-src 'sha256-${hash}'; frame-ancestors 'none'`,
    );
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('strict-transport-security')).toContain('max-age=');
    const html = await response.text();
    expect(html).not.toMatch(/<script|https?:\/\//);
    expect(html).toContain('<code>/workouts/pose/risk-profile</code>');
    expect(html).toContain(`<style>${referenceStyles}</style>`);
  });

  it('answers anything else below /api/docs as not found, with the API headers', async () => {
    const response = await fetch(`${gateway.url}/api/docs/other`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    const post = await fetch(`${gateway.url}/api/docs`, { method: 'POST' });
    expect(post.status).toBe(404);
  });
});
