import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeSharedBuild, findInstalledVersion, readBuildInfo } from '../build-info.mjs';

let root: string;
beforeAll(() => {
  // app/ inside a workspace whose node_modules holds react (hoisted) and one nested override.
  root = mkdtempSync(path.join(os.tmpdir(), 'build-info-'));
  const install = (dir: string, name: string, version: string) => {
    mkdirSync(path.join(dir, 'node_modules', name), { recursive: true });
    writeFileSync(
      path.join(dir, 'node_modules', name, 'package.json'),
      JSON.stringify({ version }),
    );
  };
  mkdirSync(path.join(root, 'app'));
  install(root, 'react', '19.3.1');
  install(root, 'jotai', '2.20.3');
  install(path.join(root, 'app'), 'jotai', '3.0.1');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('findInstalledVersion', () => {
  it('finds the version Node would resolve: the nearest node_modules first', () => {
    expect(findInstalledVersion(path.join(root, 'app'), 'react')).toBe('19.3.1');
    expect(findInstalledVersion(path.join(root, 'app'), 'jotai')).toBe('3.0.1');
    expect(findInstalledVersion(path.join(root, 'app'), 'swr')).toBeNull();
  });
});

describe('describeSharedBuild', () => {
  it('pairs each shared range with the installed version', () => {
    expect(
      describeSharedBuild(path.join(root, 'app'), {
        react: { requiredVersion: '^19.0.0' },
        jotai: { requiredVersion: '^3.0.0' },
      }),
    ).toEqual({
      react: { version: '19.3.1', requiredVersion: '^19.0.0' },
      jotai: { version: '3.0.1', requiredVersion: '^3.0.0' },
    });
  });

  it('refuses a shared package that is not installed', () => {
    expect(() => describeSharedBuild(root, { swr: { requiredVersion: '^2.0.0' } })).toThrow(
      /swr is shared by .* but not installed/,
    );
  });
});

describe('readBuildInfo', () => {
  it('reads a build record and ignores anything else', () => {
    const outDir = path.join(root, 'dist');
    mkdirSync(outDir);
    expect(readBuildInfo(outDir)).toBeNull();
    writeFileSync(path.join(outDir, 'build.json'), JSON.stringify({ version: '0.1.0-a' }));
    expect(readBuildInfo(outDir)).toBeNull();
    const info = { name: 'mf_coach', version: '0.1.0-a', shared: {} };
    writeFileSync(path.join(outDir, 'build.json'), JSON.stringify(info));
    expect(readBuildInfo(outDir)).toEqual(info);
  });
});
