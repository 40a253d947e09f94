import { defineWorkspaceConfig } from '../vitest.shared.mjs';

export default defineWorkspaceConfig({ name: 'mf-progress', isReact: true });
