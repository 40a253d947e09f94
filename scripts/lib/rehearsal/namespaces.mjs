// Network namespaces for the deployment rehearsal: one per container (a veth pair onto a bridge
// that lives in a namespace of its own, so nothing of it touches the host's network), processes
// started inside them with private bind mounts, and teardown that leaves nothing behind. Every
// name starts with `rw-rh-<pid>-`, so concurrent rehearsals never clash and a rehearsal that was
// killed outright is swept by the next one.
import { spawn, spawnSync } from 'node:child_process';
import { openSync } from 'node:fs';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { which } from '../run-command.mjs';

const ipPath = which('ip') ?? '/usr/sbin/ip';
const namePrefix = 'rw-rh-';
const forwarderPath = fileURLToPath(new URL('./forward-into-namespace.mjs', import.meta.url));

/**
 * Runs `ip …`; resolves with its output, throws with its error text when it fails.
 * @param {string[]} args
 * @returns {Promise<string>}
 */
function ip(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(ipPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`ip ${args.join(' ')}: ${output.trim()}`)),
    );
  });
}

/** Every named network namespace on the host. */
/** @returns {string[]} */
function listNamespaces() {
  const result = spawnSync(ipPath, ['netns', 'list'], { encoding: 'utf8' });
  return result.status === 0
    ? result.stdout.split('\n').map((line) => line.split(' ')[0] ?? '')
    : [];
}

/**
 * Pids of the processes inside a namespace (none once it is gone).
 * @param {string} ns
 */
export function namespacePids(ns) {
  const result = spawnSync(ipPath, ['netns', 'pids', ns], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.split('\n').filter(Boolean).map(Number) : [];
}

/** @param {number} pid */
function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * @param {number[]} pids
 * @param {NodeJS.Signals} signal
 */
function signalAll(pids, signal) {
  for (const pid of pids) {
    try {
      process.kill(pid, signal);
    } catch {
      // Already gone.
    }
  }
}

/**
 * SIGTERM to every process in `ns`, SIGKILL to what is left after `graceMs`; resolves when none is left.
 * @param {string} ns
 */
export async function stopNamespaceProcesses(ns, graceMs = 3000) {
  signalAll(namespacePids(ns), 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (namespacePids(ns).length > 0 && Date.now() < deadline) await sleep(100);
  for (let round = 0; round < 20 && namespacePids(ns).length > 0; round += 1) {
    signalAll(namespacePids(ns), 'SIGKILL');
    await sleep(100);
  }
}

/**
 * Why the rehearsal cannot run on this machine (not root, no `ip netns`), or null when it can:
 * tries to make and remove a namespace.
 */
export function findNamespaceProblem() {
  if (process.getuid?.() !== 0) return 'it needs root (network namespaces)';
  const probe = `${namePrefix}${process.pid}-probe`;
  const added = spawnSync(ipPath, ['netns', 'add', probe], { encoding: 'utf8' });
  if (added.status !== 0 || added.error)
    return `\`ip netns add\` fails here: ${(added.stderr || added.error?.message || '').trim()}`;
  spawnSync(ipPath, ['netns', 'del', probe]);
  return null;
}

/**
 * Removes the namespaces of rehearsals whose process is gone (killed before it could tear down),
 * ending the processes still inside them; resolves with how many namespaces it removed.
 */
export async function sweepStaleNamespaces() {
  const stale = listNamespaces().filter((name) => {
    const match = /^rw-rh-(\d+)-/.exec(name ?? '');
    return match && !isAlive(Number(match[1]));
  });
  for (const ns of stale) {
    await stopNamespaceProcesses(ns, 500);
    await ip(['netns', 'del', ns]).catch(() => {});
  }
  return stale.length;
}

/**
 * The rehearsal's network: a bridge in its own namespace and, per container, a namespace with
 * `eth0` on that bridge at its own address (`<subnet>.<n>/24`) and loopback up.
 */
export class RehearsalNetwork {
  /** @type {string[]} */
  namespaces = [];
  nextHost = 2;

  constructor({ subnet = '10.89.0' } = {}) {
    this.prefix = `${namePrefix}${process.pid}-`;
    this.subnet = subnet;
    this.bridgeNs = `${this.prefix}net`;
  }

  /** Makes the bridge's namespace and the bridge. */
  async create() {
    await ip(['netns', 'add', this.bridgeNs]);
    this.namespaces.push(this.bridgeNs);
    await ip(['-n', this.bridgeNs, 'link', 'add', 'br0', 'type', 'bridge']);
    await ip(['-n', this.bridgeNs, 'link', 'set', 'br0', 'up']);
  }

  /**
   * Makes the namespace `<prefix><label>` on the bridge; resolves with `{ ns, address }`.
   * @param {string} label
   */
  async addNamespace(label) {
    const host = this.nextHost;
    this.nextHost += 1;
    const ns = `${this.prefix}${label}`;
    const address = `${this.subnet}.${host}`;
    await ip(['netns', 'add', ns]);
    this.namespaces.push(ns);
    const veth = `v${host}`;
    await ip([
      '-n',
      this.bridgeNs,
      'link',
      'add',
      veth,
      'type',
      'veth',
      'peer',
      'eth0',
      'netns',
      ns,
    ]);
    await ip(['-n', this.bridgeNs, 'link', 'set', veth, 'master', 'br0', 'up']);
    await ip(['-n', ns, 'addr', 'add', `${address}/24`, 'dev', 'eth0']);
    await ip(['-n', ns, 'link', 'set', 'eth0', 'up']);
    await ip(['-n', ns, 'link', 'set', 'lo', 'up']);
    return { ns, address };
  }

  /**
   * Ends what runs in `ns` and removes it (its veth pair goes with it).
   * @param {string} ns
   */
  async removeNamespace(ns, graceMs = 3000) {
    await stopNamespaceProcesses(ns, graceMs);
    await ip(['netns', 'del', ns]).catch(() => {});
    this.namespaces = this.namespaces.filter((name) => name !== ns);
  }

  /** Ends every process in every namespace it made, then removes them all. */
  async destroy(graceMs = 3000) {
    await Promise.all(this.namespaces.map((ns) => stopNamespaceProcesses(ns, graceMs)));
    for (const ns of [...this.namespaces]) await this.removeNamespace(ns, 0);
  }

  /** The namespaces of this rehearsal still on the host, and the processes still in them. */
  leftovers() {
    const namespaces = listNamespaces().filter((name) => name.startsWith(this.prefix));
    return { namespaces, pids: namespaces.flatMap(namespacePids) };
  }
}

/**
 * Starts `command args` inside `ns` as a container would see it: `mounts` (`[source, target]`) are
 * bind-mounted in the process's own mount namespace (`ip netns exec` makes one, so the host never
 * sees them), the working directory is `cwd`, the environment is exactly `env`; output goes to
 * `logFile`. Extra `fds` are handed on as file descriptors 3, 4, ….
 * @param {string} ns
 * @param {string} command
 * @param {string[]} args
 * @param {{
 *   env?: NodeJS.ProcessEnv,
 *   mounts?: [string, string][],
 *   cwd?: string,
 *   logFile?: string,
 *   fds?: number[],
 * }} options
 */
export function spawnInNamespace(
  ns,
  command,
  args,
  { env, mounts = [], cwd = '/', logFile, fds = [] },
) {
  const script = [
    'set -e',
    ...mounts.map(([source, target]) => `mount --bind '${source}' '${target}'`),
    `cd '${cwd}'`,
    'exec "$@"',
  ].join('\n');
  const out = logFile ? openSync(logFile, 'a') : 'ignore';
  return spawn(ipPath, ['netns', 'exec', ns, 'sh', '-c', script, 'container', command, ...args], {
    env,
    stdio: ['ignore', out, out, ...fds],
  });
}

/**
 * Requests into a namespace: for each target (`host:port` as seen from inside `ns`) a port on this
 * host's loopback whose connections a forwarder process inside `ns` opens from there, so the far
 * end sees the namespace's address. Resolves with the loopback URLs in the targets' order and the
 * forwarder's child process.
 * @param {string} ns
 * @param {string[]} targets
 * @param {{ logFile: string }} options
 */
export async function openForwarders(ns, targets, { logFile }) {
  const servers = await Promise.all(
    targets.map(
      () =>
        /** @type {Promise<ListeningServer>} */ (
          new Promise((resolve, reject) => {
            const server = net.createServer();
            server.on('error', reject);
            server.listen(0, '127.0.0.1', () => resolve(/** @type {ListeningServer} */ (server)));
          })
        ),
    ),
  );
  // The listening sockets are made here, in the host's namespace, and handed to the forwarder;
  // the connections it opens towards the targets are made in `ns`.
  const child = spawnInNamespace(ns, process.execPath, [forwarderPath, ...targets], {
    env: { PATH: process.env.PATH },
    logFile,
    fds: servers.map((server) => server._handle.fd),
  });
  const urls = servers.map(
    (server) => `http://127.0.0.1:${/** @type {net.AddressInfo} */ (server.address()).port}`,
  );
  await new Promise((resolve) => child.once('spawn', resolve));
  for (const server of servers) server.close();
  return { urls, child };
}

/**
 * A listening server and the file descriptor of its socket (Node's internal handle), which the
 * forwarder inherits.
 * @typedef {net.Server & { _handle: { fd: number } }} ListeningServer
 */

/** Resolves after `ms`. */
export const sleep = (/** @type {number} */ ms) =>
  new Promise((resolve) => setTimeout(resolve, ms));
