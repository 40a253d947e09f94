import { vi } from 'vitest';

/** One recorded call to the fake API. */
export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

/** A route's answer: status and JSON body (a function of the call for dynamic answers). */
export type FakeAnswer =
  { status: number; body?: unknown } | ((call: FakeCall) => { status: number; body?: unknown });

/**
 * Replaces fetch with a table of answers keyed `METHOD /path` (path without /api, query included
 * when the key has one, else ignored). Unknown routes answer 404; `calls` records every call.
 */
export function installFakeApi(routes: Record<string, FakeAnswer>) {
  const calls: FakeCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const path = url.pathname.replace(/^\/api/, '');
      const method = init?.method ?? 'GET';
      const call: FakeCall = {
        method,
        path: `${path}${url.search}`,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const answer = routes[`${method} ${path}${url.search}`] ?? routes[`${method} ${path}`];
      const resolved = typeof answer === 'function' ? answer(call) : answer;
      const { status, body } = resolved ?? {
        status: 404,
        body: { error: { code: 'RESOURCE_NOT_FOUND', message: 'Not found', details: [] } },
      };
      return new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return { calls };
}

/** A `{success: true, data}` answer. */
export function ok(data: unknown, status = 200) {
  return { status, body: { success: true, data } };
}
