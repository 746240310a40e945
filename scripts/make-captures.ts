/**
 * Generates the scanner test fixtures from known text, so the expected tokens are known:
 *   test/fixtures/captures/*.capture   HID reports as a reader would send them
 *   test/fixtures/wedge/*.json         keydown events as a browser delivers them under US, Russian and French layouts
 * Run: npx tsx scripts/make-captures.ts   (deterministic: the noise uses a fixed seed)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { buildCaptureFixtures } from './fixtures/capture-fixtures';
import { buildWedgeFixtures } from './fixtures/wedge-fixtures';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

async function main(): Promise<void> {
  const write = (dir: string, files: Record<string, string>) => {
    mkdirSync(join(ROOT, dir), { recursive: true });
    for (const [name, content] of Object.entries(files)) writeFileSync(join(ROOT, dir, name), content);
  };
  write('test/fixtures/captures', buildCaptureFixtures());
  const wedgeDir = join(ROOT, 'test/fixtures/wedge');
  const prettierConfig = await resolveConfig(wedgeDir);
  const wedge: Record<string, string> = {};
  for (const [name, events] of Object.entries(buildWedgeFixtures())) {
    wedge[name] = await format(JSON.stringify(events), { ...prettierConfig, parser: 'json' });
  }
  write('test/fixtures/wedge', wedge);
  console.log('fixtures written to test/fixtures/captures and test/fixtures/wedge');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
