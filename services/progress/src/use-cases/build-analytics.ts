import type { ProgressAnalytics } from '@repwise/contracts/progress';
import {
  countGoalStatuses,
  selectPeriodStart,
  summarizeMeasurements,
  type AnalyticsPeriodDays,
} from '@repwise/domain/progress';
import { presentMeasurement } from '../presenters/measurement.presenter';
import type { ProgressDeps } from '../progress-deps';
import { listGoals } from './goals';

/** How many measurements the chart shows (spec 02 §9). */
export const chartMeasurementCount = 20;

/**
 * Analytics over the last `period` days: the last 20 measurements (oldest first), each metric's
 * trend from its first to its latest value in the period, goal statistics, every goal, and the
 * period's measurement count. One read of the period and one of the goals (each a collection scan
 * on FerretDB v1), reused through the analytics cache while the user's data is unchanged.
 */
export function buildAnalytics(
  deps: ProgressDeps,
  userId: string,
  period: AnalyticsPeriodDays,
): Promise<ProgressAnalytics> {
  return deps.analyticsCache.read(userId, period, async () => {
    const now = deps.now();
    const [measurements, goals] = await Promise.all([
      deps.measurements
        .find({ userId, recordedAt: { $gte: selectPeriodStart(now, period), $lte: now } })
        .lean(),
      listGoals(deps, userId),
    ]);
    const summary = summarizeMeasurements(measurements, chartMeasurementCount);
    return {
      period,
      measurements: summary.latest.map(presentMeasurement),
      trends: summary.trends,
      goalStats: countGoalStatuses(goals),
      goals,
      totalMeasurements: summary.count,
    };
  });
}
