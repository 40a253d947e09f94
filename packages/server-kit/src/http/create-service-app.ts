import type Router from '@koa/router';
import Koa from 'koa';
import { koaBody } from 'koa-body';
import type { Logger } from 'pino';
import type { Registry } from 'prom-client';
import { z } from 'zod';
import { parseConfig } from '../config/parse-config';
import { errorMiddleware } from '../errors/error-middleware';
import { httpMetrics } from '../metrics/http-metrics';
import { createMetricsRegistry } from '../metrics/metrics-registry';
import { metricsPath, metricsRoute, metricsTokenSchema } from '../metrics/metrics-route';
import { healthRoute, type HealthCheck } from './health';
import { assertRoutesAreEndpoints } from './mount-endpoint';
import { requestContext } from './request-id';

/** What a domain service plugs into the shared Koa chain. */
export interface ServiceAppOptions {
  name: string;
  logger: Logger;
  healthChecks: Record<string, HealthCheck>;
  /**
   * The service's routers, mounted in order with their allowed-methods answers. Each route must
   * come from an endpoint value (`mountEndpoint`): building the app throws otherwise.
   */
  routers: Router[];
  /** Accept routes that no endpoint value defines (server-kit's own tests of the chain). */
  allowPlainRoutes?: boolean;
  /** Largest JSON body accepted, e.g. '100kb' (default). */
  jsonLimit?: string;
  /** What GET /metrics serves and who may read it (defaults below). */
  metrics?: ServiceMetricsOptions;
}

/** GET /metrics settings of a service app. */
export interface ServiceMetricsOptions {
  /** A registry the app's own metrics are in (default: a new one for this app). */
  registry?: Registry;
  /**
   * Bearer token for /metrics (default: METRICS_TOKEN from the environment, which every
   * `baseEnvSchema` config has validated at start); none means direct local requests only.
   */
  token?: string | undefined;
}

const metricsEnvSchema = z.object({ METRICS_TOKEN: metricsTokenSchema });

/**
 * Builds a service's Koa app: request id and logging, request metrics, the error funnel, health,
 * GET /metrics, JSON bodies, routes.
 */
export function createServiceApp(options: ServiceAppOptions): Koa {
  const registry = options.metrics?.registry ?? createMetricsRegistry(options.name);
  const metricsToken = options.metrics?.token ?? parseConfig(metricsEnvSchema).METRICS_TOKEN;
  const app = new Koa({ proxy: true });
  app.silent = true;
  app.use(requestContext(options.logger));
  app.use(httpMetrics(registry, { fixedRoutes: ['/health', '/health/live', metricsPath] }));
  app.use(errorMiddleware(options.logger));
  app.use(healthRoute(options.name, options.healthChecks));
  app.use(metricsRoute(registry, metricsToken));
  app.use(
    koaBody({
      json: true,
      multipart: false,
      urlencoded: false,
      text: false,
      jsonLimit: options.jsonLimit ?? '100kb',
      jsonStrict: true,
      patchKoa: true,
    }),
  );
  for (const router of options.routers) {
    if (!options.allowPlainRoutes) assertRoutesAreEndpoints(router);
    app.use(router.routes()).use(router.allowedMethods());
  }
  return app;
}
