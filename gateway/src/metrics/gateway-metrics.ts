import { Counter, Gauge, unmatchedRouteLabel, type Registry } from '@repwise/server-kit';
import type { Context } from 'koa';
import type { Upstreams } from '../proxy/upstreams';
import { matchRoute, routeTable } from '../route-table';

/** Why a request to one copy failed before it had an answer. */
export type UpstreamFailureReason = 'unreachable' | 'dropped' | 'timeout' | 'error';

/** What the proxy reports about each copy it talks to. */
export interface UpstreamMetrics {
  /** A copy answered (any status). */
  countResponse: (service: string, copyUrl: string, status: number) => void;
  /** A copy failed: unreachable (refused, no route), dropped mid-request, timed out, or another error. */
  countFailure: (service: string, copyUrl: string, reason: UpstreamFailureReason) => void;
  /** A request went on to another copy after one failed. */
  countRetry: (service: string) => void;
}

/**
 * The gateway's `route` label: `/api<prefix>/*` of the route-table entry that forwards the request
 * (e.g. `/api/workouts/*`); paths outside the table are `unmatched`. The services' own metrics
 * carry the full patterns; here the entry is what names the upstream and bounds the label.
 */
export function gatewayRouteLabel(ctx: Context): string {
  return routeLabelOf(ctx.path);
}

/** The `route` label of a request path (`gatewayRouteLabel`'s rule). */
export function routeLabelOf(path: string): string {
  if (!path.startsWith('/api/')) return unmatchedRouteLabel;
  const entry = matchRoute(path.slice('/api'.length));
  return entry ? (routeLabels.get(entry) ?? unmatchedRouteLabel) : unmatchedRouteLabel;
}

/** Each route-table entry's label, made once rather than per request. */
const routeLabels = new Map(routeTable.map((entry) => [entry, `/api${entry.prefix}/*`]));

/**
 * Registers the gateway's upstream metrics: `gateway_upstream_responses_total{service,copy,status}`,
 * `gateway_upstream_failures_total{service,copy,reason}`, `gateway_upstream_retries_total{service}`
 * and `gateway_upstream_copy_up{service,copy}` (1 while a copy takes traffic), read on each scrape.
 */
export function createUpstreamMetrics(registry: Registry, upstreams: Upstreams): UpstreamMetrics {
  const responses = new Counter({
    name: 'gateway_upstream_responses_total',
    help: 'Answers from each service copy, by status.',
    labelNames: ['service', 'copy', 'status'] as const,
    registers: [registry],
  });
  const failures = new Counter({
    name: 'gateway_upstream_failures_total',
    help: 'Requests to a service copy that got no answer, by reason (unreachable, dropped, timeout, error).',
    labelNames: ['service', 'copy', 'reason'] as const,
    registers: [registry],
  });
  const retries = new Counter({
    name: 'gateway_upstream_retries_total',
    help: 'Requests sent on to another copy after one failed.',
    labelNames: ['service'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'gateway_upstream_copy_up',
    help: '1 while a service copy takes traffic, 0 while it is out of rotation.',
    labelNames: ['service', 'copy'] as const,
    registers: [registry],
    collect() {
      // Copies can change (DNS discovery): report only the current ones.
      this.reset();
      for (const [service, group] of upstreams.all()) {
        for (const copy of group.copies) this.set({ service, copy: copy.url }, copy.isUp ? 1 : 0);
      }
    },
  });
  return {
    countResponse: (service, copy, status) =>
      responses.inc({ service, copy, status: String(status) }),
    countFailure: (service, copy, reason) => failures.inc({ service, copy, reason }),
    countRetry: (service) => retries.inc({ service }),
  };
}
