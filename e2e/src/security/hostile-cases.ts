import type { ErrorCode } from '@repwise/contracts';
import type { ApiRequest } from './api-call';
import { contractRefuses, contractRefusesField } from './contract-checks';
import {
  buildTarget,
  fillJson,
  okStatuses,
  ownedIdNames,
  rowUses,
  type EndpointRow,
  type ResourceIds,
} from './endpoint-row';
import type { ForgedToken } from './forged-tokens';

/** What a case must answer: one of `status`, and for an error the code (and the field named). */
export interface Expectation {
  status: readonly number[];
  code?: ErrorCode;
  field?: string;
}

/** One call made from an endpoint row, with what it must answer. */
export interface SecurityCase {
  name: string;
  request: ApiRequest;
  expect: Expectation;
  /** Values the caller sent that the answer may repeat (an id it chose), not counted as a leak. */
  mayEcho?: readonly string[];
}

/** Everything the cases are made from: the two users and the tokens that must not work. */
export interface CaseContext {
  /** The caller's (attacker's) own ids and token. */
  own: ResourceIds;
  ownToken: string;
  /** Another user's ids: using them must look exactly like using ids that do not exist. */
  victim: ResourceIds;
  forgedTokens: readonly ForgedToken[];
  operatorToken: string;
}

/** The gateway's body limits (gateway/src/config.ts BODY_LIMIT_BYTES, route-table.ts for /files). */
export const gatewayBodyLimitBytes = 1_048_576;

const refusal = (status: number, code: ErrorCode, field?: string): Expectation => ({
  status: [status],
  code,
  ...(field === undefined ? {} : { field }),
});
const invalid = (field?: string) => refusal(400, 'VALIDATION_ERROR', field);
const notFound = refusal(404, 'RESOURCE_NOT_FOUND');
const tooLarge = refusal(413, 'PAYLOAD_TOO_LARGE');

/** The row's success statuses. */
export function okExpectation(row: EndpointRow): Expectation {
  return { status: okStatuses(row) };
}

/** A value of another JSON type than `value` (text ↔ number, and so on). */
function swapType(value: unknown): unknown {
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number') return 'not-a-number';
  if (typeof value === 'boolean') return 'yes';
  if (Array.isArray(value)) return 'not-a-list';
  if (typeof value === 'object' && value !== null) return 'not-an-object';
  return 12345;
}

/** A MongoDB query operator in place of a scalar or list value; null for objects (typed below). */
function operatorFor(value: unknown): unknown {
  if (typeof value === 'string') return { $gt: '' };
  if (typeof value === 'number') return { $gte: 0 };
  if (typeof value === 'boolean') return { $ne: false };
  if (Array.isArray(value)) return [{ $where: 'sleep(1000) || true' }];
  return null;
}

/** Unknown fields an attacker adds: ownership, privilege, and operators at the top level. */
function extraFields(victim: ResourceIds): Record<string, unknown> {
  return {
    userId: victim.userId,
    _id: victim.planId,
    id: victim.measurementId,
    isAdmin: true,
    role: 'admin',
    $where: 'sleep(1000) || true',
    $set: { userId: victim.userId },
  };
}

/** A body of exactly `bytes` bytes that starts like JSON (the size, not the syntax, must refuse it). */
export function oversizedBody(bytes: number): Buffer {
  const body = Buffer.alloc(bytes, 'x');
  body.write('{"padding":"');
  body.write('"}', bytes - 2);
  return body;
}

function tokenCases(row: EndpointRow, context: CaseContext, base: ApiRequest): SecurityCase[] {
  const send = (name: string, token: string | null, expect: Expectation): SecurityCase => ({
    name,
    request: { ...base, token },
    expect,
  });
  const { access } = row.endpoint;
  if (access === 'public') return [];
  const noToken = send('no token', null, refusal(401, 'UNAUTHORIZED'));
  if (access === 'operator') {
    return [
      noToken,
      send("a user's access token", context.ownToken, refusal(401, 'UNAUTHORIZED')),
      ...context.forgedTokens.map((forged) =>
        send(forged.name, forged.token, refusal(401, 'UNAUTHORIZED')),
      ),
    ];
  }
  return [
    noToken,
    ...context.forgedTokens.map((forged) =>
      send(forged.name, forged.token, refusal(401, forged.code)),
    ),
  ];
}

function bodyCases(row: EndpointRow, context: CaseContext, base: ApiRequest): SecurityCase[] {
  const template = row.body;
  const schema = row.endpoint.body;
  if (!template) return [];
  const isList = Array.isArray(template);
  const prefix = isList ? '0.' : '';
  // Filled anew for every case, so each gets its own `{uniqueEmail}` (per-account limits).
  const fresh = () => fillJson(template, context.own);
  const firstItem = (): Record<string, unknown> => {
    const body = fresh();
    return (Array.isArray(body) ? body[0] : body) ?? {};
  };
  const wrap = (changed: Record<string, unknown>) => {
    const body = fresh();
    return Array.isArray(body) ? [changed, ...body.slice(1)] : changed;
  };
  const send = (name: string, body: ApiRequest['body'], expect: Expectation): SecurityCase => ({
    name,
    request: { ...base, body },
    expect,
  });
  const protoKey = `{"__proto__":{"isAdmin":true},${JSON.stringify(firstItem()).slice(1)}`;
  const cases = [
    send('malformed JSON', { raw: `${JSON.stringify(fresh()).slice(0, -1)},` }, invalid('body')),
    send('a body of the wrong JSON type', { json: isList ? {} : [] }, invalid()),
    send(
      'a __proto__ key (prototype pollution)',
      { raw: isList ? `[${protoKey}]` : protoKey },
      invalid('body'),
    ),
  ];
  for (const [field, value] of Object.entries(firstItem())) {
    const path = `${prefix}${field}`;
    const wrongType =
      row.wrongTypes && path in row.wrongTypes ? row.wrongTypes[path] : swapType(value);
    cases.push(
      send(
        `wrong type: ${path}`,
        { json: wrap({ ...firstItem(), [field]: wrongType }) },
        invalid(path),
      ),
    );
    const operator = operatorFor(value);
    if (operator !== null) {
      cases.push(
        send(
          `operator injection: ${path}`,
          { json: wrap({ ...firstItem(), [field]: operator }) },
          invalid(path),
        ),
      );
    }
  }
  // The fields the contract requires, of those the example sends.
  for (const field of Object.keys(firstItem())) {
    const rest = wrap(
      Object.fromEntries(Object.entries(firstItem()).filter(([key]) => key !== field)),
    );
    if (contractRefusesField(schema, rest, `${prefix}${field}`)) {
      cases.push(send(`missing: ${prefix}${field}`, { json: rest }, invalid(`${prefix}${field}`)));
    }
  }
  const empty = isList ? [] : {};
  if (row.refusesEmptyBody || contractRefuses(schema, empty)) {
    cases.push(send('an empty body', { json: empty }, invalid()));
  }
  // Refused where the contract's schema is strict, otherwise dropped (the call succeeds).
  const extra = wrap({ ...firstItem(), ...extraFields(context.victim) });
  const refusesExtra = contractRefuses(schema, extra) && !contractRefuses(schema, fresh());
  cases.push(
    send(
      'extra fields (owner, privileges, $where, $set)',
      { json: extra },
      refusesExtra ? invalid() : okExpectation(row),
    ),
    send(
      "a body over the gateway's limit",
      { raw: oversizedBody(gatewayBodyLimitBytes + 1) },
      tooLarge,
    ),
    send(
      "a chunked body over the gateway's limit",
      { stream: oversizedBody(gatewayBodyLimitBytes + 1) },
      tooLarge,
    ),
  );
  return cases;
}

function queryCases(row: EndpointRow, context: CaseContext, base: ApiRequest): SecurityCase[] {
  if (row.endpoint.method !== 'GET') return [];
  const query = row.query ?? {};
  const schema = row.endpoint.query;
  const filled = fillJson(query, context.own);
  const idKeys = Object.keys(query).filter((key) => /^\{\w+\}$/.test(query[key] ?? ''));
  const send = (name: string, changed: Record<string, string | string[]>, expect: Expectation) => ({
    name,
    request: { ...base, path: buildTarget(row, context.own, changed) },
    expect,
  });
  const cases: SecurityCase[] = [];
  for (const [key, value] of Object.entries(query)) {
    // Not for an id, nor for a parameter that takes any text.
    const wrong = { ...filled, [key]: '%$not~valid' };
    if (!idKeys.includes(key) && contractRefusesField(schema, wrong, key)) {
      cases.push(
        send(`wrong query value: ${key}`, { ...query, [key]: '%$not~valid' }, invalid(key)),
      );
    }
    cases.push(
      send(`repeated query parameter: ${key}`, { ...query, [key]: [value, value] }, invalid(key)),
    );
  }
  const injected = {
    ...query,
    userId: context.victim.userId,
    'id[$gt]': '',
    $where: 'sleep(1000) || true',
  };
  cases.push(
    send(
      'query operator injection (userId, id[$gt], $where)',
      injected,
      contractRefuses(schema, fillJson(injected, context.own)) && !contractRefuses(schema, filled)
        ? invalid()
        : okExpectation(row),
    ),
  );
  return cases;
}

function idCases(row: EndpointRow, context: CaseContext, base: ApiRequest): SecurityCase[] {
  const expect = row.foreignIdStatus ? { status: [row.foreignIdStatus] } : notFound;
  return ownedIdNames
    .filter((name) => rowUses(row, name))
    .flatMap((name) =>
      [
        [`another user's ${name}`, context.victim[name]],
        [`an operator as ${name}`, '{"$gt":""}'],
        [`an unknown ${name}`, 'ffffffffffffffffffffffff'],
      ].map(([label = '', value = '']) => {
        const values = { ...context.own, [name]: value };
        const body = row.body ? { json: fillJson(row.body, values) } : undefined;
        return {
          name: label,
          request: { ...base, path: buildTarget(row, values), ...(body ? { body } : {}) },
          expect,
          mayEcho: [value],
        };
      }),
    );
}

/** The valid example call of a JSON row, as the caller. */
export function validRequest(row: EndpointRow, context: CaseContext): ApiRequest {
  const { access, method } = row.endpoint;
  const token =
    access === 'user' ? context.ownToken : access === 'operator' ? context.operatorToken : null;
  return {
    method,
    path: buildTarget(row, context.own),
    token,
    ...(row.headers ? { headers: row.headers } : {}),
    ...(row.body ? { body: { json: fillJson(row.body, context.own) } } : {}),
  };
}

/** Every hostile variant of a JSON row: tokens, body, query and ids. */
export function buildJsonCases(row: EndpointRow, context: CaseContext): SecurityCase[] {
  const base = validRequest(row, context);
  return [
    ...tokenCases(row, context, base),
    ...bodyCases(row, context, base),
    ...queryCases(row, context, base),
    ...idCases(row, context, base),
  ];
}
