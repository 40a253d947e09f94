import { defineFederatedApp } from '@repwise/federation/vite';
import { defineConfig } from 'vite';
import packageJson from './package.json' with { type: 'json' };

export default defineConfig(
  defineFederatedApp({
    name: 'mf_pose',
    packageJson,
    port: 5176,
    exposes: { './app': './src/app.tsx' },
  }),
);
