// @ts-check
// Whether a remote's build can go live in the running system: the singletons the shell provides
// must suit it, and it must agree with every other live remote on the singletons remotes share among
// themselves (whichever remote registers one first, every remote runs with that copy).
import { hostProvidedPackages } from '../src/shared-singletons.mjs';
import { describeSharedMismatch, findSharedMismatches } from '../src/shared-compatibility.mjs';

/**
 * @typedef {Record<string, { version: string; requiredVersion: string }>} SharedRecord
 * @typedef {{ entry: string; version?: string; shared?: SharedRecord }} ManifestEntry
 */

/**
 * The versions a shared record brings, optionally without the host-provided packages.
 * @param {SharedRecord} shared
 * @param {{ withoutHostProvided?: boolean }} [options]
 */
function providedVersions(shared, { withoutHostProvided = false } = {}) {
  return Object.fromEntries(
    Object.entries(shared)
      .filter(([name]) => !withoutHostProvided || !hostProvidedPackages.some((p) => p === name))
      .map(([name, record]) => [name, record.version]),
  );
}

/**
 * Every reason `candidate` (a remote's build) cannot go live beside the running shell (whose build
 * record says what it provides) and the other remotes in `manifest`; empty when it can. Remotes
 * without a shared record (built before records existed) are not compared.
 * @param {{ name: string; shared: SharedRecord }} candidate
 * @param {{ shellShared: SharedRecord; manifest: Readonly<Record<string, ManifestEntry>> }} running
 * @returns {string[]}
 */
export function findReleaseConflicts(candidate, { shellShared, manifest }) {
  const problems = findSharedMismatches(providedVersions(shellShared), candidate.shared).map(
    (mismatch) => `it ${describeSharedMismatch(mismatch, 'the running shell')}`,
  );
  const candidateProvides = providedVersions(candidate.shared, { withoutHostProvided: true });
  for (const [otherName, other] of Object.entries(manifest)) {
    if (otherName === candidate.name || !other.shared) continue;
    const otherLabel = `${otherName}${other.version ? ` ${other.version}` : ''}`;
    const otherProvides = providedVersions(other.shared, { withoutHostProvided: true });
    for (const mismatch of findSharedMismatches(otherProvides, candidate.shared))
      problems.push(`it ${describeSharedMismatch(mismatch, otherLabel)}`);
    for (const mismatch of findSharedMismatches(candidateProvides, other.shared))
      problems.push(`${otherLabel} ${describeSharedMismatch(mismatch, 'this build')}`);
  }
  return problems;
}
