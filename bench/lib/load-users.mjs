// The virtual users of `bench:load`: their HTTP client, their preparation (registered, onboarded,
// with an active week of workouts) and the weighted mix of actions a signed-in user takes in the
// app. Requests go over node:http with kept-alive connections (one small pool per user, as a
// browser keeps its own): fetch()'s WHATWG streams cost noticeably more CPU, and the load generator
// runs in this process on the same two cores as the system it measures.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { completedOnboarding } from '@repwise/tooling/completed-onboarding';

/**
 * An answer: status (0 when there was none: `failure` says why), the parsed JSON body (open: each
 * action reads its own fields), time taken.
 * @typedef {{ status: number, body?: any, failure?: string, ms: number }} JsonAnswer
 */
/**
 * A prepared user (`prepareUser`); sign-ins and chats update `token` and `conversationId`.
 * @typedef {Awaited<ReturnType<typeof prepareUser>> & { conversationId?: string }} LoadUser
 */
/**
 * One API call of an action: what to send, the status that counts as success, an extra check of
 * the answer and what to keep from it.
 * @typedef {{
 *   method: string,
 *   path: string,
 *   body?: unknown,
 *   expect: number,
 *   check?: (answer: JsonAnswer) => boolean,
 *   onAnswer?: (answer: JsonAnswer) => void,
 * }} ActionCall
 */
/** @typedef {{ name: string, weight: number, request: (user: LoadUser) => ActionCall }} Action */

/** A request with no answer by then counts as an error (and is not in the latencies). */
const requestTimeoutMs = 15_000;
const password = 'Str0ngPass!';

/**
 * Sends one JSON request; always resolves with `{status, body, ms}` (status 0 and `failure` for a
 * socket error or timeout), so that a failed request is counted rather than thrown.
 * @param {import('node:http').Agent} agent
 * @param {string} url
 * @param {{ method?: string, token?: string, body?: unknown }} [options]
 * @returns {Promise<JsonAnswer>}
 */
export function callJson(agent, url, { method = 'GET', token, body } = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve) => {
    /** @param {Omit<JsonAnswer, 'ms'>} answer */
    const finish = (answer) => resolve({ ...answer, ms: performance.now() - started });
    const request = http.request(
      url,
      {
        method,
        agent,
        timeout: requestTimeoutMs,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        },
      },
      (response) => {
        /** @type {Buffer[]} */
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', (/** @type {NodeJS.ErrnoException} */ error) =>
          finish({ status: 0, failure: error.code ?? error.message }),
        );
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed = null;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {
            parsed = { unparsed: text.slice(0, 200) };
          }
          finish({ status: response.statusCode ?? 0, body: parsed });
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (/** @type {NodeJS.ErrnoException} */ error) =>
      finish({ status: 0, failure: error.code ?? error.message }),
    );
    request.end(payload);
  });
}

/**
 * One line about a failed answer: `POST /api/ai/chat → 503 SERVICE_UNAVAILABLE`.
 * @param {string} method
 * @param {string} apiPath
 * @param {JsonAnswer} answer
 */
export function describeFailure(method, apiPath, answer) {
  const what =
    answer.status === 0
      ? `no answer (${answer.failure})`
      : `${answer.status} ${answer.body?.error?.code ?? JSON.stringify(answer.body).slice(0, 120)}`;
  return `${method} ${apiPath.split('?')[0]} → ${what}`;
}

/**
 * @param {http.Agent} agent
 * @param {string} gatewayUrl
 * @param {string} method
 * @param {string} apiPath
 * @param {{ token?: string, body?: unknown }} options
 */
async function expectOk(agent, gatewayUrl, method, apiPath, options) {
  const answer = await callJson(agent, `${gatewayUrl}/api${apiPath}`, { method, ...options });
  if (answer.status < 200 || answer.status >= 300)
    throw new Error(`preparing a user: ${describeFailure(method, apiPath, answer)}`);
  return answer.body;
}

/**
 * Prepares one user: registers, completes onboarding (which has the worker build the first plan)
 * and waits until the active week exists; answers what the session loop needs (credentials, token,
 * plan id, week number and the week's exercises as `{day, exerciseId}`).
 * @param {string} gatewayUrl
 * @param {number} index
 * @param {{ timeoutMs?: number }} [options]
 */
export async function prepareUser(gatewayUrl, index, { timeoutMs = 120_000 } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  const email = `bench-load-${index}-${randomUUID().slice(0, 8)}@example.com`;
  const registered = await expectOk(agent, gatewayUrl, 'POST', '/auth/register', {
    body: { firstName: 'Load', lastName: `User${index}`, email, password },
  });
  /** @type {string} */
  const token = registered.data.accessToken;
  await expectOk(agent, gatewayUrl, 'POST', '/onboarding/complete', {
    token,
    body: completedOnboarding,
  });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await callJson(agent, `${gatewayUrl}/api/workouts/weekly-workouts/active`, {
      token,
    });
    if (answer.status === 200 && answer.body?.data?.weeklyPlan) {
      /** @type {import('@repwise/contracts/workouts').WeeklyPlan} */
      const week = answer.body.data.weeklyPlan;
      const exercises = week.weekJson.workouts.flatMap((workout) =>
        workout.exercises.map((exercise) => ({
          day: workout.dayNumber,
          exerciseId: exercise.exerciseId,
        })),
      );
      if (exercises.length === 0) throw new Error(`user ${index}'s first week has no exercises`);
      return { email, token, agent, planId: week.planId, week: week.weekNumber, exercises };
    }
    if (Date.now() > deadline)
      throw new Error(`user ${index}: no active week after ${timeoutMs} ms (${answer.status})`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const chatMessages = [
  'How should I warm up before today’s workout?',
  'My legs are sore from yesterday, should I still train?',
  'What should I eat after a strength session?',
  'Can you explain how my plan progresses next week?',
  'I only have 20 minutes today, what should I do?',
];
/**
 * @template T
 * @param {readonly T[]} items
 */
const pick = (items) => items[Math.floor(Math.random() * items.length)];

/**
 * The actions a signed-in user takes, with how often (relative weights, roughly what the app's
 * screens call as a user moves around: the dashboard and the week most, writes less, a chat now and
 * then). Each is one API call; `expect` is the status that counts as success.
 * @type {Action[]}
 */
export const actions = [
  {
    name: 'sign in',
    weight: 2,
    request: (user) => ({
      method: 'POST',
      path: '/auth/login',
      body: { email: user.email, password },
      expect: 200,
      // The new session's token is used from here on, as the app would.
      onAnswer: (answer) => (user.token = answer.body.data.accessToken),
    }),
  },
  { name: 'dashboard stats', weight: 24, request: get('/workouts/dashboard/stats') },
  { name: 'active week', weight: 18, request: get('/workouts/weekly-workouts/active') },
  { name: 'active plan', weight: 10, request: get('/workouts/plans/active') },
  {
    name: 'completions',
    weight: 8,
    request: (user) => get(`/workouts/completions?planId=${user.planId}&week=${user.week}`)(user),
  },
  {
    name: 'toggle exercise',
    weight: 12,
    request: (user) => {
      const { day, exerciseId } = pick(user.exercises);
      return {
        method: 'PUT',
        path: `/workouts/plans/${user.planId}/week/${user.week}/days/${day}/exercises/${encodeURIComponent(exerciseId)}`,
        body: { completed: Math.random() < 0.7 },
        expect: 200,
      };
    },
  },
  {
    name: 'measurement write',
    weight: 6,
    request: () => ({
      method: 'POST',
      path: '/progress/measurements',
      body: {
        weight: Math.round((60 + Math.random() * 40) * 10) / 10,
        bodyFat: Math.round((12 + Math.random() * 18) * 10) / 10,
      },
      expect: 201,
    }),
  },
  { name: 'measurements read', weight: 10, request: get('/progress/measurements') },
  {
    name: 'coach chat',
    weight: 3,
    request: (user) => ({
      method: 'POST',
      path: '/ai/chat',
      body: {
        message: pick(chatMessages),
        ...(user.conversationId ? { conversationId: user.conversationId } : {}),
      },
      expect: 200,
      // The reply is read: an answer without a message counts as an error.
      check: (answer) => typeof answer.body?.message === 'string' && answer.body.message.length > 0,
      onAnswer: (answer) => (user.conversationId = answer.body.conversationId),
    }),
  },
];

/**
 * @param {string} apiPath
 * @returns {Action['request']}
 */
function get(apiPath) {
  return () => ({ method: 'GET', path: apiPath, expect: 200 });
}

const totalWeight = actions.reduce((total, action) => total + action.weight, 0);

/**
 * Picks an action by weight.
 * @returns {Action}
 */
export function pickAction() {
  let roll = Math.random() * totalWeight;
  for (const action of actions) {
    roll -= action.weight;
    if (roll < 0) return action;
  }
  return actions[actions.length - 1];
}

/**
 * Runs one action for `user`; answers `{action, ms, ok, failure?}`.
 * @param {string} gatewayUrl
 * @param {LoadUser} user
 * @param {Action} action
 * @returns {Promise<{ action: string, ms: number, ok: boolean, failure?: string }>}
 */
export async function runAction(gatewayUrl, user, action) {
  const call = action.request(user);
  const answer = await callJson(user.agent, `${gatewayUrl}/api${call.path}`, {
    method: call.method,
    token: call.path === '/auth/login' ? undefined : user.token,
    body: call.body,
  });
  const ok = answer.status === call.expect && (call.check?.(answer) ?? true);
  if (ok) call.onAnswer?.(answer);
  return {
    action: action.name,
    ms: answer.ms,
    ok,
    ...(ok ? {} : { failure: describeFailure(call.method, call.path, answer) }),
  };
}
