import Router from '@koa/router';
import { coachEndpoints } from '@repwise/contracts/coach';
import { currentUser, mountEndpoint, requireAuth } from '@repwise/server-kit';
import type { CoachDeps } from '../coach-deps';
import { getConversation, listConversations } from '../use-cases/list-conversations';
import { rateMessage } from '../use-cases/rate-message';
import { replyToChat } from '../use-cases/reply-to-chat';

function bearerToken(header: string): string {
  return /^Bearer (.+)$/.exec(header)?.[1] ?? '';
}

/** The /ai routes, all for the signed-in user only, mounted from their endpoint values. */
export function createCoachRouter(deps: CoachDeps): Router {
  const router = new Router({ prefix: '/ai' });
  const auth = [requireAuth(deps.jwt)];

  mountEndpoint(router, coachEndpoints.chat, auth, async (ctx, { body }) => {
    const caller = {
      userId: currentUser(ctx.state).id,
      token: bearerToken(ctx.get('authorization')),
    };
    ctx.body = await replyToChat(deps, caller, body);
  });

  mountEndpoint(router, coachEndpoints.rateMessage, auth, async (ctx, { params, body }) => {
    const userId = currentUser(ctx.state).id;
    const message = await rateMessage(deps, userId, params.messageId, body.rating);
    ctx.body = { success: true, data: { message } };
  });

  mountEndpoint(router, coachEndpoints.listConversations, auth, async (ctx) => {
    ctx.body = {
      success: true,
      data: { conversations: await listConversations(deps, currentUser(ctx.state).id) },
    };
  });

  mountEndpoint(router, coachEndpoints.getConversation, auth, async (ctx, { params }) => {
    const userId = currentUser(ctx.state).id;
    const messages = await getConversation(deps, userId, params.conversationId);
    ctx.body = { success: true, data: { messages } };
  });

  return router;
}
