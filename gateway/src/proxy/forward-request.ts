import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import type { IncomingHttpHeaders } from 'node:http';
import { AppError, requestIdHeader } from '@repwise/server-kit';
import type { Context, Request } from 'koa';
import { readBodyUpTo } from '../middleware/read-small-body';
import type { UpstreamFailureReason, UpstreamMetrics } from '../metrics/gateway-metrics';
import type { UpstreamCopy, UpstreamGroup } from './upstream-group';
import { exchangeWith, type UpstreamAnswer } from './upstream-exchange';

/** Headers that belong to one connection, never passed on (either way). */
export const hopByHopHeaders = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
]);

/** Raised while streaming a request body that grows past the route's limit. */
class BodyTooLargeError extends Error {}

/** How one request is forwarded: the service's copies, the path, the body limit and the timeout. */
export interface ForwardOptions {
  /** The request's id (the caller's when well-formed), passed to the copy. */
  requestId: string;
  upstreams: UpstreamGroup;
  service: string;
  path: string;
  bodyLimitBytes: number;
  timeoutMs: number;
  /** A body the gateway already read (login and register, for per-account rate limits). */
  bufferedBody?: Buffer;
  /** Bodies up to this size are read before forwarding, so the request can go to another copy. */
  replayableBodyBytes: number;
  /** Counts each copy's answers and failures, and the retries. */
  metrics: UpstreamMetrics;
  /** The signed-in user's id: their requests stay on one copy (`UpstreamGroup.pick`). */
  affinityKey?: string;
}

/** Errors that mean the request never reached the copy: any request may go to another one. */
const notDeliveredCodes = new Set([
  'ECONNREFUSED',
  'UND_ERR_CONNECT_TIMEOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/** Errors after which the copy may have acted on the request: only idempotent methods go again. */
const droppedCodes = new Set(['ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE']);
const idempotentMethods = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

const errorCode = (error: unknown): string =>
  error instanceof Error ? String(Reflect.get(error, 'code') ?? '') : '';

/**
 * Forwards the request to one copy of the service and resolves with its answer. A copy that refuses
 * the connection is taken out of rotation and the request goes to the next copy; so does an
 * idempotent request whose connection dropped. Bodies up to `replayableBodyBytes` are read first so
 * they can be sent again; larger ones (photo uploads) stream through and are not retried.
 */
export async function forwardRequest(
  request: Request,
  options: ForwardOptions,
): Promise<UpstreamAnswer> {
  const declaredLength = Number(request.get('content-length') || 0);
  if (declaredLength > options.bodyLimitBytes) throw payloadTooLarge(options.bodyLimitBytes);

  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const isStreamed =
    hasBody &&
    options.bufferedBody === undefined &&
    (declaredLength > options.replayableBodyBytes ||
      options.bodyLimitBytes > options.replayableBodyBytes);
  const bufferedBody =
    options.bufferedBody ??
    (hasBody && !isStreamed
      ? await readBodyWithin(request.req, options.bodyLimitBytes)
      : undefined);
  const tried = new Set<UpstreamCopy>();
  for (;;) {
    const copy = options.upstreams.pick(tried, options.affinityKey);
    if (!copy) throw serviceUnavailable(options.service);
    tried.add(copy);
    copy.inFlight += 1;
    try {
      const body = isStreamed
        ? limitBody(request.req, options.bodyLimitBytes)
        : (bufferedBody ?? null);
      const answer = await exchangeWith(copy.pool, {
        path: request.querystring ? `${options.path}?${request.querystring}` : options.path,
        method: request.method as 'GET',
        headers: upstreamHeaders(request, options.requestId, bufferedBody),
        body,
        headersTimeout: options.timeoutMs,
        bodyTimeout: options.timeoutMs,
      });
      options.metrics.countResponse(options.service, copy.url, answer.status);
      return answer;
    } catch (error) {
      const code = errorCode(error);
      const reason = failureReason(error);
      if (reason) options.metrics.countFailure(options.service, copy.url, reason);
      if (notDeliveredCodes.has(code)) options.upstreams.markDown(copy);
      const mayRetry =
        !isStreamed &&
        (notDeliveredCodes.has(code) ||
          (droppedCodes.has(code) && idempotentMethods.has(request.method)));
      if (mayRetry && options.upstreams.pick(tried)) {
        options.metrics.countRetry(options.service);
        continue;
      }
      throw translateUpstreamError(error, options);
    } finally {
      copy.inFlight -= 1;
    }
  }
}

/** Answers the Koa context with a copy's answer: its status, its headers but hop-by-hop ones, its body. */
export function answerWith(ctx: Context, answer: UpstreamAnswer): void {
  ctx.status = answer.status;
  const { res } = ctx;
  const { headers } = answer;
  for (const name in headers) {
    const value = headers[name];
    if (value === undefined || hopByHopHeaders.has(name)) continue;
    // Koa's set() checks that a single-value header did not come twice; one value needs no check.
    if (Array.isArray(value)) ctx.set(name, value);
    else res.setHeader(name, value);
  }
  if (answer.body === null) return;
  if (Buffer.isBuffer(answer.body)) {
    ctx.body = answer.body;
    return;
  }
  // Koa handles the first error of a body stream; a client that disconnects mid-answer can make
  // the stream emit more, which must not crash the gateway.
  answer.body.on('error', () => ctx.res.destroy());
  ctx.body = answer.body;
}

async function readBodyWithin(source: Readable, limitBytes: number): Promise<Buffer> {
  const body = await readBodyUpTo(source, limitBytes);
  if (!body) throw payloadTooLarge(limitBytes);
  return body;
}

function upstreamHeaders(
  request: Request,
  requestId: string,
  bufferedBody: Buffer | undefined,
): IncomingHttpHeaders {
  const headers: IncomingHttpHeaders = {};
  const incoming = request.req.headers;
  for (const name in incoming) {
    if (!hopByHopHeaders.has(name)) headers[name] = incoming[name];
  }
  if (bufferedBody) headers['content-length'] = String(bufferedBody.length);
  headers[requestIdHeader] = requestId;
  headers['x-forwarded-for'] = request.ip;
  headers['x-forwarded-proto'] = request.protocol;
  headers['x-forwarded-host'] = request.host;
  return headers;
}

function limitBody(source: Readable, limitBytes: number): Readable {
  let receivedBytes = 0;
  const limiter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      receivedBytes += chunk.length;
      if (receivedBytes > limitBytes) callback(new BodyTooLargeError());
      else callback(null, chunk);
    },
  });
  source.on('error', (error) => limiter.destroy(error));
  return source.pipe(limiter);
}

function payloadTooLarge(limitBytes: number): AppError {
  const limitMb = Math.round((limitBytes / 1_048_576) * 10) / 10;
  return new AppError('PAYLOAD_TOO_LARGE', `The request body is too large (limit ${limitMb} MB).`);
}

/** The copy's part in a failed request, or null when the request itself was at fault (too large). */
function failureReason(error: unknown): UpstreamFailureReason | null {
  if (error instanceof BodyTooLargeError || hasCause(error, BodyTooLargeError)) return null;
  const code = errorCode(error);
  if (notDeliveredCodes.has(code)) return 'unreachable';
  if (droppedCodes.has(code)) return 'dropped';
  if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') return 'timeout';
  return 'error';
}

function translateUpstreamError(error: unknown, options: ForwardOptions): unknown {
  if (error instanceof BodyTooLargeError || hasCause(error, BodyTooLargeError)) {
    return payloadTooLarge(options.bodyLimitBytes);
  }
  const code = errorCode(error);
  if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') {
    return new AppError(
      'TIMEOUT_ERROR',
      `The ${options.service} service took too long to respond.`,
    );
  }
  if (notDeliveredCodes.has(code) || droppedCodes.has(code))
    return serviceUnavailable(options.service);
  return error;
}

function serviceUnavailable(service: string): AppError {
  return new AppError(
    'SERVICE_UNAVAILABLE',
    `The ${service} service is temporarily unavailable. Please try again shortly.`,
  );
}

function hasCause(error: unknown, type: new () => Error): boolean {
  return error instanceof Error && error.cause instanceof type;
}
