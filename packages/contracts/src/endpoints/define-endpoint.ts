import { z } from 'zod';

/**
 * Who may call an endpoint: anyone (`public`), a signed-in user's bearer token (`user`), another
 * service's INTERNAL_API_TOKEN (`internal`, never routed by the gateway) or an operator token
 * (`operator`).
 */
export const endpointAccessLevels = ['public', 'user', 'internal', 'operator'] as const;

/** An endpoint's access level. */
export type EndpointAccess = (typeof endpointAccessLevels)[number];

/** The HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The services that answer endpoints (each owns its database). */
export type EndpointService =
  'auth' | 'onboarding' | 'workouts' | 'progress' | 'coach' | 'analytics';

/** The `:name` segments of a path template: `'/a/:id/b/:week'` → `'id' | 'week'`. */
export type PathParamNames<Path extends string> =
  Path extends `${string}:${infer Name}/${infer Rest}`
    ? Name | PathParamNames<`/${Rest}`>
    : Path extends `${string}:${infer Name}`
      ? Name
      : never;

/** The params schema an endpoint gets when it names none: each `:name` a string. */
export type DefaultParamsSchema<Path extends string> = z.ZodObject<
  { [Name in PathParamNames<Path>]: z.ZodString },
  z.core.$strip
>;

/** What `defineEndpoint` takes: one endpoint of the API, as a value. */
export interface EndpointDefinition<Path extends string = string> {
  /** The service that answers it. */
  service: EndpointService;
  method: HttpMethod;
  /** Below `/api` (what the service sees), with `:name` segments: `/workouts/plans/:planId`. */
  path: Path;
  access: EndpointAccess;
  /** One line for the reference: what it does. */
  summary: string;
  /** Path parameters; by default each `:name` is a string. */
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body's schema; a multipart body (photo upload) is described by `bodyMediaType`. */
  body?: z.ZodType;
  bodyMediaType?: 'application/json' | 'multipart/form-data';
  /** The success answer's schema (JSON); absent for a binary answer (`answerMediaType`). */
  answer?: z.ZodType;
  answerMediaType?: 'application/json' | 'image/*';
  /** The success statuses, first the usual one (default `[200]`). */
  successStatuses?: readonly number[];
}

/** An endpoint value: its definition with the defaults filled in. */
export type Endpoint<Definition extends EndpointDefinition = EndpointDefinition> = Omit<
  Definition,
  'params' | 'successStatuses' | 'bodyMediaType' | 'answerMediaType'
> & {
  params: Definition['params'] extends z.ZodType
    ? Definition['params']
    : DefaultParamsSchema<Definition['path']>;
  bodyMediaType: NonNullable<EndpointDefinition['bodyMediaType']>;
  answerMediaType: NonNullable<EndpointDefinition['answerMediaType']>;
  successStatuses: readonly number[];
};

/** Any endpoint value, as lists of endpoints hold them. */
export interface AnyEndpoint extends Omit<
  EndpointDefinition,
  'params' | 'successStatuses' | 'bodyMediaType' | 'answerMediaType'
> {
  params: z.ZodType;
  bodyMediaType: NonNullable<EndpointDefinition['bodyMediaType']>;
  answerMediaType: NonNullable<EndpointDefinition['answerMediaType']>;
  successStatuses: readonly number[];
}

const paramPattern = /:([A-Za-z][A-Za-z0-9]*)/g;

/** The `:name` segments of a path template, in order. */
export function readPathParamNames(path: string): string[] {
  return [...path.matchAll(paramPattern)].map((match) => match[1] ?? '');
}

/**
 * Defines one endpoint of the API once, as a value: services mount it, clients build its paths,
 * the gateway's route table is checked against it and the OpenAPI document is generated from it.
 */
export function defineEndpoint<const D extends EndpointDefinition>(definition: D): Endpoint<D> {
  const defaultParams = z.object(
    Object.fromEntries(readPathParamNames(definition.path).map((name) => [name, z.string()])),
  );
  // The one cast: TypeScript cannot narrow the conditional params type from the `??`.
  const params = (definition.params ?? defaultParams) as Endpoint<D>['params'];
  return {
    ...definition,
    params,
    bodyMediaType: definition.bodyMediaType ?? 'application/json',
    answerMediaType: definition.answerMediaType ?? 'application/json',
    successStatuses: definition.successStatuses ?? [200],
  };
}

/**
 * An endpoint's path with its `:name` segments filled in (URI-encoded) and a query of the defined,
 * non-empty values of `query`; throws when a segment has no value.
 */
export function buildEndpointPath(
  endpoint: Pick<EndpointDefinition, 'path'>,
  params: Readonly<Record<string, string | number>> = {},
  query: Readonly<Record<string, string | number | boolean | undefined | null>> = {},
): string {
  const path = endpoint.path.replace(paramPattern, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`${endpoint.path}: missing path parameter ${key}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
