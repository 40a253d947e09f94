import cors from '@koa/cors';
import {
  AppError,
  createHttpRequestMetrics,
  createJwtStrategy,
  createMetricsRegistry,
  errorMiddleware,
  guardMetrics,
  httpMetrics,
  metricsPath,
  metricsRoute,
  requestContext,
  toJwtSettings,
  type Logger,
} from '@repwise/server-kit';
import { IncomingMessage, ServerResponse } from 'node:http';
import type { Http2ServerRequest, Http2ServerResponse } from 'node:http2';
import type { Redis } from 'ioredis';
import Koa, { type Context, type Request } from 'koa';
import type { GatewayConfig } from './config';
import { SessionRevocations } from './auth/session-revocations';
import { apiDocsPath, createApiDocs, openApiDocumentPath } from './docs/api-docs';
import { VerifiedTokens } from './auth/verified-tokens';
import { aggregateHealth, createPublicHealth } from './health/aggregate-health';
import { createUpstreamMetrics, gatewayRouteLabel } from './metrics/gateway-metrics';
import { defaultLeaseOptions, LeasedLimiter } from './middleware/leased-limiter';
import { consumeOrThrow, createLimiter } from './middleware/rate-limits';
import { drainUnreadRequests } from './middleware/drain-unread-request';
import { readEmail, readSmallBody } from './middleware/read-small-body';
import { securityHeaderFields, securityHeaders } from './middleware/security-headers';
import { createAdmission, type Admission } from './proxy/admit-request';
import { DirectPath } from './proxy/direct-path';
import { answerWith, forwardRequest } from './proxy/forward-request';
import type { Upstreams } from './proxy/upstreams';

/** What the gateway app runs on: its config, a logger, Redis for rate limits and the services' copies. */
export interface GatewayDeps {
  config: GatewayConfig;
  logger: Logger;
  redis: Redis;
  upstreams: Upstreams;
}

const credentialRoutes = new Set(['/auth/login', '/auth/register']);

/** Verified access tokens kept (about 0.5 kB each), so a repeated token skips the signature check. */
const verifiedTokensKept = 20_000;

/** The operators' health report: every service and copy (behind METRICS_TOKEN, like /metrics). */
export const healthDetailsPath = '/health/details';

/**
 * A path as the services' routers match it: percent-decoded, case-insensitive, repeated and
 * trailing slashes ignored (`/auth/Login/`, `/auth//login`, `/auth/%6Cogin` are `/auth/login`), so
 * no spelling of a credential route escapes its limits.
 */
export function routerPathOf(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape stays as typed; no router matches it as a credential route either.
  }
  const collapsed = decoded.toLowerCase().replace(/\/{2,}/g, '/');
  return collapsed.length > 1 ? collapsed.replace(/\/+$/, '') : collapsed;
}

/**
 * The gateway's Koa app. Its request handler offers each request to the direct path first
 * (`proxy/direct-path.ts`), which answers the plain proxied GETs without the chain.
 */
class GatewayApp extends Koa {
  directPath: DirectPath<Admission> | null = null;

  override callback(): (
    req: IncomingMessage | Http2ServerRequest,
    res: ServerResponse | Http2ServerResponse,
  ) => Promise<void> {
    const viaKoa = super.callback();
    const { directPath } = this;
    if (!directPath) return viaKoa;
    return (req, res) =>
      req instanceof IncomingMessage && res instanceof ServerResponse && directPath.takes(req)
        ? directPath.handle(req, res, viaKoa)
        : viaKoa(req, res);
  }
}

/** What @koa/cors sets on the answer to a request without an Origin header: only this. */
const corsWithoutOrigin = ['Vary', 'Origin'] as const;

/** Builds the gateway's Koa app: the edge for every `/api` call. */
export function createGatewayApp(deps: GatewayDeps): Koa {
  const { config, logger, redis, upstreams } = deps;
  const app = new GatewayApp({ proxy: config.TRUST_PROXY, maxIpsCount: config.TRUST_PROXY_HOPS });
  // Closed with the main connection (the gateway's shutdown and the tests disconnect that one).
  const revocations = new SessionRevocations(redis, redis.duplicate(), {
    maxEntries: verifiedTokensKept,
    logger,
  });
  redis.once('end', () => revocations.close());
  const publicHealth = createPublicHealth(() => upstreams.all(), { timeoutMs: 2000, ttlMs: 1500 });
  const guardOperators = guardMetrics(config.METRICS_TOKEN);
  const serveApiDocs = createApiDocs();
  app.silent = true;
  const strategy = createJwtStrategy(toJwtSettings(config));
  const registry = createMetricsRegistry('gateway');
  const requestMetrics = createHttpRequestMetrics(registry);
  const upstreamMetrics = createUpstreamMetrics(registry, upstreams);
  const limiters = {
    loginPerIp: createLimiter(redis, config.REDIS_KEY_PREFIX, {
      name: 'login-ip',
      points: config.RATE_LIMIT_LOGIN_PER_IP,
      durationSeconds: config.RATE_LIMIT_LOGIN_WINDOW_SECONDS,
    }),
    loginPerAccount: createLimiter(redis, config.REDIS_KEY_PREFIX, {
      name: 'login-account',
      points: config.RATE_LIMIT_LOGIN_PER_ACCOUNT,
      durationSeconds: config.RATE_LIMIT_LOGIN_WINDOW_SECONDS,
    }),
    registerPerIp: createLimiter(redis, config.REDIS_KEY_PREFIX, {
      name: 'register-ip',
      points: config.RATE_LIMIT_REGISTER_PER_IP,
      durationSeconds: config.RATE_LIMIT_REGISTER_WINDOW_SECONDS,
    }),
    registerPerAccount: createLimiter(redis, config.REDIS_KEY_PREFIX, {
      name: 'register-account',
      points: config.RATE_LIMIT_REGISTER_PER_ACCOUNT,
      durationSeconds: config.RATE_LIMIT_REGISTER_WINDOW_SECONDS,
    }),
    beaconsPerIp: createLimiter(redis, config.REDIS_KEY_PREFIX, {
      name: 'beacons-ip',
      points: config.RATE_LIMIT_BEACONS_PER_IP,
      durationSeconds: 60,
    }),
    general: createLimiter(redis, config.REDIS_KEY_PREFIX, {
      name: 'general',
      points: config.RATE_LIMIT_GENERAL_PER_USER,
      durationSeconds: config.RATE_LIMIT_GENERAL_WINDOW_SECONDS,
    }),
  };

  // The general limit is by far the most asked: a local lease in front of its Redis count.
  const generalLimiter = new LeasedLimiter(limiters.general, {
    ...defaultLeaseOptions,
    points: config.RATE_LIMIT_GENERAL_PER_USER,
  });
  const verifiedTokens = new VerifiedTokens(strategy, verifiedTokensKept);

  const limitCredentialAttempt = async (ctx: Context, path: string): Promise<Buffer> => {
    // The limits read the email from the bytes as sent; a body the service would inflate or parse
    // as a form would carry an email they cannot see, so credential routes take plain JSON only.
    const encoding = ctx.get('content-encoding').trim().toLowerCase();
    if (encoding !== '' && encoding !== 'identity') {
      throw new AppError('VALIDATION_ERROR', 'Send sign-in details as plain JSON.', [
        { field: 'content-encoding', message: 'Compressed bodies are not accepted here' },
      ]);
    }
    const hasBody =
      Number(ctx.get('content-length') || 0) > 0 || ctx.get('transfer-encoding') !== '';
    if (hasBody && !ctx.is('application/json')) {
      throw new AppError('VALIDATION_ERROR', 'Send sign-in details as JSON.', [
        { field: 'content-type', message: 'Must be application/json' },
      ]);
    }
    const body = await readSmallBody(ctx.req, 16 * 1024);
    const email = readEmail(body);
    const isLogin = path === '/auth/login';
    await consumeOrThrow(isLogin ? limiters.loginPerIp : limiters.registerPerIp, ctx.ip);
    if (email)
      await consumeOrThrow(isLogin ? limiters.loginPerAccount : limiters.registerPerAccount, email);
    return body;
  };

  const admit = createAdmission({ upstreams, verifiedTokens, revocations, generalLimiter });
  const forward = (
    request: Request,
    { route, group, user }: Admission,
    apiPath: string,
    requestId: string,
    bufferedBody?: Buffer,
  ) =>
    forwardRequest(request, {
      requestId,
      upstreams: group,
      service: route.service,
      replayableBodyBytes: config.REPLAYABLE_BODY_BYTES,
      path: apiPath,
      bodyLimitBytes: route.bodyLimitBytes ?? config.BODY_LIMIT_BYTES,
      timeoutMs: config.UPSTREAM_TIMEOUT_MS,
      metrics: upstreamMetrics,
      ...(user ? { affinityKey: user.id } : {}),
      ...(bufferedBody ? { bufferedBody } : {}),
    });
  const isProduction = config.NODE_ENV === 'production';
  const directPath = new DirectPath<Admission>(app, {
    admit,
    forward,
    answerHeaders: [...securityHeaderFields({ isProduction }), corsWithoutOrigin],
    isChainPath: (path) => path === '/api/health' || path.startsWith(apiDocsPath),
    metrics: requestMetrics,
    logger,
  });
  app.directPath = directPath;

  app.use(requestContext(logger));
  app.use(drainUnreadRequests());
  app.use(
    httpMetrics(registry, {
      fixedRoutes: ['/api/health', '/health/live', metricsPath, apiDocsPath, openApiDocumentPath],
      routeLabel: gatewayRouteLabel,
      metrics: requestMetrics,
    }),
  );
  app.use(errorMiddleware(logger));
  app.use(securityHeaders({ isProduction }));
  // On the root path, never below /api, which the front ends' proxies forward from the internet.
  app.use(metricsRoute(registry, config.METRICS_TOKEN));
  app.use(
    cors({
      origin: (ctx) => {
        const origin = ctx.get('origin');
        return config.CORS_ORIGINS.includes(origin) ? origin : '';
      },
      allowHeaders: ['authorization', 'content-type', 'x-request-id'],
      exposeHeaders: ['x-request-id', 'retry-after'],
      maxAge: 600,
    }),
  );

  app.use(async (ctx) => {
    // A request the direct path sent to a copy: its failure or its answer, answered here.
    const handedOver = directPath.handedOver(ctx.req);
    if (handedOver) {
      if ('error' in handedOver) throw handedOver.error;
      answerWith(ctx, handedOver.answer);
      return;
    }
    // Liveness for orchestrators: the gateway answers. Readiness is the same: a service being down
    // is answered per route (503 for its area), so it must not take the whole edge out.
    if (ctx.path === '/health/live' && ctx.method === 'GET') {
      ctx.set('cache-control', 'no-store');
      ctx.body = { status: 'ok', service: 'gateway' };
      return;
    }
    if (ctx.path === '/api/health' && ctx.method === 'GET') {
      // Public: the overall status only, probed at most once per 1.5 s whatever the traffic.
      const health = await publicHealth();
      ctx.status = health.status === 'ok' ? 200 : 503;
      ctx.set('cache-control', 'no-store');
      ctx.body = health;
      return;
    }
    // Operators: every service and copy with its address and latency, on the root path (never
    // below /api, which the front ends forward) behind the metrics token.
    if (ctx.path === healthDetailsPath && ctx.method === 'GET') {
      await guardOperators(ctx, async () => {
        const health = await aggregateHealth(upstreams.all(), 2000);
        ctx.status = health.status === 'ok' ? 200 : 503;
        ctx.set('cache-control', 'no-store');
        ctx.body = { ...health, service: 'gateway' };
      });
      return;
    }
    // Public: the API reference and its OpenAPI document, generated from the endpoint values.
    if (ctx.path.startsWith(apiDocsPath) && (await serveApiDocs(ctx))) return;
    if (!ctx.path.startsWith('/api/')) {
      throw new AppError('RESOURCE_NOT_FOUND', 'The requested resource could not be found.');
    }
    const path = ctx.path.slice('/api'.length);
    const admission = await admit(ctx.request, path);
    const credentialPath = ctx.method === 'POST' ? routerPathOf(path) : null;
    if (credentialPath?.startsWith('/analytics/')) {
      await consumeOrThrow(limiters.beaconsPerIp, ctx.ip);
    }
    const bufferedBody =
      credentialPath !== null && credentialRoutes.has(credentialPath)
        ? await limitCredentialAttempt(ctx, credentialPath)
        : undefined;
    answerWith(ctx, await forward(ctx.request, admission, path, ctx.state.requestId, bufferedBody));
  });
  return app;
}
