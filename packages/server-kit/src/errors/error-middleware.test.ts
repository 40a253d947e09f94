import Router from '@koa/router';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logging/create-logger';
import { startTestServer, type TestServer } from '../testing/start-test-server';
import { AppError } from './app-error';
import { errorMiddleware, failureMessage } from './error-middleware';

let server: TestServer;
beforeAll(async () => {
  const router = new Router();
  router.get('/things', (ctx) => {
    ctx.body = { things: [] };
  });
  router.post('/broken', failureMessage('Failed to save progress'), () => {
    throw new Error('disk on fire');
  });
  router.post('/missing', failureMessage('Failed to save progress'), () => {
    throw new AppError('RESOURCE_NOT_FOUND', 'No such plan.');
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

  it("answers a route's unexpected failure with the route's own message", async () => {
    const response = await fetch(`${server.url}/broken`, { method: 'POST' });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      error: { code: 'INTERNAL_SERVER_ERROR', message: 'Failed to save progress', details: [] },
    });
  });

  it('keeps the message of a known error on such a route', async () => {
    const response = await fetch(`${server.url}/missing`, { method: 'POST' });
    expect(response.status).toBe(404);
    const body = (await response.json()) as { error: { message: string } };
    expect(body.error.message).toBe('No such plan.');
  });
});
