import type { z } from 'zod';
import { describeApiFailure } from '../errors/describe-api-failure';
import {
  ApiError,
  parseAnswerText,
  readErrorAnswer,
  type ApiClient,
  type ApiClientOptions,
} from '../client/api-client';
import { buildEndpointPath, type AnyEndpoint } from './define-endpoint';

type QueryValue = string | number | boolean | undefined | null;

/** A schema that reads an answer in place of the endpoint's own (see `EndpointCall.readAs`). */
type AnswerReading = z.ZodType | undefined;

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
   * its own fallbacks for parts an answer may lack, or one that uses nothing of it (`z.unknown()`).
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

function fillPath(endpoint: AnyEndpoint, call: { params?: unknown; query?: unknown }): string {
  return buildEndpointPath(endpoint, toParamValues(call.params), toQueryValues(call.query));
}

/** A success answer read by `readAs` or else the endpoint's answer schema (the one way to read answers). */
function readAnswer<Endpoint extends AnyEndpoint, Reading extends AnswerReading>(
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
    path: fillPath(endpoint, call),
    ...(call.body === undefined ? {} : { body: call.body }),
    ...(call.signal ? { signal: call.signal } : {}),
    ...(call.timeoutMs === undefined ? {} : { timeoutMs: call.timeoutMs }),
  });
  return readAnswer(endpoint, raw, call.readAs);
}

/** What an upload with progress sends: path params and query as `EndpointCall`, a multipart form. */
export interface EndpointUpload<
  Endpoint extends AnyEndpoint,
  Reading extends AnswerReading = undefined,
> extends Pick<EndpointCall<Endpoint, Reading>, 'params' | 'query' | 'readAs'> {
  form: FormData;
  /** The fraction of the body sent so far (0–1), as the browser reports it. */
  onProgress: (fraction: number) => void;
}

// Contracts compile without the DOM library; this is the slice of XMLHttpRequest an upload uses.
interface ProgressRequest {
  open: (method: string, url: string) => void;
  setRequestHeader: (name: string, value: string) => void;
  upload: { onprogress: ((event: ProgressEventSlice) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  send: (body: FormData) => void;
  readonly status: number;
  readonly responseText: string;
}
interface ProgressEventSlice {
  lengthComputable: boolean;
  loaded: number;
  total: number;
}
type ProgressRequestClass = new () => ProgressRequest;

function isProgressRequestClass(value: unknown): value is ProgressRequestClass {
  return typeof value === 'function';
}

function sendWithProgress(
  method: string,
  url: string,
  token: string | null,
  upload: Pick<EndpointUpload<AnyEndpoint>, 'form' | 'onProgress'>,
): Promise<{ status: number; body: unknown }> {
  const RequestClass: unknown = Reflect.get(globalThis, 'XMLHttpRequest');
  if (!isProgressRequestClass(RequestClass)) throw new Error('XMLHttpRequest is not available');
  return new Promise((resolve, reject) => {
    const xhr = new RequestClass();
    xhr.open(method, url);
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) upload.onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const text = xhr.responseText;
      resolve({ status: xhr.status, body: text ? parseAnswerText(text) : null });
    };
    xhr.onerror = () =>
      reject(new ApiError(describeApiFailure({ kind: 'network', reason: 'unknown' })));
    xhr.send(upload.form);
  });
}

/**
 * `callEndpoint` for a multipart upload that reports its progress (fetch cannot): an
 * XMLHttpRequest to the endpoint's method and path, with the client options' base and token (waited
 * for first: the session may be refreshing); the answer and errors are read as `callEndpoint` reads
 * them (`ApiError`, `UnexpectedAnswerError`). No timeout: a large upload on a slow line takes long.
 */
export async function uploadToEndpoint<
  Endpoint extends AnyEndpoint,
  Reading extends AnswerReading = undefined,
>(
  options: Pick<ApiClientOptions, 'baseUrl' | 'getAccessToken' | 'onSessionEnded'>,
  endpoint: Endpoint,
  upload: EndpointUpload<Endpoint, Reading>,
): Promise<CallAnswer<Endpoint, Reading>> {
  const url = `${options.baseUrl}${fillPath(endpoint, upload)}`;
  const token = await options.getAccessToken();
  const answer = await sendWithProgress(endpoint.method, url, token, upload);
  if (answer.status < 200 || answer.status >= 300) {
    throw readErrorAnswer(answer.status, answer.body, options.onSessionEnded);
  }
  return readAnswer(endpoint, answer.body, upload.readAs);
}
