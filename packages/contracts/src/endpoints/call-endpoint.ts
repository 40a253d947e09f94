import type { z } from 'zod';
import type { ApiClient } from '../client/api-client';
import { buildEndpointPath, type AnyEndpoint } from './define-endpoint';

type QueryValue = string | number | boolean | undefined | null;

/** What a call of an endpoint sends: its path params, query and body, as the schemas take them. */
export interface EndpointCall<Endpoint extends AnyEndpoint> {
  params?: z.input<Endpoint['params']>;
  query?: Endpoint['query'] extends z.ZodType ? z.input<Endpoint['query']> : never;
  body?: Endpoint['body'] extends z.ZodType ? z.input<Endpoint['body']> : never;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** What an endpoint answers on success, as its answer schema reads it. */
export type EndpointAnswer<Endpoint extends AnyEndpoint> = Endpoint['answer'] extends z.ZodType
  ? z.output<Endpoint['answer']>
  : unknown;

/** An answer that does not have its endpoint's shape (a client and a server out of step). */
export class UnexpectedAnswerError extends Error {
  constructor(
    readonly endpoint: Pick<AnyEndpoint, 'method' | 'path'>,
    readonly issues: readonly z.core.$ZodIssue[],
  ) {
    super(`Unexpected answer of ${endpoint.method} ${endpoint.path}`);
    this.name = 'UnexpectedAnswerError';
  }
}

function toQueryValues(query: unknown): Record<string, QueryValue> {
  if (typeof query !== 'object' || query === null) return {};
  return Object.fromEntries(
    Object.entries(query).filter(
      (entry): entry is [string, QueryValue] =>
        entry[1] === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof entry[1]),
    ),
  );
}

function toParamValues(params: unknown): Record<string, string | number> {
  if (typeof params !== 'object' || params === null) return {};
  return Object.fromEntries(
    Object.entries(params).filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );
}

/**
 * Calls an endpoint through the app's API client: the path filled from `params`, the query's
 * defined values, the JSON body; the answer read by the endpoint's answer schema (the one way to
 * read answers). Failed calls throw the client's `ApiError` as before; an answer of another shape
 * throws `UnexpectedAnswerError`.
 */
export async function callEndpoint<Endpoint extends AnyEndpoint>(
  client: ApiClient,
  endpoint: Endpoint,
  call: EndpointCall<Endpoint> = {},
): Promise<EndpointAnswer<Endpoint>> {
  const path = buildEndpointPath(endpoint, toParamValues(call.params), toQueryValues(call.query));
  const raw = await client<unknown>({
    method: endpoint.method,
    path,
    ...(call.body === undefined ? {} : { body: call.body }),
    ...(call.signal ? { signal: call.signal } : {}),
    ...(call.timeoutMs === undefined ? {} : { timeoutMs: call.timeoutMs }),
  });
  // The casts: TypeScript cannot narrow the conditional answer type from the `answer` check.
  if (!endpoint.answer) return raw as EndpointAnswer<Endpoint>;
  const parsed = endpoint.answer.safeParse(raw);
  if (!parsed.success) throw new UnexpectedAnswerError(endpoint, parsed.error.issues);
  return parsed.data as EndpointAnswer<Endpoint>;
}
