import Router from '@koa/router';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logging/create-logger';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { errorMiddleware } from './error-middleware';

let server: TestServer;
beforeAll(async () => {
  const router = new Router();
  router.get('/things', (ctx) => {
    ctx.body = { things: [] };
  });
  const app = new Koa();
  app.use(errorMiddleware(createLogger('error-middleware-test', 'silent')));
  app.use(router.routes()).use(router.allowedMethods());
  server = await startTestServer(app);
});
afterAll(() => server.close());

describe('errorMiddleware', () => {
  it.each([
    ['GET', '/nowhere', 404],
    ['DELETE', '/things', 405],
    ['PROPFIND', '/things', 501],
  ])('answers %s %s with %i in the error format', async (method, path, status) => {
    const response = await fetch(`${server.url}${path}`, { method });
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      error: { code: 'RESOURCE_NOT_FOUND', message: expect.any(String), details: [] },
    });
  });

  it('leaves answers with a body alone', async () => {
    const response = await fetch(`${server.url}/things`);
    expect(await response.json()).toEqual({ things: [] });
  });
});
