import type { CustomMetricRequest, WebVitalRequest } from '@repwise/contracts/analytics';
import type { AnalyticsDeps } from '../analytics-deps';
import { normalizePage } from '../summary/normalize-page';

function toDate(timestamp: number | string | undefined): Date | null {
  if (timestamp === undefined) return null;
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Stores a web vital report by page. */
export async function recordWebVital(deps: AnalyticsDeps, report: WebVitalRequest): Promise<void> {
  await deps.reports.create({
    kind: 'web-vital',
    name: report.name,
    value: report.value,
    page: normalizePage(report.url),
    rating: report.rating ?? null,
    details: {
      metricId: report.id,
      navigationType: report.navigationType ?? null,
      delta: report.delta ?? null,
    },
    reportedAt: toDate(report.timestamp),
    receivedAt: deps.now(),
  });
}

/** Stores a custom metric report by page, with its context. */
export async function recordCustomMetric(
  deps: AnalyticsDeps,
  report: CustomMetricRequest & { context: Record<string, unknown> },
): Promise<void> {
  await deps.reports.create({
    kind: 'custom',
    name: report.name,
    value: report.value,
    page: normalizePage(report.url),
    rating: null,
    details: report.context,
    reportedAt: toDate(report.timestamp),
    receivedAt: deps.now(),
  });
}
