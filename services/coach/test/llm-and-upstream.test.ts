import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  buildChatRequest,
  buildUserId,
  call,
  startCoachTestApp,
  type CoachTestApp,
} from './coach-test-app';
import { startFakeHttpServer, type FakeHttpServer } from './fake-http-server';
import { answerUpstream } from './upstream-fixtures';

let provider: FakeHttpServer;
let upstream: FakeHttpServer;
let app: CoachTestApp;
const completion = (content: string) => ({
  choices: [{ message: { role: 'assistant', content } }],
});

beforeAll(async () => {
  provider = await startFakeHttpServer(() => ({
    status: 200,
    body: completion('From the model.'),
  }));
  upstream = await startFakeHttpServer(answerUpstream);
  app = await startCoachTestApp({
    COACH_LLM_URL: `${provider.url}/v1/chat/completions`,
    COACH_LLM_API_KEY: 'test-key',
    COACH_LLM_TIMEOUT_MS: '500',
    ONBOARDING_SERVICE_URL: upstream.url,
  });
});
afterEach(() => {
  provider.received.length = 0;
  provider.answerWith(() => ({ status: 200, body: completion('From the model.') }));
});
afterAll(async () => {
  await app.close();
  await provider.close();
  await upstream.close();
});

describe('the optional LLM provider', () => {
  it('lets the model call the coach’s tools and keeps the workout it composed', async () => {
    let round = 0;
    provider.answerWith(() => {
      round += 1;
      if (round > 1) return { status: 200, body: completion('Here is a quick one.') };
      const call = {
        id: 'call-1',
        type: 'function',
        function: { name: 'user_data', arguments: JSON.stringify({ part: 'progress' }) },
      };
      return {
        status: 200,
        body: { choices: [{ message: { role: 'assistant', content: null, tool_calls: [call] } }] },
      };
    });
    const answer = await call(app.url, 'POST', '/ai/chat', {
      token: app.signToken(buildUserId()),
      body: buildChatRequest({ message: 'how am i doing?' }),
    });
    expect(answer.body).toMatchObject({ message: 'Here is a quick one.', engine: 'llm' });
    const second = provider.received[1]?.body as { messages: { role: string; content: string }[] };
    expect(second.messages.at(-1)).toMatchObject({ role: 'tool' });
  });

  it('writes the answer from the retrieved facts, the style and the history', async () => {
    const token = app.signToken(buildUserId());
    const answer = await call(app.url, 'POST', '/ai/chat', {
      token,
      body: buildChatRequest({
        message: 'Nutrition advice',
        communicationStyle: 'direct',
        conversationHistory: ['User: hi', 'AI: Hello!'],
      }),
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      message: 'From the model.',
      engine: 'llm',
      intent: 'nutrition',
    });
    const sent = provider.received[0];
    expect(sent?.authorization).toBe('Bearer test-key');
    const messages = (sent?.body as { messages: { role: string; content: string }[] }).messages;
    expect(messages[0]?.content).toContain('brief and to the point');
    expect(messages[0]?.content).toContain('1800 kcal');
    expect(messages.slice(1)).toEqual([
      { role: 'user', content: 'hi' },
      { role: 'assistant', content: 'Hello!' },
      { role: 'user', content: 'Nutrition advice' },
    ]);
  });

  it.each([
    ['answers 500', () => ({ status: 500, body: { error: 'down' } })],
    ['answers without choices', () => ({ status: 200, body: { choices: [] } })],
    [
      'is slower than its timeout',
      () => ({ status: 200, body: completion('late'), delayMs: 1500 }),
    ],
  ])('falls back to the built-in engine when the provider %s', async (_, answer) => {
    provider.answerWith(answer);
    const token = app.signToken(buildUserId());
    const reply = await call(app.url, 'POST', '/ai/chat', { token, body: buildChatRequest() });
    expect(reply.status).toBe(200);
    expect(reply.body.engine).toBe('built-in');
    expect(reply.body.engine).toBe('built-in');
  });

  it('sends the stored last 4 messages when the client continues a conversation by id', async () => {
    const token = app.signToken(buildUserId());
    const first = await call(app.url, 'POST', '/ai/chat', {
      token,
      body: buildChatRequest({ message: 'one' }),
    });
    const conversationId = first.body.conversationId;
    for (const message of ['two', 'three']) {
      await call(app.url, 'POST', '/ai/chat', {
        token,
        body: buildChatRequest({ message, conversationId }),
      });
    }
    provider.received.length = 0;
    await call(app.url, 'POST', '/ai/chat', {
      token,
      body: buildChatRequest({ message: 'four', conversationId }),
    });
    const messages = (
      provider.received[0]?.body as { messages: { role: string; content: string }[] }
    ).messages;
    expect(messages.slice(1).map((message) => message.content)).toEqual([
      'two',
      'From the model.',
      'three',
      'From the model.',
      'four',
    ]);
  });
});

describe('reading the user’s data', () => {
  it('answers without the parts whose service is missing, slow or failing', async () => {
    const slow = await startFakeHttpServer(() => ({ status: 200, body: {}, delayMs: 3000 }));
    const broken = await startFakeHttpServer(() => ({ status: 500, body: { error: 'boom' } }));
    const alone = await startCoachTestApp({
      WORKOUTS_SERVICE_URL: slow.url,
      PROGRESS_SERVICE_URL: broken.url,
      AUTH_SERVICE_URL: 'http://127.0.0.1:9',
      COACH_CONTEXT_TIMEOUT_MS: '200',
    });
    try {
      const started = Date.now();
      const reply = await call(alone.url, 'POST', '/ai/chat', {
        token: alone.signToken(buildUserId()),
        body: buildChatRequest({ message: 'Create a workout plan' }),
      });
      expect(reply.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(reply.body.message).toContain('You do not have an active plan yet');
      expect(reply.body.message).toMatch(/, Ada(\.|;)/);
    } finally {
      await alone.close();
      await slow.close();
      await broken.close();
    }
  });

  it('reads from the next copy of a service when the first is gone', async () => {
    const services = await startFakeHttpServer(answerUpstream);
    const copies = await startCoachTestApp({
      AUTH_SERVICE_URL: `http://127.0.0.1:9,${services.url}`,
      COACH_CONTEXT_CACHE_SECONDS: '0',
    });
    try {
      for (let message = 0; message < 2; message += 1) {
        const reply = await call(copies.url, 'POST', '/ai/chat', {
          token: copies.signToken(buildUserId()),
          body: buildChatRequest(),
        });
        expect(reply.body.message).toContain('Grace');
      }
      expect(services.received.filter((request) => request.path === '/auth/me')).toHaveLength(2);
    } finally {
      await copies.close();
      await services.close();
    }
  });

  it('reuses a user’s data for the cache period, per user', async () => {
    const services = await startFakeHttpServer(answerUpstream);
    const cached = await startCoachTestApp({
      AUTH_SERVICE_URL: services.url,
      COACH_CONTEXT_CACHE_SECONDS: '30',
    });
    try {
      const first = cached.signToken(buildUserId());
      for (const token of [first, first, cached.signToken(buildUserId())]) {
        const reply = await call(cached.url, 'POST', '/ai/chat', {
          token,
          body: buildChatRequest(),
        });
        expect(reply.body.message).toContain('Grace');
      }
      expect(services.received.filter((request) => request.path === '/auth/me')).toHaveLength(2);
    } finally {
      await cached.close();
      await services.close();
    }
  });
});
