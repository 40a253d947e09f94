import { UnrecoverableError } from 'bullmq';

/** Where a service listens and the shared internal token it expects. */
export interface InternalTarget {
  baseUrl: string;
  internalToken: string;
  /** Milliseconds before one call is abandoned (the job is then retried). */
  timeoutMs?: number;
}

/**
 * Calls a service's internal route with the internal token and answers the parsed JSON body. A
 * refusal that retrying cannot fix (4xx other than 408 and 429) throws UnrecoverableError, which
 * fails the job for good; other failures throw a plain Error so BullMQ retries.
 */
export async function callInternal(
  target: InternalTarget,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<unknown> {
  const response = await fetch(new URL(path, target.baseUrl), {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      authorization: `Bearer ${target.internalToken}`,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(target.timeoutMs ?? 10_000),
  });
  if (response.ok) return response.json();
  const reason = `${method} ${path} answered ${response.status}: ${await response.text()}`;
  const isPermanent =
    response.status >= 400 &&
    response.status < 500 &&
    response.status !== 408 &&
    response.status !== 429;
  throw isPermanent ? new UnrecoverableError(reason) : new Error(reason);
}
