import { defineFederatedApp } from '@repwise/federation/vite';
import { defineConfig } from 'vite';
import packageJson from './package.json' with { type: 'json' };

const gatewayUrl = process.env.REPWISE_GATEWAY_URL ?? 'http://127.0.0.1:8080';
const federated = defineFederatedApp({ name: 'shell', packageJson, port: 5173, isHost: true });

export default defineConfig({
  ...federated,
  // In development the Vite server forwards /api to the gateway, as the deployment's proxy does.
  server: { ...federated.server, proxy: { '/api': gatewayUrl } },
});
