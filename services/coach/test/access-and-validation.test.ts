import { randomBytes } from 'node:crypto';
import { signTestAccessToken } from '@repwise/server-kit/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildChatRequest,
  buildUserId,
  call,
  startCoachTestApp,
  type CoachTestApp,
} from './coach-test-app';

let app: CoachTestApp;
beforeAll(async () => {
  app = await startCoachTestApp();
});
afterAll(() => app.close());

const routes = [
  ['POST', '/ai/chat', buildChatRequest()],
  ['POST', '/ai/chat/messages/0123456789abcdef01234567/feedback', { rating: 4 }],
  ['GET', '/ai/conversations', undefined],
  ['GET', '/ai/conversations/some-id', undefined],
] as const;

describe('coach access', () => {
  it.each(routes)(
    'answers %s %s without a token with 401 UNAUTHORIZED',
    async (method, path, body) => {
      const answer = await call(app.url, method, path, { body });
      expect(answer.status).toBe(401);
      expect(answer.body.error.code).toBe('UNAUTHORIZED');
    },
  );

  it.each(routes)(
    'answers %s %s with a foreign token with 401 TOKEN_INVALID',
    async (method, path, body) => {
      const token = signTestAccessToken(
        {
          secret: randomBytes(32).toString('hex'),
          issuer: app.config.JWT_ISSUER,
          audience: app.config.JWT_AUDIENCE,
        },
        buildUserId(),
      );
      const answer = await call(app.url, method, path, { body, token });
      expect(answer.status).toBe(401);
      expect(answer.body.error.code).toBe('TOKEN_INVALID');
    },
  );

  it('never shows, continues or rates one user’s conversation for another', async () => {
    const owner = app.signToken(buildUserId());
    const stranger = app.signToken(buildUserId());
    const reply = await call(app.url, 'POST', '/ai/chat', {
      token: owner,
      body: buildChatRequest(),
    });

    const read = await call(app.url, 'GET', `/ai/conversations/${reply.body.conversationId}`, {
      token: stranger,
    });
    expect(read.status).toBe(404);
    const rate = await call(app.url, 'POST', `/ai/chat/messages/${reply.body.messageId}/feedback`, {
      token: stranger,
      body: { rating: 1 },
    });
    expect(rate.status).toBe(404);
    const list = await call(app.url, 'GET', '/ai/conversations', { token: stranger });
    expect(list.body.data.conversations).toEqual([]);
    // Sending into the owner's conversation id stores under the stranger only.
    await call(app.url, 'POST', '/ai/chat', {
      token: stranger,
      body: buildChatRequest({ message: 'Hi', conversationId: reply.body.conversationId }),
    });
    const ownerView = await call(app.url, 'GET', `/ai/conversations/${reply.body.conversationId}`, {
      token: owner,
    });
    expect(ownerView.body.data.messages).toHaveLength(1);
    expect(ownerView.body.data.messages[0].feedback).toBeNull();
  });
});

describe('POST /ai/chat validation', () => {
  it.each([
    ['an empty message', { message: '' }, 'message'],
    ['a blank message', { message: '   \n ' }, 'message'],
    ['a missing message', { message: undefined }, 'message'],
    ['a message over 2000 characters', { message: 'a'.repeat(2001) }, 'message'],
    ['an unknown style', { communicationStyle: 'sarcastic' }, 'communicationStyle'],
    ['an unknown motivation approach', { motivationApproach: 'fear-based' }, 'motivationApproach'],
    [
      'five history messages',
      { conversationHistory: ['User: a', 'AI: b', 'User: c', 'AI: d', 'User: e'] },
      'conversationHistory',
    ],
    [
      'a history line without its prefix',
      { conversationHistory: ['hello'] },
      'conversationHistory.0',
    ],
    ['goals that are not a list', { userProfile: { goals: 'strength' } }, 'userProfile.goals'],
  ])('rejects %s with 400 VALIDATION_ERROR naming the field', async (_, overrides, field) => {
    const token = app.signToken(buildUserId());
    const answer = await call(app.url, 'POST', '/ai/chat', {
      token,
      body: buildChatRequest(overrides),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('VALIDATION_ERROR');
    expect(answer.body.error.details.map((detail: { field: string }) => detail.field)).toContain(
      field,
    );
  });

  it('rejects malformed JSON with 400, not 500', async () => {
    const token = app.signToken(buildUserId());
    const answer = await call(app.url, 'POST', '/ai/chat', { token, rawBody: '{"message":' });
    expect(answer.status).toBe(400);
  });

  it('accepts the spec’s body with the last 4 history lines and defaults the style', async () => {
    const token = app.signToken(buildUserId());
    const answer = await call(app.url, 'POST', '/ai/chat', {
      token,
      body: {
        message: 'How much protein do I need?',
        conversationHistory: [
          'User: hi',
          'AI: Hello!',
          'User: squat tips',
          'AI: Keep your chest up.',
        ],
        userProfile: {
          name: 'Ada',
          fitnessLevel: 'intermediate',
          goals: ['muscle_gain', 'strength'],
        },
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.intent).toBe('nutrition');
    expect(answer.body.message).toMatch(/, Ada(\.|;)/);
  });
});

describe('GET /ai/conversations/{id} on a long conversation', () => {
  it('answers its newest 200 messages, oldest first', async () => {
    const userId = buildUserId();
    const conversationId = 'long-conversation';
    const start = Date.now() - 1_000_000;
    await app.connection.collection('chat_messages').insertMany(
      Array.from({ length: 205 }, (_, index) => ({
        userId,
        conversationId,
        type: 'chat',
        input: `message ${index}`,
        output: 'answer',
        intent: 'training',
        suggestions: [],
        workout: null,
        engine: 'built-in',
        communicationStyle: 'supportive',
        timestamp: new Date(start + index * 1000),
        feedback: null,
      })),
    );
    const answer = await call(app.url, 'GET', `/ai/conversations/${conversationId}`, {
      token: app.signToken(userId),
    });
    expect(answer.status).toBe(200);
    const messages = answer.body.data.messages as { input: string }[];
    expect(messages).toHaveLength(200);
    expect(messages[0]?.input).toBe('message 5');
    expect(messages.at(-1)?.input).toBe('message 204');
  });
});
