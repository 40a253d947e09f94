import { createServer, type Server } from 'node:http';
import type Koa from 'koa';
import type { Logger } from 'pino';

/** Options for `startServer`; `onShutdown` closes databases and queues after the server stops accepting. */
export interface StartServerOptions {
  port: number;
  host: string;
  logger: Logger;
  onShutdown?: () => Promise<void>;
}

/** Listens with keep-alive tuned for a pooled proxy in front, and shuts down cleanly on SIGINT/SIGTERM. */
export async function startServer(app: Koa, options: StartServerOptions): Promise<Server> {
  const server = createServer(app.callback());
  // Longer than the gateway pool's idle timeout, so the proxy never reuses a socket we are closing.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  options.logger.info({ port, host: options.host }, 'listening');

  let isStopping = false;
  const stop = async (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    options.logger.info({ signal }, 'shutting down');
    server.closeIdleConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await options.onShutdown?.();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  return server;
}
