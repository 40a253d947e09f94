import { describeApiFailure, type UserFacingError } from '../errors/describe-api-failure';
import { isSessionEndingErrorCode } from '../errors/error-codes';

/** A failed API call, carrying the spec's user-facing description of it. */
export class ApiError extends Error {
  /** `options.cause`: the error that made a network failure (servers tell a refused connection by it). */
  constructor(
    readonly failure: UserFacingError,
    options?: ErrorOptions,
  ) {
    super(failure.message, options);
    this.name = 'ApiError';
  }
}

/** How the browser API client finds the server and the session. */
export interface ApiClientOptions {
  /** Origin-relative or absolute base, e.g. `/api`. */
  baseUrl: string;
  /** The bearer token; a promise while the session is being refreshed (the call waits for it). */
  getAccessToken: () => string | null | Promise<string | null>;
  /** Called when an answer carries TOKEN_INVALID, TOKEN_EXPIRED or REFRESH_TOKEN_EXPIRED. */
  onSessionEnded?: () => void;
  /** Abort a call after this many milliseconds (default 15 s). */
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

/** A JSON request: method, path below the base, optional body. */
export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
  signal?: AbortSignal;
  /** Overrides the client's timeout for this call. */
  timeoutMs?: number;
}

/** Creates the fetch-based client every front end uses: JSON in and out, bearer header, errors mapped. */
export function createApiClient(options: ApiClientOptions) {
  // Resolved per call, so a replaced global fetch (tests, polyfills) is the one used.
  const fetchImpl: typeof fetch =
    options.fetchImpl ?? ((input, init) => globalThis.fetch(input, init));
  return async function request<T>({
    method = 'GET',
    path,
    body,
    signal,
    timeoutMs,
  }: ApiRequest): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    const token = await options.getAccessToken();
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const timeout = AbortSignal.timeout(timeoutMs ?? options.timeoutMs ?? 15_000);
    let response: Response;
    try {
      response = await fetchImpl(`${options.baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (error) {
      const isTimeout = error instanceof DOMException && error.name === 'TimeoutError';
      throw new ApiError(
        describeApiFailure({ kind: 'network', reason: isTimeout ? 'timeout' : 'unknown' }),
        { cause: error },
      );
    }
    const text = await response.text();
    const parsed: unknown = text ? parseAnswerText(text) : null;
    if (response.ok) return parsed as T;
    throw readErrorAnswer(response.status, parsed, options.onSessionEnded);
  };
}

/**
 * The `ApiError` of an error answer (status and parsed body), as every call reads one: the spec's
 * description of it; `onSessionEnded` is called first when its code ends the session.
 */
export function readErrorAnswer(
  status: number,
  body: unknown,
  onSessionEnded?: () => void,
): ApiError {
  const failure = describeApiFailure({ kind: 'response', status, body });
  if (isSessionEndingErrorCode(failure.code)) onSessionEnded?.();
  return new ApiError(failure);
}

/** The request function `createApiClient` returns. */
export type ApiClient = ReturnType<typeof createApiClient>;

/** A body's JSON, or the text itself when it is not JSON. */
export function parseAnswerText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
