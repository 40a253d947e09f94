import { defineWorkspaceConfig } from '../vitest.shared.mjs';

export default defineWorkspaceConfig({ name: 'mf-onboarding', isReact: true });
