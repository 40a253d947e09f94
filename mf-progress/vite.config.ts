import { defineFederatedApp } from '@repwise/federation/vite';
import { defineConfig } from 'vite';
import packageJson from './package.json' with { type: 'json' };

export default defineConfig(
  defineFederatedApp({
    name: 'mf_progress',
    packageJson,
    port: 5177,
    exposes: { './app': './src/app.tsx' },
  }),
);
