import { apiEndpoints, type NamedEndpoint } from '@repwise/contracts/openapi';
import { describeRow, type EndpointRow } from './endpoint-row';

/** The endpoint path's pattern: each `:param` any one segment (a row fills it with a placeholder). */
function toPattern(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/:[A-Za-z][A-Za-z0-9]*/g, '[^/]+')}$`);
}

const paramCount = (path: string) => (path.match(/:/g) ?? []).length;

/** The endpoint value a row calls: same method, path matching, the most literal one first. */
export function findRowEndpoint(row: EndpointRow): NamedEndpoint | undefined {
  return apiEndpoints
    .filter(
      ({ endpoint }) => endpoint.method === row.method && toPattern(endpoint.path).test(row.path),
    )
    .sort((a, b) => paramCount(a.endpoint.path) - paramCount(b.endpoint.path))[0];
}

/**
 * Where the table and the endpoint list disagree: rows that call no endpoint, rows whose access is
 * not their endpoint's, and routed endpoints without a row (internal ones are not reachable
 * through the gateway and have none). An endpoint may have several rows (several examples).
 */
export function findCoverageGaps(table: readonly EndpointRow[]): string[] {
  const gaps: string[] = [];
  const covered = new Map<NamedEndpoint, EndpointRow>();
  for (const row of table) {
    const named = findRowEndpoint(row);
    if (!named) {
      gaps.push(`${describeRow(row)} calls no endpoint of the contract`);
      continue;
    }
    covered.set(named, row);
    if (named.endpoint.access !== row.access) {
      gaps.push(`${describeRow(row)} is ${row.access}, its endpoint ${named.endpoint.access}`);
    }
  }
  for (const named of apiEndpoints) {
    if (named.endpoint.access !== 'internal' && !covered.has(named)) {
      gaps.push(`${named.endpoint.method} ${named.endpoint.path} has no row`);
    }
  }
  return gaps;
}
