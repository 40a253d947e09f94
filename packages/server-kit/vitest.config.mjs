import { defineWorkspaceConfig } from '../../vitest.shared.mjs';

// The database helpers are tested against the real FerretDB the harness starts.
export default defineWorkspaceConfig({ name: 'server-kit', needsInfra: true });
