import { defineWorkspaceConfig } from '../../vitest.shared.mjs';

export default defineWorkspaceConfig({ name: 'coach-service', needsInfra: true });
