// @ts-check
// A remote's releases: immutable folders `<releases>/<remote folder>/<version>/` holding one build
// (its files, its build.json and a release.json), all served side by side so any of them can be
// made live again. A build is written into a dot-named staging folder (never listed, never served)
// and renamed into place in one step, so a release folder is either absent or complete.
// Node built-ins only.
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { readBuildInfo } from '../build-info.mjs';

/** The record `publish-remote` writes into each release folder. */
export const releaseFileName = 'release.json';

/**
 * @typedef {import('../build-info.mjs').BuildInfo & { publishedAt: string; source: string }} Release
 */

/** Why a release operation was refused; its message is meant for the person publishing. */
export class ReleaseError extends Error {
  /** @override */
  name = 'ReleaseError';
}

/**
 * Whether `version` can name a release folder and URL segment (no slashes, no leading dot).
 * @param {string} version
 */
export function isValidReleaseVersion(version) {
  return /^[0-9A-Za-z][0-9A-Za-z._-]{0,99}$/.test(version);
}

/**
 * Every complete release of one remote, oldest first (by publish time, then version).
 * @param {string} remoteDir `<releases>/<remote folder>`
 * @returns {Release[]}
 */
export function listReleases(remoteDir) {
  if (!existsSync(remoteDir)) return [];
  return readdirSync(remoteDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && isValidReleaseVersion(entry.name))
    .map((entry) => readRelease(remoteDir, entry.name))
    .filter((release) => release !== null)
    .sort(
      (a, b) => a.publishedAt.localeCompare(b.publishedAt) || a.version.localeCompare(b.version),
    );
}

/**
 * One release, or null when the version is unknown (or its folder holds no release record).
 * @param {string} remoteDir
 * @param {string} version
 * @returns {Release | null}
 */
export function readRelease(remoteDir, version) {
  if (!isValidReleaseVersion(version)) return null;
  const file = path.join(remoteDir, version, releaseFileName);
  if (!existsSync(file)) return null;
  const release = JSON.parse(readFileSync(file, 'utf8'));
  return release?.version === version && typeof release.publishedAt === 'string' ? release : null;
}

/**
 * A new empty staging folder inside `remoteDir` for one build (same file system as the releases,
 * so committing it is a rename).
 * @param {string} remoteDir
 */
export function createStagingDir(remoteDir) {
  const dir = path.join(remoteDir, `.staging-${randomBytes(6).toString('hex')}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * Turns a finished build in `stagingDir` into the release named by its build.json. When that
 * version already exists (the same output published before), the staged copy is dropped and the
 * existing release is answered with `isNew: false`; releases are never overwritten.
 * @param {string} remoteDir
 * @param {string} stagingDir
 * @param {{ publishedAt: string; source: string }} details
 * @returns {{ release: Release; isNew: boolean }}
 */
export function commitRelease(remoteDir, stagingDir, { publishedAt, source }) {
  const info = readBuildInfo(stagingDir);
  if (!info) throw new ReleaseError(`${stagingDir} holds no build.json: is it a federated build?`);
  if (!isValidReleaseVersion(info.version))
    throw new ReleaseError(`build.json names an unusable version "${info.version}"`);
  const existing = readRelease(remoteDir, info.version);
  if (existing) {
    rmSync(stagingDir, { recursive: true, force: true });
    return { release: existing, isNew: false };
  }
  /** @type {Release} */
  const release = { ...info, publishedAt, source };
  writeFileSync(path.join(stagingDir, releaseFileName), `${JSON.stringify(release, null, 2)}\n`);
  try {
    renameSync(stagingDir, path.join(remoteDir, info.version));
  } catch (error) {
    rmSync(stagingDir, { recursive: true, force: true });
    // Another publish of the same output won the rename: its release is the same build.
    const raced = readRelease(remoteDir, info.version);
    if (raced) return { release: raced, isNew: false };
    throw error;
  }
  return { release, isNew: true };
}

/**
 * The release a rollback makes live: `requestedVersion` when given (any known version), else the
 * newest one published before the active version. `candidates` are every servable version with its
 * publish time, in any order.
 * @template {{ version: string; publishedAt: string }} T
 * @param {readonly T[]} candidates
 * @param {string | undefined} activeVersion
 * @param {string | undefined} requestedVersion
 * @returns {T}
 */
export function chooseRollbackTarget(candidates, activeVersion, requestedVersion) {
  const known = () => candidates.map((candidate) => candidate.version).join(', ') || 'none';
  if (requestedVersion !== undefined) {
    const requested = candidates.find((candidate) => candidate.version === requestedVersion);
    if (!requested)
      throw new ReleaseError(`there is no version "${requestedVersion}" (known: ${known()})`);
    return requested;
  }
  const ordered = [...candidates].sort(
    (a, b) => a.publishedAt.localeCompare(b.publishedAt) || a.version.localeCompare(b.version),
  );
  const activeIndex = ordered.findIndex((candidate) => candidate.version === activeVersion);
  if (activeIndex === -1)
    throw new ReleaseError(
      `the live version (${activeVersion ?? 'unversioned'}) is not a known release, so there is no "previous" one: name the version to roll back to (known: ${known()})`,
    );
  const previous = ordered[activeIndex - 1];
  if (!previous)
    throw new ReleaseError(`nothing was published before the live version ${activeVersion}`);
  return previous;
}
