import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { contentTypeOf, RENDERER_CSP, resolveInside } from './renderer-files';

/**
 * Serves a file of the built renderer from `root`, or answers false when there is none.
 * Paths are resolved inside root only; `..`, encoded or not, cannot leave it, and neither can a
 * symbolic link: the file's real path must lie inside the root's real path.
 * A document (.html) is read whole and handed to `onDocument` before it is sent.
 */
export async function serveStatic(
  root: string,
  pathname: string,
  res: ServerResponse,
  onDocument: (html: string) => void = () => undefined,
): Promise<boolean> {
  const file = await resolveInside(root, pathname);
  const info = file === undefined ? undefined : await stat(file).catch(() => undefined);
  if (file === undefined || !info) return false;
  res.writeHead(200, {
    'content-type': contentTypeOf(file),
    'content-length': info.size,
    'cache-control': 'no-cache',
    'content-security-policy': RENDERER_CSP,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'DENY',
  });
  if (path.extname(file).toLowerCase() === '.html') {
    const html = await readFile(file, 'utf8');
    onDocument(html);
    res.end(html);
  } else createReadStream(file).pipe(res);
  return true;
}
