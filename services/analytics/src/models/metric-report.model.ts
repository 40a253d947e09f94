import { Schema, type Connection, type Model } from 'mongoose';

/** One reported measurement: a web vital or a custom metric, by page. */
export interface MetricReportRecord {
  kind: 'web-vital' | 'custom';
  name: string;
  value: number;
  /** The page's path with ids replaced (`/blog/:id`), never its query or origin. */
  page: string;
  /** Web vitals: good, needs-improvement or poor; null for custom metrics. */
  rating: string | null;
  /** Web vitals: the library's metric id and navigation type; custom metrics: their context. */
  details: Record<string, unknown>;
  /** When the browser says it happened, when known. */
  reportedAt: Date | null;
  /** When it arrived; reports are deleted `retentionDays` after this (see `ensureRetention`). */
  receivedAt: Date;
}

/** The mongoose model of metric reports. */
export type MetricReportModel = Model<MetricReportRecord>;

/** Registers the metric report model (its TTL index is `ensureRetention`'s job). */
export function createMetricReportModel(connection: Connection): MetricReportModel {
  const schema = new Schema<MetricReportRecord>(
    {
      kind: { type: String, required: true, enum: ['web-vital', 'custom'] },
      name: { type: String, required: true },
      value: { type: Number, required: true },
      page: { type: String, required: true },
      rating: { type: String, default: null },
      details: { type: Schema.Types.Mixed, default: {} },
      reportedAt: { type: Date, default: null },
      receivedAt: { type: Date, required: true },
    },
    { collection: 'metric_reports', minimize: false },
  );
  schema.index({ name: 1, receivedAt: -1 });
  return connection.model<MetricReportRecord>('MetricReport', schema);
}
