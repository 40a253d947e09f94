// The rehearsal's scenarios, in order: the stack comes up as compose starts it; a user's first day
// through the shell's nginx; per-IP limits per client address; scaling workouts under load. The
// later ones need the first: when the stack does not come up they are not run.
import path from 'node:path';
import { runScenarios } from '../faults/report.mjs';
import { readComposeServices } from './compose-project.mjs';
import { composeUp } from './compose-up.mjs';
import { ContainerRuntime } from './containers.mjs';
import { firstDayScenario } from './first-day.mjs';
import { perAddressLimitsScenario } from './ip-limits.mjs';
import { openForwarders } from './namespaces.mjs';
import { readCopies } from './operator.mjs';
import { scalingScenario } from './scaling.mjs';

/**
 * What scenario 1 gets, and sets: the operator's URL of the gateway's own host.
 * @typedef {{
 *   runtime: ContainerRuntime,
 *   network: import('./namespaces.mjs').RehearsalNetwork,
 *   startedAt: number,
 *   operatorUrl?: string,
 * }} StackContext
 */
/**
 * A client namespace: its address, the shell's nginx and each front end as it reaches them.
 * @typedef {{ address: string, shellUrl: string, frontends: Record<string, string> }} RehearsalClient
 */
/** @typedef {{ token: string, id: string | undefined }} RehearsalUser */
/**
 * What scenarios 2 to 4 get; `users` (scenario 2) and `loadUsers` (scenario 3) are passed on.
 * @typedef {StackContext & {
 *   operatorUrl: string,
 *   'client-a': RehearsalClient,
 *   'client-b': RehearsalClient,
 *   users?: RehearsalUser[],
 *   loadUsers?: RehearsalUser[],
 * }} RehearsalContext
 */

/**
 * Scenario 1: every service and replica started and healthy, the gateway reaching every copy.
 * @type {import('../faults/report.mjs').Scenario<StackContext>}
 */
const stackScenario = {
  title: '1. docker-compose.yml comes up: every replica in its own namespace, healthy',
  async run(context, log) {
    const { runtime, startedAt } = context;
    const services = Object.keys(runtime.services);
    const replicaCount = services.reduce(
      (sum, name) => sum + (runtime.services[name]?.deploy?.replicas ?? 1),
      0,
    );
    log.did(
      `docker-compose config: ${services.length} services, ${replicaCount} containers; each in a namespace on one bridge, its name answered by dnsmasq at 127.0.0.11 (one A record per replica)`,
    );
    log.did(
      'mongo:7 (replica set rs0) → FerretDB v1 on SQLite, `--repl-set-name rs0`, listening as mongo:27017 (its healthcheck needs mongosh: a TCP check instead); redis:7-alpine → Debian redis-server with the compose command; the Node services through deploy/node/start-workspace.sh with the image ENV + compose environment; the front ends in Debian nginx with deploy/nginx and the built files',
    );
    const seconds = await composeUp(runtime, {
      startedAt,
      onHealthy: (service, containers, after) =>
        log.observed(
          `${service} healthy at ${after.toFixed(1)} s (${containers.map((c) => c.address).join(', ')})`,
        ),
    });
    const healthy = runtime.containers.filter((container) => container.healthyAfterSeconds);
    const slowest = Math.max(...Object.values(seconds));
    log.check(
      healthy.length === replicaCount,
      `${healthy.length} of ${replicaCount} containers passed their own healthcheck, all by ${slowest.toFixed(1)} s`,
    );
    const gateway = runtime.replicasOf('gateway')[0];
    const node = runtime.containers.find((container) => container.service === 'auth');
    if (!gateway || !node) throw new Error('compose started no gateway or no auth service');
    log.observed(
      `auth's environment: HOST=${node.env.HOST}, NODE_ENV=${node.env.NODE_ENV}, MONGODB_URI=${node.env.MONGODB_URI}`,
    );
    const operator = await openForwarders(gateway.ns, ['127.0.0.1:8080'], {
      logFile: path.join(runtime.logsDir, 'operator-forwarder.log'),
    });
    const operatorUrl = operator.urls[0] ?? '';
    context.operatorUrl = operatorUrl;
    const copies = await readCopies(operatorUrl);
    const expected = Object.entries(runtime.services)
      .filter(([name, spec]) => name !== 'worker' && spec.build?.target === 'node-service')
      .filter(([name]) => name !== 'gateway');
    const listed = expected.map(([name, spec]) => {
      const up = (copies[name] ?? []).filter((copy) => copy.status === 'up').length;
      return { name, up, replicas: spec.deploy?.replicas ?? 1 };
    });
    log.observed(
      `gateway /health/details (from its own namespace): ${listed.map((s) => `${s.name} ${s.up}/${s.replicas} up`).join(', ')}`,
    );
    log.check(
      listed.every((service) => service.up === service.replicas),
      'the gateway found every replica by DNS and reaches each on its own address',
    );
  },
};

/**
 * Runs the rehearsal in `network` (times in scenario 1 count from here); resolves with the scenarios' results (`{title, isPassed,
 * seconds, checks}`).
 * @param {{
 *   network: import('./namespaces.mjs').RehearsalNetwork,
 *   workDir: string,
 *   secrets: Record<string, string>,
 * }} options
 */
export async function runRehearsal({ network, workDir, secrets }) {
  const startedAt = Date.now();
  const services = readComposeServices(secrets);
  await network.create();
  const runtime = new ContainerRuntime({ network, workDir, services });
  /** @type {StackContext} */
  const stackContext = { runtime, network, startedAt };
  const results = await runScenarios([stackScenario], stackContext);
  const [stack] = results;
  if (!stack?.isPassed) return results;
  const webContainers = runtime.containers.filter((container) => container.kind === 'web');
  /**
   * A client namespace with forwarders to every front end.
   * @param {string} label
   * @returns {Promise<RehearsalClient>}
   */
  const openClient = async (label) => {
    const { ns, address } = await network.addNamespace(label);
    const { urls } = await openForwarders(
      ns,
      webContainers.map((container) => `${container.address}:80`),
      { logFile: path.join(runtime.logsDir, `${label}-forwarder.log`) },
    );
    return {
      address,
      shellUrl: urls[webContainers.findIndex((container) => container.service === 'shell')] ?? '',
      frontends: Object.fromEntries(
        webContainers.map((container, i) => [container.service, urls[i] ?? '']),
      ),
    };
  };
  /** @type {RehearsalContext} */
  const context = {
    ...stackContext,
    operatorUrl: stackContext.operatorUrl ?? '',
    'client-a': await openClient('client-a'),
    'client-b': await openClient('client-b'),
  };
  return [
    stack,
    ...(await runScenarios([firstDayScenario, perAddressLimitsScenario, scalingScenario], context)),
  ];
}
