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

/** The newest goals analytics lists (the statistics count every goal). */
const analyticsGoalCount = 100;

/**
 * Analytics over the last `period` days: the last 20 measurements (oldest first), each metric's
 * trend from its first to its latest value in the period, goal statistics over every goal, the
 * newest 100 goals, and the period's measurement count; reused through the analytics cache while
 * the user's data is unchanged.
 */
export function buildAnalytics(
  deps: ProgressDeps,
  userId: string,
  period: AnalyticsPeriodDays,
): Promise<ProgressAnalytics> {
  return deps.analyticsCache.read(userId, period, async () => {
    const now = deps.now();
    const [measurements, { goals }, statuses] = await Promise.all([
      deps.measurements
        .find({ userId, recordedAt: { $gte: selectPeriodStart(now, period), $lte: now } })
        .lean(),
      listGoals(deps, userId, { limit: analyticsGoalCount, offset: 0 }),
      // Every goal counts toward the statistics: only their statuses are read.
      deps.goals.find({ userId }, { status: 1 }).lean(),
    ]);
    const summary = summarizeMeasurements(measurements, chartMeasurementCount);
    return {
      period,
      measurements: summary.latest.map(presentMeasurement),
      trends: summary.trends,
      goalStats: countGoalStatuses(statuses),
      goals,
      totalMeasurements: summary.count,
    };
  });
}
