import Router from '@koa/router';
import { chatFeedbackRequestSchema, chatRequestSchema } from '@repwise/contracts/coach';
import { currentUser, parseInput, requireAuth } from '@repwise/server-kit';
import type { CoachDeps } from '../coach-deps';
import { getConversation, listConversations } from '../use-cases/list-conversations';
import { rateMessage } from '../use-cases/rate-message';
import { replyToChat } from '../use-cases/reply-to-chat';

function bearerToken(header: string): string {
  return /^Bearer (.+)$/.exec(header)?.[1] ?? '';
}

/** The /ai routes, all for the signed-in user only: validate → use case → answer. */
export function createCoachRouter(deps: CoachDeps): Router {
  const router = new Router({ prefix: '/ai' });
  const auth = requireAuth(deps.jwt);

  router.post('/chat', auth, async (ctx) => {
    const input = parseInput(chatRequestSchema, ctx.request.body);
    const caller = {
      userId: currentUser(ctx.state).id,
      token: bearerToken(ctx.get('authorization')),
    };
    ctx.body = await replyToChat(deps, caller, input);
  });

  router.post('/chat/messages/:messageId/feedback', auth, async (ctx) => {
    const { rating } = parseInput(chatFeedbackRequestSchema, ctx.request.body);
    const message = await rateMessage(
      deps,
      currentUser(ctx.state).id,
      ctx.params.messageId ?? '',
      rating,
    );
    ctx.body = { success: true, data: { message } };
  });

  router.get('/conversations', auth, async (ctx) => {
    ctx.body = {
      success: true,
      data: { conversations: await listConversations(deps, currentUser(ctx.state).id) },
    };
  });

  router.get('/conversations/:conversationId', auth, async (ctx) => {
    const messages = await getConversation(
      deps,
      currentUser(ctx.state).id,
      ctx.params.conversationId ?? '',
    );
    ctx.body = { success: true, data: { messages } };
  });

  return router;
}
