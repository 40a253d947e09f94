/** A version as numbers: `1.2.3-rc.1` → major 1, minor 2, patch 3, prerelease ['rc', '1']. */
export interface Version {
  major: number;
  minor: number;
  patch: number;
  prerelease: string[];
}

/** What a build recorded about one shared singleton: the version it was built against and its range. */
export interface SharedBuildRecord {
  /** The package version the build resolved and compiled against, e.g. `19.3.1`. */
  version: string;
  /** The range it declares to Module Federation (`requiredVersion`), e.g. `^19.0.0`. */
  requiredVersion: string;
}

/** Why a build cannot run with a provided singleton. */
export interface SharedMismatch extends SharedBuildRecord {
  packageName: string;
  providedVersion: string;
  /**
   * `outside-range`: the provided version is not in `requiredVersion`; `different-major`: in range
   * but another major than the build's; `unreadable`: a version or range this check cannot read.
   */
  reason: 'outside-range' | 'different-major' | 'unreadable';
}

/** Parses `1.2.3`, `v1.2.3-rc.1` or `1.2.3+build` into numbers; null for anything else. */
export declare function parseVersion(text: string): Version | null;

/** Whether a version lies in an npm range (`*` and '' allow anything); null when either is unreadable. */
export declare function satisfiesRange(versionText: string, rangeText: string): boolean | null;

/**
 * What stops a build from running with the singletons another app provides: each provided package
 * the build shares must be in its `requiredVersion` range and of the major it was built against.
 * No `shared` record means nothing to check (an empty list).
 */
export declare function findSharedMismatches(
  provided: Readonly<Record<string, string>>,
  shared: Readonly<Record<string, SharedBuildRecord>> | undefined,
): SharedMismatch[];

/** One mismatch in words, e.g. "needs react ^18.3.1, but the shell provides 19.3.1". */
export declare function describeSharedMismatch(mismatch: SharedMismatch, provider?: string): string;
