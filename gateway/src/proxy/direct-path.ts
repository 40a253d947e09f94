import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  logRequest,
  markRequestStart,
  requestIdHeader,
  resolveRequestId,
  type HttpRequestMetrics,
  type Logger,
} from '@repwise/server-kit';
import type Koa from 'koa';
import type { Request } from 'koa';
import { routeLabelOf } from '../metrics/gateway-metrics';
import { defaultCacheControl, removedAnswerHeader } from '../middleware/security-headers';
import { hopByHopHeaders } from './forward-request';
import type { UpstreamAnswer } from './upstream-exchange';

/** A Koa request handler (`app.callback()`). */
type KoaHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** What the Koa chain is handed when the direct path could not answer alone. */
export type HandOver = { error: unknown } | { answer: UpstreamAnswer };

/** What the direct path runs: the same checks, forwarding and headers as the Koa chain's. */
export interface DirectPathSteps<Admission> {
  /** Path below /api → the request's checks (the chain's own), throwing its refusal. */
  admit: (request: Request, apiPath: string) => Promise<Admission>;
  /** Forwards an admitted request (the chain's own forwarding). */
  forward: (
    request: Request,
    admission: Admission,
    apiPath: string,
    requestId: string,
  ) => Promise<UpstreamAnswer>;
  /**
   * The headers the chain sets on every answer before the proxy's, in order (the security headers,
   * and CORS's `Vary: Origin` for a request without an Origin); an answer's own header of the same
   * name replaces one, as `setHeader` does in the chain.
   */
  answerHeaders: readonly (readonly [string, string])[];
  /** Paths below /api the chain answers itself (health, the API reference): never taken here. */
  isChainPath: (path: string) => boolean;
  metrics: HttpRequestMetrics;
  logger: Logger;
}

/** What Koa's body setter gives an answer without a Content-Type (a Buffer body). */
const binaryContentType = 'application/octet-stream';
const cacheControlKey = 'cache-control';
const removedKey = removedAnswerHeader.toLowerCase();

/**
 * The proxied API path without Koa's per-request context and middleware chain (issue #22): a GET
 * without a body or an Origin header, below /api, is checked and forwarded by the same functions the
 * chain's last middleware calls, and a whole answer is written with one `writeHead` and one `end`,
 * with the headers the chain would have set. Whatever else happens goes to the Koa chain, so every
 * refusal, error and unusual answer is still made in one place: a refused check runs the whole
 * chain again (nothing was sent or spent; the checks are cheap the second time), and after the
 * request went to a copy, the failure or the answer is handed over (`handedOver`) with the request
 * id and start time kept, for the chain to answer as it always does.
 */
export class DirectPath<Admission> {
  private readonly handOvers = new WeakMap<IncomingMessage, HandOver>();
  private readonly answerHeaders: readonly (readonly [string, string, string])[];

  constructor(
    private readonly app: Koa,
    private readonly steps: DirectPathSteps<Admission>,
  ) {
    this.answerHeaders = steps.answerHeaders.map(([name, value]) => [
      name,
      name.toLowerCase(),
      value,
    ]);
  }

  /** Whether the request is one the direct path takes (decided from its first line and headers). */
  takes(req: IncomingMessage): boolean {
    const { headers } = req;
    return (
      req.method === 'GET' &&
      req.url !== undefined &&
      req.url.startsWith('/api/') &&
      headers.origin === undefined &&
      headers['transfer-encoding'] === undefined &&
      (headers['content-length'] === undefined || headers['content-length'] === '0')
    );
  }

  /** What the direct path left for the Koa chain to answer for this request, if anything. */
  handedOver(req: IncomingMessage): HandOver | undefined {
    return this.handOvers.get(req);
  }

  /** Answers a request `takes` accepted, or leaves it to `viaKoa`; never rejects. */
  handle(req: IncomingMessage, res: ServerResponse, viaKoa: KoaHandler): Promise<void> {
    return this.answer(req, res, viaKoa).catch((error: unknown) => {
      // Not expected (every step's failure goes to the chain), but a request handler must not reject.
      this.steps.logger.error({ err: error, path: req.url }, 'direct path failed');
      res.destroy();
    });
  }

  private async answer(
    req: IncomingMessage,
    res: ServerResponse,
    viaKoa: KoaHandler,
  ): Promise<void> {
    const startedAtMs = performance.now();
    const request = this.app.createContext(req, res).request;
    const { path } = request;
    if (!path.startsWith('/api/') || this.steps.isChainPath(path)) return viaKoa(req, res);
    const apiPath = path.slice('/api'.length);
    let admission: Admission;
    try {
      admission = await this.steps.admit(request, apiPath);
    } catch {
      // Refused: the chain runs the same checks again and answers the refusal its way.
      markRequestStart(req, startedAtMs);
      return viaKoa(req, res);
    }
    const requestId = resolveRequestId(req.headers[requestIdHeader]);
    let answer: UpstreamAnswer;
    try {
      answer = await this.steps.forward(request, admission, apiPath, requestId);
    } catch (error) {
      return this.handOver(req, res, viaKoa, { error }, requestId, startedAtMs);
    }
    const { status, body } = answer;
    if (!Buffer.isBuffer(body) || status === 204 || status === 304) {
      return this.handOver(req, res, viaKoa, { answer }, requestId, startedAtMs);
    }
    try {
      res.writeHead(status, this.headersOf(answer, body, requestId));
    } catch {
      // A header Node refuses to send: the chain fails on it as it always did.
      return this.handOver(req, res, viaKoa, { answer }, requestId, startedAtMs);
    }
    res.end(body);
    const durationSeconds = (performance.now() - startedAtMs) / 1000;
    this.steps.metrics.record('GET', routeLabelOf(path), status, durationSeconds);
    logRequest(this.steps.logger, { requestId, method: 'GET', path, status, startedAtMs });
  }

  private handOver(
    req: IncomingMessage,
    res: ServerResponse,
    viaKoa: KoaHandler,
    handOver: HandOver,
    requestId: string,
    startedAtMs: number,
  ): Promise<void> {
    this.handOvers.set(req, handOver);
    // The chain reads the id from the request and the start from `markRequestStart`.
    req.headers[requestIdHeader] = requestId;
    markRequestStart(req, startedAtMs);
    return viaKoa(req, res);
  }

  /**
   * The answer's header lines as the chain would send them: the request id and `answerHeaders`
   * unless the copy sent its own, the copy's but hop-by-hop ones and `removedAnswerHeader`, a
   * Content-Type if it had none and the Content-Length of the body (Koa's body setter), and
   * `defaultCacheControl` when the copy set no Cache-Control (the security headers' rule).
   */
  private headersOf(
    answer: UpstreamAnswer,
    body: Buffer,
    requestId: string,
  ): (string | string[])[] {
    const { headers } = answer;
    const lines: (string | string[])[] = [];
    if (headers[requestIdHeader] === undefined) lines.push(requestIdHeader, requestId);
    for (const [name, key, value] of this.answerHeaders) {
      if (headers[key] === undefined) lines.push(name, value);
    }
    for (const name in headers) {
      const value = headers[name];
      if (value === undefined || hopByHopHeaders.has(name) || name === 'content-length') continue;
      if (name === removedKey || (name === cacheControlKey && !value)) continue;
      lines.push(name, value);
    }
    if (headers['content-type'] === undefined) lines.push('Content-Type', binaryContentType);
    lines.push('Content-Length', String(body.length));
    if (!headers[cacheControlKey]) lines.push('Cache-Control', defaultCacheControl);
    return lines;
  }
}
