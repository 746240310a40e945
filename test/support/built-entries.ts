import { rm } from 'node:fs/promises';
import { buildEntries } from '../../harness/build-core';
import { BUILT_ENTRIES_ENV } from '../../harness/built-entries';

/**
 * A global setup: the core and the platform server built once per run, from the sources as they
 * stand when it starts, for every process the tests start. Each project that lists it calls it
 * in the same process; the first builds, the rest find the folder in the environment, which the
 * test workers inherit.
 */
export default async function buildEntriesOnce(): Promise<(() => Promise<void>) | undefined> {
  if (process.env[BUILT_ENTRIES_ENV]) return undefined;
  const dir = await buildEntries();
  process.env[BUILT_ENTRIES_ENV] = dir;
  return () => rm(dir, { recursive: true, force: true });
}
