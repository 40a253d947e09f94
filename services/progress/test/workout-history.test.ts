import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { findClosedUrl } from '@repwise/server-kit/testing';
import { describe, expect, it, vi } from 'vitest';
import { createWorkoutHistory } from '../src/workouts/workout-history';

function answer(sessions: string[], total: number): Response {
  return new Response(
    JSON.stringify({
      success: true,
      data: { sessions: sessions.map((performedAt) => ({ performedAt })), total },
    }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  );
}

describe('createWorkoutHistory', () => {
  it('is unavailable without a workouts service URL', async () => {
    const history = createWorkoutHistory({ baseUrl: undefined, timeoutMs: 100 });
    expect(await history.listWorkoutDays('t', 0)).toEqual({ status: 'unavailable' });
  });

  it('pages through sessions with the user’s token and answers local days', async () => {
    const fetchImpl = vi.fn(async (input: string | URL | Request) => {
      const url = new URL(String(input));
      const offset = Number(url.searchParams.get('offset'));
      return offset === 0
        ? answer(
            Array.from({ length: 100 }, () => '2026-03-01T23:30:00.000Z'),
            101,
          )
        : answer(['2026-03-03T10:00:00.000Z'], 101);
    });
    const history = createWorkoutHistory({
      baseUrl: 'http://workouts.test',
      timeoutMs: 100,
      fetchImpl,
    });
    // UTC+1 (getTimezoneOffset -60): 23:30 UTC is already the next local day.
    expect(await history.listWorkoutDays('user-token', -60)).toEqual({
      status: 'available',
      days: ['2026-03-02', '2026-03-03'],
    });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    const [, init] = fetchImpl.mock.calls[0] as unknown as [URL, RequestInit];
    expect(init.headers).toMatchObject({ authorization: 'Bearer user-token' });
  });

  it.each([
    ['an error status', async () => new Response('{}', { status: 503 })],
    ['an unexpected body', async () => new Response('{"data":{}}', { status: 200 })],
    ['a refused connection', async () => Promise.reject(new TypeError('fetch failed'))],
  ])('is unavailable on %s', async (_label, fetchImpl) => {
    const history = createWorkoutHistory({
      baseUrl: 'http://workouts.test',
      timeoutMs: 100,
      fetchImpl,
    });
    expect(await history.listWorkoutDays('t', 0)).toEqual({ status: 'unavailable' });
  });

  it('reads from the next copy of workouts when the first is gone', async () => {
    const listen = async (server: ReturnType<typeof createServer>) => {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    };
    const goneUrl = await findClosedUrl();
    const live = createServer((_request, response) => {
      void answer(['2026-03-03T10:00:00.000Z'], 1)
        .text()
        .then((text) => response.writeHead(200, { 'content-type': 'application/json' }).end(text));
    });
    const liveUrl = await listen(live);
    try {
      const history = createWorkoutHistory({ baseUrl: `${goneUrl},${liveUrl}`, timeoutMs: 1000 });
      for (let read = 0; read < 2; read += 1) {
        expect(await history.listWorkoutDays('t', 0)).toEqual({
          status: 'available',
          days: ['2026-03-03'],
        });
      }
    } finally {
      await new Promise((resolve) => live.close(resolve));
    }
  });
});
