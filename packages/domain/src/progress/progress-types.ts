/** The body metrics a measurement can record and whose trends analytics follow. */
export const trackedMetrics = ['weight', 'bodyFat', 'muscleMass'] as const;

/** A tracked metric: weight (kg), bodyFat (%), muscleMass (kg). */
export type TrackedMetric = (typeof trackedMetrics)[number];

/** One measurement as the domain sees it; an absent metric is null (not measured that day). */
export interface MeasurementPoint {
  recordedAt: Date;
  weight: number | null;
  bodyFat: number | null;
  muscleMass: number | null;
}

/** Where a goal stands; the spec's spellings ("ACTIVE" upper case, the others lower case). */
export type GoalStatus = 'ACTIVE' | 'completed' | 'paused';

/** What the goal rules read of a goal. */
export interface GoalFacts {
  status: GoalStatus;
  targetValue: number;
  currentValue: number;
}

/** Direction of a metric over a period. */
export type TrendDirection = 'increasing' | 'decreasing' | 'stable';

/** A metric's trend: latest value, change from the period's first value (absolute and %), direction. */
export interface MetricTrend {
  current: number;
  change: number;
  changePercentage: number;
  trend: TrendDirection;
}
