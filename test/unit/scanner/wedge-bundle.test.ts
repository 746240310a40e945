import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SCANNER = join(import.meta.dirname, '../../../electron/scanner');
const IMPORT = /^import\s+(type\s+)?[^'"]*from\s+'([^']+)';/gm;

/** The modules a file loads at run time (type-only imports are erased), following relative imports. */
function runtimeImports(file: string, seen = new Set<string>()): Set<string> {
  for (const [, typeOnly, specifier = ''] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    if (typeOnly) continue;
    if (!specifier.startsWith('.')) {
      seen.add(specifier);
      continue;
    }
    const target = `${resolve(join(file, '..'), specifier)}.ts`;
    if (seen.has(target)) continue;
    seen.add(target);
    runtimeImports(target, seen);
  }
  return seen;
}

describe('wedge.ts', () => {
  it('loads only plain TypeScript modules of its own, so the renderer can bundle it', () => {
    const imports = [...runtimeImports(join(SCANNER, 'wedge.ts'))];
    expect(imports.filter((m) => !m.startsWith(SCANNER))).toEqual([]);
    expect(imports.map((m) => m.slice(SCANNER.length + 1)).sort()).toEqual([
      'keyboard-usage.ts',
      'mask.ts',
      'scan-assembler.ts',
    ]);
  });
});
