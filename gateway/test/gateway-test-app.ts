import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger, parseConfig, toJwtSettings } from '@repwise/server-kit';
import { signTestAccessToken, startTestServer } from '@repwise/server-kit/testing';
import { Redis } from 'ioredis';
import type jwt from 'jsonwebtoken';
import { createGatewayApp } from '../src/app';
import { clientLimitsOf, gatewayConfigSchema, type GatewayConfig } from '../src/config';
import type { ResolveAll } from '../src/proxy/dns-discovery';
import { Upstreams } from '../src/proxy/upstreams';
import { serviceUrls } from '../src/route-table';

/** A real HTTP server standing in for a domain service, recording what reached it. */
export interface Upstream {
  url: string;
  requests: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[];
  close: () => Promise<void>;
}

/** Starts an upstream whose answers come from `handle` (default: echo JSON). */
export async function startUpstream(
  handle?: (req: IncomingMessage, res: ServerResponse, body: string) => void,
  port = 0,
  host = '127.0.0.1',
): Promise<Upstream> {
  const requests: Upstream['requests'] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      if (handle) return handle(req, res, body);
      if (req.url === '/health') {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json', 'x-upstream': 'yes' });
      res.end(JSON.stringify({ data: { method: req.method, url: req.url, body } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return {
    url: `http://${host}:${(server.address() as AddressInfo).port}`,
    requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A running gateway with its own Redis key namespace, so tests never share rate-limit counters. */
export interface GatewayTestApp {
  url: string;
  config: GatewayConfig;
  signToken: (userId?: string, options?: jwt.SignOptions) => string;
  close: () => Promise<void>;
}

/** Starts the real gateway app on a free port against the harness's Redis. */
export async function startGatewayTestApp(
  env: Record<string, string | undefined>,
  options: { resolveAll?: ResolveAll } = {},
): Promise<GatewayTestApp> {
  const config = parseConfig(gatewayConfigSchema, {
    REDIS_URL: process.env.REDIS_URL,
    JWT_SECRET: randomBytes(32).toString('hex'),
    REDIS_KEY_PREFIX: `test:${randomUUID()}`,
    NODE_ENV: 'test',
    ...env,
  });
  const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1 });
  const upstreams = new Upstreams(serviceUrls(config), {
    connections: 8,
    discovery: config.UPSTREAM_DISCOVERY,
    ...(options.resolveAll ? { resolveAll: options.resolveAll } : {}),
  });
  await upstreams.discover();
  upstreams.startHealthChecks(config.HEALTH_CHECK_INTERVAL_MS, {
    timeoutMs: 500,
    failuresToMarkDown: config.HEALTH_CHECK_FAILURES,
  });
  const app = createGatewayApp({
    config,
    logger: createLogger('gateway-test', 'silent'),
    redis,
    upstreams,
  });
  const server = await startTestServer(app, clientLimitsOf(config));
  return {
    url: server.url,
    config,
    signToken: (userId = randomUUID(), options = {}) =>
      signTestAccessToken(toJwtSettings(config), userId, options),
    close: async () => {
      await server.close();
      await upstreams.close();
      redis.disconnect();
    },
  };
}

export { readJson } from '@repwise/server-kit/testing';
