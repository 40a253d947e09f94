import { z } from 'zod';
import type { AnyEndpoint } from '../endpoints/define-endpoint';
import { readPathParamNames } from '../endpoints/define-endpoint';
import { apiEndpoints, type ApiArea, type NamedEndpoint } from './api-endpoints';
import { namedAnswerSchemas } from './named-schemas';

type JsonSchema = Record<string, unknown>;

/** What each area is, for the reference's sections. */
const areaDescriptions: Record<ApiArea, string> = {
  auth: 'Accounts, sign-in and sessions (auth service).',
  profile: "The signed-in user's own account (auth service).",
  onboarding: 'The assessment wizard, its completion and the plan recommendations.',
  quiz: 'The personal training quiz (onboarding service).',
  plans: 'Workout programmes, their outline, weeks and generation jobs (workouts service).',
  activity:
    'Weekly workouts, ticks, completions, sessions, statistics, calendar (workouts service).',
  catalogue: 'The exercise library and the worker’s internal routes (workouts service).',
  pose: 'Tracked form: sets, sessions, adaptive plan, Safety risk profile, progress (workouts service).',
  progress: 'Measurements, goals, analytics, achievements and photos (progress service).',
  coach: 'The AI coach chat (coach service).',
  analytics: 'Web vitals, custom metrics and the operators’ summary (analytics service).',
};

const errorBodySchema: JsonSchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', description: 'A code of the error catalogue (spec 01 §3).' },
        message: { type: 'string' },
        details: {
          type: 'array',
          items: {
            type: 'object',
            required: ['field', 'message'],
            properties: { field: { type: 'string' }, message: { type: 'string' } },
          },
        },
      },
    },
  },
};

const internalServer = {
  url: '/',
  description: "The answering service's own origin (INTERNAL_API_TOKEN; not routed by the gateway)",
};

const securityByAccess: Record<AnyEndpoint['access'], Array<Record<string, string[]>>> = {
  public: [],
  user: [{ userToken: [] }],
  internal: [{ internalToken: [] }],
  operator: [{ operatorToken: [] }],
};

const componentsUri = (id: string) => `#/components/schemas/${id}`;

/** A JSON Schema without the keys that only a standalone document carries. */
function withoutDocumentKeys(schema: JsonSchema): JsonSchema {
  return Object.fromEntries(
    Object.entries(schema).filter(([key]) => key !== '$schema' && key !== '$id'),
  );
}

function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  return withoutDocumentKeys(z.toJSONSchema(schema, { io, unrepresentable: 'any' }));
}

/** The id of a body's or an answer's component. */
const bodyId = ({ area, name }: NamedEndpoint) => `${area}.${name}.body`;

/**
 * Bodies (as zod reads them) and answers (as it writes them, sharing `namedAnswerSchemas`) as
 * components; an answer object several endpoints share is one component, named after the first.
 */
function buildComponentSchemas(endpoints: readonly NamedEndpoint[]) {
  const bodies = z.registry<{ id: string }>();
  const answers = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(namedAnswerSchemas)) answers.add(schema, { id });
  const answerIds = new Map<AnyEndpoint, string>();
  for (const named of endpoints) {
    const { body, answer } = named.endpoint;
    if (body) bodies.add(body, { id: bodyId(named) });
    if (!answer) continue;
    const id = answers.get(answer)?.id ?? `${named.area}.${named.name}.answer`;
    if (!answers.has(answer)) answers.add(answer, { id });
    answerIds.set(named.endpoint, id);
  }
  const options = { unrepresentable: 'any', uri: componentsUri } as const;
  const schemas: Record<string, JsonSchema> = {};
  for (const [io, registry] of [
    ['input', bodies],
    ['output', answers],
  ] as const) {
    const converted = z.toJSONSchema(registry, { ...options, io }).schemas;
    for (const [id, schema] of Object.entries(converted)) {
      schemas[id] = withoutDocumentKeys(schema);
    }
  }
  return { schemas, answerIds };
}

/** `/workouts/plans/:planId` → `/workouts/plans/{planId}` (OpenAPI's path template). */
export function toOpenApiPath(path: string): string {
  return path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, '{$1}');
}

function buildParameters(endpoint: AnyEndpoint): JsonSchema[] {
  const params = toJsonSchema(endpoint.params, 'input');
  const paramProperties = (params.properties ?? {}) as Record<string, JsonSchema>;
  const pathParameters = readPathParamNames(endpoint.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: paramProperties[name] ?? { type: 'string' },
  }));
  if (!endpoint.query) return pathParameters;
  const query = toJsonSchema(endpoint.query, 'input');
  const required = new Set((query.required ?? []) as string[]);
  const queryParameters = Object.entries(
    (query.properties ?? {}) as Record<string, JsonSchema>,
  ).map(([name, schema]) => ({ name, in: 'query', required: required.has(name), schema }));
  return [...pathParameters, ...queryParameters];
}

function buildRequestBody(named: NamedEndpoint): JsonSchema | undefined {
  const { endpoint } = named;
  if (endpoint.bodyMediaType === 'multipart/form-data') {
    const photos = { type: 'array', items: { type: 'string', contentMediaType: 'image/*' } };
    return {
      required: true,
      content: {
        'multipart/form-data': { schema: { type: 'object', properties: { photos } } },
      },
    };
  }
  if (!endpoint.body) return undefined;
  return {
    required: true,
    content: { 'application/json': { schema: { $ref: componentsUri(bodyId(named)) } } },
  };
}

function buildResponses(endpoint: AnyEndpoint, answerId: string | undefined): JsonSchema {
  const content =
    endpoint.answerMediaType === 'image/*'
      ? { 'image/*': { schema: { type: 'string', contentMediaType: 'image/*' } } }
      : answerId
        ? { 'application/json': { schema: { $ref: componentsUri(answerId) } } }
        : undefined;
  const responses: JsonSchema = {};
  for (const status of endpoint.successStatuses) {
    responses[String(status)] =
      status === 304 || !content
        ? { description: 'Not modified' }
        : { description: 'Success', content };
  }
  responses.default = {
    description: 'An error of the catalogue',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
  };
  return responses;
}

function buildOperation(named: NamedEndpoint, answerId: string | undefined): JsonSchema {
  const { area, name, endpoint } = named;
  const parameters = buildParameters(endpoint);
  const requestBody = buildRequestBody(named);
  return {
    operationId: `${area}.${name}`,
    summary: endpoint.summary,
    tags: [area],
    'x-access': endpoint.access,
    'x-service': endpoint.service,
    security: securityByAccess[endpoint.access],
    // The gateway does not route internal endpoints: services call each other's origin directly.
    ...(endpoint.access === 'internal' ? { servers: [internalServer] } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: buildResponses(endpoint, answerId),
  };
}

/**
 * The OpenAPI 3.1 document of every endpoint, generated from the endpoint values (request schemas
 * as zod reads them, answers as it writes them). Internal endpoints are listed under the services'
 * own origin: the gateway does not route them.
 */
export function buildOpenApiDocument(endpoints: readonly NamedEndpoint[] = apiEndpoints) {
  const { schemas, answerIds } = buildComponentSchemas(endpoints);
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const named of endpoints) {
    const path = toOpenApiPath(named.endpoint.path);
    const operation = buildOperation(named, answerIds.get(named.endpoint));
    paths[path] = { ...paths[path], [named.endpoint.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'RepWise API',
      version: '1.0.0',
      description:
        'Every call goes through the gateway under /api (paths below are relative to it), except ' +
        'the internal ones, which services call on each other directly. Errors answer ' +
        '{error: {code, message, details}}.',
    },
    servers: [{ url: '/api' }],
    tags: Object.entries(areaDescriptions).map(([tag, description]) => ({
      name: tag,
      description,
    })),
    paths,
    components: {
      schemas: { ErrorBody: errorBodySchema, ...schemas },
      securitySchemes: {
        userToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        internalToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'INTERNAL_API_TOKEN, between services only.',
        },
        operatorToken: { type: 'http', scheme: 'bearer', description: 'An operator token.' },
      },
    },
  };
}

/** The generated OpenAPI document. */
export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
