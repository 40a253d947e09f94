import { connectMongo, createLogger, loadConfigOrExit, startServer } from '@repwise/server-kit';
import { createCoachApp, createCoachDeps } from './app';
import { coachConfigSchema } from './config';

const config = loadConfigOrExit(coachConfigSchema);
const logger = createLogger('coach', config.LOG_LEVEL);
const connection = await connectMongo({
  uri: config.MONGODB_URI,
  dbName: config.COACH_DB_NAME,
  logger,
});
const deps = await createCoachDeps(config, connection, logger);
await startServer(createCoachApp(deps, connection, logger), {
  port: config.PORT,
  host: config.HOST,
  logger,
  drainMs: config.SHUTDOWN_DRAIN_MS,
  onShutdown: () => connection.close(),
});
