import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { httpStatusByCode } from './http-status';
import { translateError } from './translate-error';

/** The error funnel at the top of every Koa chain: answers `{error:{code,message,details}}` and logs 5xx. */
export function errorMiddleware(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) {
        ctx.status = 404;
        ctx.body = {
          error: {
            code: 'RESOURCE_NOT_FOUND',
            message: 'The requested resource could not be found.',
            details: [],
          },
        };
      }
    } catch (error) {
      const translated = translateError(error, (code) => httpStatusByCode[code]);
      if (translated.isUnexpected) {
        logger.error(
          { err: error, requestId: ctx.state.requestId, path: ctx.path },
          'unhandled error',
        );
      }
      ctx.status = translated.status;
      ctx.set(translated.headers);
      ctx.body = {
        error: { code: translated.code, message: translated.message, details: translated.details },
      };
    }
  };
}
