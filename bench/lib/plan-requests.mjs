// The users of `bench:plans`: the varied requirements they ask for and their progressive-plan
// request through the gateway. Requests go over node:http with kept-alive connections: fetch()'s
// WHATWG streams cost ~3 ms of CPU a plan, and the client shares the machine's cores with the
// system it measures.
import { randomUUID } from 'node:crypto';
import http from 'node:http';

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

const goals = [
  'WEIGHT_LOSS',
  'MUSCLE_GAIN',
  'ENDURANCE',
  'STRENGTH',
  'FLEXIBILITY',
  'REHABILITATION',
  'MAINTENANCE',
];
const levels = ['BEGINNER', 'INTERMEDIATE', 'ADVANCED', 'ATHLETE'];
const minutes = [20, 30, 45, 60, 75, 90, 120];
const equipmentSets = [
  [],
  ['Dumbbells'],
  ['Dumbbells', 'Barbell', 'Pull-up Bar'],
  ['Resistance Bands', 'Yoga Mat'],
  ['Kettlebells', 'Treadmill', 'Cable Machine', 'Medicine Ball'],
];
const restrictions = [
  {},
  { injuries: ['knee'] },
  { injuries: ['back', 'shoulder'] },
  { conditions: ['hypertension'] },
  { conditions: ['pregnancy'], injuries: ['wrist'] },
  { limitations: 'old ankle sprain; asthma' },
];
const preferences = ['conservative', 'moderate', 'aggressive'];

/**
 * The i-th of the varied inputs: every goal, level, day count, duration, equipment and restriction mix.
 * @param {number} index
 */
export function buildVariedRequirements(index) {
  return {
    primaryGoal: goals[index % goals.length],
    fitnessLevel: levels[Math.floor(index / 7) % levels.length],
    daysPerWeek: 2 + (index % 6),
    sessionDuration: minutes[Math.floor(index / 3) % minutes.length],
    equipment: equipmentSets[index % equipmentSets.length],
    progressionPreference: preferences[index % preferences.length],
    ...restrictions[Math.floor(index / 5) % restrictions.length],
  };
}

/**
 * The fields of a plan request's answer and of its job's read here.
 * @typedef {{ data?: { jobId?: string, status?: string, plan?: { id: string } } }} PlanAnswer
 */

/**
 * Sends one JSON request; answers the status and the parsed body.
 * @param {string} url
 * @param {{ method?: string, headers?: Record<string, string>, body?: unknown }} [options]
 * @returns {Promise<{ status: number, body: PlanAnswer }>}
 */
function requestJson(url, { method = 'GET', headers = {}, body } = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method,
        agent,
        headers: {
          ...headers,
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        },
      },
      (response) => {
        /** @type {Buffer[]} */
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          try {
            resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) });
          } catch {
            reject(new Error(`${method} ${url} answered ${response.statusCode}: ${text}`));
          }
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/**
 * One plan: POST /api/workouts/plans/progressive with a fresh Idempotency-Key, and a 202's job
 * polled every 50 ms until it completes. Answers the latency (`ms`), whether it was polled, the
 * outline job's id and the send and answer times (epoch ms, for the BullMQ time split).
 * @param {string} gatewayUrl
 * @param {string} token
 * @param {unknown} requirements the plan's requirements, sent as they are
 */
export async function requestPlan(gatewayUrl, token, requirements) {
  const headers = { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() };
  const started = performance.now();
  const sentAt = Date.now();
  const answer = await requestJson(`${gatewayUrl}/api/workouts/plans/progressive`, {
    method: 'POST',
    headers,
    body: { requirements },
  });
  /**
   * @param {string} jobId
   * @param {boolean} isPolled
   */
  const finish = (jobId, isPolled) => ({
    ms: performance.now() - started,
    isPolled,
    jobId,
    sentAt,
    answeredAt: Date.now(),
  });
  const planId = answer.body.data?.plan?.id;
  const jobId = answer.body.data?.jobId;
  if (answer.status === 202 && jobId) {
    for (;;) {
      const poll = await requestJson(`${gatewayUrl}/api/workouts/jobs/${jobId}`, { headers });
      const state = poll.body?.data;
      if (!state)
        throw new Error(`GET job ${jobId} answered ${poll.status}: ${JSON.stringify(poll.body)}`);
      if (state.status === 'completed') return finish(jobId, true);
      if (state.status !== 'pending') throw new Error(`job ${jobId} ${state.status}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  if (answer.status !== 201 || !planId)
    throw new Error(`POST progressive answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return finish(`outline.${planId}`, false);
}
