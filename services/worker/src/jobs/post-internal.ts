import http from 'node:http';
import https from 'node:https';
import { ServiceCopies } from '@repwise/server-kit';
import { UnrecoverableError } from 'bullmq';

/** Where a service listens and the shared internal token it expects. */
export interface InternalTarget {
  /** The service's copies: one URL, several comma-separated, or the parsed list (failover between them). */
  baseUrl: string | readonly string[];
  internalToken: string;
  /** Milliseconds before one call is abandoned (the job is then retried). */
  timeoutMs?: number;
}

// Every job makes one or two calls: connections are kept open between them. node:http rather than
// fetch(), whose WHATWG streams cost the worker more CPU than building the plan (CPU profile of
// `npm run bench:plans`).
const agents = {
  http: new http.Agent({ keepAlive: true }),
  https: new https.Agent({ keepAlive: true }),
};

interface InternalAnswer {
  status: number;
  text: string;
}

function send(
  url: URL,
  method: 'GET' | 'POST',
  headers: http.OutgoingHttpHeaders,
  body: string | undefined,
  timeoutMs: number,
): Promise<InternalAnswer> {
  const isHttps = url.protocol === 'https:';
  return new Promise((resolve, reject) => {
    const request = (isHttps ? https : http).request(
      url,
      {
        method,
        headers,
        agent: isHttps ? agents.https : agents.http,
        signal: AbortSignal.timeout(timeoutMs),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** Calls one internal route of a service: method, path and JSON body; answers the parsed reply. */
export type InternalCaller = (
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
) => Promise<unknown>;

/**
 * A caller of a service's internal routes with the internal token. A call that could not be
 * delivered goes to the service's next copy (`ServiceCopies`): every internal route the worker
 * calls stores its result once under the job's key (unique plan + week, completion id, derived
 * plan id), so a post that may have arrived before its connection dropped is sent again safely.
 * A refusal that retrying cannot fix (4xx other than 408 and 429) throws UnrecoverableError, which
 * fails the job for good; other failures (timeouts, refused connections on every copy, 5xx) throw
 * a plain Error so BullMQ retries.
 */
export function createInternalCaller(target: InternalTarget): InternalCaller {
  const copies = new ServiceCopies(target.baseUrl);
  return async (method, path, body) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers = {
      ...(payload === undefined
        ? {}
        : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
      authorization: `Bearer ${target.internalToken}`,
    };
    const answer = await copies.call({ method, hasIdempotencyKey: true }, (baseUrl) =>
      send(new URL(path, baseUrl), method, headers, payload, target.timeoutMs ?? 10_000),
    );
    if (answer.status >= 200 && answer.status < 300) return JSON.parse(answer.text);
    const reason = `${method} ${path} answered ${answer.status}: ${answer.text}`;
    const isPermanent =
      answer.status >= 400 && answer.status < 500 && answer.status !== 408 && answer.status !== 429;
    throw isPermanent ? new UnrecoverableError(reason) : new Error(reason);
  };
}
