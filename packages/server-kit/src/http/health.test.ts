import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthRoute, startDraining } from './health';
import { createAppServer } from './start-server';

describe('healthRoute', () => {
  let server: Server;
  let baseUrl: string;
  let isDatabaseUp = true;

  beforeAll(async () => {
    const app = new Koa();
    app.use(healthRoute('test', { database: () => isDatabaseUp }));
    app.use((ctx) => {
      ctx.body = { answered: true };
    });
    server = createAppServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = async (path: string) => {
    const response = await fetch(`${baseUrl}${path}`);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('answers ok while every check passes and degraded with the failing check', async () => {
    expect(await get('/health')).toEqual({
      status: 200,
      body: { status: 'ok', service: 'test', checks: { database: 'up' } },
    });
    isDatabaseUp = false;
    expect(await get('/health')).toEqual({
      status: 503,
      body: { status: 'degraded', service: 'test', checks: { database: 'down' } },
    });
    isDatabaseUp = true;
  });

  it('once draining, /health answers 503 draining while liveness and every other route still answer', async () => {
    startDraining();

    expect(await get('/health')).toEqual({
      status: 503,
      body: { status: 'draining', service: 'test' },
    });
    expect((await get('/health/live')).status).toBe(200);
    expect(await get('/anything')).toEqual({ status: 200, body: { answered: true } });
  });
});
