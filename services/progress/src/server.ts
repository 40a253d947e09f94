import { connectMongo, createLogger, loadConfigOrExit, startServer } from '@repwise/server-kit';
import { createProgressApp, createProgressDeps } from './app';
import { progressConfigSchema } from './config';

const config = loadConfigOrExit(progressConfigSchema);
const logger = createLogger('progress', config.LOG_LEVEL);
const connection = await connectMongo({
  uri: config.MONGODB_URI,
  dbName: config.PROGRESS_DB_NAME,
  logger,
});
const deps = await createProgressDeps(config, connection);
await startServer(createProgressApp(deps, connection, logger), {
  port: config.PORT,
  host: config.HOST,
  logger,
  drainMs: config.SHUTDOWN_DRAIN_MS,
  onShutdown: () => connection.close(),
});
