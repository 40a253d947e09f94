import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axePath = require.resolve('axe-core/axe.min.js');

/** One axe-core finding. */
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: number;
  /** Selectors and markup of the first offending elements (for the report). */
  targets: string[];
}

/** Runs axe-core in the page and answers its violations (WCAG 2.1 A/AA rules). */
export async function findAccessibilityViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol rather than added as a <script>: the app's
  // Content-Security-Policy (no inline scripts) rightly blocks an injected script tag.
  await page.evaluate(readFileSync(axePath, 'utf8'));
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<any> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map((violation: any) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.length,
      targets: violation.nodes
        .slice(0, 3)
        .map((node: any) => `${String(node.target)} ${String(node.html).slice(0, 160)}`),
    }));
  });
}
