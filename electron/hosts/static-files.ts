import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** The renderer's policy: its own scripts only; the contract is reached on the same origin. */
const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'";

/**
 * Serves a file of the built renderer from `root`, or answers false when there is none.
 * Paths are resolved inside root only; `..`, encoded or not, cannot leave it, and neither can a
 * symbolic link: the file's real path must lie inside the root's real path.
 */
export async function serveStatic(root: string, pathname: string, res: ServerResponse): Promise<boolean> {
  let relative: string;
  try {
    relative = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  if (relative.includes('\0')) return false;
  if (relative.endsWith('/')) relative += 'index.html';
  const base = path.resolve(root);
  const named = path.resolve(base, `.${path.posix.normalize(`/${relative}`)}`);
  if (!isInside(base, named)) return false;
  const [realBase, file] = await Promise.all([realpath(base), realpath(named)]).catch(() => []);
  if (realBase === undefined || file === undefined || !isInside(realBase, file)) return false;
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) return false;
  res.writeHead(200, {
    'content-type': TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
    'content-length': info.size,
    'cache-control': 'no-cache',
    'content-security-policy': CSP,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'DENY',
  });
  createReadStream(file).pipe(res);
  return true;
}

function isInside(base: string, file: string): boolean {
  return file === base || file.startsWith(base + path.sep);
}
