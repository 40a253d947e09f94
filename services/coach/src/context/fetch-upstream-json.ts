import { request } from 'undici';

/** Where and how to read another service for the signed-in user. */
export interface UpstreamRead {
  baseUrl: string | undefined;
  path: string;
  token: string;
  timeoutMs: number;
}

/**
 * GETs JSON from another service with the user's bearer token; null when the service is not
 * configured, unreachable, slower than the timeout, answers non-2xx or sends something unreadable.
 * The coach answers without that part of the user's data.
 */
export async function fetchUpstreamJson(read: UpstreamRead): Promise<unknown> {
  if (!read.baseUrl) return null;
  try {
    const response = await request(new URL(read.path, read.baseUrl), {
      method: 'GET',
      headers: { authorization: `Bearer ${read.token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(read.timeoutMs),
    });
    if (response.statusCode < 200 || response.statusCode >= 300) {
      await response.body.dump();
      return null;
    }
    return await response.body.json();
  } catch {
    // Missing, slow or broken services are expected here: the reply goes on without them.
    return null;
  }
}
