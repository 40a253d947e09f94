/**
 * Anything that validates unknown input the way a zod schema's `safeParse` does (the offline
 * cache and favourites read stored values with it). API answers are read by their endpoint's
 * answer schema through `callEndpoint`.
 */
export interface Parser<T> {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { message: string } };
}
