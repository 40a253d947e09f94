import { buildEndpointPath, type AnyEndpoint } from '@repwise/contracts/endpoints';
import { system } from '../system';

/** One request to the gateway, below `/api`. */
export interface ApiRequest {
  method: string;
  /** Path and query below /api, e.g. `/progress/goals?status=ACTIVE`. */
  path: string;
  token?: string | null;
  headers?: Record<string, string>;
  /** A JSON value (serialised), raw bytes or text (sent as they are), a stream (sent chunked) or a form. */
  body?: { json: unknown } | { raw: Buffer | string } | { stream: Buffer } | { form: FormData };
}

/** A call of an endpoint value: its params filled in, its query appended, as `token`. */
export function endpointRequest(
  endpoint: Pick<AnyEndpoint, 'method' | 'path'>,
  call: Pick<ApiRequest, 'token' | 'body' | 'headers'> & {
    params?: Record<string, string | number>;
    query?: Record<string, string>;
  } = {},
): ApiRequest {
  const { params, query, ...rest } = call;
  return { ...rest, method: endpoint.method, path: buildEndpointPath(endpoint, params, query) };
}

/** What the gateway answered. */
export interface ApiAnswer {
  status: number;
  headers: Headers;
  text: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
}

/** No answer within this long is a hang, which the suite treats as a failure. */
const answerTimeoutMs = 20_000;

function toBody(body: ApiRequest['body']): { body?: BodyInit; contentType?: string } {
  if (!body) return {};
  if ('json' in body) return { body: JSON.stringify(body.json), contentType: 'application/json' };
  if ('raw' in body) {
    const raw = typeof body.raw === 'string' ? body.raw : new Uint8Array(body.raw);
    return { body: raw, contentType: 'application/json' };
  }
  if ('form' in body) return { body: body.form };
  // A stream has no length, so it goes out chunked: the gateway cannot refuse it by its header.
  const bytes = body.stream;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let offset = 0; offset < bytes.length; offset += 64 * 1024) {
        controller.enqueue(bytes.subarray(offset, offset + 64 * 1024));
      }
      controller.close();
    },
  });
  return { body: stream, contentType: 'application/json' };
}

/** Sends one request through the gateway and reads the whole answer (at most 20 s). */
export async function callApi(request: ApiRequest): Promise<ApiAnswer> {
  const { body, contentType } = toBody(request.body);
  const headers: Record<string, string> = { ...request.headers };
  if (contentType) headers['content-type'] ??= contentType;
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  const response = await fetch(`${system.gatewayUrl}/api${request.path}`, {
    method: request.method,
    headers,
    body,
    signal: AbortSignal.timeout(answerTimeoutMs),
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

/** Calls the API and returns `data` of a JSON answer, throwing unless the status is `expected`. */
export async function callApiOk(request: ApiRequest, expected = [200, 201]): Promise<any> {
  const answer = await callApi(request);
  if (!expected.includes(answer.status)) {
    throw new Error(`${request.method} ${request.path} answered ${answer.status}: ${answer.text}`);
  }
  return answer.json;
}
