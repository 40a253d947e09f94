import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  readManifestFile,
  setManifestEntry,
  updateManifestFile,
} from '../releases/manifest-file.mjs';

let dir: string;
let manifestFile: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'manifest-file-'));
  manifestFile = path.join(dir, 'remotes.json');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const coachV2 = { entry: 'http://127.0.0.1:4000/releases/v2/remoteEntry.js', version: 'v2' };

describe('setManifestEntry', () => {
  it('replaces one remote and keeps the others, answering the entry it replaced', async () => {
    const workouts = { entry: 'http://127.0.0.1:4001/remoteEntry.js' };
    const coachV1 = { entry: 'http://127.0.0.1:4000/remoteEntry.js', version: 'v1' };
    writeFileSync(manifestFile, JSON.stringify({ mf_workouts: workouts, mf_coach: coachV1 }));
    expect(await setManifestEntry(manifestFile, 'mf_coach', coachV2)).toEqual(coachV1);
    expect(readManifestFile(manifestFile)).toEqual({ mf_workouts: workouts, mf_coach: coachV2 });
    expect(readdirSync(dir)).toEqual(['remotes.json']);
  });

  it('creates the manifest when there is none', async () => {
    expect(await setManifestEntry(manifestFile, 'mf_coach', coachV2)).toBeUndefined();
    expect(JSON.parse(readFileSync(manifestFile, 'utf8'))).toEqual({ mf_coach: coachV2 });
  });

  it('refuses to replace a manifest that is not a JSON object', async () => {
    writeFileSync(manifestFile, '{ "mf_coach": ');
    await expect(setManifestEntry(manifestFile, 'mf_coach', coachV2)).rejects.toThrow(
      /not valid JSON/,
    );
    expect(readFileSync(manifestFile, 'utf8')).toBe('{ "mf_coach": ');
  });

  it('waits for another holder of the lock and gives up with a clear message', async () => {
    writeFileSync(`${manifestFile}.lock`, '');
    await expect(
      setManifestEntry(manifestFile, 'mf_coach', coachV2, { lockTimeoutMs: 200 }),
    ).rejects.toThrow(/another publish holds/);
  });

  it('takes over a lock left behind by a publish that died', async () => {
    writeFileSync(`${manifestFile}.lock`, '');
    const longAgo = new Date(Date.now() - 60_000);
    utimesSync(`${manifestFile}.lock`, longAgo, longAgo);
    await setManifestEntry(manifestFile, 'mf_coach', coachV2, { lockTimeoutMs: 200 });
    expect(readManifestFile(manifestFile)).toEqual({ mf_coach: coachV2 });
  });

  it('leaves the file as it was when the change throws', async () => {
    writeFileSync(manifestFile, JSON.stringify({ mf_coach: coachV2 }));
    await expect(
      updateManifestFile(manifestFile, async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(readManifestFile(manifestFile)).toEqual({ mf_coach: coachV2 });
    expect(readdirSync(dir)).toEqual(['remotes.json']);
  });

  it('keeps every change when processes publish at once, and readers never see a torn file', async () => {
    const moduleUrl = new URL('../releases/manifest-file.mjs', import.meta.url).href;
    // Each change takes a few milliseconds between reading and writing (as a publish's checks do),
    // so without the lock concurrent writers would overwrite each other's entries.
    const writers = ['mf_a', 'mf_b', 'mf_c', 'mf_d'].map(
      (name) =>
        new Promise<number | null>((resolve, reject) => {
          const script = `const { updateManifestFile } = await import(${JSON.stringify(moduleUrl)});
for (let i = 0; i < 10; i += 1)
  await updateManifestFile(${JSON.stringify(manifestFile)}, async (manifest) => {
    await new Promise((resolve) => setTimeout(resolve, 3));
    return { manifest: { ...manifest, ${name}: { entry: 'http://x/' + i, version: String(i) } } };
  });`;
          const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
            stdio: 'inherit',
          });
          child.on('error', reject);
          child.on('exit', resolve);
        }),
    );
    let reads = 0;
    let isWriting = true;
    const done = Promise.all(writers).finally(() => (isWriting = false));
    while (isWriting) {
      // Every read parses: the file is only ever replaced whole.
      readManifestFile(manifestFile);
      reads += 1;
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    expect(await done).toEqual([0, 0, 0, 0]);
    expect(reads).toBeGreaterThan(0);
    const manifest = readManifestFile(manifestFile);
    expect(Object.keys(manifest).sort()).toEqual(['mf_a', 'mf_b', 'mf_c', 'mf_d']);
    expect(Object.values(manifest).map((entry) => entry.version)).toEqual(['9', '9', '9', '9']);
    expect(readdirSync(dir)).toEqual(['remotes.json']);
  });
});
