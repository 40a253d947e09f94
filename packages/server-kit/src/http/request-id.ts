import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';

/** Header that carries the request id between browser, gateway and services. */
export const requestIdHeader = 'x-request-id';

const acceptableRequestId = /^[\w.:-]{1,128}$/;

/** Returns the incoming request id when it is well-formed, else a new UUID. */
export function resolveRequestId(incoming: string | string[] | undefined): string {
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value && acceptableRequestId.test(value) ? value : randomUUID();
}

/** Sets `ctx.state.requestId` (kept from the caller or new), echoes it back and logs each request. */
export function requestContext(logger: Logger): Middleware {
  return async (ctx, next) => {
    const requestId = resolveRequestId(ctx.get(requestIdHeader) || undefined);
    ctx.state.requestId = requestId;
    ctx.set(requestIdHeader, requestId);
    const startedAt = performance.now();
    try {
      await next();
    } finally {
      // The request line is built only when it is written (production runs at warn).
      if (logger.isLevelEnabled('info'))
        logger.info(
          {
            requestId,
            method: ctx.method,
            path: ctx.path,
            status: ctx.status,
            durationMs: Math.round((performance.now() - startedAt) * 10) / 10,
          },
          'request',
        );
    }
  };
}
