import type { Middleware } from 'koa';

/**
 * Hardening headers for API answers: no sniffing, no framing, no referrer, nothing loaded by an
 * answer, and in production HTTPS only (HSTS). Development and test run on plain http://127.0.0.1,
 * where HSTS would only be noise (and pin `localhost` to HTTPS in a developer's browser).
 */
export function securityHeaderFields(options: { isProduction: boolean }): [string, string][] {
  const fields: [string, string][] = [
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'no-referrer'],
    ['Cross-Origin-Resource-Policy', 'same-site'],
    ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  ];
  if (options.isProduction) {
    fields.push(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']);
  }
  return fields;
}

/** The API answers per-user data: never cached unless a service says otherwise (photos do). */
export const defaultCacheControl = 'no-store';

/** A header no answer keeps (the server's make is nobody's business). */
export const removedAnswerHeader = 'X-Powered-By';

/** Sets `securityHeaderFields` on every answer, `defaultCacheControl` when none is set, and removes `removedAnswerHeader`. */
export function securityHeaders(options: { isProduction: boolean }): Middleware {
  const fields = securityHeaderFields(options);
  return async (ctx, next) => {
    for (const [name, value] of fields) ctx.set(name, value);
    await next();
    if (!ctx.response.get('Cache-Control')) ctx.set('Cache-Control', defaultCacheControl);
    ctx.remove(removedAnswerHeader);
  };
}
