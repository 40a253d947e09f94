import type Router from '@koa/router';
import Koa from 'koa';
import { koaBody } from 'koa-body';
import type { Logger } from 'pino';
import { errorMiddleware } from '../errors/error-middleware';
import { healthRoute, type HealthCheck } from './health';
import { requestContext } from './request-id';

/** What a domain service plugs into the shared Koa chain. */
export interface ServiceAppOptions {
  name: string;
  logger: Logger;
  healthChecks: Record<string, HealthCheck>;
  /** The service's routers, mounted in order with their allowed-methods answers. */
  routers: Router[];
  /** Largest JSON body accepted, e.g. '100kb' (default). */
  jsonLimit?: string;
}

/** Builds a service's Koa app: request id and logging, the error funnel, health, JSON bodies, routes. */
export function createServiceApp(options: ServiceAppOptions): Koa {
  const app = new Koa({ proxy: true });
  app.silent = true;
  app.use(requestContext(options.logger));
  app.use(errorMiddleware(options.logger));
  app.use(healthRoute(options.name, options.healthChecks));
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
  for (const router of options.routers) app.use(router.routes()).use(router.allowedMethods());
  return app;
}
