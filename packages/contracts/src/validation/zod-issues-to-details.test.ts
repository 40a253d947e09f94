import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { toErrorDetails } from './zod-issues-to-details';

describe('toErrorDetails', () => {
  it.each([
    {
      schema: z.object({ email: z.string({ error: 'Bad email' }) }),
      input: {},
      details: [{ field: 'email', message: 'Bad email' }],
    },
    {
      schema: z.object({ a: z.object({ b: z.array(z.number({ error: 'Not a number' })) }) }),
      input: { a: { b: [1, 'x'] } },
      details: [{ field: 'a.b.1', message: 'Not a number' }],
    },
    {
      schema: z.object({}, { error: 'Body must be an object' }),
      input: 'text',
      details: [{ field: 'body', message: 'Body must be an object' }],
    },
    {
      schema: z.object({
        name: z
          .string()
          .min(2, { error: 'Too short' })
          .regex(/^[A-Z]/, { error: 'Capitalise' }),
      }),
      input: { name: 'a' },
      details: [
        { field: 'name', message: 'Too short' },
        { field: 'name', message: 'Capitalise' },
      ],
    },
  ])('gives one detail per issue with a dotted path: $details', ({ schema, input, details }) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(toErrorDetails(result.error)).toEqual(details);
    }
  });
});
