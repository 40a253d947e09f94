// A Vitest reporter for `npm test`: names each test that failed and then passed on its retry, so
// a flaky test is reported in the run's summary rather than hidden by the retry.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths.mjs';

export default class FlakyReporter {
  /** @param {{ outputFile: string }} options */
  constructor({ outputFile }) {
    this.outputFile = outputFile;
    /** @type {string[]} */
    this.flakyTests = [];
  }

  /** @param {import('vitest/node').TestCase} testCase */
  onTestCaseResult(testCase) {
    if (!testCase.diagnostic()?.flaky) return;
    this.flakyTests.push(
      `${path.relative(repoRoot, testCase.module.moduleId)} > ${testCase.fullName}`,
    );
  }

  onTestRunEnd() {
    writeFileSync(this.outputFile, JSON.stringify({ flakyTests: this.flakyTests }, null, 2));
  }
}
