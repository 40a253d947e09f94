// Installs npm dependencies when node_modules is missing or older than the lockfile.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths.mjs';
import { runOrThrow, step } from './run-command.mjs';

/** Runs `npm ci` when the installed tree does not match package-lock.json. */
export async function ensureDependencies() {
  const lockFile = path.join(repoRoot, 'package-lock.json');
  const installedMarker = path.join(repoRoot, 'node_modules', '.package-lock.json');
  const isInstalled =
    existsSync(installedMarker) &&
    (!existsSync(lockFile) || statSync(installedMarker).mtimeMs >= statSync(lockFile).mtimeMs);
  if (isInstalled) return;
  step('Installing npm dependencies');
  const env = { ...process.env, ONNXRUNTIME_NODE_INSTALL: 'skip' };
  const args = existsSync(lockFile)
    ? ['ci', '--no-audit', '--no-fund']
    : ['install', '--no-audit', '--no-fund'];
  await runOrThrow('npm', args, { cwd: repoRoot, env });
}
