import type { z } from 'zod';
import type { ApiClient } from '../client/api-client';
import { buildEndpointPath, type AnyEndpoint } from './define-endpoint';

type QueryValue = string | number | boolean | undefined | null;

/** A schema that reads an answer in place of the endpoint's own (see `EndpointCall.readAs`). */
export type AnswerReading = z.ZodType | undefined;

/** What a call of an endpoint sends: its path params, query and body, as the schemas take them. */
export interface EndpointCall<
  Endpoint extends AnyEndpoint,
  Reading extends AnswerReading = undefined,
> {
  params?: z.input<Endpoint['params']>;
  query?: Endpoint['query'] extends z.ZodType ? z.input<Endpoint['query']> : never;
  body?: Endpoint['body'] extends z.ZodType ? z.input<Endpoint['body']> : never;
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * Reads the answer with this schema instead of the endpoint's answer schema: for a caller with
   * its own fallbacks for parts an answer may lack, or one that uses none of it (`ignoredAnswer`).
   */
  readAs?: Reading;
}

/** What an endpoint answers on success, as its answer schema reads it. */
export type EndpointAnswer<Endpoint extends AnyEndpoint> = Endpoint['answer'] extends z.ZodType
  ? z.output<Endpoint['answer']>
  : unknown;

/** What a call answers: the `readAs` schema's reading when it has one, else the endpoint's. */
export type CallAnswer<
  Endpoint extends AnyEndpoint,
  Reading extends AnswerReading,
> = Reading extends z.ZodType ? z.output<Reading> : EndpointAnswer<Endpoint>;

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

/** An endpoint's path filled from a call's params and query. */
export function fillCallPath(
  endpoint: AnyEndpoint,
  call: { params?: unknown; query?: unknown },
): string {
  return buildEndpointPath(endpoint, toParamValues(call.params), toQueryValues(call.query));
}

/** An answer read by `readAs`, else by the endpoint's answer schema (the one way to read). */
export function readCallAnswer<Endpoint extends AnyEndpoint, Reading extends AnswerReading>(
  endpoint: Endpoint,
  raw: unknown,
  readAs: Reading | undefined,
): CallAnswer<Endpoint, Reading> {
  const schema = readAs ?? endpoint.answer;
  // The casts: TypeScript cannot narrow the conditional answer type from the schema check.
  if (!schema) return raw as CallAnswer<Endpoint, Reading>;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new UnexpectedAnswerError(endpoint, parsed.error.issues);
  return parsed.data as CallAnswer<Endpoint, Reading>;
}

/**
 * Calls an endpoint through the app's API client: the path filled from `params`, the query's
 * defined values, the JSON body; the answer read by the endpoint's answer schema (or `readAs`).
 * Failed calls throw the client's `ApiError` as before; an answer of another shape throws
 * `UnexpectedAnswerError`.
 */
export async function callEndpoint<
  Endpoint extends AnyEndpoint,
  Reading extends AnswerReading = undefined,
>(
  client: ApiClient,
  endpoint: Endpoint,
  call: EndpointCall<Endpoint, Reading> = {},
): Promise<CallAnswer<Endpoint, Reading>> {
  const raw = await client<unknown>({
    method: endpoint.method,
    path: fillCallPath(endpoint, call),
    ...(call.body === undefined ? {} : { body: call.body }),
    ...(call.signal ? { signal: call.signal } : {}),
    ...(call.timeoutMs === undefined ? {} : { timeoutMs: call.timeoutMs }),
  });
  return readCallAnswer(endpoint, raw, call.readAs);
}
