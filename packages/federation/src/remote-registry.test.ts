import { describe, expect, it } from 'vitest';
import { buildLocalManifest, parseRemoteManifest, remoteDefinitions } from './remote-registry';
import { sharedFromDependencies } from './shared-singletons.mjs';

describe('parseRemoteManifest', () => {
  it('keeps known remotes with http(s) entries and their versions', () => {
    expect(
      parseRemoteManifest({
        mf_workouts: { entry: 'https://cdn.example.com/workouts/remoteEntry.js', version: '1.2.0' },
        mf_coach: { entry: '//coach.example.com/remoteEntry.js' },
      }),
    ).toEqual({
      mf_workouts: { entry: 'https://cdn.example.com/workouts/remoteEntry.js', version: '1.2.0' },
      mf_coach: { entry: '//coach.example.com/remoteEntry.js' },
    });
  });

  it('keeps the shared record of a published build', () => {
    const shared = { react: { version: '19.3.1', requiredVersion: '19.3.1' } };
    expect(
      parseRemoteManifest({
        mf_coach: { entry: 'http://127.0.0.1:4000/releases/0.1.0-abc/remoteEntry.js', shared },
      }).mf_coach?.shared,
    ).toEqual(shared);
  });

  it('keeps a malformed shared package as unreadable rather than dropping it from the check', () => {
    const manifest = parseRemoteManifest({
      mf_coach: { entry: 'https://x/remoteEntry.js', shared: { react: { version: 18 } } },
    });
    expect(manifest.mf_coach?.shared).toEqual({ react: { version: '', requiredVersion: '' } });
  });

  it.each([
    ['not an object', 'nope'],
    ['null', null],
    ['an unknown remote', { mf_evil: { entry: 'https://x/remoteEntry.js' } }],
    ['a javascript: entry', { mf_pose: { entry: 'javascript:alert(1)' } }],
    ['an entry that is not a string', { mf_pose: { entry: 42 } }],
  ])('drops %s', (_label, input) => {
    expect(parseRemoteManifest(input)).toEqual({});
  });
});

describe('buildLocalManifest', () => {
  it('lists every remote on its own dev port', () => {
    const manifest = buildLocalManifest();
    expect(Object.keys(manifest)).toHaveLength(remoteDefinitions.length);
    expect(manifest.mf_onboarding?.entry).toBe('http://localhost:5174/remoteEntry.js');
  });
});

describe('sharedFromDependencies', () => {
  it('marks only the singletons an app depends on, with its version ranges', () => {
    expect(
      sharedFromDependencies({ react: '^19.0.0', lodash: '^4.0.0', '@repwise/ui': '*' }),
    ).toEqual({
      react: { singleton: true, requiredVersion: '^19.0.0' },
      '@repwise/ui': { singleton: true, requiredVersion: '*' },
    });
  });

  it('has the host provide only react and react-dom', () => {
    const dependencies = {
      react: '19.3.1',
      'react-dom': '19.3.1',
      'react-router-dom': '7.18.5',
      swr: '^2.3.6',
    };
    expect(Object.keys(sharedFromDependencies(dependencies, { isHost: true }))).toEqual([
      'react',
      'react-dom',
    ]);
    expect(Object.keys(sharedFromDependencies(dependencies))).toEqual([
      'react',
      'react-dom',
      'react-router-dom',
      'swr',
    ]);
  });
});
