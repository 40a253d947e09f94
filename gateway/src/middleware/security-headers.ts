import type { Middleware } from 'koa';

/**
 * Hardening headers for API answers: no sniffing, no framing, no referrer, nothing loaded by an
 * answer, and in production HTTPS only (HSTS). Development and test run on plain http://127.0.0.1,
 * where HSTS would only be noise (and pin `localhost` to HTTPS in a developer's browser).
 */
export function securityHeaders(options: { isProduction: boolean }): Middleware {
  return async (ctx, next) => {
    ctx.set({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'no-referrer',
      'Cross-Origin-Resource-Policy': 'same-site',
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    });
    if (options.isProduction) {
      ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
    await next();
    // The API answers per-user data: never cached unless a service says otherwise (photos do).
    if (!ctx.response.get('Cache-Control')) ctx.set('Cache-Control', 'no-store');
    ctx.remove('X-Powered-By');
  };
}
