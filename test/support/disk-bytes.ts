import { readFileSync } from 'node:fs';

/** A file's bytes as latin1 text (one character a byte, so digits show as written); '' when it is not there. */
export function fileBytes(file: string): string {
  try {
    return readFileSync(file).toString('latin1');
  } catch {
    return '';
  }
}

/** What a database holds on disk right now: its main file and its WAL, as `fileBytes` text. */
export function databaseBytes(file: string): string {
  return fileBytes(file) + fileBytes(`${file}-wal`);
}
