import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The repository's top-level folders: an inline code span starting with one of them is a path. */
const TOP_FOLDERS = [
  'common',
  'core',
  'server',
  'renderer',
  'electron',
  'test',
  'bench',
  'scripts',
  'docs',
  'build',
];

/** The documents whose citations are checked, relative to the repository. */
function documents(root: string): string[] {
  const docs = readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`);
  return ['README.md', 'bench/README.md', 'renderer/README.md', ...docs].filter((file) =>
    existsSync(path.join(root, file)),
  );
}

/** A cited path without its `#anchor`, `:line` suffix or trailing punctuation; undefined if it is not one. */
function cleaned(cited: string): string | undefined {
  const text = cited
    .trim()
    .replace(/#.*$/, '')
    .replace(/(:\d+(-\d+)?)+$/, '')
    .replace(/[.,;:)]+$/, '');
  if (text === '' || /[*<>{}\s]/.test(text) || /^[a-z][a-z0-9+.-]*:/i.test(text)) return undefined;
  return text;
}

/** Every repository path `file` cites: its relative links (from its folder) and its code spans naming a path. */
function citedPaths(root: string, file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8').replace(/^```[\s\S]*?^```/gm, '');
  const cited = new Set<string>();
  for (const match of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const target = cleaned(match[1] ?? '');
    if (target === undefined || target.startsWith('/')) continue;
    cited.add(path.posix.normalize(path.posix.join(path.posix.dirname(file), target)));
  }
  for (const match of text.matchAll(/`([^`\n]+)`/g)) {
    const span = cleaned(match[1] ?? '');
    if (span === undefined) continue;
    if (TOP_FOLDERS.some((folder) => span === folder || span.startsWith(`${folder}/`))) cited.add(span);
  }
  return [...cited];
}

/** The paths `file` cites that are not in the repository. */
function missingPaths(root: string, file: string): string[] {
  return citedPaths(root, file).filter((cited) => !existsSync(path.join(root, cited)));
}

describe('every path the docs cite exists', () => {
  for (const file of documents(ROOT)) {
    it(file, () => {
      expect(missingPaths(ROOT, file)).toEqual([]);
    });
  }

  it('finds links, code spans, anchors and line numbers, and skips globs and placeholders', () => {
    const cited = citedPaths(ROOT, 'README.md');
    expect(cited.length).toBeGreaterThan(5);
    expect(cleaned('core/cli/core.ts:12')).toBe('core/cli/core.ts');
    expect(cleaned('docs/core.md#shifts')).toBe('docs/core.md');
    expect(cleaned('docs/ui-*.md')).toBeUndefined();
    expect(cleaned('release/<name>.deb')).toBeUndefined();
    expect(cleaned('https://example.com/a')).toBeUndefined();
  });
});
