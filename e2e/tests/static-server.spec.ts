import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const staticServerFile = createRequire(import.meta.url).resolve(
  '@repwise/tooling/bin/static-server',
);
let server: ChildProcess;
let base: string;
let folder: string;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'static-server-'));
  const root = path.join(folder, 'dist');
  const releases = path.join(folder, 'releases');
  mkdirSync(root, { recursive: true });
  mkdirSync(path.join(releases, 'v1'), { recursive: true });
  mkdirSync(path.join(releases, '.staging-v2'), { recursive: true });
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>x</title>');
  writeFileSync(path.join(releases, 'v1', 'remoteEntry.js'), 'export {}');
  writeFileSync(path.join(releases, '.staging-v2', 'remoteEntry.js'), 'unpublished');
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(
    process.execPath,
    [staticServerFile, '--root', root, '--port', String(port), '--releases', releases],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const isUp = await fetch(`${base}/releases/v1/remoteEntry.js`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (isUp) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the static server did not start');
});

afterAll(() => {
  server?.kill();
  rmSync(folder, { recursive: true, force: true });
});

describe('the static server', () => {
  it('serves published releases but never a staging folder, however its name is escaped', async () => {
    expect((await fetch(`${base}/releases/v1/remoteEntry.js`)).status).toBe(200);
    for (const spelling of ['.staging-v2', '%2estaging-v2', '%2Estaging-v2']) {
      const answer = await fetch(`${base}/releases/${spelling}/remoteEntry.js`);
      expect(answer.status, spelling).toBe(404);
      expect(await answer.text()).not.toContain('unpublished');
    }
  });
});
