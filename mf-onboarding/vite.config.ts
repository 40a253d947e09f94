import { defineFederatedApp } from '@repwise/federation/vite';
import { defineConfig } from 'vite';
import packageJson from './package.json' with { type: 'json' };

export default defineConfig(
  defineFederatedApp({
    name: 'mf_onboarding',
    packageJson,
    port: 5174,
    exposes: { './app': './src/app.tsx' },
  }),
);
