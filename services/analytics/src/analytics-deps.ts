import type { RetentionMode } from './models/ensure-retention';
import type { MetricReportModel } from './models/metric-report.model';

/** What the analytics use cases need: the report store, operator tokens and a clock. */
export interface AnalyticsDeps {
  reports: MetricReportModel;
  retentionDays: number;
  /** Whether the database expires reports (TTL index) or the service must sweep them. */
  retentionMode: RetentionMode;
  /** Bearer tokens accepted on GET /analytics/summary. */
  operatorTokens: string[];
  now: () => Date;
}
