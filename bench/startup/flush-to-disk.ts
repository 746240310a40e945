import { closeSync, fsyncSync, openSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Flushes a restored copy (a file, or a folder's files) to disk, as a till's folder has long been
 * by the morning. Left in the page cache, the core's first fsync (the identity's first commit)
 * flushed the copy with it: 60 ms more for the large folder, which no till meets.
 */
export function flushToDisk(target: string, isFolder = true): void {
  if (!isFolder) return fsyncFile(target);
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    const inside = path.join(target, entry.name);
    if (entry.isDirectory()) flushToDisk(inside);
    else if (entry.isFile()) fsyncFile(inside);
  }
}

function fsyncFile(file: string): void {
  const fd = openSync(file, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
