import type { Context } from 'koa';
import { describe, expect, it, vi } from 'vitest';
import { requireStaticToken } from './require-static-token';

const withAuthorization = (value: string) =>
  ({ get: (name: string) => (name === 'authorization' ? value : '') }) as unknown as Context;

describe('requireStaticToken', () => {
  const guard = requireStaticToken(['first-token-value', 'second-token'], 'Token needed.');

  it.each(['Bearer first-token-value', 'Bearer second-token'])(
    'lets %s through',
    async (header) => {
      const next = vi.fn(async () => undefined);
      await guard(withAuthorization(header), next);
      expect(next).toHaveBeenCalledOnce();
    },
  );

  it.each(['', 'Bearer ', 'Bearer first-token', 'first-token-value', 'Basic second-token'])(
    'answers 401 UNAUTHORIZED for %j',
    async (header) => {
      const next = vi.fn(async () => undefined);
      await expect(guard(withAuthorization(header), next)).rejects.toMatchObject({
        code: 'UNAUTHORIZED',
        message: 'Token needed.',
      });
      expect(next).not.toHaveBeenCalled();
    },
  );
});
