// Debian nginx as a reference reverse proxy: installed when missing, configured in a temp folder.
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ensureDebianPackage } from './infra.mjs';
import { waitForPort } from './net.mjs';

/** Debian installs nginx in /usr/sbin, which is not on every user's PATH. */
export const nginxPath = '/usr/sbin/nginx';

/** Installs Debian's nginx when /usr/sbin/nginx is missing. */
export async function ensureNginx() {
  if (existsSync(nginxPath)) return;
  try {
    await ensureDebianPackage('nginx', 'nginx');
  } catch (error) {
    // ensureDebianPackage checks PATH; a non-root PATH may lack /usr/sbin although it installed.
    if (!existsSync(nginxPath)) throw error;
  }
}

/** `nginx version: nginx/1.22.1` → `nginx/1.22.1`. */
export function nginxVersion() {
  const result = spawnSync(nginxPath, ['-v'], { encoding: 'utf8' });
  return `${result.stderr}${result.stdout}`.trim().replace(/^nginx version:\s*/, '');
}

/**
 * Main-context directives that keep nginx's pid file and error log under `dir`.
 * @param {string} dir
 */
export function nginxOwnPaths(dir) {
  return `pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;`;
}

/**
 * http-context directives that keep nginx's temporary files under `dir` (not /var/lib/nginx).
 * @param {string} dir
 */
export function nginxTempPaths(dir) {
  return ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${path.join(dir, kind)};`)
    .join('\n');
}

/**
 * One worker (the gateway is one Node process too), upstream keep-alive to the auth service,
 * no access log, everything it writes under `dir`.
 * @param {{ dir: string, port: number, upstreamHost: string, upstreamPort: string | number }} options
 */
export function nginxConfig({ dir, port, upstreamHost, upstreamPort }) {
  return `daemon off;
master_process on;
worker_processes 1;
${nginxOwnPaths(dir)}

events {
  worker_connections 4096;
}

http {
  access_log off;
${nginxTempPaths(dir)}
  # The load generator keeps its connections open for the whole run, as it does with Node.
  keepalive_requests 1000000;
  keepalive_timeout 65s;

  upstream auth {
    server ${upstreamHost}:${upstreamPort};
    keepalive 64;
    keepalive_requests 1000000;
    # Below Node's 5 s keepAliveTimeout, so nginx never reuses a socket Node is closing.
    keepalive_timeout 4s;
  }

  server {
    listen 127.0.0.1:${port};

    location / {
      proxy_pass http://auth;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
    }
  }
}
`;
}

/**
 * Writes the config under `dir` and starts nginx in the foreground under the supervisor.
 * @param {{
 *   supervisor: import('./supervisor.mjs').Supervisor,
 *   dir: string,
 *   port: number,
 *   upstreamUrl: string,
 * }} options
 */
export async function startNginx({ supervisor, dir, port, upstreamUrl }) {
  mkdirSync(dir, { recursive: true });
  // Workers run as `nobody` when the master is root; they must reach the temp paths.
  chmodSync(dir, 0o755);
  const upstream = new URL(upstreamUrl);
  const configFile = path.join(dir, 'nginx.conf');
  writeFileSync(
    configFile,
    nginxConfig({ dir, port, upstreamHost: upstream.hostname, upstreamPort: upstream.port }),
  );
  const args = ['-p', `${dir}/`, '-e', path.join(dir, 'error.log'), '-c', configFile];
  const check = spawnSync(nginxPath, [...args, '-t', '-q'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx rejected its config:\n${check.stderr}`);
  const child = supervisor.start('nginx', nginxPath, args, { cwd: dir, env: {} });
  await waitForPort(port, { timeoutMs: 10_000 });
  return child;
}
