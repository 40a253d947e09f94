// The one Vitest setup every workspace extends: reporters (with a JSON report and the flaky tests
// for `npm test`'s summary), one retry under `npm test`, and, for code that talks to data, the real FerretDB + Redis test infrastructure.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * Vitest config for a workspace; `needsInfra` starts FerretDB and Redis unless the env names them;
 * `isReact` runs tests in jsdom with Testing Library's matchers and cleanup.
 */
export function defineWorkspaceConfig({
  name,
  needsInfra = false,
  isReact = false,
  test = {},
  ...rest
}) {
  const reportDir = process.env.REPWISE_TEST_REPORT_DIR;
  return defineConfig({
    ...rest,
    test: {
      name,
      include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
      reporters: reportDir
        ? [
            'default',
            'json',
            [
              path.join(root, 'scripts/lib/flaky-reporter.mjs'),
              { outputFile: path.join(reportDir, `${name}.flaky.json`) },
            ],
          ]
        : ['default'],
      outputFile: reportDir ? { json: path.join(reportDir, `${name}.json`) } : undefined,
      // Under `npm test`, a failed test runs once more: one that then passes does not fail the run
      // but is named in its summary as flaky (flaky-reporter.mjs), to be fixed, not forgotten.
      retry: reportDir ? 1 : 0,
      globalSetup: needsInfra ? [path.join(root, 'scripts/lib/vitest-infra-setup.mjs')] : [],
      ...(isReact
        ? {
            environment: 'jsdom',
            setupFiles: [path.join(root, 'vitest.react-setup.mjs')],
            env: { SC_DISABLE_SPEEDY: 'false' },
          }
        : {}),
      testTimeout: needsInfra || isReact ? 20_000 : 5_000,
      hookTimeout: 60_000,
      ...test,
    },
  });
}
