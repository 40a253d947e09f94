// How a fault scenario reports: what it did, what it observed, and PASS or FAIL per check.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** @typedef {{ isMet: boolean, text: string }} Check */
/** @typedef {ReturnType<typeof createScenarioLog>} ScenarioLog */
/**
 * What every scenario gets: the running system (`startFaultSystem`), its users and a browser.
 * @typedef {import('./system.mjs').FaultSystem & {
 *   users: import('./system.mjs').FaultUsers,
 *   browser: import('playwright-core').Browser,
 *   artifactsDir: string,
 * }} FaultContext
 */
/**
 * @template [Context=FaultContext]
 * @typedef {{ title: string, run: (context: Context, log: ScenarioLog) => Promise<void> }} Scenario
 */
/** @typedef {{ title: string, isPassed: boolean, seconds?: number, checks: Check[], crash?: string | null }} ScenarioResult */

/**
 * One scenario's log. `did(text)` and `observed(text)` print as they happen; `check(isMet, text)`
 * records a pass condition and prints it; `passed` is true when every check held and nothing threw.
 * @param {string} title
 */
export function createScenarioLog(title) {
  /** @type {Check[]} */
  const checks = [];
  const elapsed = (() => {
    const startedAt = Date.now();
    return () => `${((Date.now() - startedAt) / 1000).toFixed(1).padStart(5)} s`;
  })();
  console.log(`\n\x1b[1m▸ ${title}\x1b[0m`);
  return {
    title,
    checks,
    /** @param {string} text */
    did: (text) => console.log(`  ${elapsed()}  did:      ${text}`),
    /** @param {string} text */
    observed: (text) => console.log(`  ${elapsed()}  observed: ${text}`),
    /**
     * @param {unknown} isMet
     * @param {string} text
     */
    check(isMet, text) {
      checks.push({ isMet: Boolean(isMet), text });
      console.log(
        `  ${elapsed()}  ${isMet ? '\x1b[32mcheck ✔' : '\x1b[31mcheck ✖'}\x1b[0m   ${text}`,
      );
      return Boolean(isMet);
    },
  };
}

/**
 * Runs scenarios one after the other (a throw fails that scenario only), calling `afterEach()`
 * after each (it answers the processes it had to restart); resolves with the results.
 * @template Context
 * @param {Scenario<Context>[]} scenarios
 * @param {Context} context
 * @param {{ afterEach?: () => Promise<string[]> }} [options]
 * @returns {Promise<ScenarioResult[]>}
 */
export async function runScenarios(scenarios, context, { afterEach } = {}) {
  const results = [];
  for (const scenario of scenarios) {
    const log = createScenarioLog(scenario.title);
    const startedAt = Date.now();
    let crash = null;
    try {
      await scenario.run(context, log);
    } catch (error) {
      crash = error instanceof Error ? (error.stack ?? error.message) : String(error);
      log.observed(`the scenario stopped: ${crash}`);
    }
    const isPassed = crash === null && log.checks.length > 0 && log.checks.every((c) => c.isMet);
    const seconds = (Date.now() - startedAt) / 1000;
    console.log(
      `  ${isPassed ? '\x1b[32mPASS' : '\x1b[31mFAIL'}\x1b[0m ${scenario.title} (${seconds.toFixed(1)} s)`,
    );
    results.push({ title: scenario.title, isPassed, seconds, checks: log.checks, crash });
    const restarted = (await afterEach?.()) ?? [];
    if (restarted.length > 0)
      console.log(`  restarted what it left stopped: ${restarted.join(', ')}`);
  }
  return results;
}

/**
 * Writes the results as a Vitest-style JSON report (one test per scenario) into `reportDir` as
 * `fileName`, so `npm test` counts the scenarios in its `tests: N passed, N failed` line.
 * @param {string} reportDir
 * @param {ScenarioResult[]} results
 */
export function writeJsonReport(reportDir, results, fileName = 'faults.json') {
  mkdirSync(reportDir, { recursive: true });
  const failed = results.filter((result) => !result.isPassed).length;
  writeFileSync(
    path.join(reportDir, fileName),
    JSON.stringify(
      {
        numPassedTests: results.length - failed,
        numFailedTests: failed,
        testResults: results.map((result) => ({
          name: result.title,
          status: result.isPassed ? 'passed' : 'failed',
          checks: result.checks,
        })),
      },
      null,
      2,
    ),
  );
}
