import { customMetricEventName, type CustomMetricReport } from '@repwise/contracts/analytics';
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { sendAnalytics } from './send-analytics';

let isStarted = false;

/** The page a report is about: its path only (queries can carry tokens or emails). */
function currentPage(): string {
  return window.location.pathname || '/';
}

/** A web-vitals metric as POST /analytics/web-vitals takes it (spec 02 §7), without its entries. */
export function toWebVitalReport(metric: Metric, page: string, now: number) {
  return {
    name: metric.name,
    value: metric.value,
    rating: metric.rating,
    delta: metric.delta,
    id: metric.id,
    navigationType: metric.navigationType,
    url: page,
    timestamp: now,
  };
}

function isCustomMetricReport(value: unknown): value is CustomMetricReport {
  if (typeof value !== 'object' || value === null) return false;
  const name = Reflect.get(value, 'name');
  const metricValue = Reflect.get(value, 'value');
  return (
    typeof name === 'string' && typeof metricValue === 'number' && Number.isFinite(metricValue)
  );
}

function reportCustomMetricEvent(event: Event): void {
  const detail: unknown = event instanceof CustomEvent ? event.detail : null;
  if (!isCustomMetricReport(detail)) return;
  sendAnalytics('/custom-metrics', {
    name: detail.name,
    value: detail.value,
    context: detail.context ?? {},
    timestamp: Date.now(),
    url: currentPage(),
  });
}

/**
 * Starts reporting (once per page): LCP, CLS, INP, TTFB and FCP from the web-vitals library, and
 * the custom metrics areas dispatch with `reportCustomMetric`. Fire and forget; never throws.
 */
export function startAnalytics(): void {
  if (isStarted) return;
  isStarted = true;
  const report = (metric: Metric) =>
    sendAnalytics('/web-vitals', toWebVitalReport(metric, currentPage(), Date.now()));
  for (const observe of [onLCP, onCLS, onINP, onTTFB, onFCP]) observe(report);
  window.addEventListener(customMetricEventName, reportCustomMetricEvent);
}
