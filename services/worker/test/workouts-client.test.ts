import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkoutsClient } from '../src/jobs/workouts-client';

let catalogueStatus = 500;
let catalogueGets = 0;
const server = createServer((request, response) => {
  if (request.url === '/internal/exercises') {
    catalogueGets += 1;
    response.writeHead(catalogueStatus, { 'content-type': 'application/json' });
    response.end(JSON.stringify(catalogueStatus === 200 ? { exercises: [] } : { error: {} }));
    return;
  }
  response
    .writeHead(200, { 'content-type': 'application/json' })
    .end(JSON.stringify({ url: request.url }));
});
let baseUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('createWorkoutsClient', () => {
  it('fetches the catalogue again after a failure, then keeps it', async () => {
    const client = createWorkoutsClient({ baseUrl, internalToken: 't'.repeat(40) });
    await expect(client.loadCatalogue()).rejects.toThrow('answered 500');
    catalogueStatus = 200;
    await client.loadCatalogue();
    await client.loadCatalogue();
    expect(catalogueGets).toBe(2);
  });
});
