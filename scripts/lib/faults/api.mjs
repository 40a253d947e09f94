// HTTP helpers for the fault scenarios: calls through the gateway that never throw (a failure is an
// answer to count), the spec's error format check, users, and waits on the gateway's health.
import { randomUUID } from 'node:crypto';
import { completedOnboarding } from '../completed-onboarding.mjs';

/**
 * An answer from the gateway: status (0 when there was no HTTP answer), the parsed JSON body (its
 * shape is what the scenarios check, so it stays open), time taken.
 * @typedef {{ status: number, body: any, ms: number, failure?: string }} ApiAnswer
 */

/**
 * The answer to one call: status (0 when there was no HTTP answer), parsed body, time taken.
 * @param {string} gatewayUrl
 * @param {string} method
 * @param {string} apiPath
 * @param {{ token?: string | null, body?: unknown, headers?: Record<string, string>, timeoutMs?: number }} [options]
 * @returns {Promise<ApiAnswer>}
 */
export async function callApi(
  gatewayUrl,
  method,
  apiPath,
  { token, body, headers = {}, timeoutMs = 20_000 } = {},
) {
  const startedAt = performance.now();
  try {
    const response = await fetch(`${gatewayUrl}/api${apiPath}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let parsed = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = { unparsed: text.slice(0, 200) };
    }
    return { status: response.status, body: parsed, ms: performance.now() - startedAt };
  } catch (error) {
    return {
      status: 0,
      body: null,
      ms: performance.now() - startedAt,
      failure:
        error instanceof Error
          ? (/** @type {{ code?: string } | undefined} */ (error.cause)?.code ?? error.name)
          : String(error),
    };
  }
}

/**
 * Whether a body is the spec's `{error:{code,message,details}}` with the given code.
 * @param {ApiAnswer['body']} body
 * @param {string} [code]
 */
export function isErrorAnswer(body, code) {
  const error = body?.error;
  return (
    typeof error?.message === 'string' &&
    Array.isArray(error?.details) &&
    (code === undefined ? typeof error?.code === 'string' : error.code === code)
  );
}

/**
 * One line about an answer: `503 SERVICE_UNAVAILABLE in 12 ms`.
 * @param {ApiAnswer} answer
 */
export function describeAnswer(answer) {
  const what =
    answer.status === 0
      ? `no answer (${answer.failure})`
      : `${answer.status}${answer.body?.error?.code ? ` ${answer.body.error.code}` : ''}`;
  return `${what} in ${Math.round(answer.ms)} ms`;
}

/**
 * Registers a fresh user through the gateway (onboarding completed unless told otherwise).
 * @param {string} gatewayUrl
 * @param {{ isOnboarded?: boolean }} [options]
 * @returns {Promise<{ registration: { firstName: string, lastName: string, email: string, password: string }, session: import('@repwise/contracts/auth').AuthSession, token: string }>}
 */
export async function registerUser(gatewayUrl, { isOnboarded = false } = {}) {
  const registration = {
    firstName: 'Fault',
    lastName: 'Tester',
    email: `faults-${randomUUID().slice(0, 12)}@example.com`,
    password: 'Str0ngPass!',
  };
  const registered = await callApi(gatewayUrl, 'POST', '/auth/register', { body: registration });
  if (registered.status !== 201) throw new Error(`register answered ${describeAnswer(registered)}`);
  const session = registered.body.data;
  if (isOnboarded) {
    const completed = await callApi(gatewayUrl, 'POST', '/onboarding/complete', {
      token: session.accessToken,
      body: completedOnboarding,
    });
    if (completed.status >= 300)
      throw new Error(`onboarding/complete answered ${describeAnswer(completed)}`);
  }
  return { registration, session, token: session.accessToken };
}

/** The requirements of a small progressive programme. */
export const progressiveRequirements = {
  primaryGoal: 'STRENGTH',
  fitnessLevel: 'BEGINNER',
  daysPerWeek: 3,
  sessionDuration: 45,
  equipment: ['Dumbbells'],
};

/**
 * The gateway's operator health report (`/health/details`, served to this host): every service's
 * copies with their addresses and states.
 * @param {string} gatewayUrl
 * @returns {Promise<{ services?: Record<string, { copies?: { url: string, status: string }[] }> } | null>}
 */
async function readHealthDetails(gatewayUrl) {
  return fetch(`${gatewayUrl}/health/details`, { signal: AbortSignal.timeout(5000) })
    .then((response) => response.json())
    .catch(() => null);
}

/**
 * Each service's copies as the gateway's health report lists them: `{ workouts: ['up','down'] }`.
 * @param {string} gatewayUrl
 * @returns {Promise<Record<string, string[]>>}
 */
export async function readCopyStates(gatewayUrl) {
  const details = await readHealthDetails(gatewayUrl);
  return Object.fromEntries(
    Object.entries(details?.services ?? {}).map(([service, health]) => [
      service,
      (health.copies ?? []).map((copy) => copy.status),
    ]),
  );
}

/**
 * The URL of a service copy by process name (`workouts` is the first, `workouts-2` the second).
 * @param {string} gatewayUrl
 * @param {string} service
 * @param {string} copyName
 */
export async function readCopyUrl(gatewayUrl, service, copyName) {
  const details = await readHealthDetails(gatewayUrl);
  const index = copyName === service ? 0 : Number(copyName.slice(service.length + 1)) - 1;
  return details?.services?.[service]?.copies?.[index]?.url ?? null;
}

/**
 * The gateway's count of requests whose connection to one copy dropped mid-request (its
 * `gateway_upstream_failures_total{reason="dropped"}` on /metrics, read from this host): the
 * requests in flight on that copy when it died. Null when the gateway serves no such metric.
 * @param {string} gatewayUrl
 * @param {string} service
 * @param {string} copyUrl
 */
export async function readDroppedRequests(gatewayUrl, service, copyUrl) {
  const text = await fetch(`${gatewayUrl}/metrics`, { signal: AbortSignal.timeout(5000) })
    .then((response) => (response.ok ? response.text() : null))
    .catch(() => null);
  if (!text?.includes('gateway_upstream_failures_total')) return null;
  let count = 0;
  for (const line of text.split('\n')) {
    const match = /^gateway_upstream_failures_total\{([^}]*)\} (\S+)$/.exec(line);
    if (!match) continue;
    const labels = Object.fromEntries(
      [...(match[1] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((label) => [label[1], label[2]]),
    );
    if (labels.service === service && labels.copy === copyUrl && labels.reason === 'dropped')
      count += Number(match[2]);
  }
  return count;
}

/**
 * Polls `check()` every `intervalMs` until it returns truthy; resolves with its value or null.
 * @template T
 * @param {() => T | Promise<T>} check
 * @param {{ timeoutMs?: number, intervalMs?: number }} [options]
 * @returns {Promise<T | null>}
 */
export async function waitFor(check, { timeoutMs = 30_000, intervalMs = 250 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await Promise.resolve()
      .then(check)
      .catch(() => null);
    if (value) return value;
    if (Date.now() > deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/**
 * Waits until the gateway reports every copy of `service` up; resolves with the seconds taken or null.
 * @param {string} gatewayUrl
 * @param {string} service
 */
export async function waitForCopiesUp(gatewayUrl, service, timeoutMs = 60_000) {
  const startedAt = Date.now();
  const isUp = await waitFor(
    async () => (await readCopyStates(gatewayUrl))[service]?.every((state) => state === 'up'),
    { timeoutMs, intervalMs: 500 },
  );
  return isUp ? (Date.now() - startedAt) / 1000 : null;
}

/** Resolves after `ms`. */
export const sleep = (/** @type {number} */ ms) =>
  new Promise((resolve) => setTimeout(resolve, ms));
