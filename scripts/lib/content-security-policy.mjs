// The Content-Security-Policy of the front ends, shared by scripts/static-server.mjs and
// deploy/nginx (nginxPolicyTemplate). Node built-ins only.

/**
 * Origins of the remotes a runtime manifest (`{ name: { entry } }`) names; unreadable entries are left out.
 * @param {string} manifestText
 * @returns {string[]}
 */
export function readRemoteOrigins(manifestText) {
  let manifest;
  try {
    manifest = JSON.parse(manifestText);
  } catch {
    return [];
  }
  const origins = new Set();
  for (const remote of Object.values(manifest ?? {})) {
    try {
      const { origin, protocol } = new URL(remote?.entry);
      if (protocol === 'http:' || protocol === 'https:') origins.add(origin);
    } catch {
      // An entry that is not a URL loads nothing, so it needs no permission.
    }
  }
  return [...origins].sort();
}

/**
 * The policy: everything from the page's own origin, plus, for the shell, scripts, styles,
 * images, fonts and fetches (pose models, wasm) from the remotes' origins. WebAssembly may compile
 * (the pose model runtime), styles may be inline (styled-components injects <style> elements),
 * images and media may be blob:/data: (photos, recorded videos); nothing may frame the app, and no
 * plugin, <base> or foreign form target is allowed. Scripts may be blob: URLs, which only a script
 * the policy already allowed can make: the pose runtime's threaded loader, fetched from mf-pose's
 * origin and imported from a blob: so that its worker threads are same-origin.
 * @param {string[]} [remoteOrigins]
 */
export function buildContentSecurityPolicy(remoteOrigins = []) {
  const remotes = remoteOrigins.join(' ');
  const withRemotes = (/** @type {string[]} */ ...sources) =>
    [...sources, remotes].filter(Boolean).join(' ');
  return [
    `default-src 'self'`,
    `script-src ${withRemotes("'self'", "'wasm-unsafe-eval'", 'blob:')}`,
    `style-src ${withRemotes("'self'", "'unsafe-inline'")}`,
    `img-src ${withRemotes("'self'", 'data:', 'blob:')}`,
    `font-src ${withRemotes("'self'", 'data:')}`,
    `connect-src ${withRemotes("'self'")}`,
    `media-src 'self' blob:`,
    `worker-src 'self' blob:`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/** Stands for the remote origins in deploy/nginx's policy until the container starts. */
export const REMOTE_ORIGINS_PLACEHOLDER = '__REMOTE_ORIGINS__';

/**
 * deploy/nginx's include with this policy (`set $content_security_policy "…";`), the remote
 * origins left as a placeholder: written at image build (scripts/nginx-csp.mjs), filled in at
 * container start from the runtime manifest (deploy/nginx/40-repwise-csp.sh).
 */
export function nginxPolicyTemplate() {
  return `set $content_security_policy "${buildContentSecurityPolicy([REMOTE_ORIGINS_PLACEHOLDER])}";\n`;
}

/**
 * Cross-origin isolation, which lets the pose model run WebAssembly on several threads
 * (SharedArrayBuffer): documents open no cross-origin window into their process (COOP) and load
 * cross-origin resources only with CORS or the resource's consent (COEP `require-corp`); every
 * static answer gives that consent (CORP `cross-origin`: the remotes' files are loaded by the
 * shell's origin). Mirrored in deploy/nginx/static-files.conf and packages/federation/vite.mjs.
 */
export const CROSS_ORIGIN_ISOLATION_HEADERS = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-embedder-policy': 'require-corp',
  'cross-origin-resource-policy': 'cross-origin',
};
