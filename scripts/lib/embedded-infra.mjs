// Chooses external or embedded MongoDB-compatible database and Redis, starting the embedded ones.
import path from 'node:path';
import { ensureFerretDb, ensureRedis, startFerretDb, startRedis } from './infra.mjs';
import { getFreePort } from './net.mjs';

/**
 * Returns connection URLs: MONGODB_URI / REDIS_URL when set (unless `isEmbeddedOnly`: the fault
 * tests restart what they start), else FerretDB and Redis started under `dataDir` on free ports
 * and adopted by the supervisor (as `ferretdb` and `redis`).
 * @param {{
 *   supervisor: import('./supervisor.mjs').Supervisor,
 *   dataDir: string,
 *   logsDir: string,
 *   persist: boolean,
 *   isEmbeddedOnly?: boolean,
 * }} options
 */
export async function provideInfrastructure({
  supervisor,
  dataDir,
  logsDir,
  persist,
  isEmbeddedOnly = false,
}) {
  let mongoUri = isEmbeddedOnly ? undefined : process.env.MONGODB_URI;
  let redisUrl = isEmbeddedOnly ? undefined : process.env.REDIS_URL;
  if (!mongoUri) {
    await ensureFerretDb();
    const port = await getFreePort();
    supervisor.adopt(
      await startFerretDb({
        port,
        dataDir: path.join(dataDir, 'ferretdb'),
        logFile: path.join(logsDir, 'ferretdb.log'),
      }),
    );
    mongoUri = `mongodb://127.0.0.1:${port}/`;
  }
  if (!redisUrl) {
    await ensureRedis();
    const port = await getFreePort();
    supervisor.adopt(
      await startRedis({
        port,
        dataDir: path.join(dataDir, 'redis'),
        logFile: path.join(logsDir, 'redis.log'),
        persist,
      }),
    );
    redisUrl = `redis://127.0.0.1:${port}`;
  }
  return { mongoUri, redisUrl };
}
