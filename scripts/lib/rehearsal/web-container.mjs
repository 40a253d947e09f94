// A front-end container of the rehearsal: the web image's files at the image's paths, bind-mounted
// in the container's own mount namespace (the host's /etc/nginx is never touched): deploy/nginx's
// configs, the build's policy template and the app's built files with the compose volumes below
// the html folder. Its entrypoint runs 40-repwise-csp.sh, then nginx in the foreground.
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { nginxPolicyTemplate } from '../content-security-policy.mjs';
import { repoRoot } from '../paths.mjs';

/** The nginx image's /etc/nginx/nginx.conf, with one worker and its pid file in a private folder. */
const nginxMainConfig = `user nobody nogroup;
worker_processes 1;
error_log /var/log/nginx/error.log notice;
pid /var/lib/nginx/nginx.pid;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log /var/log/nginx/access.log;
    sendfile on;
    keepalive_timeout 65;
    include /etc/nginx/conf.d/*.conf;
}
`;

/**
 * Puts `source` (a file or folder) at `target` as hard links where they can be made (instant, on
 * one file system) and as a copy otherwise: nginx's workers run as `nobody`, who may not be able
 * to reach the checkout itself (a clone under /root).
 * @param {string} source
 * @param {string} target
 */
function linkOrCopy(source, target) {
  if (spawnSync('cp', ['-al', source, target]).status === 0) return;
  rmSync(target, { recursive: true, force: true });
  cpSync(source, target, { recursive: true });
}

/**
 * Lays out the web container of `container` under `root`; answers its command, environment and mounts.
 * @param {Pick<import('./containers.mjs').Container, 'spec'>} container
 * @param {NodeJS.ProcessEnv} base the environment every container starts with
 * @param {string} root
 * @returns {import('./containers.mjs').ProcessDescription}
 */
export function describeWebContainer(container, base, root) {
  const args = container.spec.build?.args ?? {};
  const etc = path.join(root, 'etc-nginx');
  const html = path.join(root, 'html');
  const varLib = path.join(root, 'var-lib-nginx');
  const varLog = path.join(root, 'var-log-nginx');
  for (const dir of [path.join(etc, 'conf.d'), path.join(etc, 'repwise'), varLib, varLog])
    mkdirSync(dir, { recursive: true });
  chmodSync(root, 0o755);
  chmodSync(varLib, 0o777);
  writeFileSync(path.join(etc, 'nginx.conf'), nginxMainConfig);
  copyFileSync('/etc/nginx/mime.types', path.join(etc, 'mime.types'));
  const deployNginx = path.join(repoRoot, 'deploy', 'nginx');
  copyFileSync(
    path.join(deployNginx, args.NGINX_CONF ?? 'remote.conf'),
    path.join(etc, 'conf.d', 'default.conf'),
  );
  copyFileSync(
    path.join(deployNginx, 'static-files.conf'),
    path.join(etc, 'repwise', 'static-files.conf'),
  );
  writeFileSync(path.join(etc, 'repwise', 'csp.conf.template'), nginxPolicyTemplate());
  const dist = path.join(repoRoot, args.APP_DIR ?? '', 'dist');
  if (!existsSync(path.join(dist, 'index.html')))
    throw new Error(`${args.APP_DIR} is not built (${dist}): run npm run build.`);
  linkOrCopy(dist, html);
  for (const volume of container.spec.volumes ?? []) {
    const [source, target] =
      typeof volume === 'string' ? volume.split(':') : [volume.source, volume.target];
    if (target?.startsWith('/usr/share/nginx/html/')) {
      const file = path.join(html, path.relative('/usr/share/nginx/html', target));
      rmSync(file, { force: true });
      linkOrCopy(source ?? '', file);
    }
  }
  return {
    env: base,
    command: [
      'sh',
      '-c',
      `sh '${path.join(deployNginx, '40-repwise-csp.sh')}' && exec /usr/sbin/nginx -g 'daemon off;'`,
    ],
    mounts: [
      [etc, '/etc/nginx'],
      [html, '/usr/share/nginx/html'],
      [varLib, '/var/lib/nginx'],
      [varLog, '/var/log/nginx'],
    ],
  };
}
