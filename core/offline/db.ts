import Database from 'better-sqlite3';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import { MIGRATIONS, type Migration } from './migrations';

export type TerminalDb = Database.Database;

export class DatabaseTooNewError extends Error {
  constructor(
    readonly file: string,
    readonly found: number,
    readonly known: number,
  ) {
    super(
      `database ${file} has schema version ${found}, newer than this program knows (${known}); ` +
        'it was written by a newer version of the terminal: install that version or move the file away',
    );
    this.name = 'DatabaseTooNewError';
  }
}

/** Another process (a second terminal on the same data folder) holds the database. */
export class DatabaseLockedError extends Error {
  constructor(readonly file: string) {
    super(
      `database ${file} is in use by another terminal process: two terminals on one data folder ` +
        'would settle the same holds twice; stop the other one (or give this one its own data folder)',
    );
    this.name = 'DatabaseLockedError';
  }
}

export interface OpenTerminalDbOptions {
  /** Migrations to apply; the full list by default (tests open older versions). */
  migrations?: readonly Migration[];
}

const FILE_MODE = 0o600;

/**
 * Opens (creating if needed) the terminal database: held exclusively by this process, WAL,
 * synchronous=FULL so that a committed hold survives a power cut, foreign keys on, a busy
 * timeout, secure_delete (wiped keys are zeroed), mode 0600, migrated to the latest version,
 * and the WAL checkpointed and truncated (a crash may have left wiped keys in it).
 */
export function openTerminalDb(file: string, options: OpenTerminalDbOptions = {}): TerminalDb {
  const inMemory = file === ':memory:';
  if (!inMemory) {
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    // Create the file 0600 before SQLite does: its -wal and -shm files inherit the main file's mode.
    closeSync(openSync(file, 'a', FILE_MODE));
    chmodSync(file, FILE_MODE);
  }
  const db = new Database(file);
  try {
    if (!inMemory) lockExclusively(db, file);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    // Deleted and overwritten content (wiped token keys) is zeroed, not left in free space.
    db.pragma('secure_delete = ON');
    migrate(db, options.migrations ?? MIGRATIONS, file);
    if (!inMemory) {
      // A WAL left by a crash still holds the pages as they were before keys were wiped (the
      // checkpoint that follows a wipe never ran): copy it in and truncate it before anything else.
      checkpointWal(db);
      restrictFileModes(file);
    }
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

/**
 * Takes the database file for this process alone, until it closes or dies (the operating system
 * drops the lock then): one queue, one settlement engine. A second process fails at once with
 * DatabaseLockedError instead of settling the same holds.
 */
function lockExclusively(db: TerminalDb, file: string): void {
  db.pragma('busy_timeout = 1000');
  // Set before the first WAL access: the WAL index then lives in this process's memory.
  db.pragma('locking_mode = EXCLUSIVE');
  try {
    db.exec('BEGIN EXCLUSIVE; COMMIT');
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith('SQLITE_BUSY')) throw new DatabaseLockedError(file);
    throw error;
  }
}

/** Applies every migration above the database's user_version, each in its own transaction. */
export function migrate(db: TerminalDb, migrations: readonly Migration[], label = 'database'): number {
  const known = migrations.at(-1)?.version ?? 0;
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > known) throw new DatabaseTooNewError(label, current, known);
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1) {
      throw new Error(`migration list is broken: position ${index + 1} holds version ${migration.version}`);
    }
  });
  for (const migration of migrations) {
    if (migration.version <= current) continue;
    db.transaction(() => {
      migration.up(db);
      db.pragma(`user_version = ${migration.version}`);
    })();
  }
  return db.pragma('user_version', { simple: true }) as number;
}

/**
 * Copies the WAL into the database and truncates it: until then the WAL still holds earlier
 * versions of changed pages (a wiped token key among them). The queue calls it after wiping keys.
 * Returns false when a reader kept it from completing (the WAL is then not truncated).
 */
export function checkpointWal(db: TerminalDb): boolean {
  const [result] = db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
  return result?.busy === 0;
}

/** chmod 0600 the database file and its -wal/-shm companions where they exist. */
export function restrictFileModes(file: string): void {
  for (const path of [file, `${file}-wal`, `${file}-shm`]) {
    if (existsSync(path)) chmodSync(path, FILE_MODE);
  }
}
