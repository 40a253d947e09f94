import { callApi, type ApiAnswer } from './api-call';
import type { SecurityCase } from './hostile-cases';

/** Text an error answer must never carry: stack frames, file paths, driver and parser internals. */
const internalDetail =
  /\n\s+at |node_modules|\/src\/|E11000|Mongo[A-Z]|Cast to ObjectId|Unexpected token|in JSON at position/;

function readError(json: unknown): { code: unknown; message: unknown; details: unknown } | null {
  if (typeof json !== 'object' || json === null || Object.keys(json).join() !== 'error')
    return null;
  const error: unknown = Reflect.get(json, 'error');
  if (typeof error !== 'object' || error === null) return null;
  return {
    code: Reflect.get(error, 'code'),
    message: Reflect.get(error, 'message'),
    details: Reflect.get(error, 'details'),
  };
}

const isDetailList = (value: unknown): value is { field: string; message: string }[] =>
  Array.isArray(value) &&
  value.every(
    (detail) =>
      typeof detail === 'object' &&
      detail !== null &&
      typeof Reflect.get(detail, 'field') === 'string' &&
      typeof Reflect.get(detail, 'message') === 'string',
  );

/**
 * What is wrong with an answer to a case (an empty list when nothing): the status, the error
 * format `{error:{code,message,details}}` and its code and field, internals in the text, server
 * banners, and any of `secrets` (the victim's ids, e-mail, marker text) showing up.
 */
export function findProblems(
  testCase: SecurityCase,
  answer: ApiAnswer,
  secrets: readonly string[],
): string[] {
  const problems: string[] = [];
  const say = (problem: string) =>
    problems.push(
      `${testCase.name}: ${problem} — answered ${answer.status} ${answer.text.slice(0, 240)}`,
    );
  if (!testCase.expect.status.includes(answer.status)) {
    say(`expected status ${testCase.expect.status.join(' or ')}`);
  }
  if (testCase.expect.code) {
    const error = readError(answer.json);
    if (!error) say('not in the {error:{code,message,details}} format');
    else {
      if (error.code !== testCase.expect.code) say(`expected code ${testCase.expect.code}`);
      if (typeof error.message !== 'string' || !error.message) say('no error message');
      if (!isDetailList(error.details)) say('details is not a list of {field, message}');
      else if (
        testCase.expect.field &&
        !error.details.some(
          ({ field }) =>
            field === testCase.expect.field || field.startsWith(`${testCase.expect.field}.`),
        )
      ) {
        say(`details do not name the field ${testCase.expect.field}`);
      }
    }
    if (!/^application\/json/.test(answer.headers.get('content-type') ?? '')) say('not JSON');
    if (internalDetail.test(answer.text)) say('the answer shows server internals');
  } else if (/"isAdmin"|"role":"admin"|"\$where"/.test(answer.text)) {
    say('the answer took in an injected field');
  }
  for (const banner of ['x-powered-by', 'server']) {
    if (answer.headers.has(banner)) say(`the answer carries a ${banner} header`);
  }
  for (const secret of secrets) {
    if (testCase.mayEcho?.includes(secret)) continue;
    if (answer.text.includes(secret)) say(`the answer shows another user's data (${secret})`);
  }
  return problems;
}

/** Sends the cases a few at a time (the machine has two cores) and returns every problem found. */
export async function runCases(
  cases: readonly SecurityCase[],
  secrets: readonly string[],
  chunkSize = 8,
): Promise<string[]> {
  const problems: string[] = [];
  for (let start = 0; start < cases.length; start += chunkSize) {
    const chunk = cases.slice(start, start + chunkSize);
    const answers = await Promise.all(
      chunk.map((testCase) =>
        callApi(testCase.request).catch((error: unknown): ApiAnswer => ({
          status: 0,
          headers: new Headers(),
          text: `no answer: ${error instanceof Error ? error.message : String(error)}`,
          json: undefined,
        })),
      ),
    );
    chunk.forEach((testCase, index) => {
      const answer = answers[index];
      if (answer) problems.push(...findProblems(testCase, answer, secrets));
    });
  }
  return problems;
}
