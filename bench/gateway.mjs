// `npm run bench:gateway`: GET /auth/me straight to the auth service, through the gateway and
// through nginx (proxy_pass, upstream keep-alive), one after the other in one run. Phase A: each
// target's saturation throughput (closed loop) and the gateway/nginx ratio. Phase B: latency of all
// three at one fixed offered rate (open loop, a fraction of direct's throughput) and the p99 each
// proxy adds over direct. Method and figures: bench/README.md.
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createBenchRun, postJson } from './lib/bench-run.mjs';
import { autocannonVersion, measure, stopLoad, warmUp } from './lib/load.mjs';
import { ensureNginx, nginxVersion, startNginx } from '@repwise/tooling/nginx';
import { runPaced, stopPaced } from './lib/paced.mjs';
import { topSelfFrames } from './lib/profile-summary.mjs';
import {
  combinePacedRounds,
  combineRounds,
  compare,
  compareGatewayCpu,
  comparePaced,
  failureCount,
  formatCpuTable,
  formatPacedTable,
  formatTable,
  keptUp,
} from './lib/report.mjs';
import { provideInfrastructure } from '@repwise/tooling/embedded-infra';
import { getFreePort } from '@repwise/tooling/net';
import { step } from '@repwise/tooling/run-command';
import { generateTestSecrets } from '@repwise/tooling/secrets';
import { startStack, Supervisor } from '@repwise/tooling/stack';

const usage = `Usage: npm run bench:gateway -- [--duration 10] [--connections 50] [--warmup 2] [--rounds 3]
                                  [--latency-load 0.5] [--cpu-prof DIR]

  --duration SEC     about how long each measured run lasts (default 10); its request count is
                     sized from the warm-up's rate, so every connection ends on an answer
  --connections N    concurrent keep-alive connections (default 50)
  --warmup SEC       unmeasured load per target before its measured run (default 2; 0 leaves
                     only the short calibration run of 10 requests per connection)
  --rounds N         times every target is measured, in turn; the table shows medians (default 3)
  --latency-load F   phase B's offered rate as a fraction of direct's phase-A req/s, the same for
                     every target (default 0.5; 0 skips phase B)
  --cpu-prof DIR     profile the gateway (V8 sampling profiler) from the first measured run to the
                     end, write DIR/gateway-<pid>.cpuprofile and print its top frames`;

function readOptions() {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '50' },
      warmup: { type: 'string', default: '2' },
      rounds: { type: 'string', default: '3' },
      'latency-load': { type: 'string', default: '0.5' },
      'cpu-prof': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  /**
   * @param {'duration' | 'connections' | 'warmup' | 'rounds'} name
   * @param {number} min
   */
  const number = (name, min) => {
    const value = Number(values[name]);
    if (!Number.isInteger(value) || value < min) {
      console.error(`--${name} must be an integer ≥ ${min}\n\n${usage}`);
      process.exit(2);
    }
    return value;
  };
  const latencyLoad = Number(values['latency-load']);
  if (!(latencyLoad >= 0 && latencyLoad <= 1)) {
    console.error(`--latency-load must be a number from 0 to 1\n\n${usage}`);
    process.exit(2);
  }
  return {
    cpuProfileDir: values['cpu-prof'] ? path.resolve(values['cpu-prof']) : null,
    latencyLoad,
    durationSeconds: number('duration', 1),
    connections: number('connections', 1),
    warmupSeconds: number('warmup', 0),
    rounds: number('rounds', 1),
  };
}

const options = readOptions();
/** The 1-, 5- and 15-minute load averages: other work on the machine, printed with each figure. */
const loadText = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const loadAtStart = loadText();
const { workDir, logsDir, supervisor, shutdown, isStopping } = createBenchRun('bench-gateway', {
  beforeStop: async () => {
    stopLoad();
    stopPaced();
  },
});

/**
 * A fresh access token per target, so long runs never outlive one.
 * @param {string} gatewayUrl
 * @param {{ email: string, password: string }} credentials
 * @returns {Promise<string>}
 */
async function signIn(gatewayUrl, credentials) {
  const answer = await postJson(`${gatewayUrl}/api/auth/login`, credentials);
  return answer.data.accessToken;
}

/** @typedef {{ name: string, url: string }} Target */

/**
 * One plain request first: a target that does not answer 200 with the user is a setup error.
 * @param {Target} target
 * @param {string} authorization
 */
async function checkTarget(target, authorization) {
  const response = await fetch(target.url, { headers: { authorization } });
  const answer = await response.json().catch(() => null);
  if (response.status !== 200 || !answer?.data?.user?.id) {
    throw new Error(
      `${target.name} (${target.url}) answered ${response.status}: ${JSON.stringify(answer)}`,
    );
  }
}

/**
 * The gateway profile's top frames by self time.
 * @param {string} dir
 * @param {number | undefined} pid
 */
function printProfile(dir, pid) {
  const file = readdirSync(dir).find((name) => name.endsWith(`-${pid}.cpuprofile`));
  if (!file) {
    console.log(`\nno gateway profile in ${dir}`);
    return;
  }
  const { frames, busyShare } = topSelfFrames(path.join(dir, file));
  console.log(
    `\ngateway profile ${path.join(dir, file)}: busy ${(busyShare * 100).toFixed(0)} % of the samples; top frames by self time (% of busy):`,
  );
  for (const frame of frames)
    console.log(`  ${(frame.share * 100).toFixed(1).padStart(5)} %  ${frame.name}`);
}

try {
  step('Preparing nginx, database and Redis');
  await ensureNginx();
  const infra = await provideInfrastructure({
    supervisor,
    dataDir: path.join(workDir, 'data'),
    logsDir,
    persist: false,
  });

  step('Starting services and gateway');
  const stack = await startStack({
    supervisor,
    ...infra,
    secrets: generateTestSecrets(),
    nodeEnv: 'production',
    // Per-request info logs would be most of the work being measured.
    logLevel: 'warn',
    gatewayPort: 0,
    shellPort: 0,
    extraEnv: {
      // The benchmark is one user asking as fast as it can; the per-user limit must not answer 429.
      RATE_LIMIT_GENERAL_PER_USER: '100000000',
      RATE_LIMIT_LOGIN_PER_ACCOUNT: '1000',
      RATE_LIMIT_LOGIN_PER_IP: '1000',
      ACCESS_TOKEN_TTL_SECONDS: '3600',
      // Every Node process preloads the profiler hook; only the gateway is sent SIGUSR2.
      ...(options.cpuProfileDir
        ? {
            NODE_OPTIONS: `--import=${path.resolve(import.meta.dirname, './lib/cpu-profile.mjs')}`,
            REPWISE_CPU_PROFILE_DIR: options.cpuProfileDir,
          }
        : {}),
    },
  });
  const authUrl = stack.serviceUrls?.auth;
  if (!authUrl) throw new Error('startStack did not report the auth service URL.');

  step('Starting nginx in front of the auth service');
  const nginxPort = await getFreePort();
  await startNginx({
    supervisor,
    dir: path.join(workDir, 'nginx'),
    port: nginxPort,
    upstreamUrl: authUrl,
  });

  const credentials = { email: `bench-${randomUUID()}@example.com`, password: 'Str0ngPass!' };
  await postJson(`${stack.gatewayUrl}/api/auth/register`, {
    firstName: 'Bench',
    lastName: 'Mark',
    ...credentials,
  });

  const targets = [
    { name: 'direct', url: `${authUrl}/auth/me` },
    { name: 'gateway', url: `${stack.gatewayUrl}/api/auth/me` },
    { name: 'nginx', url: `http://127.0.0.1:${nginxPort}/auth/me` },
  ];
  const { durationSeconds, connections, warmupSeconds, rounds, latencyLoad } = options;
  const processes = () =>
    supervisor.children.map((child) => ({ name: child.name, pid: child.pid }));
  // Each round starts with the next target, so none is always first (or always last).
  const inTurn = (/** @type {number} */ round) => {
    const offset = (round - 1) % targets.length;
    return [...targets.slice(offset), ...targets.slice(0, offset)];
  };
  // The gateway's own CPU per request on its rounds; the load average (1 min) on every round.
  /**
   * @param {{ cpu: import('./lib/cpu.mjs').CpuUse | null, totalRequests: number }} result
   * @param {Target} target
   */
  const cpuNote = (result, target) => {
    const load = `load ${os.loadavg()[0].toFixed(2)}`;
    if (!result.cpu) return `, ${load}`;
    const gatewayMs = (result.cpu.byProcess.gateway * 1000) / result.totalRequests;
    const own = target.name === 'gateway' ? `, gateway ${gatewayMs.toFixed(3)} ms/request` : '';
    return `, cpu: bench ${result.cpu.benchCores.toFixed(2)} + other ${result.cpu.otherCores.toFixed(2)} cores${own}, ${load}`;
  };
  const gatewayProcess = supervisor.children.find((child) => child.name === 'gateway');
  if (options.cpuProfileDir && gatewayProcess?.pid) process.kill(gatewayProcess.pid, 'SIGUSR2');
  const authorizationFor = async () => ({
    authorization: `Bearer ${await signIn(stack.gatewayUrl, credentials)}`,
  });

  // The auth service behind all three starts cold (JIT, FerretDB's caches): warm the whole path
  // once, so the first target measured is not the one that pays for it.
  step(`Warming up every target (${warmupSeconds} s each)`);
  for (const target of targets) {
    const headers = await authorizationFor();
    await checkTarget(target, headers.authorization);
    await warmUp({ url: target.url, connections, seconds: warmupSeconds, headers });
  }

  step(
    `Phase A, saturation: GET /auth/me, ${connections} connections as fast as answers come, ${rounds} round(s) of: per target ${warmupSeconds} s warm-up + ${durationSeconds} s measured, one target at a time, order rotating`,
  );
  /** @type {Map<string, import('./lib/load.mjs').LoadResult[]>} */
  const resultsByTarget = new Map(targets.map((target) => [target.name, []]));
  for (let round = 1; round <= rounds; round += 1) {
    for (const target of inTurn(round)) {
      const headers = await authorizationFor();
      const result = await measure({
        url: target.url,
        connections,
        durationSeconds,
        warmupSeconds,
        headers,
        processes: processes(),
      });
      resultsByTarget.get(target.name)?.push(result);
      console.log(
        `  round ${round} ${target.name.padEnd(8)} ${result.requestsPerSecond.toFixed(0).padStart(5)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms  (${result.totalRequests} requests in ${result.durationSeconds} s, ${failureCount(result)} errors${cpuNote(result, target)})`,
      );
    }
  }
  const rows = targets.map((target) => ({
    name: target.name,
    result: combineRounds(resultsByTarget.get(target.name) ?? []),
  }));
  const byName =
    /** @type {import('./lib/report.mjs').ByTarget<(typeof rows)[number]['result']>} */ (
      Object.fromEntries(rows.map((row) => [row.name, row.result]))
    );

  // Phase B: one offered rate for all three, below saturation, so latency is the path's and not a
  // queue's. Requests are due on a fixed schedule whatever the target does (open loop).
  const pacedRate = Math.max(1, Math.round(latencyLoad * byName.direct.requestsPerSecond));
  /** @type {Map<string, import('./lib/paced.mjs').PacedResult[]>} */
  const pacedByTarget = new Map(targets.map((target) => [target.name, []]));
  if (latencyLoad > 0) {
    step(
      `Phase B, fixed rate: ${pacedRate} req/s offered (${latencyLoad} × direct's ${byName.direct.requestsPerSecond.toFixed(0)}) over ≤ ${connections} connections, ${rounds} round(s) of: per target ${warmupSeconds} s warm-up + ${durationSeconds} s measured, order rotating`,
    );
    for (let round = 1; round <= rounds; round += 1) {
      for (const target of inTurn(round)) {
        const headers = await authorizationFor();
        const load = { url: target.url, connections, rate: pacedRate, headers };
        if (warmupSeconds > 0) await runPaced({ ...load, seconds: warmupSeconds });
        const result = await runPaced({
          ...load,
          seconds: durationSeconds,
          processes: processes(),
        });
        pacedByTarget.get(target.name)?.push(result);
        const behind = keptUp(result) ? '' : '  BEHIND';
        console.log(
          `  round ${round} ${target.name.padEnd(8)} ${result.achievedRate.toFixed(0).padStart(5)}/${pacedRate} req/s${behind}  p50 ${result.p50} ms  p90 ${result.p90} ms  p99 ${result.p99} ms  (${result.totalRequests} requests, ${failureCount(result)} errors, send lag ≤ ${result.maxSendLagMs} ms${cpuNote(result, target)})`,
        );
      }
    }
  }
  const pacedRows =
    latencyLoad > 0
      ? targets.map((target) => ({
          name: target.name,
          result: combinePacedRounds(pacedByTarget.get(target.name) ?? []),
        }))
      : [];

  const cpus = os.cpus();
  console.log(
    `\n${cpus.length} × ${cpus[0]?.model ?? 'CPU'}; Node ${process.version}; ${nginxVersion()}; autocannon ${autocannonVersion}`,
  );
  const roundsText = rounds === 1 ? '1 round' : `median of ${rounds} rounds`;
  console.log(
    `\nPhase A, saturation: GET /auth/me, ${connections} connections, ~${durationSeconds} s per measured run, ${roundsText}\n`,
  );
  console.log(formatTable(rows));
  console.log('');
  for (const line of compare(byName).lines) console.log(line);
  const gatewayCpu = compareGatewayCpu(
    byName.gateway,
    latencyLoad > 0 ? combinePacedRounds(pacedByTarget.get('gateway') ?? []) : null,
  );
  for (const line of gatewayCpu?.lines ?? []) console.log(line);
  const cpuTable = formatCpuTable(rows);
  if (cpuTable) console.log(`\n${cpuTable}`);
  if (pacedRows.length > 0) {
    const pacedByName =
      /** @type {import('./lib/report.mjs').ByTarget<(typeof pacedRows)[number]['result']>} */ (
        Object.fromEntries(pacedRows.map((row) => [row.name, row.result]))
      );
    console.log(
      `\nPhase B, fixed rate: ${pacedRate} req/s offered to each (${latencyLoad} × direct's saturation), ≤ ${connections} connections, ${durationSeconds} s per measured run, ${roundsText}; latency from each request's due time\n`,
    );
    console.log(formatPacedTable(pacedRows));
    console.log('');
    for (const line of comparePaced(pacedByName).lines) console.log(line);
    const pacedCpuTable = formatCpuTable(pacedRows);
    if (pacedCpuTable) console.log(`\n${pacedCpuTable}`);
  }
  const otherCores = [...resultsByTarget.values(), ...pacedByTarget.values()]
    .flat()
    .map((result) => result.cpu?.otherCores)
    .filter((cores) => cores !== undefined);
  if (otherCores.length > 0) {
    console.log(
      `\nother processes on the machine during measured runs: up to ${Math.max(...otherCores).toFixed(2)} of ${cpus.length} cores (noise)`,
    );
  }
  console.log(`load average (1, 5, 15 min): ${loadAtStart} at start, ${loadText()} at the end`);
  if (options.cpuProfileDir && gatewayProcess) {
    // The profile is written when the gateway exits.
    supervisor.isStopping = true;
    await supervisor.stop(gatewayProcess);
    printProfile(options.cpuProfileDir, gatewayProcess.pid);
  }

  const failed = [
    ...rows.map((row) => ({ ...row, phase: 'A' })),
    ...pacedRows.map((row) => ({ ...row, phase: 'B' })),
  ].filter((row) => failureCount(row.result) > 0);
  for (const row of failed) {
    const { non2xx, errors, timeouts } = row.result;
    console.error(
      `\n✖ ${row.name} (phase ${row.phase}): ${non2xx} non-2xx answers, ${errors} errors, ${timeouts} timeouts — its figures are not comparable.`,
    );
  }
  await shutdown(failed.length > 0 ? 1 : 0);
} catch (error) {
  // Ctrl-C, or a process that died (already reported), ends the load run: nothing more to say.
  if (!isStopping()) {
    console.error(`\n✖ Benchmark failed: ${error instanceof Error ? error.message : error}`);
    for (const child of supervisor.children) {
      if (child.hasExited) console.error(`--- ${child.name} ---\n${Supervisor.tail(child)}`);
    }
    await shutdown(1);
  }
}
