import type { IncomingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';
import { errors, util, type Dispatcher } from 'undici';

/** A copy's answer: its status, its headers as undici parses them, and its body. */
export interface UpstreamAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The whole body (a small answer), null (no body), or a stream of it as it arrives. */
  body: Buffer | Readable | null;
}

/**
 * Answers up to this size (by their Content-Length) are read whole before anything is sent; larger
 * ones and those without a length (chunked) stream through as they come.
 */
export const wholeAnswerBytes = 64 * 1024;

/**
 * Sends one request to a copy and resolves with its answer. A small answer (Content-Length up to
 * `wholeAnswerBytes`) is collected first, so a copy that drops it mid-body rejects like one that
 * never answered (and can be retried) instead of leaving the client a cut answer; an answer without
 * a body (HEAD, 204, 304) resolves once complete; any other streams, with the copy's reads paused
 * while the stream is full. Rejects with undici's error when no answer arrived.
 *
 * This is undici's `dispatch` with a handler of its own rather than `request()`: no body stream,
 * async resource or promise per answer for the small answers that are most of the API's (issue #22).
 */
export function exchangeWith(
  dispatcher: Dispatcher,
  options: Dispatcher.DispatchOptions,
): Promise<UpstreamAnswer> {
  return new Promise((resolve, reject) => {
    dispatcher.dispatch(options, new ExchangeHandler(options, resolve, reject));
  });
}

type Abort = (reason?: Error) => void;

/** undici's handler for one exchange (its long-standing callback form, which it calls directly). */
class ExchangeHandler implements Dispatcher.DispatchHandler {
  private abort: Abort | null = null;
  private status = 0;
  private headers: IncomingHttpHeaders | null = null;
  private chunks: Buffer[] | null = null;
  private stream: AnswerStream | null = null;
  private isSettled = false;
  private isComplete = false;

  constructor(
    private readonly options: Dispatcher.DispatchOptions,
    private readonly resolve: (answer: UpstreamAnswer) => void,
    private readonly reject: (error: Error) => void,
  ) {}

  onConnect(abort: Abort): void {
    this.abort = abort;
  }

  onHeaders(status: number, rawHeaders: Buffer[], resume: () => void): boolean {
    // Informational answers (100 Continue, 103) come before the real one.
    if (status < 200) return true;
    const headers = util.parseHeaders(rawHeaders) as IncomingHttpHeaders;
    this.status = status;
    this.headers = headers;
    if (this.options.method === 'HEAD' || status === 204 || status === 304) return true;
    const declaredLength = headers['content-length'];
    if (typeof declaredLength === 'string' && Number(declaredLength) <= wholeAnswerBytes) {
      this.chunks = [];
      return true;
    }
    this.stream = new AnswerStream(resume, (reason) => {
      if (!this.isComplete) this.abort?.(reason);
    });
    this.settle({ status, headers, body: this.stream });
    return true;
  }

  onData(chunk: Buffer): boolean {
    if (this.stream) return this.stream.push(chunk);
    this.chunks?.push(chunk);
    return true;
  }

  onComplete(): void {
    this.isComplete = true;
    if (this.stream) {
      this.stream.push(null);
      return;
    }
    const { chunks } = this;
    const body =
      chunks === null ? null : chunks.length === 1 && chunks[0] ? chunks[0] : Buffer.concat(chunks);
    this.settle({ status: this.status, headers: this.headers ?? {}, body });
  }

  onError(error: Error): void {
    // A request body that was streaming is dropped with the exchange, as undici's request() does.
    const { body } = this.options;
    if (body instanceof Readable && !body.destroyed) {
      body.on('error', () => undefined);
      body.destroy(error);
    }
    if (this.isSettled) this.stream?.destroy(error);
    else {
      this.isSettled = true;
      this.reject(error);
    }
  }

  private settle(answer: UpstreamAnswer): void {
    this.isSettled = true;
    this.resolve(answer);
  }
}

/**
 * A streamed answer: reading resumes the copy's connection, and a stream destroyed before the copy
 * finished sending (the client went away) aborts the exchange, as undici's own body stream does.
 */
class AnswerStream extends Readable {
  constructor(
    private readonly resumeUpstream: () => void,
    private readonly abortUpstream: Abort,
  ) {
    super({ highWaterMark: wholeAnswerBytes });
  }

  override _read(): void {
    this.resumeUpstream();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.abortUpstream(error ?? new errors.RequestAbortedError());
    callback(error);
  }
}
