// The system the fault scenarios break: its own FerretDB and Redis (Redis with its append-only file,
// so a restart keeps what it acknowledged), two copies of workouts and auth, the worker, the
// gateway and the front ends, plus the users whose requests make up the load.
import path from 'node:path';
import { provideInfrastructure } from '../embedded-infra.mjs';
import { step } from '../run-command.mjs';
import { generateTestSecrets } from '../secrets.mjs';
import { startStack } from '../stack.mjs';
import { callApi, describeAnswer, progressiveRequirements, registerUser, waitFor } from './api.mjs';

/** Copies per service: the kill-one-copy scenario needs two of what it kills. */
export const faultCopies = { workouts: 2, auth: 2 };

/** Settings that make faults show within the run's few minutes; each is a documented variable. */
const faultEnv = {
  // A dead worker's job is retried once its lock lapses and a stalled check runs (defaults 10 s).
  WORKER_LOCK_DURATION_MS: '4000',
  WORKER_STALLED_INTERVAL_MS: '2000',
  // The gateway notices a returning copy within a second.
  HEALTH_CHECK_INTERVAL_MS: '1000',
  // The load is 20 loops of a few users; the limits themselves are integration-tested.
  RATE_LIMIT_GENERAL_PER_USER: '1000000',
  RATE_LIMIT_REGISTER_PER_IP: '10000',
  RATE_LIMIT_LOGIN_PER_IP: '10000',
  ACCESS_TOKEN_TTL_SECONDS: '3600',
};

/**
 * A registered user with a progressive plan (`prepareUsers`).
 * @typedef {Awaited<ReturnType<typeof registerUser>> & { planId?: string }} FaultUser
 */
/** @typedef {Awaited<ReturnType<typeof startFaultSystem>>} FaultSystem */
/** @typedef {[FaultUser, ...FaultUser[]]} FaultUsers at least one user */

/**
 * Starts infrastructure and the stack under `workDir`; resolves with what the scenarios use.
 * @param {{ supervisor: import('../supervisor.mjs').Supervisor, workDir: string }} options
 */
export async function startFaultSystem({ supervisor, workDir }) {
  step('Starting FerretDB and Redis (append-only file on)');
  const infra = await provideInfrastructure({
    supervisor,
    dataDir: path.join(workDir, 'data'),
    logsDir: path.join(workDir, 'logs'),
    persist: true,
    isEmbeddedOnly: true,
  });
  step('Starting services (workouts ×2, auth ×2), worker, gateway and front ends');
  const stack = await startStack({
    supervisor,
    ...infra,
    secrets: generateTestSecrets(),
    nodeEnv: 'test',
    logLevel: 'warn',
    gatewayPort: 0,
    shellPort: 0,
    copies: faultCopies,
    extraEnv: faultEnv,
    healthTimeoutMs: 180_000,
  });
  return { supervisor, infra, stack, gatewayUrl: stack.gatewayUrl, appUrl: stack.appUrl };
}

/**
 * Registers `count` users, each with a progressive plan (so reads have a plan id); the first one
 * also completes onboarding, for the browser scenarios.
 * @param {string} gatewayUrl
 * @param {number} count
 * @returns {Promise<FaultUsers>}
 */
export async function prepareUsers(gatewayUrl, count) {
  /** @type {FaultUser[]} */
  const users = await Promise.all(
    Array.from({ length: count }, (_, index) =>
      registerUser(gatewayUrl, { isOnboarded: index === 0 }),
    ),
  );
  await Promise.all(
    users.map(async (user) => {
      const answer = await callApi(gatewayUrl, 'POST', '/workouts/plans/progressive', {
        token: user.token,
        body: { requirements: progressiveRequirements },
      });
      const planId = answer.body?.data?.plan?.id ?? answer.body?.data?.planId;
      if (!planId) throw new Error(`POST /workouts/plans/progressive: ${describeAnswer(answer)}`);
      user.planId = planId;
    }),
  );
  const [first, ...others] = users;
  if (!first) throw new Error('prepareUsers needs a count of at least 1');
  return [first, ...others];
}

/**
 * Restarts every process a scenario left stopped (one that failed half-way), infrastructure first,
 * and waits for /api/health, so the next scenario starts from a whole system; answers their names.
 * @param {Pick<FaultSystem, 'supervisor' | 'gatewayUrl'>} system
 */
export async function healSystem({ supervisor, gatewayUrl }) {
  const stopped = supervisor.children.filter(
    (child) => child.exitCode !== null || child.signalCode !== null,
  );
  for (const child of stopped) await supervisor.restart(child.name);
  if (stopped.length > 0) {
    await waitFor(async () => (await callApi(gatewayUrl, 'GET', '/health')).body?.status === 'ok', {
      timeoutMs: 90_000,
      intervalMs: 500,
    });
  }
  return stopped.map((child) => child.name);
}
