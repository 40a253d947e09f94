// Port helpers: free ports for embedded servers and readiness waits.
import net from 'node:net';

/**
 * Asks the OS for a free TCP port on loopback.
 * @returns {Promise<number>}
 */
export function getFreePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * Whether something accepts TCP connections on the port.
 * @param {number} port
 * @returns {Promise<boolean>}
 */
export function isPortOpen(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Returns `preferred` when it is free, else a free port from the OS.
 * @param {number} preferred
 */
export async function preferPort(preferred) {
  return (await isPortOpen(preferred)) ? getFreePort() : preferred;
}

/**
 * Polls until `check()` resolves true or the time runs out.
 * @param {() => Promise<unknown>} check
 * @param {WaitOptions} [options]
 */
export async function waitUntil(
  check,
  { timeoutMs = 60_000, intervalMs = 200, what = 'condition' } = {},
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
}

/**
 * How long a wait may take, how often it checks, and what the timeout error calls it.
 * @typedef {{ timeoutMs?: number, intervalMs?: number, what?: string }} WaitOptions
 */

/**
 * Waits for a TCP port to accept connections.
 * @param {number} port
 * @param {WaitOptions} [options]
 */
export function waitForPort(port, options = {}) {
  return waitUntil(() => isPortOpen(port), { what: `port ${port}`, ...options });
}

/**
 * Waits for an HTTP URL to answer 200.
 * @param {string} url
 * @param {WaitOptions} [options]
 */
export function waitForHttpOk(url, options = {}) {
  return waitUntil(async () => (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok, {
    what: url,
    ...options,
  });
}
