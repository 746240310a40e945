import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { APP_PAGE, isAppOrigin } from './app-url';

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
  '.map': 'application/json; charset=utf-8',
};

/**
 * The renderer's policy, sent with every response of app://: its own scripts and styles only,
 * no plugins, no frames, no forms, no base tag. The contract goes over IPC, not the network.
 */
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

const SECURITY_HEADERS = {
  'content-security-policy': RENDERER_CSP,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'cache-control': 'no-cache',
};

function inside(root: string, file: string): boolean {
  return file === root || file.startsWith(root + path.sep);
}

/**
 * The file an app:// URL names inside `root`, or undefined: another scheme or host, `..` (plain
 * or encoded), NUL, a folder, or a symbolic link leading out of root are all refused.
 */
export async function resolveRendererFile(root: string, url: string): Promise<string | undefined> {
  if (!isAppOrigin(url)) return undefined;
  let relative: string;
  try {
    relative = decodeURIComponent(new URL(url).pathname);
  } catch {
    return undefined;
  }
  if (relative.includes('\0') || relative.includes('\\')) return undefined;
  if (relative === '/' || relative === '') relative = APP_PAGE;
  const base = path.resolve(root);
  const file = path.resolve(base, `.${path.posix.normalize(`/${relative}`)}`);
  if (!inside(base, file)) return undefined;
  try {
    const [realBase, realFile] = await Promise.all([realpath(base), realpath(file)]);
    if (!inside(realBase, realFile)) return undefined;
    return (await stat(realFile)).isFile() ? realFile : undefined;
  } catch {
    return undefined;
  }
}

function refusal(status: 404 | 405, text: string): Response {
  return new Response(text, {
    status,
    headers: { ...SECURITY_HEADERS, 'content-type': 'text/plain; charset=utf-8' },
  });
}

/** The answer to one app:// request: the file with the CSP and friends, or a refusal with them too. */
export async function rendererResponse(
  root: string,
  request: { url: string; method: string },
): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return refusal(405, 'method not allowed');
  const file = await resolveRendererFile(root, request.url);
  if (file === undefined) return refusal(404, 'not found');
  const body = request.method === 'HEAD' ? null : await readFile(file);
  return new Response(body, {
    status: 200,
    headers: {
      ...SECURITY_HEADERS,
      'content-type': TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
    },
  });
}
