import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** The text of files outside the static root: an answer that carries it served what it must not. */
export const OUTSIDE_TEXT = 'NOT-FOR-THE-BROWSER';

/**
 * A fresh temp folder (`base`, named by `prefix`; the caller removes it) holding the app's
 * static files in `www` (index.html, assets/app.js) and, beside `www`, outside.txt.
 */
export async function staticSite(prefix: string): Promise<{ base: string; www: string }> {
  const base = await mkdtemp(path.join(os.tmpdir(), prefix));
  const www = path.join(base, 'www');
  await mkdir(path.join(www, 'assets'), { recursive: true });
  await writeFile(path.join(www, 'index.html'), '<!doctype html><title>terminal</title>');
  await writeFile(path.join(www, 'assets', 'app.js'), 'console.log(1)');
  await writeFile(path.join(base, 'outside.txt'), OUTSIDE_TEXT);
  return { base, www };
}
