import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from './api-client';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

describe('createApiClient', () => {
  it('waits for a token still being refreshed and sends it as the bearer', async () => {
    let release: (token: string) => void = () => undefined;
    const refreshed = new Promise<string>((resolve) => {
      release = resolve;
    });
    const fetchImpl = vi.fn(async () => json(200, { ok: true }));
    const request = createApiClient({
      baseUrl: '/api',
      getAccessToken: () => refreshed,
      fetchImpl,
    });
    const answer = request({ path: '/things' });
    await Promise.resolve();
    expect(fetchImpl).not.toHaveBeenCalled();
    release('fresh');
    await expect(answer).resolves.toEqual({ ok: true });
    const [, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({ authorization: 'Bearer fresh' });
  });

  it('ends the session on a session-ending error code and throws the described failure', async () => {
    const onSessionEnded = vi.fn();
    const request = createApiClient({
      baseUrl: '/api',
      getAccessToken: () => 'stale',
      onSessionEnded,
      fetchImpl: async () =>
        json(401, { error: { code: 'TOKEN_EXPIRED', message: 'Expired', details: [] } }),
    });
    await expect(request({ path: '/things' })).rejects.toBeInstanceOf(ApiError);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });
});
