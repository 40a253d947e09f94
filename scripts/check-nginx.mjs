// Checks deploy/nginx as the front-end containers run it, with Debian's nginx on loopback (part of
// `npm test`, compose phase): the start-up script fills the build's policy template with the
// runtime manifest's origins, then the shell's and a remote's server blocks answer documents,
// client-side routes, assets, the manifest and a missing file with the same Content-Security-Policy
// as scripts/static-server.mjs, nosniff, a referrer policy, cross-origin isolation, CORS for
// remotes only, and no nginx version. Prints what it checked; exits 1 if anything differs.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureNginx, nginxOwnPaths, nginxPath, nginxTempPaths } from './lib/nginx.mjs';
import {
  buildContentSecurityPolicy,
  CROSS_ORIGIN_ISOLATION_HEADERS,
  nginxPolicyTemplate,
  readRemoteOrigins,
} from './lib/content-security-policy.mjs';
import { getFreePort, waitForPort } from './lib/net.mjs';
import { repoRoot } from './lib/paths.mjs';

const deployDir = path.join(repoRoot, 'deploy', 'nginx');
const manifest = {
  mf_workouts: { entry: 'http://localhost:5175/remoteEntry.js' },
  mf_onboarding: { entry: 'http://localhost:5174/remoteEntry.js' },
  mf_pose: { entry: 'https://pose.cdn.example/releases/1.4.0/remoteEntry.js' },
};

/**
 * A server block of deploy/nginx with its includes moved under `dir`, listening on `port`.
 * @param {string} file
 * @param {{ dir: string, port: number }} site
 */
function serverBlock(file, { dir, port }) {
  return readFileSync(path.join(deployDir, file), 'utf8')
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replaceAll('/etc/nginx/repwise/', `${dir}/`);
}

/**
 * One site as its container has it: html files, the policy include, the start-up script run.
 * @param {string} dir
 * @param {{ withManifest: boolean }} options
 */
function prepareSite(dir, { withManifest }) {
  const htmlDir = path.join(dir, 'html');
  mkdirSync(path.join(htmlDir, 'assets'), { recursive: true });
  writeFileSync(path.join(htmlDir, 'index.html'), '<!doctype html><title>RepWise</title>');
  writeFileSync(path.join(htmlDir, 'assets', 'app-1a2b3c.js'), 'export {};');
  if (withManifest) writeFileSync(path.join(htmlDir, 'remotes.json'), JSON.stringify(manifest));
  writeFileSync(path.join(dir, 'csp.conf.template'), nginxPolicyTemplate());
  writeFileSync(
    path.join(dir, 'static-files.conf'),
    readFileSync(path.join(deployDir, 'static-files.conf'), 'utf8').replace(
      'root /usr/share/nginx/html;',
      `root ${htmlDir};`,
    ),
  );
  const script = spawnSync('sh', [path.join(deployDir, '40-repwise-csp.sh')], {
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH,
      REPWISE_NGINX_DIR: dir,
      REPWISE_MANIFEST: path.join(htmlDir, 'remotes.json'),
    },
  });
  if (script.status !== 0) throw new Error(`40-repwise-csp.sh failed:\n${script.stderr}`);
}

/**
 * @param {string} dir
 * @param {string[]} servers
 */
function mainConfig(dir, servers) {
  return `daemon off;
worker_processes 1;
${nginxOwnPaths(dir)}
events { worker_connections 64; }
http {
  access_log off;
${nginxTempPaths(dir)}
${servers.join('\n')}
}
`;
}

/** @type {string[]} */
const failures = [];
/**
 * @param {string} label
 * @param {Response} response
 * @param {string} name
 * @param {string | null} expected
 */
function expectHeader(label, response, name, expected) {
  const actual = response.headers.get(name);
  if (actual !== expected)
    failures.push(
      `${label}: ${name} is ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`,
    );
}

/**
 * @param {string} label
 * @param {string} baseUrl
 * @param {{ policy: string, cors: string | null }} expected
 */
async function checkSite(label, baseUrl, { policy, cors }) {
  /** @type {[string, number][]} */
  const requests = [
    ['/', 200],
    ['/app/dashboard', 200],
    ['/assets/app-1a2b3c.js', 200],
    ['/assets/missing.js', 404],
    ...(label === 'shell' ? /** @type {[string, number][]} */ ([['/remotes.json', 200]]) : []),
  ];
  for (const [urlPath, status] of requests) {
    const response = await fetch(`${baseUrl}${urlPath}`);
    const where = `${label} ${urlPath}`;
    if (response.status !== status)
      failures.push(`${where}: status ${response.status}, expected ${status}`);
    expectHeader(where, response, 'content-security-policy', policy);
    expectHeader(where, response, 'x-content-type-options', 'nosniff');
    expectHeader(where, response, 'referrer-policy', 'strict-origin-when-cross-origin');
    for (const [name, value] of Object.entries(CROSS_ORIGIN_ISOLATION_HEADERS))
      expectHeader(where, response, name, value);
    expectHeader(where, response, 'access-control-allow-origin', cors);
    const server = response.headers.get('server') ?? '';
    if (/\d/.test(server)) failures.push(`${where}: server header names a version (${server})`);
    console.log(`  ${where} → ${response.status}`);
  }
}

await ensureNginx();
const dir = mkdtempSync(path.join(os.tmpdir(), 'repwise-check-nginx-'));
let nginx = null;
try {
  // Workers run as `nobody` when the master is root: every path must be readable by them.
  chmodSync(dir, 0o755);
  const shellDir = path.join(dir, 'shell');
  const remoteDir = path.join(dir, 'remote');
  mkdirSync(shellDir);
  mkdirSync(remoteDir);
  prepareSite(shellDir, { withManifest: true });
  prepareSite(remoteDir, { withManifest: false });
  const [shellPort, remotePort] = [await getFreePort(), await getFreePort()];
  const configFile = path.join(dir, 'nginx.conf');
  writeFileSync(
    configFile,
    mainConfig(dir, [
      serverBlock('shell.conf', { dir: shellDir, port: shellPort }),
      serverBlock('remote.conf', { dir: remoteDir, port: remotePort }),
    ]),
  );
  spawnSync('chmod', ['-R', 'a+rX', dir]);
  const args = ['-p', `${dir}/`, '-e', path.join(dir, 'error.log'), '-c', configFile];
  const test = spawnSync(nginxPath, [...args, '-t', '-q'], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx rejected deploy/nginx:\n${test.stderr}`);
  nginx = spawn(nginxPath, args, { stdio: 'ignore' });
  await waitForPort(shellPort, { timeoutMs: 10_000 });
  await waitForPort(remotePort, { timeoutMs: 10_000 });

  const origins = readRemoteOrigins(JSON.stringify(manifest));
  console.log(`nginx with deploy/nginx; the shell's manifest names ${origins.join(', ')}`);
  await checkSite('shell', `http://127.0.0.1:${shellPort}`, {
    policy: buildContentSecurityPolicy(origins),
    cors: null,
  });
  await checkSite('remote', `http://127.0.0.1:${remotePort}`, {
    policy: buildContentSecurityPolicy(),
    cors: '*',
  });
} finally {
  nginx?.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}
if (failures.length > 0) {
  console.error(`✖ deploy/nginx differs from the static server:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('✔ deploy/nginx sends the same policy and headers as scripts/static-server.mjs');
