// Security review (issue #9): every endpoint the gateway routes (the contract's endpoint list,
// with the suite's examples) gets malformed JSON, wrong types, missing and extra fields, huge
// bodies, operator injection, another user's ids and refused tokens; each must answer the right
// error in the `{error:{code,message,details}}` format and change nothing, which the victim's and
// the attacker's data read back before and after prove.
import { authEndpoints } from '@repwise/contracts/auth';
import { readPathParamNames } from '@repwise/contracts/endpoints';
import { apiEndpoints } from '@repwise/contracts/openapi';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../src/app-user';
import { runCases } from '../src/security/answer-checks';
import { callApi, endpointRequest } from '../src/security/api-call';
import { describeRow, type EndpointRow } from '../src/security/endpoint-row';
import { endpointTable } from '../src/security/endpoint-table';
import { forgeTokens, readTokenIds } from '../src/security/forged-tokens';
import {
  buildJsonCases,
  okExpectation,
  validRequest,
  type CaseContext,
  type SecurityCase,
} from '../src/security/hostile-cases';
import { buildPhotoUploadCases, validPhotoUpload } from '../src/security/photo-upload-cases';
import {
  canSignIn,
  diffSnapshots,
  secretsOf,
  seedUser,
  snapshotUser,
  type SeededUser,
} from '../src/security/security-fixtures';

let victim: SeededUser;
let attacker: SeededUser;
let context: CaseContext;
let victimSecrets: string[];
const snapshots: { victim?: Record<string, string>; attacker?: Record<string, string> } = {};

function operatorToken(): string {
  const token = process.env.REPWISE_TEST_ANALYTICS_OPERATOR_TOKEN;
  if (!token)
    throw new Error('REPWISE_TEST_ANALYTICS_OPERATOR_TOKEN is not set: run via npm test.');
  return token;
}

beforeAll(async () => {
  // One after the other: pose risk ids carry the time they were raised, and two users seeded in
  // the same millisecond would share them (ids are per user), which the id swaps must not meet.
  victim = await seedUser();
  attacker = await seedUser();
  context = {
    own: attacker.ids,
    ownToken: attacker.token,
    victim: victim.ids,
    forgedTokens: forgeTokens(readTokenIds(victim.token), attacker.token),
    operatorToken: operatorToken(),
  };
  victimSecrets = secretsOf(victim);
  [snapshots.victim, snapshots.attacker] = await Promise.all([
    snapshotUser(victim),
    snapshotUser(attacker),
  ]);
}, 60_000);

function casesOf(row: EndpointRow, caseContext: CaseContext = context): SecurityCase[] {
  return row.photoUpload
    ? buildPhotoUploadCases(row, caseContext)
    : buildJsonCases(row, caseContext);
}

const isRefusal = (testCase: SecurityCase) =>
  testCase.expect.status.every((status) => status >= 400);

const rows = endpointTable.rows.map((row) => [describeRow(row), row] as const);

describe('the endpoint table', () => {
  it('holds a row for every endpoint of the contract the gateway routes', () => {
    expect(endpointTable.gaps).toEqual([]);
  });
});

describe('hostile calls are refused with the right error and change nothing', () => {
  it.each(rows)('%s', async (_, row) => {
    const problems = await runCases(casesOf(row).filter(isRefusal), victimSecrets);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it("leaves the victim's and the attacker's data exactly as they were", async () => {
    expect(diffSnapshots(snapshots.victim, await snapshotUser(victim))).toEqual([]);
    expect(diffSnapshots(snapshots.attacker, await snapshotUser(attacker))).toEqual([]);
  });
});

describe('the valid examples work, and accepted extras take no effect', () => {
  it.each(rows)('%s', async (_, row) => {
    const acceptedOf = (caseContext: CaseContext): SecurityCase[] =>
      row.skipValidExample
        ? []
        : [
            {
              name: 'the valid example',
              request: row.photoUpload
                ? validPhotoUpload(row, caseContext)
                : validRequest(row, caseContext),
              expect: okExpectation(row),
            },
            ...casesOf(row, caseContext).filter((c) => !isRefusal(c)),
          ];
    // A sign-out or a password change ends the caller's session: each of its examples runs as a
    // throwaway user of its own (its token, e-mail and password).
    const cases = row.endsSession
      ? await Promise.all(
          acceptedOf(context).map(async (_, index) => {
            const user = await createUser({ isOnboarded: false });
            const own = {
              ...context.own,
              email: user.registration.email,
              password: user.registration.password,
            };
            const cases = acceptedOf({ ...context, own, ownToken: user.session.accessToken });
            const testCase = cases[index];
            if (!testCase) throw new Error(`no accepted case ${index} for ${describeRow(row)}`);
            return testCase;
          }),
        )
      : acceptedOf(context);
    // One at a time: the valid example and accepted variants of one row may touch the same record.
    const problems = await runCases(cases, victimSecrets, 1);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it("leaves the victim's data as it was, and the victim's password working", async () => {
    expect(diffSnapshots(snapshots.victim, await snapshotUser(victim))).toEqual([]);
    expect(await canSignIn(victim)).toBe(true);
  });
});

describe('routes the gateway must not expose', () => {
  const internal = apiEndpoints.filter(({ endpoint }) => endpoint.access === 'internal');

  it.each(internal.map(({ area, name, endpoint }) => [`${area}.${name}`, endpoint] as const))(
    'answers 404 RESOURCE_NOT_FOUND for the internal endpoint %s',
    async (_, endpoint) => {
      // Any id fills its path parameters: the gateway must not route the path at all.
      const params = Object.fromEntries(
        readPathParamNames(endpoint.path).map((name) => [name, attacker.ids.planId]),
      );
      const request = endpointRequest(endpoint, { params, token: attacker.token });
      const problems = await runCases(
        [
          {
            name: request.path,
            request,
            expect: { status: [404], code: 'RESOURCE_NOT_FOUND' },
          },
        ],
        victimSecrets,
      );
      expect(problems, problems.join('\n')).toEqual([]);
    },
  );

  it.each([
    '/workouts/..%2Finternal%2Fexercises',
    '/workouts/%2e%2e/internal/exercises',
    '/onboarding/..%2F..%2Finternal/plan-results',
    '/nowhere',
  ])('answers 404 RESOURCE_NOT_FOUND for %s', async (path) => {
    const problems = await runCases(
      [
        {
          name: path,
          request: { method: 'GET', path, token: attacker.token },
          expect: { status: [404], code: 'RESOURCE_NOT_FOUND' },
        },
      ],
      victimSecrets,
    );
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('answers a method a route does not have in the error format', async () => {
    const me = { ...authEndpoints.me, method: 'DELETE' as const };
    const answer = await callApi(endpointRequest(me, { token: attacker.token }));
    expect([404, 405]).toContain(answer.status);
    expect(answer.json).toMatchObject({ error: { code: 'RESOURCE_NOT_FOUND' } });
  });
});
