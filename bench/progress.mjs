// `npm run bench:progress`: GET /progress/analytics latency for a user with 10,000 measurements
// (spread over the last 365 days) and 200 goals, through the gateway and straight to the progress
// service, for each period; then progress-photo upload throughput, 5 photos of about 5 MB each per
// request through the gateway. Goal: analytics p95 < 100 ms. Method and figures: bench/README.md.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import mongoose from 'mongoose';
import { createBenchRun, postJson } from './lib/bench-run.mjs';
import { buildFiveMegabyteJpeg } from '@repwise/tooling/photos';
import { provideInfrastructure } from '@repwise/tooling/embedded-infra';
import { step } from '@repwise/tooling/run-command';
import { generateTestSecrets } from '@repwise/tooling/secrets';
import { getFreePort, waitForHttpOk } from '@repwise/tooling/net';
import { repoRoot } from '@repwise/tooling/paths';

const usage = `Usage: npm run bench:progress -- [--requests 200] [--measurements 10000] [--goals 200] [--uploads 5]

  --requests N       timed analytics requests per period and target, one at a time (default 200)
  --measurements N   measurements seeded for the user (default 10000)
  --goals N          goals seeded for the user (default 200)
  --uploads N        timed uploads of 5 photos of about 5 MB (default 5)`;

function readOptions() {
  const { values } = parseArgs({
    options: {
      requests: { type: 'string', default: '200' },
      measurements: { type: 'string', default: '10000' },
      goals: { type: 'string', default: '200' },
      uploads: { type: 'string', default: '5' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  /** @param {'requests' | 'measurements' | 'goals' | 'uploads'} name */
  const number = (name) => {
    const value = Number(values[name]);
    if (!Number.isInteger(value) || value < 1) {
      console.error(`--${name} must be a whole number ≥ 1\n\n${usage}`);
      process.exit(2);
    }
    return value;
  };
  return {
    requests: number('requests'),
    measurements: number('measurements'),
    goals: number('goals'),
    uploads: number('uploads'),
  };
}

const options = readOptions();
const { workDir, logsDir, supervisor, shutdown } = createBenchRun('bench-progress');
const dayMs = 86_400_000;

/**
 * @param {readonly number[]} sortedMs ascending
 * @param {number} fraction
 */
function percentile(sortedMs, fraction) {
  const index = Math.min(sortedMs.length - 1, Math.ceil(fraction * sortedMs.length) - 1);
  return sortedMs[Math.max(0, index)];
}

/**
 * Seeds measurements straight into the progress database (10,000 POSTs would time the seeding).
 * @param {string} mongoUri
 * @param {string} userId
 * @param {number} count
 */
async function seedMeasurements(mongoUri, userId, count) {
  const connection = await mongoose
    .createConnection(mongoUri, { dbName: 'repwise_progress', retryWrites: false })
    .asPromise();
  const now = Date.now();
  const batch = [];
  for (let i = 0; i < count; i += 1) {
    const recordedAt = new Date(now - Math.floor((i / count) * 365 * dayMs) - 60_000);
    batch.push({
      userId,
      weight: Math.round((80 + 5 * Math.sin(i / 50)) * 10) / 10,
      bodyFat: i % 3 === 0 ? null : Math.round((20 + 2 * Math.cos(i / 70)) * 10) / 10,
      muscleMass: i % 2 === 0 ? null : Math.round((35 + Math.sin(i / 90)) * 10) / 10,
      notes: null,
      recordedAt,
      createdAt: recordedAt,
    });
  }
  for (let start = 0; start < batch.length; start += 1000) {
    await connection.collection('measurements').insertMany(batch.slice(start, start + 1000));
  }
  await connection.close();
}

/**
 * @param {string} url
 * @param {string} token
 * @param {number} count
 */
async function timeGets(url, token, count) {
  const headers = { authorization: `Bearer ${token}` };
  for (let i = 0; i < 20; i += 1) await (await fetch(url, { headers })).arrayBuffer();
  /** @type {number[]} */
  const durations = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  return {
    p50: percentile(durations, 0.5),
    p95: percentile(durations, 0.95),
    p99: percentile(durations, 0.99),
    max: durations.at(-1) ?? Number.NaN,
  };
}

/**
 * @param {string} baseUrl
 * @param {string} token
 * @param {number} count
 */
async function timeUploads(baseUrl, token, count) {
  const photos = await Promise.all([0, 1, 2, 3, 4].map(buildFiveMegabyteJpeg));
  const bytes = photos.reduce((sum, photo) => sum + photo.length, 0);
  /** @type {number[]} */
  const durations = [];
  for (let i = 0; i < count; i += 1) {
    const form = new FormData();
    photos.forEach((photo, index) =>
      form.append(
        'photos',
        new Blob([/** @type {BlobPart} */ (photo)], { type: 'image/jpeg' }),
        `photo-${index}.jpg`,
      ),
    );
    const started = performance.now();
    const response = await fetch(`${baseUrl}/files/progress-photos`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const answer = await response.json();
    if (response.status !== 201)
      throw new Error(`upload answered ${response.status}: ${JSON.stringify(answer)}`);
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  const medianMs = percentile(durations, 0.5);
  return {
    bytes,
    sizes: photos.map((p) => p.length),
    medianMs,
    maxMs: durations.at(-1) ?? Number.NaN,
    mbPerSecond: bytes / 1024 / 1024 / (medianMs / 1000),
  };
}

/**
 * Starts only what the measured path needs (auth to sign in, progress, the gateway), one
 * `node --import tsx` process each as `npm start` does, with a patient health wait: the full
 * stack's 60 s start budget is too short on a busy 2-core machine.
 * @param {{ mongoUri: string, redisUrl: string }} infra
 */
async function startProgressStack(infra) {
  const secrets = generateTestSecrets();
  const common = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    MONGODB_URI: infra.mongoUri,
    REDIS_URL: infra.redisUrl,
    ...secrets,
    RATE_LIMIT_GENERAL_PER_USER: '100000000',
    ACCESS_TOKEN_TTL_SECONDS: '3600',
  };
  const [authPort, progressPort, gatewayPort] = [
    await getFreePort(),
    await getFreePort(),
    await getFreePort(),
  ];
  const urls = {
    AUTH_SERVICE_URL: `http://127.0.0.1:${authPort}`,
    PROGRESS_SERVICE_URL: `http://127.0.0.1:${progressPort}`,
  };
  /**
   * @param {string} name
   * @param {string} dir the workspace's folder
   * @param {number} port
   */
  const launch = (name, dir, port) =>
    supervisor.start(name, process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: path.join(repoRoot, dir),
      env: { ...process.env, ...common, ...urls, PORT: String(port) },
    });
  launch('auth', 'services/auth', authPort);
  launch('progress', 'services/progress', progressPort);
  launch('gateway', 'gateway', gatewayPort);
  const patient = { timeoutMs: 300_000 };
  await waitForHttpOk(`${urls.AUTH_SERVICE_URL}/health`, { what: 'auth health', ...patient });
  await waitForHttpOk(`${urls.PROGRESS_SERVICE_URL}/health`, {
    what: 'progress health',
    ...patient,
  });
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  await waitForHttpOk(`${gatewayUrl}/api/health`, { what: 'gateway health', ...patient });
  return { gatewayUrl, progressUrl: urls.PROGRESS_SERVICE_URL };
}

try {
  step('Preparing database and Redis');
  const infra = await provideInfrastructure({
    supervisor,
    dataDir: path.join(workDir, 'data'),
    logsDir,
    persist: false,
  });
  step('Starting the auth and progress services and the gateway');
  const stack = await startProgressStack(infra);
  const progressUrl = stack.progressUrl;

  const registered = await postJson(`${stack.gatewayUrl}/api/auth/register`, {
    firstName: 'Bench',
    lastName: 'Mark',
    email: `bench-${randomUUID()}@example.com`,
    password: 'Str0ngPass!',
  });
  const token = registered.data.accessToken;
  const userId = registered.data.user.id;

  step(`Seeding ${options.measurements} measurements and ${options.goals} goals`);
  await seedMeasurements(infra.mongoUri, userId, options.measurements);
  for (let i = 0; i < options.goals; i += 1) {
    await postJson(
      `${progressUrl}/progress/goals`,
      { goalType: 'STRENGTH', targetValue: 100, currentValue: i % 120, description: `Goal ${i}` },
      { authorization: `Bearer ${token}` },
    );
  }

  step(`Timing GET /progress/analytics (${options.requests} requests per row, one at a time)`);
  const rows = [];
  for (const period of [30, 90, 180]) {
    for (const [target, base] of [
      ['gateway', `${stack.gatewayUrl}/api`],
      ['direct', progressUrl],
    ]) {
      const figures = await timeGets(
        `${base}/progress/analytics?period=${period}`,
        token,
        options.requests,
      );
      rows.push({ period, target, ...figures });
    }
  }
  step('Timing recomputation after a change (a goal edited, then GET, 3 times, period 90, direct)');
  const cold = [];
  for (let i = 0; i < 3; i += 1) {
    const goals = await (
      await fetch(`${progressUrl}/progress/goals`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    const goalId = goals.data.goals[0].id;
    await fetch(`${progressUrl}/progress/goals/${goalId}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ currentValue: i }),
    });
    const started = performance.now();
    const response = await fetch(`${progressUrl}/progress/analytics?period=90`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await response.arrayBuffer();
    cold.push(performance.now() - started);
  }
  const sample = await (
    await fetch(`${progressUrl}/progress/analytics?period=90`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json();

  const ms = (/** @type {number} */ value) => value.toFixed(1);
  console.log(
    `\nbench:progress on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), FerretDB + SQLite`,
  );
  console.log(
    `user: ${options.measurements} measurements over 365 days, ${options.goals} goals; period 90 holds ${sample.data.totalMeasurements}\n`,
  );
  console.log('| period | target | p50 ms | p95 ms | p99 ms | max ms |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const row of rows) {
    console.log(
      `| ${row.period} | ${row.target} | ${ms(row.p50)} | ${ms(row.p95)} | ${ms(row.p99)} | ${ms(row.max)} |`,
    );
  }
  const worstGateway = Math.max(...rows.filter((r) => r.target === 'gateway').map((r) => r.p95));
  console.log(
    `\nanalytics p95 through the gateway, worst period: ${ms(worstGateway)} ms (goal < 100 ms: ${worstGateway < 100 ? 'met' : 'NOT met'})`,
  );
  console.log(
    `analytics recomputed after a change (cache miss), period 90, direct: ${cold.map(ms).join(', ')} ms`,
  );
  step(
    `Timing uploads of 5 photos of about 5 MB (${options.uploads} requests, direct to the service)`,
  );
  const upload = await timeUploads(progressUrl, token, options.uploads);
  console.log(
    `\nupload: 5 photos, ${(upload.bytes / 1024 / 1024).toFixed(1)} MiB per request (${upload.sizes.join(', ')} bytes); ` +
      `median ${ms(upload.medianMs)} ms, max ${ms(upload.maxMs)} ms → ${upload.mbPerSecond.toFixed(1)} MiB/s, ` +
      `${(5000 / upload.medianMs).toFixed(2)} photos/s`,
  );
  await shutdown(0);
} catch (error) {
  console.error(error);
  await shutdown(1);
}
