import type { AnalyticsDeps } from '../analytics-deps';
import { summarizeByPage, type PagePercentiles } from '../summary/percentile';

/** Reports read for one summary at most; beyond it the newest are used. */
export const summaryReportLimit = 50_000;

/** Per-page p50/p75/p95 of a metric over the last `days` days. */
export async function summarizeMetric(
  deps: AnalyticsDeps,
  metric: string,
  days: number,
): Promise<{ metric: string; days: number; total: number; pages: PagePercentiles[] }> {
  const since = new Date(deps.now().getTime() - days * 86_400_000);
  const reports = await deps.reports
    .find({ name: metric, receivedAt: { $gte: since } }, { page: 1, value: 1, _id: 0 })
    .sort({ receivedAt: -1 })
    .limit(summaryReportLimit)
    .lean();
  return { metric, days, total: reports.length, pages: summarizeByPage(reports) };
}
