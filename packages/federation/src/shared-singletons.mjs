// @ts-check
/** Packages the federated apps share as one runtime copy: the one list. */
export const sharedSingletonPackages = /** @type {const} */ ([
  'react',
  'react-dom',
  'react-router-dom',
  'jotai',
  'swr',
  'styled-components',
  '@repwise/contracts',
  '@repwise/domain',
  '@repwise/ui',
]);

/**
 * The singletons the host (the shell) provides: React itself. @module-federation/vite loads every
 * share a host provides before its first page renders, whichever page it is, so each one the shell
 * provided was paid for by `/` (259 KB of gzipped JavaScript with all nine; the budget is 160 KB).
 * The shell bundles its own tree-shaken copies of the others, and the remotes share theirs among
 * themselves (the first remote to load one registers it). Nothing crosses between the shell's and a
 * remote's copies: each area is its own React root and gets what it needs from the shell through
 * `RemoteAppProps`. Tree-shaken host shares (`runtime-infer`) were tried and dropped: a remote that
 * needs more exports makes the host load a second, full copy, and shell code evaluated after that
 * can pick it up (two jotai stores: toasts from remotes never showed).
 */
export const hostProvidedPackages = /** @type {const} */ (['react', 'react-dom']);

/**
 * Module Federation's `shared` option for an app: every singleton it depends on (for the host, only
 * those it provides), at the version range it declares (a mismatch surfaces as a federation warning).
 * @param {Readonly<Record<string, string>>} dependencies
 * @param {{ isHost?: boolean }} [options]
 */
export function sharedFromDependencies(dependencies, { isHost = false } = {}) {
  /** @type {Record<string, { singleton: true; requiredVersion: string }>} */
  const shared = {};
  for (const name of sharedSingletonPackages) {
    const version = dependencies[name];
    if (version === undefined) continue;
    if (isHost && !hostProvidedPackages.some((provided) => provided === name)) continue;
    shared[name] = { singleton: true, requiredVersion: version };
  }
  return shared;
}
