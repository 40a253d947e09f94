/** The nearest-rank percentile (0 < fraction ≤ 1) of ascending values; 0 for none. */
export function percentile(sortedValues: readonly number[], fraction: number): number {
  if (sortedValues.length === 0) return 0;
  const rank = Math.ceil(fraction * sortedValues.length);
  return sortedValues[Math.min(sortedValues.length, Math.max(rank, 1)) - 1] ?? 0;
}

/** A page's count and p50/p75/p95 (values rounded to 3 decimals: CLS is a small score). */
export interface PagePercentiles {
  page: string;
  count: number;
  p50: number;
  p75: number;
  p95: number;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** Groups values by page and computes each page's percentiles, busiest page first. */
export function summarizeByPage(
  reports: readonly { page: string; value: number }[],
): PagePercentiles[] {
  const byPage = new Map<string, number[]>();
  for (const report of reports) {
    const values = byPage.get(report.page);
    if (values) values.push(report.value);
    else byPage.set(report.page, [report.value]);
  }
  return [...byPage.entries()]
    .map(([page, values]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return {
        page,
        count: sorted.length,
        p50: round(percentile(sorted, 0.5)),
        p75: round(percentile(sorted, 0.75)),
        p95: round(percentile(sorted, 0.95)),
      };
    })
    .sort((a, b) => b.count - a.count || a.page.localeCompare(b.page));
}
