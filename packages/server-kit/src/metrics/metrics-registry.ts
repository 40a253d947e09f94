import { collectDefaultMetrics, Registry } from 'prom-client';

export { Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * A process's own Prometheus registry: Node's default process metrics (CPU, memory, event-loop
 * lag, GC, handles) plus whatever the app registers, every series labelled `service=<name>`.
 * A registry per app (not prom-client's global one) keeps in-process test apps apart.
 */
export function createMetricsRegistry(service: string): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  return registry;
}
