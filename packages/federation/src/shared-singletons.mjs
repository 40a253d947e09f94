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
 * Module Federation's `shared` option for an app: every singleton it depends on, at the version
 * range it declares (a mismatch between apps then surfaces as a federation warning).
 * @param {Readonly<Record<string, string>>} dependencies
 */
export function sharedFromDependencies(dependencies) {
  /** @type {Record<string, { singleton: true; requiredVersion: string }>} */
  const shared = {};
  for (const name of sharedSingletonPackages) {
    const version = dependencies[name];
    if (version !== undefined) shared[name] = { singleton: true, requiredVersion: version };
  }
  return shared;
}
