// `npm run bench:coach`: reply latency of the coach's built-in engine. Starts FerretDB and the coach
// service (its own process, production settings), with the other services played by a local fake
// that answers the user's plan, sessions, progress and onboarding plan after a 5 ms delay; then 20
// concurrent chats (one user each, continuing one conversation) each send the evaluation set's
// messages in turn. Prints p50/p95/p99 per phase (context cache on, as deployed, and off: every
// message reads all six sources) and the pure engine's own time, then PASS/MISS against the goal
// (p95 < 150 ms with the cache on). A MISS does not fail the run; an error does.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { createBenchRun } from './lib/bench-run.mjs';
import { formatTextTable } from './lib/text-table.mjs';
import { provideInfrastructure } from '@repwise/tooling/embedded-infra';
import { getFreePort, waitForHttpOk } from '@repwise/tooling/net';
import { repoRoot } from '@repwise/tooling/paths';
import { step } from '@repwise/tooling/run-command';
import { generateTestSecrets } from '@repwise/tooling/secrets';

const goalP95Ms = 150;
const { values } = parseArgs({
  options: {
    chats: { type: 'string', default: '20' },
    messages: { type: 'string', default: '30' },
  },
});
const chats = Number(values.chats);
const messagesPerChat = Number(values.messages);
/** @param {string} file one of the coach service's evaluation files (`services/coach/eval`) */
const readEvalFile = (file) =>
  JSON.parse(
    readFileSync(new URL(import.meta.resolve(`@repwise/coach-service/eval/${file}`)), 'utf8'),
  );
/** @typedef {import('@repwise/domain/coach').CoachUserContext} CoachUserContext */
/** @type {{ cases: { user: string, messages: string[] }[] }} */
const evalSet = readEvalFile('coach-eval-dev.json');
// Each case is asked as one of these users, at this moment (as `npm run eval:coach` does).
/** @type {{ now: string, users: Record<string, Partial<CoachUserContext>> }} */
const evalUsers = readEvalFile('eval-users.json');
const messages = evalSet.cases.map((testCase) => testCase.messages.at(-1) ?? '');
/** @type {import('@repwise/domain/coach').CoachStyle[]} */
const styles = ['supportive', 'direct', 'analytical', 'humorous', 'encouraging'];

/** @type {import('node:http').Server | null} */
let upstream = null;
const { workDir, logsDir, supervisor, shutdown, isStopping } = createBenchRun('bench-coach', {
  beforeStop: async () => {
    upstream?.closeAllConnections();
    upstream?.close();
  },
});

/**
 * @param {readonly number[]} sorted ascending
 * @param {number} fraction
 */
function percentile(sorted, fraction) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)] ?? 0;
}

/**
 * @param {string} name
 * @param {number[]} latencies milliseconds
 * @param {number} wallMs
 */
function summarize(name, latencies, wallMs) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    name,
    count: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? 0,
    rate: (sorted.length / wallMs) * 1000,
  };
}

async function startUpstream() {
  /** @type {typeof import('@repwise/coach-service/testing/upstream-fixtures')} */
  const { answerUpstream } = await tsImport(
    '@repwise/coach-service/testing/upstream-fixtures',
    import.meta.url,
  );
  const server = createServer((req, res) => {
    const answer = answerUpstream({
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      authorization: undefined,
      body: null,
    });
    setTimeout(() => {
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    }, 5);
  });
  const port = await getFreePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  return { server, url: `http://127.0.0.1:${port}` };
}

/**
 * @param {{
 *   name: string,
 *   mongoUri: string,
 *   secrets: Record<string, string>,
 *   upstreamUrl: string,
 *   cacheSeconds: number,
 * }} options
 */
async function startCoach({ name, mongoUri, secrets, upstreamUrl, cacheSeconds }) {
  const port = await getFreePort();
  supervisor.start(name, process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(repoRoot, 'services/coach'),
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      MONGODB_URI: mongoUri,
      COACH_DB_NAME: `bench_coach_${name}`,
      COACH_CONTEXT_CACHE_SECONDS: String(cacheSeconds),
      AUTH_SERVICE_URL: upstreamUrl,
      WORKOUTS_SERVICE_URL: upstreamUrl,
      PROGRESS_SERVICE_URL: upstreamUrl,
      ONBOARDING_SERVICE_URL: upstreamUrl,
      ...secrets,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttpOk(`${url}/health`, { what: `${name} health` });
  return url;
}

/**
 * @param {string} url
 * @param {string} token
 * @param {unknown} body the chat request, sent as it is
 * @returns {Promise<{ ms: number, conversationId: string | undefined }>}
 */
async function chat(url, token, body) {
  const started = performance.now();
  const response = await fetch(`${url}/ai/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (response.status !== 200)
    throw new Error(`POST /ai/chat answered ${response.status}: ${JSON.stringify(answer)}`);
  return { ms: performance.now() - started, conversationId: answer.conversationId };
}

/**
 * @param {string} url
 * @param {string[]} tokens one per chat
 * @param {number} offset where in the evaluation set the chats start
 */
async function runChats(url, tokens, offset) {
  /** @type {number[]} */
  const latencies = [];
  const started = performance.now();
  await Promise.all(
    tokens.map(async (token, chatIndex) => {
      let conversationId;
      for (let turn = 0; turn < messagesPerChat; turn += 1) {
        const message = messages[(offset + chatIndex * 7 + turn) % messages.length];
        const result = await chat(url, token, {
          message,
          communicationStyle: styles[(chatIndex + turn) % styles.length],
          conversationHistory: [],
          userProfile: {
            name: 'Bench',
            fitnessLevel: 'intermediate',
            goals: ['muscle_gain', 'strength'],
          },
          ...(conversationId ? { conversationId } : {}),
        });
        conversationId = result.conversationId;
        latencies.push(result.ms);
      }
    }),
  );
  return { latencies, wallMs: performance.now() - started };
}

/**
 * @param {typeof import('@repwise/domain/coach')} coach
 * @param {readonly import('@repwise/domain/coach').CoachExercise[]} catalogue
 * @param {ReadonlySet<string>} dictionary the English word list the coach service gives the engine
 */
function benchEngine(coach, catalogue, dictionary) {
  const now = new Date(evalUsers.now);
  const cases = evalSet.cases.map((testCase) => ({
    message: testCase.messages.at(-1) ?? '',
    context: { ...coach.emptyCoachContext, ...evalUsers.users[testCase.user] },
  }));
  const timings = [];
  for (let round = 0; round < 20; round += 1) {
    for (const { message, context } of cases) {
      // A message the engine has not read yet (the service keeps recent readings for the
      // history turns a conversation re-reads).
      coach.forgetReadings();
      const started = performance.now();
      coach.composeCoachReply({
        message,
        style: styles[round % styles.length],
        motivation: 'goal-oriented',
        context,
        history: [],
        catalogue,
        now,
        dictionary,
      });
      timings.push(performance.now() - started);
    }
  }
  return summarize('engine alone (in process, 1 at a time)', timings.slice(cases.length), 1);
}

try {
  step(
    'Starting FerretDB, the fake upstream services and the coach service (twice: cache on, cache off)',
  );
  const infra = await provideInfrastructure({
    supervisor,
    dataDir: path.join(workDir, 'data'),
    logsDir,
    persist: false,
  });
  const started = await startUpstream();
  upstream = started.server;
  const secrets = generateTestSecrets();
  const cached = await startCoach({
    name: 'coach-cached',
    mongoUri: infra.mongoUri,
    secrets,
    upstreamUrl: started.url,
    cacheSeconds: 30,
  });
  const uncached = await startCoach({
    name: 'coach-uncached',
    mongoUri: infra.mongoUri,
    secrets,
    upstreamUrl: started.url,
    cacheSeconds: 0,
  });
  const { signTestAccessToken } = await tsImport('@repwise/server-kit/testing', import.meta.url);
  const settings = { secret: secrets.JWT_SECRET, issuer: 'repwise-auth', audience: 'repwise' };
  const tokens = Array.from({ length: chats }, (_, index) =>
    signTestAccessToken(settings, (index + 1).toString(16).padStart(24, '0')),
  );

  step(`${chats} concurrent chats × ${messagesPerChat} messages each (after a warm-up round)`);
  const rows = [];
  for (const [name, url] of [
    ['service, context cache on (as deployed)', cached],
    ['service, context cache off', uncached],
  ]) {
    await runChats(url, tokens.slice(0, 4), 0);
    const run = await runChats(url, tokens, 3);
    rows.push(summarize(name, run.latencies, run.wallMs));
  }
  // The engine reads the real catalogue, as the service does (served by the workouts service).
  /** @type {typeof import('@repwise/workouts-service/catalogue')} */
  const { exerciseCatalogue } = await tsImport(
    '@repwise/workouts-service/catalogue',
    import.meta.url,
  );
  rows.push(
    benchEngine(
      await tsImport('@repwise/domain/coach', import.meta.url),
      exerciseCatalogue,
      (await tsImport('@repwise/coach-service/english-words', import.meta.url)).englishWords(),
    ),
  );

  const cpus = os.cpus();
  console.log(
    `\n${cpus.length} × ${cpus[0]?.model ?? 'CPU'}; Node ${process.version}; load average ${os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
  const ms = (/** @type {number} */ value) => value.toFixed(value < 1 ? 3 : 1);
  console.log(
    formatTextTable(
      [
        { title: 'phase', value: (row) => row.name, align: 'left' },
        { title: 'replies', value: (row) => String(row.count) },
        { title: 'p50 ms', value: (row) => ms(row.p50) },
        { title: 'p95 ms', value: (row) => ms(row.p95) },
        { title: 'p99 ms', value: (row) => ms(row.p99) },
        { title: 'max ms', value: (row) => ms(row.max) },
        {
          title: 'replies/s',
          value: (row) => (row.name.startsWith('engine') ? '-' : row.rate.toFixed(0)),
        },
      ],
      rows,
    ),
  );
  const p95 = rows[0]?.p95 ?? Infinity;
  console.log(
    `\n${p95 < goalP95Ms ? 'PASS' : 'MISS'}: p95 reply latency ${p95.toFixed(1)} ms at ${chats} concurrent chats (goal < ${goalP95Ms} ms)`,
  );
  await shutdown(0);
} catch (error) {
  if (!isStopping()) {
    console.error(`\n✖ ${error instanceof Error ? error.message : error}`);
    await shutdown(1);
  }
}
