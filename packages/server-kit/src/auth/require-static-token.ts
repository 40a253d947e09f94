import { createHash, timingSafeEqual } from 'node:crypto';
import type { Middleware } from 'koa';
import { AppError } from '../errors/app-error';

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * Lets a request through only with `Authorization: Bearer <one of tokens>` (service-to-service
 * calls with INTERNAL_API_TOKEN, operator routes); otherwise 401 UNAUTHORIZED with `message`.
 * Fixed-length digests compared in constant time leak neither the tokens nor their length.
 */
export function requireStaticToken(tokens: readonly string[], message: string): Middleware {
  const expected = tokens.map(digest);
  return async (ctx, next) => {
    const presented = digest(/^Bearer (.+)$/.exec(ctx.get('authorization'))?.[1] ?? '');
    if (!expected.some((token) => timingSafeEqual(token, presented))) {
      throw new AppError('UNAUTHORIZED', message);
    }
    await next();
  };
}
