// @ts-check
// The one compatibility rule between a remote's build and the shared singletons it will run with.
// Plain dependency-free JavaScript: the shell checks manifest entries with it in the browser, and
// `publish-remote` and the Vite build use it in Node. It reads the subset of npm's range syntax the
// workspace uses: exact and partial versions, x-ranges, ^, ~, comparators (<, <=, >, >=, =), ranges
// joined by spaces (and) or `||` (or). Anything else is reported as unreadable, never guessed at.

const versionPattern = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;
const partialPattern =
  /^(<=|>=|<|>|=|\^|~>?)?v?(\d+|[xX*])(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;

/** @typedef {{ major: number; minor: number; patch: number; prerelease: string[] }} Version */
/** @typedef {{ operator: '<' | '<=' | '>' | '>=' | '='; version: Version }} Comparator */
/**
 * @typedef {{ packageName: string; providedVersion: string; version: string; requiredVersion: string;
 *   reason: 'outside-range' | 'different-major' | 'unreadable' }} SharedMismatch
 */

/**
 * Parses `1.2.3`, `v1.2.3-rc.1` or `1.2.3+build` into numbers; null for anything else.
 * @param {string} text
 * @returns {Version | null}
 */
export function parseVersion(text) {
  const match = versionPattern.exec(text.trim());
  if (!match) return null;
  return {
    major: Number(match[1]),
    minor: Number(match[2]),
    patch: Number(match[3]),
    prerelease: match[4] ? match[4].split('.') : [],
  };
}

/**
 * Orders two versions as semver does (a prerelease sorts before its release).
 * @param {Version} a
 * @param {Version} b
 */
function compareVersions(a, b) {
  const core = a.major - b.major || a.minor - b.minor || a.patch - b.patch;
  if (core !== 0) return Math.sign(core);
  if (a.prerelease.length === 0 || b.prerelease.length === 0)
    return Math.sign(b.prerelease.length - a.prerelease.length);
  for (let index = 0; index < Math.max(a.prerelease.length, b.prerelease.length); index += 1) {
    const left = a.prerelease[index];
    const right = b.prerelease[index];
    if (left === undefined) return -1;
    if (right === undefined) return 1;
    if (left === right) continue;
    const bothNumeric = /^\d+$/.test(left) && /^\d+$/.test(right);
    if (bothNumeric) return Math.sign(Number(left) - Number(right));
    return left < right ? -1 : 1;
  }
  return 0;
}

/**
 * @param {number} major
 * @param {number} minor
 * @param {number} patch
 * @param {string[]} [prerelease]
 * @returns {Version}
 */
function version(major, minor, patch, prerelease = []) {
  return { major, minor, patch, prerelease };
}

/**
 * One space-free range token (`^1.2`, `>=2.0.0`, `1.x`) as the comparators it stands for.
 * @param {string} token
 * @returns {Comparator[] | null}
 */
function parseToken(token) {
  const match = partialPattern.exec(token);
  if (!match) return null;
  const operator = match[1] ?? '';
  const isWild = (/** @type {string | undefined} */ part) =>
    part === undefined || /^[xX*]$/.test(part);
  if (isWild(match[2])) return operator === '<' || operator === '>' ? null : [];
  const major = Number(match[2]);
  const hasMinor = !isWild(match[3]);
  const hasPatch = hasMinor && !isWild(match[4]);
  const minor = hasMinor ? Number(match[3]) : 0;
  const patch = hasPatch ? Number(match[4]) : 0;
  const prerelease = hasPatch && match[5] ? match[5].split('.') : [];
  const lower = version(major, minor, patch, prerelease);
  /** The first version past the partial one: `1.2` → 1.3.0, `1` → 2.0.0. */
  const pastPartial = hasMinor ? version(major, minor + 1, 0) : version(major + 1, 0, 0);
  switch (operator) {
    case '^': {
      const upper =
        major > 0 || !hasMinor
          ? version(major + 1, 0, 0)
          : minor > 0 || !hasPatch
            ? version(0, minor + 1, 0)
            : version(0, 0, patch + 1);
      return [
        { operator: '>=', version: lower },
        { operator: '<', version: upper },
      ];
    }
    case '~':
    case '~>':
      return [
        { operator: '>=', version: lower },
        { operator: '<', version: hasMinor ? version(major, minor + 1, 0) : pastPartial },
      ];
    case '>':
      return [
        hasPatch ? { operator: '>', version: lower } : { operator: '>=', version: pastPartial },
      ];
    case '>=':
      return [{ operator: '>=', version: lower }];
    case '<':
      return [{ operator: '<', version: lower }];
    case '<=':
      return [
        hasPatch ? { operator: '<=', version: lower } : { operator: '<', version: pastPartial },
      ];
    default:
      return hasPatch
        ? [{ operator: '=', version: lower }]
        : [
            { operator: '>=', version: lower },
            { operator: '<', version: pastPartial },
          ];
  }
}

/**
 * @param {Version} candidate
 * @param {Comparator} comparator
 */
function meets(candidate, { operator, version: bound }) {
  const order = compareVersions(candidate, bound);
  if (operator === '<') return order < 0;
  if (operator === '<=') return order <= 0;
  if (operator === '>') return order > 0;
  if (operator === '>=') return order >= 0;
  return order === 0;
}

/**
 * Whether `versionText` lies in the npm range `rangeText` (`*` and an empty range allow anything);
 * null when either cannot be read. Prereleases compare by precedence only (npm's rule that a range
 * admits prereleases only of its own bounds is not applied).
 * @param {string} versionText
 * @param {string} rangeText
 * @returns {boolean | null}
 */
export function satisfiesRange(versionText, rangeText) {
  const candidate = parseVersion(versionText);
  if (!candidate) return null;
  let isSatisfied = false;
  for (const alternative of rangeText.split('||')) {
    const tokens = alternative
      .trim()
      .replace(/(<=|>=|<|>|=|\^|~>?)\s+/g, '$1')
      .split(/\s+/)
      .filter(Boolean);
    /** @type {Comparator[]} */
    const comparators = [];
    for (const token of tokens) {
      const parsed = parseToken(token);
      if (!parsed) return null;
      comparators.push(...parsed);
    }
    if (comparators.every((comparator) => meets(candidate, comparator))) isSatisfied = true;
  }
  return isSatisfied;
}

/**
 * Whether two versions share a major version (for 0.x, the minor: semver's breaking digit).
 * @param {Version} a
 * @param {Version} b
 */
function hasSameMajor(a, b) {
  return a.major === b.major && (a.major !== 0 || a.minor === b.minor);
}

/**
 * What stops a build from running with the singletons another app provides. For each provided
 * package the build shares: the provided version must lie in the build's `requiredVersion` range,
 * and have the major version the build was compiled against (a loose range such as `*` or `>=18`
 * does not let React 18 code run on React 19). Packages the build does not share are its own
 * business. No `shared` record (an older build or a dev server) means nothing to check.
 * @param {Readonly<Record<string, string>>} provided package → version provided at runtime
 * @param {Readonly<Record<string, { version: string; requiredVersion: string }>> | undefined} shared
 * @returns {SharedMismatch[]}
 */
export function findSharedMismatches(provided, shared) {
  /** @type {SharedMismatch[]} */
  const mismatches = [];
  if (!shared) return mismatches;
  for (const [packageName, providedVersion] of Object.entries(provided)) {
    const record = shared[packageName];
    if (!record) continue;
    const base = { packageName, providedVersion, ...record };
    const isInRange = satisfiesRange(providedVersion, record.requiredVersion);
    const built = parseVersion(record.version);
    const given = parseVersion(providedVersion);
    if (isInRange === null || !built || !given) mismatches.push({ ...base, reason: 'unreadable' });
    else if (!isInRange) mismatches.push({ ...base, reason: 'outside-range' });
    else if (!hasSameMajor(built, given)) mismatches.push({ ...base, reason: 'different-major' });
  }
  return mismatches;
}

/**
 * One mismatch in words, e.g. "needs react ^18.3.1, but the shell provides 19.3.1".
 * @param {SharedMismatch} mismatch
 * @param {string} [provider]
 */
export function describeSharedMismatch(mismatch, provider = 'the shell') {
  const { packageName, providedVersion, requiredVersion, version: builtVersion } = mismatch;
  if (mismatch.reason === 'outside-range')
    return `needs ${packageName} ${requiredVersion}, but ${provider} provides ${providedVersion}`;
  if (mismatch.reason === 'different-major')
    return `was built against ${packageName} ${builtVersion}, but ${provider} provides ${providedVersion} (another major version)`;
  return `declares ${packageName} "${requiredVersion}" (built against "${builtVersion}"), which cannot be checked against ${providedVersion} from ${provider}`;
}
