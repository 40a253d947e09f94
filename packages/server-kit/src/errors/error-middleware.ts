import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { httpStatusByCode } from './http-status';
import { translateError } from './translate-error';

/** Messages of the bodiless answers routers leave: no route, or a route without that method. */
const emptyAnswerMessages: Record<number, string> = {
  404: 'The requested resource could not be found.',
  405: 'This method is not allowed on the requested resource.',
  501: 'This method is not supported.',
};

/**
 * Names what a route does for its unexpected failures (spec: "Failed to save progress"): an error
 * the funnel cannot explain answers 500 with this message instead of the generic one. Known
 * errors (validation, not found, database down...) keep their own message.
 */
export function failureMessage(message: string): Middleware {
  return async (ctx, next) => {
    ctx.state.failureMessage = message;
    await next();
  };
}

/** The error funnel at the top of every Koa chain: answers `{error:{code,message,details}}` and logs 5xx. */
export function errorMiddleware(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      const emptyAnswerMessage = emptyAnswerMessages[ctx.status];
      // A router's allowedMethods() answers 405/501 with only an Allow header: give it the error body too.
      if (emptyAnswerMessage && ctx.body === undefined) {
        // Koa's default 404 is not explicit: a body alone would turn it into a 200.
        ctx.status = Number(ctx.status);
        ctx.body = {
          error: { code: 'RESOURCE_NOT_FOUND', message: emptyAnswerMessage, details: [] },
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
      const routeMessage: unknown = ctx.state.failureMessage;
      const message =
        translated.isUnexpected && typeof routeMessage === 'string'
          ? routeMessage
          : translated.message;
      ctx.status = translated.status;
      ctx.set(translated.headers);
      ctx.body = {
        error: { code: translated.code, message, details: translated.details },
      };
    }
  };
}
