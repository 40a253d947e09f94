// The local RepWise system: which processes exist and how they are wired together.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { getFreePort, preferPort, waitForHttpOk } from './net.mjs';
import { repoRoot } from './paths.mjs';
import { Supervisor } from './supervisor.mjs';

/** Domain services; each is started when its folder exists, and the gateway learns its URL. */
export const serviceDefinitions = [
  { name: 'auth', dir: 'services/auth', urlVariable: 'AUTH_SERVICE_URL' },
  { name: 'onboarding', dir: 'services/onboarding', urlVariable: 'ONBOARDING_SERVICE_URL' },
  { name: 'workouts', dir: 'services/workouts', urlVariable: 'WORKOUTS_SERVICE_URL' },
  { name: 'progress', dir: 'services/progress', urlVariable: 'PROGRESS_SERVICE_URL' },
  { name: 'coach', dir: 'services/coach', urlVariable: 'COACH_SERVICE_URL' },
  { name: 'analytics', dir: 'services/analytics', urlVariable: 'ANALYTICS_SERVICE_URL' },
];

function existingServices() {
  return serviceDefinitions.filter((service) =>
    existsSync(path.join(repoRoot, service.dir, 'src', 'server.ts')),
  );
}

function nodeTs(supervisor, name, dir, env) {
  // `node --import tsx` keeps one process per service, so signals reach the server itself.
  return supervisor.start(name, process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(repoRoot, dir),
    env,
  });
}

/**
 * Starts every service and the gateway against the given database and Redis, waits for health,
 * and returns the gateway's URL plus the supervisor that stops them.
 */
export async function startStack({
  supervisor,
  mongoUri,
  redisUrl,
  secrets,
  nodeEnv,
  logLevel,
  gatewayPort,
  extraEnv = {},
}) {
  const common = {
    NODE_ENV: nodeEnv,
    LOG_LEVEL: logLevel,
    MONGODB_URI: mongoUri,
    REDIS_URL: redisUrl,
    HOST: '127.0.0.1',
    ...secrets,
    ...extraEnv,
  };
  const serviceUrls = {};
  const started = [];
  for (const service of existingServices()) {
    const port = await getFreePort();
    nodeTs(supervisor, service.name, service.dir, { ...common, PORT: String(port) });
    serviceUrls[service.urlVariable] = `http://127.0.0.1:${port}`;
    started.push({ name: service.name, healthUrl: `http://127.0.0.1:${port}/health` });
  }
  const port = gatewayPort === 0 ? await getFreePort() : await preferPort(gatewayPort);
  nodeTs(supervisor, 'gateway', 'gateway', { ...common, ...serviceUrls, PORT: String(port) });
  const gatewayUrl = `http://127.0.0.1:${port}`;
  await Promise.all(
    started.map((service) => waitForHttpOk(service.healthUrl, { what: `${service.name} health` })),
  );
  await waitForHttpOk(`${gatewayUrl}/api/health`, { what: 'gateway health' });
  // Until the shell is served, the product's one URL is the gateway's.
  return { gatewayUrl, appUrl: gatewayUrl, services: started.map((service) => service.name) };
}

export { Supervisor };
