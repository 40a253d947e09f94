import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { findClosedUrl } from '@repwise/server-kit/testing';
import { UnrecoverableError } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInternalCaller } from '../src/jobs/post-internal';

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
// Reads a request, then drops its connection without an answer (a copy dying mid-request).
const dropping = createServer((request) => {
  request.resume();
  request.on('end', () => request.socket.destroy());
});
let baseUrl = '';
let droppingUrl = '';
/** A copy that is gone: its port was listened on, then closed. */
let closedUrl = '';

async function listen(target: ReturnType<typeof createServer>): Promise<string> {
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(target.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  baseUrl = await listen(server);
  droppingUrl = await listen(dropping);
  closedUrl = await findClosedUrl();
});
afterAll(async () => {
  for (const target of [server, dropping]) {
    target.closeAllConnections();
    await new Promise((resolve) => target.close(resolve));
  }
});

const callInternal = (
  target: { baseUrl: string; internalToken: string; timeoutMs?: number },
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
) => createInternalCaller(target)(method, path, body);

describe('createInternalCaller', () => {
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

  it('posts to the next copy when the first is gone, and when the first dropped the post (stores are keyed)', async () => {
    const fromGone = createInternalCaller({
      baseUrl: `${closedUrl},${baseUrl}`,
      internalToken: token,
    });
    await expect(fromGone('POST', '/internal/z', { n: 1 })).resolves.toMatchObject({
      path: '/internal/z',
      body: { n: 1 },
    });
    const fromDropped = createInternalCaller({
      baseUrl: [droppingUrl, baseUrl],
      internalToken: token,
    });
    await expect(fromDropped('POST', '/internal/w', { n: 2 })).resolves.toMatchObject({
      path: '/internal/w',
    });
  });

  it('fails with a retryable error when every copy is gone', async () => {
    const failure = createInternalCaller({ baseUrl: [closedUrl, closedUrl], internalToken: token })(
      'POST',
      '/internal/x',
      {},
    );
    await expect(failure).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    await expect(failure).rejects.not.toBeInstanceOf(UnrecoverableError);
  });
});
