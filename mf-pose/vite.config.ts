import { defineFederatedApp } from '@repwise/federation/vite';
import { defineConfig } from 'vite';
import { poseModels } from './build/pose-models-plugin.mjs';
import packageJson from './package.json' with { type: 'json' };

const federated = defineFederatedApp({
  name: 'mf_pose',
  packageJson,
  port: 5176,
  exposes: {
    './app': './src/app.tsx',
    './squat-panel': './src/panels/squat-panel.tsx',
    './deadlift-panel': './src/panels/deadlift-panel.tsx',
    './adaptive-plan-panel': './src/adaptive/adaptive-plan-panel.tsx',
  },
});

export default defineConfig({
  ...federated,
  plugins: [...(federated.plugins ?? []), poseModels()],
});
