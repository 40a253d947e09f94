import { createServer, type Server } from 'node:http';
import type Koa from 'koa';
import type { Logger } from 'pino';

/**
 * Limits for a server that faces clients it does not control (the gateway): slow clients cannot
 * hold sockets open by trickling headers or a body, and the connections are capped.
 */
export interface ClientLimits {
  /** A request's headers must arrive within this (else 408 and the socket closes). */
  headersTimeoutMs: number;
  /** A whole request, body included, must arrive within this (else 408). */
  requestTimeoutMs: number;
  /** Connections beyond this are refused at accept. */
  maxConnections: number;
}

/** Options for `startServer`; `onShutdown` closes databases and queues after the server stops accepting. */
export interface StartServerOptions {
  port: number;
  host: string;
  logger: Logger;
  onShutdown?: () => Promise<void>;
  clientLimits?: ClientLimits;
}

/** Creates the HTTP server of an app, with `limits` when it faces outside clients. */
export function createAppServer(app: Koa, limits?: ClientLimits): Server {
  const server = createServer(
    limits
      ? {
          headersTimeout: limits.headersTimeoutMs,
          requestTimeout: limits.requestTimeoutMs,
          // The timeouts are checked this often; by default only every 30 s.
          connectionsCheckingInterval: Math.min(1000, Math.ceil(limits.headersTimeoutMs / 4)),
        }
      : {},
    app.callback(),
  );
  // Longer than the gateway pool's idle timeout, so the proxy never reuses a socket we are closing
  // (an idle keep-alive socket is not a request: the headers timeout starts with its next one).
  server.keepAliveTimeout = 65_000;
  if (limits) server.maxConnections = limits.maxConnections;
  else server.headersTimeout = 66_000;
  return server;
}

/** Listens with keep-alive tuned for a pooled proxy in front, and shuts down cleanly on SIGINT/SIGTERM. */
export async function startServer(app: Koa, options: StartServerOptions): Promise<Server> {
  const server = createAppServer(app, options.clientLimits);
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
