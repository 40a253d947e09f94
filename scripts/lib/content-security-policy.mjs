// The Content-Security-Policy of the front ends' documents, shared by scripts/static-server.mjs
// (and mirrored in deploy/nginx). Node built-ins only.

/** Origins of the remotes a runtime manifest (`{ name: { entry } }`) names; unreadable entries are left out. */
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
 * plugin, <base> or foreign form target is allowed.
 */
export function buildContentSecurityPolicy(remoteOrigins = []) {
  const remotes = remoteOrigins.join(' ');
  const withRemotes = (...sources) => [...sources, remotes].filter(Boolean).join(' ');
  return [
    `default-src 'self'`,
    `script-src ${withRemotes("'self'", "'wasm-unsafe-eval'")}`,
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
