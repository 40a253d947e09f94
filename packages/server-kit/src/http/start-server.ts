import { createServer, type Server, type ServerResponse } from 'node:http';
import type Koa from 'koa';
import type { Logger } from 'pino';
import { startDraining } from './health';

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
  /** On SIGTERM, how long /health answers 503 while requests are still served (SHUTDOWN_DRAIN_MS). */
  drainMs?: number;
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
  trackResponses(server);
  return server;
}

/**
 * Each server's unfinished responses; whether it is draining (answers end their connection) and
 * whether it is closing (stopped accepting, idle connections closed).
 */
interface ShutdownState {
  isDraining: boolean;
  isClosing: boolean;
  open: Set<ServerResponse>;
}

const shutdownStates = new WeakMap<Server, ShutdownState>();

function trackResponses(server: Server): void {
  const state: ShutdownState = { isDraining: false, isClosing: false, open: new Set() };
  shutdownStates.set(server, state);
  server.on('request', (_request, response: ServerResponse) => {
    if (state.isDraining) response.setHeader('Connection', 'close');
    state.open.add(response);
    response.once('close', () => state.open.delete(response));
    // A response whose headers left before the shutdown kept its connection: close it once idle.
    response.once('finish', () => {
      if (state.isClosing) setImmediate(() => server.closeIdleConnections());
    });
  });
}

/**
 * Starts a server's drain: every answer from now on (and every one not yet sent) ends its
 * connection with `Connection: close`, so a pooled client opens a new one for its next request
 * and, once out of rotation, holds none here. Idle connections are left to the client to close
 * (the gateway's pool does after 4 s): closing one here could cut a request the client is
 * sending on it at that moment, which for a POST it may not send again.
 */
export function drainServer(server: Server): void {
  const state = shutdownStates.get(server);
  if (!state) return;
  state.isDraining = true;
  for (const response of state.open) {
    if (!response.headersSent) response.setHeader('Connection', 'close');
  }
}

/**
 * Stops a server without cutting a request short: it stops accepting connections, closes the idle
 * ones, and every response not yet sent (and any request still arriving on an open connection)
 * answers `Connection: close`, so a pooled client such as the gateway sends nothing more on it.
 * Without that, a client that keeps its keep-alive connections busy holds `server.close()` open
 * until the process is killed (found by `npm run deploy:rehearse`, issue #20). Resolves once
 * every connection has closed.
 */
export function closeServerGracefully(server: Server): Promise<void> {
  drainServer(server);
  const state = shutdownStates.get(server);
  if (state) state.isClosing = true;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  return closed;
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
    // Out of rotation first: /health fails while the requests still coming are served.
    if (signal === 'SIGTERM' && options.drainMs) {
      startDraining();
      drainServer(server);
      await new Promise((resolve) => setTimeout(resolve, options.drainMs));
    }
    await closeServerGracefully(server);
    await options.onShutdown?.();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  return server;
}
