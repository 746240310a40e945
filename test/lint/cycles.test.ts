import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describe as describeCycles, findCycles, importGraph } from '../../scripts/lint/cycles.js';

const house = mkdtempSync(path.join(os.tmpdir(), 'cycles-'));
afterAll(() => rmSync(house, { recursive: true, force: true }));

/** Writes `files` (path → text) under a fresh folder of the temporary house; its name. */
function folder(name: string, files: Record<string, string>): string {
  for (const [file, text] of Object.entries(files)) {
    const full = path.join(house, name, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, text);
  }
  return name;
}

/** A context assembled from a feature whose state names the context back, type-only and through a component. */
const cyclic = {
  'context.ts': "import { getContext } from 'svelte';\nimport type { Feed } from './feed';\n",
  'feed/index.ts': "export { default as Feed } from '../Feed.svelte';\n",
  'Feed.svelte':
    '<script lang="ts">\n  import { state } from \'./state.svelte\';\n</script>\n<p>{state}</p>\n',
  'state.svelte.ts': "import type { Terminal } from './context';\nexport const state = 1;\n",
  'leaf.ts': 'export const leaf = 1;\n',
};

describe('the cycle check: no file reaches itself through relative imports', () => {
  it('reports a cycle through a type-only import, a folder index and a component', () => {
    const graph = importGraph([folder('cyclic', cyclic)], house);
    expect(graph.get('cyclic/Feed.svelte')).toEqual(['cyclic/state.svelte.ts']);
    expect(describeCycles(findCycles(graph))).toEqual([
      'cyclic/Feed.svelte → cyclic/state.svelte.ts → cyclic/context.ts → cyclic/feed/index.ts → cyclic/Feed.svelte',
    ]);
  });

  it('follows a dynamic import and an export from', () => {
    const graph = importGraph(
      [
        folder('dynamic', {
          'a.ts': "export const load = () => import('./b');\n",
          'b.ts': "export * from './c.js';\n",
          'c.ts': "export { load } from './a';\n",
        }),
      ],
      house,
    );
    expect(describeCycles(findCycles(graph))).toEqual([
      'dynamic/a.ts → dynamic/b.ts → dynamic/c.ts → dynamic/a.ts',
    ]);
  });

  it('passes the same house once the state names what it needs beside it', () => {
    const acyclic = {
      ...cyclic,
      'state.svelte.ts':
        "// import type { Terminal } from './context';\nimport { leaf } from './leaf';\n" +
        'export const state = leaf;\nexport const words = "import \'./context\'";\n',
      // A component that renders itself (a tree's branch) is no cycle.
      'Branch.svelte': '<script lang="ts">\n  import Branch from \'./Branch.svelte\';\n</script>\n',
    };
    const graph = importGraph([folder('acyclic', acyclic)], house);
    expect(graph.get('acyclic/state.svelte.ts')).toEqual(['acyclic/leaf.ts']);
    expect(graph.get('acyclic/Branch.svelte')).toEqual(['acyclic/Branch.svelte']);
    expect(findCycles(graph)).toEqual([]);
  });

  it('reports each strongly connected group once, by a shortest cycle through it', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c', 'a']],
      ['c', ['a']],
      ['x', ['y']],
      ['y', ['x', 'outside']],
      ['z', ['a']],
    ]);
    expect(describeCycles(findCycles(graph))).toEqual(['a → b → a', 'x → y → x']);
  });
});
