import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optionalServiceUrlListSchema, serviceUrlListSchema } from '../config/env-schemas';
import { findClosedUrl } from '../testing/find-closed-url';
import { classifyDeliveryFailure, ServiceCopies } from './service-copies';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

async function listen(handler: Handler): Promise<{ server: Server; url: string }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** Every request the live copy received, as `METHOD /path`. */
const received: string[] = [];
let live = '';
/** A port that was listened on and closed: connections to it are refused. */
let closed = '';
/** Accepts requests and never answers. */
let hanging = '';
/** Reads the request, then drops the connection without an answer. */
let dropping = '';
const servers: Server[] = [];

beforeAll(async () => {
  const started = await Promise.all([
    listen((request, response) => {
      received.push(`${request.method} ${request.url}`);
      response.statusCode = request.url === '/error' ? 500 : 200;
      response.end('live');
    }),
    listen(() => undefined),
    listen((request) =>
      request.on('data', () => undefined).on('end', () => request.socket.destroy()),
    ),
  ]);
  const [liveServer, hangingServer, droppingServer] = started;
  servers.push(liveServer.server, hangingServer.server, droppingServer.server);
  live = liveServer.url;
  hanging = hangingServer.url;
  dropping = droppingServer.url;
  closed = await findClosedUrl();
});

afterAll(async () => {
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

/** One fetch to a copy, answering `status text` (an error answer resolves too). */
function fetchFrom(method: string, path = '/', timeoutMs = 2000) {
  return async (baseUrl: string) => {
    const response = await fetch(new URL(path, baseUrl), {
      method,
      ...(method === 'GET' ? {} : { body: '{}' }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return `${response.status} ${await response.text()}`;
  };
}

/** A clock the tests move by hand. */
function manualClock() {
  let nowMs = 1_000_000;
  return { now: () => nowMs, advance: (ms: number) => (nowMs += ms) };
}

describe('ServiceCopies', () => {
  it('sends a GET to the next copy when the first refuses connections', async () => {
    const copies = new ServiceCopies([closed, live]);
    await expect(copies.call({ method: 'GET' }, fetchFrom('GET', '/a'))).resolves.toBe('200 live');
    expect(received).toContain('GET /a');
  });

  it('sends a POST to the next copy when the first refused it: it never arrived', async () => {
    const copies = new ServiceCopies(`${closed},${live}`);
    await expect(copies.call({ method: 'POST' }, fetchFrom('POST', '/b'))).resolves.toBe(
      '200 live',
    );
    expect(received).toContain('POST /b');
  });

  it('tries a copy that failed after the others for the pause, then in its turn again', async () => {
    const clock = manualClock();
    const copies = new ServiceCopies([closed, live], { pauseMs: 5000, now: clock.now });
    const tried: string[] = [];
    const attempt = (baseUrl: string) => {
      tried.push(baseUrl === closed ? 'closed' : 'live');
      return fetchFrom('GET')(baseUrl);
    };
    await copies.call({ method: 'GET' }, attempt);
    expect(tried).toEqual(['closed', 'live']);
    tried.length = 0;
    for (let call = 0; call < 4; call += 1) await copies.call({ method: 'GET' }, attempt);
    expect(tried).toEqual(['live', 'live', 'live', 'live']);
    tried.length = 0;
    clock.advance(5001);
    await copies.call({ method: 'GET' }, attempt);
    await copies.call({ method: 'GET' }, attempt);
    expect(tried).toEqual(['live', 'closed', 'live']);
  });

  it('takes turns between copies that are up', async () => {
    const copies = new ServiceCopies(['http://a.test', 'http://b.test', 'http://c.test']);
    const used: string[] = [];
    for (let call = 0; call < 6; call += 1) {
      await copies.call({ method: 'GET' }, async (baseUrl) => used.push(baseUrl));
    }
    expect(used).toEqual([
      'http://a.test',
      'http://b.test',
      'http://c.test',
      'http://a.test',
      'http://b.test',
      'http://c.test',
    ]);
  });

  it('does not send a POST again when its connection dropped after it was sent: it may have arrived', async () => {
    const copies = new ServiceCopies([dropping, live]);
    const before = received.length;
    const failure = copies.call({ method: 'POST' }, fetchFrom('POST', '/c'));
    await expect(failure).rejects.toThrow();
    expect(classifyDeliveryFailure(await failure.catch((error: unknown) => error))).toBe('dropped');
    expect(received.slice(before)).toEqual([]);
  });

  it('sends a dropped POST again when the receiver honours its idempotency key, and a dropped GET', async () => {
    const keyed = new ServiceCopies([dropping, live]);
    await expect(
      keyed.call({ method: 'POST', hasIdempotencyKey: true }, fetchFrom('POST', '/d')),
    ).resolves.toBe('200 live');
    const reads = new ServiceCopies([dropping, live]);
    await expect(reads.call({ method: 'GET' }, fetchFrom('GET', '/e'))).resolves.toBe('200 live');
    expect(received).toEqual(expect.arrayContaining(['POST /d', 'GET /e']));
  });

  it('sends a GET that timed out to the next copy, but not a POST', async () => {
    const copies = new ServiceCopies([hanging, live]);
    await expect(copies.call({ method: 'GET' }, fetchFrom('GET', '/f', 200))).resolves.toBe(
      '200 live',
    );
    const posts = new ServiceCopies([hanging, live]);
    const failure = posts.call({ method: 'POST' }, fetchFrom('POST', '/g', 200));
    await expect(failure).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(received).not.toContain('POST /g');
  });

  it('answers an error answer as it came, without trying another copy', async () => {
    const copies = new ServiceCopies([live, closed]);
    await expect(copies.call({ method: 'GET' }, fetchFrom('GET', '/error'))).resolves.toBe(
      '500 live',
    );
  });

  it('rejects with the last error when every copy failed, and keeps using a single copy that failed', async () => {
    const both = new ServiceCopies([closed, hanging]);
    await expect(both.call({ method: 'GET' }, fetchFrom('GET', '/', 200))).rejects.toMatchObject({
      name: 'TimeoutError',
    });
    const clock = manualClock();
    const one = new ServiceCopies(closed, { now: clock.now });
    const tried: string[] = [];
    const attempt = (baseUrl: string) => {
      tried.push(baseUrl);
      return fetchFrom('GET')(baseUrl);
    };
    await expect(one.call({ method: 'GET' }, attempt)).rejects.toThrow('fetch failed');
    await expect(one.call({ method: 'GET' }, attempt)).rejects.toThrow('fetch failed');
    expect(tried).toEqual([closed, closed]);
  });

  it('rethrows an error that is not a delivery failure at once', async () => {
    const copies = new ServiceCopies([live, 'http://b.test']);
    const tried: string[] = [];
    const failure = copies.call({ method: 'GET' }, (baseUrl) => {
      tried.push(baseUrl);
      throw new Error('unreadable answer');
    });
    await expect(failure).rejects.toThrow('unreadable answer');
    expect(tried).toHaveLength(1);
  });
});

describe('serviceUrlListSchema', () => {
  it('parses one URL or several, comma-separated, into a list', () => {
    expect(serviceUrlListSchema.parse('http://workouts:4003')).toEqual(['http://workouts:4003']);
    expect(serviceUrlListSchema.parse(' http://127.0.0.1:1, http://127.0.0.1:2 ,')).toEqual([
      'http://127.0.0.1:1',
      'http://127.0.0.1:2',
    ]);
  });

  it('names the entry that is not an http(s) URL', () => {
    const result = serviceUrlListSchema.safeParse('http://127.0.0.1:1,127.0.0.1:2');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      '"127.0.0.1:2" is not an http(s) URL (give one URL or several, comma-separated)',
    ]);
    expect(serviceUrlListSchema.safeParse(' , ').success).toBe(false);
  });

  it('reads empty or unset as not configured when optional', () => {
    expect(optionalServiceUrlListSchema.parse(undefined)).toBeUndefined();
    expect(optionalServiceUrlListSchema.parse('')).toBeUndefined();
    expect(optionalServiceUrlListSchema.parse('https://a.test')).toEqual(['https://a.test']);
  });
});
