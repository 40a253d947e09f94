import { defineWorkspaceConfig } from '../../vitest.shared.mjs';

export default defineWorkspaceConfig({ name: 'analytics-service', needsInfra: true });
