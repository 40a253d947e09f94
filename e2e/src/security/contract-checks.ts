import type { AnyEndpoint } from '@repwise/contracts/endpoints';

/** A body or query schema of an endpoint; absent when the service does not read it. */
type InputSchema = AnyEndpoint['body'];

/** Whether the contract refuses `value` (the service validates with the same schema). */
export function contractRefuses(schema: InputSchema, value: unknown): boolean {
  return schema ? !schema.safeParse(value).success : false;
}

/** Whether the contract refuses `value` naming `field` (or a field inside it): `0.answer`. */
export function contractRefusesField(schema: InputSchema, value: unknown, field: string): boolean {
  const parsed = schema?.safeParse(value);
  if (!parsed || parsed.success) return false;
  return parsed.error.issues.some((issue) => {
    const path = issue.path.map(String).join('.');
    return path === field || path.startsWith(`${field}.`);
  });
}
