import { closeSync, fsyncSync, openSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Flushes a restored copy to disk, as a till's folder has long been by the morning. Left in the
 * page cache, the core's first fsync (the identity's first commit) flushed the copy with it: 60 ms
 * more for the large folder, which no till meets.
 */
export function flushFolderToDisk(folder: string): void {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const inside = path.join(folder, entry.name);
    if (entry.isDirectory()) flushFolderToDisk(inside);
    else if (entry.isFile()) flushFileToDisk(inside);
  }
}

export function flushFileToDisk(file: string): void {
  const fd = openSync(file, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
