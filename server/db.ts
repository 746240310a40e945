import Database from 'better-sqlite3';

/**
 * Opens the server's SQLite database: a file (WAL, so readers never wait for the writer) or
 * ':memory:'. Foreign keys on; a writer waits up to 5 s for another process's lock.
 */
export function openDatabase(file: string): Database.Database {
  const db = new Database(file);
  if (file !== ':memory:') {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
  }
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  return db;
}
