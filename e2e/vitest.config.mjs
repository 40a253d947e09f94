import { defineWorkspaceConfig } from '../vitest.shared.mjs';

// Journeys run one file at a time: they share one running system and a 2-core machine.
export default defineWorkspaceConfig({
  name: 'e2e',
  test: {
    include: ['tests/**/*.spec.ts'],
    testTimeout: 60_000,
    fileParallelism: false,
  },
});
