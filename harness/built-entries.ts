import path from 'node:path';

/** Set by a test run that built its entries (test/support/built-entries.ts); read by processes.ts. */
export const BUILT_ENTRIES_ENV = 'HARNESS_BUILT_ENTRIES';

export type Entry = 'core/cli/core.ts' | 'server/cli.ts';

/** The file names buildEntries (build-core.ts) gives them. */
export const BUILT_NAME: Record<Entry, string> = {
  'core/cli/core.ts': 'core.cjs',
  'server/cli.ts': 'server.cjs',
};

/** The built file of `entry` when this run built its entries, else undefined (run the source). */
export function builtEntry(entry: Entry): string | undefined {
  const dir = process.env[BUILT_ENTRIES_ENV];
  return dir ? path.join(dir, BUILT_NAME[entry]) : undefined;
}
