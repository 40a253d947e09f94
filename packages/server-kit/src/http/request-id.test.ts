import { describe, expect, it } from 'vitest';
import { resolveRequestId } from './request-id';

describe('resolveRequestId', () => {
  it.each([['abc-123'], ['trace.id:42'], ['a'.repeat(128)]])(
    'keeps the well-formed id %s',
    (id) => {
      expect(resolveRequestId(id)).toBe(id);
    },
  );

  it.each([[undefined], [''], ['a'.repeat(129)], ['has space'], ['<script>']])(
    'replaces %s with a new UUID',
    (id) => {
      expect(resolveRequestId(id)).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
      );
    },
  );
});
