/** `<dataDir>/updates/ready.json`: the update downloaded and verified, which the next start may install. */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { writePrivateFile } from '../terminal/settings/secret-store';
import { UPDATES_FOLDER } from './file-downloader';
import { isVersion } from './version';

const ReadySchema = z.object({
  version: z.string().refine(isVersion),
  file: z.string(),
  downloadedAt: z.string(),
});
export type ReadyUpdate = z.infer<typeof ReadySchema>;

const readyPath = (dataDir: string) => path.join(dataDir, UPDATES_FOLDER, 'ready.json');

/** The update a previous run downloaded; a missing or broken file is none. */
export function readReady(dataDir: string): ReadyUpdate | undefined {
  try {
    const parsed = ReadySchema.safeParse(JSON.parse(readFileSync(readyPath(dataDir), 'utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function writeReady(dataDir: string, ready: ReadyUpdate): void {
  writePrivateFile(readyPath(dataDir), `${JSON.stringify(ready, null, 2)}\n`);
}

/** The updates folder goes once its version is installed (or older than the one running). */
export function clearUpdates(dataDir: string): void {
  rmSync(path.join(dataDir, UPDATES_FOLDER), { recursive: true, force: true });
}
