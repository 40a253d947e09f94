// The rehearsal's containers: each compose service replica in its own namespace, started as its
// image would start it, with exactly the environment compose gives it (the image's ENV under the
// service's `environment`), its name answered by a dnsmasq at 127.0.0.11 inside it (where Docker's
// embedded DNS answers), and its own healthcheck command run inside it.
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { ferretDbPath } from '../infra.mjs';
import { repoRoot } from '../paths.mjs';
import { parseDuration, readImageEnvironment } from './compose-project.mjs';
import { namespacePids, sleep, spawnInNamespace } from './namespaces.mjs';
import { describeWebContainer } from './web-container.mjs';

/** Docker's container resolv.conf: the embedded DNS server on the container's own loopback. */
const resolvConf = 'nameserver 127.0.0.11\noptions ndots:0\n';

/** @typedef {import('./compose-project.mjs').ComposeService} ComposeService */
/** @typedef {import('node:child_process').ChildProcess} ChildProcess */
/**
 * How a container's main process starts: command, environment, working directory, mounts (host
 * path, path inside), and a healthcheck that replaces the compose service's own.
 * @typedef {{
 *   env: NodeJS.ProcessEnv,
 *   command: string[],
 *   cwd?: string,
 *   mounts?: [string, string][],
 *   healthcheckOverride?: string[],
 * }} ProcessDescription
 */
/**
 * One running replica of a compose service (`ContainerRuntime#start`).
 * @typedef {ProcessDescription & {
 *   name: string,
 *   service: string,
 *   replica: number,
 *   ns: string,
 *   address: string,
 *   spec: ComposeService,
 *   kind: ReturnType<typeof containerKind>,
 *   logFile: string,
 *   dns: ChildProcess,
 *   process: ChildProcess,
 *   startedAt: number,
 *   exit?: { code: number | null, signal: NodeJS.Signals | null },
 *   healthyAfterSeconds?: number,
 *   isRemoved?: boolean,
 * }} Container
 */

/**
 * Which kind of container a compose service is: what the rehearsal runs for its image.
 * @param {ComposeService} spec
 * @returns {'node' | 'web' | 'mongo' | 'redis'}
 */
export function containerKind(spec) {
  if (spec.build?.target === 'node-service') return 'node';
  if (spec.build?.target === 'web') return 'web';
  if (spec.image?.startsWith('mongo')) return 'mongo';
  if (spec.image?.startsWith('redis')) return 'redis';
  throw new Error(`The rehearsal cannot run image ${spec.image ?? spec.build?.target}.`);
}

/** Runs the containers of one rehearsal inside the namespaces of `network`. */
export class ContainerRuntime {
  /** @type {Container[]} */
  containers = [];

  /**
   * @param {{
   *   network: import('./namespaces.mjs').RehearsalNetwork,
   *   workDir: string,
   *   services: Record<string, ComposeService>,
   * }} options
   */
  constructor({ network, workDir, services }) {
    this.network = network;
    this.services = services;
    this.logsDir = path.join(workDir, 'logs');
    this.recordsDir = path.join(workDir, 'dns-records');
    // Records are written here and renamed into recordsDir: dnsmasq reads any file that appears in
    // its folder, and one renamed away is never flushed.
    this.stagingDir = path.join(workDir, 'dns-staging');
    this.rootsDir = path.join(workDir, 'containers');
    this.resolvConfPath = path.join(workDir, 'resolv.conf');
    for (const dir of [this.logsDir, this.recordsDir, this.stagingDir, this.rootsDir])
      mkdirSync(dir, { recursive: true });
    writeFileSync(this.resolvConfPath, resolvConf);
    // dnsmasq reads the records and nginx's workers the sites as `nobody`.
    chmodSync(workDir, 0o755);
    chmodSync(this.recordsDir, 0o755);
    chmodSync(this.rootsDir, 0o755);
  }

  /**
   * Starts replica `replica` of compose service `service`; resolves once its process runs.
   * @param {string} service
   * @param {number} replica
   */
  async start(service, replica) {
    const spec = this.services[service];
    if (!spec) throw new Error(`compose defines no service ${service}`);
    const name = `${service}-${replica}`;
    const { ns, address } = await this.network.addNamespace(name);
    // Filled in below: its DNS server, process description, process and start time.
    const container = /** @type {Container} */ ({
      name,
      service,
      replica,
      ns,
      address,
      spec,
      kind: containerKind(spec),
      logFile: path.join(this.logsDir, `${name}.log`),
    });
    await this.startDns(container);
    this.addRecord(container);
    Object.assign(container, this.describeProcess(container));
    const [command = '', ...args] = container.command;
    container.process = spawnInNamespace(ns, command, args, {
      env: container.env,
      mounts: [[this.resolvConfPath, '/etc/resolv.conf'], ...(container.mounts ?? [])],
      cwd: container.cwd ?? '/',
      logFile: container.logFile,
    });
    container.startedAt = Date.now();
    container.process.on('exit', (code, signal) => {
      container.exit = { code, signal };
    });
    this.containers.push(container);
    return container;
  }

  /**
   * A dnsmasq on 127.0.0.11 in the container's namespace serving every container's record.
   * @param {Container} container
   */
  async startDns(container) {
    const logFile = path.join(this.logsDir, `${container.name}.dns.log`);
    container.dns = spawnInNamespace(
      container.ns,
      '/usr/sbin/dnsmasq',
      [
        '--keep-in-foreground',
        '--conf-file=/dev/null',
        '--no-resolv',
        '--no-hosts',
        `--hostsdir=${this.recordsDir}`,
        '--listen-address=127.0.0.11',
        '--bind-interfaces',
        '--local-ttl=0',
        '--pid-file',
        '--log-facility=-',
        // Names that are not a container's are answered NXDOMAIN at once (nothing is forwarded).
        '--local=/#/',
      ],
      { env: { PATH: process.env.PATH }, logFile },
    );
    for (let waited = 0; waited < 5000; waited += 50) {
      if (existsSync(logFile) && readFileSync(logFile, 'utf8').includes('started')) return;
      if (container.dns.exitCode !== null) break;
      await sleep(50);
    }
    throw new Error(
      `dnsmasq did not start in ${container.name}:\n${readFileSync(logFile, 'utf8')}`,
    );
  }

  /**
   * Makes the container's service name resolve to its address too (one A record per replica).
   * @param {Container} container
   */
  addRecord(container) {
    const staged = path.join(this.stagingDir, container.name);
    writeFileSync(staged, `${container.address} ${container.service}\n`, { mode: 0o644 });
    renameSync(staged, path.join(this.recordsDir, container.name));
  }

  /** @param {Container} container */
  removeRecord(container) {
    rmSync(path.join(this.recordsDir, container.name), { force: true });
  }

  /**
   * Command, environment, working directory and mounts of the container's main process.
   * @param {Pick<Container, 'name' | 'service' | 'spec' | 'kind'>} container
   * @returns {ProcessDescription}
   */
  describeProcess(container) {
    const { spec, service } = container;
    const base = { PATH: process.env.PATH, HOSTNAME: container.name };
    const dataDir = path.join(this.rootsDir, container.name, 'data');
    if (container.kind === 'node') {
      // The image's CMD, from the checkout instead of the image's /app.
      return {
        env: {
          ...base,
          ...readImageEnvironment('node-service', spec.build?.args),
          ...spec.environment,
          APP_ROOT: repoRoot,
        },
        command: ['sh', path.join(repoRoot, 'deploy', 'node', 'start-workspace.sh')],
        cwd: repoRoot,
      };
    }
    if (container.kind === 'web')
      return describeWebContainer(container, base, path.join(this.rootsDir, container.name));
    mkdirSync(dataDir, { recursive: true });
    if (container.kind === 'mongo') {
      const replicaSet = spec.command?.[spec.command.indexOf('--replSet') + 1] ?? '';
      // FerretDB listens on the service name, so its `hello` names the member as the replica set
      // initiated by the healthcheck does (`mongo:27017`) and the URI's `replicaSet` works.
      return {
        env: base,
        command: [
          ferretDbPath,
          '--handler=sqlite',
          `--sqlite-url=file:${dataDir}/`,
          `--state-dir=${dataDir}`,
          `--listen-addr=${service}:27017`,
          `--repl-set-name=${replicaSet}`,
          '--debug-addr=-',
          '--telemetry=disable',
          '--log-level=warn',
        ],
        healthcheckOverride: [
          'CMD',
          'node',
          '-e',
          `require('net').connect(27017, '${service}').on('connect', () => process.exit(0)).on('error', () => process.exit(1))`,
        ],
      };
    }
    // The redis image's server runs without protected mode (the image builds it so).
    const [, ...args] = spec.command ?? ['redis-server'];
    return {
      env: base,
      command: ['redis-server', ...args, '--dir', dataDir, '--protected-mode', 'no'],
      cwd: dataDir,
    };
  }

  /**
   * Runs the container's healthcheck command once inside it; resolves with whether it passed.
   * @param {Container} container
   * @returns {Promise<boolean>}
   */
  runHealthcheck(container) {
    const test = container.healthcheckOverride ?? container.spec.healthcheck?.test;
    if (!test) return Promise.resolve(container.exit === undefined);
    const [form, ...rest] = test;
    const [command = '', ...args] = form === 'CMD-SHELL' ? ['sh', '-c', rest[0] ?? ''] : rest;
    const timeoutMs = parseDuration(container.spec.healthcheck?.timeout, 30_000);
    return new Promise((resolve) => {
      const child = spawnInNamespace(container.ns, command, args, {
        env: container.env,
        mounts: [[this.resolvConfPath, '/etc/resolv.conf']],
      });
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      child.on('exit', (code) => {
        clearTimeout(timer);
        resolve(code === 0);
      });
    });
  }

  /**
   * Runs the healthcheck every `intervalMs` until it passes (resolves with the seconds since the
   * start) or the container's start period and retries are used up or its process ends (throws).
   * A Node container is first given the time to log that it listens (saves spawning checks).
   * @param {Container} container
   */
  async waitHealthy(container, { intervalMs = 1500 } = {}) {
    const health = container.spec.healthcheck ?? {};
    const limitMs =
      parseDuration(health.start_period, 0) +
      parseDuration(health.interval, 30_000) * (health.retries ?? 3) +
      30_000;
    const deadline = container.startedAt + limitMs;
    while (Date.now() < deadline) {
      if (container.exit) break;
      const isListening =
        container.kind !== 'node' ||
        Date.now() - container.startedAt > 30_000 ||
        readFileSync(container.logFile, 'utf8').includes('"listening"');
      if (isListening && (await this.runHealthcheck(container))) {
        container.healthyAfterSeconds = (Date.now() - container.startedAt) / 1000;
        return container.healthyAfterSeconds;
      }
      await sleep(intervalMs);
    }
    const why = container.exit
      ? `its process ended (${container.exit.signal ?? `exit ${container.exit.code}`})`
      : `its healthcheck did not pass within ${Math.round(limitMs / 1000)} s`;
    const log = readFileSync(container.logFile, 'utf8').trimEnd().split('\n').slice(-15).join('\n');
    throw new Error(`${container.name} is not healthy: ${why}. Its log ends:\n${log}`);
  }

  /**
   * Stops a container as `docker stop` does: SIGTERM to its main process, SIGKILL to everything in
   * it after `graceMs`; its DNS record goes once it has stopped, then its namespace.
   * @param {Container} container
   * @param {{ graceMs: number }} options
   */
  async stop(container, { graceMs }) {
    const exited = container.exit
      ? Promise.resolve()
      : new Promise((resolve) => container.process.once('exit', resolve));
    container.process.kill('SIGTERM');
    const isInTime = await Promise.race([
      exited.then(() => true),
      sleep(graceMs).then(() => false),
    ]);
    this.removeRecord(container);
    await this.network.removeNamespace(container.ns, 0);
    container.isRemoved = true;
    return { isInTime };
  }

  /**
   * Kills every process of the container at once (`docker kill`: the container's init and with it
   * everything in it). Its DNS record stays: the gateway has to find the dead copy by itself.
   * @param {Container} container
   */
  kill(container) {
    const dnsPid = container.dns.pid;
    for (const pid of namespacePids(container.ns)) {
      if (pid !== dnsPid) process.kill(pid, 'SIGKILL');
    }
  }

  /**
   * The containers of one compose service still running.
   * @param {string} service
   */
  replicasOf(service) {
    return this.containers.filter(
      (container) => container.service === service && !container.isRemoved,
    );
  }
}
