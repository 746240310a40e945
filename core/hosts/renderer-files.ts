import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * The built renderer as both hosts serve it (app:// in Electron, the loopback host in a
 * browser): one policy, one way to find a file that cannot leave its folder.
 */

/** Its own scripts and styles only; no plugins, frames, forms or base tag; no remote fonts. */
export const RENDERER_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-src 'none'",
  "frame-ancestors 'none'",
  "form-action 'none'",
].join('; ');

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

function isInside(base: string, file: string): boolean {
  return file === base || file.startsWith(base + path.sep);
}

/**
 * The real path of the file a URL path (still percent-encoded) names inside `root`, or
 * undefined: `..` (plain or encoded), NUL, a backslash, a folder, a missing file, or a symbolic
 * link leading out of root. A path ending in `/` names that folder's index.html.
 */
export async function resolveInside(root: string, encodedPath: string): Promise<string | undefined> {
  let relative: string;
  try {
    relative = decodeURIComponent(encodedPath);
  } catch {
    return undefined;
  }
  if (relative.includes('\0') || relative.includes('\\')) return undefined;
  if (relative === '' || relative.endsWith('/')) relative += 'index.html';
  const base = path.resolve(root);
  const named = path.resolve(base, `.${path.posix.normalize(`/${relative}`)}`);
  if (!isInside(base, named)) return undefined;
  try {
    const [realBase, file] = await Promise.all([realpath(base), realpath(named)]);
    if (!isInside(realBase, file)) return undefined;
    return (await stat(file)).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}
