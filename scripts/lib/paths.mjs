// Where the project keeps its local tools, data and logs (all git-ignored).
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const toolsDir = path.join(repoRoot, '.tools');
export const toolsBinDir = path.join(toolsDir, 'bin');
export const dataDir = path.join(repoRoot, '.data');
export const logsDir = path.join(dataDir, 'logs');
export const artifactsDir = path.join(repoRoot, 'artifacts');
/** Written by `npm start` while the system runs: its URLs and Redis, for `npm run ops`. */
export const runtimeFile = path.join(dataDir, 'runtime.json');
