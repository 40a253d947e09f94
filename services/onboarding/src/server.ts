import { connectMongo, createLogger, loadConfigOrExit, startServer } from '@repwise/server-kit';
import { createOnboardingApp, createOnboardingDeps } from './app';
import { onboardingConfigSchema } from './config';

const config = loadConfigOrExit(onboardingConfigSchema);
const logger = createLogger('onboarding', config.LOG_LEVEL);
const connection = await connectMongo({
  uri: config.MONGODB_URI,
  dbName: config.ONBOARDING_DB_NAME,
  logger,
});
const deps = await createOnboardingDeps(config, connection);
await startServer(createOnboardingApp(deps, connection, logger), {
  port: config.PORT,
  host: config.HOST,
  logger,
  onShutdown: () => connection.close(),
});
