import { readFile } from 'node:fs/promises';
import { contentTypeOf, RENDERER_CSP, resolveInside } from '../../core/hosts/renderer-files';
import { isAppOrigin } from './app-url';

export { RENDERER_CSP };

const SECURITY_HEADERS = {
  'content-security-policy': RENDERER_CSP,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'cache-control': 'no-cache',
};

/**
 * The file an app:// URL names inside `root`, or undefined: another scheme or host, or anything
 * resolveInside refuses (`..`, NUL, a folder, a symbolic link leading out of root).
 */
export async function resolveRendererFile(root: string, url: string): Promise<string | undefined> {
  if (!isAppOrigin(url)) return undefined;
  return resolveInside(root, new URL(url).pathname);
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
      'content-type': contentTypeOf(file),
    },
  });
}
