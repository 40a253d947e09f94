import { defineWorkspaceConfig } from '../../vitest.shared.mjs';

export default defineWorkspaceConfig({ name: 'workouts-service', needsInfra: true });
