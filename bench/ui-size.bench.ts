/**
 * The renderer's size as shipped: builds it and prints each JavaScript and CSS file, raw and
 * gzipped (aim: JavaScript under 150 KB gzipped).
 *   npx tsx bench/ui-size.bench.ts
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildUi } from '../test/support/e2e/build-ui';

const dir = await mkdtemp(path.join(os.tmpdir(), 'ui-size-'));
try {
  const out = buildUi(path.join(dir, 'renderer'));
  const assets = path.join(out, 'assets');
  let jsGzip = 0;
  for (const name of (await readdir(assets)).sort()) {
    const bytes = await readFile(path.join(assets, name));
    const gzipped = gzipSync(bytes, { level: 9 }).length;
    if (name.endsWith('.js')) jsGzip += gzipped;
    console.log(
      `${name.padEnd(36)} ${(bytes.length / 1024).toFixed(1).padStart(7)} KB   gzip ${(gzipped / 1024).toFixed(1).padStart(6)} KB`,
    );
  }
  console.log(`JavaScript gzipped in all: ${(jsGzip / 1024).toFixed(1)} KB (aim: under 150 KB)`);
} finally {
  await rm(dir, { recursive: true, force: true });
}
