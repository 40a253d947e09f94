import type { Context, Middleware } from 'koa';
import type { Registry } from 'prom-client';
import { z } from 'zod';
import { requireStaticToken } from '../auth/require-static-token';
import { AppError } from '../errors/app-error';

/** Path every process serves its metrics on (never below `/api`). */
export const metricsPath = '/metrics';

/** METRICS_TOKEN: optional bearer for `/metrics` (≥ 32 characters); empty means unset. */
export const metricsTokenSchema = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.string().min(32, 'must be at least 32 characters (generate one, never commit it)').optional(),
);

const forwardingHeaders = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

/** Whether an address is the host itself (IPv4 127/8, IPv6 ::1, or IPv4-mapped 127/8). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ipv4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ipv4);
}

/**
 * Whether a scrape comes straight from this host: a loopback peer and no proxy headers (a reverse
 * proxy on the same host would otherwise hand its public callers a loopback address). The socket's
 * address is used, never `ctx.ip`, which trusts X-Forwarded-For when `proxy` is on.
 */
export function isDirectLocalRequest(ctx: Context): boolean {
  return (
    isLoopbackAddress(ctx.req.socket.remoteAddress) &&
    forwardingHeaders.every((header) => ctx.get(header) === '')
  );
}

/**
 * Who may read `/metrics`: with a token, only `Authorization: Bearer <token>` (else 401
 * UNAUTHORIZED); without one, only direct requests from this host (else 403 FORBIDDEN), so a
 * deployment that forgot the token exposes nothing while `npm start` and tests need none.
 */
export function guardMetrics(token: string | undefined): Middleware {
  if (token) return requireStaticToken([token], 'A valid metrics token is required.');
  return async (ctx, next) => {
    if (!isDirectLocalRequest(ctx)) {
      throw new AppError(
        'FORBIDDEN',
        'Metrics are served to this host only until METRICS_TOKEN is set.',
      );
    }
    await next();
  };
}

/** GET /metrics: the registry in Prometheus text format, behind `guardMetrics(token)`. */
export function metricsRoute(registry: Registry, token: string | undefined): Middleware {
  const guard = guardMetrics(token);
  return async (ctx, next) => {
    if (ctx.path !== metricsPath || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    await guard(ctx, async () => {
      const body = await registry.metrics();
      ctx.status = 200;
      ctx.set('content-type', registry.contentType);
      ctx.set('cache-control', 'no-store');
      ctx.body = body;
    });
  };
}
