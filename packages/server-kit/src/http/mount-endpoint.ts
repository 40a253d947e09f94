import type Router from '@koa/router';
import type { RouterContext } from '@koa/router';
import type { AnyEndpoint } from '@repwise/contracts/endpoints';
import type { Middleware } from 'koa';
import type { z } from 'zod';
import { parseInput } from './parse-input';

/** What an endpoint's handler gets: its params, query and body, parsed by the endpoint's schemas. */
export interface EndpointInput<Endpoint extends AnyEndpoint> {
  params: z.output<Endpoint['params']>;
  query: Endpoint['query'] extends z.ZodType ? z.output<Endpoint['query']> : undefined;
  body: Endpoint['body'] extends z.ZodType ? z.output<Endpoint['body']> : undefined;
}

/** An endpoint's handler: use case → answer, its input already validated. */
export type EndpointHandler<Endpoint extends AnyEndpoint> = (
  ctx: RouterContext,
  input: EndpointInput<Endpoint>,
) => unknown;

/** The router layers `mountEndpoint` made: every other route layer is one no endpoint defines. */
const endpointLayers = new WeakSet<object>();

const routerMethods = {
  GET: 'get',
  POST: 'post',
  PUT: 'put',
  PATCH: 'patch',
  DELETE: 'delete',
} as const;

/** The endpoint's path below the router's prefix; a path outside the prefix cannot be mounted. */
function readRouterPath(router: Router, endpoint: AnyEndpoint): string {
  const prefix = router.opts.prefix ?? '';
  if (endpoint.path !== prefix && !endpoint.path.startsWith(`${prefix}/`)) {
    throw new Error(`${endpoint.path} is outside the router's prefix ${prefix}`);
  }
  return endpoint.path.slice(prefix.length) || '/';
}

/**
 * Mounts an endpoint value on a router: its method and path (below the router's prefix), the
 * given middleware (auth, failure message...), then validation of params, query and body with the
 * endpoint's schemas (400 VALIDATION_ERROR, in that order; a query or body without a schema is
 * not read) and the handler with what they parsed. A service mounts only endpoints its contract
 * defines: there is no other way in than an endpoint value.
 */
export function mountEndpoint<Endpoint extends AnyEndpoint>(
  router: Router,
  endpoint: Endpoint,
  middleware: readonly Middleware[],
  handler: EndpointHandler<Endpoint>,
): void {
  const validateAndHandle = async (ctx: RouterContext) => {
    // TypeScript cannot narrow the conditional query and body types from the checks below.
    const input = {
      params: parseInput(endpoint.params, ctx.params),
      query: endpoint.query ? parseInput(endpoint.query, ctx.query) : undefined,
      body: endpoint.body ? parseInput(endpoint.body, ctx.request.body) : undefined,
    } as EndpointInput<Endpoint>;
    await handler(ctx, input);
  };
  router[routerMethods[endpoint.method]](
    readRouterPath(router, endpoint),
    ...middleware,
    validateAndHandle,
  );
  const layer = router.stack.at(-1);
  if (layer) endpointLayers.add(layer);
}

/**
 * Throws when a router has a route that was not mounted from an endpoint value (`router.get(...)`
 * and the like): a service serves only paths its contract defines. Middleware layers
 * (`router.use`) are not routes.
 */
export function assertRoutesAreEndpoints(router: Router): void {
  for (const layer of router.stack) {
    if (layer.methods.length > 0 && !endpointLayers.has(layer)) {
      throw new Error(
        `${layer.methods.join('/')} ${layer.path} is not mounted from an endpoint value (mountEndpoint)`,
      );
    }
  }
}
