import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { requestStartOf } from './request-start';

/** Header that carries the request id between browser, gateway and services. */
export const requestIdHeader = 'x-request-id';

const acceptableRequestId = /^[\w.:-]{1,128}$/;

/** Returns the incoming request id when it is well-formed, else a new UUID. */
export function resolveRequestId(incoming: string | string[] | undefined): string {
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value && acceptableRequestId.test(value) ? value : randomUUID();
}

/** What the request line says about one answered request. */
export interface RequestLine {
  requestId: string;
  method: string;
  path: string;
  status: number;
  /** When the request began (`performance.now()` ms). */
  startedAtMs: number;
}

/** Logs the request line at info; it is built only when it is written (production runs at warn). */
export function logRequest(logger: Logger, line: RequestLine): void {
  if (!logger.isLevelEnabled('info')) return;
  logger.info(
    {
      requestId: line.requestId,
      method: line.method,
      path: line.path,
      status: line.status,
      durationMs: Math.round((performance.now() - line.startedAtMs) * 10) / 10,
    },
    'request',
  );
}

/** Sets `ctx.state.requestId` (kept from the caller or new), echoes it back and logs each request. */
export function requestContext(logger: Logger): Middleware {
  return async (ctx, next) => {
    const requestId = resolveRequestId(ctx.get(requestIdHeader) || undefined);
    ctx.state.requestId = requestId;
    ctx.set(requestIdHeader, requestId);
    const startedAtMs = requestStartOf(ctx.req);
    try {
      await next();
    } finally {
      logRequest(logger, {
        requestId,
        method: ctx.method,
        path: ctx.path,
        status: ctx.status,
        startedAtMs,
      });
    }
  };
}
