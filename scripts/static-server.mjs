// Serves one built front end (the shell or a remote) the way the deployment's nginx does:
// static files with cache headers, CORS for remotes, SPA fallback and /api proxying for the shell,
// and /remotes.json read from a file on every request (so a new remote version needs no restart).
// Node built-ins only.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values: options } = parseArgs({
  options: {
    root: { type: 'string' },
    port: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
    spa: { type: 'boolean', default: false },
    cors: { type: 'boolean', default: false },
    api: { type: 'string' },
    manifest: { type: 'string' },
  },
});
if (!options.root || !options.port) {
  console.error(
    'usage: static-server.mjs --root DIR --port N [--spa] [--cors] [--api URL] [--manifest FILE]',
  );
  process.exit(2);
}
const root = path.resolve(options.root);

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

const apiAgent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function proxyToApi(req, res) {
  const target = new URL(req.url, options.api);
  const upstream = http.request(
    target,
    { method: req.method, headers: { ...req.headers, host: target.host }, agent: apiAgent },
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

function cacheControlFor(relativePath) {
  if (/^assets\//.test(relativePath) && !relativePath.endsWith('.map'))
    return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

function resolveFile(urlPath) {
  const decoded = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  const candidate = path.normalize(path.join(root, decoded));
  if (!candidate.startsWith(root)) return null;
  if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  const index = path.join(candidate, 'index.html');
  if (existsSync(index)) return index;
  return null;
}

const server = http.createServer((req, res) => {
  if (options.cors) {
    res.setHeader('access-control-allow-origin', '*');
    if (req.method === 'OPTIONS') return res.writeHead(204).end();
  }
  const urlPath = req.url ?? '/';
  if (options.api && (urlPath === '/api' || urlPath.startsWith('/api/')))
    return proxyToApi(req, res);
  if (req.method !== 'GET' && req.method !== 'HEAD') return res.writeHead(405).end();
  if (options.manifest && urlPath.split('?')[0] === '/remotes.json') {
    const body = existsSync(options.manifest) ? readFileSync(options.manifest) : Buffer.from('{}');
    res.writeHead(200, { 'content-type': contentTypes['.json'], 'cache-control': 'no-store' });
    return res.end(req.method === 'HEAD' ? undefined : body);
  }
  let file = resolveFile(urlPath);
  const looksLikeAsset = /\.[a-z0-9]+$/i.test(urlPath.split('?')[0] ?? '');
  if (!file && options.spa && !looksLikeAsset) file = path.join(root, 'index.html');
  if (!file) {
    res.writeHead(404, {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
    });
    return res.end('Not found');
  }
  const relativePath = path.relative(root, file);
  res.writeHead(200, {
    'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
    'cache-control': cacheControlFor(relativePath),
    'x-content-type-options': 'nosniff',
  });
  if (req.method === 'HEAD') return res.end();
  createReadStream(file).pipe(res);
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
