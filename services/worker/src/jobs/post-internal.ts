import http from 'node:http';
import https from 'node:https';
import { UnrecoverableError } from 'bullmq';

/** Where a service listens and the shared internal token it expects. */
export interface InternalTarget {
  baseUrl: string;
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

/**
 * Calls a service's internal route with the internal token and answers the parsed JSON body. A
 * refusal that retrying cannot fix (4xx other than 408 and 429) throws UnrecoverableError, which
 * fails the job for good; other failures (timeouts, refused connections, 5xx) throw a plain Error
 * so BullMQ retries.
 */
export async function callInternal(
  target: InternalTarget,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<unknown> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const answer = await send(
    new URL(path, target.baseUrl),
    method,
    {
      ...(payload === undefined
        ? {}
        : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
      authorization: `Bearer ${target.internalToken}`,
    },
    payload,
    target.timeoutMs ?? 10_000,
  );
  if (answer.status >= 200 && answer.status < 300) return JSON.parse(answer.text);
  const reason = `${method} ${path} answered ${answer.status}: ${answer.text}`;
  const isPermanent =
    answer.status >= 400 && answer.status < 500 && answer.status !== 408 && answer.status !== 429;
  throw isPermanent ? new UnrecoverableError(reason) : new Error(reason);
}
