import { statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db';
import { tempFoldersForEachTest } from '../support/temp-folders';

const tempDir = tempFoldersForEachTest('server-db-');

describe('the server database file', () => {
  it('is readable by its owner only, and so are its WAL files', () => {
    const dir = tempDir();
    const file = join(dir, 'platform.db');
    const db = openDatabase(file);
    db.exec("CREATE TABLE t (x TEXT); INSERT INTO t VALUES ('0001234567')");
    for (const name of [file, `${file}-wal`, `${file}-shm`]) {
      expect(statSync(name).mode & 0o777, name).toBe(0o600);
    }
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
    db.close();
  });
});
