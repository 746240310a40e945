import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildUi } from '../../harness/e2e/build-ui';

/**
 * The page stays free of zod (issues 27 and 44): a runtime use of a schema would bring zod and the
 * contract into it; the core checks what it takes, the page checks an error's shape by hand.
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

  it('loads no zod, neither before its first frame nor later', () => {
    expect(atStart.length).toBeGreaterThan(0);
    const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
    expect(scripts.filter(hasZod)).toEqual([]);
  });

  it('leaves the screens other than the first out of its start: they are a chunk loaded later', () => {
    const later = readdirSync(assets).filter((name) => /^later-screens-.*\.js$/.test(name));
    expect(later).toHaveLength(1);
    expect(atStart).not.toContain(later[0]);
    // The search screen's own words are in the later screens' words (vite.config.ts) only.
    const laterWords = readdirSync(assets).filter((name) => /^later-words-.*\.js$/.test(name));
    expect(laterWords).toHaveLength(1);
    expect(atStart).not.toContain(laterWords[0]);
    for (const words of ['Find a guest', 'Поиск гостя']) {
      expect(script(laterWords[0]!)).toContain(words);
      expect(atStart.filter((name) => script(name).includes(words))).toEqual([]);
    }
  });
});
