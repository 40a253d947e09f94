import type { Middleware } from 'koa';

/** Hardening headers for API answers: no sniffing, no framing, no referrer, HTTPS only. */
export function securityHeaders(): Middleware {
  return async (ctx, next) => {
    ctx.set({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'no-referrer',
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
      'Cross-Origin-Resource-Policy': 'same-site',
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    });
    await next();
    // The API answers per-user data: never cached unless a service says otherwise (photos do).
    if (!ctx.response.get('Cache-Control')) ctx.set('Cache-Control', 'no-store');
    ctx.remove('X-Powered-By');
  };
}
