import { mkdtempSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  chooseRollbackTarget,
  commitRelease,
  createStagingDir,
  isValidReleaseVersion,
  listReleases,
  readRelease,
  ReleaseError,
} from '../releases/release-store.mjs';

let remoteDir: string;
beforeEach(() => {
  remoteDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'release-store-')), 'mf-coach');
  mkdirSync(remoteDir);
});
afterEach(() => rmSync(path.dirname(remoteDir), { recursive: true, force: true }));

/** A staged build as Vite leaves it: files plus build.json naming its version. */
function stageBuild(version: string, text = 'export const x = 1;') {
  const staging = createStagingDir(remoteDir);
  writeFileSync(path.join(staging, 'remoteEntry.js'), text);
  writeFileSync(
    path.join(staging, 'build.json'),
    JSON.stringify({
      name: 'mf_coach',
      packageName: '@repwise/mf-coach',
      packageVersion: '0.1.0',
      buildId: version.slice(6),
      version,
      shared: { react: { version: '19.3.1', requiredVersion: '19.3.1' } },
    }),
  );
  return staging;
}

describe('commitRelease', () => {
  it('renames the staged build into its version folder with a release record', () => {
    const staging = stageBuild('0.1.0-aaa');
    const { release, isNew } = commitRelease(remoteDir, staging, {
      publishedAt: '2026-11-14T10:00:00.000Z',
      source: 'mf-coach',
    });
    expect(isNew).toBe(true);
    expect(release).toMatchObject({ version: '0.1.0-aaa', source: 'mf-coach', name: 'mf_coach' });
    expect(readdirSync(remoteDir)).toEqual(['0.1.0-aaa']);
    expect(readRelease(remoteDir, '0.1.0-aaa')).toEqual(release);
  });

  it('never overwrites a release: the same version again keeps the first and drops the copy', () => {
    commitRelease(remoteDir, stageBuild('0.1.0-aaa', 'first'), {
      publishedAt: '2026-11-14T10:00:00.000Z',
      source: 'mf-coach',
    });
    const again = commitRelease(remoteDir, stageBuild('0.1.0-aaa', 'second'), {
      publishedAt: '2026-11-14T11:00:00.000Z',
      source: 'elsewhere',
    });
    expect(again.isNew).toBe(false);
    expect(again.release.publishedAt).toBe('2026-11-14T10:00:00.000Z');
    expect(readdirSync(remoteDir)).toEqual(['0.1.0-aaa']);
  });

  it('refuses a folder without build.json', () => {
    const staging = createStagingDir(remoteDir);
    expect(() => commitRelease(remoteDir, staging, { publishedAt: 'x', source: 'y' })).toThrow(
      ReleaseError,
    );
  });
});

describe('listReleases', () => {
  it('lists complete releases oldest first and ignores staging folders', () => {
    commitRelease(remoteDir, stageBuild('0.1.0-bbb'), {
      publishedAt: '2026-11-14T12:00:00.000Z',
      source: 's',
    });
    commitRelease(remoteDir, stageBuild('0.1.0-aaa'), {
      publishedAt: '2026-11-14T10:00:00.000Z',
      source: 's',
    });
    stageBuild('0.1.0-ccc');
    expect(listReleases(remoteDir).map((release) => release.version)).toEqual([
      '0.1.0-aaa',
      '0.1.0-bbb',
    ]);
  });

  it('answers no releases for a remote never published', () => {
    expect(listReleases(path.join(remoteDir, 'missing'))).toEqual([]);
  });
});

describe('isValidReleaseVersion', () => {
  it.each([
    ['0.1.0-9c0eed458afe', true],
    ['../etc', false],
    ['.staging-1', false],
    ['a/b', false],
    ['', false],
  ])('%j → %s', (version, expected) => {
    expect(isValidReleaseVersion(version)).toBe(expected);
    if (!expected) expect(readRelease(remoteDir, version)).toBeNull();
  });
});

describe('chooseRollbackTarget', () => {
  const candidates = [
    { version: 'v3', publishedAt: '2026-11-14T12:00:00.000Z' },
    { version: 'v1', publishedAt: '2026-11-14T10:00:00.000Z' },
    { version: 'v2', publishedAt: '2026-11-14T11:00:00.000Z' },
  ];

  it('goes back to the version published before the live one', () => {
    expect(chooseRollbackTarget(candidates, 'v3', undefined).version).toBe('v2');
    expect(chooseRollbackTarget(candidates, 'v2', undefined).version).toBe('v1');
  });

  it('makes any named version live, newer ones included', () => {
    expect(chooseRollbackTarget(candidates, 'v1', 'v3').version).toBe('v3');
  });

  it('refuses an unknown version and lists the known ones', () => {
    expect(() => chooseRollbackTarget(candidates, 'v3', 'v9')).toThrow(
      'there is no version "v9" (known: v3, v1, v2)',
    );
  });

  it('refuses to guess when nothing is older or the live version is unknown', () => {
    expect(() => chooseRollbackTarget(candidates, 'v1', undefined)).toThrow(
      'nothing was published before the live version v1',
    );
    expect(() => chooseRollbackTarget(candidates, undefined, undefined)).toThrow(
      /name the version to roll back to/,
    );
  });
});
