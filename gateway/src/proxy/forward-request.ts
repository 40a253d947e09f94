import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import type { IncomingHttpHeaders } from 'node:http';
import { AppError, requestIdHeader } from '@repwise/server-kit';
import type { Context } from 'koa';
import type { Pool } from 'undici';

const hopByHopHeaders = new Set([
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

/** How one request is forwarded: the upstream pool, the path, the body limit and the timeout. */
export interface ForwardOptions {
  pool: Pool;
  service: string;
  path: string;
  bodyLimitBytes: number;
  timeoutMs: number;
  /** A body the gateway already read (login and register, for per-account rate limits). */
  bufferedBody?: Buffer;
}

/** Streams the request to the upstream service and its answer back, without parsing either body. */
export async function forwardRequest(ctx: Context, options: ForwardOptions): Promise<void> {
  const declaredLength = Number(ctx.get('content-length') || 0);
  if (declaredLength > options.bodyLimitBytes) throw payloadTooLarge(options.bodyLimitBytes);

  const hasBody = ctx.method !== 'GET' && ctx.method !== 'HEAD';
  const body =
    options.bufferedBody ?? (hasBody ? limitBody(ctx.req, options.bodyLimitBytes) : null);
  try {
    const response = await options.pool.request({
      path: options.path + (ctx.querystring ? `?${ctx.querystring}` : ''),
      method: ctx.method as 'GET',
      headers: upstreamHeaders(ctx, options.bufferedBody),
      body,
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
    });
    ctx.status = response.statusCode;
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined && !hopByHopHeaders.has(name)) ctx.set(name, value);
    }
    if (ctx.method === 'HEAD' || response.statusCode === 204 || response.statusCode === 304) {
      await response.body.dump();
      return;
    }
    // Koa handles the first error of a body stream; a client that disconnects mid-answer can make
    // undici emit more (UND_ERR_ABORTED), which must not crash the gateway.
    response.body.on('error', () => ctx.res.destroy());
    ctx.body = response.body;
  } catch (error) {
    throw translateUpstreamError(error, options);
  }
}

function upstreamHeaders(ctx: Context, bufferedBody: Buffer | undefined): IncomingHttpHeaders {
  const headers: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(ctx.req.headers)) {
    if (!hopByHopHeaders.has(name)) headers[name] = value;
  }
  if (bufferedBody) headers['content-length'] = String(bufferedBody.length);
  headers[requestIdHeader] = String(ctx.state.requestId);
  headers['x-forwarded-for'] = ctx.ip;
  headers['x-forwarded-proto'] = ctx.protocol;
  headers['x-forwarded-host'] = ctx.host;
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

function translateUpstreamError(error: unknown, options: ForwardOptions): unknown {
  if (error instanceof BodyTooLargeError || hasCause(error, BodyTooLargeError)) {
    return payloadTooLarge(options.bodyLimitBytes);
  }
  const code = error instanceof Error ? String(Reflect.get(error, 'code') ?? '') : '';
  if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') {
    return new AppError(
      'TIMEOUT_ERROR',
      `The ${options.service} service took too long to respond.`,
    );
  }
  if (
    [
      'ECONNREFUSED',
      'ECONNRESET',
      'ENOTFOUND',
      'EHOSTUNREACH',
      'UND_ERR_SOCKET',
      'UND_ERR_CONNECT_TIMEOUT',
    ].includes(code)
  ) {
    return new AppError(
      'SERVICE_UNAVAILABLE',
      `The ${options.service} service is temporarily unavailable. Please try again shortly.`,
    );
  }
  return error;
}

function hasCause(error: unknown, type: new () => Error): boolean {
  return error instanceof Error && error.cause instanceof type;
}
