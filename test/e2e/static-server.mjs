// A tiny static host for end-to-end tests that need to swap what is deployed on one origin (a new
// build replacing the old one). Serves a directory the way static hosts serve adapter-static's
// output: `/x` → x, x.html or x/index.html; no-store caching so the browser always asks again.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.csv': 'text/csv; charset=utf-8',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

function fileFor(root, pathname) {
  const clean = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const rel = clean === '/' ? 'index.html' : clean.replace(/^\/+/, '');
  for (const candidate of [rel, `${rel}.html`, join(rel, 'index.html')]) {
    const full = join(root, candidate);
    if (!full.startsWith(root)) return undefined;
    if (existsSync(full) && statSync(full).isFile()) return full;
  }
  return undefined;
}

/**
 * Start serving `root` on 127.0.0.1 (a free port unless `port` is given). Returns `{ url, port,
 * setRoot(dir), close() }`; `setRoot` switches what is served without changing the origin.
 * `fallback`: a file answered (status 200) for any path that has none, as hosts with a
 * single-page-app fallback do (e.g. 'index.html'); without it such paths are a 404.
 */
export async function serveStatic(root, port = 0, { fallback } = {}) {
  let current = root;
  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://x');
    const file = fileFor(current, pathname) ?? (fallback ? fileFor(current, `/${fallback}`) : undefined);
    if (!file || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actual = server.address().port;
  return {
    url: `http://127.0.0.1:${actual}`,
    port: actual,
    setRoot(dir) {
      current = dir;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
