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

/** Singletons the host provides tree-shaken (`runtime-infer`); remotes needing more get the full copy. */
export declare const hostTreeShakenPackages: readonly SharedSingletonPackage[];

/** Singletons the host leaves to the remotes (it needs them only on signed-in pages). */
export declare const hostOmittedPackages: readonly SharedSingletonPackage[];

/** Module Federation's `shared` option for an app's dependencies (the host's with tree-shaking). */
export declare function sharedFromDependencies(
  dependencies: Readonly<Record<string, string>>,
  options?: { isHost?: boolean },
): Record<
  string,
  { singleton: true; requiredVersion: string; treeShaking?: { mode: 'runtime-infer' } }
>;
