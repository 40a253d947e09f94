import { readPathParamNames } from '@repwise/contracts/endpoints';
import { apiEndpoints, type NamedEndpoint } from '@repwise/contracts/openapi';
import {
  ownedIdNames,
  type EndpointExample,
  type EndpointRow,
  type ResourceIds,
} from './endpoint-row';
import { authOnboardingExamples } from './endpoints/auth-onboarding-examples';
import { coachProgressAnalyticsExamples } from './endpoints/coach-progress-analytics-examples';
import { replacingExamples } from './endpoints/replacing-examples';
import { workoutsExamples } from './endpoints/workouts-examples';

/** The placeholders a path parameter of the same name stands for by default. */
const resourceNames: readonly (keyof ResourceIds)[] = [
  ...ownedIdNames,
  'exerciseId',
  'modificationId',
];

const describe = ({ area, name, endpoint }: NamedEndpoint) =>
  `${area}.${name} (${endpoint.method} ${endpoint.path})`;

/** What keeps an example from being a row: a path parameter without a value, a body it lacks... */
function findExampleProblems(example: EndpointExample): string[] {
  const { endpoint } = example;
  const problems = readPathParamNames(endpoint.path)
    .filter((name) => !example.params?.[name] && !resourceNames.some((known) => known === name))
    .map((name) => `no value for the path parameter :${name}`);
  if (endpoint.bodyMediaType === 'multipart/form-data') {
    if (!example.photoUpload) problems.push('a multipart body the suite has no variants for');
  } else if (Boolean(endpoint.body) !== Boolean(example.body)) {
    problems.push(endpoint.body ? 'no example body' : 'an example body the endpoint does not take');
  }
  if (example.query && !endpoint.query) problems.push('a query the endpoint does not take');
  if (!example.query && endpoint.query && !endpoint.query.safeParse({}).success) {
    problems.push('no example query (its schema refuses none)');
  }
  return problems;
}

function toRow(named: NamedEndpoint, example: EndpointExample): EndpointRow {
  const params = Object.fromEntries(
    readPathParamNames(named.endpoint.path).map((name) => [
      name,
      example.params?.[name] ?? `{${name}}`,
    ]),
  );
  return { ...example, name: `${named.area}.${named.name}`, params };
}

/**
 * The rows of `examples` over the endpoint list, and where the two disagree (`gaps`). Every
 * endpoint the gateway routes (all but `internal` ones) needs a row. A read without an example
 * gets one made from its value alone, when its path parameters all name resources and its query
 * may be left out; any other endpoint needs an example: the suite cannot make up a body or a path
 * value, and must know when a call that changes data may run. Rows of reads without examples come
 * first (their valid calls read the seeded data), then the examples in their order.
 */
export function buildEndpointTable(
  examples: readonly EndpointExample[],
  endpoints: readonly NamedEndpoint[] = apiEndpoints,
): { rows: EndpointRow[]; gaps: string[] } {
  const gaps: string[] = [];
  const routed = endpoints.filter(({ endpoint }) => endpoint.access !== 'internal');
  const exampleRows: EndpointRow[] = [];
  for (const example of examples) {
    const named = endpoints.find(({ endpoint }) => endpoint === example.endpoint);
    if (!named || named.endpoint.access === 'internal') {
      const { method, path } = example.endpoint;
      gaps.push(`${method} ${path}: an example of no endpoint the gateway routes`);
      continue;
    }
    const problems = findExampleProblems(example);
    if (problems.length > 0) gaps.push(`${describe(named)}: ${problems.join('; ')}`);
    else exampleRows.push(toRow(named, example));
  }
  const readRows: EndpointRow[] = [];
  for (const named of routed) {
    if (examples.some(({ endpoint }) => endpoint === named.endpoint)) continue;
    const problems = findExampleProblems({ endpoint: named.endpoint });
    if (named.endpoint.method !== 'GET') {
      gaps.push(`${describe(named)}: no example (a call that changes data needs one)`);
    } else if (problems.length > 0) {
      gaps.push(`${describe(named)}: no example, and ${problems.join('; ')}`);
    } else readRows.push(toRow(named, { endpoint: named.endpoint }));
  }
  return { rows: [...readRows, ...exampleRows], gaps };
}

/**
 * Every endpoint the gateway routes (the contract's list, gateway/src/route-table.ts), each with
 * a valid example call; the security suite derives the hostile calls from each row. The valid
 * examples run in the rows' order after the hostile ones, so calls that remove or replace the
 * caller's data (deletes, reset, password change, logout) come last.
 */
export const endpointTable = buildEndpointTable([
  ...authOnboardingExamples,
  ...workoutsExamples,
  ...coachProgressAnalyticsExamples,
  ...replacingExamples,
]);
