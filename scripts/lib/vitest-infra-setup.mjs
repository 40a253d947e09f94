// Vitest global setup for integration tests: real FerretDB and Redis on free ports, unless
// MONGODB_URI and REDIS_URL already point at servers (as `npm test` does once for all workspaces).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { provideInfrastructure } from './embedded-infra.mjs';
import { Supervisor } from './supervisor.mjs';

export default async function setup() {
  if (process.env.MONGODB_URI && process.env.REDIS_URL) return undefined;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'repwise-test-'));
  const supervisor = new Supervisor({ logsDir: path.join(dataDir, 'logs') });
  const infra = await provideInfrastructure({
    supervisor,
    dataDir,
    logsDir: path.join(dataDir, 'logs'),
    persist: false,
  });
  process.env.MONGODB_URI = infra.mongoUri;
  process.env.REDIS_URL = infra.redisUrl;
  return async () => {
    await supervisor.stopAll();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
