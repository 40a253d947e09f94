import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { UnrecoverableError } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callInternal } from '../src/jobs/post-internal';

const token = 'i'.repeat(40);
// Answers /slow never, everything else with its method, path, token and body echoed back.
const server = createServer((request, response) => {
  if (request.url === '/slow') return;
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        method: request.method,
        path: request.url,
        authorization: request.headers.authorization,
        body: chunks.length > 0 ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : null,
      }),
    );
  });
});
let baseUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('callInternal', () => {
  it('sends the JSON body with the internal token and answers the parsed reply, over one kept-alive connection', async () => {
    const target = { baseUrl, internalToken: token };
    const connections = new Set<unknown>();
    server.on('connection', (socket) => connections.add(socket));
    const first = await callInternal(target, 'POST', '/internal/x', { name: 'ünïcode' });
    const second = await callInternal(target, 'GET', '/internal/y');
    expect(first).toEqual({
      method: 'POST',
      path: '/internal/x',
      authorization: `Bearer ${token}`,
      body: { name: 'ünïcode' },
    });
    expect(second).toMatchObject({ method: 'GET', path: '/internal/y', body: null });
    expect(connections.size).toBeLessThanOrEqual(1);
  });

  it('gives up after timeoutMs with an error that lets BullMQ retry the job', async () => {
    const failure = callInternal({ baseUrl, internalToken: token, timeoutMs: 200 }, 'GET', '/slow');
    await expect(failure).rejects.toThrow();
    await expect(failure).rejects.not.toBeInstanceOf(UnrecoverableError);
  });

  it('fails with a retryable error when nothing listens', async () => {
    const failure = callInternal(
      { baseUrl: 'http://127.0.0.1:1', internalToken: token },
      'GET',
      '/internal/x',
    );
    await expect(failure).rejects.toThrow();
    await expect(failure).rejects.not.toBeInstanceOf(UnrecoverableError);
  });
});
