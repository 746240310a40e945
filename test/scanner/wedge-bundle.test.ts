import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const COMMON = join(import.meta.dirname, '../../common');
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
  it('loads only plain TypeScript modules of the terminal (the scanner and the one token mask), so the renderer can bundle it', () => {
    const imports = [...runtimeImports(join(COMMON, 'scanner/wedge.ts'))];
    expect(imports.map((m) => relative(COMMON, m)).sort()).toEqual([
      'platform/token-key.ts',
      'scanner/keyboard-usage.ts',
      'scanner/scan-assembler.ts',
    ]);
  });
});
