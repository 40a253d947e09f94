import type { Context, Middleware } from 'koa';
import { Counter, Histogram, type Registry } from 'prom-client';
import { requestStartOf } from '../http/request-start';

/** The `route` label of a request that no route answered (never the raw URL: label cardinality). */
export const unmatchedRouteLabel = 'unmatched';

/** Latency buckets for a JSON API: 5 ms … 5 s. */
export const httpDurationBucketsSeconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

const knownMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Names the route a request took, e.g. `/workouts/plans/:id`; `unmatchedRouteLabel` when none. */
export type RouteLabeler = (ctx: Context) => string;

/** How `httpMetrics` labels requests. */
export interface HttpMetricsOptions {
  /** Paths answered outside any router (`/health`, `/metrics`), labelled as themselves. */
  fixedRoutes?: readonly string[];
  /** Labels every other request (default: the @koa/router pattern that matched). */
  routeLabel?: RouteLabeler;
}

interface MatchedLayer {
  path: string | RegExp;
  methods: string[];
}

const isMatchedLayer = (value: unknown): value is MatchedLayer =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray(Reflect.get(value, 'methods')) &&
  (typeof Reflect.get(value, 'path') === 'string' || Reflect.get(value, 'path') instanceof RegExp);

/**
 * The @koa/router pattern that matched the request (`/workouts/plans/:id/week/:week`), read from
 * `ctx.matched` (every layer whose path matched, across routers). `ctx._matchedRoute` is not used:
 * each layer the request passes overwrites it, so a `router.use(requireAuth)` that throws would
 * leave the middleware's path there. A path known under other methods only (405) keeps its pattern.
 */
export function routerRouteLabel(ctx: Context): string {
  const matched: unknown = Reflect.get(ctx, 'matched');
  if (!Array.isArray(matched)) return unmatchedRouteLabel;
  const routes = matched.filter(isMatchedLayer).filter((layer) => layer.methods.length > 0);
  const route = routes.findLast((layer) => layer.methods.includes(ctx.method)) ?? routes.at(-1);
  return route ? String(route.path) : unmatchedRouteLabel;
}

/** The request metrics of one registry: one call per answered request. */
export interface HttpRequestMetrics {
  /** Counts an answered request and observes its duration (an unknown method counts as `other`). */
  record(method: string, route: string, status: number, durationSeconds: number): void;
}

/**
 * Registers `http_requests_total{method,route,status}` and the
 * `http_request_duration_seconds{method,route,status}` histogram in `registry`.
 */
export function createHttpRequestMetrics(registry: Registry): HttpRequestMetrics {
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status.',
    labelNames,
    buckets: httpDurationBucketsSeconds,
    registers: [registry],
  });
  return {
    record(method, route, status, durationSeconds) {
      const labels = {
        method: knownMethods.has(method) ? method : 'other',
        route,
        status: String(status),
      };
      requests.inc(labels);
      durations.observe(labels, durationSeconds);
    },
  };
}

/**
 * Records `http_requests_total{method,route,status}` and the
 * `http_request_duration_seconds{method,route,status}` histogram for every request. Errors are
 * the 5xx statuses of the same series (the usual Prometheus shape). Install it outside the error
 * funnel so the status is the one the client gets; the duration ends when the answer's status and
 * headers are set (a streamed body may still be flowing). `options.metrics` records into metrics
 * already registered (`createHttpRequestMetrics`), shared with a handler outside the chain.
 */
export function httpMetrics(
  registry: Registry,
  options: HttpMetricsOptions & { metrics?: HttpRequestMetrics } = {},
): Middleware {
  const metrics = options.metrics ?? createHttpRequestMetrics(registry);
  const fixedRoutes = new Set(options.fixedRoutes ?? []);
  const routeLabel = options.routeLabel ?? routerRouteLabel;
  return async (ctx, next) => {
    const startedAt = requestStartOf(ctx.req);
    let status: number | undefined;
    try {
      await next();
      status = ctx.status;
    } finally {
      metrics.record(
        ctx.method,
        fixedRoutes.has(ctx.path) ? ctx.path : routeLabel(ctx),
        // Only an error that escaped every handler lands here without a status: Koa answers 500.
        status ?? 500,
        (performance.now() - startedAt) / 1000,
      );
    }
  };
}
