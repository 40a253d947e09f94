import Router from '@koa/router';
import { defineEndpoint } from '@repwise/contracts/endpoints';
import Koa from 'koa';
import { koaBody } from 'koa-body';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorMiddleware } from '../errors/error-middleware';
import { createLogger } from '../logging/create-logger';
import { assertRoutesAreEndpoints, mountEndpoint } from './mount-endpoint';

const renameThing = defineEndpoint({
  service: 'workouts',
  access: 'user',
  method: 'PATCH',
  path: '/things/:thingId/week/:week',
  summary: 'Renames a thing.',
  params: z.object({ thingId: z.string(), week: z.coerce.number().int().min(1).max(4) }),
  query: z.object({ dryRun: z.enum(['yes', 'no']).default('no') }),
  body: z.object({ name: z.string().min(1) }),
  answer: z.object({ data: z.unknown() }),
});
const listThings = defineEndpoint({
  service: 'workouts',
  access: 'public',
  method: 'GET',
  path: '/things',
  summary: 'Lists things.',
  answer: z.object({ data: z.unknown() }),
});

let server: ReturnType<Koa['listen']>;
let url: string;
const calls: string[] = [];

beforeAll(async () => {
  const app = new Koa();
  const router = new Router({ prefix: '/things' });
  mountEndpoint(router, listThings, [], (ctx, input) => {
    ctx.body = { data: input };
  });
  mountEndpoint(
    router,
    renameThing,
    [
      async (_, next) => {
        calls.push('middleware');
        await next();
      },
    ],
    (ctx, { params, query, body }) => {
      ctx.body = { data: { week: params.week, thingId: params.thingId, query, name: body.name } };
    },
  );
  app.use(errorMiddleware(createLogger('test', 'silent')));
  app.use(koaBody());
  app.use(router.routes());
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const patch = (path: string, body: unknown) =>
  fetch(`${url}${path}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('mountEndpoint', () => {
  it("hands the handler the params, query and body its endpoint's schemas parsed", async () => {
    const response = await patch('/things/t1/week/2?dryRun=yes', { name: 'x', extra: 1 });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      data: { week: 2, thingId: 't1', query: { dryRun: 'yes' }, name: 'x' },
    });
    expect(calls).toContain('middleware');
  });

  it('answers 400 VALIDATION_ERROR for a bad path parameter, query or body', async () => {
    for (const [path, body, field] of [
      ['/things/t1/week/9', { name: 'x' }, 'week'],
      ['/things/t1/week/1?dryRun=maybe', { name: 'x' }, 'dryRun'],
      ['/things/t1/week/1', { name: '' }, 'name'],
    ] as const) {
      const response = await patch(path, body);
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { error: { code: string; details: unknown[] } };
      expect(answer.error.code).toBe('VALIDATION_ERROR');
      expect(answer.error.details).toContainEqual(expect.objectContaining({ field }));
    }
  });

  it("mounts an endpoint at its router prefix's own path", async () => {
    const response = await fetch(`${url}/things`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { params: {} } });
  });

  it("refuses an endpoint outside the router's prefix", () => {
    const router = new Router({ prefix: '/other' });
    expect(() => mountEndpoint(router, listThings, [], () => undefined)).toThrow(/outside/);
  });
});

describe('assertRoutesAreEndpoints', () => {
  it('accepts routes mounted from endpoint values and middleware', () => {
    const router = new Router({ prefix: '/things' });
    router.use(async (_, next) => next());
    mountEndpoint(router, listThings, [], () => undefined);
    expect(() => assertRoutesAreEndpoints(router)).not.toThrow();
  });

  it('refuses a route that no endpoint value defines', () => {
    const router = new Router();
    mountEndpoint(router, listThings, [], () => undefined);
    router.get('/things/secret', () => undefined);
    expect(() => assertRoutesAreEndpoints(router)).toThrow(
      'HEAD/GET /things/secret is not mounted from an endpoint value',
    );
  });
});
