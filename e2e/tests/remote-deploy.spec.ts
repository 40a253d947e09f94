import { execFile } from 'node:child_process';
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, openPage } from '../src/app-user';
import { launchBrowser } from '@repwise/tooling/chromium';
import { system } from '../src/system';

// While the system runs: publish a changed copy of mf-coach, see it after a reload, roll back, and
// see an incompatible build refused by publish-remote and by the shell. The workspace's mf-coach
// source is never touched: the change is made in a temporary copy.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const publishRemoteFile = createRequire(import.meta.url).resolve(
  '@repwise/tooling/bin/publish-remote',
);
const runtimeFile = process.env.REPWISE_RUNTIME_FILE;
const releaseTitle = `AI Fitness Coach · release ${Date.now().toString(36)}`;

interface ManifestEntry {
  entry: string;
  version?: string;
  shared?: Record<string, { version: string; requiredVersion: string }>;
}

let browser: Browser;
let page: Page;
let copyDir: string;
let manifestFile: string;
let original: ManifestEntry;
let publishedVersion: string;

function readManifest(): Record<string, ManifestEntry> {
  return JSON.parse(readFileSync(manifestFile, 'utf8'));
}

/** Replaces the manifest in one rename, as publish-remote does (the shell's server may be reading it). */
function writeManifest(manifest: Record<string, ManifestEntry>) {
  const temporary = `${manifestFile}.e2e.tmp`;
  writeFileSync(temporary, JSON.stringify(manifest, null, 2));
  renameSync(temporary, manifestFile);
}

function publishRemote(...args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [publishRemoteFile, 'mf-coach', ...args],
      { cwd: repoRoot, env: process.env },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, output: `${stdout}${stderr}` });
      },
    );
  });
}

/** A copy of mf-coach outside the workspace that resolves the workspace's packages. */
function copyCoachSource(): string {
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'remote-deploy-')), 'mf-coach');
  const source = path.join(repoRoot, 'mf-coach');
  for (const name of readdirSync(source)) {
    if (['node_modules', 'dist', '.turbo', 'tsconfig.json'].includes(name)) continue;
    cpSync(path.join(source, name), path.join(dir, name), { recursive: true });
  }
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({ extends: path.join(source, 'tsconfig.json') }),
  );
  const screen = path.join(dir, 'src', 'features', 'chat', 'coach-screen.tsx');
  const text = readFileSync(screen, 'utf8');
  expect(text).toContain('<PageTitle>AI Fitness Coach</PageTitle>');
  writeFileSync(
    screen,
    text.replace(
      '<PageTitle>AI Fitness Coach</PageTitle>',
      `<PageTitle>${releaseTitle}</PageTitle>`,
    ),
  );
  return dir;
}

const coachHeading = (name: string) =>
  page.getByRole('heading', { name, exact: true }).waitFor({ timeout: 20_000 });

beforeAll(async () => {
  if (!runtimeFile) throw new Error('REPWISE_RUNTIME_FILE is not set: run through `npm test`.');
  manifestFile = JSON.parse(readFileSync(runtimeFile, 'utf8')).frontends.manifestFile;
  original = readManifest().mf_coach as ManifestEntry;
  copyDir = copyCoachSource();
  browser = await launchBrowser();
  page = await openPage(browser, '/app/ai-coach', { user: await createUser() });
});
afterAll(async () => {
  // Later journeys expect the build the system started with.
  if (original) writeManifest({ ...readManifest(), mf_coach: original });
  if (copyDir) rmSync(path.dirname(copyDir), { recursive: true, force: true });
  await browser?.close();
});

describe('deploying one remote while the system runs', () => {
  it('serves the manifest uncached, each remote with its version and shared singletons', async () => {
    expect(original.version).toMatch(/^0\.1\.0-[0-9a-f]{12}$/);
    expect(original.shared?.react?.version).toMatch(/^19\./);
    const answer = await fetch(`${system.appUrl}/remotes.json`);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    await coachHeading('AI Fitness Coach');
  });

  it('publishes a changed build that the open app shows after a reload', async () => {
    const { code, output } = await publishRemote('--source', copyDir);
    expect(code, output).toBe(0);
    publishedVersion = /mf_coach (\S+) is live/.exec(output)?.[1] ?? '';
    expect(publishedVersion).not.toBe(original.version);
    expect(readManifest().mf_coach?.entry).toContain(
      `/releases/${publishedVersion}/remoteEntry.js`,
    );

    await page.reload();
    await coachHeading(releaseTitle);
  });

  it('rolls back to the previous version, which was never taken down', async () => {
    const published = readManifest().mf_coach as ManifestEntry;
    const { code, output } = await publishRemote('--rollback');
    expect(code, output).toBe(0);
    expect(readManifest().mf_coach?.version).toBe(original.version);

    await page.reload();
    await coachHeading('AI Fitness Coach');
    // The rolled-back release stays servable for a roll forward.
    expect((await fetch(published.entry)).status).toBe(200);
    const listed = await publishRemote('--list');
    expect(listed.output).toContain(publishedVersion);
  });

  it('refuses to publish a build for another React, naming the mismatch', async () => {
    const packageFile = path.join(copyDir, 'package.json');
    const packageJson = JSON.parse(readFileSync(packageFile, 'utf8'));
    packageJson.dependencies.react = '^18.3.1';
    writeFileSync(packageFile, JSON.stringify(packageJson, null, 2));
    const before = readFileSync(manifestFile, 'utf8');

    const { code, output } = await publishRemote('--source', copyDir);
    expect(code, output).toBe(3);
    expect(output).toContain('needs react ^18.3.1, but the running shell provides 19.');
    expect(readFileSync(manifestFile, 'utf8')).toBe(before);
  });

  it('shows a clear card instead of loading an incompatible manifest entry, and recovers', async () => {
    const manifest = readManifest();
    const published = { ...(manifest.mf_coach as ManifestEntry) };
    writeManifest({
      ...manifest,
      mf_coach: {
        ...published,
        version: '0.2.0-react18',
        shared: { react: { version: '18.3.1', requiredVersion: '^18.3.1' } },
      },
    });
    await page.reload();
    const card = page.getByRole('alert').filter({ hasText: 'AI Coach is unavailable right now' });
    await card.waitFor({ timeout: 20_000 });
    await card
      .getByText("The deployed version of AI Coach doesn't work with this version of RepWise")
      .waitFor();
    await card
      .getByText(/mf_coach 0\.2\.0-react18 needs react \^18\.3\.1, but the shell/)
      .waitFor();

    writeManifest({ ...readManifest(), mf_coach: published });
    // Try again reads the manifest anew: no reload needed once the entry is fixed.
    await card.getByRole('button', { name: 'Try again' }).click();
    await coachHeading('AI Fitness Coach');
  });
});
