import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineWorkspaceConfig } from '../vitest.shared.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineWorkspaceConfig({
  name: 'mf-pose',
  isReact: true,
  // Component tests never load models: the converted models' URLs point nowhere.
  resolve: { alias: { 'virtual:pose-models': path.join(here, 'test/model-urls.stub.ts') } },
  test: { testTimeout: 20_000 },
});
