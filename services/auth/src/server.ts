import { connectMongo, createLogger, loadConfigOrExit, startServer } from '@repwise/server-kit';
import { createAuthApp, createAuthDeps } from './app';
import { authConfigSchema } from './config';

const config = loadConfigOrExit(authConfigSchema);
const logger = createLogger('auth', config.LOG_LEVEL);
const connection = await connectMongo({
  uri: config.MONGODB_URI,
  dbName: config.AUTH_DB_NAME,
  logger,
});
const deps = await createAuthDeps(config, connection);
await startServer(createAuthApp(deps, connection, logger), {
  port: config.PORT,
  host: config.HOST,
  logger,
  onShutdown: () => connection.close(),
});
