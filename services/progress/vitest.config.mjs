import { defineWorkspaceConfig } from '../../vitest.shared.mjs';

export default defineWorkspaceConfig({ name: 'progress-service', needsInfra: true });
