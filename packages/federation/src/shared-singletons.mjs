// @ts-check
/** Packages every federated app shares as one runtime copy (the host's): the one list. */
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
 * Singletons the host provides tree-shaken (only the exports the shell uses) to keep its first load
 * small. A remote that needs more of one gets the host's full copy, loaded on demand (Module
 * Federation's `runtime-infer` mode compares the exports each side uses). Only packages no other
 * share imports: @module-federation/vite 1.23 loads a tree-shaken share when a module first imports
 * it, not in the host's dependency-ordered start-up batches, so a share that imports one (ui imports
 * styled-components) could run before it arrived (seen: "h.div is not a function" on every other
 * load). react and react-dom are provided whole; @repwise/ui is not provided (below).
 */
export const hostTreeShakenPackages = /** @type {const} */ ([
  'react-router-dom',
  'styled-components',
  'jotai',
  '@repwise/contracts',
]);

/**
 * Singletons the host does not provide. swr and @repwise/domain: the shell uses them only in lazily
 * loaded pages (the onboarding guard; the password meter and tours), while Module Federation loads
 * every share a host provides before its first page renders. @repwise/ui: it imports the
 * tree-shaken styled-components share (see above), so the shell bundles the few primitives it uses.
 * The first remote that loads one of these registers it and the other remotes share that copy.
 */
export const hostOmittedPackages = /** @type {const} */ (['swr', '@repwise/domain', '@repwise/ui']);

/**
 * Module Federation's `shared` option for an app: every singleton it depends on, at the version
 * range it declares (a mismatch between apps then surfaces as a federation warning).
 * @param {Readonly<Record<string, string>>} dependencies
 */
export function sharedFromDependencies(dependencies, { isHost = false } = {}) {
  /** @type {Record<string, { singleton: true; requiredVersion: string; treeShaking?: { mode: 'runtime-infer' } }>} */
  const shared = {};
  for (const name of sharedSingletonPackages) {
    const version = dependencies[name];
    if (version === undefined) continue;
    if (isHost && hostOmittedPackages.some((omitted) => omitted === name)) continue;
    shared[name] = { singleton: true, requiredVersion: version };
    if (isHost && hostTreeShakenPackages.some((shaken) => shaken === name)) {
      shared[name].treeShaking = { mode: 'runtime-infer' };
    }
  }
  return shared;
}
