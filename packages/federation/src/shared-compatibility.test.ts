import { describe, expect, it } from 'vitest';
import {
  describeSharedMismatch,
  findSharedMismatches,
  parseVersion,
  satisfiesRange,
} from './shared-compatibility.mjs';

describe('parseVersion', () => {
  it('reads release, prerelease and build-tagged versions', () => {
    expect(parseVersion('19.3.1')).toEqual({ major: 19, minor: 3, patch: 1, prerelease: [] });
    expect(parseVersion('v2.0.0-rc.1+sha.5')).toEqual({
      major: 2,
      minor: 0,
      patch: 0,
      prerelease: ['rc', '1'],
    });
  });

  it.each(['19', '19.3', 'latest', '19.3.1.2', ''])('refuses %j', (text) => {
    expect(parseVersion(text)).toBeNull();
  });
});

describe('satisfiesRange', () => {
  it.each([
    ['19.3.1', '19.3.1', true],
    ['19.3.2', '19.3.1', false],
    ['19.9.0', '^19.0.0', true],
    ['20.0.0', '^19.0.0', false],
    ['18.3.1', '^19.0.0', false],
    ['0.2.9', '^0.2.3', true],
    ['0.3.0', '^0.2.3', false],
    ['0.0.4', '^0.0.3', false],
    ['0.9.0', '^0', true],
    ['1.0.0', '^0', false],
    ['6.6.9', '~6.6.4', true],
    ['6.7.0', '~6.6.4', false],
    ['1.9.0', '~1', true],
    ['2.20.3', '2.x', true],
    ['3.0.0', '2', false],
    ['2.20.3', '2.20', true],
    ['1.2.3', '*', true],
    ['1.2.3', '', true],
    ['18.3.1', '>=18 <20', true],
    ['20.0.0', '>=18 <20', false],
    ['1.3.0', '>1.2', true],
    ['1.2.9', '>1.2', false],
    ['1.2.9', '<=1.2', true],
    ['1.3.0', '<=1.2', false],
    ['18.2.0', '^17.0.0 || ^18.0.0', true],
    ['19.0.0', '^17.0.0 || ^18.0.0', false],
    ['19.0.0', '>= 19.0.0', true],
    ['19.0.0-rc.1', '^19.0.0', false],
    ['19.0.0-rc.2', '>=19.0.0-rc.1', true],
  ])('%s in %j is %s', (version, range, expected) => {
    expect(satisfiesRange(version, range)).toBe(expected);
  });

  it.each([
    ['19.3.1', 'workspace:*'],
    ['19.3.1', '1.2.3 - 2.0.0'],
    ['19.3.1', 'latest'],
    ['nineteen', '^19.0.0'],
  ])('cannot read %s against %j', (version, range) => {
    expect(satisfiesRange(version, range)).toBeNull();
  });
});

describe('findSharedMismatches', () => {
  const provided = { react: '19.3.1', 'react-dom': '19.3.1' };

  it('accepts a build whose ranges hold the provided versions', () => {
    expect(
      findSharedMismatches(provided, {
        react: { version: '19.2.0', requiredVersion: '^19.2.0' },
        'react-dom': { version: '19.3.1', requiredVersion: '19.3.1' },
        jotai: { version: '3.0.1', requiredVersion: '^3.0.0' },
      }),
    ).toEqual([]);
  });

  it('has nothing to check without a shared record', () => {
    expect(findSharedMismatches(provided, undefined)).toEqual([]);
  });

  it('reports a provided version outside the required range', () => {
    expect(
      findSharedMismatches(provided, { react: { version: '18.3.1', requiredVersion: '^18.3.1' } }),
    ).toEqual([
      {
        packageName: 'react',
        providedVersion: '19.3.1',
        version: '18.3.1',
        requiredVersion: '^18.3.1',
        reason: 'outside-range',
      },
    ]);
  });

  it('reports a loose range over another major than the build was compiled against', () => {
    const [mismatch] = findSharedMismatches(provided, {
      'react-dom': { version: '18.3.1', requiredVersion: '>=18' },
    });
    expect(mismatch?.reason).toBe('different-major');
  });

  it('treats a 0.x minor as the major', () => {
    const [mismatch] = findSharedMismatches(
      { lib: '0.3.0' },
      { lib: { version: '0.2.1', requiredVersion: '*' } },
    );
    expect(mismatch?.reason).toBe('different-major');
  });

  it('reports a range it cannot read instead of guessing', () => {
    const [mismatch] = findSharedMismatches(provided, {
      react: { version: '19.3.1', requiredVersion: 'workspace:*' },
    });
    expect(mismatch?.reason).toBe('unreadable');
  });
});

describe('describeSharedMismatch', () => {
  const base = { packageName: 'react', providedVersion: '19.3.1', version: '18.3.1' };

  it('names the package, both versions and who provides it', () => {
    expect(
      describeSharedMismatch({ ...base, requiredVersion: '^18.3.1', reason: 'outside-range' }),
    ).toBe('needs react ^18.3.1, but the shell provides 19.3.1');
    expect(
      describeSharedMismatch(
        { ...base, requiredVersion: '*', reason: 'different-major' },
        'mf_coach',
      ),
    ).toBe('was built against react 18.3.1, but mf_coach provides 19.3.1 (another major version)');
  });
});
