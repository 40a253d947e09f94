import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { connectMongo, createLogger, parseConfig } from '@repwise/server-kit';
import type { Connection } from 'mongoose';
import { createAuthApp, createAuthDeps } from '../src/app';
import { authConfigSchema, type AuthConfig } from '../src/config';
import type { AuthDeps } from '../src/auth-deps';

/** A running auth service on its own fresh database, with a clock the test can move. */
export interface AuthTestApp {
  url: string;
  deps: AuthDeps;
  config: AuthConfig;
  clock: { offsetMs: number };
  connection: Connection;
  close: () => Promise<void>;
}

/** Starts the real auth app on a free port against the harness's FerretDB, one database per call. */
export async function startAuthTestApp(): Promise<AuthTestApp> {
  const config = parseConfig(authConfigSchema, {
    MONGODB_URI: process.env.MONGODB_URI,
    JWT_SECRET: randomBytes(32).toString('hex'),
    AUTH_DB_NAME: `auth_test_${randomUUID().slice(0, 8)}`,
    NODE_ENV: 'test',
  });
  const logger = createLogger('auth-test', 'silent');
  const connection = await connectMongo({
    uri: config.MONGODB_URI,
    dbName: config.AUTH_DB_NAME,
    logger,
  });
  const clock = { offsetMs: 0 };
  const deps = await createAuthDeps(
    config,
    connection,
    () => new Date(Date.now() + clock.offsetMs),
  );
  const server: Server = createServer(createAuthApp(deps, connection, logger).callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    deps,
    config,
    clock,
    connection,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await connection.dropDatabase();
      await connection.close();
    },
  };
}

/** Registration input with a unique email, overridable per test. */
export function buildUser(
  overrides: Partial<Record<'firstName' | 'lastName' | 'email' | 'password', string>> = {},
) {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: `ada.${randomUUID().slice(0, 12)}@example.com`,
    password: 'Str0ngPassw0rd!',
    ...overrides,
  };
}

/** Sends JSON and returns the status, headers and parsed body. */
export async function call(
  baseUrl: string,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; rawBody?: string } = {},
): Promise<{ status: number; headers: Headers; body: any }> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined || options.rawBody !== undefined)
    headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body:
      options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? JSON.parse(text) : null,
  };
}
