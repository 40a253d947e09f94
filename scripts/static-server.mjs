// Serves one built front end (the shell or a remote) the way the deployment's nginx does:
// static files with cache headers, CORS for remotes, SPA fallback and /api proxying for the shell,
// and /remotes.json read from a file on every request (so a new remote version needs no restart).
// A remote's server can also serve its releases folder under /releases/<version>/ (`--releases`),
// every published version side by side, so the manifest can point at any of them.
// Text files go out gzipped when the browser accepts it, as nginx's `gzip on` does.
// Node built-ins only.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { parseArgs, promisify } from 'node:util';
import zlib from 'node:zlib';
import {
  CROSS_ORIGIN_ISOLATION_HEADERS,
  buildContentSecurityPolicy,
  readRemoteOrigins,
} from './lib/content-security-policy.mjs';

const { values: options } = parseArgs({
  options: {
    root: { type: 'string' },
    port: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
    spa: { type: 'boolean', default: false },
    cors: { type: 'boolean', default: false },
    api: { type: 'string' },
    manifest: { type: 'string' },
    releases: { type: 'string' },
  },
});
if (!options.root || !options.port) {
  console.error(
    'usage: static-server.mjs --root DIR --port N [--spa] [--cors] [--api URL] [--manifest FILE] [--releases DIR]',
  );
  process.exit(2);
}
const root = path.resolve(options.root);
const releasesRoot = options.releases ? path.resolve(options.releases) : null;

/** @type {Record<string, string>} */
const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
  '.onnx': 'application/octet-stream',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** Extensions served gzipped (text); images, fonts, wasm and models go out as they are. */
const compressibleExtensions = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg']);
/** Below this many bytes gzip saves less than its own overhead (nginx's gzip_min_length). */
const minCompressBytes = 1024;
/** Files up to this size are compressed once and kept in memory; larger ones are streamed. */
const maxCachedBytes = 8 * 1024 * 1024;
const gzip = promisify(zlib.gzip);
/**
 * path → { mtimeMs, size, body: Promise<Buffer> }; a changed file is compressed again.
 * @type {Map<string, { mtimeMs: number, size: number, body: Promise<Buffer> }>}
 */
const gzipCache = new Map();

/**
 * Whether the request's Accept-Encoding allows gzip (a `q=0` refuses it).
 * @param {http.IncomingMessage} req
 */
function acceptsGzip(req) {
  const header = req.headers['accept-encoding'];
  if (typeof header !== 'string') return false;
  return header.split(',').some((part) => {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    if (coding.trim() !== 'gzip' && coding.trim() !== '*') return false;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * @param {string} file
 * @param {import('node:fs').Stats} stats
 */
function gzippedBody(file, stats) {
  const cached = gzipCache.get(file);
  if (cached && cached.mtimeMs === stats.mtimeMs && cached.size === stats.size) return cached.body;
  const body = gzip(readFileSync(file), { level: 6 });
  gzipCache.set(file, { mtimeMs: stats.mtimeMs, size: stats.size, body });
  body.catch(() => gzipCache.delete(file));
  return body;
}

const apiAgent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/**
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 */
function proxyToApi(req, res) {
  const target = new URL(req.url ?? '/', options.api);
  // The gateway trusts one proxy hop: the client's address is the last X-Forwarded-For entry,
  // the one this server appends (whatever the client wrote before it is ignored).
  const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress]
    .filter(Boolean)
    .join(', ');
  const headers = {
    ...req.headers,
    host: target.host,
    'x-forwarded-for': forwardedFor,
    'x-forwarded-proto': 'http',
    'x-forwarded-host': req.headers.host ?? '',
  };
  const upstream = http.request(
    target,
    { method: req.method, headers, agent: apiAgent },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (res.headersSent) return res.destroy();
    res.writeHead(502, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        error: {
          code: 'SERVICE_UNAVAILABLE',
          message: 'The API gateway is not reachable.',
          details: [],
        },
      }),
    );
  });
  req.pipe(upstream);
}

/**
 * `relativePath` is the URL's path without its leading slash (`assets/x.js`, `releases/v/…`).
 * @param {string} relativePath
 */
function cacheControlFor(relativePath) {
  if (relativePath.endsWith('.map')) return 'no-cache';
  // Hashed chunks never change; nor does anything in a release folder (its version is in the URL).
  if (/^(assets|releases\/[^/]+)\//.test(relativePath))
    return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/**
 * The file under `base` that `relativeUrlPath` names (or its index.html), or null.
 * @param {string} base
 * @param {string} relativeUrlPath
 */
function resolveFile(base, relativeUrlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(relativeUrlPath);
  } catch {
    return null; // a malformed %-escape names no file
  }
  const candidate = path.normalize(path.join(base, decoded));
  if (candidate !== base && !candidate.startsWith(`${base}${path.sep}`)) return null;
  if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  const index = path.join(candidate, 'index.html');
  if (existsSync(index)) return index;
  return null;
}

/**
 * A file of a published release (`/releases/<version>/…`); staging folders (dot names) are never
 * served, however the name is escaped (`%2e`): segments are judged after decoding.
 * @param {string} pathname
 */
function resolveReleaseFile(pathname) {
  const inside = pathname.slice('/releases/'.length);
  let decoded;
  try {
    decoded = decodeURIComponent(inside);
  } catch {
    return null;
  }
  if (!releasesRoot || decoded.split(/[/\\]/).some((segment) => segment.startsWith('.')))
    return null;
  return resolveFile(releasesRoot, inside);
}

/** The shell's policy allows the manifest's remote origins: read again whenever the file changes. */
let policyCache = { mtimeMs: -1, policy: buildContentSecurityPolicy() };
function contentSecurityPolicy() {
  if (!options.manifest || !existsSync(options.manifest)) return policyCache.policy;
  const { mtimeMs } = statSync(options.manifest);
  if (mtimeMs !== policyCache.mtimeMs) {
    const origins = readRemoteOrigins(readFileSync(options.manifest, 'utf8'));
    policyCache = { mtimeMs, policy: buildContentSecurityPolicy(origins) };
  }
  return policyCache.policy;
}

const server = http.createServer((req, res) => {
  // On every answer of this server (the /api proxy passes the gateway's own headers instead).
  res.setHeader('content-security-policy', contentSecurityPolicy());
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
  if (options.cors) {
    res.setHeader('access-control-allow-origin', '*');
    if (req.method === 'OPTIONS') return res.writeHead(204).end();
  }
  const urlPath = req.url ?? '/';
  if (options.api && (urlPath === '/api' || urlPath.startsWith('/api/')))
    return proxyToApi(req, res);
  for (const [name, value] of Object.entries(CROSS_ORIGIN_ISOLATION_HEADERS))
    res.setHeader(name, value);
  if (req.method !== 'GET' && req.method !== 'HEAD') return res.writeHead(405).end();
  if (options.manifest && urlPath.split('?')[0] === '/remotes.json') {
    const body = existsSync(options.manifest) ? readFileSync(options.manifest) : Buffer.from('{}');
    res.writeHead(200, { 'content-type': contentTypes['.json'], 'cache-control': 'no-store' });
    return res.end(req.method === 'HEAD' ? undefined : body);
  }
  const pathname = urlPath.split('?')[0] ?? '/';
  const isRelease = releasesRoot !== null && pathname.startsWith('/releases/');
  let file = isRelease ? resolveReleaseFile(pathname) : resolveFile(root, pathname);
  const looksLikeAsset = /\.[a-z0-9]+$/i.test(pathname);
  if (!file && options.spa && !looksLikeAsset) file = path.join(root, 'index.html');
  if (!file) {
    res.writeHead(404, {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
    });
    return res.end('Not found');
  }
  const relativePath = isRelease ? pathname.slice(1) : path.relative(root, file);
  /** @type {http.OutgoingHttpHeaders} */
  const headers = {
    'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
    'cache-control': cacheControlFor(relativePath),
    'x-content-type-options': 'nosniff',
  };
  const stats = statSync(file);
  if (!compressibleExtensions.has(path.extname(file)) || stats.size < minCompressBytes) {
    res.writeHead(200, headers);
    if (req.method === 'HEAD') return res.end();
    return createReadStream(file).pipe(res);
  }
  headers.vary = 'Accept-Encoding';
  if (!acceptsGzip(req)) {
    res.writeHead(200, headers);
    if (req.method === 'HEAD') return res.end();
    return createReadStream(file).pipe(res);
  }
  headers['content-encoding'] = 'gzip';
  if (stats.size > maxCachedBytes) {
    res.writeHead(200, headers);
    if (req.method === 'HEAD') return res.end();
    return pipeline(createReadStream(file), zlib.createGzip(), res, () => {});
  }
  gzippedBody(file, stats).then(
    (body) => {
      res.writeHead(200, { ...headers, 'content-length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
    },
    () => {
      if (!res.headersSent) res.writeHead(500, { 'cache-control': 'no-store' });
      res.end();
    },
  );
});

server.listen(Number(options.port), options.host, () => {
  console.log(`serving ${root} on http://${options.host}:${options.port}`);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
}
