import { Agent, get, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterEach, describe, expect, it } from 'vitest';
import { closeServerGracefully, createAppServer, drainServer } from './start-server';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function startSlowApp(): Promise<Server> {
  const app = new Koa();
  app.use(async (ctx) => {
    await sleep(ctx.path === '/slow' ? 300 : 0);
    ctx.body = 'ok';
  });
  const server = createAppServer(app);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function request(server: Server, agent: Agent, path: string): Promise<IncomingMessage> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response));
    }).on('error', reject);
  });
}

describe('closeServerGracefully', () => {
  const agents: Agent[] = [];
  afterEach(() => agents.forEach((agent) => agent.destroy()));

  it('lets the requests in flight finish with Connection: close, then closes although the client keeps its connections', async () => {
    const server = await startSlowApp();
    const agent = new Agent({ keepAlive: true, maxSockets: 2 });
    agents.push(agent);
    await Promise.all([request(server, agent, '/'), request(server, agent, '/')]);
    const slow = request(server, agent, '/slow');
    await sleep(50);
    const closed = closeServerGracefully(server);

    const response = await slow;

    expect(response.statusCode).toBe(200);
    expect(response.headers.connection).toBe('close');
    await expect(Promise.race([closed.then(() => 'closed'), sleep(2000)])).resolves.toBe('closed');
  });
});

describe('drainServer', () => {
  const agents: Agent[] = [];
  afterEach(() => agents.forEach((agent) => agent.destroy()));

  it('serves on, each answer ending its connection, and closes no idle connection itself', async () => {
    const server = await startSlowApp();
    const agent = new Agent({ keepAlive: true, maxSockets: 2 });
    agents.push(agent);
    await Promise.all([request(server, agent, '/'), request(server, agent, '/')]);
    const idleBefore = Object.values(agent.freeSockets).flat().length;

    drainServer(server);
    await sleep(50);
    const idleAfter = Object.values(agent.freeSockets).flat().length;
    const response = await request(server, agent, '/');

    expect(idleBefore).toBe(2);
    expect(idleAfter).toBe(2);
    expect(response.statusCode).toBe(200);
    expect(response.headers.connection).toBe('close');
    await closeServerGracefully(server);
  });
});
