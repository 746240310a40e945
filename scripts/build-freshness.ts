import { readdirSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';

/** What `npm run build` reads and what it writes, relative to the project root. */
export const BUILD_SOURCES = [
  'renderer',
  'common',
  'core',
  'electron',
  'server',
  'package.json',
  'vite.config.ts',
  'vite.main.config.ts',
  'vite.preload.config.ts',
  'vite.display-preload.config.ts',
  'vite.core.config.ts',
];
export const BUILD_OUTPUTS = [
  'out/main/main.js',
  'out/preload/preload.cjs',
  'out/display-preload/display-preload.cjs',
  'out/renderer/index.html',
  'out/core/core.cjs',
];

/** Folders under a source that the build never reads. */
const SKIPPED = new Set(['node_modules', 'test', '.svelte-kit']);

export type Freshness = { fresh: true } | { fresh: false; reason: string };

function statOrUndefined(file: string): Stats | undefined {
  try {
    return statSync(file);
  } catch {
    return undefined;
  }
}

/** The newest modification time among the files under `entry` (a file or a folder), with its path. */
function newestFile(entry: string): { file: string; mtimeMs: number } | undefined {
  const stats = statOrUndefined(entry);
  if (!stats) return undefined;
  if (!stats.isDirectory()) return { file: entry, mtimeMs: stats.mtimeMs };
  let newest: { file: string; mtimeMs: number } | undefined;
  for (const child of readdirSync(entry, { withFileTypes: true })) {
    if (child.isDirectory() && SKIPPED.has(child.name)) continue;
    const found = newestFile(path.join(entry, child.name));
    if (found && (!newest || found.mtimeMs > newest.mtimeMs)) newest = found;
  }
  return newest;
}

/**
 * Whether the built app in out/ is there and newer than everything it was built from; if not,
 * why (the first missing output, or the newest source and the output it is newer than).
 */
export function buildFreshness(
  root: string,
  sources: readonly string[] = BUILD_SOURCES,
  outputs: readonly string[] = BUILD_OUTPUTS,
): Freshness {
  let oldest: { file: string; mtimeMs: number } | undefined;
  for (const output of outputs) {
    const stats = statOrUndefined(path.join(root, output));
    if (!stats) return { fresh: false, reason: `${output} is missing` };
    if (!oldest || stats.mtimeMs < oldest.mtimeMs) oldest = { file: output, mtimeMs: stats.mtimeMs };
  }
  for (const source of sources) {
    const newest = newestFile(path.join(root, source));
    if (newest && oldest && newest.mtimeMs > oldest.mtimeMs)
      return { fresh: false, reason: `${path.relative(root, newest.file)} is newer than ${oldest.file}` };
  }
  return { fresh: true };
}
