// Medians, the table and the goals of `npm run bench:bundle`.
import { formatTextTable } from './text-table.mjs';

/** The issue's goals: the landing page's JavaScript and which remotes each route may fetch. */
/** @type {{ maxLandingGzipKb: number, allowedRemotes: Record<string, string[]> }} */
export const bundleGoals = {
  maxLandingGzipKb: 160,
  /** Remotes a page may fetch from; any other remote's origin is a MISS. */
  allowedRemotes: { '/': [], '/auth': [], '/app/dashboard': ['mf_workouts'] },
};

/** @typedef {import('./browser-metrics.mjs').PageFigures} PageFigures */
/** @typedef {ReturnType<typeof combineRuns>} PageRow */

/** 1 KB = 1000 bytes, as the goal and most bundle reports count (no figure counts as 0). */
export const kb = (/** @type {number | null} */ bytes) => Number(bytes) / 1000;

/**
 * The median of the numbers among `values` (nulls left out); null when there are none.
 * @param {readonly (number | null)[]} values
 * @returns {number | null}
 */
export function median(values) {
  const known = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (known.length === 0) return null;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 ? known[middle] : (known[middle - 1] + known[middle]) / 2;
}

/**
 * One row per page: the median of each figure over its runs, and every remote any run fetched.
 * @param {string} path
 * @param {PageFigures[]} runs
 */
export function combineRuns(path, runs) {
  /**
   * @param {'jsWireBytes' | 'jsBodyBytes' | 'jsRequests' | 'remoteJsRequests' | 'firstContentfulPaintMs' | 'readyMs'} name
   */
  const figure = (name) => median(runs.map((run) => run[name]));
  return {
    path,
    runs: runs.length,
    jsWireBytes: figure('jsWireBytes'),
    jsBodyBytes: figure('jsBodyBytes'),
    jsRequests: figure('jsRequests'),
    remoteJsRequests: figure('remoteJsRequests'),
    remoteRequests: Math.max(...runs.map((run) => run.remoteRequests)),
    remoteNamesRequested: [...new Set(runs.flatMap((run) => run.remoteNamesRequested))].sort(),
    firstContentfulPaintMs: figure('firstContentfulPaintMs'),
    readyMs: figure('readyMs'),
  };
}

/** @type {import('./text-table.mjs').TextColumn<PageRow>[]} */
const columns = [
  { title: 'page', value: (row) => row.path, align: 'left' },
  { title: 'JS gzip KB', value: (row) => kb(row.jsWireBytes).toFixed(1) },
  { title: 'JS raw KB', value: (row) => kb(row.jsBodyBytes).toFixed(1) },
  { title: 'JS requests', value: (row) => String(row.jsRequests) },
  { title: 'from remotes', value: (row) => String(row.remoteJsRequests) },
  { title: 'FCP ms', value: (row) => formatMs(row.firstContentfulPaintMs) },
  { title: 'ready ms', value: (row) => formatMs(row.readyMs) },
  {
    title: 'remotes fetched',
    value: (row) => (row.remoteNamesRequested.length ? row.remoteNamesRequested.join(', ') : '-'),
    align: 'left',
  },
];

const formatMs = (/** @type {number | null} */ ms) => (ms === null ? 'n/a' : ms.toFixed(0));

/**
 * A plain-text table, one row per page.
 * @param {PageRow[]} rows
 */
export function formatBundleTable(rows) {
  return formatTextTable(columns, rows);
}

const mark = (/** @type {boolean} */ pass) => (pass ? 'PASS' : 'MISS');

/**
 * PASS/MISS lines for the goals, given the combined rows.
 * @param {PageRow[]} rows
 */
export function checkGoals(rows) {
  const byPath = new Map(rows.map((row) => [row.path, row]));
  /** @type {string[]} */
  const lines = [];
  const landing = byPath.get('/');
  if (landing) {
    const landingKb = kb(landing.jsWireBytes);
    lines.push(
      `${'/ gzipped JS'.padEnd(26)} ${landingKb.toFixed(1)} KB  (goal ≤ ${bundleGoals.maxLandingGzipKb} KB)  ${mark(landingKb <= bundleGoals.maxLandingGzipKb)}`,
    );
  }
  for (const [path, allowed] of Object.entries(bundleGoals.allowedRemotes)) {
    const row = byPath.get(path);
    if (!row) continue;
    const unexpected = row.remoteNamesRequested.filter((name) => !allowed.includes(name));
    const expected = allowed.length ? `only ${allowed.join(', ')}` : 'none';
    const fetched = row.remoteNamesRequested.length ? row.remoteNamesRequested.join(', ') : 'none';
    lines.push(
      `${`${path} remote code`.padEnd(26)} ${fetched}  (goal: ${expected})  ${mark(unexpected.length === 0)}`,
    );
  }
  return lines;
}
