// Tables and goal lines of `bench:load`: one row per concurrency step, per-action p95, CPU per
// process, and the one-copy vs two-copy comparison with PASS/MISS against the issue's goals.
import { formatTextTable } from './text-table.mjs';

/** The issue's goals: no errors, p95 under 200 ms at 100 users, a gain from the second copy. */
export const goals = { maxP95Ms: 200, atUsers: 100 };

/** @typedef {import('./load-steps.mjs').StepResult} StepResult */
/** @typedef {import('./text-table.mjs').TextColumn<string>} NameColumn */

const ms = (/** @type {number | null} */ value) => (value === null ? 'n/a' : value.toFixed(1));
const percent = (/** @type {number} */ value) => `${(value * 100).toFixed(2)} %`;
const mark = (/** @type {boolean} */ pass) => (pass ? 'PASS' : 'MISS');

/** @type {import('./text-table.mjs').TextColumn<StepResult>[]} */
const stepColumns = [
  { title: 'users', value: (row) => String(row.users) },
  { title: 'req/s', value: (row) => row.requestsPerSecond.toFixed(1) },
  { title: 'p50 ms', value: (row) => ms(row.p50) },
  { title: 'p95 ms', value: (row) => ms(row.p95) },
  { title: 'p99 ms', value: (row) => ms(row.p99) },
  { title: 'requests', value: (row) => String(row.requests) },
  { title: 'errors', value: (row) => `${row.errors} (${percent(row.errorRate)})` },
];

/**
 * One row per step.
 * @param {StepResult[]} steps
 */
export function formatStepTable(steps) {
  return formatTextTable(stepColumns, steps);
}

/**
 * p95 (ms) of each action per step: rows are actions, columns are user counts.
 * @param {StepResult[]} steps
 */
export function formatActionTable(steps) {
  const names = [...new Set(steps.flatMap((step) => Object.keys(step.actions)))].sort();
  /** @type {NameColumn[]} */
  const columns = [
    { title: 'action p95 ms', value: (name) => name, align: 'left' },
    ...steps.map((step) => ({
      title: `${step.users} users`,
      value: (/** @type {string} */ name) => {
        const figures = step.actions[name];
        if (!figures) return '-';
        return `${ms(figures.p95)}${figures.errors ? ` (${figures.errors} err)` : ''}`;
      },
    })),
  ];
  return formatTextTable(columns, names);
}

/**
 * Cores each process used at each step (processes under 0.01 cores everywhere left out).
 * @param {StepResult[]} steps
 */
export function formatCpuTable(steps) {
  const measured = steps.flatMap((step) =>
    step.cores
      ? [{ users: step.users, cores: step.cores, otherCores: Number(step.otherCores) }]
      : [],
  );
  if (measured.length < steps.length) return null;
  const names = Object.keys(measured[0]?.cores ?? {}).filter((name) =>
    measured.some((step) => (step.cores[name] ?? 0) >= 0.01),
  );
  /** @type {NameColumn[]} */
  const columns = [
    { title: 'cores used', value: (name) => name, align: 'left' },
    ...measured.map((step) => ({
      title: `${step.users} users`,
      value: (/** @type {string} */ name) => (step.cores[name] ?? 0).toFixed(2),
    })),
  ];
  const table = formatTextTable(columns, names);
  const others = measured.map((step) => step.otherCores.toFixed(2)).join(' / ');
  return `${table}\nother processes on the machine meanwhile (noise): ${others} cores`;
}

/**
 * The service (or worker) a process is a copy of (`workouts-2` → `workouts`), if any.
 * @param {string} name
 * @param {string[]} serviceNames
 */
export function serviceOfProcess(name, serviceNames) {
  return serviceNames.find((known) => name === known || name.startsWith(`${known}-`));
}

/**
 * The service (or worker) that used the most CPU at a step, its copies summed (`workouts` and
 * `workouts-2`); `serviceNames` are the services' and workers' names (not the gateway, the
 * database, Redis, the front ends or the load generator).
 * @param {StepResult | undefined} step
 * @param {string[]} serviceNames
 */
export function busiestService(step, serviceNames) {
  if (!step?.cores) return null;
  /** @type {Record<string, number>} */
  const totals = {};
  for (const [name, cores] of Object.entries(step.cores)) {
    const service = serviceOfProcess(name, serviceNames);
    if (service) totals[service] = (totals[service] ?? 0) + cores;
  }
  const [name, cores] = Object.entries(totals).sort((a, b) => b[1] - a[1])[0] ?? [];
  return name ? { name, cores } : null;
}

/**
 * Goal lines for one run (one copy count): errors at every step, p95 at the goal's user count.
 * With per-copy CPU limits (`copyCpu`) the p95 line says so: the goal is for the whole machine.
 * @param {string} label
 * @param {StepResult[]} steps
 * @param {{ copyCpu?: number | null }} [options]
 */
export function goalLines(label, steps, { copyCpu = null } = {}) {
  const errors = steps.reduce((total, step) => total + step.errors, 0);
  const atGoal = steps.find((step) => step.users === goals.atUsers);
  const lines = [
    `${label}: errors at every step      ${errors}  (goal 0)  ${mark(errors === 0)}`,
    atGoal
      ? `${label}: p95 at ${goals.atUsers} users         ${ms(atGoal.p95)} ms  (goal < ${goals.maxP95Ms} ms)  ${mark(atGoal.p95 !== null && atGoal.p95 < goals.maxP95Ms)}${copyCpu ? ` (copies limited to ${copyCpu} cores)` : ''}`
      : `${label}: p95 at ${goals.atUsers} users         not measured (no ${goals.atUsers}-user step)`,
  ];
  return lines;
}

/**
 * The one-copy vs two-copy comparison at each step, the busiest service (at the top step of the
 * one-copy run), and the gain at the top step with PASS/MISS: a gain is higher throughput or a
 * lower p95 with no more errors. `copyCpu`: the per-copy CPU limit the runs had, if any;
 * `twoCopiesOf`: the one service the second run doubled, if not every one.
 * @param {StepResult[]} one
 * @param {StepResult[]} two
 * @param {string[]} serviceNames
 * @param {{ copyCpu?: number | null, twoCopiesOf?: string | null }} [options]
 */
export function formatComparison(
  one,
  two,
  serviceNames,
  { copyCpu = null, twoCopiesOf = null } = {},
) {
  const rows = one.flatMap((step) => {
    const other = two.find((candidate) => candidate.users === step.users);
    return other ? [{ one: step, two: other }] : [];
  });
  /**
   * The change in percent; a null `after` (no answers) counts as 0, as it always has.
   * @param {number | null} before
   * @param {number | null} after
   */
  const change = (before, after) =>
    before
      ? `${Number(after) >= before ? '+' : ''}${(((Number(after) - before) / before) * 100).toFixed(1)} %`
      : 'n/a';
  const table = formatTextTable(
    [
      { title: 'users', value: (row) => String(row.one.users) },
      { title: 'req/s 1 copy', value: (row) => row.one.requestsPerSecond.toFixed(1) },
      { title: 'req/s 2 copies', value: (row) => row.two.requestsPerSecond.toFixed(1) },
      { title: 'p95 1 copy', value: (row) => ms(row.one.p95) },
      { title: 'p95 2 copies', value: (row) => ms(row.two.p95) },
      { title: 'p95 change', value: (row) => change(row.one.p95, row.two.p95) },
      { title: 'errors 1 / 2', value: (row) => `${row.one.errors} / ${row.two.errors}` },
    ],
    rows,
  );
  const top = rows.at(-1);
  if (!top) return { table, lines: ['no step ran with both copy counts'] };
  const busiest = busiestService(top.one, serviceNames);
  const throughputGain = top.two.requestsPerSecond / top.one.requestsPerSecond - 1;
  const p95Gain = top.one.p95 && top.two.p95 ? 1 - top.two.p95 / top.one.p95 : 0;
  const isGain = top.two.errors <= top.one.errors && (throughputGain > 0.02 || p95Gain > 0.05);
  // The database or the gateway may use more than any service, and is not copied: say so.
  const [topName, topCores] =
    Object.entries(top.one.cores ?? {}).sort((a, b) => b[1] - a[1])[0] ?? [];
  const lines = [
    ...(topName && topName !== busiest?.name
      ? [
          `most CPU of any process at ${top.one.users} users with one copy: ${topName} (${topCores?.toFixed(2)} cores, not copied)`,
        ]
      : []),
    busiest
      ? `busiest service at ${top.one.users} users with one copy: ${busiest.name} (${busiest.cores.toFixed(2)} cores)`
      : 'busiest service: n/a (no CPU figures)',
    `gain from the second ${twoCopiesOf ? `copy of ${twoCopiesOf}` : 'copies'} at ${top.one.users} users${copyCpu ? ` (each copy limited to ${copyCpu} cores)` : ''}: throughput ${change(top.one.requestsPerSecond, top.two.requestsPerSecond)}, p95 ${change(top.one.p95, top.two.p95)}  (goal: a gain, > +2 % req/s or > 5 % lower p95)  ${mark(isGain)}`,
  ];
  return { table, lines };
}
