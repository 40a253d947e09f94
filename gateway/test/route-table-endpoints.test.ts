import { buildEndpointPath, readPathParamNames } from '@repwise/contracts/endpoints';
import { apiEndpoints, type NamedEndpoint } from '@repwise/contracts/openapi';
import { describe, expect, it } from 'vitest';
import { matchRoute, routeTable } from '../src/route-table';

/** An endpoint's path as a caller sends it below /api, each `:param` filled with a sample id. */
function samplePath({ endpoint }: NamedEndpoint): string {
  const params = Object.fromEntries(readPathParamNames(endpoint.path).map((name) => [name, '1']));
  return buildEndpointPath(endpoint, params);
}

const label = ({ area, name, endpoint }: NamedEndpoint) =>
  `${area}.${name} (${endpoint.method} ${endpoint.path})`;

const routed = apiEndpoints.filter(({ endpoint }) => endpoint.access !== 'internal');

describe('the route table against the endpoint list', () => {
  it('sends every endpoint that is not internal to the service that answers it', () => {
    const wrong = routed
      .filter((named) => matchRoute(samplePath(named))?.service !== named.endpoint.service)
      .map(label);
    expect(wrong).toEqual([]);
  });

  it('routes no internal endpoint', () => {
    const internal = apiEndpoints.filter(({ endpoint }) => endpoint.access === 'internal');
    expect(internal.length).toBeGreaterThan(0);
    expect(internal.filter((named) => matchRoute(samplePath(named)) !== null).map(label)).toEqual(
      [],
    );
  });

  it('forwards public and operator endpoints without a user token', () => {
    const needingToken = routed
      .filter(({ endpoint }) => endpoint.access === 'public' || endpoint.access === 'operator')
      .filter((named) => matchRoute(samplePath(named))?.isPublic !== true)
      .map(label);
    expect(needingToken).toEqual([]);
  });

  it('holds only user endpoints behind the entries that demand a token', () => {
    const notUser = routed
      .filter((named) => matchRoute(samplePath(named))?.isPublic === false)
      .filter(({ endpoint }) => endpoint.access !== 'user')
      .map(label);
    expect(notUser).toEqual([]);
  });

  it('makes an entry public only where a public endpoint needs it, and keeps no unused entry', () => {
    for (const entry of routeTable) {
      const served = routed.filter((named) => matchRoute(samplePath(named)) === entry);
      expect(served.length, `/api${entry.prefix}`).toBeGreaterThan(0);
      if (entry.isPublic) {
        expect(
          served.some(({ endpoint }) => endpoint.access !== 'user'),
          `/api${entry.prefix} is public`,
        ).toBe(true);
      }
    }
  });

  it('gives the photo upload the larger body limit', () => {
    const upload = routed.filter(
      ({ endpoint }) => endpoint.bodyMediaType === 'multipart/form-data',
    );
    expect(upload.length).toBeGreaterThan(0);
    for (const named of upload) {
      expect(matchRoute(samplePath(named))?.bodyLimitBytes, label(named)).toBeGreaterThan(
        20 * 1024 * 1024,
      );
    }
  });
});
