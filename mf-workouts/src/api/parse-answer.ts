/** Anything that validates unknown input the way a zod schema's `safeParse` does. */
export interface Parser<T> {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { message: string } };
}

/**
 * Reads an answer through its contract schema. An answer that does not match is a server fault:
 * it throws (the caller's fallback message is shown), never renders half-read data.
 */
export function parseAnswer<T>(schema: Parser<T>, body: unknown, what: string): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new Error(`Unexpected ${what} answer: ${parsed.error.message}`);
  return parsed.data;
}
