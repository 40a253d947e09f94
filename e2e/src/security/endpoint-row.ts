import { randomUUID } from 'node:crypto';

/** Who may call an endpoint: a signed-in user, anyone, or an operator with the static token. */
export type EndpointAccess = 'user' | 'public' | 'operator';

/**
 * One endpoint of the API with a valid example call, from which the hostile variants are made.
 * Strings may hold placeholders filled from the caller's resources: `{planId}`, `{goalId}`, ...
 * (see `ResourceIds`), `{email}` and `{password}` of the caller, and `{uniqueEmail}` (new on every
 * fill). Swapping an id placeholder for the victim's must answer 404 (or `foreignIdStatus`).
 */
export interface EndpointRow {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path below /api, e.g. `/progress/goals/{goalId}`. */
  path: string;
  access: EndpointAccess;
  /** What the valid example answers. */
  okStatus: number | readonly number[];
  /** A valid JSON body; an array body (quiz answers) is varied through its first item. */
  body?: Record<string, unknown> | readonly Record<string, unknown>[];
  /** The body is a multipart photo upload (see `photoUploadCases`). */
  isMultipart?: boolean;
  /** A valid query. */
  query?: Record<string, string>;
  /** Headers of every call (e.g. an Idempotency-Key). */
  headers?: Record<string, string>;
  /** Body fields that may not be left out (each removal must be refused naming the field). */
  requiredFields?: readonly string[];
  /** Whether `{}` must be refused; by default when some field is required. */
  refusesEmptyBody?: boolean;
  /** Fields typed "anything" by the contract (accepted for compatibility, ignored). */
  looseFields?: readonly string[];
  /** A wrong-typed value per field where the default swap (text ↔ number, ...) would be valid. */
  wrongTypes?: Record<string, unknown>;
  /** Whether unknown body fields are refused (strict schema) rather than dropped. */
  refusesExtraFields?: boolean;
  /**
   * The call ends the caller's session (sign-out, a password change): each accepted example runs
   * as a throwaway user of its own, since an ended session's token is refused from then on.
   */
  endsSession?: boolean;
  /** Whether unknown query parameters are refused rather than ignored. */
  refusesUnknownQuery?: boolean;
  /** Query parameters taking any text (a wrong value there is not an error). */
  freeTextQuery?: readonly string[];
  /** What swapping an own id for the victim's answers, when not 404 (e.g. a new conversation). */
  foreignIdStatus?: number;
  /** Why the valid example is not sent (it is still the base of the hostile variants). */
  skipValidExample?: string;
}

/** The ids of one user's resources that the table's placeholders name. */
export type ResourceIds = {
  userId: string;
  planId: string;
  weeklyPlanId: string;
  exerciseId: string;
  /** The plan day (1–7) of week 1 that holds `exerciseId`. */
  dayNumber: string;
  measurementId: string;
  goalId: string;
  photoId: string;
  conversationId: string;
  messageId: string;
  /** A finished pose-tracked workout (the client names it). */
  poseSessionId: string;
  /** A risk factor, and the intervention it opened, from a tracked set with caving knees. */
  riskFactorId: string;
  interventionId: string;
  /** A recommendation of the user's adaptive plan (ids name a kind, the same for every user). */
  modificationId: string;
  refreshToken: string;
  email: string;
  password: string;
};

/** Placeholders that name a user's own resource: each is swapped for the victim's in turn. */
export const ownedIdNames = [
  'planId',
  'weeklyPlanId',
  'measurementId',
  'goalId',
  'photoId',
  'conversationId',
  'messageId',
  'poseSessionId',
  'riskFactorId',
  'interventionId',
] as const satisfies readonly (keyof ResourceIds)[];

/**
 * Fills the placeholders of a string from `values` (`{uniqueEmail}` is new on every call), each
 * value passed through `encode` (path segments are URI-encoded).
 */
export function fillText(
  text: string,
  values: Partial<Record<string, string>>,
  encode: (value: string) => string = (value) => value,
): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (name === 'uniqueEmail') return `security.${randomUUID().slice(0, 12)}@example.com`;
    const value = values[name];
    return value === undefined ? whole : encode(value);
  });
}

/** Fills every placeholder inside a JSON value (strings only; keys and numbers are kept). */
export function fillJson<T>(value: T, values: Partial<Record<string, string>>): T {
  if (typeof value === 'string') return fillText(value, values) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => fillJson(item, values)) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillJson(item, values)]),
    ) as T;
  }
  return value;
}

/** The row's path and query filled from `values`, as sent below /api. */
export function buildTarget(
  row: Pick<EndpointRow, 'path' | 'query'>,
  values: Partial<Record<string, string>>,
  query: Record<string, string | string[]> | undefined = row.query,
): string {
  const path = fillText(row.path, values, encodeURIComponent);
  if (!query || Object.keys(query).length === 0) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      search.append(key, fillText(item, values));
    }
  }
  return `${path}?${search.toString()}`;
}

/** The row's name in test titles: `POST /progress/goals`. */
export function describeRow(row: EndpointRow): string {
  return `${row.method} ${row.path}`;
}

/** Whether the row's example names the placeholder `name` anywhere (path, query or body). */
export function rowUses(row: EndpointRow, name: string): boolean {
  return JSON.stringify([row.path, row.query ?? {}, row.body ?? {}]).includes(`{${name}}`);
}
