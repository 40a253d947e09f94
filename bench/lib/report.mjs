// Formats the benchmark's table and its comparison against the goals.
import { formatTextTable } from './text-table.mjs';

/**
 * The goals of issue #22: gateway throughput relative to nginx's at saturation; at a fixed rate
 * (half of direct's), the gateway's p99 over nginx's; the gateway's CPU per request (phase A).
 */
export const goals = { minThroughputVsNginx: 0.85, maxP99OverNginxMs: 5, maxGatewayCpuMs: 0.15 };

/** @typedef {import('./load.mjs').LoadResult} LoadResult */
/** @typedef {import('./paced.mjs').PacedResult} PacedResult */
/** @typedef {ReturnType<typeof combineRounds<LoadResult>>} CombinedResult */
/** @typedef {ReturnType<typeof combinePacedRounds>} CombinedPacedResult */
/**
 * A target's row in a table.
 * @template Result
 * @typedef {{ name: string, result: Result }} Row
 */
/**
 * The three targets' results by name.
 * @template Result
 * @typedef {{ direct: Result, gateway: Result, nginx: Result }} ByTarget
 */

/** @type {import('./text-table.mjs').TextColumn<Row<CombinedResult>>[]} */
const columns = [
  { title: 'target', value: (row) => row.name, align: 'left' },
  { title: 'req/s', value: (row) => row.result.requestsPerSecond.toFixed(0) },
  { title: 'p50 ms', value: (row) => String(row.result.p50) },
  { title: 'p99 ms', value: (row) => String(row.result.p99) },
  { title: 'requests', value: (row) => String(row.result.totalRequests) },
  { title: 'errors', value: (row) => String(failureCount(row.result)) },
];

/**
 * Non-2xx answers, socket errors and timeouts together.
 * @param {{ non2xx: number, errors: number, timeouts: number }} result
 */
export function failureCount(result) {
  return result.non2xx + result.errors + result.timeouts;
}

/**
 * A plain-text table, one row per target (phase A).
 * @param {Row<CombinedResult>[]} rows
 */
export function formatTable(rows) {
  return formatTextTable(columns, rows);
}

const mark = (/** @type {boolean} */ pass) => (pass ? 'PASS' : 'MISS');
const signed = (/** @type {number} */ value) => `${value >= 0 ? '+' : ''}${value.toFixed(0)}`;

/**
 * Phase A: the throughput ratios at saturation, with PASS/MISS against the throughput goal.
 * @param {ByTarget<CombinedResult>} results
 */
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
export const keptUp = (/** @type {{ achievedRate: number, offeredRate: number }} */ result) =>
  Math.abs(result.achievedRate / result.offeredRate - 1) <= 0.05;

/**
 * One target's fixed-rate rounds as one result: medians, failures and requests summed.
 * @param {PacedResult[]} results
 */
export function combinePacedRounds(results) {
  const combined = combineRounds(results);
  /** @param {'p50' | 'p90' | 'p99'} key */
  const middle = (key) => median(results.map((result) => result[key]));
  return {
    ...combined,
    offeredRate: median(results.map((result) => result.offeredRate)),
    achievedRate: median(results.map((result) => result.achievedRate)),
    p50: middle('p50'),
    p90: middle('p90'),
    p99: middle('p99'),
    roundsBehind: results.filter((result) => !keptUp(result)).length,
    worstAchievedRate: Math.min(...results.map((result) => result.achievedRate)),
  };
}

const ms = (/** @type {number | null} */ value) => (value === null ? 'n/a' : value.toFixed(1));
/** @type {import('./text-table.mjs').TextColumn<Row<CombinedPacedResult>>[]} */
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

/**
 * Phase B's table, one row per target.
 * @param {Row<CombinedPacedResult>[]} rows
 */
export function formatPacedTable(rows) {
  return formatTextTable(pacedColumns, rows);
}

/**
 * Phase B: the gateway's p99 over nginx's at the same offered rate, PASS/MISS against the p99
 * goal (a target that fell behind the rate is a MISS: its latencies are a queue); each proxy's p99
 * over direct's for reference.
 * @param {ByTarget<CombinedPacedResult>} results
 */
export function comparePaced({ direct, gateway, nginx }) {
  /**
   * @param {string} name
   * @param {CombinedPacedResult} result
   */
  const behind = (name, result) =>
    result.roundsBehind > 0
      ? `${name} fell behind the offered rate in ${result.roundsBehind} round(s) (lowest ${result.worstAchievedRate.toFixed(0)} of ${result.offeredRate.toFixed(0)} req/s)`
      : null;
  const over = (/** @type {number} */ value) => `${value >= 0 ? '+' : ''}${value.toFixed(1)} ms`;
  const reasons = [behind('nginx', nginx), behind('gateway', gateway)].filter(Boolean);
  // A round with no answers has a null p99, counted as 0 as before.
  const p99Of = (/** @type {CombinedPacedResult} */ result) => Number(result.p99);
  const overNginx = p99Of(gateway) - p99Of(nginx);
  const pass = reasons.length === 0 && overNginx <= goals.maxP99OverNginxMs;
  const why = reasons.length ? ` — ${reasons.join('; ')}` : '';
  return {
    lines: [
      `${'gateway p99 − nginx p99'.padEnd(28)} ${over(overNginx)}  (goal ≤ ${goals.maxP99OverNginxMs} ms)  ${mark(pass)}${why}`,
      `${'gateway p99 − direct p99'.padEnd(28)} ${over(p99Of(gateway) - p99Of(direct))}  (reference)`,
      `${'nginx p99 − direct p99'.padEnd(28)} ${over(p99Of(nginx) - p99Of(direct))}  (reference)`,
    ],
    passes: { latency: pass },
  };
}

/**
 * The gateway's own CPU per request in each phase (medians of rounds), PASS/MISS for phase A's
 * against the CPU goal; null without /proc. Phase B runs below saturation, where less work is
 * batched per event-loop turn, so its figure is higher and only printed.
 * @param {CombinedResult} saturated
 * @param {CombinedPacedResult | null} paced
 */
export function compareGatewayCpu(saturated, paced) {
  const own = (/** @type {{ cpuMsPerRequest: Record<string, number> | null } | null} */ result) =>
    result?.cpuMsPerRequest?.gateway;
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

/**
 * The middle value (the mean of the middle two for an even count). A null (a paced round without
 * answers) sorts and adds as 0, and is the answer only when it is the middle one.
 * @template {number | null} T
 * @param {readonly T[]} values
 * @returns {T}
 */
function median(values) {
  const sorted = [...values].sort((a, b) => Number(a) - Number(b));
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? sorted[middle]
    : /** @type {T} */ ((Number(sorted[middle - 1]) + Number(sorted[middle])) / 2);
}

/**
 * CPU milliseconds each process spent per answered request during a run (null without /proc).
 * @param {LoadResult | PacedResult} result
 * @returns {Record<string, number> | null}
 */
function cpuPerRequest(result) {
  if (!result.cpu) return null;
  return Object.fromEntries(
    Object.entries(result.cpu.byProcess).map(([name, seconds]) => [
      name,
      (seconds * 1000) / result.totalRequests,
    ]),
  );
}

/**
 * One target's rounds as one result: the median of each figure, failures and requests summed.
 * @template {LoadResult | PacedResult} Result
 * @param {Result[]} results
 */
export function combineRounds(results) {
  /** @param {'durationSeconds' | 'totalRequests' | 'non2xx' | 'errors' | 'timeouts'} key */
  const sum = (key) => results.reduce((total, result) => total + result[key], 0);
  const perRequest = results.map(cpuPerRequest);
  const cpuMsPerRequest = perRequest.every(Boolean)
    ? Object.fromEntries(
        Object.keys(perRequest[0] ?? {}).map((name) => [
          name,
          median(perRequest.map((figures) => figures?.[name] ?? 0)),
        ]),
      )
    : null;
  return {
    cpuMsPerRequest,
    requestsPerSecond: median(results.map((result) => result.requestsPerSecond)),
    p50: median(results.map((result) => /** @type {Result['p50']} */ (result.p50))),
    p99: median(results.map((result) => /** @type {Result['p99']} */ (result.p99))),
    durationSeconds: sum('durationSeconds'),
    totalRequests: sum('totalRequests'),
    non2xx: sum('non2xx'),
    errors: sum('errors'),
    timeouts: sum('timeouts'),
  };
}

/**
 * CPU ms per request by process, one row per target (medians over rounds), or null.
 * @param {Row<{ cpuMsPerRequest: Record<string, number> | null }>[]} rows
 */
export function formatCpuTable(rows) {
  const measured = rows.flatMap(({ name, result }) =>
    result.cpuMsPerRequest ? [{ name, perRequest: result.cpuMsPerRequest }] : [],
  );
  if (measured.length < rows.length) return null;
  // Processes that stayed idle under every target (front ends, other services) are left out.
  const names = Object.keys(measured[0]?.perRequest ?? {}).filter((name) =>
    measured.some((row) => row.perRequest[name] >= 0.005),
  );
  const header = ['cpu ms/request', ...names, 'total'];
  const cells = measured.map((row) => {
    const figures = names.map((name) => row.perRequest[name]);
    const total = Object.values(row.perRequest).reduce((sum, value) => sum + value, 0);
    return [row.name, ...[...figures, total].map((value) => value.toFixed(2))];
  });
  const widths = header.map((title, index) =>
    Math.max(title.length, ...cells.map((line) => line[index].length)),
  );
  const line = (/** @type {string[]} */ values) =>
    values
      .map((text, index) => (index === 0 ? text.padEnd(widths[0]) : text.padStart(widths[index])))
      .join(' | ');
  return [
    line(header),
    widths.map((width) => '-'.repeat(width)).join('-|-'),
    ...cells.map(line),
  ].join('\n');
}
