import { defineWorkspaceConfig } from '../vitest.shared.mjs';

export default defineWorkspaceConfig({ name: 'shell', isReact: true });
