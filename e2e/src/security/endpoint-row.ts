import { randomUUID } from 'node:crypto';
import {
  buildEndpointPath,
  type AnyEndpoint,
  type PathParamNames,
} from '@repwise/contracts/endpoints';

/** A JSON body; an array body (quiz answers) is varied through its first item. */
export type ExampleBody = Record<string, unknown> | readonly Record<string, unknown>[];

/**
 * What the suite adds to one endpoint value: a valid example call (the rest, method, path, access,
 * schemas and success statuses, is the endpoint's) and the few facts the hostile variants need.
 * Strings may hold placeholders filled from the caller's resources: `{planId}`, `{goalId}`, ...
 * (see `ResourceIds`), `{email}` and `{password}` of the caller, and `{uniqueEmail}` (new on every
 * fill). Swapping an id placeholder for the victim's must answer 404 (or `foreignIdStatus`).
 */
export interface EndpointExample {
  endpoint: AnyEndpoint;
  /** Told apart in test titles when an endpoint has several examples. */
  label?: string;
  /** A value per path parameter; one named like a resource (`planId`) is `{planId}` by default. */
  params?: Partial<Record<string, string>>;
  /** A valid JSON body. */
  body?: ExampleBody;
  /** The body is the multipart photo upload (see `photoUploadCases`). */
  photoUpload?: true;
  /** A valid query. */
  query?: Record<string, string>;
  /** Headers of every call (e.g. an Idempotency-Key). */
  headers?: Record<string, string>;
  /** `{}` (or `[]`) is refused by the service although the body schema takes it. */
  refusesEmptyBody?: true;
  /** A wrong-typed value per field where the default swap (text ↔ number, ...) would be valid. */
  wrongTypes?: Record<string, unknown>;
  /**
   * The call ends the caller's session (sign-out, a password change): each accepted example runs
   * as a throwaway user of its own, since an ended session's token is refused from then on.
   */
  endsSession?: true;
  /** What swapping an own id for the victim's answers, when not 404 (e.g. a new conversation). */
  foreignIdStatus?: number;
  /** Why the valid example is not sent (it is still the base of the hostile variants). */
  skipValidExample?: string;
  /**
   * The read shows the caller's own data: it is in the snapshot of each seeded user read before and
   * after the attacks (`true`: without a query), which must not change.
   */
  snapshot?: true | { query: Record<string, string> };
}

/** An example of `endpoint`, its path parameters checked against the endpoint's path. */
export function example<Endpoint extends AnyEndpoint>(
  endpoint: Endpoint,
  extras: Omit<EndpointExample, 'endpoint' | 'params'> & {
    params?: Partial<Record<PathParamNames<Endpoint['path']>, string>>;
  } = {},
): EndpointExample {
  return { ...extras, endpoint };
}

/** One row of the suite: an example with its endpoint's name and every path parameter's value. */
export interface EndpointRow extends EndpointExample {
  /** The endpoint's name in the contract's list: `progress.setGoal`. */
  name: string;
  params: Record<string, string>;
}

/** The ids of one user's resources that the examples' placeholders name. */
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
 * value passed through `encode`.
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

/** The endpoint's path (params URI-encoded) and `query`, filled from `values`, as sent below /api. */
export function buildTarget(
  row: Pick<EndpointRow, 'endpoint' | 'params' | 'query'>,
  values: Partial<Record<string, string>>,
  query: Record<string, string | string[]> | undefined = row.query,
): string {
  const params = Object.fromEntries(
    Object.entries(row.params).map(([name, value]) => [name, fillText(value, values)]),
  );
  const path = buildEndpointPath(row.endpoint, params);
  if (!query || Object.keys(query).length === 0) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      search.append(key, fillText(item, values));
    }
  }
  return `${path}?${search.toString()}`;
}

/** The row's name in test titles: `progress.setGoal POST /progress/goals`. */
export function describeRow(row: EndpointRow): string {
  const { method, path } = row.endpoint;
  return `${row.name} ${method} ${path}${row.label ? ` (${row.label})` : ''}`;
}

/** Whether the row's example names the placeholder `name` anywhere (params, query or body). */
export function rowUses(row: EndpointRow, name: string): boolean {
  return JSON.stringify([row.params, row.query ?? {}, row.body ?? {}]).includes(`{${name}}`);
}

/** What the valid example answers: the endpoint's success statuses (304 needs a conditional request, never sent). */
export function okStatuses(row: EndpointRow): readonly number[] {
  return row.endpoint.successStatuses.filter((status) => status !== 304);
}
