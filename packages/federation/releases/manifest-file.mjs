// @ts-check
// The runtime manifest file (`remotes.json`) that the shell's server answers on every request.
// Changing one remote's entry is a read-modify-write under a lock file (two publishes at once keep
// both changes), and the new file is written beside the old one and renamed over it, so a request
// never reads a half-written manifest. Node built-ins only.
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** A lock older than this was left by a publish that died; it is taken over. */
const staleLockMs = 30_000;

/**
 * @typedef {{ entry: string; version?: string;
 *   shared?: Record<string, { version: string; requiredVersion: string }> }} ManifestEntry
 */

/**
 * The manifest as stored: remote name → entry. A missing file is an empty manifest; a file that is
 * not a JSON object throws rather than being replaced.
 * @param {string} manifestFile
 * @returns {Record<string, ManifestEntry>}
 */
export function readManifestFile(manifestFile) {
  if (!existsSync(manifestFile)) return {};
  const text = readFileSync(manifestFile, 'utf8');
  let manifest;
  try {
    manifest = JSON.parse(text);
  } catch (error) {
    throw new Error(`${manifestFile} is not valid JSON; fix or remove it first`, { cause: error });
  }
  if (typeof manifest !== 'object' || manifest === null || Array.isArray(manifest))
    throw new Error(`${manifestFile} is not a JSON object; fix or remove it first`);
  return manifest;
}

/**
 * Replaces the whole file in one rename (readers see the old or the new manifest, never a mix).
 * @param {string} manifestFile
 * @param {Record<string, ManifestEntry>} manifest
 */
export function writeManifestFile(manifestFile, manifest) {
  const temporary = `${manifestFile}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  try {
    writeFileSync(temporary, `${JSON.stringify(manifest, null, 2)}\n`);
    renameSync(temporary, manifestFile);
  } finally {
    rmSync(temporary, { force: true });
  }
}

/**
 * Changes the manifest under its lock: `change` gets the current manifest and answers the next one
 * (or throws, which leaves the file as it was). Checks made inside `change` see the manifest that
 * will be replaced, so two publishes at once cannot both pass a check against a stale copy.
 * @template T
 * @param {string} manifestFile
 * @param {(manifest: Record<string, ManifestEntry>) => Promise<{ manifest: Record<string, ManifestEntry>; result: T }>} change
 * @param {{ lockTimeoutMs?: number }} [options]
 * @returns {Promise<T>}
 */
export async function updateManifestFile(manifestFile, change, options = {}) {
  const release = await acquireLock(`${manifestFile}.lock`, options.lockTimeoutMs ?? 10_000);
  try {
    const { manifest, result } = await change(readManifestFile(manifestFile));
    writeManifestFile(manifestFile, manifest);
    return result;
  } finally {
    release();
  }
}

/**
 * Sets one remote's entry and answers the entry it replaced (undefined when it had none).
 * @param {string} manifestFile
 * @param {string} remoteName
 * @param {ManifestEntry} entry
 * @param {{ lockTimeoutMs?: number }} [options]
 * @returns {Promise<ManifestEntry | undefined>}
 */
export function setManifestEntry(manifestFile, remoteName, entry, options = {}) {
  return updateManifestFile(
    manifestFile,
    async (manifest) => ({
      manifest: { ...manifest, [remoteName]: entry },
      result: manifest[remoteName],
    }),
    options,
  );
}

/**
 * Creates `lockFile` exclusively, waiting while another process holds it; answers its release.
 * @param {string} lockFile
 * @param {number} timeoutMs
 * @returns {Promise<() => void>}
 */
async function acquireLock(lockFile, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      closeSync(openSync(lockFile, 'wx'));
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
    }
    if (isStale(lockFile)) {
      rmSync(lockFile, { force: true });
      continue;
    }
    if (Date.now() > deadline)
      throw new Error(`another publish holds ${lockFile}; try again when it has finished`);
    await sleep(25 + Math.random() * 25);
  }
}

/** @param {string} lockFile */
function isStale(lockFile) {
  try {
    return Date.now() - statSync(lockFile).mtimeMs > staleLockMs;
  } catch {
    // Released between our attempt and the stat: not stale, just free now.
    return false;
  }
}
