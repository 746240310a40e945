/**
 * The renderer's size as shipped: builds it and prints each JavaScript and CSS file, raw and
 * gzipped (aim: JavaScript under 150 KB gzipped), and what the cashier's page loads before its
 * first frame (the scripts index.html names; the rest is loaded on need or when the page is idle).
 *   npx tsx bench/ui-size.bench.ts
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildUi } from '../harness/e2e/build-ui';

const dir = await mkdtemp(path.join(os.tmpdir(), 'ui-size-'));
try {
  const out = buildUi(path.join(dir, 'renderer'));
  const assets = path.join(out, 'assets');
  const html = await readFile(path.join(out, 'index.html'), 'utf8');
  const atStart = new Set([...html.matchAll(/assets\/([^"]+\.js)"/g)].map((match) => match[1]));
  let jsGzip = 0;
  let startGzip = 0;
  for (const name of (await readdir(assets)).sort()) {
    const bytes = await readFile(path.join(assets, name));
    const gzipped = gzipSync(bytes, { level: 9 }).length;
    if (name.endsWith('.js')) jsGzip += gzipped;
    if (atStart.has(name)) startGzip += gzipped;
    console.log(
      `${name.padEnd(36)} ${(bytes.length / 1024).toFixed(1).padStart(7)} KB   gzip ${(gzipped / 1024).toFixed(1).padStart(6)} KB`,
    );
  }
  console.log(`JavaScript gzipped in all: ${(jsGzip / 1024).toFixed(1)} KB (aim: under 150 KB)`);
  console.log(
    `of which the cashier's page loads before its first frame: ${(startGzip / 1024).toFixed(1)} KB (${[...atStart].join(', ')})`,
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}
