import { analyticsBodyLimitBytes } from '@repwise/contracts/analytics';
import { createServiceApp, isMongoConnected, type Logger } from '@repwise/server-kit';
import type Koa from 'koa';
import type { Connection } from 'mongoose';
import type { AnalyticsConfig } from './config';
import type { AnalyticsDeps } from './analytics-deps';
import { ensureRetention } from './models/ensure-retention';
import { createMetricReportModel } from './models/metric-report.model';
import { createAnalyticsRouter } from './routes/analytics.routes';

/** Builds the analytics service's dependencies on an open connection (retention included). */
export async function createAnalyticsDeps(
  config: AnalyticsConfig,
  connection: Connection,
  now: () => Date = () => new Date(),
): Promise<AnalyticsDeps> {
  const reports = createMetricReportModel(connection);
  await reports.init();
  const deps: AnalyticsDeps = {
    reports,
    retentionDays: config.ANALYTICS_RETENTION_DAYS,
    retentionMode: await ensureRetention(reports, config.ANALYTICS_RETENTION_DAYS),
    operatorTokens: config.ANALYTICS_OPERATOR_TOKEN ? [config.ANALYTICS_OPERATOR_TOKEN] : [],
    now,
  };
  return deps;
}

/** Builds the analytics service's Koa app (listening is `server.ts`'s job). */
export function createAnalyticsApp(
  deps: AnalyticsDeps,
  connection: Connection,
  logger: Logger,
): Koa {
  return createServiceApp({
    name: 'analytics',
    logger,
    healthChecks: { mongo: () => isMongoConnected(connection) },
    routers: [createAnalyticsRouter(deps)],
    jsonLimit: `${analyticsBodyLimitBytes}b`,
  });
}
