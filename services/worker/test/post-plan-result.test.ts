import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { UnrecoverableError } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPlanResult } from '../src/jobs/build-plan-result';
import { createPlanResultPoster } from '../src/jobs/post-plan-result';
import { buildPlanJob } from './plan-job-fixtures';

const token = 'i'.repeat(40);
let nextStatus = 200;
const received: { url?: string; authorization?: string; body: unknown }[] = [];
const server = createServer(async (request, response) => {
  received.push({
    url: request.url,
    authorization: request.headers.authorization,
    body: JSON.parse(await readBody(request)),
  });
  response.writeHead(nextStatus, { 'content-type': 'application/json' }).end('{}');
});
let url = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('createPlanResultPoster', () => {
  it('posts the result as JSON to /internal/plan-results with the internal token', async () => {
    const result = buildPlanResult(buildPlanJob());
    nextStatus = 200;
    await createPlanResultPoster({ onboardingUrl: url, internalToken: token })(result);
    expect(received.at(-1)).toEqual({
      url: '/internal/plan-results',
      authorization: `Bearer ${token}`,
      body: result,
    });
  });

  it.each([400, 401, 404])('fails for good when onboarding refuses with %i', async (status) => {
    nextStatus = status;
    const post = createPlanResultPoster({ onboardingUrl: url, internalToken: token });
    await expect(post(buildPlanResult(buildPlanJob()))).rejects.toBeInstanceOf(UnrecoverableError);
  });

  it.each([408, 429, 500, 503])('fails the attempt (to retry) on %i', async (status) => {
    nextStatus = status;
    const post = createPlanResultPoster({ onboardingUrl: url, internalToken: token });
    const failure = post(buildPlanResult(buildPlanJob()));
    await expect(failure).rejects.toThrow(`answered ${status}`);
    await expect(failure).rejects.not.toBeInstanceOf(UnrecoverableError);
  });
});

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}
