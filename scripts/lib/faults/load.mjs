// A load of real user requests through the gateway while something breaks: each loop plays one
// user reading their plan and profile and recording workout sessions, one request at a time.
import { randomUUID } from 'node:crypto';
import { callApi } from './api.mjs';

/**
 * Who a load loop plays: a signed-in user, with a plan for the reads that need one.
 * @typedef {{ token: string, planId?: string }} LoadUser
 */

/**
 * One kind of request a load loop sends.
 * @typedef {{
 *   name: string,
 *   method: string,
 *   path: (user: LoadUser) => string,
 *   body?: () => unknown,
 *   storedId?: (answer: import('./api.mjs').ApiAnswer) => string | undefined,
 * }} LoadOperation
 */
/**
 * One request a load loop sent and its answer.
 * @typedef {{
 *   operation: string,
 *   method: string,
 *   startedAt: number,
 *   endedAt: number,
 *   status: number,
 *   code: string | null,
 *   isErrorFormat: boolean,
 *   user: LoadUser,
 *   storedId: string | null,
 * }} LoadRecord
 */
/** @typedef {Pick<LoadRecord, 'operation' | 'method' | 'startedAt'>} PendingRequest */
/** @typedef {ReturnType<typeof startLoad>} Load */

/**
 * What the kill-a-copy load sends, in turn: two idempotent reads (workouts, auth) and one POST.
 * An operation names itself, its method and path for a user, optionally a body, and may read the
 * id of what it stored from the answer (`storedId`), to look for it afterwards.
 * @type {LoadOperation[]}
 */
export const readAndRecordOperations = [
  { name: 'GET plan', method: 'GET', path: (user) => `/workouts/plans/${user.planId}` },
  { name: 'GET me', method: 'GET', path: () => '/auth/me' },
  {
    name: 'POST session',
    method: 'POST',
    path: () => '/workouts/sessions',
    body: () => ({ name: 'Fault drill', duration: 30, clientId: randomUUID() }),
    storedId: (answer) => answer.body?.data?.session?.id,
  },
];

/**
 * Starts `concurrency` loops over `users` (each needs `token` and `planId`), each sending
 * `operations` in turn, one request at a time, `pauseMs` apart (a user's think time). `inFlight()` lists the requests not yet answered;
 * `stop()` ends the loops and resolves with every request's record `{operation, method,
 * startedAt, endedAt, status, code, isErrorFormat, user, storedId}`.
 * @param {string} gatewayUrl
 * @param {LoadUser[]} users
 * @param {{ concurrency?: number, operations?: LoadOperation[], pauseMs?: number }} [options]
 */
export function startLoad(
  gatewayUrl,
  users,
  { concurrency = 20, operations = readAndRecordOperations, pauseMs = 0 } = {},
) {
  /** @type {LoadRecord[]} */
  const records = [];
  /** @type {Set<PendingRequest>} */
  const pending = new Set();
  let isStopping = false;
  /** @param {number} index */
  const runLoop = async (index) => {
    const user = /** @type {LoadUser} */ (users[index % users.length]);
    for (let turn = index; !isStopping; turn += 1) {
      const operation = /** @type {LoadOperation} */ (operations[turn % operations.length]);
      const request = { operation: operation.name, method: operation.method, startedAt: now() };
      pending.add(request);
      const answer = await callApi(gatewayUrl, operation.method, operation.path(user), {
        token: user.token,
        body: operation.body?.(),
      });
      pending.delete(request);
      records.push({
        ...request,
        endedAt: now(),
        status: answer.status,
        code: answer.body?.error?.code ?? answer.failure ?? null,
        isErrorFormat: Boolean(answer.body?.error?.code),
        user,
        storedId: (answer.status < 300 && operation.storedId?.(answer)) || null,
      });
      if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  };
  const loops = Array.from({ length: concurrency }, (_, index) => runLoop(index));
  return {
    operations: operations.map((operation) => operation.name),
    inFlight: () => [...pending],
    records,
    async stop() {
      isStopping = true;
      await Promise.all(loops);
      return records;
    },
  };
}

/** Milliseconds on a monotonic clock, comparable across records. */
export const now = () => performance.now();

/** Whether a record is a failed request (anything but a 2xx answer). */
export const isFailure = (/** @type {{ status: number }} */ record) =>
  record.status < 200 || record.status >= 300;

/**
 * Counts by a key: `{ 'GET plan': 3 }`.
 * @template T
 * @param {readonly T[]} items
 * @param {(item: T) => string} key
 */
export function countBy(items, key) {
  /** @type {Record<string, number>} */
  const counts = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}

/**
 * `GET plan 3, POST session 1`, or `none`.
 * @param {Record<string, number>} counts
 */
export function formatCounts(counts) {
  const entries = Object.entries(counts);
  return entries.length === 0
    ? 'none'
    : entries.map(([name, count]) => `${name} ${count}`).join(', ');
}

/**
 * Every session id the user has stored, read page by page through the gateway.
 * @param {string} gatewayUrl
 * @param {{ token: string }} user
 * @returns {Promise<Set<string>>}
 */
export async function listSessionIds(gatewayUrl, user) {
  const ids = new Set();
  for (let offset = 0; ; offset += 100) {
    const answer = await callApi(
      gatewayUrl,
      'GET',
      `/workouts/sessions?limit=100&offset=${offset}`,
      {
        token: user.token,
      },
    );
    if (answer.status !== 200) throw new Error(`GET /workouts/sessions answered ${answer.status}`);
    for (const session of answer.body.data.sessions) ids.add(session.id);
    if (answer.body.data.sessions.length < 100) return ids;
  }
}

/**
 * The acknowledged sessions (`POST session` records with a stored id) the database no longer has.
 * @param {string} gatewayUrl
 * @param {LoadRecord[]} records
 */
export async function findLostSessions(gatewayUrl, records) {
  const acknowledged = records.filter((r) => r.operation === 'POST session' && r.storedId);
  const lost = [];
  for (const user of new Set(acknowledged.map((r) => r.user))) {
    const stored = await listSessionIds(gatewayUrl, user);
    lost.push(...acknowledged.filter((r) => r.user === user && !stored.has(r.storedId ?? '')));
  }
  return { acknowledged: acknowledged.length, lost };
}
