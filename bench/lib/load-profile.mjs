// `bench:load --profile`: what one call of each action costs, in CPU milliseconds per process,
// measured with the calls made one at a time (no concurrency, so nothing else is charged to
// them). The mix's p95 follows from these costs: at saturation every core-millisecond counts.
import { startCpuWindow } from './cpu.mjs';
import { actions, runAction } from './load-users.mjs';
import { formatTextTable } from './text-table.mjs';

/**
 * Runs `callsPerAction` calls of every action, one after another, each by a random prepared
 * user; answers per action the mean latency and CPU ms per call of every named process (the
 * load generator as `load gen`).
 * @param {{
 *   gatewayUrl: string,
 *   users: import('./load-users.mjs').LoadUser[],
 *   processes: import('./load.mjs').MeasuredProcess[],
 *   callsPerAction?: number,
 * }} options
 */
export async function profileActions({ gatewayUrl, users, processes, callsPerAction = 40 }) {
  /** @type {ProfileRow[]} */
  const rows = [];
  for (const action of actions) {
    // A few unmeasured calls first: connections, caches and JIT as in the mix.
    for (let i = 0; i < 3; i += 1) await runAction(gatewayUrl, pickUser(users), action);
    const window = startCpuWindow(processes);
    let totalMs = 0;
    let failures = 0;
    for (let i = 0; i < callsPerAction; i += 1) {
      const result = await runAction(gatewayUrl, pickUser(users), action);
      totalMs += result.ms;
      if (!result.ok) failures += 1;
    }
    const cpu = window.stop();
    if (cpu) {
      cpu.byProcess['load gen'] = cpu.byProcess.autocannon;
      delete cpu.byProcess.autocannon;
    }
    rows.push({
      action: action.name,
      weight: action.weight,
      meanMs: totalMs / callsPerAction,
      failures,
      cpuMs: cpu
        ? Object.fromEntries(
            Object.entries(cpu.byProcess).map(([name, seconds]) => [
              name,
              (seconds * 1000) / callsPerAction,
            ]),
          )
        : null,
    });
  }
  return rows;
}

/**
 * One action's costs: mean latency, failed calls, CPU ms per call by process (null without /proc).
 * @typedef {{
 *   action: string,
 *   weight: number,
 *   meanMs: number,
 *   failures: number,
 *   cpuMs: Record<string, number> | null,
 * }} ProfileRow
 */

/**
 * @template T
 * @param {T[]} users
 */
function pickUser(users) {
  return users[Math.floor(Math.random() * users.length)];
}

/**
 * The profile as a table: mean latency, then CPU ms per call of each process that used any, the
 * total, and a last row weighting each action by its share of the mix.
 * @param {ProfileRow[]} profile
 */
export function formatProfile(profile) {
  const rows = profile.flatMap((row) => (row.cpuMs ? [{ ...row, cpuMs: row.cpuMs }] : []));
  if (rows.length < profile.length) return 'no CPU figures (no /proc)';
  const names = Object.keys(rows[0]?.cpuMs ?? {}).filter((name) =>
    rows.some((row) => row.cpuMs[name] >= 0.05),
  );
  const totalWeight = rows.reduce((sum, row) => sum + row.weight, 0);
  /** @param {{ cpuMs: Record<string, number> }} row */
  const total = (row) => names.reduce((sum, name) => sum + row.cpuMs[name], 0);
  const mix = {
    weight: totalWeight,
    action: 'mix (by weight)',
    meanMs: rows.reduce((sum, row) => sum + row.meanMs * row.weight, 0) / totalWeight,
    failures: 0,
    cpuMs: Object.fromEntries(
      names.map((name) => [
        name,
        rows.reduce((sum, row) => sum + row.cpuMs[name] * row.weight, 0) / totalWeight,
      ]),
    ),
  };
  /** @type {import('./text-table.mjs').TextColumn<(typeof rows)[number]>[]} */
  const columns = [
    { title: 'cpu ms per call', value: (row) => row.action, align: 'left' },
    { title: 'mean ms', value: (row) => row.meanMs.toFixed(1) },
    ...names.map((name) => ({
      title: name,
      value: (/** @type {{ cpuMs: Record<string, number> }} */ row) => row.cpuMs[name].toFixed(2),
    })),
    { title: 'total', value: (row) => total(row).toFixed(2) },
  ];
  const failures = rows.filter((row) => row.failures > 0);
  return [
    formatTextTable(columns, [...rows, mix]),
    ...failures.map((row) => `  ${row.action}: ${row.failures} calls failed`),
  ].join('\n');
}
