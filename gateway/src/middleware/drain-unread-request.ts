import type { Middleware } from 'koa';

/**
 * Lets the rest of a request body drain after the answer when the body was not read to its end
 * (refused as too large while streaming, or answered before the upload finished). A connection
 * left holding unread bytes makes the client's next request on it hang; one whose request stream
 * is gone already cannot be drained, so it is closed after the answer instead.
 */
export function drainUnreadRequests(): Middleware {
  return async (ctx, next) => {
    await next();
    const { req } = ctx;
    if (req.complete) return;
    if (req.destroyed) ctx.set('Connection', 'close');
    else req.resume();
  };
}
