// Scenario 2: a user's first day, sent from a client namespace to the shell's nginx as a browser
// would: the front ends answer with their policy, then sign-up, onboarding with the first plan
// built by the worker, five photos near the upload limit, a coach reply and a tracked pose set.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { completedOnboarding } from '../completed-onboarding.mjs';
import { buildFiveMegabyteJpeg } from '../photos.mjs';
import { callApi, describeAnswer, waitFor } from '../faults/api.mjs';
import { repoRoot } from '../paths.mjs';

/** The largest body the shell's nginx and the gateway accept on /api/files (26 MiB). */
const uploadLimitBytes = 26 * 1024 * 1024;

/**
 * Registers a user through `shellUrl`; resolves with the answer and, on success, the user.
 * @param {string} shellUrl
 * @param {string} label
 * @param {Record<string, string>} [headers]
 * @returns {Promise<{ answer: import('../faults/api.mjs').ApiAnswer, user: import('./rehearsal.mjs').RehearsalUser | null }>}
 */
export async function signUp(shellUrl, label, headers = {}) {
  const registration = {
    firstName: 'Rehearsal',
    lastName: label,
    email: `rehearsal-${randomUUID().slice(0, 12)}@example.com`,
    password: 'Str0ngPass!',
  };
  const answer = await callApi(shellUrl, 'POST', '/auth/register', { body: registration, headers });
  const token = answer.body?.data?.accessToken;
  return { answer, user: token ? { token, id: answer.body.data.user?.id } : null };
}

/** @typedef {import('../faults/report.mjs').ScenarioLog} ScenarioLog */

/**
 * @param {import('./rehearsal.mjs').RehearsalClient} client
 * @param {ScenarioLog} log
 */
async function checkFrontends({ shellUrl, frontends }, log) {
  const page = await fetch(`${shellUrl}/app/dashboard`);
  const policy = page.headers.get('content-security-policy') ?? '';
  const manifest = await fetch(`${shellUrl}/remotes.json`).then((response) => response.text());
  const isManifestMounted =
    manifest === readFileSync(path.join(repoRoot, 'deploy', 'remotes.json'), 'utf8');
  const remotes = await Promise.all(
    Object.entries(frontends)
      .filter(([service]) => service !== 'shell')
      .map(async ([service, url]) => {
        const response = await fetch(`${url}/remoteEntry.js`);
        await response.arrayBuffer();
        return {
          service,
          status: response.status,
          cors: response.headers.get('access-control-allow-origin'),
        };
      }),
  );
  log.observed(
    `shell /app/dashboard ${page.status}, policy names ${new Set(policy.match(/http:\/\/localhost:\d+/g)).size} remote origins; remotes.json ${isManifestMounted ? 'is deploy/remotes.json (the compose volume)' : 'differs from deploy/remotes.json'}; ${remotes.map((r) => `${r.service} ${r.status}`).join(', ')}`,
  );
  log.check(
    page.status === 200 &&
      policy.includes('http://localhost:5175') &&
      isManifestMounted &&
      remotes.every((remote) => remote.status === 200 && remote.cors === '*'),
    "the shell serves the app with the manifest's origins in its policy; every remote serves remoteEntry.js with CORS",
  );
}

/**
 * @param {string} shellUrl
 * @param {import('./rehearsal.mjs').RehearsalUser} user
 * @param {ScenarioLog} log
 */
async function completeOnboarding(shellUrl, user, log) {
  const completed = await callApi(shellUrl, 'POST', '/onboarding/complete', {
    token: user.token,
    body: completedOnboarding,
  });
  const startedAt = Date.now();
  const ready = await waitFor(
    async () => {
      const answer = await callApi(shellUrl, 'GET', '/onboarding/recommendations', {
        token: user.token,
      });
      return answer.status === 200 ? answer : null;
    },
    { timeoutMs: 60_000, intervalMs: 500 },
  );
  const seconds = (Date.now() - startedAt) / 1000;
  log.observed(
    `onboarding/complete ${describeAnswer(completed)}; recommendations ${ready ? `200 after ${seconds.toFixed(1)} s` : 'not ready within 60 s'}`,
  );
  log.check(
    completed.status < 300 && ready !== null,
    `onboarding completed and the worker built the first plan (${ready ? `${seconds.toFixed(1)} s` : 'never'})`,
  );
}

/**
 * @param {string} shellUrl
 * @param {import('./rehearsal.mjs').RehearsalUser} user
 * @param {ScenarioLog} log
 */
async function uploadPhotos(shellUrl, user, log) {
  const photos = await Promise.all([0, 1, 2, 3, 4].map(buildFiveMegabyteJpeg));
  const form = new FormData();
  photos.forEach((photo, index) =>
    form.append(
      'photos',
      new Blob([/** @type {BlobPart} */ (photo)], { type: 'image/jpeg' }),
      `photo-${index}.jpg`,
    ),
  );
  // Sent as one body with its length declared, as a browser sends a form.
  const request = new Request(`${shellUrl}/api/files/progress-photos`, {
    method: 'POST',
    body: form,
  });
  const body = Buffer.from(await request.arrayBuffer());
  const startedAt = performance.now();
  const response = await fetch(request.url, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${user.token}`,
      'content-type': /** @type {string} */ (request.headers.get('content-type')),
    },
    body,
  });
  const answer = await response.json().catch(() => null);
  const ms = performance.now() - startedAt;
  const stored = answer?.data?.files?.length ?? 0;
  log.observed(
    `POST /api/files/progress-photos: 5 JPEGs, ${(body.length / 1024 / 1024).toFixed(2)} MiB of the ${uploadLimitBytes / 1024 / 1024} MiB limit → ${response.status}${answer?.error ? ` ${answer.error.code}` : ''}, ${stored} stored, in ${Math.round(ms)} ms`,
  );
  log.check(
    response.status === 201 && stored === 5,
    `a ${(body.length / 1024 / 1024).toFixed(2)} MiB upload passes the shell's nginx and the gateway (${((body.length / uploadLimitBytes) * 100).toFixed(0)} % of the limit)`,
  );
}

/**
 * Scenario 2.
 * @type {import('../faults/report.mjs').Scenario<import('./rehearsal.mjs').RehearsalContext>}
 */
export const firstDayScenario = {
  title: "2. A user's first day through the shell's nginx, from a client namespace",
  async run(context, log) {
    const client = context['client-a'];
    const { shellUrl } = client;
    log.did(
      `client-a (${client.address}) talks to the shell's nginx on :80, as the browser does on :5173`,
    );
    await checkFrontends(client, log);

    const { answer: registered, user } = await signUp(shellUrl, 'first-day');
    const me = user ? await callApi(shellUrl, 'GET', '/auth/me', { token: user.token }) : null;
    log.check(
      registered.status === 201 && me?.status === 200,
      `sign-up ${describeAnswer(registered)}, GET /auth/me ${me ? describeAnswer(me) : 'not sent'}`,
    );
    if (!user) return;
    context.users = [user];
    await completeOnboarding(shellUrl, user, log);
    await uploadPhotos(shellUrl, user, log);

    const reply = await callApi(shellUrl, 'POST', '/ai/chat', {
      token: user.token,
      body: { message: 'How do I do a proper squat?' },
    });
    log.check(
      reply.status === 200 &&
        typeof reply.body?.message === 'string' &&
        reply.body.message.length > 0,
      `coach reply ${describeAnswer(reply)} (${reply.body?.engine ?? 'no'} engine, ${reply.body?.message?.length ?? 0} characters)`,
    );

    const trackedSet = {
      sessionId: `rehearsal-${randomUUID().slice(0, 8)}`,
      exercise: 'squat',
      setNumber: 1,
      reps: 3,
      formScores: [8, 7, 8],
      analyses: [],
      duration: 25,
    };
    const postSet = () =>
      callApi(shellUrl, 'POST', '/workouts/pose/sets', { token: user.token, body: trackedSet });
    const set = await postSet();
    const again = await postSet();
    log.check(
      (set.status === 200 || set.status === 201) && again.status === 200,
      `pose set ${describeAnswer(set)}, the same set again ${describeAnswer(again)} (recorded once)`,
    );
  },
};
