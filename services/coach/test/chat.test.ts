import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildChatRequest,
  buildUserId,
  call,
  startCoachTestApp,
  type CoachTestApp,
} from './coach-test-app';
import { startFakeHttpServer, type FakeHttpServer } from './fake-http-server';
import { answerUpstream } from './upstream-fixtures';

let upstream: FakeHttpServer;
let app: CoachTestApp;
beforeAll(async () => {
  upstream = await startFakeHttpServer(answerUpstream);
  app = await startCoachTestApp({
    AUTH_SERVICE_URL: upstream.url,
    WORKOUTS_SERVICE_URL: upstream.url,
    PROGRESS_SERVICE_URL: upstream.url,
    ONBOARDING_SERVICE_URL: upstream.url,
  });
});
afterAll(async () => {
  await app.close();
  await upstream.close();
});

describe('POST /ai/chat', () => {
  it('reads the stored onboarding goal over the request’s placeholders, and tracked form from workouts', async () => {
    const token = app.signToken(buildUserId());
    const eating = await call(app.url, 'POST', '/ai/chat', {
      token,
      body: buildChatRequest({ message: 'how many calories should i eat' }),
    });
    expect(eating.body.intent).toBe('nutrition');
    expect(eating.body.message).not.toContain('surplus');
    const form = await call(app.url, 'POST', '/ai/chat', {
      token,
      body: buildChatRequest({ message: 'Analyze my form' }),
    });
    expect(form.body.intent).toBe('form-feedback');
    expect(form.body.message).toContain('squat 6.4/10 over 3 sessions and 36 reps (improving)');
    expect(form.body.message).toContain('keep your chest up at the bottom');
  });

  it('resolves a follow-up against the stored conversation', async () => {
    const token = app.signToken(buildUserId());
    const first = await call(app.url, 'POST', '/ai/chat', {
      token,
      body: buildChatRequest({ message: 'how much protein do i need' }),
    });
    const why = await call(app.url, 'POST', '/ai/chat', {
      token,
      body: buildChatRequest({ message: 'why?', conversationId: first.body.conversationId }),
    });
    expect(why.body.intent).toBe(first.body.intent);
    expect(why.body.message).toContain('So, in short:');
  });

  it('answers message and suggestions, personalised with the user’s data read with their token', async () => {
    const token = app.signToken(buildUserId());
    upstream.received.length = 0;
    const answer = await call(app.url, 'POST', '/ai/chat', {
      token,
      body: buildChatRequest({ message: "What's today's workout?" }),
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ intent: 'workout-plan', engine: 'built-in' });
    expect(answer.body.message).toMatch(/, Grace(\.|;)/);
    expect(answer.body.message).toContain(
      'Strength Foundations (3 days per week, 45 min sessions)',
    );
    expect(answer.body.message).toContain('Lower Body Power: Squats 3×15, Plank Hold 3×30 s');
    expect(answer.body.suggestions).toHaveLength(3);
    // The user's data is read with their token (the shared catalogue with whoever asked first).
    const ownReads = upstream.received.filter(
      (request) => !request.path.startsWith('/workouts/exercises'),
    );
    expect(ownReads.every((request) => request.authorization === `Bearer ${token}`)).toBe(true);
  });

  it('uses the onboarding plan’s nutrition targets and safety notes', async () => {
    const token = app.signToken(buildUserId());
    const nutrition = await call(app.url, 'POST', '/ai/chat', {
      token,
      body: buildChatRequest({ message: 'Nutrition advice' }),
    });
    expect(nutrition.body.message).toContain('1800 kcal: about 135 g protein');
    const pain = await call(app.url, 'POST', '/ai/chat', {
      token,
      body: buildChatRequest({
        message: 'my knee hurts when I squat',
        communicationStyle: 'humorous',
      }),
    });
    expect(pain.body.intent).toBe('injury');
    expect(pain.body.message).toContain('physiotherapist');
    expect(pain.body.message).toContain('You told us about your knee');
  });

  it('changes the answer with the communication style and motivation approach', async () => {
    const token = app.signToken(buildUserId());
    const ask = (overrides: Record<string, unknown>) =>
      call(app.url, 'POST', '/ai/chat', {
        token,
        body: buildChatRequest({ message: 'I need motivation', ...overrides }),
      });
    const direct = await ask({
      communicationStyle: 'direct',
      motivationApproach: 'achievement-based',
    });
    const analytical = await ask({
      communicationStyle: 'analytical',
      motivationApproach: 'progress-focused',
    });
    expect(direct.body.message).toMatch(/^• /);
    expect(direct.body.message).toContain('6 workouts in the last 30 days. Next milestone: 10.');
    expect(analytical.body.message).toMatch(/^1\. /);
    expect(analytical.body.message).toMatch(/\n2\. You have trained 1 time in the last 7 days/);
  });

  it('stores the exchange under the user and conversation, continuing it when the id comes back', async () => {
    const token = app.signToken(buildUserId());
    const first = await call(app.url, 'POST', '/ai/chat', { token, body: buildChatRequest() });
    const second = await call(app.url, 'POST', '/ai/chat', {
      token,
      body: buildChatRequest({ message: 'Thanks!', conversationId: first.body.conversationId }),
    });
    expect(second.body.conversationId).toBe(first.body.conversationId);
    const conversation = await call(
      app.url,
      'GET',
      `/ai/conversations/${first.body.conversationId}`,
      { token },
    );
    expect(conversation.status).toBe(200);
    expect(conversation.body.data.messages).toMatchObject([
      {
        id: first.body.messageId,
        type: 'chat',
        input: 'How deep should I squat?',
        output: first.body.message,
        feedback: null,
      },
      { id: second.body.messageId, input: 'Thanks!', context: { intent: 'greeting' } },
    ]);
    const list = await call(app.url, 'GET', '/ai/conversations', { token });
    expect(list.body.data.conversations).toEqual([
      expect.objectContaining({
        id: first.body.conversationId,
        title: 'How deep should I squat?',
        messageCount: 2,
      }),
    ]);
  });
});

describe('POST /ai/chat/messages/{id}/feedback', () => {
  it.each([1, 5])('stores a %i-star rating on the reply', async (rating) => {
    const token = app.signToken(buildUserId());
    const reply = await call(app.url, 'POST', '/ai/chat', { token, body: buildChatRequest() });
    const rated = await call(
      app.url,
      'POST',
      `/ai/chat/messages/${reply.body.messageId}/feedback`,
      {
        token,
        body: { rating },
      },
    );
    expect(rated.status).toBe(200);
    expect(rated.body.data.message).toMatchObject({ id: reply.body.messageId, feedback: rating });
  });

  it.each([0, 6, 2.5, '4', null])(
    'rejects the rating %s with 400 VALIDATION_ERROR',
    async (rating) => {
      const token = app.signToken(buildUserId());
      const reply = await call(app.url, 'POST', '/ai/chat', { token, body: buildChatRequest() });
      const rated = await call(
        app.url,
        'POST',
        `/ai/chat/messages/${reply.body.messageId}/feedback`,
        {
          token,
          body: { rating },
        },
      );
      expect(rated.status).toBe(400);
      expect(rated.body.error.code).toBe('VALIDATION_ERROR');
      expect(rated.body.error.details[0].field).toBe('rating');
    },
  );

  it('answers 404 for an id that is no message', async () => {
    const token = app.signToken(buildUserId());
    for (const id of ['not-an-id', '0123456789abcdef01234567']) {
      const rated = await call(app.url, 'POST', `/ai/chat/messages/${id}/feedback`, {
        token,
        body: { rating: 3 },
      });
      expect(rated.status).toBe(404);
      expect(rated.body.error.code).toBe('RESOURCE_NOT_FOUND');
    }
  });
});
