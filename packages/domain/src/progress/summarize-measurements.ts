import { summarizeMetricTrend } from './summarize-metric-trend';
import {
  trackedMetrics,
  type MeasurementPoint,
  type MetricTrend,
  type TrackedMetric,
} from './progress-types';

/** What analytics shows of a period's measurements. */
export interface MeasurementsSummary<T extends MeasurementPoint> {
  /** The last `chartSize` measurements, oldest first. */
  latest: T[];
  trends: Record<TrackedMetric, MetricTrend | null>;
  count: number;
}

/**
 * One pass over a period's measurements (any order): the last `chartSize` by recordedAt (oldest
 * first), each metric's trend from its first to its latest value, and the count.
 */
export function summarizeMeasurements<T extends MeasurementPoint>(
  measurements: readonly T[],
  chartSize: number,
): MeasurementsSummary<T> {
  const sorted = [...measurements].sort((a, b) => a.recordedAt.getTime() - b.recordedAt.getTime());
  const trendOf = (metric: TrackedMetric) => {
    const withValue = sorted.filter((m) => m[metric] !== null);
    return summarizeMetricTrend(withValue[0]?.[metric] ?? null, withValue.at(-1)?.[metric] ?? null);
  };
  return {
    latest: sorted.slice(-chartSize),
    trends: {
      weight: trendOf(trackedMetrics[0]),
      bodyFat: trendOf(trackedMetrics[1]),
      muscleMass: trendOf(trackedMetrics[2]),
    },
    count: sorted.length,
  };
}
