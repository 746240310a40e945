import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildUi } from '../support/e2e/build-ui';

/**
 * The page's first chunk stays free of zod (issue 27): a runtime import of a schema, or of a name
 * from a module that holds schemas, would bring zod and the contract back into the start.
 */
describe("The cashier's page as built", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'first-chunk-'));
  const out = buildUi(path.join(dir, 'renderer'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const assets = path.join(out, 'assets');
  const script = (name: string) => readFileSync(path.join(assets, name), 'utf8');
  // zod's schemas keep their internals under `_zod`: the mark of zod's code in a minified chunk.
  const hasZod = (name: string) => script(name).includes('_zod');

  // The scripts index.html loads or preloads: what runs before the first frame.
  const html = readFileSync(path.join(out, 'index.html'), 'utf8');
  const atStart = [...html.matchAll(/assets\/([^"]+\.js)"/g)].map((match) => match[1]!);

  it('loads no zod before its first frame; the checks that need it are a chunk of their own', () => {
    expect(atStart.length).toBeGreaterThan(0);
    expect(atStart.filter(hasZod)).toEqual([]);
    const later = readdirSync(assets).filter((name) => name.endsWith('.js') && !atStart.includes(name));
    expect(later.some(hasZod)).toBe(true);
  });

  it('leaves the screens other than the first out of its start: they are a chunk loaded later', () => {
    const later = readdirSync(assets).filter((name) => /^later-screens-.*\.js$/.test(name));
    expect(later).toHaveLength(1);
    expect(atStart).not.toContain(later[0]);
    // The search screen's own words are in that chunk only.
    for (const words of ['Find a guest', 'Поиск гостя']) {
      expect(script(later[0]!)).toContain(words);
      expect(atStart.filter((name) => script(name).includes(words))).toEqual([]);
    }
  });
});
