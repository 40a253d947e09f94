/** Packages every federated app shares as one runtime copy (the host's), declared only here. */
export const sharedSingletonPackages = [
  'react',
  'react-dom',
  'react-router-dom',
  'jotai',
  'swr',
  'styled-components',
  '@repwise/contracts',
  '@repwise/domain',
  '@repwise/ui',
] as const;

/** A package name from the shared-singletons list. */
export type SharedSingletonPackage = (typeof sharedSingletonPackages)[number];

/** One entry of Module Federation's `shared` option. */
export interface SharedPackageConfig {
  singleton: true;
  requiredVersion: string;
}

/**
 * Builds the `shared` option from an app's dependency versions: every singleton the app depends on,
 * with the version range it was built against (a mismatch then surfaces as a federation warning).
 */
export function buildSharedConfig(
  dependencies: Readonly<Record<string, string>>,
): Record<string, SharedPackageConfig> {
  const shared: Record<string, SharedPackageConfig> = {};
  for (const name of sharedSingletonPackages) {
    const version = dependencies[name];
    if (version !== undefined)
      shared[name] = { singleton: true, requiredVersion: version === '*' ? '*' : version };
  }
  return shared;
}
