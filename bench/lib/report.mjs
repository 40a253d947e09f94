// Formats the benchmark's table and its comparison against the goals.
import { formatTextTable } from './text-table.mjs';

/**
 * The goals of issue #22: gateway throughput relative to nginx's at saturation; at a fixed rate
 * (half of direct's), the gateway's p99 over nginx's; the gateway's CPU per request (phase A).
 */
export const goals = { minThroughputVsNginx: 0.85, maxP99OverNginxMs: 5, maxGatewayCpuMs: 0.15 };

const columns = [
  { title: 'target', value: (row) => row.name, align: 'left' },
  { title: 'req/s', value: (row) => row.result.requestsPerSecond.toFixed(0) },
  { title: 'p50 ms', value: (row) => String(row.result.p50) },
  { title: 'p99 ms', value: (row) => String(row.result.p99) },
  { title: 'requests', value: (row) => String(row.result.totalRequests) },
  { title: 'errors', value: (row) => String(failureCount(row.result)) },
];

/** Non-2xx answers, socket errors and timeouts together. */
export function failureCount(result) {
  return result.non2xx + result.errors + result.timeouts;
}

/** A plain-text table, one row per target (phase A). */
export function formatTable(rows) {
  return formatTextTable(columns, rows);
}

const mark = (pass) => (pass ? 'PASS' : 'MISS');
const signed = (value) => `${value >= 0 ? '+' : ''}${value.toFixed(0)}`;

/** Phase A: the throughput ratios at saturation, with PASS/MISS against the throughput goal. */
export function compare({ direct, gateway, nginx }) {
  const throughputVsNginx = gateway.requestsPerSecond / nginx.requestsPerSecond;
  const passes = { throughput: throughputVsNginx >= goals.minThroughputVsNginx };
  const lines = [
    `gateway / nginx throughput   ${throughputVsNginx.toFixed(2)}×  (goal ≥ ${goals.minThroughputVsNginx.toFixed(2)})  ${mark(passes.throughput)}`,
    `gateway / direct throughput  ${(gateway.requestsPerSecond / direct.requestsPerSecond).toFixed(2)}×`,
    `nginx / direct throughput    ${(nginx.requestsPerSecond / direct.requestsPerSecond).toFixed(2)}×`,
    `saturated p99 − direct p99   gateway ${signed(gateway.p99 - direct.p99)} ms, nginx ${signed(nginx.p99 - direct.p99)} ms  (queueing, not the p99 goal: see phase B)`,
  ];
  return { lines, passes };
}

/** A fixed-rate run kept up when it achieved the offered rate within ±5 %. */
export const keptUp = (result) => Math.abs(result.achievedRate / result.offeredRate - 1) <= 0.05;

/** One target's fixed-rate rounds as one result: medians, failures and requests summed. */
export function combinePacedRounds(results) {
  const combined = combineRounds(results);
  const middle = (key) => median(results.map((result) => result[key]));
  return {
    ...combined,
    offeredRate: middle('offeredRate'),
    achievedRate: middle('achievedRate'),
    p50: middle('p50'),
    p90: middle('p90'),
    p99: middle('p99'),
    roundsBehind: results.filter((result) => !keptUp(result)).length,
    worstAchievedRate: Math.min(...results.map((result) => result.achievedRate)),
  };
}

const ms = (value) => (value === null ? 'n/a' : value.toFixed(1));
const pacedColumns = [
  { title: 'target', value: (row) => row.name, align: 'left' },
  { title: 'offered req/s', value: (row) => row.result.offeredRate.toFixed(0) },
  { title: 'achieved req/s', value: (row) => row.result.achievedRate.toFixed(0) },
  { title: 'p50 ms', value: (row) => ms(row.result.p50) },
  { title: 'p90 ms', value: (row) => ms(row.result.p90) },
  { title: 'p99 ms', value: (row) => ms(row.result.p99) },
  { title: 'requests', value: (row) => String(row.result.totalRequests) },
  { title: 'errors', value: (row) => String(failureCount(row.result)) },
];

/** Phase B's table, one row per target. */
export function formatPacedTable(rows) {
  return formatTextTable(pacedColumns, rows);
}

/**
 * Phase B: the gateway's p99 over nginx's at the same offered rate, PASS/MISS against the p99
 * goal (a target that fell behind the rate is a MISS: its latencies are a queue); each proxy's p99
 * over direct's for reference.
 */
export function comparePaced({ direct, gateway, nginx }) {
  const behind = (name, result) =>
    result.roundsBehind > 0
      ? `${name} fell behind the offered rate in ${result.roundsBehind} round(s) (lowest ${result.worstAchievedRate.toFixed(0)} of ${result.offeredRate.toFixed(0)} req/s)`
      : null;
  const over = (value) => `${value >= 0 ? '+' : ''}${value.toFixed(1)} ms`;
  const reasons = [behind('nginx', nginx), behind('gateway', gateway)].filter(Boolean);
  const overNginx = gateway.p99 - nginx.p99;
  const pass = reasons.length === 0 && overNginx <= goals.maxP99OverNginxMs;
  const why = reasons.length ? ` — ${reasons.join('; ')}` : '';
  return {
    lines: [
      `${'gateway p99 − nginx p99'.padEnd(28)} ${over(overNginx)}  (goal ≤ ${goals.maxP99OverNginxMs} ms)  ${mark(pass)}${why}`,
      `${'gateway p99 − direct p99'.padEnd(28)} ${over(gateway.p99 - direct.p99)}  (reference)`,
      `${'nginx p99 − direct p99'.padEnd(28)} ${over(nginx.p99 - direct.p99)}  (reference)`,
    ],
    passes: { latency: pass },
  };
}

/**
 * The gateway's own CPU per request in each phase (medians of rounds), PASS/MISS for phase A's
 * against the CPU goal; null without /proc. Phase B runs below saturation, where less work is
 * batched per event-loop turn, so its figure is higher and only printed.
 */
export function compareGatewayCpu(saturated, paced) {
  const own = (result) => result?.cpuMsPerRequest?.gateway;
  const figure = own(saturated);
  if (figure === undefined) return null;
  const pacedFigure = own(paced);
  const pass = figure <= goals.maxGatewayCpuMs;
  const pacedText =
    pacedFigure === undefined ? '' : `; at the fixed rate ${pacedFigure.toFixed(3)} ms`;
  return {
    lines: [
      `gateway cpu per request      ${figure.toFixed(3)} ms at saturation  (goal ≤ ${goals.maxGatewayCpuMs} ms)  ${mark(pass)}${pacedText}`,
    ],
    passes: { cpu: pass },
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** CPU milliseconds each process spent per answered request during a run (null without /proc). */
function cpuPerRequest(result) {
  if (!result.cpu) return null;
  return Object.fromEntries(
    Object.entries(result.cpu.byProcess).map(([name, seconds]) => [
      name,
      (seconds * 1000) / result.totalRequests,
    ]),
  );
}

/** One target's rounds as one result: the median of each figure, failures and requests summed. */
export function combineRounds(results) {
  const sum = (key) => results.reduce((total, result) => total + result[key], 0);
  const perRequest = results.map(cpuPerRequest);
  const cpuMsPerRequest = perRequest.every(Boolean)
    ? Object.fromEntries(
        Object.keys(perRequest[0]).map((name) => [
          name,
          median(perRequest.map((figures) => figures[name])),
        ]),
      )
    : null;
  return {
    cpuMsPerRequest,
    requestsPerSecond: median(results.map((result) => result.requestsPerSecond)),
    p50: median(results.map((result) => result.p50)),
    p99: median(results.map((result) => result.p99)),
    durationSeconds: sum('durationSeconds'),
    totalRequests: sum('totalRequests'),
    non2xx: sum('non2xx'),
    errors: sum('errors'),
    timeouts: sum('timeouts'),
  };
}

/** CPU ms per request by process, one row per target (medians over rounds), or null. */
export function formatCpuTable(rows) {
  if (!rows.every((row) => row.result.cpuMsPerRequest)) return null;
  // Processes that stayed idle under every target (front ends, other services) are left out.
  const names = Object.keys(rows[0].result.cpuMsPerRequest).filter((name) =>
    rows.some((row) => row.result.cpuMsPerRequest[name] >= 0.005),
  );
  const header = ['cpu ms/request', ...names, 'total'];
  const cells = rows.map((row) => {
    const figures = names.map((name) => row.result.cpuMsPerRequest[name]);
    const total = Object.values(row.result.cpuMsPerRequest).reduce((sum, value) => sum + value, 0);
    return [row.name, ...[...figures, total].map((value) => value.toFixed(2))];
  });
  const widths = header.map((title, index) =>
    Math.max(title.length, ...cells.map((line) => line[index].length)),
  );
  const line = (values) =>
    values
      .map((text, index) => (index === 0 ? text.padEnd(widths[0]) : text.padStart(widths[index])))
      .join(' | ');
  return [
    line(header),
    widths.map((width) => '-'.repeat(width)).join('-|-'),
    ...cells.map(line),
  ].join('\n');
}
