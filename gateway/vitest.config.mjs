import { defineWorkspaceConfig } from '../vitest.shared.mjs';

export default defineWorkspaceConfig({ name: 'gateway', needsInfra: true });
