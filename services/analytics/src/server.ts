import { connectMongo, createLogger, loadConfigOrExit, startServer } from '@repwise/server-kit';
import { createAnalyticsApp, createAnalyticsDeps } from './app';
import { analyticsConfigSchema } from './config';
import { purgeExpiredReports } from './models/ensure-retention';

const config = loadConfigOrExit(analyticsConfigSchema);
const logger = createLogger('analytics', config.LOG_LEVEL);
const connection = await connectMongo({
  uri: config.MONGODB_URI,
  dbName: config.ANALYTICS_DB_NAME,
  logger,
});
const deps = await createAnalyticsDeps(config, connection);
// Without a TTL index (FerretDB v1) the service deletes expired reports itself, every 10 minutes.
const sweep =
  deps.retentionMode === 'sweep'
    ? setInterval(() => {
        purgeExpiredReports(deps.reports, deps.retentionDays, deps.now()).catch((error: unknown) =>
          logger.warn({ err: error }, 'analytics retention sweep failed'),
        );
      }, 600_000).unref()
    : null;
logger.info(
  { retentionMode: deps.retentionMode, retentionDays: deps.retentionDays },
  'analytics retention',
);
await startServer(createAnalyticsApp(deps, connection, logger), {
  port: config.PORT,
  host: config.HOST,
  logger,
  drainMs: config.SHUTDOWN_DRAIN_MS,
  onShutdown: async () => {
    if (sweep) clearInterval(sweep);
    await connection.close();
  },
});
