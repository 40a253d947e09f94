// Formats the benchmark's table and its comparison against the goals.

/** The goals: gateway throughput relative to nginx, and the p99 it adds over direct. */
export const goals = { minThroughputVsNginx: 0.7, maxAddedP99Ms: 3 };

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

/** A plain-text table, one row per target. */
export function formatTable(rows) {
  const cells = rows.map((row) => columns.map((column) => column.value(row)));
  const widths = columns.map((column, index) =>
    Math.max(column.title.length, ...cells.map((line) => line[index].length)),
  );
  const pad = (text, index) =>
    columns[index].align === 'left' ? text.padEnd(widths[index]) : text.padStart(widths[index]);
  const line = (values) => values.map(pad).join(' | ');
  return [
    line(columns.map((column) => column.title)),
    widths.map((width) => '-'.repeat(width)).join('-|-'),
    ...cells.map(line),
  ].join('\n');
}

const mark = (pass) => (pass ? 'PASS' : 'MISS');
const signed = (value) => `${value >= 0 ? '+' : ''}${value.toFixed(0)}`;

/** The ratios and added latencies, with PASS/MISS against the goals. */
export function compare({ direct, gateway, nginx }) {
  const throughputVsNginx = gateway.requestsPerSecond / nginx.requestsPerSecond;
  const gatewayAddedP99 = gateway.p99 - direct.p99;
  const nginxAddedP99 = nginx.p99 - direct.p99;
  const passes = {
    throughput: throughputVsNginx >= goals.minThroughputVsNginx,
    latency: gatewayAddedP99 <= goals.maxAddedP99Ms,
  };
  const lines = [
    `gateway / nginx throughput   ${throughputVsNginx.toFixed(2)}×  (goal ≥ ${goals.minThroughputVsNginx.toFixed(2)})  ${mark(passes.throughput)}`,
    `gateway / direct throughput  ${(gateway.requestsPerSecond / direct.requestsPerSecond).toFixed(2)}×`,
    `nginx / direct throughput    ${(nginx.requestsPerSecond / direct.requestsPerSecond).toFixed(2)}×`,
    `gateway p99 − direct p99     ${signed(gatewayAddedP99)} ms  (goal ≤ ${goals.maxAddedP99Ms} ms)  ${mark(passes.latency)}`,
    `nginx p99 − direct p99       ${signed(nginxAddedP99)} ms  (reference)`,
  ];
  return { lines, passes };
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
