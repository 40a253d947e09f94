import { describe, expect, it } from 'vitest';
import { findReleaseConflicts } from '../releases/check-release.mjs';

const shellShared = {
  react: { version: '19.3.1', requiredVersion: '19.3.1' },
  'react-dom': { version: '19.3.1', requiredVersion: '19.3.1' },
};
const coachShared = {
  react: { version: '19.3.1', requiredVersion: '19.3.1' },
  jotai: { version: '2.20.3', requiredVersion: '^2.15.0' },
};
const manifest = {
  mf_coach: {
    entry: 'http://127.0.0.1:4000/remoteEntry.js',
    version: '0.1.0-c',
    shared: coachShared,
  },
  mf_pose: { entry: 'http://127.0.0.1:4001/remoteEntry.js' },
};

describe('findReleaseConflicts', () => {
  it('lets a build that suits the shell and the other remotes go live', () => {
    const candidate = {
      name: 'mf_progress',
      shared: {
        react: { version: '19.3.1', requiredVersion: '^19.0.0' },
        jotai: { version: '2.20.3', requiredVersion: '^2.0.0' },
      },
    };
    expect(findReleaseConflicts(candidate, { shellShared, manifest })).toEqual([]);
  });

  it('refuses a build for another React than the shell provides', () => {
    const candidate = {
      name: 'mf_progress',
      shared: { 'react-dom': { version: '18.3.1', requiredVersion: '^18.3.1' } },
    };
    expect(findReleaseConflicts(candidate, { shellShared, manifest })).toEqual([
      'it needs react-dom ^18.3.1, but the running shell provides 19.3.1',
    ]);
  });

  it('refuses a build that disagrees with a live remote on a singleton the remotes share', () => {
    const candidate = {
      name: 'mf_progress',
      shared: { jotai: { version: '3.0.1', requiredVersion: '^3.0.0' } },
    };
    expect(findReleaseConflicts(candidate, { shellShared, manifest })).toEqual([
      'it needs jotai ^3.0.0, but mf_coach 0.1.0-c provides 2.20.3',
      'mf_coach 0.1.0-c needs jotai ^2.15.0, but this build provides 3.0.1',
    ]);
  });

  it('does not compare a remote with its own live version, nor remotes on the shell’s packages', () => {
    const candidate = {
      name: 'mf_coach',
      shared: { jotai: { version: '3.0.1', requiredVersion: '^3.0.0' } },
    };
    expect(findReleaseConflicts(candidate, { shellShared, manifest })).toEqual([]);
  });
});
