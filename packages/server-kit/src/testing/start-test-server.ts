import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import jwt from 'jsonwebtoken';
import type Koa from 'koa';
import { accessTokenAlgorithm } from '../auth/jwt-auth';
import type { JwtSettings } from '../config/env-schemas';
import { createAppServer, type ClientLimits } from '../http/start-server';

/** A Koa app listening on a free loopback port for an in-process API test. */
export interface TestServer {
  url: string;
  close: () => Promise<void>;
}

/** Listens with the app on 127.0.0.1 and a free port; `close()` drops open connections too. */
export async function startTestServer(app: Koa, limits?: ClientLimits): Promise<TestServer> {
  const server = createAppServer(app, limits);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Signs an access token as the auth service would (HS256, issuer, audience, session id). */
export function signTestAccessToken(
  settings: JwtSettings,
  userId: string,
  options: jwt.SignOptions = {},
): string {
  return jwt.sign({ sid: randomUUID() }, settings.secret, {
    algorithm: accessTokenAlgorithm,
    subject: userId,
    issuer: settings.issuer,
    audience: settings.audience,
    expiresIn: 900,
    ...options,
  });
}

/** Parses a JSON answer for assertions. */
export async function readJson(response: Response): Promise<any> {
  return response.json();
}

/** Sends a JSON request (or a raw body) with an optional bearer token; answers status, headers and parsed body. */
export async function callApi(
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
