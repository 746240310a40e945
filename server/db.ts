import Database from 'better-sqlite3';

/**
 * Opens the server's SQLite database: a file (WAL, so readers never wait for the writer) or
 * ':memory:'. 64 MiB page cache and up to 256 MiB memory-mapped. Foreign keys on; a writer
 * waits up to 5 s for another process's lock.
 */
export function openDatabase(file: string): Database.Database {
  const db = new Database(file);
  if (file !== ':memory:') {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
  }
  // Guests are looked up at random: keep the hot pages in memory rather than re-reading them.
  db.pragma('cache_size = -65536');
  db.pragma('mmap_size = 268435456');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  return db;
}
