/** Packages every federated app shares as one runtime copy (the host's): the one list. */
export declare const sharedSingletonPackages: readonly [
  'react',
  'react-dom',
  'react-router-dom',
  'jotai',
  'swr',
  'styled-components',
  '@repwise/contracts',
  '@repwise/domain',
  '@repwise/ui',
];

/** A package name from the shared-singletons list. */
export type SharedSingletonPackage = (typeof sharedSingletonPackages)[number];

/** The singletons the host provides (React itself); the shell bundles its own copies of the rest. */
export declare const hostProvidedPackages: readonly SharedSingletonPackage[];

/** Module Federation's `shared` option for an app's dependencies (for the host, what it provides). */
export declare function sharedFromDependencies(
  dependencies: Readonly<Record<string, string>>,
  options?: { isHost?: boolean },
): Record<string, { singleton: true; requiredVersion: string }>;
