import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * The URL of a service copy that is gone: a loopback port that was just listened on and closed, so
 * connections to it are refused (unless the OS hands the port out again meanwhile, which it does
 * not do at once).
 */
export async function findClosedUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}
