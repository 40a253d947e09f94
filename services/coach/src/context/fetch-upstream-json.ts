import { fillCallPath, type AnyEndpoint, type EndpointCall } from '@repwise/contracts/endpoints';
import type { ServiceCopies } from '@repwise/server-kit';
import { request } from 'undici';

/** Which endpoint of another service to read for the signed-in user, where and how. */
export interface UpstreamRead<Endpoint extends AnyEndpoint> {
  /** The service's copies; undefined when it is not configured. */
  copies: ServiceCopies | undefined;
  endpoint: Endpoint;
  query?: EndpointCall<Endpoint>['query'];
  token: string;
  timeoutMs: number;
}

/**
 * Calls another service's endpoint (its method and path from the endpoint value) with the user's
 * bearer token and answers the JSON as sent, for the coach's own lenient readings
 * (`map-upstream.ts`); null when the service is not configured, unreachable, slower than the
 * timeout, answers non-2xx or sends something unreadable. The coach answers without that part of
 * the user's data. A read that a copy refused, dropped or did not answer within the timeout goes to
 * the service's next copy (`ServiceCopies`), with a timeout of its own. undici's `request` rather than the browser client's fetch: with the context
 * cache off every message makes these reads (`npm run bench:coach`).
 */
export async function fetchUpstreamJson<Endpoint extends AnyEndpoint>(
  read: UpstreamRead<Endpoint>,
): Promise<unknown> {
  const { copies, endpoint } = read;
  if (!copies) return null;
  try {
    return await copies.call({ method: endpoint.method }, async (baseUrl) => {
      const response = await request(new URL(fillCallPath(endpoint, read), baseUrl), {
        method: endpoint.method,
        headers: { authorization: `Bearer ${read.token}`, accept: 'application/json' },
        signal: AbortSignal.timeout(read.timeoutMs),
      });
      if (response.statusCode < 200 || response.statusCode >= 300) {
        await response.body.dump();
        return null;
      }
      return await response.body.json();
    });
  } catch {
    // Missing, slow or broken services are expected here: the reply goes on without them.
    return null;
  }
}
