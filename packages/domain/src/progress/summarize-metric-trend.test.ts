import { describe, expect, it } from 'vitest';
import { summarizeMetricTrend } from './summarize-metric-trend';

describe('summarizeMetricTrend', () => {
  it('is null when the period has no value for the metric', () => {
    expect(summarizeMetricTrend(null, null)).toBeNull();
    expect(summarizeMetricTrend(80, null)).toBeNull();
  });

  it.each([
    { first: 80, latest: 80, change: 0, changePercentage: 0, trend: 'stable' },
    { first: 100, latest: 100.4, change: 0.4, changePercentage: 0.4, trend: 'stable' },
    { first: 100, latest: 100.5, change: 0.5, changePercentage: 0.5, trend: 'increasing' },
    { first: 100, latest: 99.6, change: -0.4, changePercentage: -0.4, trend: 'stable' },
    { first: 100, latest: 99.5, change: -0.5, changePercentage: -0.5, trend: 'decreasing' },
    { first: 82.4, latest: 79.1, change: -3.3, changePercentage: -4, trend: 'decreasing' },
    { first: 20, latest: 24, change: 4, changePercentage: 20, trend: 'increasing' },
    { first: 0, latest: 0, change: 0, changePercentage: 0, trend: 'stable' },
    { first: 0, latest: 2, change: 2, changePercentage: 0, trend: 'increasing' },
  ] as const)(
    'from $first to $latest is $change ($changePercentage %), $trend',
    ({ first, latest, change, changePercentage, trend }) => {
      expect(summarizeMetricTrend(first, latest)).toEqual({
        current: latest,
        change,
        changePercentage,
        trend,
      });
    },
  );
});
