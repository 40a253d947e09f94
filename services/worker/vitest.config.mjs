import { defineWorkspaceConfig } from '../../vitest.shared.mjs';

export default defineWorkspaceConfig({ name: 'worker', needsInfra: true });
